import { isIP } from 'node:net';

/** The host name of a `Host` header (`name:port`, `[v6]:port`), lower-cased, without a trailing dot. */
export function hostName(header: string): string {
  const h = header.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(1, h.indexOf(']') >>> 0) : h.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/**
 * DNS rebinding guard for `docs dev`: a page on another site can point its own name at 127.0.0.1 and read
 * the dev server, but its requests carry that name in `Host`. Only these names are answered: `localhost`
 * and `*.localhost`, IP addresses (a rebinding attack needs a name), and the `--host` the server was
 * started with. A request with no `Host` (HTTP/1.0 tools) is not from a browser and is allowed.
 */
export function isAllowedHost(header: string | undefined, configuredHost: string): boolean {
  if (header === undefined) return true;
  const name = hostName(header);
  if (!name) return false;
  if (name === 'localhost' || name.endsWith('.localhost') || isIP(name)) return true;
  return name === hostName(configuredHost);
}

/** Whether a socket's peer is this machine (127.0.0.0/8, ::1, or either mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || /^127\.\d+\.\d+\.\d+$/.test(a);
}
