import { z } from 'zod';
import { isHttpUrl } from '../../shared/links.ts';

/**
 * The site configuration (`config/site.ts`), one schema piece per concern. Objects are strict so a
 * misspelt key is reported with its path instead of being ignored. `SiteUserConfig` is what authors
 * write; `SiteConfig` is the parsed value with every default filled in.
 */

const LinkSchema = z.strictObject({
  label: z.string().min(1),
  /** An internal route (`/guides`) checked by the build, or an external URL left alone. */
  href: z.string().min(1),
});

/** A link of a dropdown, as Docusaurus writes it: `to` a route of the site, or `href` anywhere. */
const DropdownLinkSchema = z
  .strictObject({ label: z.string(), to: z.string().optional(), href: z.string().optional() })
  .refine((l) => (l.to === undefined) !== (l.href === undefined), { message: 'give the link a `to` or an `href`' });

const NavbarItemSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('doc'),
    label: z.string(),
    /** Doc id the item links to (must exist). */
    docId: z.string(),
    position: z.enum(['left', 'right']).default('left'),
    /** Routes under this prefix highlight the item; defaults to the doc's sidebar. */
    activeBasePath: z.string().optional(),
    /** The docs plugin instance of the doc (Docusaurus's `docsPluginId`); the default one without it. */
    docsPluginId: z.string().optional(),
  }),
  /** Docusaurus's `docSidebar` item: a link to the first doc of a sidebar (of the instance `docsPluginId`). */
  z.strictObject({
    type: z.literal('docSidebar'),
    label: z.string(),
    sidebarId: z.string(),
    docsPluginId: z.string().optional(),
    position: z.enum(['left', 'right']).default('left'),
    activeBasePath: z.string().optional(),
  }),
  z.strictObject({
    type: z.literal('link'),
    label: z.string(),
    href: z.string(),
    position: z.enum(['left', 'right']).default('left'),
    /** `cta` renders a call-to-action button; both are hidden on mobile when `hideOnMobile`. */
    style: z.enum(['plain', 'cta']).default('plain'),
    hideOnMobile: z.boolean().default(false),
  }),
  z.strictObject({ type: z.literal('versions'), position: z.enum(['left', 'right']).default('right') }),
  /** Docusaurus's dropdown of the docs' own versions (`docs.versions`, `versions.json`): the page's version first. */
  z.strictObject({
    type: z.literal('docsVersionDropdown'),
    position: z.enum(['left', 'right']).default('right'),
    /** The versions of another docs plugin instance (its `<id>_versions.json`); the default docs without it. */
    docsPluginId: z.string().optional(),
    /** Links listed above and below the versions (`{to: '/versions', label: 'All versions'}`, or an `href`). */
    dropdownItemsBefore: z.array(DropdownLinkSchema).default([]),
    dropdownItemsAfter: z.array(DropdownLinkSchema).default([]),
  }),
  /**
   * Docusaurus's `docsVersion` item: a link to the main doc of the version being read (else the preferred, else
   * the last), labelled with the last version's label; `to` and `label` replace them.
   */
  z.strictObject({
    type: z.literal('docsVersion'),
    label: z.string().optional(),
    to: z.string().optional(),
    docsPluginId: z.string().optional(),
    position: z.enum(['left', 'right']).default('left'),
  }),
  z.strictObject({ type: z.literal('search'), position: z.enum(['left', 'right']).default('right') }),
]);

const NavbarSchema = z.strictObject({
  title: z.string(),
  logo: z.strictObject({ src: z.string(), alt: z.string() }).optional(),
  /** The navbar hides when the reader scrolls down and comes back on scroll up. */
  hideOnScroll: z.boolean().default(true),
  items: z.array(NavbarItemSchema).default([]),
});

const FooterSchema = z.strictObject({
  links: z.array(LinkSchema).default([]),
  /** Icon links; `icon` names an icon the theme ships (x, slack, github, youtube). */
  social: z
    .array(z.strictObject({ label: z.string(), href: z.string(), icon: z.enum(['x', 'slack', 'github', 'youtube']) }))
    .default([]),
  copyright: z.string().default(''),
});

