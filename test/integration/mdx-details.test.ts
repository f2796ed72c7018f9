// MDX's own `<details>` renders as Docusaurus's Details (issue #24): a direct `<summary>` child is the summary; with
// none, the summary says "Details" (jitsi-handbook's pages have `<details>` whose summary sits inside a paragraph).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildFixture, read } from '../helpers/fixtures.ts';

/** Each `<details>` of the article: its summary text and whether the body holds text of its own. */
function detailsOf(html: string): { summary: string; open: boolean; body: string }[] {
  const details =
    /<details class="details"( open="")?><summary>(.*?)<\/summary><div class="details-body">(.*?)<\/div>/gs;
  return [...html.matchAll(details)].map(([, open, summary, body]) => ({
    summary,
    open: !!open,
    body: body.replace(/<[^>]+>/g, '').trim(),
  }));
}

test('<details> has a summary: the one given, else "Details"; one inside a paragraph stays in the body', async () => {
  const { dir, report } = await buildFixture('mdx-details');
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  assert.equal(detailsOf(read(dir, 'page/index.html')), [
    { summary: 'Given summary', open: false, body: 'Body one.' },
    { summary: 'Details', open: false, body: 'Body two, no summary.' },
    { summary: 'Details', open: true, body: 'Open one\nBody three, summary and text in one paragraph.' },
  ]);
});

test.run();
