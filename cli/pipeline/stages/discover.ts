import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
  type Dirent,
  type Stats,
} from 'node:fs';
import { writeFileAtomic } from '../../util/write-atomic.ts';
import { dirname, join, posix, relative, sep } from 'node:path';
import {
  checkLexical,
  describeProblem,
  resolveSiteFile,
  SITE_PATH_HINT,
  siteRootsOf,
  type SitePath,
  type SiteRoots,
} from '../../util/site-paths.ts';
import { decodeContentFile } from '../../util/text-file.ts';
import { isMap, parse as parseYaml } from 'yaml';
import { parseFrontMatter } from '../../util/front-matter.ts';
import { yamlValue } from '../../util/yaml-value.ts';
import { unsafeScheme } from '../../util/url-safety.ts';
import type { ResolvedConfig } from '../../config/load.ts';
import {
  CategoryFileSchema,
  FrontMatterSchema,
  KNOWN_FRONT_MATTER_KEYS,
  type FrontMatter,
} from '../../config/schema.ts';
import type { z } from 'zod';
import type { Diagnostic, Place, RuleId, StageResult } from '../../diagnostics/diagnostic.ts';
import { parseErrorPlace, yamlReason } from '../../diagnostics/yaml-error.ts';
import { hash } from '../../util/hash.ts';
import { stampMatches, statStamp, type StatStamp } from './discover-stamp.ts';
import { docSlug, normalizeRoute } from '../../../shared/routes.ts';
import type { CategoryMeta, ContentFile, Discovered } from '../types.ts';
import { applyGitLastUpdates, editUrlOf } from './trust.ts';
import { parseNumberPrefix, stripPathNumberPrefixes } from '../route/number-prefix.ts';
import { contentTitleOfSource } from '../../mdx/content-title.ts';
import { placeOfYamlKey } from '../../util/yaml-key.ts';
import { markdownExcerpt } from '../../util/excerpt.ts';
import { FRONT_MATTER_HINTS, frontMatterIssueText } from './front-matter-issue.ts';
import { generatorSourceHash } from '../../util/source-hash.ts';

const CONTENT_EXT_RE = /\.mdx?$/;

/**
 * Longest route segment, in UTF-8 bytes. A segment becomes a file or folder name of the output
 * (`<segment>.html`, `<segment>.md`), and file systems stop names at 255 bytes.
 */
export const MAX_ROUTE_SEGMENT_BYTES = 200;

const CATEGORY_FILES = new Set(['_category_.json', '_category_.yml', '_category_.yaml']);

/**
 * Lists files under the docs folder (paths relative to it, `/`-separated, sorted), skipping dot folders
 * and node_modules (Docusaurus convention). Symlinked folders are followed as Docusaurus does, once per
 * path: one that leads back to a folder above it is skipped with a warning instead of being walked
 * forever, one that leads outside the site is an error. A link that leads nowhere is skipped with a
 * warning; a folder named like a page is walked like any folder, with a warning.
 */
