// The compiler enforces the layers (ARCHITECTURE.md "Layers"): code planted in a temp folder is compiled
// against each layer's own tsconfig, so a Node import in browser code or a DOM use in the generator fails.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_DIR } from '../../cli/util/project-dir.ts';

const PLANTS = {
  'runtime-node': ['runtime', "import { readFileSync } from 'node:fs';\nexport const planted = readFileSync;\n"],
  'runtime-dom': ['runtime', 'export const planted = document.title;\n'],
  'cli-dom': ['cli', 'export const planted = document.title;\n'],
  'cli-node': ['cli', "import { readFileSync } from 'node:fs';\nexport const planted = readFileSync;\n"],
  'theme-dom': ['theme', 'export const planted = window.location.href;\n'],
  'theme-node': ['theme', 'export const planted = process.env;\n'],
  'shared-pure': ['shared', 'export const planted = [1, 2].includes(2);\n'],
} as const;

/** Compiles every plant against its layer's config in one `tsc -b`; returns the errors by plant name. */
function compilePlants(): Map<string, string[]> {
  // Under the project's node_modules, so `types: ["node"]` finds @types/node as it does for the layer itself.
  const base = join(PROJECT_DIR, 'node_modules/.cache/docs-layer-test');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'plants-'));
  try {
    for (const [name, [layer, code]] of Object.entries(PLANTS)) {
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, 'planted.ts'), code);
      // Its own build info, not the layer's (the layers keep theirs in node_modules/.cache/tsc/).
      const compilerOptions = { tsBuildInfoFile: 'planted.tsbuildinfo' };
      const config = { extends: join(PROJECT_DIR, layer, 'tsconfig.json'), compilerOptions, include: ['planted.ts'] };
      writeFileSync(join(dir, name, 'tsconfig.json'), JSON.stringify(config));
    }
    const references = Object.keys(PLANTS).map((path) => ({ path }));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ files: [], references }));
    const tsc = join(PROJECT_DIR, 'node_modules/typescript/bin/tsc');
    const r = spawnSync(process.execPath, [tsc, '-b', '--pretty', 'false', dir], { encoding: 'utf8' });
    const errors = new Map<string, string[]>(Object.keys(PLANTS).map((n) => [n, []]));
    for (const line of (r.stdout + r.stderr).split('\n')) {
      const m = /([\w-]+)[\\/]planted\.ts\(\d+,\d+\): error (TS\d+: .*)/.exec(line);
      if (m) errors.get(m[1])?.push(m[2]);
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const errors = compilePlants();

test('runtime/ rejects a node:fs import, and accepts the DOM', () => {
  assert.match(errors.get('runtime-node')!.join('\n'), 'node:fs');
  assert.equal(errors.get('runtime-dom'), []);
});

test('cli/ rejects `document`, and accepts node:fs', () => {
  assert.match(errors.get('cli-dom')!.join('\n'), "'document'");
  assert.equal(errors.get('cli-node'), []);
});

test('theme/ sees neither the DOM nor Node', () => {
  assert.match(errors.get('theme-dom')!.join('\n'), "'window'");
  assert.match(errors.get('theme-node')!.join('\n'), "'process'");
});

test('shared/ compiles plain ES2022', () => {
  assert.equal(errors.get('shared-pure'), []);
});

test.run();
