/**
 * Every rule id a diagnostic can carry: kebab-case and stable (tests and authors grep for them). The
 * Diagnostic type accepts only these, so a new rule is added here, and test/unit/cli/diagnostics/rules.test.ts
 * then asks for its fixture under test/fixtures/ (or a reason in its exemption list).
 */
export const RULE_IDS = [
  // config
  'invalid-config',
  'prebuild-failed',
  'docs-not-enabled',
  // discover: files and front matter
  'invalid-frontmatter',
  'unknown-frontmatter-key',
  'invalid-category',
  'broken-symlink',
  'symlink-loop',
  'not-a-page',
  'path-outside-site',
  'binary-content',
  'invalid-utf8',
  'page-too-large',
  'nesting-too-deep',
  'paragraph-too-complex',
  'page-too-slow',
  'unreadable-file',
  'locale-not-built',
  // api
  'invalid-api-yaml',
  'duplicate-symbol',
  // route
  'duplicate-route',
  'duplicate-doc-id',
  'unknown-doc-id',
  'unknown-sidebar-id',
  'unassociated-index',
  'missing-description',
  'unknown-tag',
  'untruncated-blog-post',
  // compile
  'mdx-syntax',
  'mdx-esm',
  'mdx-expression',
  'unknown-component',
  'invalid-component-props',
  'unknown-pyobject',
  'missing-snippet',
  'missing-screenshot',
  'unknown-admonition',
  'unknown-code-language',
  'raw-script',
  'unsafe-url',
  'malformed-url',
  // compile: full MDX (imports, partials, site components)
  'unresolved-import',
  'import-syntax',
  'import-cycle',
  'component-error',
  'global-components',
  'css-import',
  'client-module',
  'island-undecided',
  // check
  'broken-link',
  'broken-anchor',
  'broken-md-link',
  'missing-image',
  // emit and index
  'static-collision',
  'static-symlink',
  'output-path',
  // redirects and routes that moved
  'invalid-redirect',
  'removed-route',
  'search-index',
  // a Docusaurus feature a site uses that docs does not take (left out, with what to do instead)
  'docusaurus-unsupported',
  // a bug in docs, not the author's mistake
  'internal-error',
] as const;

export type RuleId = (typeof RULE_IDS)[number];
