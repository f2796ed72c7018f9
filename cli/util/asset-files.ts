import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { hash } from './hash.ts';

/**
 * The files Docusaurus's webpack config turns into URLs when a page or component imports them (its
 * `fileLoaderUtils` rules: images, SVG, media, fonts, documents): `import img from './x.png'` and
 * `require('@site/static/img/x.png').default` give the copied file's URL.
 */
const IMAGES = ['ico', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'bmp', 'svg'];
const FILES = ['mp4', 'avi', 'mov', 'mkv', 'mpg', 'mpeg', 'vob', 'wmv', 'm4v', 'flv', 'ogv', 'webm', 'wav', 'mp3']
  .concat(['m4a', 'aac', 'oga', 'flac', 'woff', 'woff2', 'eot', 'ttf', 'otf', 'pdf', 'doc', 'docx', 'xls', 'xlsx'])
  .concat(['ppt', 'pptx', 'zip', 'rar', '7z', 'tar', 'gz', 'csv', 'ipynb']);
const IMAGE = new RegExp(`\\.(${IMAGES.join('|')})$`, 'i');
const FILE = new RegExp(`\\.(${FILES.join('|')})$`, 'i');

/** The same extensions with their dot (esbuild's `loader` keys, for the islands' browser bundle). */
export const ASSET_EXTENSIONS = [...IMAGES, ...FILES].map((e) => '.' + e);

/** Any of them, as one esbuild `onLoad` filter. */
export const ASSET_FILE = new RegExp(`\\.(${[...IMAGES, ...FILES].join('|')})$`, 'i');

export function isAssetFile(path: string): boolean {
  return IMAGE.test(path) || FILE.test(path);
}

/** Where an imported file is copied: `assets/images/` or `assets/files/`, its name with a content hash. */
export function assetOutput(path: string): { from: string; to: string } {
  const ext = extname(path);
  const folder = IMAGE.test(path) ? 'images' : 'files';
  return { from: path, to: `assets/${folder}/${basename(path, ext)}-${hash(readFileSync(path)).slice(0, 8)}${ext}` };
}

/**
 * The module an imported asset becomes: its URL as the default export. An `.svg` is a component instead,
 * as SVGR makes it in Docusaurus (`<Logo className="x" />`); ours draws the copied file with `<img>`.
 */
export function assetModule(path: string, url: string): string {
  if (!/\.svg$/i.test(path)) return `export default ${JSON.stringify(url)};`;
  return [
    `import { createElement } from 'react';`,
    `const url = ${JSON.stringify(url)};`,
    `export default function Svg({ title, ...props }) {`,
    `  return createElement('img', { src: url, alt: title ?? '', ...props });`,
    `}`,
  ].join('\n');
}
