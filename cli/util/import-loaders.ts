/**
 * Webpack's inline loader syntax for a file's text, which Docusaurus sites use for code shown in pages:
 * `!!raw-loader!./x.py`, `raw-loader!./x.py` and `./x.py?raw` (Vite's spelling, which webpack 5's
 * `resourceQuery` rules also give). Other inline loaders are not run; their file is imported as it is.
 */
export function splitLoaders(specifier: string): { path: string; as?: 'text' } {
  let path = specifier;
  let text = false;
  if (path.includes('!')) {
    const parts = path.replace(/^[-!]+/, '').split('!');
    path = parts.pop()!;
    text = parts.some((l) => /^raw-loader(\?.*)?$/.test(l));
  }
  const query = /\?raw$/.exec(path);
  if (query) {
    path = path.slice(0, query.index);
    text = true;
  }
  return text ? { path, as: 'text' } : { path };
}

/**
 * The inline loaders of a specifier other than raw-loader (`!!file-loader!./x.pdf` → `['file-loader']`): webpack
 * would run them; `docs` imports the file as it is, which the author is told (cli/mdx/esm/bundle.ts).
 */
export function droppedLoaders(specifier: string): string[] {
  if (!specifier.includes('!')) return [];
  const parts = specifier.replace(/^[-!]+/, '').split('!');
  parts.pop();
  return parts.map((l) => l.replace(/\?.*$/, '')).filter((l) => l && l !== 'raw-loader');
}
