import { readdirSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../../cli/diagnostics/diagnostic.ts';
import { sortDiagnostics, formatLocation } from '../../cli/diagnostics/report.ts';
import { buildCommand } from '../../cli/commands/build.ts';
import { tempDir } from './temp.ts';
import { runPipeline, type BuildReport } from '../../cli/pipeline/run.ts';

export const PROJECT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES_DIR = join(PROJECT_DIR, 'test/fixtures');

export function fixtureDir(name: string): string {
  return join(FIXTURES_DIR, name);
}

/** Fixtures that carry an `expected.txt` of exact diagnostics. */
export function fixturesWithExpectations(): string[] {
  return readdirSync(FIXTURES_DIR)
    .filter((n) => existsSync(join(FIXTURES_DIR, n, 'expected.txt')))
    .sort();
}

/** Diagnostics as one line each, `file:line:col  severity message  [rule]`, the format of expected.txt. */
export function diagnosticLines(diagnostics: Diagnostic[], rootDir: string): string[] {
  return sortDiagnostics(diagnostics).map(
    (d) => `${formatLocation(d, rootDir)}  ${d.severity} ${d.message.split(rootDir + '/').join('')}  [${d.ruleId}]`,
  );
}

export function expectedLines(name: string): string[] {
  return readFileSync(join(FIXTURES_DIR, name, 'expected.txt'), 'utf8')
    .split('\n')
    .filter(Boolean);
}

/** `docs check` on a fixture: the whole pipeline, writing nothing. */
export function checkFixture(name: string): Promise<BuildReport> {
  return runPipeline({ rootDir: fixtureDir(name), mode: 'production', target: { kind: 'none' }, cache: false });
}

export { tempDir } from './temp.ts';

const builds = new Map<string, Promise<{ report: BuildReport; dir: string }>>();

/** `docs build` of a fixture into a fresh temporary folder; built once per test process and shared. */
export function buildFixture(name: string): Promise<{ report: BuildReport; dir: string }> {
  let p = builds.get(name);
  if (!p) {
    const dir = join(tempDir(), 'build');
    p = buildCommand({ rootDir: fixtureDir(name), outDir: dir, cache: false, searchIndex: true, log: () => {} }).then(
      (report) => ({ report, dir }),
    );
    builds.set(name, p);
  }
  return p;
}

export function read(dir: string, rel: string): string {
  return readFileSync(join(dir, rel), 'utf8');
}

export { relative };

/** A new temporary folder holding these files (path relative to it → text); its path. */
export function siteFromFiles(prefix: string, files: Record<string, string>): string {
  const root = tempDir(prefix);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

/**
 * `docs build` (no cache, no search index) of a site made of these files, into its `build/`: whether it built,
 * the output folder, and each diagnostic as `file:line:column message`.
 */
export async function buildFiles(prefix: string, files: Record<string, string>) {
  const root = siteFromFiles(prefix, files);
  const dir = join(root, 'build');
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: false, log: () => {} });
  const problems = report.diagnostics.map((d) => `${d.file}:${d.place?.line}:${d.place?.column} ${d.message}`);
  return { ok: report.ok, dir, problems };
}
