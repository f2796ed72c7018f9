import { isUtf8 } from 'node:buffer';
import type { Place } from '../diagnostics/diagnostic.ts';
import { checkPageSize, type LimitProblem } from './limits.ts';

/**
 * Decodes a content file read as bytes. Authors' editors write BOMs (which hid the front matter), Latin-1
 * (which Node silently turned into U+FFFD) and, by mistake, binary files saved as `.md` (which were
 * printed raw to the terminal in code frames). Each becomes text or one clear problem.
 */
export type DecodedText =
  | { ok: true; text: string }
  | {
      ok: false;
      ruleId: 'binary-content' | 'invalid-utf8' | LimitProblem['ruleId'];
      message: string;
      place?: Place;
      hint: string;
    };

/** Line and column (in characters) of a byte offset. */
function placeOfByte(bytes: Buffer, offset: number): Place {
  const before = bytes.subarray(0, offset).toString('utf8');
  const lineStart = before.lastIndexOf('\n') + 1;
  let line = 1;
  for (let i = before.indexOf('\n'); i >= 0; i = before.indexOf('\n', i + 1)) line++;
  return { line, column: before.length - lineStart + 1 };
}

/** Byte offset of the first invalid UTF-8 sequence (only called once `isUtf8` said there is one). */
function firstInvalidUtf8(bytes: Buffer): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const n = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    if (n > 0 && !isUtf8(bytes.subarray(i, i + n + 1))) return i;
    i += n + 1;
  }
  return bytes.length;
}

export function decodeContentFile(bytes: Buffer): DecodedText {
  const tooLarge = checkPageSize(bytes.length, bytes.subarray(0, 1024 * 1024).toString('utf8'));
  if (tooLarge) return { ok: false, ...tooLarge };
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    // No place on purpose: a code frame would print the binary line to the terminal.
    const at = placeOfByte(bytes, nul);
    return {
      ok: false,
      ruleId: 'binary-content',
      message: `This is a binary file, not Markdown (a NUL byte at ${at.line}:${at.column}); it is not built`,
      hint: 'rename it so it does not end in .md/.mdx, or move it to the static folder',
    };
  }
  if (!isUtf8(bytes)) {
    const at = firstInvalidUtf8(bytes);
    const byte = bytes[at].toString(16).padStart(2, '0');
    return {
      ok: false,
      ruleId: 'invalid-utf8',
      place: placeOfByte(bytes, at),
      message: `The file is not valid UTF-8 (byte 0x${byte} at offset ${at}); it is not built`,
      hint: 're-save the file as UTF-8 in your editor',
    };
  }
  const text = bytes.toString('utf8');
  return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}
