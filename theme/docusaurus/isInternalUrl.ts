/** `@docusaurus/isInternalUrl`: a URL without a scheme (`/docs`, `x.md`) is the site's own. */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url) || /^[a-z][a-z\d+.-]*:/i.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
