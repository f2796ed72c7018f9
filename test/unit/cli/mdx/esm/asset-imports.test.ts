import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ASSET_IMPORT, assetModule, importedAsset } from '../../../../../cli/mdx/esm/asset-imports.ts';

const dir = mkdtempSync(join(tmpdir(), 'asset-imports-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

test('images, media and fonts are asset imports; code and styles are not', () => {
  for (const f of ['a.png', 'b.JPG', 'c.svg', 'd.webp', 'e.mp4', 'f.woff2']) assert.ok(ASSET_IMPORT.test(f), f);
  for (const f of ['a.tsx', 'b.css', 'c.json', 'd.md', 'e.svgz']) assert.not.ok(ASSET_IMPORT.test(f), f);
});

test('an image is its hashed URL under the base', () => {
  const png = file('pic.png', 'not really a png');
  const asset = importedAsset(png);
  assert.match(asset.to, /^assets\/images\/pic-[0-9a-f]{8}\.png$/);
  assert.is(assetModule(png, asset, '/base/'), `export default ${JSON.stringify('/base/' + asset.to)};`);
});

test("an SVG is a component: the root's attributes as React props, its markup inside, the URL as `url`", () => {
  const text = '<?xml version="1.0"?>\n<svg class="a" stroke-width=\'2\' xmlns:xlink="x" style="color:red">';
  const svg = file('logo.svg', text + '<path d="M0 0"/></svg>\n');
  const code = assetModule(svg, importedAsset(svg), '/');
  assert.ok(code.includes('const attrs = {"className":"a","strokeWidth":"2","xmlnsXlink":"x"};'), code);
  assert.ok(code.includes('const inner = "<path d=\\"M0 0\\"/>";'), code);
  assert.ok(code.includes('export default ReactComponent;'));
  assert.match(code, /export const url = "\/assets\/images\/logo-[0-9a-f]{8}\.svg";/);
});

test.run();