const VersionsSchema = z.strictObject({
  /** The version this build is; served at `path`. */
  current: z.strictObject({ name: z.string(), label: z.string(), path: z.string().default('/') }),
  /** Other versions: external sites or paths, shown in the Versions dropdown as plain links. */
  others: z.array(z.strictObject({ name: z.string(), label: z.string(), href: z.string() })).default([]),
});

/** One version's options (Docusaurus's docs plugin `versions: {name: {…}}`); `current` is the docs folder. */
const DocsVersionOptionsSchema = z.strictObject({
  /** Shown in the version dropdown and badge; default the name (`Next` for `current`). */
  label: z.string().min(1).optional(),
  /** Route segment under `routeBasePath`; default the name (`next` for `current`, none for the last version). */
  path: z.string().optional(),
  /** The banner over each page; default: `unreleased` above the last version, `unmaintained` below. */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  /** "Version: X" over each page; default: shown when more than one version is built. */
  badge: z.boolean().optional(),
  /** The version's pages tell search engines not to index them and are left out of the sitemap. */
  noIndex: z.boolean().optional(),
  className: z.string().optional(),
});

/** The version options of another docs plugin instance, as its options in a `docusaurus.config.*` write them. */
export const InstanceVersionOptionsSchema = z.object({
  lastVersion: z.string().optional(),
  onlyIncludeVersions: z.array(z.string()).optional(),
  includeCurrentVersion: z.boolean().optional(),
  versions: z.record(z.string(), DocsVersionOptionsSchema).optional(),
});

const TocLevelsSchema = z.strictObject({
  minHeadingLevel: z.number().int().min(2).max(6).default(2),
  maxHeadingLevel: z.number().int().min(2).max(6).default(4),
});

const DocsSchema = z.strictObject({
  /** Folder of the `.md`/`.mdx` pages, relative to the site root. */
  dir: z.string().default('content/docs'),
  /**
   * Docusaurus's number prefixes: `01-intro.md` / `02-guides/` get the id and route `intro` / `guides` and the
   * sidebar position 1 / 2. `false` keeps names as written (front matter `parse_number_prefixes` per page).
   */
  numberPrefixParser: z.boolean().default(true),
  /** Route prefix of the docs; the Dagster site serves them from the root. */
  routeBasePath: z
    .string()
    .default('/')
    // Docusaurus also accepts `docs` and `/docs/`: one spelling, `/docs` (or `/`), from here on.
    .transform((v) => '/' + v.replace(/^\/+|\/+$/g, '')),
  breadcrumbs: z.boolean().default(true),
  toc: TocLevelsSchema.prefault({}),
  /** Categories may be collapsed by the reader; `autoCollapseCategories` closes siblings on expand. */
  sidebarCollapsible: z.boolean().default(true),
  autoCollapseCategories: z.boolean().default(false),
  /**
   * "Edit this page": a URL prefix the page's path below the docs folder is appended to
   * (`https://github.com/o/r/edit/main/content/docs/`), or a function of that path returning the URL.
   * Front matter `custom_edit_url` overrides it per page (`null` hides the link).
   */
  editUrl: z
    .union([z.url(), z.custom<EditUrlFunction>((v) => typeof v === 'function', 'must be a URL or a function')])
    .optional(),
  /** "Last updated" date (and author) of each page from git: one `git log` per build; off without git history. */
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  /**
   * Versioned docs, as Docusaurus's docs plugin does them: `versions.json` at the site root names the older
   * versions (newest first), each in `versioned_docs/version-X/` with `versioned_sidebars/version-X-sidebars.json`.
   * These four options are Docusaurus's; a site's `docusaurus.config.*` gives them when this config does not.
   * `lastVersion`: the version served at `routeBasePath` (default the first of `versions.json`).
   */
  lastVersion: z.string().optional(),
  /** Build only these versions (`current` is the docs folder), e.g. `['current']` for quick local builds. */
  onlyIncludeVersions: z.array(z.string()).optional(),
  /** Build the docs folder as the `current` version (default true). */
  includeCurrentVersion: z.boolean().optional(),
  versions: z.record(z.string(), DocsVersionOptionsSchema).optional(),
});

/** Where a route prefix is written with or without slashes (`blog`, `/blog/`): one spelling, `/blog`. */
const routePrefix = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) => '/' + v.replace(/^\/+|\/+$/g, ''));

