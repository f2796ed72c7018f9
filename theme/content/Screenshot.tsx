/** The props cli/mdx/screenshot.ts resolves a `<Screenshot id>` tag to. */
interface ScreenshotProps {
  light?: string;
  dark?: string;
  alt?: string;
  width?: string;
  height?: string;
}

/**
 * A Dagster UI capture in both colour modes (`<Screenshot id="…" />`, resolved at build time by
 * cli/mdx/screenshot.ts). Both images are in the HTML; styles.css shows the one matching
 * `html[data-theme]`, which the head script sets before the first paint, so there is no flash, and a
 * theme switch or client navigation needs no script. `loading="lazy"` keeps the hidden variant (and
 * captures below the fold) from being fetched; width and height reserve the space.
 */
export function Screenshot({ light, dark, alt, width, height }: ScreenshotProps) {
  if (!light || !dark) return null;
  const common = { alt: alt ?? '', width, height, loading: 'lazy' as const, decoding: 'async' as const };
  return (
    <figure className="screenshot">
      <img {...common} className="screenshot__img screenshot__img--light" src={light} />
      <img {...common} className="screenshot__img screenshot__img--dark" src={dark} />
    </figure>
  );
}
