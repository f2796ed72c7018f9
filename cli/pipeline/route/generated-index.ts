import { posix } from 'node:path';
import type { SidebarCategoryLinkConfig } from '../../config/schema.ts';
import { pathOfValue, placeInFile } from '../../config/place-in-file.ts';
import { hash } from '../../util/hash.ts';
import { docSlug, normalizeRoute } from '../../../shared/routes.ts';
import type { ContentFile } from '../types.ts';
import type { RouteContext } from './context.ts';
import { generatedRouteOwner } from './dedupe.ts';

type GeneratedIndexLink = Extract<SidebarCategoryLinkConfig, { type: 'generated-index' }>;

/** Docusaurus's slug of a label: `Getting Started` → `getting-started`. */
export function slugOfLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** Text of a description as MDX paragraph content: `{`, `}`, `<`, `>` would start code or JSX there. */
function mdxText(text: string): string {
  return text.replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A category's generated index page (Docusaurus's `link: {type: 'generated-index'}`): its title, description
 * and a card per item, at `slug` (default `/category/<label>`). It is built as a page whose body is
 * `<DocCardList />`, so it gets the category's cards like any category page. Undefined (and reported at
 * `file`) when another page or the generator already has the route.
 */
export function generatedIndexPage(
  ctx: RouteContext,
  label: string,
  link: GeneratedIndexLink,
  description: string | undefined,
  file: string,
  linkPath?: PropertyKey[],
): ContentFile | undefined {
  const slug = link.slug ?? `/category/${slugOfLabel(label)}`;
  const route = normalizeRoute(posix.join(ctx.config.site.docs.routeBasePath, slug));
  const owner = ctx.docByRoute?.[route] ?? generatedRouteOwner(ctx.config)(route);
  if (owner) {
    const by = ctx.docs[owner] ? `\`${ctx.docs[owner].sourcePath}\`` : owner;
    if (ctx.config.site.onDuplicateRoutes !== 'ignore')
      ctx.diagnostics.push({
        severity: ctx.config.site.onDuplicateRoutes === 'throw' ? 'error' : 'warning',
        ruleId: 'duplicate-route',
        source: 'route',
        file,
        place: placeOfLink(ctx, file, label, link, linkPath),
        message:
          `The generated index of category \`${label}\` is at \`${route}\`, which is also produced by ${by}; ` +
          'it is skipped',
        hint: "give the category's link another `slug`",
      });
    return undefined;
  }
  const text = link.description ?? description;
  const source = `${text ? mdxText(text) + '\n\n' : ''}<DocCardList />\n`;
  const id = `__category__${route}`;
  const title = link.title ?? label;
  const page: ContentFile = {
    id,
    kind: 'mdx',
    route,
    title,
    description: text,
    sidebarLabel: label,
    unlisted: false,
    draft: false,
    tags: [],
    keywords: link.keywords ?? [],
    dir: '',
    name: posix.basename(route) || 'category',
    isIndex: false,
    sourcePath: file,
    relPath: '',
    hash: hash(file, route, title, source),
    source,
    frontMatter: { title, image: link.image, keywords: link.keywords },
    bodyLine: 1,
    format: 'mdx',
    hideTableOfContents: true,
    generatedIndex: true,
    slug: docSlug(slug),
  };
  ctx.docs[id] = page;
  if (ctx.docByRoute) ctx.docByRoute[route] = id;
  (ctx.generated ??= []).push(page);
  return page;
}

/**
 * Where a generated index's route is set: its `slug`, else the category's label — at `linkPath` in a
 * `_category_` file, found by value in the loaded sidebars for the sidebars file.
 */
function placeOfLink(
  ctx: RouteContext,
  file: string,
  label: string,
  link: GeneratedIndexLink,
  linkPath: PropertyKey[] | undefined,
) {
  if (linkPath) return placeInFile(file, link.slug ? [...linkPath, 'slug'] : ['label']) ?? placeInFile(file, linkPath);
  const [key, value] = link.slug ? ['slug', link.slug] : ['label', label];
  const path = pathOfValue(ctx.config.sidebars, (v, k) => k === key && v === value);
  return path && placeInFile(file, path);
}
