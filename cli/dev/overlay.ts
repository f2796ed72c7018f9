import { escapeText } from 'entities/escape';
import { DEV_CLIENT_PATH } from '../../shared/events.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostics } from '../diagnostics/report.ts';

export const DEV_CLIENT_TAG = `<script type="module" src="${DEV_CLIENT_PATH}"></script>`;

/** Adds the live-reload client to a page the dev server serves (the only difference from a built page). */
export function injectDevClient(html: string): string {
  return html.includes('</body>') ? html.replace('</body>', `${DEV_CLIENT_TAG}</body>`) : html + DEV_CLIENT_TAG;
}

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';
const OVERLAY_CSS =
  'body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#1b1b1f;color:#eee}' +
  'main{max-width:960px;margin:40px auto;padding:0 20px}\n' +
  'h1{color:#ff6b6b;font-size:1.4rem}' +
  'pre{background:#111;border-left:4px solid #ff6b6b;padding:16px;overflow:auto;' +
  'font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap}\n' +
  'p{color:#aaa}';

/** The error overlay: what failed, where (`file:line:col`), a code frame and a hint; reloads when fixed. */
export function renderErrorOverlay(diagnostics: Diagnostic[], rootDir: string, path: string): string {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${VIEWPORT}
<title>Build error · ${escapeText(path)}</title>
<style>${OVERLAY_CSS}</style></head><body><main class="docs-error-overlay" role="alert">
<h1>${errors.length === 1 ? 'This page has an error' : `This page has ${errors.length} errors`}</h1>
<pre>${escapeText(formatDiagnostics(errors, { rootDir, color: false }))}</pre>
<p>Fix the file and save: this page reloads by itself.</p></main>${DEV_CLIENT_TAG}</body></html>`;
}
