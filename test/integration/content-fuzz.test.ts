import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { devCommand } from '../../cli/commands/dev.ts';
import type { Diagnostic } from '../../cli/diagnostics/diagnostic.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// Bounded, seeded fuzzing of what authors write (issue 23): front matter and API YAML mutated at random
// (aliases, anchors, tags, merge keys, broken quoting, stray indicators), and pages of pathological inline
// runs (emphasis, brackets, nested elements, code ticks) up to the page limits. `check` and `build` must
// answer every input with diagnostics that name a file and a place: never a throw, never an internal error.
// `dev` gets the same files saved while it runs: it stays up, answers every route (a page or the error overlay)
// and prints the diagnostics. Each seed is a fixed input, so a failure reproduces; the sizes keep a run to seconds.

const made: string[] = [];
test.after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** mulberry32: a small seeded generator, so every run makes the same pages. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];

const FRONT_MATTER = [
  'title: A page',
  'description: What it is about.',
  'sidebar_position: 3',
  'tags: [a, b]',
  'slug: /fuzz/page',
  'keywords:\n  - one\n  - two',
  'last_update:\n  date: 2024-01-02\n  author: Ada',
  'custom_edit_url: https://example.com/edit',
  'sidebar_custom_props:\n  x: 1',
];

/** Fragments YAML gives meaning to, and shapes that broke parsers before. */
const YAML_BITS = [
  '*',
  '&',
  '*x',
  '&x ',
  '*Important*',
  '[*nix]',
  '!!binary ',
  '!!js/function ',
  '!tag ',
  '<<: *x',
  '? ',
  ': ',
  '{',
  '}',
  '[',
  ']',
  '|',
  '>',
  '-',
  '---',
  '...',
  '#',
  '%YAML 1.2',
  '@',
  '`',
  '"',
  "'",
  '\\',
  '\t',
  '\n',
  '\n  ',
  '~',
  'null',
  '0x1F',
  '.inf',
  '2024-13-45',
  '\u0000',
  '\u202e',
  '🚀',
  'é',
  'a'.repeat(300),
  '&a [1, *a]',
];

/** One front matter (or API YAML) text: a valid one with a few fragments spliced in at random places. */
function mutateYaml(rnd: () => number, base: string): string {
  let text = base;
  const edits = 1 + Math.floor(rnd() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(rnd() * (text.length + 1));
    const kind = rnd();
    if (kind < 0.6) text = text.slice(0, at) + pick(rnd, YAML_BITS) + text.slice(at);
    else if (kind < 0.8) text = text.slice(0, at) + text.slice(at + 1 + Math.floor(rnd() * 5));
    else text += `\n${pick(rnd, ['a', 'b', 'title', 'tags'])}: ${pick(rnd, YAML_BITS)}`;
  }
  return text;
}

/** An alias bomb: each level repeats the one before ten times (10^levels nodes once expanded). */
function aliasBomb(levels: number): string {
  const rows = ['l0: &l0 [x, x, x, x, x, x, x, x, x, x]'];
  for (let i = 1; i <= levels; i++)
    rows.push(
      `l${i}: &l${i} [${Array(10)
        .fill(`*l${i - 1}`)
        .join(', ')}]`,
    );
  return rows.join('\n');
}

const INLINE_TOKENS = [
  '*a* ',
  '*',
  '_',
  '**',
  '***',
  '~~',
  '[',
  ']',
  '[a](',
  '![',
  '[a]',
  '<div>',
  '</div>',
  '<span>',
  '<',
  '>',
  '`',
  '``',
  '{',
  '}',
  '\\',
  '|',
  '&amp;',
  '<a href="x">',
  '- ',
  '1. ',
  '> ',
  '#',
  '$',
  ':::',
  '<!--',
  'http://',
];

/** A page of one pathological inline shape: a token repeated up to a few thousand times, on one or many lines. */
function pathologicalPage(rnd: () => number): string {
  const token = pick(rnd, INLINE_TOKENS);
  const count = 100 + Math.floor(rnd() * 4000);
  const perLine = rnd() < 0.5 ? count : 1 + Math.floor(rnd() * 50);
  const lines: string[] = [];
  for (let done = 0; done < count; done += perLine) lines.push(token.repeat(Math.min(perLine, count - done)));
  return `---\ntitle: Inline\ndescription: Inline.\n---\n\nText ${lines.join('\n')}\n`;
}

