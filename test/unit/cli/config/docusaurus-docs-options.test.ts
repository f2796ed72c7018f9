import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  computedVersionOptions,
  docusaurusCustomFields,
  docusaurusMagicComments,
  docusaurusPrismDefaultLanguage,
  docusaurusVersionOptionPlace,
  docusaurusVersionOptions,
  wrapperPresets,
} from '../../../../cli/config/docusaurus-docs-options.ts';

function site(config: string, name = 'docusaurus.config.ts'): string {
  const dir = mkdtempSync(join(tmpdir(), 'docusaurus-options-'));
  writeFileSync(join(dir, name), config);
  return dir;
}

test("the classic preset's docs options: the literal ones, TypeScript and computed values aside", () => {
  const dir = site(`
import type { Config } from '@docusaurus/types';
const config: Config = {
  presets: [['classic', {
    docs: {
      lastVersion: 'current',
      onlyIncludeVersions: process.env.FAST ? ['current'] : undefined,
      includeCurrentVersion: true,
      versions: { current: { label: 'Canary', path: \`canary\`, banner: 'none' }, '1.x': { noIndex: !0 } },
    },
  }]],
};
export default config;`);
  assert.equal(docusaurusVersionOptions(dir), {
    lastVersion: 'current',
    includeCurrentVersion: true,
    versions: { current: { label: 'Canary', path: 'canary', banner: 'none' }, '1.x': { noIndex: true } },
  });
});

test('an option written `undefined` or `void 0` is its default, as Docusaurus takes it: not computed', () => {
  const dir = site(
    `module.exports = { presets: [['classic', { docs: {
      onlyIncludeVersions: undefined,
      lastVersion: void 0,
      versions: { current: { label: 'Next', banner: undefined } },
      includeCurrentVersion: process.env.CI ? true : undefined,
    } }]] };`,
    'docusaurus.config.js',
  );
  assert.equal(docusaurusVersionOptions(dir), { versions: { current: { label: 'Next' } } });
  assert.equal(
    computedVersionOptions(dir).map((o) => o.key),
    ['includeCurrentVersion'],
  );
});

test("the docs plugin's own options count only for its default instance", () => {
  const dir = site(
    `module.exports = { plugins: [
      ['@docusaurus/plugin-content-docs', { id: 'community', lastVersion: 'current' }],
      ['@docusaurus/plugin-content-docs', { lastVersion: '2.0' }],
    ] };`,
    'docusaurus.config.js',
  );
  assert.equal(docusaurusVersionOptions(dir), { lastVersion: '2.0' });
  assert.equal(docusaurusVersionOptions(mkdtempSync(join(tmpdir(), 'no-config-'))), {});
});

// A config as sites write it: the option names also appear earlier in a comment, a string and another plugin's
// options, which a text scan takes for them; the parse finds the key in the docs options it was read from.
const COMMONJS = `// @ts-check
// Set lastVersion and versions['1.0'].label below; 'label' is what the dropdown shows.
const {themes} = require('prism-react-renderer');

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Say "lastVersion: 2.0" here',
  plugins: [['@docusaurus/plugin-content-blog', {id: 'news', path: 'news', label: 'x'}]],
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          sidebarPath: './sidebars.js',
          lastVersion: '1.0',
          versions: {
            '1.0': {label: '1.0.x', path: 'stable'},
            current: {label: 'Next'},
          },
        },
      }),
    ],
  ],
};

module.exports = config;
`;

test('docusaurusVersionOptionPlace: the key in the docs options of module.exports, not a mention before it', () => {
  const dir = site(COMMONJS, 'docusaurus.config.js');
  const file = join(dir, 'docusaurus.config.js');
  const at = (...path: PropertyKey[]) => docusaurusVersionOptionPlace(dir, path);
  assert.equal(at('lastVersion'), { file, place: { line: 16, column: 11 } });
  assert.equal(at('versions', '1.0', 'label'), { file, place: { line: 18, column: 21 } });
  assert.equal(at('versions', '1.0', 'path'), { file, place: { line: 18, column: 37 } });
  assert.equal(at('versions', 'current'), { file, place: { line: 19, column: 13 } });
  assert.equal(at('versions', 'current', 'path'), { file, place: { line: 19, column: 13 } }, 'deepest key written');
  assert.is(at('onlyIncludeVersions'), undefined, 'not set there: no place in that file');
});

test('docusaurusVersionOptionPlace: export default in TypeScript; the docs plugin of the default instance', () => {
  const ts = site(`import type {Config} from '@docusaurus/types';
// versions: {'2.0': …} was removed
export default {
  presets: [['classic', {docs: {versions: {'2.0': {banner: 'none'}}}} satisfies Preset.Options]],
} satisfies Config;
`);
  assert.equal(docusaurusVersionOptionPlace(ts, ['versions', '2.0', 'banner']), {
    file: join(ts, 'docusaurus.config.ts'),
    place: { line: 4, column: 52 },
  });
  const plugin = site(
    `export default { plugins: [
  ['content-docs', {id: 'api', includeCurrentVersion: false}],
  ['content-docs', {includeCurrentVersion: false}],
] };`,
    'docusaurus.config.mjs',
  );
  assert.equal(docusaurusVersionOptionPlace(plugin, ['includeCurrentVersion'])?.place, { line: 3, column: 21 });
});

