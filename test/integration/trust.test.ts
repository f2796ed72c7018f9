import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { gitLastUpdates, parseGitLog } from '../../cli/util/git-last-updates.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// Trust and freshness: "Edit this page", "Last updated" from git, and the metadata of shared links.

/** Commits every file of `dir` as `author` on `date` (a repository of its own, fixed dates). */
function commitAll(dir: string, author: string, date: string, paths = ['.']): void {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: author,
    GIT_AUTHOR_EMAIL: 'a@example.com',
    GIT_COMMITTER_NAME: author,
    GIT_COMMITTER_EMAIL: 'a@example.com',
    GIT_AUTHOR_DATE: `${date}T12:00:00Z`,
    GIT_COMMITTER_DATE: `${date}T12:00:00Z`,
  };
  if (!existsSync(join(dir, '.git'))) execFileSync('git', ['init', '-q'], { cwd: dir, env });
  execFileSync('git', ['add', ...paths], { cwd: dir, env });
  execFileSync('git', ['commit', '-q', '-m', 'change', '--no-gpg-sign'], { cwd: dir, env });
}

test('parseGitLog: the newest commit naming a path is its last update', () => {
  const log = '\0' + '1717243200\tBob\n\ndocs/a.md\n' + '\0' + '1704196800\tAda\n\ndocs/a.md\ndocs/b.md\n';
  assert.equal(
    [...parseGitLog(log)],
    [
      ['docs/a.md', { date: '2024-06-01', author: 'Bob' }],
      ['docs/b.md', { date: '2024-01-02', author: 'Ada' }],
    ],
  );
});

test('gitLastUpdates: one pass over the folder, cached by commit; nothing without git history', () => {
  const repo = tempDir('docs-git-');
  execFileSync('mkdir', ['-p', join(repo, 'docs/sub')]);
  writeFileSync(join(repo, 'docs/a.md'), 'a');
  writeFileSync(join(repo, 'docs/sub/b.md'), 'b');
  writeFileSync(join(repo, 'outside.md'), 'o');
  commitAll(repo, 'Ada', '2024-01-02');
  writeFileSync(join(repo, 'docs/sub/b.md'), 'b2');
  commitAll(repo, 'Bob', '2024-03-04');
  const cache = join(repo, 'cache');
  const updates = gitLastUpdates(join(repo, 'docs'), cache);
  assert.equal([...updates].sort(), [
    ['a.md', { date: '2024-01-02', author: 'Ada' }],
    ['sub/b.md', { date: '2024-03-04', author: 'Bob' }],
  ]);
  assert.is(readdirSync(cache).filter((f) => f.startsWith('git-last-updates-')).length, 1, 'cached by HEAD');
  assert.equal(gitLastUpdates(join(repo, 'docs'), cache), updates, 'read back from the cache');
  assert.is(gitLastUpdates(tempDir('docs-nogit-')).size, 0);
});

test('build: edit links, git dates (front matter wins), og and twitter metadata', async () => {
  const root = copyFixture('complete-site');
  writeFileSync(
    join(root, 'config/site.mjs'),
    `import base from '../../_base/site.mjs';
export default {
  ...base,
  image: '/images/pipeline.svg',
  docs: {
    editUrl: 'https://github.com/o/r/edit/main/content/docs',
    showLastUpdateTime: true,
    showLastUpdateAuthor: true,
  },
};
`,
  );
  const slugged = join(root, 'content/docs/guides/slugged.md');
  writeFileSync(
    slugged,
    readFileSync(slugged, 'utf8').replace('slug:', 'custom_edit_url: null\nimage: /img/own.png\nslug:'),
  );
  commitAll(root, 'Ada', '2024-01-02');
  const out = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: out, cache: false, searchIndex: false, log: () => {} });
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  const html = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8');

  const guides = html('guides');
  assert.match(
    guides,
    '<a class="edit-this-page" href="https://github.com/o/r/edit/main/content/docs/guides/index.mdx"',
  );
  assert.match(guides, '<time dateTime="2024-01-02">2024-01-02</time>');
  assert.match(guides, 'by <!-- -->Ada');
  assert.match(guides, '<meta property="og:url" content="https://fixture.example.com/guides"/>');
  assert.match(guides, '<meta property="og:image" content="https://fixture.example.com/images/pipeline.svg"/>');
  assert.match(guides, '<meta name="twitter:card" content="summary_large_image"/>');
  assert.match(guides, '<link rel="canonical" href="https://fixture.example.com/guides"/>');

  const schedules = html('guides/automate/schedules'); // front matter last_update: 2025-06-01, Docs team
  assert.match(schedules, '<time dateTime="2025-06-01">2025-06-01</time>');
  assert.match(schedules, 'Docs team');

  const place = html('custom/place'); // custom_edit_url: null, image: /img/own.png
  assert.not.match(place, 'edit-this-page');
  assert.match(place, '<meta property="og:image" content="https://fixture.example.com/img/own.png"/>');
});

test('build without git history or options: no dates, no edit link', async () => {
  const root = copyFixture('complete-site');
  const out = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: out, cache: false, searchIndex: false, log: () => {} });
  assert.ok(report.ok);
  const guides = readFileSync(join(out, 'guides/index.html'), 'utf8');
  assert.not.match(guides, 'edit-this-page');
  assert.not.match(guides, 'Last updated');
  assert.match(guides, '<meta name="twitter:card" content="summary"/>');
});

test.run();
