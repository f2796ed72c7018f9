import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SCREENSHOT_MODES, screenshotFile, screenshotPaths } from '../../../../cli/mdx/screenshot.ts';
import { imageSize } from '../../../../cli/util/image-size.ts';
import { CaptureSchema, readData } from '../../../../scripts/screenshots/data.ts';
import { PROJECT_DIR } from '../../../helpers/fixtures.ts';

// The screenshots of the site (content/screenshots.yaml → content/screenshots/images/), as
// `npm run screenshots` leaves them: every capture has both images, every image belongs to a capture,
// and every capture is shown on the page it names. `npm run screenshots` itself is not run here.
const DOCS = join(PROJECT_DIR, 'content/docs');
const paths = screenshotPaths(DOCS);
const data = readData(paths.data);

test('every capture of the data file has a light and a dark image of the same size', () => {
  const problems: string[] = [];
  for (const c of data.captures) {
    const sizes = SCREENSHOT_MODES.map((mode) => {
      try {
        return imageSize(readFileSync(screenshotFile(paths.images, c, mode)));
      } catch {
        return undefined;
      }
    });
    if (sizes.some((s) => !s))
      problems.push(`${c.id}: missing or unreadable image (run \`npm run screenshots -- --only ${c.id}\`)`);
    else if (JSON.stringify(sizes[0]) !== JSON.stringify(sizes[1]))
      problems.push(`${c.id}: light and dark differ in size`);
  }
  assert.equal(problems, []);
});

test('every image on disk belongs to a capture', () => {
  const expected = new Set(
    data.captures.flatMap((c) => SCREENSHOT_MODES.map((m) => screenshotFile(paths.images, c, m))),
  );
  const stray = readdirSync(paths.images)
    .map((f) => join(paths.images, f))
    .filter((f) => !expected.has(f));
  assert.equal(stray, []);
});

test('every capture is shown on its page, exactly once', () => {
  const problems: string[] = [];
  for (const c of data.captures) {
    let text = '';
    try {
      text = readFileSync(join(DOCS, c.page), 'utf8');
    } catch {
      problems.push(`${c.id}: page ${c.page} does not exist`);
      continue;
    }
    const count = text.split(`<Screenshot id="${c.id}"`).length - 1;
    if (count !== 1) problems.push(`${c.id}: ${count} tags on ${c.page}`);
  }
  assert.equal(problems, []);
});

test('the images stay under 20 MB in all and are sized for 2× the article width', () => {
  const files = readdirSync(paths.images).map((f) => join(paths.images, f));
  const total = files.reduce((n, f) => n + statSync(f).size, 0);
  assert.ok(total < 20 * 1024 * 1024, `${(total / 1024 / 1024).toFixed(1)} MB`);
  for (const f of files) assert.ok(imageSize(readFileSync(f))!.width <= data.imageWidth, f);
});

test('imageSize reads PNG and the three WebP chunk kinds', async () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000002800000019008060000', 'hex');
  assert.equal(imageSize(png), { width: 640, height: 400 });
  const lossless = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
  assert.equal(imageSize(lossless), { width: 1, height: 1 });
  const fixture = join(PROJECT_DIR, 'test/fixtures/screenshot-site/content/screenshots/images/asset-graph.light.webp');
  assert.equal(imageSize(readFileSync(fixture)), { width: 320, height: 160 });
  const { default: sharp } = await import('sharp');
  const lossy = await sharp({ create: { width: 300, height: 7, channels: 3, background: '#123456' } })
    .webp({ quality: 80 })
    .toBuffer();
  assert.is(lossy.toString('ascii', 12, 16), 'VP8 ');
  assert.equal(imageSize(lossy), { width: 300, height: 7 });
  const extended = await sharp({ create: { width: 17, height: 1000, channels: 4, background: '#12345680' } })
    .webp({ quality: 80 })
    .toBuffer();
  assert.is(extended.toString('ascii', 12, 16), 'VP8X');
  assert.equal(imageSize(extended), { width: 17, height: 1000 });
  assert.is(imageSize(Buffer.from('not an image at all, just some text')), undefined);
});

test('a capture must say what it shows, so the capture can assert it in the real UI', () => {
  const base = { id: 'x', project: 'tutorial', page: 'a.mdx', alt: 'An example capture.', url: '/runs' };
  assert.not.ok(CaptureSchema.safeParse(base).success);
  assert.not.ok(CaptureSchema.safeParse({ ...base, shows: [] }).success);
  assert.ok(CaptureSchema.safeParse({ ...base, shows: ['raw_orders'] }).success);
});

test('a capture may list what its filtered view leaves out, and pan a graph with a drag step', () => {
  const base = { id: 'x', project: 'p', page: 'a.mdx', alt: 'An example capture.', url: '/assets', shows: ['a'] };
  const parsed = CaptureSchema.parse({
    ...base,
    hides: ['churn_model'],
    steps: [{ drag: 'div.split-panel', dx: -270, dy: 0 }],
  });
  assert.equal(parsed.hides, ['churn_model']);
  assert.equal(parsed.steps, [{ drag: 'div.split-panel', dx: -270, dy: 0 }]);
  assert.equal(CaptureSchema.parse(base).hides, []);
  assert.not.ok(CaptureSchema.safeParse({ ...base, hides: [''] }).success);
  assert.not.ok(CaptureSchema.safeParse({ ...base, steps: [{ drag: 'div' }] }).success);
});

test('every capture that hides a text does not also require it', () => {
  const clashes = data.captures.flatMap((c) => c.hides.filter((h) => c.shows.includes(h)).map((h) => `${c.id}: ${h}`));
  assert.equal(clashes, []);
});

test.run();
