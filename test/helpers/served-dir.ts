import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from './fixtures.ts';

/** The files of a small built site, in the layout `docs build` writes, for server tests that edit it. */
export const SERVED_FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><h1>Home</h1>',
  '404.html': '<!doctype html><title>Not found</title><h1>Page not found</h1>',
  'guides/index.html': '<!doctype html><title>Guides</title>',
  'guides/automate/schedules/index.html': '<!doctype html><title>Schedules</title><p>Schedules page.</p>',
  'guides/automate/schedules.md': '# Schedules\n\nA schedule runs a job — at fixed times.\n',
  '_data/guides/automate/schedules.json': '{"page":{},"html":""}',
  'assets/styles-0123abcd.css': 'body{color:black}',
  'llms.txt': '# Site — pages\n',
  'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset></urlset>',
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'numbers.txt': '0123456789abcdefghijklmnopqrstuvwxyz',
  '.docs-manifest.json': '{"secret":true}',
};

/** A fresh, writable folder holding `SERVED_FILES`. */
export function makeServedDir(): string {
  const dir = join(tempDir('docs-serve-'), 'build');
  for (const [name, text] of Object.entries(SERVED_FILES)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
