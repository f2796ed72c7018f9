import { imageSize as probe } from 'image-size';

/**
 * Pixel size of a PNG or WebP file read from its header (by the `image-size` library), so `<Screenshot>`
 * can set `width`/`height` (no layout shift) without a metadata file that could go stale. Returns
 * undefined for anything else.
 */
export function imageSize(bytes: Buffer): { width: number; height: number } | undefined {
  try {
    const { width, height, type } = probe(bytes);
    return (type === 'png' || type === 'webp') && width && height ? { width, height } : undefined;
  } catch {
    return undefined; // Not an image it knows, or a header cut short.
  }
}