/** Feed formats of the blog, as Docusaurus's `feedOptions.type` takes them. */
const FeedType = z.enum(['rss', 'atom', 'json']);

/**
 * The blog (Docusaurus's plugin-content-blog options, same names and defaults). On when its folder exists;
 * `blog: false` turns it off. A site with a `docusaurus.config.*` and no `blog` here gets the literal options of
 * its preset's `blog` (or its `@docusaurus/plugin-content-blog`), read from the config's syntax tree.
 */
export const BlogSchema = z.strictObject({
  /** Folder of the posts, relative to the site root. */
  path: z.string().default('blog'),
  routeBasePath: routePrefix('blog'),
  /** Below `routeBasePath`: `/blog/tags`, `/blog/archive`, `/blog/authors`, `/blog/page/2`. */
  tagsBasePath: z.string().default('tags'),
  /** `null` builds no archive page. */
  archiveBasePath: z.string().nullable().default('archive'),
  /** The authors page (`/blog/authors`) and the page segment of an author's list (`…/authors/2`): Docusaurus's. */
  authorsPageBasePath: z.string().default('authors'),
  pageBasePath: z.string().default('page'),
  /** Posts per list page; `'ALL'` puts every post on one page. */
  postsPerPage: z.union([z.number().int().min(1), z.literal('ALL')]).default(10),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  /** Posts in the blog sidebar (most recent first); 0 hides it, `'ALL'` lists every post. */
  blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
  blogSidebarTitle: z.string().default('Recent posts'),
  showReadingTime: z.boolean().default(true),
  /** The authors file, relative to the blog folder. */
  authorsMapPath: z.string().default('authors.yml'),
  /** The tags file (`tags.yml` format of the docs), relative to the blog folder; `null`: none. */
  tags: z.string().nullable().default('tags.yml'),
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  /**
   * A post without a truncation marker (`<!-- truncate -->`, `{/* truncate *\/}`) is shown whole in the lists:
   * `warn` (Docusaurus's default) and `log` report it as a warning, `throw` as an error, `ignore` not at all.
   */
  onUntruncatedBlogPosts: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /**
   * "Edit this page" of posts: a URL prefix the blog folder's path in the site and the post's path are appended
   * to (`https://github.com/o/r/edit/main/` → `…/main/blog/2024-01-01-x.md`), or a function of them.
   */
  editUrl: z
    .union([z.url(), z.custom<BlogEditUrlFunction>((v) => typeof v === 'function', 'must be a URL or a function')])
    .optional(),
  feedOptions: z
    .strictObject({
      /** `'all'` is the three; `null` writes no feed. */
      type: z
        .union([FeedType, z.literal('all'), z.array(FeedType), z.null()])
        .default(['rss', 'atom'])
        .transform((t) => (t === null ? [] : t === 'all' ? FeedType.options : typeof t === 'string' ? [t] : t)),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
      language: z.string().optional(),
      /** Most recent posts in a feed; `false`/`null`: all. */
      limit: z.union([z.number().int().min(1), z.literal(false), z.null()]).default(20),
    })
    .prefault({}),
});
export type BlogConfig = z.output<typeof BlogSchema>;
/** Docusaurus's blog `editUrl` function: `blogDirPath` is the blog folder in the site, `blogPath` the post in it. */
export type BlogEditUrlFunction = (params: {
  blogDirPath: string;
  blogPath: string;
  permalink: string;
  locale: string;
}) => string | undefined | null;
export type DocsVersionOptions = z.infer<typeof DocsVersionOptionsSchema>;

/** `editUrl` as a function: `docPath` is the page's path below the docs folder (`guides/x.mdx`). */
export type EditUrlFunction = (params: { docPath: string; permalink: string }) => string | undefined | null;

