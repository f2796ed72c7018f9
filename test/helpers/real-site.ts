import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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
  const report = await buildCommand({ rootDir, outDir, cache: false, searchIndex, log: () => {} });
  if (!report.ok)
    throw new Error(
      `${what} did not build:\n` +
        report.diagnostics
          .filter((d) => d.severity === 'error')
          .map((d) => `${d.file}: ${d.message}`)
          .join('\n'),
    );
  return outDir;
}

let realSite: Promise<string> | undefined;

/**
 * The real Dagster site with its search index, built once per test process. Its content is taken from the
 * last commit (`git archive HEAD`), not the working tree, so pages being written by others at the same time
 * cannot break the tests; the generator and theme are the working tree's. Without git (an exported tarball)
 * the project folder is built.
 */
export function builtRealSite(): Promise<string> {
  return (realSite ??= (async () => {
    let root = PROJECT_DIR;
    try {
      root = join(scratchDir('docs-real-site-'), 'site');
      mkdirSync(root);
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
    return buildSite(root, 'the site', true);
  })());
}
