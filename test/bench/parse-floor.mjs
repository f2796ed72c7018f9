#!/usr/bin/env node
// `node test/bench/parse-floor.mjs --root CORPUS_DIR`: the time to only parse the corpus's pages with the parser the
// page workers use (cli/pipeline/page/compile.ts: remark-parse + remark-mdx + remark-gfm + remark-directive), on one
// thread. No build can compile a page faster than it parses it, so this is the floor a cold build is compared with.
// Prints one JSON line: {wallS, files, bytes, singleThreadS (CPU seconds), workers, parallelS}.
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** The page workers' count: cli/pipeline/stages/pages.ts starts min(cores, 4) of them (keep the two in step). */
export const buildWorkers = () => Math.max(1, Math.min(availableParallelism(), 4));

/** The Markdown body the compiler sees: the front matter block is read by discover, not by the MDX parser. */
export function stripFrontMatter(source) {
  const m = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(source);
  return m ? source.slice(m[0].length) : source;
}

export function readCorpusPages(root) {
  const docs = join(root, 'docs');
  return readdirSync(docs, { recursive: true })
    .filter((f) => /\.mdx?$/.test(f))
    .sort()
    .map((f) => stripFrontMatter(readFileSync(join(docs, f), 'utf8')));
}

/** Parses every body once (after a short warm-up, so the figure is not the JIT's first minute) and times it. */
export function parseFloor(bodies, workers = buildWorkers()) {
  const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
  for (const body of bodies.slice(0, 20)) parser.parse(body);
  // CPU time of this process, not wall time: the figure must not grow when other work shares the cores.
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  for (const body of bodies) parser.parse(body);
  const cpu = process.cpuUsage(cpuStart);
  const singleThreadS = (cpu.user + cpu.system) / 1e6;
  return {
    wallS: (performance.now() - wallStart) / 1000,
    files: bodies.length,
    bytes: bodies.reduce((n, b) => n + Buffer.byteLength(b), 0),
    singleThreadS,
    workers,
    // Parallel-equivalent: the single-thread time spread evenly over the build's workers (perfect scaling, no
    // start-up), i.e. a lower bound for the page stage on this machine, not a measured parallel run.
    parallelS: singleThreadS / workers,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const root = args.includes('--root') ? args[args.indexOf('--root') + 1] : undefined;
  if (!root) {
    console.error('parse-floor: --root CORPUS_DIR is required (a folder with docs/, as make-corpus.mjs writes)');
    process.exit(2);
  }
  console.log(JSON.stringify(parseFloor(readCorpusPages(root))));
}
