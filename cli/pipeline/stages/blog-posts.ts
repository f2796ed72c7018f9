import { placeInFile } from '../../config/place-in-file.ts';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { ResolvedConfig } from '../../config/load.ts';
import type { BlogConfig, FrontMatter } from '../../config/schema.ts';
import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import { placeOfListItem } from '../../config/place-in-file.ts';
import { docSlug, normalizeRoute } from '../../../shared/routes.ts';
import type { BlogPostMeta, TagRef } from '../../../shared/page-data.ts';
import type { ContentFile } from '../types.ts';
import { loadAuthorsMap, postAuthors } from './blog-authors.ts';
import { formatBlogDate, frontMatterDate, kebabCase, parseBlogFileName, readingTimeMinutes } from './blog-files.ts';
import { discoverFile } from './discover.ts';
import { includedFiles } from './site-pages.ts';
import { yamlFileError } from '../../diagnostics/yaml-error.ts';

// The posts of the blog folder (Docusaurus's plugin-content-blog, its default include and exclude): every `.md`
// and `.mdx` file, read with discover's reader and front matter checks, given its date, route, authors and tags.
// Drafts are left out of a production build. Posts are built as page jobs like docs (`ContentFile.blogPost`).

const POST_FILE = /\.mdx?$/;

/** Post files under `dir` (posix, relative), sorted; skips hidden entries, `node_modules` and `_` files/folders. */
function postFiles(dir: string): string[] {
  return includedFiles(dir, (name) => POST_FILE.test(name));
}

/** The blog folder of the site, when it has a blog (config on and the folder there). */
export function blogDirOf(config: ResolvedConfig): string | undefined {
  const blog = config.site.blog;
  if (!blog) return undefined;
  const dir = join(config.rootDir, ...blog.path.split('/'));
  return existsSync(dir) ? dir : undefined;
}

/** Whether the site builds a blog: its folder exists, or the config asks for one (an empty `/blog` then). */
export function blogIsOn(config: ResolvedConfig): boolean {
  return !!config.site.blog && (config.blogDeclared === true || blogDirOf(config) !== undefined);
}

type TagsFile = Record<string, { label?: string; permalink?: string; description?: string } | null>;

