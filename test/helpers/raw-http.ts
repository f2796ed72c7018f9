import { connect } from 'node:net';

/**
 * Sends bytes as they are (a malformed request fetch() would refuse to send) and resolves with everything
 * the server wrote until it closed the connection, or what came before `timeoutMs` (then `timedOut`).
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  timeoutMs = 5000,
): Promise<{ text: string; timedOut: boolean; error?: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let timedOut = false;
    let error: string | undefined;
    const socket = connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, timeoutMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (e) => (error = (e as NodeJS.ErrnoException).code ?? e.message));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('latin1'), timedOut, error });
    });
    socket.write(request); // no half-close: Node's server drops a request whose client already sent FIN
  });
}

/** The status codes of every response in a raw reply (several when requests were pipelined). */
export function statuses(text: string): number[] {
  return [...text.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)].map((m) => Number(m[1]));
}
