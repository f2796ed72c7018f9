import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../../config/load.ts';
import { locateKey } from '../../config/locate-key.ts';
import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';

/** A generator that runs longer than this is stopped and reported (a build never hangs). */
const PREBUILD_TIMEOUT_MS = 15 * 60 * 1000;

/** The last lines of a command's output: where its own error message is. */
function tail(text: string, lines = 12): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Runs one command in the site folder through the shell; its exit code (or the signal) and its output. */
function run(command: string, cwd: string): Promise<{ ok: boolean; why: string; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, { cwd, shell: true, stdio: ['ignore', 'pipe', 'pipe'], timeout: PREBUILD_TIMEOUT_MS });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('error', (e) => done({ ok: false, why: e.message, output }));
    child.on('close', (code, signal) =>
      done({
        ok: code === 0,
        why: signal ? `was stopped (${signal}${signal === 'SIGTERM' ? ', over 15 minutes?' : ''})` : `exited ${code}`,
        output,
      }),
    );
  });
}

/**
 * The site's `prebuild` commands (config), in order, before pages are discovered: what the site's plugins
 * generate at build time in Docusaurus (typedoc output, API partials) exists when the pages import it. A
 * failing command stops the build as a `prebuild-failed` error at the config key, with the command's output.
 */
export async function runPrebuild(config: ResolvedConfig): Promise<StageResult<boolean>> {
  const commands = [config.site.prebuild ?? []].flat();
  for (const command of commands) {
    const result = await run(command, config.rootDir);
    if (result.ok) continue;
    let text = '';
    try {
      text = readFileSync(config.files.site, 'utf8');
    } catch {
      // the place is then the file's start
    }
    const diagnostic: Diagnostic = {
      severity: 'error',
      ruleId: 'prebuild-failed',
      source: 'config',
      file: config.files.site,
      place: locateKey(text, ['prebuild']) ?? { line: 1, column: 1 },
      message: `The prebuild command \`${command}\` ${result.why}; nothing was built`,
      hint:
        (result.output.trim() ? `its output ends:\n${tail(result.output)}\n` : '') +
        'the command runs in the site folder before pages are read: fix it, or run it by hand to see why',
    };
    return { value: false, diagnostics: [diagnostic] };
  }
  return { value: true, diagnostics: [] };
}
