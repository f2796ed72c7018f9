// `docs build` in a child process, for tests that kill builds or race two of them:
// `node --import tsx test/helpers/build-child.ts <root> <out>`. Exits as the CLI would: 0, 1, or the
// exit code of an output failure, printing its one line.
import { buildCommand } from '../../cli/commands/build.ts';

const [rootDir, outDir] = process.argv.slice(2);
try {
  const report = await buildCommand({ rootDir, outDir, cache: true, searchIndex: false, threads: 1, log: () => {} });
  process.exitCode = report.ok ? 0 : 1;
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = (error as { exitCode?: number }).exitCode ?? 70;
}
