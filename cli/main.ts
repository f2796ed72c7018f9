import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { formatDiagnostics, summarize } from './diagnostics/report.ts';
import type { BuildReport } from './pipeline/run.ts';

// Commands load their modules when they run, so `--help` and `serve` start without the whole pipeline.
const commands = {
  build: () => import('./commands/build.ts'),
  dev: () => import('./commands/dev.ts'),
  serve: () => import('./commands/serve.ts'),
  pipeline: () => import('./pipeline/run.ts'),
};

/** Exit codes: 0 success, 1 content or config errors, 2 bad usage. */
export const EXIT_OK = 0, EXIT_CONTENT = 1, EXIT_USAGE = 2;

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535');
  return n;
}

function printReport(report: BuildReport, rootDir: string, what: string, started: number): number {
  const color = process.stderr.isTTY;
  if (report.diagnostics.length) console.error(formatDiagnostics(report.diagnostics, { rootDir, color }) + '\n');
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (report.ok) {
    console.log(`✓ ${what}: ${report.pages.length} pages in ${seconds} s (${summarize(report.diagnostics)})`);
    return EXIT_OK;
  }
  console.error(`✗ ${what} failed: ${summarize(report.diagnostics)}. Fix the problems above and run it again.`);
  return EXIT_CONTENT;
}

/** Parses argv, runs one command and returns the exit code; `process.exit` is never called below here. */
export async function main(argv: string[]): Promise<number> {
  let code = EXIT_OK;
  const program = new Command('docs')
    .description('Build, check and serve a documentation site from MDX content')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showHelpAfterError();
  const rootOption = (cmd: Command) => cmd.option('--root <dir>', 'site folder holding config/ and content/', '.');

  rootOption(program.command('build').description('build the site into a folder (swapped in only on success)'))
    .option('--out <dir>', 'output folder, relative to --root', 'build')
    .option('--no-cache', 'ignore compiled pages cached in node_modules/.cache/docs')
    .option('--no-search-index', 'skip the Pagefind index')
    .option('--verbose', 'print the time each stage took')
    .option('--threads <n>', 'worker threads for compile and render (default: one per core)', (v) => Math.max(1, Number(v) || 1))
    .option('--stats-json <file>', 'write stage timings and peak memory as JSON (used by the benchmark)')
    .action(async (opts) => {
      const started = performance.now();
      const rootDir = resolve(opts.root);
      const { buildCommand } = await commands.build();
      const report = await buildCommand({ rootDir, outDir: opts.out, cache: opts.cache, searchIndex: opts.searchIndex, threads: opts.threads, log: opts.verbose ? (l) => console.log(l) : () => {} });
      code = printReport(report, rootDir, `Built ${resolve(rootDir, opts.out)}`, started);
      if (opts.statsJson) {
        // maxRSS covers the whole process, worker threads included.
        const stats = { ok: report.ok, pages: report.pages.length, seconds: (performance.now() - started) / 1000, peakRssMb: process.resourceUsage().maxRSS / 1024, timings: report.timings };
        writeFileSync(opts.statsJson, JSON.stringify(stats, null, 2));
      }
    });

  rootOption(program.command('check').description('run every check of build and write nothing'))
    .option('--verbose', 'print the time each stage took')
    .action(async (opts) => {
      const started = performance.now();
      const rootDir = resolve(opts.root);
      const { runPipeline } = await commands.pipeline();
      const report = await runPipeline({ rootDir, mode: 'production', target: { kind: 'none' }, log: opts.verbose ? (l) => console.log(l) : undefined });
      code = printReport(report, rootDir, 'Checked', started);
    });

  rootOption(program.command('dev').description('build in memory, serve, and rebuild and reload as files change'))
    .option('--port <port>', 'port to listen on', port, 3000)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (opts) => {
      const rootDir = resolve(opts.root);
      const started = performance.now();
      let dev;
      try {
        const { devCommand } = await commands.dev();
        dev = await devCommand({ rootDir, port: opts.port, host: opts.host, log: (l) => console.log(l) });
      } catch (error) {
        console.error((error as Error).message);
        code = EXIT_CONTENT;
        return;
      }
      console.log(`docs dev: serving ${rootDir} at ${dev.url}/ (ready in ${Math.round(performance.now() - started)} ms; Ctrl+C to stop)`);
      await new Promise<void>((done) => {
        const stop = () => dev.close().then(() => done());
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });

  rootOption(program.command('serve').description('serve a built site on 127.0.0.1'))
    .option('--port <port>', 'port to listen on', port, 3000)
    .option('--dir <dir>', 'built folder, relative to --root', 'build')
    .action(async (opts) => {
      const dir = resolve(opts.root, opts.dir);
      if (!existsSync(dir)) {
        console.error(`No built site at ${dir}. Run \`docs build\` first.`);
        code = EXIT_USAGE;
        return;
      }
      const { serveCommand } = await commands.serve();
      const server = await serveCommand({ dir, port: opts.port });
      const address = server.address();
      console.log(`Serving ${dir} at http://127.0.0.1:${typeof address === 'object' && address ? address.port : opts.port}/ (Ctrl+C to stop)`);
      await new Promise<void>((done) => {
        const stop = () => server.close(() => done());
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    throw error;
  }
  return code;
}
