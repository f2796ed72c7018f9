import type { PageData } from '../shared/page-data.ts';
import { fileUrl, routeToDataFile } from '../shared/routes.ts';
import { urlOfRoute } from './routable.ts';

/** The per-route data file written by the build (`_data/<route>.json`): the parts of a page that change. */
export interface RouteData {
  page: PageData;
  html: string;
}

/** Where a route's data is fetched from: `/a/b` → `/docs/_data/a/b.json` under a `/docs/` base. */
export function dataUrl(path: string): string {
  return urlOfRoute(fileUrl(routeToDataFile(path)));
}

/** Route data by path, shared by prefetch and navigation; capped at 10 000 entries, oldest out first. */
export class RouteDataCache {
  private entries = new Map<string, Promise<RouteData>>();
  private settled = new Set<string>();

  constructor(private readonly limit: number) {}

  load(path: string): Promise<RouteData> {
    let entry = this.entries.get(path);
    if (!entry) {
      entry = fetch(dataUrl(path), { credentials: 'same-origin' }).then(
        async (res) => {
          if (!res.ok) throw new Error(`Could not load ${path}: HTTP ${res.status}`);
          return (await res.json()) as RouteData;
        },
        (error: Error) => {
          throw new Error(`Could not load ${path}: ${error.message}`);
        },
      );
      // A failed load is forgotten so that a later attempt can succeed.
      entry.then(
        () => this.settled.add(path),
        () => this.entries.delete(path),
      );
      this.entries.set(path, entry);
      if (this.entries.size > this.limit) {
        const oldest = this.entries.keys().next().value!;
        this.entries.delete(oldest);
        this.settled.delete(oldest);
      }
    }
    return entry;
  }

  has(path: string): boolean {
    return this.entries.has(path);
  }

  /** The data is here already (not merely requested): rendering it needs no loading state. */
  isReady(path: string): boolean {
    return this.settled.has(path);
  }

  get size(): number {
    return this.entries.size;
  }
}
