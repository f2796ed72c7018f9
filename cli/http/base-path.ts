import { withBaseUrl } from '../../shared/routes.ts';
import { readBuildManifest } from '../output/out-dir.ts';
import type { RequestPath } from './request-path.ts';

/** Where a request stands against the site's `baseUrl`. */
export type BaseRouting =
  /** Inside the base: the path with the base taken off (`/docs/a/b` → `/a/b`), as the files are laid out. */
  | { kind: 'inside'; path: RequestPath }
  /** `/` or the base without its slash (`/docs`): 301 to the base's root. */
  | { kind: 'redirect'; location: string }
  /** Outside the base: 404. */
  | { kind: 'outside' };

/**
 * `docs serve` and `docs dev` serve a site under its `baseUrl`, as the host it is deployed to will: the
 * build writes its files at the output root, so `/docs/a/b` is the file `a/b/index.html`. `/` and `/docs`
 * lead to `/docs/`; any other path outside the base is not part of the site.
 */
export function routeUnderBase(base: string, path: RequestPath): BaseRouting {
  if (base === '/') return { kind: 'inside', path };
  const root = base.replace(/\/$/, '');
  if (path.raw === '/' || path.raw === root) return { kind: 'redirect', location: base + path.search };
  if (!path.raw.startsWith(base)) return { kind: 'outside' };
  const depth = root.split('/').length - 1;
  return { kind: 'inside', path: { ...path, raw: path.raw.slice(root.length), segments: path.segments.slice(depth) } };
}

/** The `baseUrl` a build of `dir` was made with (recorded in its manifest), `/` for older builds. */
export const builtBaseUrl = (dir: string): string => readBuildManifest(dir)?.baseUrl ?? '/';

/** A 301 target the server computed from a path without the base (the clean URL of a page), under the base. */
export const locationUnderBase = (base: string, location: string): string => withBaseUrl(base, location);
