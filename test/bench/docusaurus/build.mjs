// `npm run bench -- --compare docusaurus` (or `node test/bench/docusaurus/build.mjs --root CORPUS_DIR` alone):
// builds a make-corpus.mjs corpus with Docusaurus 3.10 + future.faster, cold, and returns the time. Docusaurus is
// installed on demand into this folder (`npm ci` from the committed lockfile); it is never a project dependency.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { docusaurusConfigSource, docusaurusSidebarsSource } from './site-config.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const SITE = join(HERE, 'site');
const EXPECTED = /^3\.10\./;

function ensureInstalled() {
  if (existsSync(join(HERE, 'node_modules/@docusaurus/core/package.json'))) return;
  console.error('bench: installing Docusaurus 3.10 into test/bench/docusaurus/ (once; a few minutes)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: HERE, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`npm ci in ${HERE} failed (exit ${r.status}); run it there by hand to see why`);
}

/** The installed version; anything but 3.10.x stops the comparison (the issue compares with 3.10). */
export function installedVersion() {
  const { version } = JSON.parse(readFileSync(join(HERE, 'node_modules/@docusaurus/core/package.json'), 'utf8'));
  if (!EXPECTED.test(version)) {
    throw new Error(
      `Docusaurus ${version} is installed, not 3.10.x: fix test/bench/docusaurus/package.json, npm install`,
    );
  }
  return version;
}

/** Copies the corpus's content into site/ (Node resolves the Docusaurus packages from ../node_modules). */
export function writeSite(corpusDir, siteDir = SITE) {
  for (const part of ['docs', 'static']) {
    rmSync(join(siteDir, part), { recursive: true, force: true });
    cpSync(join(corpusDir, part), join(siteDir, part), { recursive: true });
  }
  mkdirSync(siteDir, { recursive: true });
  // Docusaurus expects a package.json where it runs (it warns otherwise); the packages resolve from ../node_modules.
  writeFileSync(join(siteDir, 'package.json'), `${JSON.stringify({ name: 'bench-site', private: true }, null, 2)}\n`);
  writeFileSync(join(siteDir, 'docusaurus.config.mjs'), docusaurusConfigSource());
  writeFileSync(join(siteDir, 'sidebars.mjs'), docusaurusSidebarsSource());
}

/** Cold: no .docusaurus (generated routes and metadata), no build, no bundler cache. */
function clean(siteDir = SITE) {
  for (const p of [join(siteDir, '.docusaurus'), join(siteDir, 'build'), join(HERE, 'node_modules/.cache')]) {
    rmSync(p, { recursive: true, force: true });
  }
  rmSync(join(siteDir, 'node_modules/.cache'), { recursive: true, force: true });
}

export async function buildWithDocusaurus(corpusDir) {
  ensureInstalled();
  const version = installedVersion();
  writeSite(corpusDir);
  clean();
  const log = join(SITE, 'build.log');
  const fd = openSync(log, 'w');
  const cli = join(HERE, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const started = performance.now();
  // /usr/bin/time -f %M: the peak resident set of the largest process of the build, in KiB (on stderr, last line).
  const r = spawnSync('/usr/bin/time', ['-f', 'peak_rss_kb=%M', process.execPath, cli, 'build', SITE], {
    cwd: SITE,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, NODE_ENV: 'production', DOCUSAURUS_TELEMETRY_DISABLED: '1' },
  });
  const coldSeconds = (performance.now() - started) / 1000;
  closeSync(fd);
  const output = readFileSync(log, 'utf8');
  if (r.status !== 0) {
    throw new Error(`Docusaurus build failed (exit ${r.status}); the end of ${log}:\n${output.slice(-3000)}`);
  }
  const rss = /peak_rss_kb=(\d+)/.exec(output);
  return { version, coldSeconds, peakRssMb: rss ? Number(rss[1]) / 1024 : NaN, log };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const root = args.includes('--root') ? args[args.indexOf('--root') + 1] : undefined;
  if (!root) {
    console.error('docusaurus/build.mjs: --root CORPUS_DIR is required (a folder make-corpus.mjs wrote)');
    process.exit(2);
  }
  const result = await buildWithDocusaurus(root);
  console.log(JSON.stringify(result));
}
