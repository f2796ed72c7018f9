import { statSync } from 'node:fs';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { UsageError } from '../http/server.ts';
import { createDocsMcpServer } from '../mcp/server.ts';

/**
 * `docs mcp`: the MCP server over stdin/stdout until the client closes stdin. Stdout carries only
 * JSON-RPC messages, so nothing here prints to it.
 */
export async function mcpCommand(options: { dir: string }): Promise<void> {
  const stats = statSync(options.dir, { throwIfNoEntry: false });
  if (!stats?.isDirectory()) {
    throw new UsageError(
      `No built site at ${options.dir}. Run \`docs build\` first, or point --dir at the built folder.`,
    );
  }
  const server = createDocsMcpServer(options.dir);
  const transport = new StdioServerTransport();
  await server.connect(transport);
  await new Promise<void>((done) => {
    process.stdin.once('end', done);
    process.stdin.once('close', done);
  });
  await server.close();
}
