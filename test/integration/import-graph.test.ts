// Layer direction (ARCHITECTURE.md "Layers" and "Inside cli/"): which folder may import which, read from the
// compiler's own import graph (type-only imports included), and no import cycles. The tsconfig per layer
// keeps the libraries apart (layers.test.ts) but lets `shared/` import `theme/`; this test does not.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_DIR } from '../../cli/util/project-dir.ts';
import { importCycles, importGraph, type ImportGraph } from '../helpers/import-graph.ts';

/** Top-level folders and the folders each may import from (besides itself). */
const TOP: Record<string, string[]> = {
  shared: [],
  theme: ['shared'],
  runtime: ['theme', 'shared'],
  cli: ['theme', 'shared'],
  bin: ['cli'],
};

/**
 * Inside cli/, low to high: a file may import its own level and the levels before it, never a later one.
 * A level is a list of path prefixes (a folder ends with `/`); the first level that matches a file wins.
 */
const CLI_LEVELS: string[][] = [
  ['cli/diagnostics/'],
  ['cli/util/'],
  // Output errors and their exit codes (a leaf over diagnostics): the config's cache folder fails with them too.
  ['cli/output/errors.ts'],
  ['cli/config/'],
  // The floor: the types that pass between stages.
  ['cli/pipeline/types.ts'],
  ['cli/output/', 'cli/islands/', 'cli/http/'],
  ['cli/mdx/'],
  ['cli/pipeline/page/'],
  ['cli/pipeline/route/'],
  ['cli/pipeline/stages/'],
  ['cli/pipeline/'],
  ['cli/dev/', 'cli/mcp/'],
  ['cli/commands/'],
  ['cli/'],
];

const top = (file: string) => file.split('/')[0];
const level = (file: string) =>
  CLI_LEVELS.findIndex((prefixes) => prefixes.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p)));

/** Every import that points the wrong way, as `importer -> imported (why)`. */
function wrongWay(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const [a, b] = [top(from), top(to)];
      if (a !== b && !TOP[a]?.includes(b)) found.push(`${from} -> ${to} (${a}/ may not import ${b}/)`);
      else if (a === 'cli' && b === 'cli' && level(to) > level(from)) {
        found.push(`${from} -> ${to} (${CLI_LEVELS[level(to)].join(', ')} is above ${CLI_LEVELS[level(from)]})`);
      }
    }
  }
  return found.sort();
}

// Planted files: each counts as the project file it is named after. Imports use absolute paths into the project.
const at = (rel: string) => JSON.stringify(`${PROJECT_DIR}/${rel}`);
const PLANTS: Record<string, string> = {
  'shared/planted-theme.ts': `import type { Sidebar } from ${at('theme/Sidebar.tsx')};\nexport type P = 1;`,
  'runtime/planted-cli.ts': `import { RULE_IDS as p } from ${at('cli/diagnostics/rules.ts')};\nexport { p };`,
  'cli/util/planted-up.ts': `import { runPipeline as p } from ${at('cli/pipeline/run.ts')};\nexport { p };`,
  'cli/util/planted-a.ts': `import { b } from './planted-b.ts';\nexport const a = () => b;\n`,
  'cli/util/planted-b.ts': `import { a } from './planted-a.ts';\nexport const b = () => a;\n`,
};
const isPlant = (file: string) => file in PLANTS;

const graph = importGraph(PLANTS);
const violations = wrongWay(graph);
const cycles = importCycles(graph);

test('the graph is read: cli/main.ts imports commands, the theme imports shared/', () => {
  assert.ok([...(graph.get('cli/main.ts') ?? [])].some((f) => f.startsWith('cli/commands/')));
  assert.ok(graph.get('theme/Sidebar.tsx')?.has('shared/page-data.ts'));
  // A type-only import is an edge too (esbuild would have dropped it).
  assert.ok(graph.get('shared/planted-theme.ts')?.has('theme/Sidebar.tsx'));
});

test('every project file has a place in the order', () => {
  const files = new Set([...graph.keys(), ...[...graph.values()].flatMap((s) => [...s])]);
  const lost = [...files].filter((f) => !(top(f) in TOP) || (top(f) === 'cli' && level(f) < 0));
  assert.equal(lost, []);
});

test('no import points the wrong way', () => {
  const real = violations.filter((v) => !isPlant(v.split(' -> ')[0]));
  assert.equal(real, [], `imports against the layer order:\n${real.join('\n')}`);
});

test('a planted wrong-way import is found: shared -> theme, runtime -> cli, a cli level upwards', () => {
  const planted = violations.filter((v) => isPlant(v.split(' -> ')[0])).map((v) => v.split(' (')[0]);
  assert.equal(planted, [
    'cli/util/planted-up.ts -> cli/pipeline/run.ts',
    'runtime/planted-cli.ts -> cli/diagnostics/rules.ts',
    'shared/planted-theme.ts -> theme/Sidebar.tsx',
  ]);
});

test('no import cycles; a planted one is found', () => {
  assert.equal(cycles, [['cli/util/planted-a.ts', 'cli/util/planted-b.ts']]);
});

test.run();