const SearchSchema = z.strictObject({
  /** Hosted (Algolia-compatible) search; when absent the built-in Pagefind index is used. */
  appId: z.string().optional(),
  apiKey: z.string().optional(),
  indexName: z.string().optional(),
  host: z.string().optional(),
  /** Path of the search page, without slashes: the page is at `/${searchPagePath}?q=…`. */
  searchPagePath: z.string().default('search'),
  replaceSearchResultPathname: z.strictObject({ from: z.string(), to: z.string() }).optional(),
  /**
   * Pages per shard of the built-in (Pagefind) index, for a site of more than `singleIndexPages` searchable pages:
   * it gets several indexes, merged in the browser, so that an edit rebuilds one shard instead of the whole index
   * (at most 64 shards: cli/pipeline/stages/search-shards.ts says why these numbers).
   */
  shardPages: z.number().int().min(10).default(200),
  /** A site with up to this many searchable pages keeps one index. */
  singleIndexPages: z.number().int().min(10).default(1000),
  /**
   * Sidebars whose pages search ranks below the guides (worked examples, say): a question about a subject wants the
   * guide that explains it before an example that uses it (shared/search-ranking.ts, `example` page kind).
   */
  rankBelowGuides: z.array(z.string()).default([]),
});

const ConstantsSchema = z.strictObject({
  desktopBreakpoint: z.number().default(996),
  pageLoaderDelayMs: z.number().default(200),
  routeCacheSize: z.number().default(10000),
  smoothScrollFactor: z.number().default(0.85),
  progress: z
    .strictObject({
      minimum: z.number().default(0.08),
      speed: z.number().default(200),
      trickleRate: z.number().default(0.02),
      trickleSpeed: z.number().default(800),
      showSpinner: z.boolean().default(false),
      delay: z.number().default(200),
    })
    .prefault({}),
  zoom: z
    .strictObject({
      selector: z.string().default('.markdown img'),
      backgroundLight: z.string().default('rgb(255, 255, 255)'),
      backgroundDark: z.string().default('rgb(50, 50, 50)'),
      attachDelayMs: z.number().default(1000),
      scrollOffset: z.number().default(40),
      scrollCloseDelayMs: z.number().default(150),
    })
    .prefault({}),
});

/**
 * Docusaurus's reporting severity. Its `log` prints the problem without failing the build: here that is a
 * warning (a site moved over with `onBrokenLinks: 'log'` builds as it did).
 */
const Severity = z.enum(['ignore', 'log', 'warn', 'throw']).transform((v) => (v === 'log' ? 'warn' : v));

