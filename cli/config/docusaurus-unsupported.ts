import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { docusaurusConfigFile } from './docusaurus-aliases.ts';
import { computedBlogOptions } from './docusaurus-blog.ts';
import { computedVersionOptions } from './docusaurus-docs-options.ts';
import { docusaurusPluginLists, otherContentPluginLists } from './docusaurus-markdown-plugins.ts';

// What a Docusaurus site brings that `docs` reads from its `docusaurus.config.*` or folders but cannot take: each is
// a `docusaurus-unsupported` warning where it is written, saying what is left out and what to do, never silence.

/** What the site's own config sets, so an option it gives itself (and which wins) is not reported. */
export interface OwnSettings {
  /** `blog` is a key of config/site.ts: the Docusaurus blog options are not read. */
  blog: boolean;
  /** Version options config/site.ts's `docs` sets. */
  versionKeys: ReadonlySet<string>;
  /** config/site.ts names remark/rehype plugins: the Docusaurus lists are not read. */
  pluginLists: boolean;
}

/** Where a computed blog option can go: config/site.ts's `blog`, when `docs` has that option (BlogSchema). */
const BLOG_OPTION_HINT = (key: string) =>
  key === 'editUrl'
    ? "write it in config/site.ts's `blog: {editUrl}`, where a function is called as Docusaurus calls it"
    : KNOWN_BLOG_OPTION.test(key)
      ? `write its value in config/site.ts's \`blog: {${key.split('.')[0]}}\``
      : '`docs` makes the feed items itself: the option has no equivalent, and can be removed';

/** The computed options config/site.ts's `blog` can take; `feedOptions.createFeedItems` is not one. */
const KNOWN_BLOG_OPTION = /^(?!feedOptions\.createFeedItems$)/;

const warning = (d: Omit<Diagnostic, 'severity' | 'ruleId' | 'source'>): Diagnostic => ({
  severity: 'warning',
  ruleId: 'docusaurus-unsupported',
  source: 'config',
  ...d,
});

/** The warnings of a site with a `docusaurus.config.*`; none without one. */
export function docusaurusUnsupported(site: string, own: OwnSettings): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (!own.blog)
    for (const o of computedBlogOptions(site))
      out.push(
        warning({
          file: o.file,
          place: o.place,
          message:
            `The blog option \`${o.key}\` is computed when Docusaurus runs its config; \`docs\` reads only ` +
            'values written as literals, so it is left out',
          hint: BLOG_OPTION_HINT(o.key),
        }),
      );
  for (const o of computedVersionOptions(site)) {
    if (own.versionKeys.has(o.key)) continue;
    out.push(
      warning({
        file: o.file,
        place: o.place,
        message:
          `The docs option \`${o.key}\` is computed when Docusaurus runs its config; \`docs\` reads only ` +
          'values written as literals, so it is left out',
        hint: `set \`docs.${o.key}\` in config/site.ts (its value wins over the Docusaurus config)`,
      }),
    );
  }
  if (!own.pluginLists)
    for (const u of docusaurusPluginLists(site).unread)
      out.push(
        warning({
          file: docusaurusConfigFile(site),
          place: u.place,
          message:
            `\`${u.key}\` holds a plugin made when Docusaurus runs its config (\`${u.text}\`), which \`docs\` ` +
            'cannot read without running it: the whole list is left out',
          hint: `name the plugins in config/site.ts: \`markdown.${u.key}: ['package', ['./src/file.js', {options}]]\``,
        }),
      );
  if (!own.pluginLists)
    for (const o of otherContentPluginLists(site))
      out.push(
        warning({
          file: docusaurusConfigFile(site),
          place: o.place,
          message:
            `The ${o.kind === 'blog' ? 'blog' : 'pages plugin'}'s own \`${o.key}\` are not run: \`docs\` runs ` +
            "the docs' lists on every page, blog posts and `src/pages` included",
          hint: `give the docs the plugins every page needs (or list them in config/site.ts's \`markdown.${o.key}\`)`,
        }),
      );
  return out;
}

