// The project's import graph as the TypeScript compiler sees it: every `import`, `import type`, `export … from`
// and `import()` between our own files. tsc is the parser (esbuild and Node's type stripping drop type-only
// imports, and those carry the layering too); `--explainFiles` says, for each file of the program, which file
// imported it with which specifier, so no source text is scanned here.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { PROJECT_DIR } from '../../cli/util/project-dir.ts';

/** The folders whose code the graph covers (the layers and the bin shim). */
export const LAYER_DIRS = ['bin', 'cli', 'runtime', 'theme', 'shared'] as const;
const CODE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const DECLARATION = /\.d\.m?ts$/;

/** Importer → imported files, project-relative with `/` separators. */
export type ImportGraph = Map<string, Set<string>>;

function codeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...codeFiles(path));
    else if (CODE_FILE.test(entry.name) && !DECLARATION.test(entry.name)) out.push(path);
  }
  return out;
}

const toPosix = (path: string) => path.split(sep).join('/');

/**
 * Builds the graph of the layer folders, plus `plants`: extra files (project-relative path → source) written
 * under a temp root that stands for the project root, so a planted `shared/x.ts` counts as a `shared/` file.
 */
export function importGraph(plants: Record<string, string> = {}): ImportGraph {
  const base = join(PROJECT_DIR, 'node_modules/.cache/docs-import-graph');
  mkdirSync(base, { recursive: true });
  const plantRoot = mkdtempSync(join(base, 'plants-'));
  try {
    const files = LAYER_DIRS.flatMap((d) => codeFiles(join(PROJECT_DIR, d)));
    for (const [rel, source] of Object.entries(plants)) {
      const path = join(plantRoot, rel);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, source);
      files.push(path);
    }
    const compilerOptions = {
      ...{ target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', jsx: 'react-jsx' },
      ...{ allowJs: true, allowImportingTsExtensions: true, resolveJsonModule: true, noEmit: true },
      ...{ skipLibCheck: true, lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: ['node'] },
    };
    writeFileSync(join(plantRoot, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
    const tsc = join(PROJECT_DIR, 'node_modules/typescript/bin/tsc');
    const args = [tsc, '-p', join(plantRoot, 'tsconfig.json'), '--noCheck', '--explainFiles', '--pretty', 'false'];
    const r = spawnSync(process.execPath, args, { cwd: PROJECT_DIR, encoding: 'utf8', maxBuffer: 256 << 20 });
    if (r.error) throw r.error;
    /** A path tsc printed (relative to the project) → our project-relative name, or undefined if not ours. */
    const ours = (printed: string): string | undefined => {
      const abs = join(PROJECT_DIR, printed);
      const inPlants = relative(plantRoot, abs);
      const rel = toPosix(inPlants.startsWith('..') ? relative(PROJECT_DIR, abs) : inPlants);
      if (rel.startsWith('..') || rel.includes('node_modules/')) return undefined;
      return LAYER_DIRS.some((d) => rel.startsWith(`${d}/`)) ? rel : undefined;
    };
    const graph: ImportGraph = new Map();
    let current: string | undefined;
    // The output is one unindented line per file of the program, then one indented line per reason it is in.
    for (const line of r.stdout.split('\n')) {
      if (line && !line.startsWith(' ')) {
        current = ours(line.trim());
        continue;
      }
      const via = /^\s+Imported via (?:'[^']*'|"[^"]*") from file '([^']+)'/.exec(line);
      if (!current || !via) continue;
      const importer = ours(via[1]);
      if (!importer) continue;
      if (!graph.has(importer)) graph.set(importer, new Set());
      graph.get(importer)!.add(current);
    }
    if (graph.size === 0) throw new Error(`tsc --explainFiles gave no imports:\n${r.stdout}${r.stderr}`);
    return graph;
  } finally {
    rmSync(plantRoot, { recursive: true, force: true });
  }
}

/** The strongly connected components with more than one file (Tarjan): each is an import cycle. */
export function importCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || graph.get(v)?.has(v)) cycles.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}
