import { isAbsolute, relative, sep } from 'node:path';

/**
 * Whether the absolute path `child` is `parent` itself or lies below it. Judged from `relative()`, not
 * from a string prefix, so `/site-old` is not inside `/site` and a root of `/` works too. Every
 * containment rule (content reads, output writes, serving, static links) asks this one question.
 */
export function isInsideOrSame(parent: string, child: string): boolean {
  const r = relative(parent, child);
  return r === '' || !(r === '..' || r.startsWith('..' + sep) || isAbsolute(r));
}

/** Whether `child` lies strictly below `parent` (the folder itself does not count). */
export function isInside(parent: string, child: string): boolean {
  return relative(parent, child) !== '' && isInsideOrSame(parent, child);
}
