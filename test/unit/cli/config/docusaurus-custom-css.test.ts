// cli/config/docusaurus-custom-css.ts: the stylesheets a Docusaurus config names in the classic theme's customCss.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { docusaurusCustomCss } from '../../../../cli/config/docusaurus-custom-css.ts';
import { bundleSiteCss, siteStylesheets } from '../../../../cli/islands/site-css.ts';
import { tempDir } from '../../../helpers/temp.ts';

function site(config: string, files: string[]): string {
  const dir = tempDir('docs-custom-css-');
  writeFileSync(join(dir, 'docusaurus.config.js'), config);
  for (const f of files) {
    mkdirSync(join(dir, f, '..'), { recursive: true });
    writeFileSync(join(dir, f), ':root { --x: 1; }\n');
  }
  return dir;
}

// react-local-toast's docs: an SCSS file of its own (docusaurus-plugin-sass) and the library's own stylesheet.
const LIST = `module.exports = {
  presets: [['classic', {
    docs: {},
    theme: {
      customCss: [
        require.resolve('./src/css/custom.scss'),
        require.resolve('toast/dist/bundle.css'),
        './src/css/theme.css',
        someCall(),
      ],
    },
  }]],
};
`;

test("the preset's theme.customCss: paths and package files in order; Sass and computed entries warned at", () => {
  const dir = site(LIST, [
    'src/css/custom.scss',
    'src/css/theme.css',
    'node_modules/toast/package.json',
    'node_modules/toast/dist/bundle.css',
  ]);
  writeFileSync(join(dir, 'node_modules/toast/package.json'), '{"name": "toast"}');
  const found = docusaurusCustomCss(dir);
  assert.equal(found.files, [join(dir, 'node_modules/toast/dist/bundle.css'), join(dir, 'src/css/theme.css')]);
  assert.equal(
    found.diagnostics.map((d) => `${d.place?.line}:${d.place?.column} ${d.severity} ${d.message}`),
    [
      '6:9 warning `customCss`: `./src/css/custom.scss` is not compiled (no `sass` package in the site): ' +
        'its rules are not applied',
      '9:9 warning `customCss`: an entry that is not a path written out is not read (the config is not run)',
    ],
  );
  // The site's stylesheets: src/css/custom.css when present (there is none here), then these.
  assert.equal(siteStylesheets({ site: {} as never, rootDir: dir, files: {} as never }).files, found.files);
});

test("one path, in @docusaurus/theme-classic's own options; a missing file and package are warned at", () => {
  const one = site(
    `module.exports = { themes: [['@docusaurus/theme-classic', { customCss: require.resolve('./src/css/x.css') }]] };`,
    ['src/css/x.css'],
  );
  assert.equal(docusaurusCustomCss(one).files, [join(one, 'src/css/x.css')]);
  const missing = site(
    "module.exports = { presets: [['classic', { theme: " +
      "{ customCss: ['./src/gone.css', require.resolve('nope/a.css')] } }]] };",
    [],
  );
  const found = docusaurusCustomCss(missing);
  assert.equal(found.files, []);
  assert.equal(
    found.diagnostics.map((d) => d.message),
    ['`customCss`: `./src/gone.css` does not exist', '`customCss`: `nope/a.css` is not installed'],
  );
  // No config, or no customCss: nothing.
  assert.equal(docusaurusCustomCss(tempDir('docs-custom-css-none-')), { files: [], diagnostics: [] });
});

// A stand-in for the site's `sass` package: "compiles" by writing the colour for `$primary`, reports what it loaded.
function fakeSass(dir: string, loaded: string[]): void {
  mkdirSync(join(dir, 'node_modules/sass'), { recursive: true });
  writeFileSync(join(dir, 'node_modules/sass/package.json'), '{"name": "sass", "main": "index.js"}');
  const urls = JSON.stringify(loaded.map((f) => pathToFileURL(f).href));
  writeFileSync(
    join(dir, 'node_modules/sass/index.js'),
    `const fs = require('fs');
     const { pathToFileURL } = require('url');
     exports.compile = (file) => ({
       css: fs.readFileSync(file, 'utf8').replace('$primary', '#0e8c95'),
       loadedUrls: [pathToFileURL(file), ...${urls}.map((u) => new URL(u))],
     });`,
  );
}

