import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, CommanderError } from 'commander';
import { DocsError } from './diagnostics/diagnostic.ts';
import { writeFailureError } from './output/errors.ts';
import { EXIT_INTERNAL, hasInternalErrors, InternalError, REPORT_HINT } from './diagnostics/internal-error.ts';
import { formatDiagnostics, summarize } from './diagnostics/report.ts';
import * as valid from './options.ts';
import type { BuildReport } from './pipeline/run.ts';

// Commands load their modules when they run, so `--help` and `serve` start without the whole pipeline.
const commands = {
  build: () => import('./commands/build.ts'),
  merge: () => import('./commands/merge.ts'),
  dev: () => import('./commands/dev.ts'),
  serve: () => import('./commands/serve.ts'),
  mcp: () => import('./commands/mcp.ts'),
  pipeline: () => import('./pipeline/run.ts'),
};

/** Exit codes: 0 success, 1 content or config errors, 2 bad usage, 70 internal error (a bug in docs). */
export const EXIT_OK = 0,
  EXIT_CONTENT = 1,
  EXIT_USAGE = 2;
export { EXIT_INTERNAL };

function printReport(report: BuildReport, rootDir: string, what: string, started: number, verbose = false): number {
  const color = process.stderr.isTTY;
  if (report.diagnostics.length)
    console.error(formatDiagnostics(report.diagnostics, { rootDir, color, verbose }) + '\n');
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (report.ok) {
    console.log(`✓ ${what}: ${report.pages.length} pages in ${seconds} s (${summarize(report.diagnostics)})`);
    return EXIT_OK;
  }
  if (hasInternalErrors(report.diagnostics)) {
    console.error(
      `✗ ${what} failed: docs hit an internal error (a bug, not a problem in your content; see above). ` +
        (verbose ? 'Please report it with the stack trace above.' : 'Run it again with --verbose for the stack trace.'),
    );
    return EXIT_INTERNAL;
  }
  console.error(`✗ ${what} failed: ${summarize(report.diagnostics)}. Fix the problems above and run it again.`);
  return EXIT_CONTENT;
}

/** `--stats-json`: the figures the benchmark reads. maxRSS covers the whole process, worker threads included. */
function writeStats(file: string, report: BuildReport, started: number): void {
  const stats = {
    ok: report.ok,
    pages: report.pages.length,
    seconds: (performance.now() - started) / 1000,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    timings: report.timings,
  };
  writeFileSync(file, JSON.stringify(stats, null, 2));
}

/**
 * What a command that threw exits with: a `DocsError` is a known failure the user can fix (1), a
 * `UsageError` (busy port, missing folder) is bad usage (2), and anything else is a bug in docs (70),
 * with its stack on --verbose.
 */
function failureCode(error: unknown, verbose: boolean): number {
  if (error instanceof DocsError) {
    console.error(error.message);
    // An output failure carries its own code (cli/output/errors.ts: 2 bad --out, 73 unwritable, 75 busy).
    return 'exitCode' in error && typeof error.exitCode === 'number' ? error.exitCode : EXIT_CONTENT;
  }
  // A full disk or a folder without write permission (the output, the site's cache): 73, naming the file.
  const writeFailure = writeFailureError(error);
  if (writeFailure) {
    console.error(writeFailure.message);
    return writeFailure.exitCode;
  }
  if ((error as Error | undefined)?.name === 'UsageError') {
    console.error((error as Error).message); // cli/http/server.ts: a busy port, no such folder
    return EXIT_USAGE;
  }
  const e = error instanceof Error ? error : new Error(String(error));
  const page = e instanceof InternalError && e.page ? ` while building ${e.page}` : '';
  console.error(`docs: internal error${page}: ${e.message}`);
  console.error(verbose ? e.stack : `hint: ${REPORT_HINT}`);
  return EXIT_INTERNAL;
}

