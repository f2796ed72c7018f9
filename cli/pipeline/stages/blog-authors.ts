import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { BlogAuthorSchema, type BlogAuthorInput, type FrontMatter } from '../../config/schema.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { yamlFileError } from '../../diagnostics/yaml-error.ts';
import { placeInFile, placeOfListItem } from '../../config/place-in-file.ts';
import type { BlogAuthor } from '../../../shared/page-data.ts';
import { UNSAFE_URL_HINT, unsafeScheme } from '../../util/url-safety.ts';

// Docusaurus's blog authors: `authors.yml` maps keys to authors; a post names them by key, writes them out, or
// (the older way) gives one `author` with `author_title`, `author_url`, `author_image_url` (or Docusaurus 1's
// `authorTitle`, `authorURL`, `authorImageURL`).

const AuthorsFileSchema = z.record(z.string(), BlogAuthorSchema());
export type AuthorsMap = Record<string, BlogAuthorInput>;

/** Reads the blog's authors file (none: an empty map); a file that does not read is an error on it. */
export function loadAuthorsMap(file: string, diagnostics: Diagnostic[]): AuthorsMap {
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8');
  try {
    const parsed = AuthorsFileSchema.safeParse(parseYaml(text) ?? {});
    if (parsed.success) {
      for (const [key, author] of Object.entries(parsed.data))
        parsed.data[key] = withoutUnsafeUrls(author, file, [key], diagnostics);
      return parsed.data;
    }
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      diagnostics.push({
        severity: 'error',
        ruleId: 'invalid-config',
        source: 'config',
        file,
        place: key ? placeInFile(file, issue.path) : undefined,
        message: `Authors file: \`${issue.path.join('.')}\`: ${issue.message}`,
        hint: 'each key maps to { name, title, url, image_url, email, page, socials }',
      });
    }
  } catch (error) {
    diagnostics.push(yamlFileError(file, text, error, 'the authors file'));
  }
  return {};
}

/** The fields of an author that pages write as a link or an image's source. */
const URL_FIELDS = ['url', 'image_url', 'imageURL'] as const;

/**
 * The author without a field whose URL would run code when followed (`javascript:`, `vbscript:`, `data:`),
 * each an `unsafe-url` error at the field (`at`: the author's path in `file`'s YAML). The authors file and a
 * post's front matter are content: their links are checked as a page's are.
 */
function withoutUnsafeUrls(
  author: BlogAuthorInput,
  file: string,
  at: (string | number)[],
  diagnostics: Diagnostic[],
  fieldNames: Partial<Record<(typeof URL_FIELDS)[number], string>> = {},
): BlogAuthorInput {
  let out = author;
  for (const field of URL_FIELDS) {
    const value = author[field];
    const scheme = typeof value === 'string' ? unsafeScheme(value) : undefined;
    if (!scheme) continue;
    const written = fieldNames[field] ?? field;
    diagnostics.push({
      severity: 'error',
      ruleId: 'unsafe-url',
      source: 'discover',
      file,
      place: placeInFile(file, [...at, written]) ?? placeInFile(file, at),
      message:
        `${author.name ? `Author \`${author.name}\`, ` : 'Author '}\`${written}\`: a \`${scheme}:\` URL, ` +
        'which content may not use',
      hint: UNSAFE_URL_HINT,
    });
    out = { ...out, [field]: undefined };
  }
  return out;
}

/** An author as pages show it; `authorsBase` is the route of author pages (`/blog/authors`). */
export function toAuthor(input: BlogAuthorInput, key: string | undefined, authorsBase: string): BlogAuthor {
  const page = input.page;
  const pageRoute =
    page && key
      ? typeof page === 'object'
        ? posix.join(authorsBase, page.permalink)
        : posix.join(authorsBase, key)
      : undefined;
  const author: BlogAuthor = {
    key,
    name: input.name,
    title: input.title,
    url: input.url ?? (input.email ? `mailto:${input.email}` : undefined),
    imageUrl: input.image_url ?? input.imageURL,
    page: pageRoute,
  };
  return Object.fromEntries(Object.entries(author).filter(([, v]) => v !== undefined)) as BlogAuthor;
}

/**
 * The authors of a post from its front matter: keys of the map (an unknown key is an error at the key), authors
 * written out (`{key}` merged over the map's entry), or the legacy `author*` keys.
 */
export function postAuthors(
  frontMatter: FrontMatter,
  map: AuthorsMap,
  authorsBase: string,
  file: string,
  diagnostics: Diagnostic[],
): BlogAuthor[] {
  const written = frontMatter.authors;
  if (written === undefined) {
    if (!frontMatter.author) return [];
    const legacy = {
      name: frontMatter.author,
      title: frontMatter.author_title ?? frontMatter.authorTitle,
      url: frontMatter.author_url ?? frontMatter.authorURL,
      image_url: frontMatter.author_image_url ?? frontMatter.authorImageURL,
    };
    const names = {
      url: frontMatter.author_url !== undefined ? 'author_url' : 'authorURL',
      image_url: frontMatter.author_image_url !== undefined ? 'author_image_url' : 'authorImageURL',
    };
    return [toAuthor(withoutUnsafeUrls(legacy, file, [], diagnostics, names), undefined, authorsBase)];
  }
  const list = Array.isArray(written) ? written : [written];
  const out: BlogAuthor[] = [];
  for (const [index, item] of list.entries()) {
    const key = typeof item === 'string' ? item : item.key;
    if (key !== undefined && !map[key]) {
      diagnostics.push({
        severity: 'error',
        ruleId: 'invalid-frontmatter',
        source: 'discover',
        file,
        place: placeOfListItem(file, 'authors', key),
        message: `Blog author \`${key}\` is not in the authors file`,
        hint: `known authors: ${Object.keys(map).join(', ') || '(none)'}; add it there or write the author out`,
      });
      continue;
    }
    const own =
      typeof item === 'string'
        ? undefined
        : withoutUnsafeUrls(item, file, Array.isArray(written) ? ['authors', index] : ['authors'], diagnostics);
    const entry = own === undefined ? map[key!]! : { ...(key ? map[key] : {}), ...own };
    out.push(toAuthor(entry, key, authorsBase));
  }
  return out;
}