function walk(
  config: ResolvedConfig,
  roots: SiteRoots,
  diagnostics: Diagnostic[],
  linked = new Set<string>(),
): string[] {
  const out: string[] = [];
  const warn = (severity: Diagnostic['severity'], ruleId: RuleId, file: string, message: string, hint?: string) =>
    diagnostics.push({ severity, ruleId, source: 'discover', file, message, hint });
  const visit = (dir: string, rel: string, ancestors: Set<string>, viaLink: boolean) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // unreadable folder: nothing to build from it
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const abs = join(dir, entry.name);
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      const relevant = CONTENT_EXT_RE.test(entry.name) || CATEGORY_FILES.has(entry.name);
      let isDir = entry.isDirectory();
      const isLink = viaLink || entry.isSymbolicLink();
      if (entry.isSymbolicLink()) {
        let real: string;
        try {
          real = realpathSync(abs);
          isDir = statSync(real).isDirectory();
        } catch (error) {
          const loop = (error as NodeJS.ErrnoException).code === 'ELOOP';
          if (loop || relevant) {
            warn(
              'warning',
              loop ? 'symlink-loop' : 'broken-symlink',
              abs,
              loop
                ? 'This symlink is a loop (following it never reaches a file); it is skipped'
                : `This symlink points to \`${readlinkOr(abs)}\`, which does not exist; it is skipped`,
              'fix or remove the link',
            );
          }
          continue;
        }
        if (isDir) {
          if ([...ancestors].some((a) => a === real || a.startsWith(real + sep))) {
            warn(
              'warning',
              'symlink-loop',
              abs,
              `This folder link leads back to \`${relative(config.rootDir, real) || '.'}\`, ` +
                'a folder it is in (or the folder itself); it is skipped',
              'remove the link: it would list the same pages again and again',
            );
            continue;
          }
          const problem = checkLexical({ lexical: [], real: roots.real }, real);
          if (problem) {
            warn(
              'error',
              'path-outside-site',
              abs,
              `This folder link leads to \`${real}\` and is not read: ${describeProblem(problem)}`,
              SITE_PATH_HINT,
            );
            continue;
          }
        }
      }
      if (isDir) {
        if (relevant)
          warn(
            'warning',
            'not-a-page',
            abs,
            `\`${entry.name}\` is a folder, not a page; the pages inside it are built as usual`,
            'rename the folder if it was meant as a page',
          );
        const real = safeRealpath(abs);
        visit(abs, childRel, real ? new Set([...ancestors, real]) : ancestors, isLink);
      } else {
        out.push(childRel);
        if (isLink) linked.add(childRel);
      }
    }
  };
  const rootReal = safeRealpath(config.docsDir);
  visit(config.docsDir, '', new Set(rootReal ? [rootReal] : []), false);
  return out.sort();
}

/**
 * The docs folder's tree problems alone (links that lead nowhere, in a loop or out of the site, folders named
 * like pages), without reading a page: `docs dev` looks again when a folder or link appears.
 */
export function treeProblems(config: ResolvedConfig): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  walk(config, siteRootsOf(config), diagnostics);
  return diagnostics;
}

function safeRealpath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

function readlinkOr(path: string): string {
  try {
    return readlinkSync(path);
  } catch {
    return '?';
  }
}

/**
 * Reads a page's bytes through the site-path gate and decodes them (BOM stripped; binary, invalid
 * UTF-8 and oversized files refused with one diagnostic each). Undefined when the page cannot be built.
 */
export function readPageSource(
  config: ResolvedConfig,
  roots: SiteRoots,
  rel: string,
  diagnostics: Diagnostic[],
): string | undefined {
  const found = locatePage(config, roots, rel, diagnostics);
  return found && decodePage(join(config.docsDir, rel), found.real, diagnostics);
}

/** Where a page really is, and its stat; undefined (with a diagnostic) when the gate refuses it. */
interface LocatedPage {
  real: string;
  stat: Stats;
}

/**
 * The site-path gate for one page. `docsReal` (the docs folder's real path) is given when the walk reached
 * the page without following a symlink: its real path is then known without a `realpath` (the larger part
 * of a no-change discover at 10,000 pages), and only the lexical check and one `stat` remain.
 */
function locatePage(
  config: ResolvedConfig,
  roots: SiteRoots,
  rel: string,
  diagnostics: Diagnostic[],
  docsReal?: string,
): LocatedPage | undefined {
  const file = join(config.docsDir, rel);
  let resolved: SitePath;
  if (docsReal !== undefined) {
    const real = join(docsReal, rel);
    const problem = checkLexical({ lexical: [], real: roots.real }, real);
    resolved = problem ? { ok: false, problem, real } : { ok: true, real };
  } else resolved = resolveSiteFile(roots, file);
  let stat: Stats | undefined;
  if (resolved.ok) {
    stat = statSync(resolved.real, { throwIfNoEntry: false });
    if (!stat) resolved = { ok: false, problem: 'missing' };
    else if (!stat.isFile()) resolved = { ok: false, problem: 'not-a-file', real: resolved.real };
  }
  if (resolved.ok) return { real: resolved.real, stat: stat! };
  if (resolved.problem === 'missing' || resolved.problem === 'loop') {
    diagnostics.push({
      severity: 'warning',
      ruleId: resolved.problem === 'loop' ? 'symlink-loop' : 'broken-symlink',
      source: 'discover',
      file,
      message: `The page cannot be read: ${describeProblem(resolved.problem)}; it is skipped`,
    });
  } else {
    diagnostics.push({
      severity: 'error',
      ruleId: 'path-outside-site',
      source: 'discover',
      file,
      message: `The page is not read: ${describeProblem(resolved.problem, resolved.real)}`,
      hint: SITE_PATH_HINT,
    });
  }
  return undefined;
}

