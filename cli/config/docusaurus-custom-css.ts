import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Expression, Node, Property } from 'estree';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { docusaurusConfigModule, keyName, moduleNameOf, pathValue, visit } from './docusaurus-aliases.ts';
import { PRESET } from './docusaurus-docs-options.ts';
import { placeOfPathIn } from './locate-key.ts';
import { SASS_FILE, siteSass } from '../util/site-sass.ts';

// A Docusaurus site names its stylesheets in the classic theme's `customCss` (the preset's `theme.customCss`, or
// `@docusaurus/theme-classic`'s own option): one path or a list, written as a path (`./src/css/custom.css`), as
// `require.resolve('./src/css/theme.css')` or as a package's file (`require.resolve('pkg/dist/bundle.css')`). The
// config is read, not run: an entry that is computed otherwise is reported, not guessed.

const THEME_CLASSIC = /(^|\/)(classic|theme-classic|@docusaurus\/theme-classic)$/;
/** Sass and Less need a plugin of the site's (docusaurus-plugin-sass) to compile: Sass is, with its `sass`. */
const NOT_CSS = /\.(s[ac]ss|less|styl)$/i;

export interface DocusaurusCustomCss {
  /** Absolute paths of the stylesheets, in the config's order. */
  files: string[];
  diagnostics: Diagnostic[];
}

/** The `customCss` value of the preset's `theme` options or of the classic theme's options, where written. */
function customCssNode(program: Node): Expression | undefined {
  let found: Expression | undefined;
  visit(program, (n) => {
    if (found !== undefined || n.type !== 'ArrayExpression') return;
    const [name, options] = n.elements;
    const id = moduleNameOf(name as Node);
    if (!id || options?.type !== 'ObjectExpression') return;
    const prop = (o: typeof options, key: string) =>
      o.properties.find((p): p is Property => p.type === 'Property' && keyName(p) === key)?.value as
        Expression | undefined;
    if (PRESET.test(id)) {
      const theme = prop(options, 'theme');
      if (theme?.type === 'ObjectExpression') found = prop(theme, 'customCss');
    } else if (THEME_CLASSIC.test(id)) found = prop(options, 'customCss');
  });
  return found;
}

/** A package file (`pkg/dist/x.css`) resolved from the site folder, as Node's `require.resolve` there would. */
function packageFile(site: string, specifier: string): string | undefined {
  try {
    return createRequire(join(site, 'package.json')).resolve(specifier);
  } catch {
    return undefined; // not installed: reported at the entry
  }
}

/**
 * The stylesheets the site's `docusaurus.config.*` names in `customCss`; a file that is missing, an entry not
 * written as a path, and a Sass or Less file (not compiled) are warnings at the entry, left out.
 */
export function docusaurusCustomCss(site: string): DocusaurusCustomCss {
  const parsed = docusaurusConfigModule(site);
  const value = parsed && customCssNode(parsed.program as Node);
  const out: DocusaurusCustomCss = { files: [], diagnostics: [] };
  if (!parsed || !value) return out;
  const entries = value.type === 'ArrayExpression' ? value.elements : [value];
  for (const entry of entries) {
    if (!entry || entry.type === 'SpreadElement') continue;
    const warn = (message: string, hint: string) => {
      const place = placeOfPathIn(parsed, entry, []);
      out.diagnostics.push({
        severity: 'warning',
        ruleId: 'docusaurus-unsupported',
        source: 'config',
        file: parsed.file,
        ...(place ? { place } : {}),
        message,
        hint,
      });
    };
    const written = moduleNameOf(entry as Node);
    let file: string | undefined;
    if (written !== undefined && !/^[./]/.test(written)) file = packageFile(site, written);
    else file = written !== undefined ? resolve(site, written) : pathValue(entry as Expression, site);
    if (file === undefined) {
      if (written === undefined)
        warn(
          '`customCss`: an entry that is not a path written out is not read (the config is not run)',
          'write the path as a string or `require.resolve(…)`, or name the file in `stylesheets` of the site config',
        );
      else warn(`\`customCss\`: \`${written}\` is not installed`, 'install the package in the site (npm install)');
      continue;
    }
    // Sass is compiled with the site's own `sass` (docusaurus-plugin-sass's peer), when it is installed.
    const sass = SASS_FILE.test(file) && siteSass(site) !== undefined;
    if (NOT_CSS.test(file) && !sass) {
      warn(
        `\`customCss\`: \`${written ?? file}\` is not compiled ` +
          `(${SASS_FILE.test(file) ? 'no `sass` package in the site' : 'Less or Stylus'}): its rules are not applied`,
        SASS_FILE.test(file)
          ? 'install `sass` in the site (npm install sass), as docusaurus-plugin-sass needs it'
          : 'write it as CSS (a `.css` file) and name that in `customCss`',
      );
      continue;
    }
    if (!existsSync(file)) {
      warn(`\`customCss\`: \`${written ?? file}\` does not exist`, 'paths are relative to the site folder');
      continue;
    }
    if (!out.files.includes(file)) out.files.push(file);
  }
  return out;
}
