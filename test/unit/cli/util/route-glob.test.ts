// cli/util/route-glob.ts: the one glob syntax of sitemap.ignorePatterns and externalRoutes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { routeMatcher } from '../../../../cli/util/route-glob.ts';

const matches = (patterns: string[], route: string) => routeMatcher(patterns)(route);

test('* within a segment, ** across segments and the folder itself', () => {
  assert.ok(matches(['/tags/**'], '/tags'));
  assert.ok(matches(['/tags/**'], '/tags/a/b'));
  assert.ok(matches(['/x/*'], '/x/a'));
  assert.not.ok(matches(['/x/*'], '/x/a/b'));
  assert.not.ok(matches(['/tagsx'], '/tags'));
  assert.not.ok(matches(['/tags/**'], '/tagsx'));
});

test('globs anywhere in the pattern, braces and ?: what Docusaurus accepts in ignorePatterns', () => {
  assert.ok(matches(['/blog/*/feed'], '/blog/2024/feed'));
  assert.ok(matches(['/{blog,community}/**'], '/community/events'));
  assert.ok(matches(['/v?/**'], '/v2/intro'));
  assert.not.ok(matches(['/{blog,community}/**'], '/guides'));
});

test('externalRoutes shorthands: a trailing / is the folder and below; plain entries are one route, normalised', () => {
  assert.ok(matches(['/community/'], '/community'));
  assert.ok(matches(['/community/'], '/community/a/b'));
  assert.ok(matches(['/pricing'], '/pricing/'));
  assert.ok(matches(['/pricing/index'], '/pricing'));
  assert.not.ok(matches(['/pricing'], '/pricing/plans'));
  assert.ok(matches(['/'], '/'));
  assert.not.ok(matches(['/'], '/a'));
  assert.not.ok(matches([], '/a'));
});

test('a dot in a route is a dot, and dot segments match ** too', () => {
  assert.ok(matches(['/files/a.b'], '/files/a.b'));
  assert.not.ok(matches(['/files/a.b'], '/files/axb'));
  assert.ok(matches(['/files/**'], '/files/.well-known/x'));
});

test.run();