/** Reads and decodes a page that passed the gate; undefined (with a diagnostic) if it cannot be built. */
function decodePage(file: string, real: string, diagnostics: Diagnostic[]): string | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(real);
  } catch (error) {
    diagnostics.push({
      severity: 'error',
      ruleId: 'unreadable-file',
      source: 'discover',
      file,
      message: `The page cannot be read: ${(error as Error).message}`,
    });
    return undefined;
  }
  const decoded = decodeContentFile(bytes);
  if (!decoded.ok) {
    diagnostics.push({
      severity: 'error',
      ruleId: decoded.ruleId,
      source: 'discover',
      file,
      place: decoded.place,
      message: decoded.message,
      hint: decoded.hint,
    });
    return undefined;
  }
  return decoded.text;
}

/**
 * A page's URL as Docusaurus writes it under `trailingSlash` (its `applyTrailingSlash`): `true` adds the slash,
 * `false` removes it, unset keeps the URL as the slug wrote it. The home `/` is left alone.
 */
export function withTrailingSlash(url: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || url === '/') return url;
  const bare = url.replace(/\/+$/, '');
  return trailingSlash ? bare + '/' : bare;
}

function isIndexFile(relNoExt: string): boolean {
  const parts = relNoExt.split('/');
  const name = parts[parts.length - 1].toLowerCase();
  return name === 'index' || name === 'readme' || (parts.length > 1 && name === parts[parts.length - 2].toLowerCase());
}

/**
 * Reads every page under the docs folder, parses and validates front matter, computes ids and routes.
 * `clock` gives the time of each read for the stat cache's racy-clean rule (tests move it).
 */
export function discoverContent(
  config: ResolvedConfig,
  useCache = true,
  clock: () => number = Date.now,
): StageResult<Discovered> {
  const diagnostics: Diagnostic[] = [];
  const files: ContentFile[] = [];
  const categories: Record<string, CategoryMeta> = {};
  if (!existsSync(config.docsDir)) {
    // Spec §8 "Docs plugin not enabled": without this, a misnamed docs folder shows up only as a
    // cascade of unknown doc ids and broken links.
    const dir = relative(config.rootDir, config.docsDir).split(sep).join('/');
    diagnostics.push({
      severity: 'error',
      ruleId: 'docs-not-enabled',
      source: 'discover',
      file: config.files.site,
      message:
        'The site uses the docs feature, but the docs plugin does not seem to be enabled: ' +
        `the docs folder \`${dir}\` does not exist`,
      hint:
        `Create \`${dir}\` with your .md/.mdx pages, ` +
        'or set `docs.dir` in the site config to the folder that holds them.',
    });
    return { value: { files, categories }, diagnostics };
  }
  const roots = siteRootsOf(config);
  const linked = new Set<string>();
  const all = walk(config, roots, diagnostics, linked);
  const docsReal = safeRealpath(config.docsDir);
  const cache = new DiscoverCache(config, useCache, clock);

  for (const rel of all) {
    const base = posix.basename(rel);
    if (CATEGORY_FILES.has(base)) {
      const file = join(config.docsDir, rel);
      const resolved = resolveSiteFile(roots, file);
      if (!resolved.ok) {
        diagnostics.push({
          severity: 'error',
          ruleId: 'path-outside-site',
          source: 'discover',
          file,
          message: `${base} is not read: ${describeProblem(resolved.problem, resolved.real)}`,
          hint: SITE_PATH_HINT,
        });
        continue;
      }
      let text = '';
      try {
        text = readFileSync(resolved.real, 'utf8');
        const parsed = CategoryFileSchema.safeParse(
          (base.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) ?? {},
        );
        if (parsed.success) categories[posix.dirname(rel) === '.' ? '' : posix.dirname(rel)] = parsed.data;
        else diagnostics.push(...categoryIssues(parsed.error, file, base, text));
      } catch (error) {
        diagnostics.push({
          severity: 'error',
          ruleId: 'invalid-category',
          source: 'discover',
          file,
          place: parseErrorPlace(error, text),
          message: `Cannot parse ${base}: ${yamlReason(error)}`,
        });
      }
      continue;
    }
    if (!CONTENT_EXT_RE.test(rel) || rel.split('/').some((p) => p.startsWith('_'))) continue;
    const file = cache.discover(config, roots, rel, diagnostics, linked.has(rel) ? undefined : docsReal);
    if (file && !(file.draft && config.mode === 'production')) files.push(file);
  }
  cache.save();
  for (const file of files) file.editUrl = editUrlOf(config, file); // config may have changed since cached
  applyGitLastUpdates(config, files);
  return { value: { files, categories }, diagnostics };
}

