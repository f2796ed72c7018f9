import { existsSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { watch } from 'chokidar';
import { hash } from '../util/hash.ts';

const CHANGE_RECHECK_MS = 75;

export type FileEvent = 'add' | 'change' | 'unlink';

/**
 * Watches `dirs` (the ones that exist) and calls `onEvent` for each added, changed or removed file;
 * resolves once the initial scan is done. chokidar drops a second `change` of a file within 50 ms of the
 * first (no trailing event), so a quick second save could go unseen: the file is looked at again just
 * after that window and reported again if it changed since.
 */
export async function watchFiles(
  dirs: string[],
  onEvent: (kind: FileEvent, file: string) => void,
): Promise<{ close(): Promise<void> }> {
  const watcher = watch(dirs.filter(existsSync), {
    ignoreInitial: true,
    ignored: (p) => p.includes(`${sep}node_modules${sep}`) || p.includes(`${sep}.`),
  });
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const seen = new Map<string, string>();
  const contentHash = (file: string) => {
    try {
      return hash(readFileSync(file));
    } catch {
      return 'gone';
    }
  };
  for (const kind of ['add', 'change', 'unlink'] as const) {
    watcher.on(kind, (file) => {
      seen.set(file, contentHash(file));
      onEvent(kind, file);
      if (kind !== 'change') return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const now = contentHash(file);
        if (seen.get(file) === now) return;
        seen.set(file, now);
        onEvent('change', file);
      }, CHANGE_RECHECK_MS);
      timers.add(timer);
    });
  }
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    async close() {
      for (const t of timers) clearTimeout(t);
      await watcher.close();
    },
  };
}
