import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LocalPath } from './local-paths.ts';
// @ts-expect-error: a plain ES module of the fact bench, without types
import { ensureVenv } from '../../test/facts/venv.mjs';

export interface DagsterServer {
  url: string;
  home: string;
  python: string;
  /** Local folders the UI may print (DAGSTER_HOME, the venv, the project) → the neutral path shown instead. */
  localPaths: LocalPath[];
  stop(): Promise<void>;
}

/**
 * What a capture shows in place of this machine's folders: the paths of a container image
 * (`/opt/dagster/dagster_home`, Python under `/usr/local`, the code under `/opt/dagster/app`), so no picture
 * carries the temporary folder, the checkout or the home folder of whoever made it. Longest first, so that a
 * folder inside another (DAGSTER_HOME inside the checkout) takes its own stand-in.
 */
export function localPathsOf(python: string, home: string, workspace: string): LocalPath[] {
  const r = spawnSync(python, ['-c', 'import sys; print(sys.prefix); print(sys.base_prefix)'], { encoding: 'utf8' });
  const [prefix, basePrefix] = (r.stdout ?? '').trim().split('\n');
  const paths: LocalPath[] = [
    { from: home, to: '/opt/dagster/dagster_home' },
    { from: dirname(workspace), to: '/opt/dagster/app' },
    { from: prefix, to: '/usr/local' },
    { from: basePrefix, to: '/usr/local' },
    { from: `${homedir()}/`, to: '/home/dagster/' },
  ];
  return paths.filter((p) => p.from && p.from !== '/').sort((a, b) => b.from.length - a.from.length);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
      .listen(0, '127.0.0.1', () => {
        const port = (srv.address() as { port: number }).port;
        srv.close(() => resolve(port));
      })
      .on('error', reject);
  });
}

/**
 * `dagster dev` (webserver and daemon) from the fact bench's venv, on 127.0.0.1 only, with a fresh
 * DAGSTER_HOME in a temporary folder (telemetry off), serving the screenshot workspace.
 */
export async function startDagster(workspace: string): Promise<DagsterServer> {
  const python: string = ensureVenv({ quiet: true });
  // While writing captures: reuse a `dagster dev` you started (its URL and DAGSTER_HOME), left running.
  const reuse = process.env.DOCS_SCREENSHOTS_URL;
  if (reuse) {
    const home = process.env.DOCS_SCREENSHOTS_HOME ?? '';
    return { url: reuse, home, python, localPaths: localPathsOf(python, home, workspace), stop: async () => {} };
  }
  const home = mkdtempSync(join(tmpdir(), 'docs-screenshots-'));
  writeFileSync(join(home, 'dagster.yaml'), 'telemetry:\n  enabled: false\n');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const bin = dirname(python);
  const child: ChildProcess = spawn(
    join(bin, 'dagster'),
    ['dev', '-h', '127.0.0.1', '-p', String(port), '-w', workspace],
    {
      cwd: dirname(workspace),
      env: dagsterEnv(home, bin),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group: stop() ends the webserver, daemon and code servers together
    },
  );
  let log = '';
  const keep = (b: Buffer) => {
    log = (log + b.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(home, { recursive: true, force: true });
  };
  // Ready when the webserver answers and every code location has loaded.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dagster dev exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`dagster dev did not start within 180 s:\n${log}`);
    }
    const ok = await locationsLoaded(url).catch(() => false);
    if (ok) return { url, home, python, localPaths: localPathsOf(python, home, workspace), stop };
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * The environment of `dagster dev`: without USER and LOGNAME, so an example that reads the user's name (the
 * `dev_` schema of the configuring-resources guide) takes its own fallback, not the name of whoever captures.
 */
function dagsterEnv(home: string, bin: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DAGSTER_HOME: home,
    PATH: `${bin}:${process.env.PATH}`,
    DAGSTER_DISABLE_TELEMETRY: '1',
  };
  delete env.USER;
  delete env.LOGNAME;
  return env;
}

export async function graphql<T>(url: string, query: string): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const json = (await res.json()) as { data: T; errors?: unknown };
  if (json.errors) throw new Error(`GraphQL: ${JSON.stringify(json.errors)}`);
  return json.data;
}

async function locationsLoaded(url: string): Promise<boolean> {
  const data = await graphql<{
    workspaceOrError: {
      locationEntries?: { loadStatus: string; locationOrLoadError?: { __typename: string; message?: string } }[];
    };
  }>(
    url,
    '{ workspaceOrError { ... on Workspace { locationEntries { loadStatus ' +
      'locationOrLoadError { __typename ... on PythonError { message } } } } } }',
  );
  const entries = data.workspaceOrError.locationEntries ?? [];
  const failed = entries.find((e) => e.locationOrLoadError?.__typename === 'PythonError');
  if (failed) throw new Error(`a code location failed to load: ${failed.locationOrLoadError?.message}`);
  return entries.length > 0 && entries.every((e) => e.loadStatus === 'LOADED');
}

/** Resolves when no run is queued, starting, started or cancelling and no backfill is in progress. */
export async function waitForRuns(url: string, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A backfill in progress (REQUESTED) launches more runs later, so it counts as unfinished too.
    const data = await graphql<{ runsOrError: { count?: number }; partitionBackfillsOrError: { results?: unknown[] } }>(
      url,
      '{ runsOrError(filter: {statuses: [QUEUED, NOT_STARTED, STARTING, STARTED, CANCELING]}) ' +
        '{ ... on Runs { count } } ' +
        'partitionBackfillsOrError(status: REQUESTED) { ... on PartitionBackfills { results { id } } } }',
    );
    if ((data.runsOrError.count ?? 0) === 0 && (data.partitionBackfillsOrError.results ?? []).length === 0) return;
    if (Date.now() > deadline) throw new Error(`runs did not finish within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
