import { readFileSync } from 'node:fs';
import { extname, basename } from 'node:path';
import { hash } from '../../util/hash.ts';
import { withBaseUrl } from '../../../shared/routes.ts';

/** Files an import (or `require(…).default`) turns into a URL, as Docusaurus's webpack config does. */
export const ASSET_IMPORT = /\.(png|jpe?g|gif|webp|avif|ico|bmp|svg|mp4|webm|ogg|mp3|wav|pdf|woff2?|ttf|otf|eot)$/i;

/** An imported file copied to the output: from (absolute) → to (relative to the output). */
export interface ImportedAsset {
  from: string;
  to: string;
}

/** Where an imported file is served: `/assets/images/` with a hash of its bytes, as Markdown images are. */
export function importedAsset(file: string): ImportedAsset {
  const ext = extname(file);
  return { from: file, to: `assets/images/${basename(file, ext)}-${hash(readFileSync(file)).slice(0, 8)}${ext}` };
}

/** `stroke-width` → `strokeWidth`, `xmlns:xlink` → `xmlnsXlink`, `class` → `className`; data-, aria- kept. */
function reactName(name: string): string {
  if (name === 'class') return 'className';
  if (/^(data|aria)-/.test(name)) return name;
  return name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The root `<svg>` element's attributes and its inner markup (an SVG file is one element, maybe after a prolog). */
function splitSvg(text: string): { attrs: Record<string, string>; inner: string } | undefined {
  const open = /<svg\b([^>]*?)(\/?)>/i.exec(text);
  if (!open) return undefined;
  const attrs: Record<string, string> = {};
  for (const m of open[1]!.matchAll(/([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    if (m[1] !== 'style') attrs[reactName(m[1]!)] = m[2] ?? m[3] ?? '';
  if (open[2]) return { attrs, inner: '' };
  const end = text.lastIndexOf('</svg>');
  return { attrs, inner: end > open.index ? text.slice(open.index + open[0].length, end) : '' };
}

/**
 * The module an imported asset becomes: its URL as the default export; for an SVG, a React component drawing
 * the file inline (Docusaurus's SVGR: `import Logo from './logo.svg'`, `<Logo className="x" />`), the props given
 * winning over the file's attributes, and the URL as the `url` export.
 */
export function assetModule(file: string, asset: ImportedAsset, baseUrl: string): string {
  const url = withBaseUrl(baseUrl, '/' + asset.to);
  if (!/\.svg$/i.test(file)) return `export default ${JSON.stringify(url)};`;
  const svg = splitSvg(readFileSync(file, 'utf8'));
  if (!svg) return `export default ${JSON.stringify(url)};`;
  return [
    `import { createElement } from 'react';`,
    `const attrs = ${JSON.stringify(svg.attrs)};`,
    `const inner = ${JSON.stringify(svg.inner)};`,
    `export const url = ${JSON.stringify(url)};`,
    `export const ReactComponent = ({ title, ...props }) =>`,
    `  createElement('svg', { ...attrs, ...props, dangerouslySetInnerHTML: { __html: inner } });`,
    `export default ReactComponent;`,
  ].join('\n');
}