/** A `_category_` file's schema problems, each at its key (an unknown key, a wrong type). */
function categoryIssues(error: z.ZodError, file: string, base: string, text: string): Diagnostic[] {
  return error.issues.flatMap((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    return keys.map((path): Diagnostic => ({
      severity: 'error',
      ruleId: 'invalid-category',
      source: 'discover',
      file,
      place: placeOfYamlKey(text, path),
      message:
        issue.code === 'unrecognized_keys'
          ? `Unknown key \`${path.join('.')}\` in ${base}`
          : `${base} \`${path.join('.')}\`: ${issue.message}`,
      hint:
        'keys of a category file: label, position, collapsed, collapsible, className, description, link, ' +
        'customProps',
    }));
  });
}

/**
 * Where a page file goes, from its path and the front matter's `slug`, `id` and `parse_number_prefixes`: its id's
 * last part, its folder without number prefixes, its slug path and its route (before normalizing).
 */
function placeOfPage(
  config: ResolvedConfig,
  rel: string,
  frontMatter: Pick<FrontMatter, 'slug' | 'id' | 'parse_number_prefixes'>,
) {
  const relNoExt = rel.replace(CONTENT_EXT_RE, '');
  const dir = posix.dirname(relNoExt) === '.' ? '' : posix.dirname(relNoExt);
  const name = posix.basename(relNoExt);
  // Docusaurus's number prefixes: `01-guides/02-intro.md` is `guides/intro`, at position 2 in its folder.
  const prefixes = config.site.docs.numberPrefixParser && frontMatter.parse_number_prefixes !== false;
  const unprefixed = prefixes ? parseNumberPrefix(name) : { name };
  const slugDir = prefixes ? stripPathNumberPrefixes(dir) : dir;
  const baseId = frontMatter.id ?? unprefixed.name;
  // The page's path under the docs' base path (Docusaurus's `slug`): the front matter's, absolute or relative
  // to the folder; else the folder for an index page, else folder/id.
  const slugPath =
    frontMatter.slug !== undefined
      ? frontMatter.slug.startsWith('/')
        ? frontMatter.slug
        : posix.join(slugDir, frontMatter.slug)
      : isIndexFile(relNoExt)
        ? slugDir
        : posix.join(slugDir, baseId);
  return { unprefixed, slugDir, baseId, slugPath, route: posix.join(config.site.docs.routeBasePath, slugPath) };
}

/** The route a page file gets from its path alone (`docs dev`: a new page whose front matter does not read). */
export function routeOfPagePath(config: ResolvedConfig, rel: string): string {
  return normalizeRoute(placeOfPage(config, rel, {}).route);
}

