import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { EXIT_OUTPUT_BUSY, OutputError } from './errors.ts';

/** Locks this process holds (two builds in one process, as tests run them, must exclude each other too). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // Exists, owned by another user.
  }
}

/**
 * Takes the lock file of an output (`.<name>.lock` beside it), holding this process's id. A second
 * build of the same output stops with one line; a lock left by a process that no longer runs (a killed
 * build) is taken over. Returns the release function.
 */
export function acquireLock(file: string, what: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      held.add(file);
      return () => release(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // Released in between: try again.
    }
    const pid = Number(text.trim());
    const ours = pid === process.pid && held.has(file);
    if (Number.isInteger(pid) && pid > 0 && (ours || (pid !== process.pid && alive(pid)))) {
      throw new OutputError(
        `Another docs build (process ${pid}) is writing ${what}; wait for it to finish or pass another --out.`,
        EXIT_OUTPUT_BUSY,
      );
    }
    // Stale: its build was killed. Remove it unless another build took it over meanwhile.
    try {
      if (readFileSync(file, 'utf8') === text) unlinkSync(file);
    } catch {
      // Gone already.
    }
  }
  throw new OutputError(`Could not take the lock ${file}; another build keeps taking it. Try again.`, EXIT_OUTPUT_BUSY);
}

function release(file: string): void {
  held.delete(file);
  try {
    if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
  } catch {
    // Already removed.
  }
}
