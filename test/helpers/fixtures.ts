import { readdirSync, existsSync, readFileSync } from 'node:fs';
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