/** Reads one page (`rel` is relative to the docs folder); the dev server calls this for a changed file. */
export function discoverFile(
  config: ResolvedConfig,
  rel: string,
  diagnostics: Diagnostic[],
  given?: string,
): (ContentFile & { source: string }) | undefined {
  const source = given ?? readPageSource(config, siteRootsOf(config), rel, diagnostics);
  if (source === undefined) return undefined;
  const sourcePath = join(config.docsDir, rel);
  const relNoExt = rel.replace(CONTENT_EXT_RE, '');
  const dir = posix.dirname(relNoExt) === '.' ? '' : posix.dirname(relNoExt);
  const name = posix.basename(relNoExt);
  const isIndex = isIndexFile(relNoExt);

  let raw: Record<string, unknown> = {};
  const fm = parseFrontMatter(source);
  const bodyLine = fm?.bodyLine ?? 1;
  if (fm) {
    const error = fm.doc.errors[0];
    const reason = error
      ? yamlReason(error)
      : fm.doc.contents && !isMap(fm.doc.contents)
        ? 'front matter must be a YAML mapping'
        : undefined;
    if (reason) {
      diagnostics.push({
        severity: 'error',
        ruleId: 'invalid-frontmatter',
        source: 'discover',
        file: sourcePath,
        place: error ? fm.placeOfOffset(error.pos[0]) : { line: 1, column: 1 },
        message: `Front matter is not valid YAML: ${reason}`,
      });
      return undefined;
    }
    const value = yamlValue(fm.doc);
    if (!value.ok) {
      diagnostics.push({
        severity: 'error',
        ruleId: 'invalid-frontmatter',
        source: 'discover',
        file: sourcePath,
        place: fm.placeOfOffset(value.offset),
        message: `Front matter is not valid YAML: ${value.reason}`,
        hint: value.hint,
      });
      return undefined;
    }
    raw = (value.value as Record<string, unknown> | null) ?? {};
  }
  // Top-level keys point at their line (column 1, where they start); a key not written points at line 1.
  const keyLine = (key: string): Place => fm?.placeOfKey(key) ?? { line: 1, column: 1 };
  for (const key of Object.keys(raw)) {
    if (!KNOWN_FRONT_MATTER_KEYS.has(key)) {
      diagnostics.push({
        severity: 'warning',
        ruleId: 'unknown-frontmatter-key',
        source: 'discover',
        file: sourcePath,
        place: keyLine(key),
        message: `Unknown front matter key \`${key}\` is ignored`,
        hint: `known keys: ${[...KNOWN_FRONT_MATTER_KEYS].join(', ')}`,
      });
    }
  }
  const parsed = FrontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      diagnostics.push({
        severity: 'error',
        ruleId: 'invalid-frontmatter',
        source: 'discover',
        file: sourcePath,
        // The value itself (a list's item, a nested key), else its top-level key's line.
        place:
          (issue.path.length > 1 ? fm?.placeOfPath(issue.path) : undefined) ?? keyLine(String(issue.path[0] ?? '')),
        message: `Front matter \`${key}\`: ${frontMatterIssueText(issue)}`,
        hint: FRONT_MATTER_HINTS[String(issue.path[0])] ?? 'fix the value, or remove the key to take its default',
      });
    }
    return undefined;
  }
  const frontMatter = parsed.data;
  const editScheme = frontMatter.custom_edit_url ? unsafeScheme(frontMatter.custom_edit_url) : undefined;
  if (editScheme) {
    diagnostics.push({
      severity: 'error',
      ruleId: 'unsafe-url',
      source: 'discover',
      file: sourcePath,
      place: keyLine('custom_edit_url'),
      message: `\`custom_edit_url\` uses a \`${editScheme}:\` URL, which would run in the reader's browser`,
      hint: 'give the https:// URL of the page in its repository, or `null` to hide the link',
    });
    return undefined;
  }

  const { unprefixed, slugDir, baseId, slugPath, route } = placeOfPage(config, rel, frontMatter);

  // As Docusaurus: the front matter's title, else the content title (the first heading, if it is a `# heading`,
  // read from the parsed body as the compile reads it: a `# comment` in a code block is code), else the id.
  const title = frontMatter.title || (contentTitleOfSource(source.slice(fm ? fm.text.length : 0)) ?? baseId);

  const idBase = slugDir ? `${slugDir}/${baseId}` : baseId;
  // What makes the route, where a problem of the route is placed: the `slug:` or `id:`, else the file's name.
  const key = frontMatter.slug !== undefined ? 'slug' : frontMatter.id !== undefined ? 'id' : undefined;
  const routePlace = key ? keyLine(key) : { line: 1, column: 1 };
  const longSegment = route.split('/').find((s) => Buffer.byteLength(s) > MAX_ROUTE_SEGMENT_BYTES);
  if (longSegment !== undefined) {
    diagnostics.push({
      severity: 'error',
      ruleId: 'invalid-frontmatter',
      source: 'discover',
      file: sourcePath,
      place: routePlace,
      message:
        `The route segment \`${longSegment.slice(0, 40)}…\` is ${Buffer.byteLength(longSegment)} bytes, over the ` +
        `limit of ${MAX_ROUTE_SEGMENT_BYTES} (MAX_ROUTE_SEGMENT_BYTES): no file system can store its page`,
      hint: key ? `shorten the \`${key}:\`` : 'rename the file, or give the page a shorter `slug:`',
    });
    return undefined;
  }

  // `?` and `#` end a URL's path, and a `%` starts an escape: a route holding one cannot be linked to as written
  // (Docusaurus's own links break on it too). Said, not refused: the page is still built.
  const urlSyntax = /[?#%]/.exec(route)?.[0];
  if (urlSyntax !== undefined) {
    diagnostics.push({
      severity: 'warning',
      ruleId: 'malformed-url',
      source: 'discover',
      file: sourcePath,
      place: routePlace,
      message:
        `The route \`/${route.replace(/^\//, '')}\` holds \`${urlSyntax}\`, which ` +
        `${urlSyntax === '%' ? 'starts an escape in' : 'ends the path of'} ` +
        "a URL: links to the page, the sidebar's among them, do not reach it",
      hint: key
        ? `write the \`${key}:\` without \`${urlSyntax}\``
        : `rename the file without \`${urlSyntax}\`, or give the page a \`slug:\``,
    });
  }

  const lastUpdate = frontMatter.last_update
    ? {
        author: frontMatter.last_update.author,
        date:
          frontMatter.last_update.date instanceof Date
            ? frontMatter.last_update.date.toISOString().slice(0, 10)
            : frontMatter.last_update.date,
      }
    : undefined;

  // Docusaurus keeps a slug as written (`slug: index` → `/dir/index`, `slug: /dir/` → `/dir/`) and gives a
  // folder's index page its folder with a slash (`tour/index.md` → `/docs/tour/`); a relative link in the page
  // (`./x`) resolves against that URL, even where our clean route drops the `index` or the slash.
  const folderIndex = frontMatter.slug === undefined && isIndexFile(rel.replace(CONTENT_EXT_RE, ''));
  const written = posix.normalize('/' + route + (folderIndex ? '/' : ''));
  const permalink = withTrailingSlash(written, config.site.trailingSlash);
  return {
    id: idBase,
    kind: 'mdx',
    route: normalizeRoute(route),
    linkBase: permalink !== normalizeRoute(route) ? permalink : undefined,
    title,
    // Docusaurus's description: the front matter's, else the excerpt of the body (its meta description, cards).
    description: frontMatter.description ?? markdownExcerpt(source.slice(fm ? fm.text.length : 0)),
    descriptionIsExcerpt: frontMatter.description === undefined || undefined,
    sidebarLabel: frontMatter.sidebar_label,
    sidebarPosition: frontMatter.sidebar_position ?? unprefixed.position,
    sidebarClassName: frontMatter.sidebar_class_name,
    displayedSidebar: frontMatter.displayed_sidebar,
    paginationPrev: frontMatter.pagination_prev,
    paginationNext: frontMatter.pagination_next,
    unlisted: frontMatter.unlisted ?? false,
    draft: frontMatter.draft ?? false,
    tags: (frontMatter.tags ?? []).filter((t) => typeof t === 'string'),
    inlineTags: inlineTagsOf(frontMatter.tags),
    paginationLabel: frontMatter.pagination_label,
    sidebarCustomProps: frontMatter.sidebar_custom_props,
    slug: docSlug(slugPath),
    keywords: frontMatter.keywords ?? [],
    dir,
    name,
    isIndex,
    sourcePath,
    relPath: relative(config.docsDir, sourcePath).split(sep).join('/'),
    hash: hash(source),
    source,
    sourceLength: source.length,
    frontMatter,
    bodyLine,
    format: rel.endsWith('.mdx') ? 'mdx' : 'md',
    hideTableOfContents: frontMatter.hide_table_of_contents ?? false,
    tocMinLevel: frontMatter.toc_min_heading_level,
    tocMaxLevel: frontMatter.toc_max_heading_level,
    lastUpdate,
    editUrl: editUrlOf(config, {
      relPath: relative(config.docsDir, sourcePath).split(sep).join('/'),
      route: normalizeRoute(route),
      frontMatter,
    }),
  };
}

