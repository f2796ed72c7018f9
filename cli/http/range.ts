/** What a `Range` header asks of a file of `size` bytes (RFC 9110 §14). */
export type RangeRequest =
  | { kind: 'whole' } // no Range, one we ignore (another unit, several ranges, bad syntax): send 200
  | { kind: 'part'; start: number; end: number } // 206, `end` inclusive
  | { kind: 'unsatisfiable' }; // 416 with `Content-Range: bytes */size`

const SPEC = /^(\d*)-(\d*)$/;

/**
 * Parses a single byte range. `bytes=a-b` (b clamped to the last byte), `bytes=a-` and `bytes=-n` (the
 * last n bytes). A range starting at or after the end, `bytes=-0`, and a last position before the first
 * (`bytes=100-50`) are unsatisfiable (416). Several ranges are answered with the whole file, which the
 * RFC allows and which spares a multipart body. Numbers of any length are safe: they are compared as
 * doubles and only ever clamped down to the file size.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const m = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!m || m[1].includes(',')) return { kind: 'whole' };
  const spec = SPEC.exec(m[1].trim());
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'whole' };
  const [, first, last] = spec;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}
