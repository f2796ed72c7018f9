import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { removeOutputFile, writeOutputFile } from '../../output/write.ts';

// Why: Pagefind (1.5) keeps each filter's values in a Rust HashMap, whose order is seeded afresh in every
// process, and writes them in that order. So two builds of the same pages differed in every `filter/*.pf_filter`
// file, in the `pf_meta` file naming them (names are content hashes) and in `pagefind-entry.json` naming the meta
// file. After Pagefind writes an index, its filter files are rewritten with the values sorted, and the meta and
// entry files renamed to match: the same pages now give the same bytes (test/integration/search-determinism.test.ts).
// The files are Pagefind's own encoding: the signature `pagefind_dcd` and then CBOR of unsigned integers, text
// strings and arrays only (no CBOR library is in node_modules; this subset is three major types). Anything else
// throws, and the index is left as Pagefind wrote it (a Pagefind upgrade that changes the layout is reported).

const SIGNATURE = Buffer.from('pagefind_dcd');

/** The CBOR values Pagefind's index files use. */
export type Cbor = number | string | Cbor[];

const UINT = 0;
const TEXT = 3;
const ARRAY = 4;

/** Decodes one CBOR value made of unsigned integers, text strings and definite arrays. */
export function decodeCbor(bytes: Uint8Array): Cbor {
  let at = 0;
  const length = (info: number): number => {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (!size || at + size > bytes.length) throw new Error(`unsupported CBOR length ${info} at byte ${at}`);
    let n = 0;
    for (let i = 0; i < size; i++) n = n * 256 + bytes[at + i]!;
    at += size;
    return n;
  };
  const value = (): Cbor => {
    if (at >= bytes.length) throw new Error('CBOR ends early');
    const head = bytes[at++]!;
    const major = head >> 5;
    const n = length(head & 31);
    if (major === UINT) return n;
    if (major === TEXT) {
      if (at + n > bytes.length) throw new Error('CBOR text runs past the end');
      const text = Buffer.from(bytes.buffer, bytes.byteOffset + at, n).toString('utf8');
      at += n;
      return text;
    }
    if (major === ARRAY) return Array.from({ length: n }, value);
    throw new Error(`unsupported CBOR major type ${major}`);
  };
  const result = value();
  if (at !== bytes.length) throw new Error(`${bytes.length - at} bytes after the CBOR value`);
  return result;
}

/** Encodes as minicbor does: definite lengths, each in the fewest bytes. */
export function encodeCbor(value: Cbor): Buffer {
  const out: Buffer[] = [];
  const head = (major: number, n: number) => {
    const m = major << 5;
    if (n < 24) out.push(Buffer.from([m | n]));
    else if (n < 0x100) out.push(Buffer.from([m | 24, n]));
    else if (n < 0x10000) out.push(Buffer.from([m | 25, n >> 8, n & 255]));
    else if (n < 0x100000000) {
      const b = Buffer.alloc(5);
      b[0] = m | 26;
      b.writeUInt32BE(n, 1);
      out.push(b);
    } else {
      const b = Buffer.alloc(9);
      b[0] = m | 27;
      b.writeBigUInt64BE(BigInt(n), 1);
      out.push(b);
    }
  };
  const put = (v: Cbor) => {
    if (typeof v === 'number') {
      if (!Number.isSafeInteger(v) || v < 0) throw new Error(`not an unsigned integer: ${v}`);
      head(UINT, v);
    } else if (typeof v === 'string') {
      const text = Buffer.from(v, 'utf8');
      head(TEXT, text.length);
      out.push(text);
    } else {
      head(ARRAY, v.length);
      v.forEach(put);
    }
  };
  put(value);
  return Buffer.concat(out);
}

/** A Pagefind file's value: gunzipped, signature checked, decoded. */
export function readPagefindFile(gz: Uint8Array): Cbor {
  const bytes = gunzipSync(gz);
  if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('not a Pagefind data file');
  return decodeCbor(bytes.subarray(SIGNATURE.length));
}

