import type { IncomingMessage, ServerResponse } from 'node:http';
import { allowsMethod, sendMethodNotAllowed, setSecurityHeaders } from './headers.ts';
import { isAllowedHost } from './host-check.ts';
import { parseRequestPath, type RequestPath } from './request-path.ts';
import { sendText } from './server.ts';

export interface AdmitOptions {
  /** Check `Host` against the loopback names and this `--host` (docs dev: DNS rebinding). */
  host?: string;
}

/**
 * What every request of `docs serve` and `docs dev` goes through before routing: the security headers,
 * the Host check (dev), GET/HEAD only (405), a well-formed path (400/414). Returns the path, or
 * undefined when the request has already been answered.
 */
export function admitRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: AdmitOptions = {},
): RequestPath | undefined {
  setSecurityHeaders(res);
  if (options.host !== undefined && !isAllowedHost(req.headers.host, options.host)) {
    const why = 'docs dev answers to localhost, IP addresses and its --host only';
    sendText(res, 403, `Host "${req.headers.host}" is not allowed: ${why}.`);
    return undefined;
  }
  if (!allowsMethod(req.method)) {
    sendMethodNotAllowed(res);
    return undefined;
  }
  const parsed = parseRequestPath(req.url);
  if (!parsed.ok) {
    sendText(res, parsed.status, `Bad request: ${parsed.reason}.`);
    return undefined;
  }
  return parsed.path;
}
