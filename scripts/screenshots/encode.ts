import sharp from 'sharp';

/**
 * Resizes a capture to at most `width` pixels (twice the article width: sharp on 2× displays) and
 * encodes it. WebP at quality 90 with `smartSubsample` keeps UI text crisp at a fraction of PNG's size;
 * PNG (palette-quantised) is there for captures where WebP still smudges small text.
 */
export async function encode(png: Buffer, width: number, format: 'webp' | 'png'): Promise<Buffer> {
  const img = sharp(png).resize({ width, withoutEnlargement: true, kernel: 'lanczos3' });
  return format === 'png'
    ? img.png({ palette: true, quality: 90, effort: 9, compressionLevel: 9 }).toBuffer()
    : img.webp({ quality: 90, smartSubsample: true, effort: 6 }).toBuffer();
}
