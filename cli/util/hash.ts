import { createHash } from 'node:crypto';

/** Short content hash used for cache keys and asset file names (deterministic across runs). */
export function hash(...parts: (string | Buffer)[]): string {
  const h = createHash('sha1');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex').slice(0, 16);
}
