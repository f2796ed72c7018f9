import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { isInsideOrSame } from '../util/path-inside.ts';
import { MARKUP_FILE, SCRIPT_FILE_HINT, scriptInMarkupFile } from '../util/url-safety.ts';

/** One file of `static/` and where its bytes come from (a symlink's target, resolved). */
export interface StaticFile {
  /** Output-relative path, `/`-separated. */
  rel: string;
  from: string;
}

/**
 * Lists the files of the static folder. Symbolic links (the folder itself included) are followed when
 * they point inside the site, so the output holds the content, never a link to a path of the build
 * machine; a link pointing outside the site, or to nothing, is an error naming the link.
 */
export function collectStaticFiles(
  staticDir: string,
  rootDir: string,
  /** `markdown.allowScripts`: an HTML or SVG file holding a script is copied as it is. */
  allowScripts = false,
): { files: StaticFile[]; diagnostics: Diagnostic[] } {
  const files: StaticFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return p;
    }
  };
  // A static folder configured outside the site is a root of its own; a `static` link leading out is not.
  const roots = [real(rootDir), ...(isInsideOrSame(rootDir, staticDir) ? [] : [real(staticDir)])];
  const refuse = (link: string, message: string, hint: string) =>
    diagnostics.push({ severity: 'error', ruleId: 'static-symlink', source: 'emit', file: link, message, hint });
  /** Resolves a symlink, or reports it; undefined when it must not be followed. */
  const follow = (link: string): string | undefined => {
    let real: string;
    try {
      real = realpathSync(link);
    } catch {
      refuse(
        link,
        `Symbolic link \`${relative(rootDir, link)}\` points to nothing`,
        'remove the link or restore its target',
      );
      return undefined;
    }
    if (!roots.some((root) => isInsideOrSame(root, real))) {
      refuse(
        link,
        `Symbolic link \`${relative(rootDir, link)}\` points outside the site folder ` +
          `(to \`${real}\`); it is not copied`,
        'copy the file into the site, or point the link at a path inside the site folder',
      );
      return undefined;
    }
    return real;
  };
  const visiting = new Set<string>();
  const walk = (dir: string, real: string, rel: string) => {
    if (visiting.has(real)) return; // A link back up the tree: its content is already being listed.
    visiting.add(real);
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const out = rel ? `${rel}/${name}` : name;
      let stat = lstatSync(path);
      let source = path;
      if (stat.isSymbolicLink()) {
        const target = follow(path);
        if (!target) continue;
        source = target;
        stat = statSync(target);
      }
      if (stat.isDirectory()) walk(path, realpathSync(source), out);
      else if (stat.isFile() && !(allowScripts ? undefined : scriptRefused(path, source, diagnostics)))
        files.push({ rel: out, from: source });
    }
    visiting.delete(real);
  };
  let stat;
  try {
    stat = lstatSync(staticDir);
  } catch {
    return { files, diagnostics }; // No static folder.
  }
  const top = stat.isSymbolicLink() ? follow(staticDir) : real(staticDir);
  if (top && statSync(top).isDirectory()) walk(staticDir, top, '');
  return { files, diagnostics };
}

/**
 * `static/` is content (README, "Trust model"): an HTML page or SVG image there that holds a script would run it in
 * the site's origin when a reader opens it, so it is a `raw-script` error at the script, and is not copied.
 */
function scriptRefused(path: string, source: string, diagnostics: Diagnostic[]): boolean {
  if (!MARKUP_FILE.test(path)) return false;
  const found = scriptInMarkupFile(readFileSync(source, 'utf8'));
  if (!found) return false;
  diagnostics.push({
    severity: 'error',
    ruleId: 'raw-script',
    source: 'emit',
    file: path,
    place: { line: found.line, column: found.column },
    message:
      `This file holds ${found.what}, which would run in the site's origin when a reader opens it; ` +
      'it is not copied',
    hint: SCRIPT_FILE_HINT,
  });
  return true;
}
