import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
  type Dirent,
} from 'node:fs';
import { writeFileAtomic } from '../../util/write-atomic.ts';
import { dirname, join, posix, relative, sep } from 'node:path';
import {
  checkLexical,
  describeProblem,
  resolveSiteFile,
  SITE_PATH_HINT,
  siteRootsOf,
  type SiteRoots,
} from '../../util/site-paths.ts';
import { decodeContentFile } from '../../util/text-file.ts';
import { isMap, parse as parseYaml } from 'yaml';
import { parseFrontMatter } from '../../util/front-matter.ts';
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
import { normalizeRoute } from '../../../shared/routes.ts';
import type { CategoryMeta, ContentFile, Discovered } from '../types.ts';
import { applyGitLastUpdates, editUrlOf } from './trust.ts';
import { parseNumberPrefix, stripPathNumberPrefixes } from '../route/number-prefix.ts';

const CONTENT_EXT_RE = /\.mdx?$/;

const CATEGORY_FILES = new Set(['_category_.json', '_category_.yml', '_category_.yaml']);

/**
 * Lists files under the docs folder (paths relative to it, `/`-separated, sorted), skipping dot folders
 * and node_modules (Docusaurus convention). Symlinked folders are followed as Docusaurus does, once per
 * path: one that leads back to a folder above it is skipped with a warning instead of being walked
 * forever, one that leads outside the site is an error. A link that leads nowhere is skipped with a
 * warning; a folder named like a page is walked like any folder, with a warning.
 */
