import type { PageData } from '../theme/page-data.ts';

/** The per-route data file written by the build (`_data/<route>.json`): the parts of a page that change. */
export interface RouteData {
  page: PageData;
  html: string;
}

export function dataUrl(path: string): string {
  return path === '/' ? '/_data/index.json' : `/_data${path}.json`;
}

/** Route data by path, shared by prefetch and navigation; capped (spec §9: 10 000 entries), oldest out first. */
export class RouteDataCache {
  private entries = new Map<string, Promise<RouteData>>();

  constructor(private readonly limit: number) {}

  load(path: string): Promise<RouteData> {
    let entry = this.entries.get(path);
    if (!entry) {
      entry = fetch(dataUrl(path), { credentials: 'same-origin' }).then(async (res) => {
        if (!res.ok) throw new Error(`Could not load ${path}: HTTP ${res.status}`);
        return (await res.json()) as RouteData;
      });
      // A failed load is forgotten so that a later attempt can succeed.
      entry.catch(() => this.entries.delete(path));
      this.entries.set(path, entry);
      if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    }
    return entry;
  }

  has(path: string): boolean {
    return this.entries.has(path);
  }

  get size(): number {
    return this.entries.size;
  }
}
