#!/usr/bin/env node
// `node scripts/try-docusaurus/measure.mjs --sites DIR --out DIR [name…]`
// Issue #24's figures for the sites of sites.mjs: DIR/<name> holds the site's repository at the commit listed,
// already built by reference.mjs (its `build/` and `node_modules/` in the site folder). For each site: try.mjs
// builds the docs with `docs` (clean %: pages without an error of their own), compare.ts compares the pages
// with Docusaurus's (faithful %) and the routes (parity). Prints one table row per site and writes
// OUT/<name>.json; with no names, every site whose reference build exists.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITES } from './sites.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '../..');
const args = process.argv.slice(2);
const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const sitesDir = resolve(opt('--sites'));
const outDir = resolve(opt('--out'));
mkdirSync(outDir, { recursive: true });
const names = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const pct = (n, d) => (d ? ((100 * n) / d).toFixed(1) : '—');

for (const site of SITES.filter((s) => (names.length ? names.includes(s.name) : true))) {
  const repo = join(sitesDir, site.name);
  const siteDir = join(repo, site.dir);
  const refBuild = join(siteDir, 'build');
  const oursBuild = join(outDir, `${site.name}.ours`);
  const tryArgs = [...site.try, '--out', oursBuild];
  if (existsSync(join(siteDir, 'node_modules'))) tryArgs.push('--node-modules', join(siteDir, 'node_modules'));
  const t = spawnSync(process.execPath, [join(HERE, 'try.mjs'), ...tryArgs], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  writeFileSync(join(outDir, `${site.name}.try.txt`), t.stdout + t.stderr);
  const m = /pages: (\d+)\s+clean: (\d+)/.exec(t.stdout);
  const row = { name: site.name, repo: site.repo, commit: site.commit, shape: site.shape };
  row.pages = m ? Number(m[1]) : 0;
  row.clean = m ? Number(m[2]) : 0;
  if (existsSync(refBuild)) {
    const cmp = ['--ours', oursBuild, '--docusaurus', refBuild, '--base-url', site.baseUrl ?? '/'];
    for (const [a, b] of site.routeMap ?? []) cmp.push('--route-map', `${a}=${b}`);
    if (site.only) cmp.push('--only', site.only);
    if (site.version) cmp.push('--version', site.version);
    const json = join(outDir, `${site.name}.compare.json`);
    const c = spawnSync(process.execPath, ['--import', 'tsx', join(HERE, 'compare.ts'), ...cmp, '--json', json], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    writeFileSync(join(outDir, `${site.name}.compare.txt`), c.stdout + c.stderr);
    if (existsSync(json)) row.compare = JSON.parse(readFileSync(json, 'utf8'));
  }
  writeFileSync(join(outDir, `${site.name}.json`), JSON.stringify(row, null, 2) + '\n');
  const c = row.compare;
  console.log(
    [
      site.name,
      row.pages,
      `${pct(row.clean, row.pages)} %`,
      c ? `${pct(c.faithful, c.docPages)} % of ${c.docPages}` : 'no reference',
      c ? `${pct(c.docPages - c.missingDocRoutes.length, c.docPages)} %` : '—',
      c ? `${pct(c.refRoutes - c.missingRoutes.length, c.refRoutes)} % (+${c.extraRoutes.length})` : '—',
    ].join(' | '),
  );
}
