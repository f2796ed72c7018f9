// The esbuild recipe for our TypeScript run by Node, shared by the two bundles made of it: the CLI
// (bin/docs.js) and the page worker (cli/pipeline/page/worker-bundle.ts). Packages stay imports; chunks keep
// the lazy `import()`s lazy. Plain JavaScript, because bin/docs.js runs before any TypeScript is compiled.
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  splitting: true,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunk-[hash]',
};