export const SiteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** Docusaurus's `customFields`: any data of the site, which components read as `siteConfig.customFields`. */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** Production origin, used for sitemap.xml and canonical links. */
  url: z.url(),
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'must start and end with `/`')
    .default('/'),
  favicon: z.string().optional(),
  /** Image of shared links (`og:image`, `twitter:card`); front matter `image` overrides it per page. */
  image: z.string().optional(),
  i18n: z
    .strictObject({
      defaultLocale: z.string().default('en'),
      locales: z.array(z.string()).default(['en']),
      direction: z.enum(['ltr', 'rtl']).default('ltr'),
      calendar: z.string().default('gregory'),
    })
    .prefault({}),
  docs: DocsSchema.prefault({}),
  /** The blog (BlogSchema); `false`: none, even with a blog folder. */
  blog: z.union([z.literal(false), BlogSchema]).default(() => BlogSchema.parse({})),
  /** Folder of the API reference YAML files. */
  apiDir: z.string().default('content/api'),
  /** Folder of the files `<CodeExample path>` includes. */
  snippetsDir: z.string().default('content/snippets'),
  staticDir: z.string().default('static'),
  sidebarsFile: z.string().default('config/sidebars.ts'),
  tagsFile: z.string().default('config/tags.yml'),
  navbar: NavbarSchema,
  footer: FooterSchema.prefault({}),
  versions: VersionsSchema.optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(true),
    })
    .prefault({}),
  announcementBar: z
    .strictObject({
      id: z.string(),
      content: z.string(),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  search: SearchSchema.prefault({}),
  analytics: z
    .strictObject({ trackingID: z.array(z.string()).min(1), anonymizeIP: z.boolean().default(true) })
    .optional(),
  sitemap: z
    .strictObject({
      changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).default('weekly'),
      priority: z.number().min(0).max(1).default(0.5),
      /** Route globs (`/tags/**`; picomatch syntax, cli/util/route-glob.ts) kept out of sitemap.xml. */
      ignorePatterns: z.array(z.string()).default(['/tags/**']),
    })
    .prefault({}),
  markdown: z
    .strictObject({
      mermaid: z.boolean().default(true),
      /** Shiki themes for light and dark mode (both are emitted; `data-theme` picks one). */
      codeThemes: z
        .strictObject({ light: z.string(), dark: z.string() })
        .default({ light: 'github-light', dark: 'github-dark' }),
      /** Raw `<script>` elements and `on…=` event handlers in content; off, content cannot run code. */
      allowScripts: z.boolean().default(false),
      /**
       * Page code (MDX expressions, imported components) with Node's rights: `process`, `require`, Node
       * built-ins. Off, it runs as in a browser and cannot read the machine's files (README, trust model).
       */
      nodeCode: z.boolean().default(false),
      /**
       * Docusaurus's MDX 1 compatibility (`markdown.mdx1Compat`): `<!-- -->` comments and `:::type Title`
       * are rewritten for MDX 3 when on (the default). A site with `future: { v4: true }` has them off, and
       * Docusaurus then leaves `:::note Title` as text: set them false to build what it builds.
       */
      /**
       * The site's own remark plugins, as Docusaurus's docs `remarkPlugins`: a package of the site or a file
       * relative to the site folder, alone or with its options (JSON): `['docusaurus-remark-plugin-tab-blocks',
       * ['remark-code-import', {allowImportingFromOutside: false}]]`. They run in Node, after the built-in ones.
       */
      remarkPlugins: z.array(z.union([z.string().min(1), z.tuple([z.string().min(1), z.unknown()])])).default([]),
      /** Remark plugins run before the built-in ones (Docusaurus's `beforeDefaultRemarkPlugins`). */
      beforeDefaultRemarkPlugins: z
        .array(z.union([z.string().min(1), z.tuple([z.string().min(1), z.unknown()])]))
        .default([]),
      /** Rehype plugins run after the built-in ones (`rehypePlugins`: `rehype-katex` with `remark-math`). */
      rehypePlugins: z.array(z.union([z.string().min(1), z.tuple([z.string().min(1), z.unknown()])])).default([]),
      /** Rehype plugins run before the built-in ones (Docusaurus's `beforeDefaultRehypePlugins`). */
      beforeDefaultRehypePlugins: z
        .array(z.union([z.string().min(1), z.tuple([z.string().min(1), z.unknown()])]))
        .default([]),
      mdx1Compat: z
        .strictObject({
          comments: z.boolean().default(true),
          admonitions: z.boolean().default(true),
          headingIds: z.boolean().default(true),
        })
        .prefault({}),
    })
    .prefault({}),
  /**
   * Docusaurus's `themeConfig.prism` keys that change what a page's HTML is: `magicComments` (class name, line
   * comment, block start/end), replacing the default `highlight-next-line`/`highlight-start`/`highlight-end`;
   * `defaultLanguage`, the language of a code block that names none (else plain text).
   */
  prism: z
    .strictObject({
      defaultLanguage: z.string().min(1).optional(),
      magicComments: z
        .array(
          z.strictObject({
            className: z.string().min(1),
            line: z.string().min(1).optional(),
            block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
          }),
        )
        .optional(),
    })
    .prefault({}),
  /** Old URLs that answer with a redirect (`from` an old route, `to` a page of the site). */
  // `to`: a route of the site, or another site's http(s) URL (a page moved off the site).
  redirects: z
    .array(
      z.strictObject({
        from: z.string().startsWith('/'),
        to: z
          .string()
          .refine((to) => to.startsWith('/') || isHttpUrl(to), 'a route starting with `/`, or an http(s) URL'),
      }),
    )
    .default([]),
  /** What a route of the previous build that is gone, with no redirect, does. */
  onRemovedRoutes: z.enum(['warn', 'throw']).default('warn'),
  /** What a duplicate route does: the spec says duplicates only warn. */
  onDuplicateRoutes: Severity.default('warn'),
  /**
   * Docusaurus's `trailingSlash`: `true`, a page's URL ends with `/` (so `../x/` in `/docs/a` means `/docs/x`);
   * `false`, it never does; unset, a slug keeps the slash it is written with. Relative links resolve against it.
   */
  trailingSlash: z.boolean().optional(),
  /** What a link to no page does (Docusaurus's option and default: `throw`). Broken images are always errors. */
  onBrokenLinks: Severity.default('throw'),
  /** What a link to a missing `#anchor` of an existing page does (Docusaurus's default: `warn`). */
  onBrokenAnchors: Severity.default('warn'),
  /** What a `./x.md` link to no page does (Docusaurus's default: `warn`; the link is then left as written). */
  onBrokenMarkdownLinks: Severity.default('warn'),
  /**
   * Routes that exist on the host but are not built by `docs` (a blog, custom pages): a link to one of them,
   * or below a prefix ending in `/` or `/**` (`/blog/**`), is not broken. The glob syntax of
   * `sitemap.ignorePatterns` (cli/util/route-glob.ts).
   */
  externalRoutes: z.array(z.string().startsWith('/')).default([]),
  /**
   * House-style rules of the Dagster docs, off by default (Docusaurus has neither): `requireDescription`,
   * a page in a sidebar needs a `description`; `indexPagesInCategories`, a folder's index page must be its
   * category's page (or unlisted).
   */
  contentRules: z
    .strictObject({
      requireDescription: z.boolean().default(false),
      indexPagesInCategories: z.boolean().default(false),
    })
    .prefault({}),
  /**
   * The site's own stylesheets (paths relative to the site folder), bundled after the theme's CSS and
   * `src/css/custom.css` (Docusaurus's convention, always included when present) into the site's CSS.
   */
  stylesheets: z.array(z.string().min(1)).default([]),
  /**
   * Components every page may use without importing them (besides `src/theme/MDXComponents.*`): name → module
   * path relative to the site root, or `{ path, client: true }` for a module rendered as an island.
   */
  components: z
    .record(
      z.string().regex(/^[A-Z][A-Za-z0-9_]*$/, 'a component name starts with a capital letter'),
      z.union([z.string(), z.strictObject({ path: z.string(), client: z.boolean().default(false) })]),
    )
    .default({}),
  /**
   * Module aliases, as a webpack `resolve.alias` gives them: `{ '@components': 'src/components' }` makes
   * `@components/X` import `src/components/X` (paths relative to the site folder). Aliases the site's
   * `docusaurus.config.*` gives through `docusaurus-plugin-module-alias` or a plugin's `configureWebpack`
   * (literal `resolve.alias`) are read too; these win.
   */
  aliases: z.record(z.string().min(1), z.string().min(1)).default({}),
  /**
   * Folders outside the site (relative to it) that content may read too: a monorepo's `..` for
   * `@site/../CHANGES.md`, or `../scripts` for `../../scripts/codes.json`. Hidden files stay unreadable.
   */
  readFolders: z.array(z.string().min(1)).default([]),
  /**
   * A command run in the site folder before pages are discovered (`build`, `check`, and once when `dev`
   * starts), for content the site's plugins generate (typedoc output, API partials): a shell command or
   * a list run in order. A non-zero exit is a `prebuild-failed` error and nothing is built.
   */
  prebuild: z.union([z.string().min(1), z.array(z.string().min(1))]).optional(),
  constants: ConstantsSchema.prefault({}),
});