function walk(config: ResolvedConfig, roots: SiteRoots, diagnostics: Diagnostic[]): string[] {
  const out: string[] = [];
  const warn = (severity: Diagnostic['severity'], ruleId: RuleId, file: string, message: string, hint?: string) =>
    diagnostics.push({ severity, ruleId, source: 'discover', file, message, hint });
  const visit = (dir: string, rel: string, ancestors: Set<string>) => {
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
        visit(abs, childRel, real ? new Set([...ancestors, real]) : ancestors);
      } else {
        out.push(childRel);
      }
    }
  };
  const rootReal = safeRealpath(config.docsDir);
  visit(config.docsDir, '', new Set(rootReal ? [rootReal] : []));
  return out.sort();
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
  const file = join(config.docsDir, rel);
  const resolved = resolveSiteFile(roots, file);
  if (!resolved.ok) {
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
  let bytes: Buffer;
  try {
    bytes = readFileSync(resolved.real);
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

function isIndexFile(relNoExt: string): boolean {
  const parts = relNoExt.split('/');
  const name = parts[parts.length - 1].toLowerCase();
  return name === 'index' || name === 'readme' || (parts.length > 1 && name === parts[parts.length - 2].toLowerCase());
}

/** Reads every page under the docs folder, parses and validates front matter, computes ids and routes. */
export function discoverContent(config: ResolvedConfig, useCache = true): StageResult<Discovered> {
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
  const all = walk(config, roots, diagnostics);
  const cache = new DiscoverCache(config, useCache);

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
    const file = cache.discover(config, roots, rel, diagnostics);
    if (file && !(file.draft && config.mode === 'production')) files.push(file);
  }
  cache.save();
  for (const file of files) file.editUrl = editUrlOf(config, file); // config may have changed since cached
  applyGitLastUpdates(config, files);
  return { value: { files, categories }, diagnostics };
}

/** Where a key is written in a JSON or YAML file (`"key":` or `key:` at the start of a line's text). */
function placeOfKeyIn(text: string, key: string): Place {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const at = lines[i].search(/\S/);
    const rest = lines[i].slice(Math.max(at, 0));
    if (rest.startsWith(`"${key}"`) || rest.startsWith(`'${key}'`) || rest.startsWith(`${key}:`))
      return { line: i + 1, column: at + 1 };
  }
  return { line: 1, column: 1 };
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
      place: placeOfKeyIn(text, String(path[path.length - 1] ?? '')),
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

/** Reads one page (`rel` is relative to the docs folder); the dev server calls this for a changed file. */
export function discoverFile(
  config: ResolvedConfig,
  rel: string,
  diagnostics: Diagnostic[],
  given?: string,
): ContentFile | undefined {
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
    raw = (fm.doc.toJS() as Record<string, unknown> | null) ?? {};
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
        place: keyLine(String(issue.path[0] ?? '')),
        message: `Front matter \`${key}\`: ${issue.message}`,
      });
    }
    return undefined;
  }
  const frontMatter = parsed.data;

  let title = frontMatter.title;
  if (!title) {
    // Docusaurus falls back to the first `# heading`; so do we, and only then is a missing title an error.
    // Linear on any input: the trailing `#`s are trimmed by hand, not by a backtracking pattern.
    const h1 = /^#[ \t]+(.*)$/m.exec(source.slice(fm ? fm.text.length : 0));
    let end = h1 ? h1[1].length : 0;
    while (end > 0 && ' \t#\r'.includes(h1![1][end - 1])) end--;
    title = h1 && end > 0 ? h1[1].slice(0, end) : undefined;
  }
  if (!title) {
    diagnostics.push({
      severity: 'error',
      ruleId: 'invalid-frontmatter',
      source: 'discover',
      file: sourcePath,
      place: { line: 1, column: 1 },
      message: 'The page has no `title`',
      hint: 'add `title: …` to the front matter',
    });
    return undefined;
  }

  // Docusaurus's number prefixes: `01-guides/02-intro.md` is `guides/intro`, at position 2 in its folder.
  const prefixes = config.site.docs.numberPrefixParser && frontMatter.parse_number_prefixes !== false;
  const unprefixed = prefixes ? parseNumberPrefix(name) : { name };
  const slugDir = prefixes ? stripPathNumberPrefixes(dir) : dir;
  const baseId = frontMatter.id ?? unprefixed.name;
  const idBase = slugDir ? `${slugDir}/${baseId}` : baseId;
  const routeBase = config.site.docs.routeBasePath;
  let route: string;
  if (frontMatter.slug !== undefined) {
    route = frontMatter.slug.startsWith('/')
      ? posix.join(routeBase, frontMatter.slug)
      : posix.join(routeBase, slugDir, frontMatter.slug);
  } else {
    route = posix.join(routeBase, isIndex ? slugDir : posix.join(slugDir, baseId));
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

  return {
    id: idBase,
    kind: 'mdx',
    route: normalizeRoute(route),
    title,
    description: frontMatter.description,
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
    slugDir: slugDir === dir ? undefined : slugDir,
    keywords: frontMatter.keywords ?? [],
    dir,
    name,
    isIndex,
    sourcePath,
    relPath: relative(config.docsDir, sourcePath).split(sep).join('/'),
    hash: hash(source),
    source,
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

/**
 * Parsed front matter by page content (`discover.json` in the site's cache folder): YAML and schema
 * checks of a thousand pages were a third of a no-change rebuild. The key covers the file's path and
 * content and the settings that shape ids and routes; a page is still read every time, to hash it.
 */
class DiscoverCache {
  private readonly file: string;
  private readonly settings: string;
  private entries: Record<string, CachedDiscovery> = {};
  private used: Record<string, CachedDiscovery> = {};
  private dirty = false;

  constructor(
    config: ResolvedConfig,
    private readonly enabled: boolean,
  ) {
    this.file = join(config.cacheDir, 'discover.json');
    this.settings = JSON.stringify([
      DISCOVER_CACHE_VERSION,
      config.docsDir,
      config.site.docs.routeBasePath,
      config.site.docs.numberPrefixParser,
    ]);
    if (!enabled) return;
    try {
      this.entries = JSON.parse(readFileSync(this.file, 'utf8'));
    } catch {
      this.entries = {}; // First run, or an unreadable cache: parse everything.
    }
  }

  discover(config: ResolvedConfig, roots: SiteRoots, rel: string, diagnostics: Diagnostic[]): ContentFile | undefined {
    const source = readPageSource(config, roots, rel, diagnostics);
    if (source === undefined) return undefined;
    const key = hash(this.settings, rel, source);
    let entry = this.entries[key];
    if (!entry) {
      const found: Diagnostic[] = [];
      const file = discoverFile(config, rel, found, source);
      let stored: Omit<ContentFile, 'source'> | null = null;
      if (file) {
        const { source: _source, ...rest } = file;
        void _source; // the source is read every run anyway; storing it would double the cache
        stored = rest;
      }
      entry = { file: stored, diagnostics: found };
      this.dirty = true;
    }
    this.used[key] = entry;
    diagnostics.push(...entry.diagnostics);
    return entry.file ? ({ ...entry.file, source } as ContentFile) : undefined;
  }

  /** Keeps only the entries of this run, so the file does not grow with every edit. */
  save(): void {
    if (!this.enabled) return;
    if (!this.dirty && Object.keys(this.used).length === Object.keys(this.entries).length) return;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileAtomic(this.file, JSON.stringify(this.used));
    } catch {
      // A read-only tree: the next run parses again, which is only slower.
    }
  }
}

const DISCOVER_CACHE_VERSION = '3';
