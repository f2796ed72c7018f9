import type { SiteUserConfig } from '../cli/config/schema.ts';

/** `DOCS_ANALYTICS_ID=G-AAA,G-BBB` → gtag with those ids and anonymised IPs (spec §7); unset or empty → none. */
function analyticsFromEnv(value: string | undefined): SiteUserConfig['analytics'] {
  const trackingID = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return trackingID.length ? { trackingID, anonymizeIP: true } : undefined;
}

/** The Dagster documentation site. Every navbar, footer and version entry of spec §2 lives here. */
const config: SiteUserConfig = {
  title: 'Dagster Docs',
  tagline: 'A Python framework for building production-grade data platforms',
  url: 'https://docs.dagster.io',
  baseUrl: '/',
  favicon: '/images/favicon.svg',
  i18n: { defaultLocale: 'en', locales: ['en'], direction: 'ltr', calendar: 'gregory' },
  docs: {
    dir: 'content/docs',
    routeBasePath: '/',
    breadcrumbs: true,
    toc: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    sidebarCollapsible: true,
    autoCollapseCategories: false,
    // "Last updated" from git history (one `git log` per build). No `editUrl`: this repository declares no public
    // URL of its own (the navbar's GitHub link is Dagster's code repository, where these pages do not live).
    showLastUpdateTime: true,
  },
  navbar: {
    title: 'Dagster Docs',
    logo: { src: '/images/dagster-logo.svg', alt: 'Dagster logo' },
    hideOnScroll: true,
    items: [
      { type: 'doc', label: 'User guide', docId: 'intro', position: 'left', activeBasePath: '/guides' },
      { type: 'doc', label: 'Examples', docId: 'examples/index', position: 'left' },
      { type: 'doc', label: 'Deployment', docId: 'deployment/index', position: 'left' },
      { type: 'doc', label: 'Migration', docId: 'migration/index', position: 'left' },
      {
        type: 'doc',
        label: 'Integrations',
        docId: 'integrations/libraries/index',
        position: 'left',
        activeBasePath: '/integrations',
      },
      { type: 'doc', label: 'API', docId: 'api/index', position: 'left' },
      { type: 'versions', position: 'right' },
      { type: 'search', position: 'right' },
      { type: 'link', label: 'Sign in', href: 'https://dagster.plus/', position: 'right', hideOnMobile: true },
      {
        type: 'link',
        label: 'Try Dagster+',
        href: 'https://dagster.plus/signup',
        position: 'right',
        style: 'cta',
        hideOnMobile: true,
      },
    ],
  },
  footer: {
    links: [
      { label: 'Terms of Service', href: 'https://www.dagster.io/terms' },
      { label: 'Privacy Policy', href: 'https://www.dagster.io/privacy/' },
      { label: 'Security', href: 'https://www.dagster.io/security/' },
      { label: 'Feedback', href: 'https://github.com/dagster-io/dagster/discussions' },
    ],
    social: [
      { label: 'X', href: 'https://twitter.com/dagster', icon: 'x' },
      { label: 'Community Slack', href: 'https://www.dagster.io/slack/', icon: 'slack' },
      { label: 'GitHub', href: 'https://github.com/dagster-io/dagster', icon: 'github' },
      { label: 'YouTube', href: 'https://www.youtube.com/channel/UCfLnv9X8jyHTe6gJ4hVBo9Q/videos', icon: 'youtube' },
    ],
    copyright: 'Copyright 2025 Dagster Labs',
  },
  versions: {
    current: { name: '1.11.14', label: 'Latest (1.11.14)', path: '/' },
    others: [
      { name: '1.10', label: 'Version 1.10', href: 'https://release-1-10-5.archive.dagster-docs.io/' },
      { name: '1.9', label: 'Version 1.9', href: 'https://release-1-9-13.archive.dagster-docs.io/' },
      { name: 'legacy', label: '1.9.9 and earlier', href: 'https://legacy-docs.dagster.io' },
      { name: 'preview', label: 'Upcoming release (Preview)', href: 'https://main.archive.dagster-docs.io/' },
    ],
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  // Hosted (Algolia-compatible) search when all three are set in the environment; otherwise the
  // Pagefind index built with the site, which works offline.
  search: {
    searchPagePath: 'search',
    // Worked examples use a subject; the guides explain it: a question finds the guide first.
    rankBelowGuides: ['examples'],
    appId: process.env.DOCS_SEARCH_APP_ID,
    apiKey: process.env.DOCS_SEARCH_API_KEY,
    indexName: process.env.DOCS_SEARCH_INDEX_NAME,
    host: process.env.DOCS_SEARCH_HOST,
  },
  // Google Analytics (gtag) when DOCS_ANALYTICS_ID holds one or more comma-separated ids; off otherwise.
  analytics: analyticsFromEnv(process.env.DOCS_ANALYTICS_ID),
  sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**'] },
  markdown: { mermaid: true },
  onDuplicateRoutes: 'warn',
  // Stricter than Docusaurus's defaults (warn for anchors and Markdown links): every link of the docs must hold.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  // This site's house style: every page in a sidebar has a description, every folder index is its category's page.
  contentRules: { requireDescription: true, indexPagesInCategories: true },
  // Issue 18: a page renamed without a redirect fails the build, so the web's links to it never break.
  onRemovedRoutes: 'throw',
};

export default config;