/** Tags written as `{label, permalink}` in the front matter (Docusaurus's inline tags); undefined if none. */
function inlineTagsOf(tags: FrontMatter['tags']): ContentFile['inlineTags'] {
  const inline = (tags ?? []).filter((t) => typeof t !== 'string');
  return inline.length ? inline : undefined;
}

type CachedDiscovery = { file: Omit<ContentFile, 'source'> | null; diagnostics: Diagnostic[] };

/** `discover.json`: parsed pages by content key, and the stat stamp of each page when it was last read. */
interface DiscoverCacheFile {
  settings: string;
  entries: Record<string, CachedDiscovery>;
  stamps: Record<string, StatStamp & { key: string }>;
}

/**
 * Parsed front matter by page content (`discover.json` in the site's cache folder): YAML and schema
 * checks of a thousand pages were a third of a no-change rebuild. The key covers the file's path and
 * content and the settings that shape ids and routes. A page whose stat stamp (size, times, inode) is
 * unchanged since it was read is not read again: its key is the stamp's, and its `source` is left out
 * of the result, to be read by whoever needs it (`sourceOf`, cli/pipeline/page/page-source.ts).
 */
class DiscoverCache {
  private readonly file: string;
  private readonly settings: string;
  private entries: Record<string, CachedDiscovery> = {};
  private stamps: DiscoverCacheFile['stamps'] = {};
  private used: Record<string, CachedDiscovery> = {};
  private usedStamps: DiscoverCacheFile['stamps'] = {};
  private dirty = false;

