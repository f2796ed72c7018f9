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
  const answered = awaitAnswers(transport);
  await new Promise<void>((done) => {
    process.stdin.once('end', done);
    process.stdin.once('close', done);
  });
  // A client may write its requests and close stdin at once (a script piping them in): every request read is
  // answered before the server closes, as it would be had stdin stayed open.
  await answered();
  await server.close();
}

type Message = Parameters<StdioServerTransport['send']>[0];
const requestId = (m: Message) => ('id' in m && 'method' in m ? m.id : undefined);
const responseId = (m: Message) => ('id' in m && !('method' in m) ? m.id : undefined);

/**
 * Follows the requests the transport reads and the responses it writes; the function returned resolves once
 * every request read so far has its response written.
 */
function awaitAnswers(transport: StdioServerTransport): () => Promise<void> {
  const open = new Set<unknown>();
  let onIdle = () => {};
  const receive = transport.onmessage!;
  transport.onmessage = (message: Message) => {
    const id = requestId(message);
    if (id !== undefined) open.add(id);
    receive(message);
  };
  const send = transport.send.bind(transport);
  transport.send = async (message: Message) => {
    await send(message);
    open.delete(responseId(message));
    if (!open.size) onIdle();
  };
  return () => (open.size ? new Promise<void>((resolve) => (onIdle = resolve)) : Promise.resolve());
}