/** One seed's fuzzed files by path: 12 mutated front matters, an alias bomb, 6 inline pages, an API file. */
function fuzzFiles(seed: number): Map<string, string> {
  const rnd = random(seed);
  const files = new Map<string, string>();
  const dir = 'content/docs/fuzz';
  for (let i = 0; i < 12; i++) {
    const fm = mutateYaml(rnd, ['title: Page ' + i, ...FRONT_MATTER.slice(1)].join('\n'));
    files.set(`${dir}/yaml-${i}.md`, `---\n${fm}\n---\n\nBody ${i}.\n`);
  }
  files.set(`${dir}/bomb.md`, `---\ntitle: Bomb\n${aliasBomb(6)}\n---\n\nBody.\n`);
  for (let i = 0; i < 6; i++) files.set(`${dir}/inline-${i}.md`, pathologicalPage(rnd));
  const api = mutateYaml(rnd, 'title: Fuzz\nroute: /api/fuzz\nmodule: dagster\nsymbols:\n  - name: x\n    kind: class');
  files.set('content/api/fuzz.yaml', rnd() < 0.3 ? `${api}\n${aliasBomb(6)}` : api);
  return files;
}

function writeFiles(root: string, files: Map<string, string>): void {
  for (const [path, text] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/** A copy of the complete-site fixture with one seed's fuzzed files added. */
function fuzzSite(seed: number): { root: string; files: number } {
  const root = copyFixture('complete-site');
  made.push(join(root, '../..'));
  const files = fuzzFiles(seed);
  writeFiles(root, files);
  return { root, files: files.size };
}

function assertAnswered(diagnostics: Diagnostic[], seed: number): void {
  const internal = diagnostics.filter((d) => d.ruleId === 'internal-error');
  assert.equal(
    internal.map((d) => `${d.file}: ${d.message}`),
    [],
    `seed ${seed}: internal errors`,
  );
  // Every error is at a place, but a refusal of the whole file (a NUL byte: binary-content).
  const placed = (d: Diagnostic) => d.severity === 'error' && d.file?.includes('fuzz') && d.ruleId !== 'binary-content';
  for (const d of diagnostics.filter(placed))
    assert.ok(d.place && d.place.line >= 1 && d.place.column >= 1, `seed ${seed}: ${d.ruleId} has a place`);
}

for (const seed of [1, 2, 3]) {
  test(`fuzz seed ${seed}: check answers every mutated front matter, API YAML and inline page`, async () => {
    const { root } = fuzzSite(seed);
    const report = await runPipeline({ rootDir: root, mode: 'production', target: { kind: 'none' }, cache: false });
    assertAnswered(report.diagnostics, seed);
    assert.ok(
      report.diagnostics.some((d) => d.file?.endsWith('bomb.md') && d.ruleId === 'invalid-frontmatter'),
      'the alias bomb is refused',
    );
  });
}

test('fuzz seed 4: build answers too, and writes no output when it fails', async () => {
  const { root } = fuzzSite(4);
  const out = join(tempDir(), 'build');
  made.push(join(out, '..'));
  const report = await buildCommand({ rootDir: root, outDir: out, cache: false, searchIndex: false, log: () => {} });
  assertAnswered(report.diagnostics, 4);
  assert.not.ok(report.ok, 'the bomb page fails the build');
});

test('fuzz seed 5: dev, with the files saved while it runs, stays up, answers every route and prints why', async () => {
  const root = copyFixture('complete-site');
  made.push(join(root, '../..'));
  const lines: string[] = [];
  const dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: (l) => lines.push(l) });
  try {
    await dev.ready;
    const files = fuzzFiles(5);
    writeFiles(root, files);
    // Written last: once dev serves it, it has taken in the files saved before it (one change queue, in order).
    writeFileSync(join(root, 'content/docs/fuzz/zz-last.md'), '---\ntitle: Last\n---\n\nLast.\n');
    const answer = (route: string) => fetch(dev.url + route, { signal: AbortSignal.timeout(120_000) });
    const end = Date.now() + 120_000;
    while ((await answer('/fuzz/zz-last')).status !== 200) {
      if (Date.now() > end) assert.unreachable('dev never served the page saved last');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Every route dev has, and the path each fuzzed page would have: a page, the overlay or a 404, never a hang.
    const routes = new Set(
      (await dev.files()).filter((f) => f.endsWith('.html')).map((f) => '/' + f.replace(/(^|\/)index\.html$/, '')),
    );
    for (const path of files.keys()) if (path.endsWith('.md')) routes.add('/' + path.slice('content/docs/'.length, -3));
    for (const route of routes) {
      const res = await answer(route);
      const text = await res.text();
      assert.ok([200, 404, 500].includes(res.status), `${route}: ${res.status}`);
      if (res.status === 500) assert.match(text, /\[[a-z-]+\]|invalid-|error/i, `${route}: the overlay names the rule`);
      assert.not.match(text, /\n\s+at [\w.<>]+ \(/, `${route}: no stack trace`);
    }
    const served = await answer('/guides/automate/schedules');
    await served.arrayBuffer(); // read, or its connection stays open
    assert.is(served.status, 200, 'the site is still served');
    const terminal = lines.join('\n');
    assert.match(terminal, /fuzz\/bomb\.md:\d+:\d+ .*invalid-frontmatter/, 'the alias bomb is reported at its place');
    assert.not.match(terminal, /internal-error|dev: |\n\s+at /, terminal.slice(0, 4000));
  } finally {
    await dev.close();
  }
});

test.run();
