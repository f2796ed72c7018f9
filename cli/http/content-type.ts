import { extname } from 'node:path';

// The types a built site and its `static/` folder hold. Unknown files are sent as bytes: with
// `X-Content-Type-Options: nosniff` a browser never guesses a type from the content.
const TYPES: Record<string, string> = {
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  md: 'text/markdown',
  txt: 'text/plain',
  xml: 'application/xml',
  csv: 'text/csv',
  yaml: 'text/yaml',
  yml: 'text/yaml',
  py: 'text/x-python',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
  pdf: 'application/pdf',
  zip: 'application/zip',
  gz: 'application/gzip',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

/** Types that are text in UTF-8 (everything the generator writes): they carry `charset=utf-8`, so no
 * browser falls back to windows-1252 for a Markdown copy or `llms.txt`. */
function isText(type: string): boolean {
  return type.startsWith('text/') || /^application\/(json|manifest\+json|xml)$/.test(type) || type === 'image/svg+xml';
}

/** The Content-Type header for a file name. */
export function contentTypeOf(fileName: string): string {
  const type = TYPES[extname(fileName).slice(1).toLowerCase()] ?? 'application/octet-stream';
  return withCharset(type);
}

/** `type` with `; charset=utf-8` when it is a text type. */
export function withCharset(type: string): string {
  return isText(type) ? `${type}; charset=utf-8` : type;
}
