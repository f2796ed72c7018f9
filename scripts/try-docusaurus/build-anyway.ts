// `node --import tsx scripts/try-docusaurus/build-anyway.ts ROOT OUT`: runs the build pipeline into OUT and keeps
// what it wrote even when some pages failed (`docs build` switches its output only on success). The measure
// compares the pages that did build with Docusaurus's; the ones that did not are counted by try.mjs.
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { runPipeline } from '../../cli/pipeline/run.ts';

const [root, out] = process.argv.slice(2).map((p) => resolve(p));
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const report = await runPipeline({
  rootDir: root,
  mode: 'production',
  target: { kind: 'dir', dir: out },
  cache: false,
  searchIndex: false,
  log: (line) => process.stdout.write(line + '\n'),
});
console.log(`build-anyway: ${report.ok ? 'ok' : 'failed'}; output kept in ${out}`);
