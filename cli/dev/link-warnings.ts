import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageResult, Ref } from '../pipeline/types.ts';
import { checkLinks, type CheckInput } from '../pipeline/stages/check.ts';
import { normalizeRoute } from '../../shared/routes.ts';
import { SITE_FILES } from '../pipeline/stages/site-files.ts';

/** llms.txt, sitemap.xml and the other site-wide files dev serves as the build writes them. */
const SITE_PATHS = new Set(SITE_FILES.map((f) => '/' + f));

/** The route a link points at (as the link check reads it); undefined for images. */
function targetRoute(ref: Ref): string | undefined {
  if (ref.kind === 'image') return undefined;
  const path = ref.url.split('#')[0].split('?')[0];
  return path === '' ? '/' : normalizeRoute(path);
}

const placeKey = (file: string | undefined, place: Diagnostic['place']) => `${file}:${place?.line}:${place?.column}`;
const problemKey = (d: Diagnostic) => `${placeKey(d.file, d.place)}:${d.message}`;

/**
 * The dev server's link check, with the build's checkLinks: problems are warnings, each printed once, when
 * it first appears. The whole site is checked after start-up and after structural changes; a page edit
 * rechecks only that page's links and the links of the pages pointing at it (its anchors may have
 * changed), so an edit costs the same at 100 pages as at 4,000 (the whole check was most of an edit there).
 */
export class DevLinkWarnings {
  /** Current problems by the route whose links they are about ('' for the layout's links). */
  private problems = new Map<string, Diagnostic[]>();
  private printed = new Set<string>();
  /** Which pages link to a route, from each page's result as last indexed (kept up to date by `reindex`). */
  private linkedFrom = new Map<string, Set<string>>();
  private indexed = new Map<string, { result: PageResult; targets: Set<string> }>();

  constructor(
    private site: () => Pick<CheckInput, 'config' | 'routes'>,
    /** Each compiled page's result by route: refs and anchors. */
    private pages: Map<string, PageResult>,
    private print: (diagnostics: Diagnostic[]) => void,
  ) {}

  checkAll(): void {
    this.problems.clear();
    this.check([...this.pages.keys()], true);
  }

  /** After `route`'s page changed (same routes and sidebars). */
  checkPage(route: string): void {
    this.reindex();
    const linking = [...(this.linkedFrom.get(route) ?? [])].filter((owner) => owner !== route);
    this.check([route, ...linking], false);
  }

  /**
   * Brings the index of who links where up to date with the pages' results: only results that changed since
   * (a new object: re-rendered) are read again, so an edit does not normalize every link of the site.
   */
  private reindex(): void {
    for (const [owner, entry] of this.indexed) {
      if (this.pages.get(owner) === entry.result) continue;
      for (const target of entry.targets) this.linkedFrom.get(target)?.delete(owner);
      this.indexed.delete(owner);
    }
    for (const [owner, result] of this.pages) {
      if (this.indexed.has(owner)) continue;
      const targets = new Set(result.refs.flatMap((ref) => targetRoute(ref) ?? []));
      for (const target of targets) {
        const owners = this.linkedFrom.get(target);
        if (owners) owners.add(owner);
        else this.linkedFrom.set(target, new Set([owner]));
      }
      this.indexed.set(owner, { result, targets });
    }
  }

  /** Rechecks the links of `owners` (with the layout's when `all`), replaces their problems, prints new ones. */
  private check(owners: string[], all: boolean): void {
    const ownerOf = new Map<string, string>();
    for (const owner of owners)
      for (const ref of this.pages.get(owner)?.refs ?? []) ownerOf.set(placeKey(ref.file, ref.place), owner);
    for (const owner of owners) this.problems.delete(owner);
    const { config, routes } = this.site();
    const refs = all ? undefined : owners.flatMap((o) => this.pages.get(o)?.refs ?? []);
    const pages = [...this.pages.values()];
    for (const d of checkLinks({ config, routes, pages, extraFiles: SITE_PATHS, refs }).diagnostics) {
      const owner = ownerOf.get(placeKey(d.file, d.place)) ?? '';
      this.problems.set(owner, [...(this.problems.get(owner) ?? []), { ...d, severity: 'warning' }]);
    }
    const current = [...this.problems.values()].flat();
    this.print(current.filter((d) => !this.printed.has(problemKey(d))));
    this.printed = new Set(current.map(problemKey));
  }
}