export type SiteUserConfig = z.input<typeof SiteConfigSchema>;
export type SiteConfig = z.output<typeof SiteConfigSchema>;

/** `config/tags.yml`: tag key → label, permalink (under `/tags`) and description. */
export const TagsFileSchema = z.record(
  z.string(),
  z.strictObject({ label: z.string(), permalink: z.string().startsWith('/'), description: z.string().optional() }),
);
export type TagDefinitions = z.output<typeof TagsFileSchema>;

/** Data a Docusaurus sidebar item carries for a custom theme (`customProps`): kept, not rendered. */
type CustomProps = Record<string, unknown>;

/** A category's own page: a doc, or a generated index of its items (at `slug`, default `/category/<label>`). */
export type SidebarCategoryLinkConfig =
  | { type: 'doc'; id: string }
  | {
      type: 'generated-index';
      title?: string;
      description?: string;
      slug?: string;
      keywords?: string[];
      image?: string;
    };

/** Docusaurus's sidebar item schema: every item type, and the `{ 'Label': [items] }` category shorthand. */
export type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string; label?: string; className?: string; customProps?: CustomProps; key?: string }
  | { type: 'ref'; id: string; label?: string; className?: string; customProps?: CustomProps; key?: string }
  | {
      type: 'link';
      href: string;
      label: string;
      className?: string;
      customProps?: CustomProps;
      description?: string;
      autoAddBaseUrl?: boolean;
      key?: string;
    }
  | { type: 'html'; value: string; defaultStyle?: boolean; className?: string; customProps?: CustomProps; key?: string }
  | { type: 'autogenerated'; dirName: string; className?: string; customProps?: CustomProps }
  | {
      type: 'category';
      label: string;
      link?: SidebarCategoryLinkConfig;
      collapsed?: boolean;
      collapsible?: boolean;
      className?: string;
      customProps?: CustomProps;
      description?: string;
      key?: string;
      items: SidebarItemConfig[];
    }
  | SidebarShorthandConfig;