test("a site's own preset wrapping classic gives its docs options too, as Docusaurus hands them to classic", () => {
  for (const preset of ['@gorhom/docusaurus-preset', 'docusaurus-preset-openapi', 'x/docusaurus-preset']) {
    const dir = site(`export default { presets: [['${preset}', { docs: { lastVersion: 'current' } }]] };`);
    assert.equal(docusaurusVersionOptions(dir), { lastVersion: 'current' }, preset);
  }
  const other = site(`export default { plugins: [['docusaurus-plugin-sass', { docs: { lastVersion: 'x' } }]] };`);
  assert.equal(docusaurusVersionOptions(other), {});
});

test('a preset named by require.resolve(…) is read as the name it resolves (Meta sites name theirs so)', () => {
  const dir = site(`module.exports = { presets: [
  [require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'), { docs: { lastVersion: 'current' } }],
] };`);
  assert.equal(docusaurusVersionOptions(dir), { lastVersion: 'current' });
  const computed = site(`module.exports = { presets: [[require(x), { docs: { lastVersion: 'current' } }]] };`);
  assert.equal(docusaurusVersionOptions(computed), {});
});

test('wrapperPresets: presets wrapping classic and where they are named; classic itself and plugins are not', () => {
  const dir = site(
    `module.exports = {
  presets: [
    ['classic', {}],
    [require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'), {}],
    '@acme/docusaurus-preset',
  ],
  plugins: [['docusaurus-preset-lookalike-plugin', {}]],
};`,
    'docusaurus.config.js',
  );
  assert.equal(
    wrapperPresets(dir).map((p) => [p.name, p.place]),
    [
      ['docusaurus-plugin-internaldocs-fb/docusaurus-preset', { line: 4, column: 6 }],
      ['@acme/docusaurus-preset', { line: 5, column: 5 }],
    ],
  );
  assert.equal(wrapperPresets(site(`export default { presets: [['@docusaurus/preset-classic', {}]] };`)), []);
});

test("the config's customFields when literal (site components read them); none when computed or absent", () => {
  const fields = { githubLinkVersionToBaseUrl: { '1.3': 'https://x/1.3/', current: 'https://x/main/' } };
  const dir = site(
    `module.exports = {
  title: 'Hydra',
  baseUrl: '/',
  customFields: ${JSON.stringify(fields)},
  presets: [['classic', { docs: { customFields: { not: 'this' } } }]],
};`,
    'docusaurus.config.js',
  );
  assert.equal(docusaurusCustomFields(dir), fields);
  assert.is(
    docusaurusCustomFields(site(`module.exports = { baseUrl: '/', customFields: { a: process.env.A } };`)),
    undefined,
  );
  assert.is(docusaurusCustomFields(site(`module.exports = { baseUrl: '/' };`)), undefined);
});

test("the config's prism.magicComments when a literal list of well-formed entries; none otherwise", () => {
  const comments = [
    { className: 'code-block-diff-green', line: 'diff-green' },
    { className: 'hl', line: 'hl-next', block: { start: 'hl-start', end: 'hl-end' } },
  ];
  const dir = site(
    `/** @type {import('@docusaurus/types').Config} */
const config = {
  baseUrl: '/',
  themeConfig: /** @type {import('@docusaurus/preset-classic').ThemeConfig} */ ({
    prism: { theme: require('prism-react-renderer').themes.github, magicComments: ${JSON.stringify(comments)} },
  }),
};
module.exports = config;`,
    'docusaurus.config.js',
  );
  assert.equal(docusaurusMagicComments(dir), comments);
  const computed = `module.exports = { themeConfig: { prism: { magicComments: [{ className: X, line: 'a' }] } } };`;
  assert.is(docusaurusMagicComments(site(computed)), undefined);
  const noClass = `module.exports = { themeConfig: { prism: { magicComments: [{ line: 'a' }] } } };`;
  assert.is(docusaurusMagicComments(site(noClass)), undefined);
  assert.is(docusaurusMagicComments(site(`module.exports = { themeConfig: { prism: {} } };`)), undefined);
});

test("the config's prism.defaultLanguage when a literal string; none otherwise", () => {
  const written =
    "module.exports = { themeConfig: { prism: { defaultLanguage: 'ruby', additionalLanguages: ['ruby'] } } };";
  assert.is(docusaurusPrismDefaultLanguage(site(written)), 'ruby');
  const computed = `const lang = 'ruby'; module.exports = { themeConfig: { prism: { defaultLanguage: lang } } };`;
  assert.is(docusaurusPrismDefaultLanguage(site(computed)), undefined);
  assert.is(docusaurusPrismDefaultLanguage(site(`module.exports = { themeConfig: { prism: {} } };`)), undefined);
});

test.run();