/** A Pagefind file's bytes for a value (Node's gzip writes no time stamp: equal values, equal bytes). */
export function pagefindFile(value: Cbor): Buffer {
  return gzipSync(Buffer.concat([SIGNATURE, encodeCbor(value)]), { level: 9 });
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A filter file's value (`[name, [[value, [page…]]…]]`) with its values in one order: by value, each value's
 * pages ascending.
 */
export function sortedFilter(filter: Cbor): Cbor {
  if (!Array.isArray(filter) || filter.length !== 2 || typeof filter[0] !== 'string' || !Array.isArray(filter[1]))
    throw new Error('unexpected filter file layout');
  const values = filter[1].map((entry) => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1]))
      throw new Error('unexpected filter value layout');
    const pages = [...(entry[1] as number[])].sort((a, b) => a - b);
    return [entry[0], pages, ...entry.slice(2)] as Cbor[];
  });
  values.sort((a, b) => byText(a[0] as string, b[0] as string));
  return [filter[0], values];
}

/** A content name as Pagefind makes them: the language's prefix (`en_`) and a hex digest of `length` digits. */
function contentName(prefix: string, bytes: Uint8Array, length: number): string {
  return prefix + createHash('sha256').update(bytes).digest('hex').slice(0, length);
}

const META_FILTERS = 3; // the meta file: [version, pages, index chunks, filters, sorts…]

/**
 * Rewrites the index Pagefind just wrote into `indexDir` (inside the output `dir`) so that its bytes depend
 * only on its pages: each filter file with sorted values under a name from its content, the meta file's
 * filter list sorted by filter name and renamed, the entry file naming the new meta file.
 */
export function orderPagefindFilters(dir: string, indexRel: string): void {
  const indexDir = join(dir, indexRel);
  const entryFile = join(indexDir, 'pagefind-entry.json');
  if (!existsSync(entryFile)) return;
  let entryText = readFileSync(entryFile, 'utf8');
  const entry = JSON.parse(entryText) as { languages: Record<string, { hash: string }> };
  for (const language of Object.values(entry.languages)) {
    const metaName = language.hash;
    const prefix = metaName.slice(0, metaName.lastIndexOf('_') + 1);
    const metaFile = join(indexDir, `pagefind.${metaName}.pf_meta`);
    const meta = readPagefindFile(readFileSync(metaFile));
    const filters = Array.isArray(meta) ? meta[META_FILTERS] : undefined;
    if (!Array.isArray(meta) || !Array.isArray(filters)) throw new Error('unexpected meta file layout');
    const renamed: Cbor[] = [];
    for (const item of filters) {
      if (!Array.isArray(item) || typeof item[0] !== 'string' || typeof item[1] !== 'string')
        throw new Error('unexpected meta filter entry');
      const oldRel = `filter/${item[1]}.pf_filter`;
      const bytes = pagefindFile(sortedFilter(readPagefindFile(readFileSync(join(indexDir, oldRel)))));
      const name = contentName(prefix, bytes, item[1].length - prefix.length);
      if (name !== item[1]) {
        writeOutputFile(indexDir, `filter/${name}.pf_filter`, bytes);
        removeOutputFile(indexDir, oldRel); // written by Pagefind just now, in the staging folder
      }
      renamed.push([item[0], name, ...item.slice(2)]);
    }
    renamed.sort((a, b) => byText((a as string[])[0]!, (b as string[])[0]!));
    meta[META_FILTERS] = renamed;
    const metaBytes = pagefindFile(meta);
    const newMeta = contentName(prefix, metaBytes, metaName.length - prefix.length);
    if (newMeta === metaName) continue;
    writeOutputFile(indexDir, `pagefind.${newMeta}.pf_meta`, metaBytes);
    removeOutputFile(indexDir, `pagefind.${metaName}.pf_meta`);
    entryText = entryText.replace(`"hash":"${metaName}"`, `"hash":"${newMeta}"`);
  }
  writeOutputFile(indexDir, 'pagefind-entry.json', entryText);
}
