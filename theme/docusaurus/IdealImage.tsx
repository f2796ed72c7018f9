/** What `img` may be: an imported URL, `require('./x.png')` (its `default`), or ideal-image's object. */
type IdealImageSource = string | { default?: string; src?: { src?: string } | string; preSrc?: string };

function urlOf(img: IdealImageSource): string {
  if (typeof img === 'string') return img;
  if (typeof img.src === 'string') return img.src;
  return img.src?.src ?? img.default ?? '';
}

/** `@theme/IdealImage` (plugin-ideal-image): the image itself, lazily loaded, without generated sizes. */
export default function IdealImage({
  img,
  alt,
  ...rest
}: {
  img: IdealImageSource;
  alt?: string;
  [k: string]: unknown;
}) {
  return <img src={urlOf(img)} alt={alt ?? ''} loading="lazy" {...rest} />;
}