/**
 * `{ 'Getting started': ['intro', 'install'] }`: one collapsible category per key; a key's value may itself be
 * such an object (`{ Rules: { 'String rules': [...] } }`), a category of categories, as Docusaurus allows.
 */
export type SidebarShorthandConfig = { [label: string]: SidebarItemConfig[] | SidebarShorthandConfig };
export type SidebarsConfig = Record<string, SidebarItemConfig[] | SidebarShorthandConfig>;

const common = {
  className: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  key: z.string().optional(),
};

const CategoryLinkSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('doc'), id: z.string() }),
  z.strictObject({
    type: z.literal('generated-index'),
    title: z.string().optional(),
    description: z.string().optional(),
    slug: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
  }),
]);

const TypedItemSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('doc'), id: z.string(), label: z.string().optional(), ...common }),
  z.strictObject({ type: z.literal('ref'), id: z.string(), label: z.string().optional(), ...common }),
  z.strictObject({
    type: z.literal('link'),
    href: z.string(),
    label: z.string(),
    description: z.string().optional(),
    autoAddBaseUrl: z.boolean().optional(),
    ...common,
  }),
  z.strictObject({ type: z.literal('html'), value: z.string(), defaultStyle: z.boolean().optional(), ...common }),
  z.strictObject({ type: z.literal('autogenerated'), dirName: z.string(), ...common }),
  z.strictObject({
    type: z.literal('category'),
    label: z.string(),
    link: CategoryLinkSchema.optional(),
    collapsed: z.boolean().optional(),
    collapsible: z.boolean().optional(),
    description: z.string().optional(),
    ...common,
    get items() {
      return z.array(SidebarItemSchema);
    },
  }),
]);

const ShorthandSchema: z.ZodType<SidebarShorthandConfig> = z.lazy(() =>
  z.record(z.string(), z.union([z.array(SidebarItemSchema), ShorthandSchema])),
);

/**
 * One sidebar item, checked by its shape (a string, an object with `type`, or a shorthand category) so an
 * error names the item's own problem — an unknown `type` or key at its place — not "matches no variant".
 */
const SidebarItemSchema: z.ZodType<SidebarItemConfig> = z.custom<SidebarItemConfig>().superRefine((value, ctx) => {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  const schema =
    typeof value === 'string' ? undefined : isObject ? ('type' in value ? TypedItemSchema : ShorthandSchema) : null;
  if (schema === null) {
    ctx.addIssue({
      code: 'custom',
      message:
        'a sidebar item is a doc id, an object with a `type` (doc, ref, link, html, autogenerated, category) ' +
        "or { 'Label': [items] }",
    });
    return;
  }
  const result = schema?.safeParse(value);
  if (result && !result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue } as never);
});

/** `_category_.json` / `_category_.yml` of a docs folder (Docusaurus's keys). */
export const CategoryFileSchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  link: CategoryLinkSchema.nullable().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  key: z.string().optional(),
});

/** A sidebar is a list of items, or (Docusaurus's shorthand) an object of categories. */
export const SidebarsSchema = z.preprocess(
  spliceItemSlices,
  z.record(z.string(), z.union([z.array(SidebarItemSchema), ShorthandSchema])),
);

/**
 * An array where an item goes is a slice of items, spliced into its list as Docusaurus's normalizeSidebar
 * does: Meta's `fbInternalOnly(…)` returns `[]` on a public build, and helpers return several items at once.
 * Walks lists, categories' `items` and shorthand objects; anything else is left for the schema to judge.
 */
