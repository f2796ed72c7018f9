import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a `reload` event carries: the routes whose page changed, or every route. */
export type ReloadMessage = { all: true } | { paths: string[] };

/**
 * Live reload over Server-Sent Events. Every open tab gets every `reload` message and reloads itself
 * only when it shows one of the changed routes, so the server never has to know which page a tab is on
 * (it moves with client-side navigations).
 */
export class LiveReload {
  private clients = new Set<ServerResponse>();
  /** For the benchmark: called with each reload message's path set, as it is sent. */
  onReload?: (paths: string[] | 'all') => void;

  accept(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  reload(paths: string[] | 'all'): void {
    this.onReload?.(paths);
    if (paths !== 'all' && !paths.length) return;
    const message: ReloadMessage = paths === 'all' ? { all: true } : { paths };
    for (const res of this.clients) res.write(`event: reload\ndata: ${JSON.stringify(message)}\n\n`);
  }

  close(): void {
    for (const res of this.clients) res.end();
    this.clients.clear();
  }
}
