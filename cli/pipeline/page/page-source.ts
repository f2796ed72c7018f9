import { readFileSync } from 'node:fs';
import { hash } from '../../util/hash.ts';
import { decodeContentFile } from '../../util/text-file.ts';
import type { ContentFile } from '../types.ts';

/** A page whose file changed after discover took it as unchanged: build again to pick the change up. */
export class SourceChangedError extends Error {}

/**
 * A page's text: `file.source` when discover read it, else read now from `sourcePath` (discover passed the
 * path through the site-path gate in this build). The text must hash to `file.hash`, the key everything
 * downstream (the compile cache) is filed under: a file edited since discover is refused, not compiled
 * under its old key.
 */
export function sourceOf(file: Pick<ContentFile, 'source' | 'sourcePath' | 'hash'>): string {
  if (file.source !== undefined) return file.source;
  let text: string | undefined;
  try {
    const decoded = decodeContentFile(readFileSync(file.sourcePath));
    text = decoded.ok ? decoded.text : undefined;
  } catch {
    text = undefined;
  }
  if (text === undefined || hash(text) !== file.hash)
    throw new SourceChangedError(
      `${file.sourcePath} changed while the site was building (it no longer matches what discover found); ` +
        'run the build again',
    );
  return text;
}
