import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCommand } from '../../cli/commands/build.ts';
import { PROJECT_DIR, tempDir } from './fixtures.ts';

// The builds are large (the real site is ~700 pages): removed when the process ends.
const temporary: string[] = [];
process.on('exit', () => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A temporary folder removed when the test process ends. */
export function scratchDir(prefix: string): string {
  const dir = tempDir(prefix);
  temporary.push(dir);
  return dir;
}

/** `docs build` of a site into a temporary folder; throws with the errors if it does not build. */
export async function buildSite(rootDir: string, what: string, searchIndex = false): Promise<string> {
  const outDir = join(scratchDir('docs-site-build-'), 'build');
  await buildInto(rootDir, outDir, what, searchIndex);
  return outDir;
}

/** `docs build` of a site into `outDir`; throws with the errors if it does not build. */
async function buildInto(rootDir: string, outDir: string, what: string, searchIndex: boolean): Promise<void> {
  const report = await buildCommand({ rootDir, outDir, cache: false, searchIndex, log: () => {} });
  if (!report.ok)
    throw new Error(
      `${what} did not build:\n` +
        report.diagnostics
          .filter((d) => d.severity === 'error')
          .map((d) => `${d.file}: ${d.message}`)
          .join('\n'),
    );
}

let realSite: Promise<string> | undefined;

/**
 * `npm test` builds the real site once for the whole run (it takes minutes of CPU and two tiers use it):
 * test/run.mjs names a folder of the run's own temporary folder in DOCS_TEST_REAL_SITE, the first tier that
 * needs the site builds it there, and the tiers after it (they run one after another) read that build. The
 * folder goes with the run, so no run sees an earlier run's build. A test run alone builds its own.
 */
const SHARED = process.env.DOCS_TEST_REAL_SITE;
/** Written once the shared build is complete: a tier that crashed halfway leaves none, and the next rebuilds. */
const BUILT_MARK = 'built';

/**
 * The real Dagster site with its search index, built once per test run (DOCS_TEST_REAL_SITE) or else once per
 * test process. Its content is taken from the last commit (`git archive HEAD`), not the working tree, so pages
 * being written by others at the same time cannot break the tests; the generator and theme are the working
 * tree's. Without git (an exported tarball) the project folder is built.
 */
export function builtRealSite(): Promise<string> {
  return (realSite ??= (async () => {
    if (SHARED && existsSync(join(SHARED, BUILT_MARK))) return join(SHARED, 'build');
    let root = PROJECT_DIR;
    try {
      root = join(SHARED ?? scratchDir('docs-real-site-'), 'site');
      rmSync(root, { recursive: true, force: true }); // what a crashed tier left half extracted
      mkdirSync(root, { recursive: true });
      const tar = execFileSync('git', ['archive', 'HEAD', 'content', 'config', 'static'], {
        cwd: PROJECT_DIR,
        maxBuffer: 1 << 30,
      });
      execFileSync('tar', ['-x', '-C', root], { input: tar });
      // config/site.ts is an ES module; outside the project there is no package.json to say so.
      writeFileSync(join(root, 'package.json'), '{"type":"module"}\n');
    } catch {
      root = PROJECT_DIR;
    }
    if (!SHARED) return buildSite(root, 'the site', true);
    const outDir = join(SHARED, 'build');
    mkdirSync(SHARED, { recursive: true });
    await buildInto(root, outDir, 'the site', true);
    writeFileSync(join(SHARED, BUILT_MARK), '');
    return outDir;
  })());
}
