import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveDocVersions, versionFamilies, type VersionOptions } from '../../../../cli/config/doc-versions.ts';

const resolve = (versionNames: string[], options: VersionOptions = {}, routeBasePath = '/docs') =>
  resolveDocVersions({
    versionNames,
    options,
    routeBasePath,
    rootDir: '/s',
    docsDir: '/s/docs',
    sidebarsFile: '/s/sb.js',
  });
const brief = (r: ReturnType<typeof resolve>) =>
  r.versions.map((v) => `${v.name}|${v.label}|${v.routeBase}|${v.banner ?? '-'}|${v.badge}|${v.isLast}`);

test("Docusaurus's defaults: the first of versions.json is last, at the base; current is Next at next", () => {
  const r = resolve(['2.0', '1.0']);
  assert.equal(r.problems, []);
  assert.equal(brief(r), [
    'current|Next|/docs/next|unreleased|true|false',
    '2.0|2.0|/docs|-|true|true',
    '1.0|1.0|/docs/1.0|unmaintained|true|false',
  ]);
  const old = r.versions[2]!;
  assert.is(old.docsDir, '/s/versioned_docs/version-1.0');
  assert.is(old.sidebarsFile, '/s/versioned_sidebars/version-1.0-sidebars.json');
  assert.is(old.idPrefix, 'version-1.0/');
  assert.is(r.versions[0]!.idPrefix, '');
});

test("another instance's versions: <id>_versioned_docs/, <id>_versioned_sidebars/, ids under @<id>/", () => {
  const r = resolveDocVersions({
    versionNames: ['1.0'],
    options: {},
    routeBasePath: 'community',
    rootDir: '/s',
    docsDir: '/s/community',
    sidebarsFile: '/s/sbc.js',
    plugin: 'community',
  });
  assert.equal(r.problems, []);
  assert.equal(brief(r), ['current|Next|/community/next|unreleased|true|false', '1.0|1.0|/community|-|true|true']);
  const [current, old] = r.versions;
  assert.is(current!.idPrefix, '@community/');
  assert.is(current!.docsDir, '/s/community');
  assert.is(old!.idPrefix, '@community/version-1.0/');
  assert.is(old!.docsDir, '/s/community_versioned_docs/version-1.0');
  assert.is(old!.sidebarsFile, '/s/community_versioned_sidebars/version-1.0-sidebars.json');
  assert.is(old!.plugin, 'community');
  // Grouped by instance, the default docs first; an instance without versions (no `plugin`) is in no family.
  const defaults = resolve(['2.0']).versions;
  const unversioned = { ...current!, plugin: undefined, name: '@other' };
  const families = versionFamilies(defaults, [...r.versions, unversioned]);
  assert.equal([...families.keys()], ['default', 'community']);
  assert.equal(families.get('community'), r.versions);
});

test('lastVersion current: current at the base, every older version unmaintained; one version, no badge', () => {
  assert.equal(brief(resolve(['2.0'], { lastVersion: 'current' }, '/')), [
    'current|Next|/|-|true|true',
    '2.0|2.0|/2.0|unmaintained|true|false',
  ]);
  assert.equal(brief(resolve([], {})), ['current|Next|/docs|-|false|true']);
});

test('per-version options win; onlyIncludeVersions and includeCurrentVersion filter', () => {
  const options: VersionOptions = {
    versions: { current: { label: 'Canary', path: 'canary', banner: 'none' }, '1.0': { badge: false, noIndex: true } },
    onlyIncludeVersions: ['current', '1.0'],
    lastVersion: '1.0',
  };
  const r = resolve(['2.0', '1.0'], options);
  assert.equal(brief(r), ['current|Canary|/docs/canary|-|true|false', '1.0|1.0|/docs|-|false|true']);
  assert.ok(r.versions[1]!.noIndex);
  assert.equal(brief(resolve(['2.0', '1.0'], { includeCurrentVersion: false })), [
    '2.0|2.0|/docs|-|true|true',
    '1.0|1.0|/docs/1.0|unmaintained|true|false',
  ]);
});

test('bad options are problems named by their key, and nothing is built', () => {
  const keys = (r: ReturnType<typeof resolve>) => r.problems.map((p) => p.key.join('.'));
  assert.equal(keys(resolve(['2.0'], { lastVersion: '3.0' })), ['docs.lastVersion']);
  assert.equal(keys(resolve(['2.0'], { versions: { '9.9': { label: 'x' } } })), ['docs.versions.9.9']);
  assert.equal(keys(resolve(['2.0'], { onlyIncludeVersions: ['9.9'] })), ['docs.onlyIncludeVersions']);
  assert.equal(keys(resolve(['2.0'], { onlyIncludeVersions: ['current'], lastVersion: '2.0' })), [
    'docs.onlyIncludeVersions',
  ]);
  assert.equal(keys(resolve([], { includeCurrentVersion: false })), ['docs.includeCurrentVersion']);
  const clash = resolve(['2.0', '1.0'], { versions: { current: { path: '1.0' } } });
  assert.equal(keys(clash), ['docs.versions.1.0.path']);
  assert.match(clash.problems[0]!.message, 'both served at `/docs/1.0`');
  assert.equal(clash.versions, []);
});

test.run();
