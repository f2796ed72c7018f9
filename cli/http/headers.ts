import type { ServerResponse } from 'node:http';

/**
 * Headers on every response of `docs serve` and `docs dev`: no content sniffing (a Markdown copy or a
 * `static/` file is never run as a script or HTML it was not declared as), and only the origin is sent
 * as referrer to other sites (the browsers' default, stated so a proxy cannot weaken it).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/** Only GET and HEAD read a static site; anything else gets 405 with the methods that work. */
export function allowsMethod(method: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD';
}

export function sendMethodNotAllowed(res: ServerResponse): void {
  res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('Method not allowed: only GET and HEAD are served.\n');
}
