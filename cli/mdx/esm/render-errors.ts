import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Diagnostic, Place } from '../../diagnostics/diagnostic.ts';
import { NODE_ONLY_GLOBALS, WRAPPER_LINES } from './evaluate.ts';
import { placeOfJsx } from './positions.ts';

/** A frame of the page bundle, taken back to the file and place the author wrote. */
interface SourceFrame {
  fn: string;
  file: string;
  place: Place;
}

/** Stack frames of the bundle (those whose file is `filename`), mapped to their source files. */
export function sourceFrames(stack: string, filename: string, map: string, siteRoot: string): SourceFrame[] {
  const trace = new TraceMap(map);
  const out: SourceFrame[] = [];
  for (const line of stack.split('\n')) {
    const m = /^\s*at (?:(.*?) \()?(.*):(\d+):(\d+)\)?$/.exec(line);
    if (!m || m[2] !== filename) continue;
    const pos = originalPositionFor(trace, { line: Number(m[3]) - WRAPPER_LINES, column: Number(m[4]) - 1 });
    if (!pos.source || pos.line === null) continue;
    if (/^[a-z-]+:/.test(pos.source)) continue; // a virtual module of ours
    const fn =
      (m[1] ?? '')
        .replace(/^(new|async) /, '')
        .split('.')
        .pop() ?? '';
    out.push({ fn, file: resolve(siteRoot, pos.source), place: { line: pos.line, column: pos.column + 1 } });
  }
  return out;
}

const isMdx = (file: string) => /\.mdx?$/.test(file);

function read(sources: Map<string, string>, file: string): string {
  if (sources.has(file)) return sources.get(file)!;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * An exception thrown while the compiled page rendered, as the author's diagnostic: a component the page
 * uses but never defined (`unknown-component` at its tag); an expression of the page or a partial that
 * threw (`mdx-expression` at its line); or a component that threw (`component-error` where the page uses
 * it, naming the component's own file:line).
 */
export function renderErrorDiagnostic(
  error: unknown,
  ctx: { page: string; siteRoot: string; filename: string; map: string; sources: Map<string, string> },
): Diagnostic {
  // Page code runs in a context of its own (evaluate.ts): its errors are not this context's `Error`s.
  const err = isErrorLike(error) ? error : new Error(String(error));
  const mdxFiles = [ctx.page, ...[...ctx.sources.keys()].filter((f) => f !== ctx.page)];
  const missing = /^Expected (?:component|object) `([^`]+)` to be defined/.exec(err.message);
  if (missing) {
    const name = missing[1];
    const file = mdxFiles.find((f) => placeOfJsx(read(ctx.sources, f), name)) ?? ctx.page;
    return {
      severity: 'error',
      ruleId: 'unknown-component',
      source: 'compile',
      file,
      place: placeOfJsx(read(ctx.sources, file), name),
      message: `Unknown component \`<${name}>\`: it is neither imported nor a global MDX component`,
      hint: `import it (\`import ${name} from '@site/src/components/${name}';\`) or add it to src/theme/MDXComponents`,
    };
  }
  const frames = sourceFrames(err.stack ?? '', ctx.filename, ctx.map, ctx.siteRoot);
  const top = frames[0];
  if (top && isMdx(top.file)) {
    return {
      severity: 'error',
      ruleId: 'mdx-expression',
      source: 'compile',
      file: top.file,
      place: top.place,
      message: `Expression threw while rendering: ${err.message}`,
      hint:
        nodeOnlyHint(err) ??
        'an expression runs once at build time: check the names it uses are imported or exported above it',
    };
  }
  const rel = top ? `${relative(ctx.siteRoot, top.file)}:${top.place.line}:${top.place.column}` : undefined;
  // The tag that rendered it: the component's name as the page writes it, else the import of its file.
  const named = (err as { component?: unknown }).component; // an island's error names its component
  const names = [
    ...new Set(
      [...(typeof named === 'string' ? [named] : []), ...frames.map((f) => f.fn)].filter((n) => /^[A-Z]/.test(n)),
    ),
  ];
  let at: { file: string; place?: Place } = { file: ctx.page };
  for (const name of names) {
    const file = mdxFiles.find((f) => placeOfJsx(read(ctx.sources, f), name));
    if (file) {
      at = { file, place: placeOfJsx(read(ctx.sources, file), name) };
      break;
    }
  }
  const shown = names[0] ? `\`<${names[0]}>\`` : 'A component';
  return {
    severity: 'error',
    ruleId: 'component-error',
    source: 'compile',
    file: at.file,
    place: at.place,
    message: `${shown} threw while rendering: ${err.message}${rel ? ` (at ${rel})` : ''}`,
    hint:
      leftOutHint(err) ??
      nodeOnlyHint(err) ??
      (rel ? `fix the component at ${rel}, or the props this page passes it` : 'check the props this page passes'),
  };
}

/** esbuild's name for an imported module (`import_internal`) → the Docusaurus module docs shims. */
const SHIMMED: Record<string, string> = {
  internal: '@docusaurus/theme-common/internal',
  theme_common: '@docusaurus/theme-common',
  client: '@docusaurus/plugin-content-docs/client',
  router: '@docusaurus/router',
};

/**
 * A hook of Docusaurus's own layout, blog or plugin data that docs leaves out of its shims is undefined when a
 * component calls it (`(0 , import_internal.useDocsSidebar) is not a function`): say so, and what to do.
 */
function leftOutHint(err: Error): string | undefined {
  const m = /import_(\w+?)\d*\.(\w+)\)? is not a function/.exec(err.message);
  const module = m && SHIMMED[m[1]!];
  if (!module) return undefined;
  return (
    `docs does not provide \`${m[2]}\` of \`${module}\` (it belongs to Docusaurus's own layout, blog or plugin ` +
    'data; README, "Moving a Docusaurus site", lists what is provided): give the component its own version'
  );
}

function isErrorLike(error: unknown): error is Error {
  return typeof error === 'object' && error !== null && typeof (error as Error).message === 'string';
}

/** Page code that reached for Node (`process`, `require`, the Function constructor): say why it is not there. */
function nodeOnlyHint(err: Error): string | undefined {
  const name = new RegExp(`^(${NODE_ONLY_GLOBALS.join('|')}) is not defined$`).exec(err.message)?.[1];
  const escape = /Function constructor/.test(err.message);
  if (!name && !escape) return undefined;
  return (
    `${name ? `\`${name}\`` : 'Building code with the Function constructor'} is not available: page code runs as ` +
    'in a browser, with no access to Node or the files of the machine; set `markdown.nodeCode: true` in the ' +
    'site config only if every author is trusted'
  );
}
