import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureDir, tempDir } from './fixtures.ts';

/** A writable copy of a fixture site (with the shared `_base` config beside it), for tests that edit files. */
export function copyFixture(name: string): string {
  const root = join(tempDir('docs-site-'), 'fixtures');
  mkdirSync(root, { recursive: true });
  cpSync(fixtureDir('_base'), join(root, '_base'), { recursive: true });
  cpSync(fixtureDir(name), join(root, name), { recursive: true });
  return join(root, name);
}
