import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const temporary: string[] = [];
// Every folder tempDir made is removed when the test process ends (each tier is one process): a run leaves
// nothing under TMPDIR, and no test can lean on what an earlier run left there.
process.once('exit', () => {
  for (const dir of temporary.splice(0)) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // a folder a test made read-only for a non-root user: left to the OS temp folder's own cleanup
    }
  }
});

/** A fresh folder under the OS temp folder (`prefix` + random), removed when the test process exits. */
export function tempDir(prefix = 'docs-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}
