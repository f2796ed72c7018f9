// The fact bench's Python environment: `<repo>/.venv-facts`, created once with the pinned Dagster packages
// and reused while the pins are unchanged (a hash of both requirements files and the constraints is stored inside it).
// Packages in requirements-nodeps.txt are not installed: their wheels are downloaded without dependencies
// and unpacked into `.venv-facts/ast-src/`, where the checks read them with Python's `ast`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = join(HERE, '..', '..');
export const VENV_DIR = process.env.DOCS_FACTS_VENV ?? join(REPO_ROOT, '.venv-facts');
const REQUIREMENTS = join(HERE, 'requirements.txt');
const NODEPS = join(HERE, 'requirements-nodeps.txt');
// Every installed package's version (transitive ones too): the pins alone let a fresh machine take a newer release
// of a dependency than the one the site's facts were checked with.
const CONSTRAINTS = join(HERE, 'constraints.txt');
const STAMP = join(VENV_DIR, '.facts-pins-hash');
const LOCK = `${VENV_DIR}.lock`;

/** Pins of a requirements file, comments and blank lines dropped. */
export function readPins(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/** Packages read with `ast` instead of being imported (names only). */
export function astFallbacks() {
  return readPins(NODEPS).map((p) => p.split('==')[0]);
}

function pinsHash() {
  return createHash('sha256')
    .update(readFileSync(REQUIREMENTS))
    .update('\0')
    .update(readFileSync(NODEPS))
    .update('\0')
    .update(readFileSync(CONSTRAINTS))
    .update(`\0${process.platform}-${process.arch}`)
    .digest('hex');
}

export function venvPython() {
  return join(VENV_DIR, process.platform === 'win32' ? 'Scripts/python.exe' : 'bin/python');
}

function isFresh() {
  return existsSync(venvPython()) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === pinsHash();
}

function run(cmd, args, what) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1' } });
  if (r.status !== 0) throw new Error(`facts venv: ${what} failed (${cmd} ${args.join(' ')}); see the output above`);
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Another process may be creating the venv (two test files, two helpers): wait for its lock. */
function withLock(fn) {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      const pid = Number(existsSync(join(LOCK, 'pid')) ? readFileSync(join(LOCK, 'pid'), 'utf8') : 0);
      let alive = pid > 0;
      try {
        if (pid) process.kill(pid, 0);
      } catch {
        alive = false;
      }
      if (!alive && pid)
        rmSync(LOCK, { recursive: true, force: true }); // a crashed creator: take over
      else sleep(1000);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function createVenv() {
  const python = process.env.PYTHON ?? 'python3';
  rmSync(VENV_DIR, { recursive: true, force: true });
  let r = spawnSync(python, ['-m', 'venv', VENV_DIR], { encoding: 'utf8' });
  if (r.status !== 0 && /ensurepip|venv/.test(r.stderr + r.stdout) && process.getuid?.() === 0) {
    // Debian ships `venv` in its own package.
    console.log('facts venv: python3-venv is missing; installing it (apt-get install -y python3-venv)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'python3-venv'], { stdio: 'inherit', env });
    rmSync(VENV_DIR, { recursive: true, force: true });
    r = spawnSync(python, ['-m', 'venv', VENV_DIR], { encoding: 'utf8' });
  }
  if (r.status !== 0) {
    throw new Error(
      `facts venv: \`${python} -m venv ${VENV_DIR}\` failed:\n${r.stderr}\n` +
        'Install Python 3.10+ with its venv module (Debian: apt-get install python3-venv), or set PYTHON.',
    );
  }
}

/** Unpacks the no-deps wheels into ast-src/ (a wheel is a zip of the package's sources). */
function unpackAstSources(py) {
  const wheels = join(VENV_DIR, 'ast-wheels');
  run(
    py,
    ['-m', 'pip', 'download', '--no-deps', '--only-binary=:all:', '-q', '-d', wheels, '-r', NODEPS],
    'downloading the ast-only wheels',
  );
  const script =
    'import sys, zipfile, pathlib\nfor w in sorted(pathlib.Path(sys.argv[1]).glob("*.whl")):\n' +
    '    zipfile.ZipFile(w).extractall(sys.argv[2])';
  run(py, ['-c', script, wheels, join(VENV_DIR, 'ast-src')], 'unpacking the ast-only wheels');
}

/** Creates the venv when missing or when the pins changed; returns the path of its python. */
export function ensureVenv({ quiet = false } = {}) {
  if (isFresh()) return venvPython();
  return withLock(() => {
    if (isFresh()) return venvPython(); // created by the process we waited for
    const started = Date.now();
    // Changed pins update the existing venv in place (pip installs only what differs), which keeps a pin bump
    // quick; a missing or broken venv is created from scratch.
    const update =
      existsSync(venvPython()) && spawnSync(venvPython(), ['-c', 'import pip'], { stdio: 'ignore' }).status === 0;
    console.log(
      `facts venv: ${update ? 'updating' : 'creating'} ${VENV_DIR} with the pins of test/facts/requirements*.txt…`,
    );
    if (!update) createVenv();
    const py = venvPython();
    rmSync(join(VENV_DIR, 'ast-src'), { recursive: true, force: true });
    rmSync(join(VENV_DIR, 'ast-wheels'), { recursive: true, force: true });
    run(
      py,
      [
        ...['-m', 'pip', 'install', '--disable-pip-version-check', '--progress-bar', 'off', '-q'],
        ...['-r', REQUIREMENTS, '-c', CONSTRAINTS],
      ],
      'installing the pinned packages',
    );
    unpackAstSources(py);
    writeFileSync(STAMP, `${pinsHash()}\n`);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (!quiet) console.log(describeVenv(py));
    console.log(`facts venv: ready in ${seconds} s`);
    return py;
  });
}

/** What was installed and what is read with `ast`: printed after creation and by `npm run facts`. */
export function describeVenv(py = venvPython()) {
  const r = spawnSync(py, ['-m', 'pip', 'list', '--format=freeze', '--disable-pip-version-check'], {
    encoding: 'utf8',
  });
  const dagster = (r.stdout ?? '').split('\n').filter((l) => /^(dagster|create-dagster)/i.test(l));
  const astSrc = join(VENV_DIR, 'ast-src');
  const unpacked = existsSync(astSrc) ? readdirSync(astSrc).filter((d) => d.endsWith('.dist-info')) : [];
  const astPins = unpacked.map((d) => d.replace(/\.dist-info$/, '').replace('-', '=='));
  return (
    `facts venv: installed ${dagster.length} Dagster packages: ${dagster.join(', ')}\n` +
    `facts venv: read with ast (not installed): ${astPins.join(', ')}`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const py = ensureVenv({ quiet: true });
  console.log(describeVenv(py));
}