export function spliceItemSlices(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.flatMap((v) => (Array.isArray(v) ? (spliceItemSlices(v) as unknown[]) : [spliceItemSlices(v)]));
  }
  if (typeof value !== 'object' || value === null) return value;
  if ('type' in value) {
    return value.type === 'category' && 'items' in value ? { ...value, items: spliceItemSlices(value.items) } : value;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, spliceItemSlices(v)]));
}

/** A blog author written out (in a post's front matter, or in `authors.yml` under its key). */
export const BlogAuthorSchema = () =>
  z.looseObject({
    key: z.string().optional(),
    name: z.string().optional(),
    title: z.string().optional(),
    url: z.string().optional(),
    email: z.string().optional(),
    image_url: z.string().optional(),
    imageURL: z.string().optional(),
    /** `true` (or `{permalink}`): the author has a page under `/blog/authors`. */
    page: z.union([z.boolean(), z.strictObject({ permalink: z.string() })]).optional(),
    socials: z.record(z.string(), z.string()).optional(),
  });
export type BlogAuthorInput = z.output<ReturnType<typeof BlogAuthorSchema>>;

/** Front matter keys of CONTENT-FORMAT; unknown keys only warn (see discover). */
export const FrontMatterSchema = z.object({
  title: z.string().min(1).optional(),
  description: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  slug: z.string().optional(),
  id: z
    .string()
    .regex(/^[^/]+$/, 'must not contain `/`')
    .optional(),
  /** Keys of the tags file, or tags defined inline (`{label, permalink}`) as Docusaurus allows. */
  tags: z
    .array(
      z.union([
        z.string(),
        z.strictObject({
          label: z.string().min(1),
          permalink: z.string().min(1),
          description: z.string().optional(),
        }),
      ]),
    )
    .optional(),
  keywords: z.array(z.string()).optional(),
  unlisted: z.boolean().optional(),
  draft: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  last_update: z
    .strictObject({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() })
    .optional(),
  hide_title: z.boolean().optional(),
  /** "Edit this page" URL of this page; `null` hides the link. */
  custom_edit_url: z.string().nullable().optional(),
  /** Image of shared links to this page (`og:image`), instead of the site's `image`. */
  image: z.string().optional(),
  /** Old routes of this page: each answers with a redirect to it. */
  redirect_from: z.array(z.string().startsWith('/')).optional(),
  /** Show this sidebar on the page instead of the first one that lists it. */
  displayed_sidebar: z.string().nullable().optional(),
  /** The label other pages' "Previous"/"Next" links show for this page (else its sidebar label, else its title). */
  pagination_label: z.string().optional(),
  /** Data attached to this page's sidebar item (`customProps`), for a swizzled theme: kept, not rendered. */
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  /** Docusaurus's React key of the sidebar item; accepted, nothing to do here. */
  sidebar_key: z.string().optional(),
  /** `false` keeps a number prefix (`01-intro.md`) in this page's id and route instead of reading it as a position. */
  parse_number_prefixes: z.boolean().optional(),
  /** A page of `src/pages/`: a class name on the element around its content, as Docusaurus's MDX pages. */
  wrapperClassName: z.string().optional(),
  /** A blog post: its date (else the file name's, else the file's), and its authors (keys of `authors.yml`). */
  date: z.union([z.string(), z.date()]).optional(),
  authors: z.union([z.string(), BlogAuthorSchema(), z.array(z.union([z.string(), BlogAuthorSchema()]))]).optional(),
  /** A blog post's single author, the older way of Docusaurus (before `authors`). */
  author: z.string().optional(),
  author_title: z.string().optional(),
  author_url: z.string().optional(),
  author_image_url: z.string().optional(),
  /** Docusaurus 1's spellings of the three above, still read by Docusaurus 3. */
  authorURL: z.string().optional(),
  authorTitle: z.string().optional(),
  authorImageURL: z.string().optional(),
});
export type FrontMatter = z.output<typeof FrontMatterSchema>;
export const KNOWN_FRONT_MATTER_KEYS = new Set(Object.keys(FrontMatterSchema.shape));
