import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { EXIT_OUTPUT_BUSY, EXIT_WRITE_FAILED, OutputError } from './errors.ts';

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
 * Who holds a lock: the process id, and where the system tells them, its start time (in clock ticks since
 * boot, /proc/<pid>/stat) and the boot's id. A process id is reused after its process is gone, so a lock
 * left by a killed build could name a live, unrelated process and block every build; the start time and
 * boot id tell that process from the build that wrote the lock.
 */
interface Holder {
  pid: number;
  start?: string;
  boot?: string;
}

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // no /proc (macOS, Windows): the process id alone decides
  }
}

function startTime(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  // Fields after the command name (which may hold spaces and parentheses): the 20th is the start time.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim();

/** Names a process as a lock does: its id, and where the system tells them its start time and the boot. */
export function processMark(pid: number): string {
  return JSON.stringify({ pid, start: startTime(pid), boot: bootId() } satisfies Holder);
}

const holderText = () => processMark(process.pid);

function parseHolder(text: string): Holder | undefined {
  try {
    const h = JSON.parse(text) as Holder | number;
    if (typeof h === 'number') return { pid: h }; // a lock of an earlier docs: the process id alone
    return Number.isInteger(h?.pid) ? h : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process a `processMark` names still runs (not merely a process with its id). */
export function markedProcessRuns(mark: string): boolean {
  const holder = parseHolder(mark.trim());
  return !!holder && holder.pid > 0 && holderRuns(holder);
}

/** Whether the process that wrote the lock still runs (not merely a process with its id). */
function holderRuns(h: Holder): boolean {
  if (!alive(h.pid)) return false;
  if (h.boot && bootId() && h.boot !== bootId()) return false; // written before a reboot
  const start = h.start && startTime(h.pid);
  return !start || start === h.start;
}

/**
 * Takes the lock file of an output (`.<name>.lock` beside it), naming this process (Holder). A second
 * build of the same output stops with one line; a lock left by a process that no longer runs (a killed
 * build, even when its id now belongs to another process) is taken over. Returns the release function.
 */
export function acquireLock(file: string, what: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, holderText(), { flag: 'wx' });
      held.add(file);
      return () => release(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // The folder beside the output cannot take a file (read-only, not a real folder such as /proc): said as
      // the output's problem, never as a bug in docs.
      if (code !== 'EEXIST')
        throw new OutputError(
          `Cannot write ${file}, the lock beside ${what}: ${(error as Error).message.replace(/^[A-Z]+: /, '')}. ` +
            'Check that the folder is writable, or pass another --out.',
          EXIT_WRITE_FAILED,
          { cause: error },
        );
    }
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // Released in between: try again.
    }
    const holder = parseHolder(text.trim());
    const pid = holder?.pid ?? 0;
    const ours = pid === process.pid && held.has(file);
    if (holder && pid > 0 && (ours || (pid !== process.pid && holderRuns(holder)))) {
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
    if (parseHolder(readFileSync(file, 'utf8'))?.pid === process.pid) unlinkSync(file);
  } catch {
    // Already removed.
  }
}
