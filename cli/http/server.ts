import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { isLoopbackAddress } from './host-check.ts';

/** A mistake in how the command was called (busy port, a `--dir` that is not a folder): one line, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface SafeServerOptions {
  /** Whether an error's stack may go to this client (only ever to a browser on this machine). */
  exposeErrors?: (req: IncomingMessage) => boolean;
  /** Where an unexpected error is reported (the terminal). */
  onError?: (error: unknown, req: IncomingMessage) => void;
  /** Closes a connection idle this long (0: never; `docs dev` keeps event streams open). */
  idleTimeoutMs?: number;
}

/**
 * An HTTP server no request can take down: an exception or rejected promise in `handler` becomes a 500
 * (or, once the headers are out, a closed connection); a malformed request line or header gets a 400,
 * 408 or 431 written to the socket; slow clients time out instead of holding a connection forever.
 */
export function createSafeServer(handler: Handler, options: SafeServerOptions = {}): Server {
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 15_000, keepAliveTimeout: 5_000 });
  server.timeout = options.idleTimeoutMs ?? 120_000;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const fail = (error: unknown) => {
      try {
        options.onError?.(error, req);
        if (res.headersSent) return void res.destroy();
        const detail = options.exposeErrors?.(req) ? `\n\n${(error as Error)?.stack ?? String(error)}` : '';
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(`Internal server error${detail}\n`);
      } catch {
        res.destroy();
      }
    };
    try {
      Promise.resolve(handler(req, res)).catch(fail);
    } catch (error) {
      fail(error);
    }
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own default, but never writing into a response already under way on this socket.
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

/** `server.listen`, with the errors an author can fix (busy port, no such address) as a `UsageError`. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(listenError(error, port, host));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  switch (error.code) {
    case 'EADDRINUSE':
      return new UsageError(
        `Port ${port} on ${host} is already in use: stop the program using it, or pick another port with --port.`,
      );
    case 'EACCES':
      return new UsageError(
        `Not allowed to listen on port ${port} (ports below 1024 need privileges): pick another with --port.`,
      );
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new UsageError(`Cannot listen on ${host}: this machine has no such address; check --host.`);
    default:
      return error;
  }
}

/** A short plain-text answer (400, 403, 404, 414…), for requests that never reach a page. */
export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text.endsWith('\n') ? text : text + '\n');
}

/** An error's text for a response: whole (with its stack) to a browser on this machine, else its first line. */
export function errorTextFor(req: IncomingMessage, text: string): string {
  return isLoopbackAddress(req.socket.remoteAddress) ? text : text.split('\n')[0];
}
