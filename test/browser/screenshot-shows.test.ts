// The screenshot capture's `shows` assertion (scripts/screenshots/capture.ts) in real Chromium: a capture whose
// frame does not show a listed text fails; a text the UI renders later is waited for; a text that is also in
// a hidden element or a cut-short copy counts when one visible copy is in view.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertShows } from '../../scripts/screenshots/capture.ts';
import { CaptureSchema } from '../../scripts/screenshots/data.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';

const capture = (shows: string[], frame?: string, hides: string[] = []) =>
  CaptureSchema.parse({ id: 't', project: 'p', page: 'x.mdx', alt: 'a test capture', url: '/', shows, frame, hides });

async function page(html: string): Promise<Page> {
  const browser = await launchBrowser();
  const p = await browser.newPage({ viewport: { width: 800, height: 600 } });
  await p.setContent(html);
  return p;
}

test('passes when every text is visible in the viewport', async () => {
  const p = await page('<main><h1>raw_orders</h1><p>Never materialized</p></main>');
  await assertShows(p, capture(['raw_orders', 'Never materialized']), 2_000);
  await p.close();
});

test('fails, naming each missing text, when the page does not show it', async () => {
  const p = await page('<main><h1>raw_orders</h1><div style="display:none">customer_orders</div></main>');
  const error = await assertShows(p, capture(['raw_orders', 'customer_orders', 'order_status']), 500).then(
    () => null,
    (e: Error) => e,
  );
  assert.ok(error, 'a capture that does not show its texts must fail');
  assert.match(error!.message, '"customer_orders", "order_status"');
  assert.not.match(error!.message, '"raw_orders"');
  await p.close();
});

test('fails when a text of `hides` is visible (a filter that was not applied), not when it is hidden', async () => {
  const html = (extra: string) => `<main><h1>revenue_daily</h1>${extra}<p>orders_enriched</p></main>`;
  const shown = await page(html('<p>churn_model</p>'));
  const error = await assertShows(
    shown,
    capture(['revenue_daily'], undefined, ['churn_model', 'stg_orders']),
    500,
  ).then(
    () => null,
    (e: Error) => e,
  );
  assert.ok(error, 'a capture showing a text it hides must fail');
  assert.match(error!.message, '"churn_model"');
  assert.not.match(error!.message, '"stg_orders"');
  await shown.close();
  const hidden = await page(html('<p style="display:none">churn_model</p>'));
  await assertShows(hidden, capture(['revenue_daily'], undefined, ['churn_model']), 500);
  await hidden.close();
});

test('a text below the fold or outside the frame does not count', async () => {
  const p = await page(
    '<section id="frame"><p>inside</p></section><p>outside</p><div style="height:2000px"></div><p>far below</p>',
  );
  await assertShows(p, capture(['inside'], '#frame'), 500);
  const outside = await assertShows(p, capture(['outside'], '#frame'), 500).then(
    () => '',
    (e: Error) => e.message,
  );
  assert.match(outside, '"outside"');
  const below = await assertShows(p, capture(['far below']), 500).then(
    () => '',
    (e: Error) => e.message,
  );
  assert.match(below, '"far below"');
  await p.close();
});

test('waits for a text the page renders later, and takes its visible copy over a hidden one', async () => {
  const p = await page(`
    <div role="tooltip" style="display:none">customer_orders_one_row_per_customer</div>
    <main id="m"></main>
    <script>setTimeout(() => {
      document.getElementById('m').innerHTML = '<h2>customer_orders_one_row_per_customer</h2>';
    }, 300)</script>`);
  await assertShows(p, capture(['customer_orders_one_row_per_customer']), 5_000);
  await p.close();
});

test.after(closeBrowser);
test.run();