/** The blog's tags file (Docusaurus's `tags` option, relative to the blog folder); none: undefined. */
function loadBlogTags(file: string | undefined, diagnostics: Diagnostic[]): TagsFile | undefined {
  if (!file || !existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  try {
    const value = parseYaml(text) ?? {};
    if (typeof value === 'object' && !Array.isArray(value)) return value as TagsFile;
  } catch (error) {
    diagnostics.push(yamlFileError(file, text, error, "the blog's tags file"));
  }
  return undefined;
}

/** The tags of a post as links to their pages (`tagsBase` is `/blog/tags`): keys of the tags file, or inline. */
function postTags(
  written: FrontMatter['tags'],
  tagsFile: TagsFile | undefined,
  tagsBase: string,
  file: string,
  diagnostics: Diagnostic[],
): (TagRef & { description?: string })[] {
  const out: (TagRef & { description?: string })[] = [];
  for (const t of written ?? []) {
    if (typeof t !== 'string') {
      out.push({ label: t.label, href: posix.join(tagsBase, t.permalink), description: t.description });
      continue;
    }
    if (tagsFile && t in tagsFile) {
      const def = tagsFile[t] ?? {};
      const permalink = def.permalink ?? '/' + kebabCase(t);
      out.push({ label: def.label ?? t, href: posix.join(tagsBase, permalink), description: def.description });
      continue;
    }
    if (tagsFile)
      // Docusaurus's `onInlineTags: 'warn'`: the tag is still used, as written.
      diagnostics.push({
        severity: 'warning',
        ruleId: 'unknown-tag',
        source: 'discover',
        file,
        place: placeOfListItem(file, 'tags', t),
        message: `Tag \`${t}\` is not in the blog's tags file; it is used as an inline tag`,
        hint: `defined tags: ${Object.keys(tagsFile).join(', ') || '(none)'}`,
      });
    out.push({ label: t, href: posix.join(tagsBase, kebabCase(t)) });
  }
  return out;
}

/** A post's "Edit this page": `custom_edit_url`, else the blog's `editUrl` (Docusaurus's getBlogEditUrl). */
function postEditUrl(config: ResolvedConfig, fm: FrontMatter, blogDirPath: string, rel: string, permalink: string) {
  if (fm.custom_edit_url !== undefined) return fm.custom_edit_url ?? undefined;
  const editUrl = config.site.blog ? config.site.blog.editUrl : undefined;
  if (typeof editUrl === 'function') {
    const locale = config.site.i18n.defaultLocale;
    return editUrl({ blogDirPath, blogPath: rel, permalink, locale }) ?? undefined;
  }
  if (typeof editUrl !== 'string') return undefined;
  const path = [...blogDirPath.split('/'), ...rel.split('/')].filter(Boolean).map(encodeURIComponent).join('/');
  return editUrl.replace(/\/?$/, '/') + path;
}

/** The route prefixes of the blog: `/blog`, `/blog/tags`, `/blog/authors`. */
export function blogBases(blog: BlogConfig) {
  const base = blog.routeBasePath;
  return {
    base,
    tags: normalizeRoute(posix.join(base, blog.tagsBasePath)),
    authors: normalizeRoute(posix.join(base, blog.authorsPageBasePath)),
  };
}

/** The first line of a post's body with text on it (its body's first line when it has none). */
function firstTextLine(p: ContentFile): number {
  const lines = (p.source ?? '').split('\n');
  for (let i = p.bodyLine - 1; i < lines.length; i++) if (lines[i]!.trim()) return i + 1;
  return p.bodyLine;
}

/** Docusaurus's `onUntruncatedBlogPosts`: each built post without a truncation marker, at its first body line. */
function untruncatedPosts(blog: BlogConfig, posts: ContentFile[]): Diagnostic[] {
  const policy = blog.onUntruncatedBlogPosts;
  if (policy === 'ignore') return [];
  return posts
    .filter((p) => !p.blogPost!.post.truncated)
    .map((p) => ({
      severity: policy === 'throw' ? 'error' : 'warning',
      ruleId: 'untruncated-blog-post',
      source: 'discover',
      file: p.sourcePath,
      place: { line: firstTextLine(p), column: 1 },
      message: "Blog post without a truncation marker: the blog's lists show it whole",
      hint:
        'put `<!-- truncate -->` (in MDX also `{/* truncate */}`) after the part the lists show, or set the ' +
        "blog's `onUntruncatedBlogPosts: 'ignore'`",
    }));
}

/** Reads every post of the blog, newest first (`sortPosts: 'ascending'`: oldest first). */
export function discoverBlogPosts(config: ResolvedConfig): StageResult<ContentFile[]> {
  const diagnostics: Diagnostic[] = [];
  const blog = config.site.blog;
  const dir = blogDirOf(config);
  if (!blog || !dir) return { value: [], diagnostics };
  const bases = blogBases(blog);
  const authors = loadAuthorsMap(join(dir, blog.authorsMapPath), diagnostics);
  const tagsFile = loadBlogTags(blog.tags ? join(dir, blog.tags) : undefined, diagnostics);
  const locale = config.site.i18n.defaultLocale;
  // Discover's reader with the blog folder as the docs folder: front matter checked the same way.
  const asDocs: ResolvedConfig = {
    ...config,
    docsDir: dir,
    site: { ...config.site, docs: { ...config.site.docs, routeBasePath: '/', numberPrefixParser: false } },
  };
  const posts: (ContentFile & { date: number })[] = [];
  for (const rel of postFiles(dir)) {
    const file = discoverFile(asDocs, rel, diagnostics);
    if (!file) continue;
    const fm = file.frontMatter;
    if (fm.draft && config.mode === 'production') continue;
    const name = parseBlogFileName(rel);
    const dated = frontMatterDate(fm.date);
    if (fm.date !== undefined && dated === undefined)
      // Docusaurus refuses it too (its front matter schema's date): never a silent fall back to the file's date.
      diagnostics.push({
        severity: 'error',
        ruleId: 'invalid-frontmatter',
        source: 'discover',
        file: file.sourcePath,
        place: placeInFile(file.sourcePath, ['date']),
        message: `Front matter \`date\`: \`${String(fm.date)}\` is not a date`,
        hint:
          'write it as `date: 2024-01-31` (or `2024-01-31T10:00:00Z`), or remove it to take the date of the file ' +
          'name',
      });
    const date = dated ?? name.date ?? statSync(file.sourcePath).mtime;
    const slug = fm.slug || name.slug;
    const route = normalizeRoute(posix.join(bases.base, slug.startsWith('/') ? slug : '/' + slug));
    // Docusaurus: the front matter's title, else the content title, else the file name's text.
    const titled = fm.title !== undefined || file.title !== posix.basename(rel.replace(POST_FILE, ''));
    const title = titled ? file.title : name.text;
    const body = file.source
      .split('\n')
      .slice(file.bodyLine - 1)
      .join('\n');
    const post: BlogPostMeta = {
      href: route,
      title,
      description: file.description,
      date: date.toISOString(),
      formattedDate: formatBlogDate(date, locale),
      readingTime: blog.showReadingTime ? readingTimeMinutes(body) : undefined,
      authors: postAuthors(fm, authors, bases.authors, file.sourcePath, diagnostics),
      tags: postTags(fm.tags, tagsFile, bases.tags, file.sourcePath, diagnostics),
      truncated: /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/.test(body),
      unlisted: file.unlisted,
    };
    const relNoExt = rel.replace(POST_FILE, '');
    posts.push({
      ...file,
      id: `__blog__/${relNoExt}`,
      route,
      title,
      linkBase: undefined,
      relPath: relative(config.rootDir, file.sourcePath).split(sep).join('/'),
      slug: docSlug(route),
      editUrl: postEditUrl(config, fm, relative(config.rootDir, dir).split(sep).join('/'), rel, route),
      tags: [],
      inlineTags: undefined,
      blogPost: { post },
      date: date.getTime(),
    });
  }
  diagnostics.push(...untruncatedPosts(blog, posts));
  posts.sort((a, b) => b.date - a.date || a.route.localeCompare(b.route));
  if (blog.sortPosts === 'ascending') posts.reverse();
  return { value: posts.map(({ date: _, ...post }) => post), diagnostics };
}
