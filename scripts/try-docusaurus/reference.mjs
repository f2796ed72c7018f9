#!/usr/bin/env node
// `node scripts/try-docusaurus/reference.mjs --site DIR [--version 3.10.2] [--no-install] [--no-build] [--out build]`
// The reference side of the measure (issue #24): builds a real Docusaurus site with real Docusaurus 3.10, as
// its authors would after upgrading. The site's package.json is rewritten in place (the site is a scratch copy
// outside this repository): every `@docusaurus/*` package goes to the version given, React goes to 18 when it
// is older (Docusaurus 3 needs it), `@mdx-js/react` to 3 and `prism-react-renderer` to 2 (the Docusaurus 3
// upgrade guide's steps), and workspace-only dependencies (`workspace:`, `link:`, `file:`) are dropped, since
// the site is installed on its own. Then `npm install` and `docusaurus build`. What Docusaurus itself fails on
// is printed; a page Docusaurus cannot build is left out of the faithful figure by compare.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);

/** The Docusaurus 3 upgrade of one dependency table; returns the new table (pure). */
export function upgradeDeps(deps, docusaurusVersion) {
  const out = {};
  for (const [name, range] of Object.entries(deps ?? {})) {
    if (/^(workspace|link|file):/.test(range)) continue;
    if (name.startsWith('@docusaurus/')) out[name] = docusaurusVersion;
    else if ((name === 'react' || name === 'react-dom') && /^[\^~]?1[0-7]\./.test(range)) out[name] = '^18.3.1';
    else if (name === '@mdx-js/react') out[name] = '^3.1.0';
    else if (name === 'prism-react-renderer') out[name] = '^2.4.1';
    else out[name] = range;
  }
  return out;
}

/**
 * The one config change the Docusaurus 3 upgrade guide asks of most Docusaurus 2 sites: prism-react-renderer 2
 * exports its themes from the package, not as files (`require('prism-react-renderer/themes/github')` becomes
 * `require('prism-react-renderer').themes.github`). Pure; returns the config's new source.
 */
export function upgradeConfigSource(source) {
  return source.replace(
    /require\((['"])prism-react-renderer\/themes\/([\w-]+)\1\)/g,
    (_, _q, theme) => `require('prism-react-renderer').themes.${theme.replace(/-(\w)/g, (_m, c) => c.toUpperCase())}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = resolve(opt('--site'));
  const version = opt('--version', '3.10.2');
  for (const f of readdirSync(site).filter((f) => /^docusaurus\.config\.[cm]?[jt]s$/.test(f))) {
    const file = join(site, f);
    const source = readFileSync(file, 'utf8');
    if (upgradeConfigSource(source) !== source) writeFileSync(file, upgradeConfigSource(source));
  }
  const pkgFile = join(site, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  pkg.dependencies = upgradeDeps(pkg.dependencies, version);
  pkg.devDependencies = upgradeDeps(pkg.devDependencies, version);
  // React 18 and prism-react-renderer 2 come in even where the site named neither (Docusaurus 3 peers).
  for (const [n, v] of [
    ['react', '^18.3.1'],
    ['react-dom', '^18.3.1'],
  ]) {
    if (!pkg.dependencies[n] && !pkg.devDependencies[n]) pkg.dependencies[n] = v;
  }
  // Without peer dependencies (--legacy-peer-deps, which old sites need), npm hoists ajv 6 and webpack's
  // ajv-keywords 5 then fails on `ajv/dist/compile/codegen`: ajv 8 at the top is what a fresh Docusaurus 3 has.
  if (!pkg.dependencies.ajv && !pkg.devDependencies.ajv) pkg.dependencies.ajv = '^8.17.1';
  // theme-mermaid 3.10's client bundle imports its optional peer `@mermaid-js/layout-elk`; without peers the
  // webpack build stops at `Can't resolve '@mermaid-js/layout-elk'`.
  if (pkg.dependencies['@docusaurus/theme-mermaid'] || pkg.devDependencies['@docusaurus/theme-mermaid']) {
    pkg.dependencies['@mermaid-js/layout-elk'] ??= '^0.1.9';
  }
  // sharp before 0.33 fetches its native library from GitHub in an install script (skipped here, and GitHub may be out
  // of reach); 0.33 ships it as npm packages. plugin-ideal-image is the usual user.
  pkg.overrides = { ...pkg.overrides, sharp: '0.33.5' };
  for (const table of [pkg.dependencies, pkg.devDependencies]) if (table.sharp) table.sharp = '0.33.5';
  delete pkg.workspaces;
  // `engines: { npm: 'use yarn instead' }` (with engine-strict) refuses npm itself.
  delete pkg.engines;
  writeFileSync(pkgFile, JSON.stringify(pkg, null, 2) + '\n');
  // The lock files pin the Docusaurus 2 tree being replaced, and npm follows a yarn.lock's resolved URLs (some
  // point at registries only their company reaches): the upgraded tree is resolved afresh.
  for (const lock of ['yarn.lock', 'package-lock.json', 'pnpm-lock.yaml']) rmSync(join(site, lock), { force: true });
  const run = (cmd, argv, extraEnv = {}) => {
    console.log(`$ ${cmd} ${argv.join(' ')}`);
    const r = spawnSync(cmd, argv, { cwd: site, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
    return r.status;
  };
  // A site fetched as a tree has no history, and `showLastUpdateTime` or a blog's dates ask git for it: give
  // the tree one commit (Docusaurus stops at `git log` exit code 128 otherwise).
  if (spawnSync('git', ['rev-parse', '--git-dir'], { cwd: site }).status !== 0) {
    const who = ['-c', 'user.name=trial', '-c', 'user.email=trial@invalid'];
    const git = (...a) => spawnSync('git', [...who, ...a], { cwd: site });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'snapshot');
  }
  if (!args.includes('--no-install')) {
    const status = run('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts']);
    if (status !== 0) process.exit(status ?? 1);
    // A site folder that is a workspace of its repository (lerna, yarn workspaces) has its packages installed at
    // the repository's root by npm: they are moved into the site, where try.mjs links them from.
    for (let dir = dirname(site); !existsSync(join(site, 'node_modules/@docusaurus/core')); dir = dirname(dir)) {
      if (existsSync(join(dir, 'node_modules/@docusaurus/core'))) {
        rmSync(join(site, 'node_modules'), { recursive: true, force: true });
        renameSync(join(dir, 'node_modules'), join(site, 'node_modules'));
      }
      if (dir === dirname(dir)) break;
    }
  }
  // `--no-build`: install only (the next site's install may run while another site builds).
  if (args.includes('--no-build')) process.exit(0);
  const bin = join(site, 'node_modules/.bin/docusaurus');
  if (!existsSync(bin)) throw new Error(`no docusaurus in ${site}/node_modules`);
  // `--no-minify`: the pages' HTML is the same, and minifying the scripts is most of a build's time.
  const buildArgs = ['build', '--out-dir', opt('--out', 'build'), '--locale', opt('--locale', 'en'), '--no-minify'];
  const status = run(bin, buildArgs, {
    NODE_OPTIONS: '--max-old-space-size=6144',
  });
  process.exit(status ?? 1);
}