test("a Sass customCss (docusaurus-plugin-sass) is compiled with the site's sass; outside reads refused", async () => {
  const dir = site(
    `module.exports = { presets: [['classic', { theme: { customCss: './src/css/custom.scss' } }]] };`,
    [],
  );
  mkdirSync(join(dir, 'src/css'), { recursive: true });
  writeFileSync(join(dir, 'src/css/custom.scss'), ':root { --ifm-color-primary: $primary; }\n');
  fakeSass(dir, []);
  const found = docusaurusCustomCss(dir);
  assert.equal(found, { files: [join(dir, 'src/css/custom.scss')], diagnostics: [] });
  const css = await bundleSiteCss('', found.files, dir);
  assert.equal(css.diagnostics, []);
  assert.ok(new TextDecoder().decode(css.files[0]!.content).includes('--ifm-color-primary: #0e8c95'));
  // Sass read a file outside the site (an absolute @import): nothing of it is used. (Another site: require caches.)
  const other = site(`module.exports = { presets: [['classic', { theme: { customCss: './a.scss' } }]] };`, []);
  writeFileSync(join(other, 'a.scss'), ':root { --x: $primary; }\n');
  fakeSass(other, ['/etc/hosts']);
  const outside = await bundleSiteCss('', docusaurusCustomCss(other).files, other);
  assert.equal(outside.files, []);
  assert.match(outside.diagnostics[0]!.message, /Sass read `[^`]*etc\/hosts`: /);
});

test("webpack's `~pkg/…` in a stylesheet's @import and url(): the package's file, bundled", async () => {
  const dir = site(`module.exports = { presets: [['classic', { theme: { customCss: './src/css/theme.css' } }]] };`, [
    'node_modules/fonts/package.json',
    'node_modules/fonts/a.css',
  ]);
  writeFileSync(join(dir, 'node_modules/fonts/package.json'), '{"name": "fonts"}');
  writeFileSync(join(dir, 'node_modules/fonts/a.css'), '.from-package { color: red; }\n');
  mkdirSync(join(dir, 'src/css'), { recursive: true });
  writeFileSync(join(dir, 'src/css/theme.css'), "@import '~fonts/a.css';\n.own { color: blue; }\n");
  const css = await bundleSiteCss('', docusaurusCustomCss(dir).files, dir);
  assert.equal(css.diagnostics, []);
  const text = new TextDecoder().decode(css.files[0]!.content);
  assert.ok(text.includes('.from-package{color:red}') && text.includes('.own{color:#00f}'), text);
});

test('a `~pkg/` path passes the same gate as any other: a package SVG holding a script is refused', async () => {
  const dir = site(`module.exports = { presets: [['classic', { theme: { customCss: './src/css/theme.css' } }]] };`, [
    'node_modules/icons/package.json',
    'node_modules/icons/x.svg',
  ]);
  writeFileSync(join(dir, 'node_modules/icons/package.json'), '{"name": "icons"}');
  writeFileSync(
    join(dir, 'node_modules/icons/x.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>',
  );
  mkdirSync(join(dir, 'src/css'), { recursive: true });
  writeFileSync(join(dir, 'src/css/theme.css'), '.icon { background: url(~icons/x.svg); }\n');
  const css = await bundleSiteCss('', docusaurusCustomCss(dir).files, dir);
  assert.equal(css.files, []);
  assert.equal(
    css.diagnostics.map((d) => d.ruleId),
    ['raw-script'],
  );
  assert.match(css.diagnostics[0]!.message, 'site CSS: `~icons/x.svg` holds a `<script>` element');
});

test.run();