  constructor(
    config: ResolvedConfig,
    private readonly enabled: boolean,
    private readonly clock: () => number,
  ) {
    this.file = join(config.cacheDir, 'discover.json');
    this.settings = JSON.stringify([
      DISCOVER_CACHE_VERSION,
      // What discover says of a file (its diagnostics among it) changes with the generator's code, as a compiled
      // page does: a new version of docs must not serve the old one's findings for an unchanged file.
      generatorSourceHash(),
      config.docsDir,
      config.site.docs.routeBasePath,
      config.site.docs.numberPrefixParser,
      config.site.trailingSlash,
    ]);
    if (!enabled) return;
    try {
      const stored = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<DiscoverCacheFile>;
      // Entries are keyed by the settings already; stamps name a key, so they hold only under the same ones.
      if (stored.settings === this.settings && stored.entries && stored.stamps) {
        this.entries = stored.entries;
        this.stamps = stored.stamps;
      }
    } catch {
      // First run, or an unreadable cache: parse everything.
    }
  }

  discover(
    config: ResolvedConfig,
    roots: SiteRoots,
    rel: string,
    diagnostics: Diagnostic[],
    docsReal?: string,
  ): ContentFile | undefined {
    const readAt = this.clock(); // before the stat: a write after it can only make the stamp racy
    const found = locatePage(config, roots, rel, diagnostics, docsReal);
    if (!found) return undefined;
    const stamp = statStamp(found.real, found.stat, readAt);
    const known = this.enabled ? this.stamps[rel] : undefined;
    let source: string | undefined;
    let key: string;
    const trusted = known !== undefined && stampMatches(known, stamp) && this.entries[known.key] !== undefined;
    if (trusted) key = known.key;
    else {
      source = decodePage(join(config.docsDir, rel), found.real, diagnostics);
      if (source === undefined) return undefined;
      key = hash(this.settings, rel, source);
    }
    let entry = this.entries[key];
    if (!entry) {
      const found: Diagnostic[] = [];
      const file = discoverFile(config, rel, found, source);
      let stored: Omit<ContentFile, 'source'> | null = null;
      if (file) {
        const { source: _source, ...rest } = file;
        void _source; // read again when needed (most builds compile no page); storing it would double the cache
        stored = rest;
      }
      entry = { file: stored, diagnostics: found };
      this.dirty = true;
    }
    this.used[key] = entry;
    this.usedStamps[rel] = trusted ? known : { ...stamp, key };
    if (!trusted) this.dirty = true;
    diagnostics.push(...entry.diagnostics);
    if (!entry.file) return undefined;
    return source === undefined ? ({ ...entry.file } as ContentFile) : ({ ...entry.file, source } as ContentFile);
  }

  /** Keeps only the entries and stamps of this run, so the file does not grow with every edit. */
  save(): void {
    if (!this.enabled) return;
    const count = (o: object) => Object.keys(o).length;
    if (!this.dirty && count(this.used) === count(this.entries) && count(this.usedStamps) === count(this.stamps))
      return;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      const data: DiscoverCacheFile = { settings: this.settings, entries: this.used, stamps: this.usedStamps };
      writeFileAtomic(this.file, JSON.stringify(data));
    } catch {
      // A read-only tree: the next run parses again, which is only slower.
    }
  }
}

const DISCOVER_CACHE_VERSION = '10';
