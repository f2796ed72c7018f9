import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The generator's own folder (bin/, cli/, theme/, runtime/). bin/docs.js runs the CLI from an esbuild
 * bundle in node_modules/.cache, where `import.meta.url` no longer points into the sources, so it
 * passes the folder in DOCS_PROJECT_DIR; run from source, the module's own location gives it.
 */
export const PROJECT_DIR = process.env.DOCS_PROJECT_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../..');
