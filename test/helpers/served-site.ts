import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildCommand } from '../../cli/commands/build.ts';
import { serveCommand } from '../../cli/commands/serve.ts';
import { tempDir } from './fixtures.ts';

/** What browser suites need of a built site: its server (to close) and its origin (`http://127.0.0.1:<port>`). */
export interface ServedSite {
  server: Server;
  origin: string;
}

/**
 * Builds the site at `rootDir` into a fresh folder, fails on any build error (naming them), and serves the
 * output with `docs serve` on a free port — for suites whose site is a copy or needs the search index.
 */
export async function buildAndServe(rootDir: string, { searchIndex = false } = {}): Promise<ServedSite> {
  const dir = join(tempDir('docs-served-'), 'build');
  const report = await buildCommand({ rootDir, outDir: dir, cache: false, searchIndex, log: () => {} });
  if (!report.ok) throw new Error(report.diagnostics.map((d) => d.message).join('\n'));
  const server = await serveCommand({ dir, port: 0 });
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