/** Parses argv, runs one command and returns the exit code; `process.exit` is never called below here. */
export async function main(argv: string[]): Promise<number> {
  let code = EXIT_OK;
  const program = new Command('docs')
    .description('Build, check and serve a documentation site from MDX content')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showHelpAfterError();
  // Every option value goes through a validator of cli/options.ts: a bad value exits 2 naming the option.
  const rootOption = (cmd: Command) =>
    cmd.option('--root <dir>', 'site folder holding config/ and content/', valid.existingDir, '.');
  /** Runs a command's action; whatever it throws becomes an exit code (see failureCode). */
  const run =
    <O extends { verbose?: boolean }>(action: (opts: O) => Promise<number | void>) =>
    async (opts: O) => {
      try {
        code = (await action(opts)) ?? EXIT_OK;
      } catch (error) {
        code = failureCode(error, opts.verbose === true);
      }
    };

  rootOption(program.command('build').description('build the site into a folder (swapped in only on success)'))
    .option('--out <dir>', 'output folder, relative to --root', valid.nonEmpty, 'build')
    .option('--no-cache', 'ignore compiled pages cached in node_modules/.cache/docs')
    .option('--no-search-index', 'skip the Pagefind index')
    .option('--verbose', 'print the time each stage took and the stack trace of internal errors')
    .option('--threads <n>', 'worker threads for compile and render (default: one per core)', valid.threads)
    .option(
      '--stats-json <file>',
      'write stage timings and peak memory as JSON (used by the benchmark)',
      valid.nonEmpty,
    )
    .option('--shard <I/N>', 'render only shard I of N into --out, for `docs merge` (CI matrix builds)', valid.shard)
    .action(
      run(async (opts) => {
        const started = performance.now();
        const rootDir = resolve(opts.root);
        const { buildCommand } = await commands.build();
        const report = await buildCommand({
          rootDir,
          outDir: opts.out,
          cache: opts.cache,
          searchIndex: opts.searchIndex,
          threads: opts.threads,
          log: opts.verbose ? (l) => console.log(l) : () => {},
          shard: opts.shard,
        });
        const what = opts.shard ? `Built shard ${opts.shard.index}/${opts.shard.total} into` : 'Built';
        const exit = printReport(report, rootDir, `${what} ${resolve(rootDir, opts.out)}`, started, opts.verbose);
        if (opts.statsJson) writeStats(opts.statsJson, report, started);
        return exit;
      }),
    );

  rootOption(
    program
      .command('merge')
      .description('join the folders of `docs build --shard I/N` into the output, checked as `docs build` checks')
      .argument('<shard-dirs...>', 'every shard folder, once'),
  )
    .option('--out <dir>', 'output folder, relative to --root', valid.nonEmpty, 'build')
    .option('--no-cache', 'do not link an unchanged search index or llms-full.txt from the previous output')
    .option('--no-search-index', 'skip the Pagefind index')
    .option('--verbose', 'print the time each stage took and the stack trace of internal errors')
    .option(
      '--stats-json <file>',
      'write stage timings and peak memory as JSON (used by the benchmark)',
      valid.nonEmpty,
    )
    .action((shardDirs: string[], options) =>
      // Commander hands the folders before the options; `run` takes the options alone.
      run(async (opts: typeof options) => {
        const started = performance.now();
        const rootDir = resolve(opts.root);
        const { mergeCommand } = await commands.merge();
        const report = await mergeCommand({
          rootDir,
          shardDirs,
          outDir: opts.out,
          cache: opts.cache,
          searchIndex: opts.searchIndex,
          log: opts.verbose ? (l) => console.log(l) : () => {},
        });
        const exit = printReport(report, rootDir, `Merged into ${resolve(rootDir, opts.out)}`, started, opts.verbose);
        if (opts.statsJson) writeStats(opts.statsJson, report, started);
        return exit;
      })(options),
    );

  rootOption(program.command('check').description('run every check of build and write nothing'))
    .option('--verbose', 'print the time each stage took and the stack trace of internal errors')
    .action(
      run(async (opts) => {
        const started = performance.now();
        const rootDir = resolve(opts.root);
        const { runPipeline } = await commands.pipeline();
        // Nothing is written into the site, caches included: they live in the OS temp folder.
        const { checkCacheDir } = await import('./config/cache-dir.ts');
        const log = opts.verbose ? (l: string) => console.log(l) : undefined;
        const report = await runPipeline({
          rootDir,
          mode: 'production',
          target: { kind: 'none' },
          cacheDir: checkCacheDir(rootDir),
          log,
        });
        return printReport(report, rootDir, 'Checked', started, opts.verbose);
      }),
    );

  rootOption(program.command('dev').description('build in memory, serve, and rebuild and reload as files change'))
    .option('--port <port>', 'port to listen on', valid.port, 3000)
    .option('--host <host>', 'interface to listen on', valid.nonEmpty, '127.0.0.1')
    .option('--verbose', 'print the stack trace of internal errors')
    .action(
      run(async (opts) => {
        const rootDir = resolve(opts.root);
        const started = performance.now();
        const { devCommand } = await commands.dev();
        // A config with errors throws a DocsError (exit 1), a busy port a UsageError (exit 2): see failureCode.
        const dev = await devCommand({ rootDir, port: opts.port, host: opts.host, log: (l) => console.log(l) });
        const readyMs = Math.round(performance.now() - started);
        console.log(`docs dev: serving ${rootDir} at ${dev.url}/ (ready in ${readyMs} ms; Ctrl+C to stop)`);
        await new Promise<void>((done) => {
          const stop = () => dev.close().then(() => done());
          process.once('SIGINT', stop);
          process.once('SIGTERM', stop);
        });
      }),
    );

  rootOption(program.command('serve').description('serve a built site on 127.0.0.1'))
    .option('--port <port>', 'port to listen on', valid.port, 3000)
    .option('--dir <dir>', 'built folder, relative to --root', valid.nonEmpty, 'build')
    .option('--verbose', 'print the stack trace of internal errors')
    .action(
      run(async (opts) => {
        const dir = resolve(opts.root, opts.dir);
        const { serveCommand, builtBaseUrl } = await commands.serve();
        // No such folder, a file, a busy port: a UsageError, printed as one line with exit 2 (failureCode).
        const server = await serveCommand({ dir, port: opts.port });
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : opts.port;
        console.log(`Serving ${dir} at http://127.0.0.1:${port}${builtBaseUrl(dir)} (Ctrl+C to stop)`);
        await new Promise<void>((done) => {
          const stop = () => server.close(() => done());
          process.once('SIGINT', stop);
          process.once('SIGTERM', stop);
        });
      }),
    );

  rootOption(program.command('mcp').description('answer search_docs and get_page over stdio (Model Context Protocol)'))
    .option('--dir <dir>', 'built folder, relative to --root', valid.nonEmpty, 'build')
    .option('--verbose', 'print the stack trace of internal errors')
    .action(
      run(async (opts) => {
        // Stdout is the protocol channel: this command prints nothing there.
        const { mcpCommand } = await commands.mcp();
        await mcpCommand({ dir: resolve(opts.root, opts.dir) });
      }),
    );

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    throw error;
  }
  return code;
}
