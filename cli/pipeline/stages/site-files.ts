// The site-wide files the emit stage writes beside the pages. The link check counts them as existing: a page
// or component may link `/llms.txt` or `/sitemap.xml` (lingui's footer does), which no route and no static
// file is.

/**
 * Generated site-wide files an author may replace with their own: a file of that name in `static/` wins.
 * Not `llms-full.txt`: it is every page's Markdown copy, which a hand-written file would silently freeze.
 */
export const OVERRIDABLE_FILES = ['robots.txt', 'sitemap.xml', 'llms.txt'];

export const LLMS_FULL_FILE = 'llms-full.txt';

/** Every site-wide file a build writes (the blog's feeds aside, which exist only with a blog). */
export const SITE_FILES = [...OVERRIDABLE_FILES, LLMS_FULL_FILE];
