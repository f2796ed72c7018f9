import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocCardsContext } from '../../../theme/content/DocCardList.tsx';
import {
  IslandContext,
  IslandNoticesContext,
  RenderedIslandsContext,
  type StaticIslandNotice,
} from '../../../theme/content/Island.tsx';
import type { Diagnostic, Place } from '../../diagnostics/diagnostic.ts';
import { TocContext } from '../../../theme/content/TOCInline.tsx';
import { DocusaurusContext, PageRouteContext } from '../../../theme/docusaurus/context.ts';
import { HeadContext } from '../../../theme/docusaurus/Head.tsx';
import type { CompileOptions, CompileState, DocModuleData } from '../state.ts';
import { withBaseUrl } from '../../../shared/routes.ts';
import { bundlePage, type PageBundle } from './bundle.ts';
import { MdxComponentsContext } from './host-modules.ts';
import { evaluateBundle } from './evaluate.ts';
import { guardRender, type JsxSource } from './render-guard.ts';
import { compileMdxModule } from './mdx-module.ts';
import { placeOfText } from './positions.ts';
import { renderErrorDiagnostic, sourceFrames } from './render-errors.ts';
import { expandPartials } from './partials.ts';
import { siteMdxComponents } from './globals.ts';
import { preprocessMdx1 } from '../mdx1-compat.ts';
import { TRUNCATE_ELEMENT } from '../rehype-truncate.ts';

/**
 * Front matter of a partial becomes blank lines (Docusaurus allows it; positions stay right); the partial
 * still exports it as `frontMatter`.
 */
function splitFrontMatter(source: string): { body: string; frontMatter?: string } {
  const m = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return m ? { body: m[0].replace(/[^\n]/g, '') + source.slice(m[0].length), frontMatter: m[0] } : { body: source };
}

/** Where an imported `.md`/`.mdx` file is a page of the site (not a `_partial`): its URL and source path. */
function importedPage(options: CompileOptions, file: string): DocModuleData['imported'] {
  const route = options.fileRoutes[file];
  if (route === undefined || basename(file).startsWith('_')) return undefined;
  const siteRoot = options.siteRoot ?? options.roots.lexical[0];
  return {
    permalink: withBaseUrl(options.baseUrl ?? '/', route),
    source: `@site/${relative(siteRoot, file).split(sep).join('/')}`,
    sourceDirName: relative(options.docsDir, dirname(file)).split(sep).join('/') || '.',
  };
}

/**
 * A partial's own state: its refs and diagnostics carry its file; it is shown at the page's route. It has no
 * page metadata (Docusaurus exports `metadata` and `assets` only from the docs plugin's own files).
 */
function partialState(page: CompileState, file: string, frontMatter: string | undefined): CompileState {
  return {
    ...page,
    file,
    doc: { frontMatterSource: frontMatter, imported: importedPage(page.options, file) },
    cards: undefined,
    diagnostics: [],
    refs: [],
    anchors: [],
    toc: [],
    deps: [],
    assets: [],
    lineOffset: 0,
    hasMermaid: false,
  };
}

function mergeInto(page: CompileState, part: CompileState): void {
  page.diagnostics.push(...part.diagnostics);
  page.refs.push(...part.refs);
  page.anchors.push(...part.anchors);
  page.deps.push(part.file, ...part.deps);
  page.assets.push(...part.assets);
  page.hasMermaid ||= part.hasMermaid;
}

/** The first import cycle among the MDX files, as the list of files around it, or undefined. */
function findCycle(page: string, imports: PageBundle['imports']): string[] | undefined {
  const path: string[] = [];
  const done = new Set<string>();
  const visit = (file: string): string[] | undefined => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return undefined;
    path.push(file);
    for (const next of imports.get(file)?.values() ?? []) {
      if (!/\.mdx?$/.test(next)) continue;
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  return visit(page);
}

/** A page rendered on the full-MDX path. */
export interface EsmPage {
  html: string;
  markdown: string;
  /** What its `<head>`/`@docusaurus/Head` put in the document head. */
  head: ReactNode[];
  /** The id of each island the render wrote as `<docs-island>`, in render order (theme/content/Island.tsx). */
  islands: string[];
  /** Those rendered above the page's truncate marker (a blog post's excerpt); undefined without a marker. */
  excerptIslands?: string[];
}

/**
 * The full-MDX path: the page compiled by @mdx-js/mdx with the fast path's plugins, bundled with its
 * imports by esbuild (partials compiled by this same function's compiler, site components, JSON, the
 * site's packages), evaluated in this thread and rendered with the same providers as the fast path.
 */
export async function compileEsmPage(
  source: string,
  state: CompileState,
  toc: { min?: number; max?: number },
  withMaps = false,
): Promise<EsmPage> {
  const siteRoot = state.options.siteRoot ?? state.options.roots.lexical[0];
  const before = snapshot(state);
  const page = await compileMdxModule(source, state, toc, withMaps);
  if (!page) return { html: '', markdown: '', head: [], islands: [] };
  const sources = new Map<string, string>([[state.file, source]]);
  const markdowns = new Map<string, string>([[state.file, page.markdown]]);
  const { bundle, diagnostics: bundleProblems } = await bundlePage({
    siteRoot,
    roots: state.options.roots,
    aliases: state.options.aliases,
    baseUrl: state.options.baseUrl,
    autoIslands: { siteRoot, aliases: state.options.aliases, dirs: [join(siteRoot, 'src'), state.options.docsDir] },
    page: state.file,
    pageCode: page.code,
    sources,
    withMap: withMaps,
    nodeCode: state.options.nodeCode === true,
    allowScripts: state.options.allowScripts === true,
    globals: { mdxComponents: siteMdxComponents(state.options), components: state.options.components ?? {} },
    loadPartial: async (file) => {
      const { body, frontMatter } = splitFrontMatter(readFileSync(file, 'utf8'));
      // A partial is Markdown like any page: Docusaurus's MDX 1 compatibility applies (same lines and columns).
      const text = preprocessMdx1(body, state.options.mdx1Compat);
      sources.set(file, text);
      const part = partialState(state, file, frontMatter);
      const mod = await compileMdxModule(text, part, {}, withMaps);
      mergeInto(state, part);
      if (mod) markdowns.set(file, mod.markdown);
      return mod?.code;
    },
  });
  state.diagnostics.push(...bundleProblems);
  if (!bundle) return { html: '', markdown: '', head: [], islands: [] };
  state.deps.push(...bundle.inputs.filter((f) => f !== state.file));
  state.assets.push(...bundle.assets);
  const cycle = findCycle(state.file, bundle.imports);
  if (cycle) {
    const [from, to] = [cycle[cycle.length - 2], cycle[cycle.length - 1]];
    const spec = [...(bundle.imports.get(from) ?? [])].find(([, p]) => p === to)?.[0] ?? '';
    state.diagnostics.push({
      severity: 'error',
      ruleId: 'import-cycle',
      source: 'compile',
      file: from,
      place: placeOfText(sources.get(from) ?? '', [`'${spec}'`, `"${spec}"`]),
      message: `Partials import each other in a cycle: ${cycle.map((f) => relative(siteRoot, f)).join(' → ')}`,
      hint: 'a partial cannot include itself, directly or through others: remove one of these imports',
    });
    return { html: '', markdown: '', head: [], islands: [] };
  }
  if (state.diagnostics.some((d) => d.severity === 'error' && d.ruleId === 'mdx-syntax'))
    return { html: '', markdown: '', head: [], islands: [] };
  const filename = `docs-mdx:${state.file}`;
  let html = '';
  const head: ReactNode[] = [];
  const islands = new Set<string>();
  // The render is depth-first in document order: the islands recorded when it reaches the top-level truncate
  // marker are exactly those of the excerpt (the blog's list pages preload their chunks).
  let excerptIslands: string[] | undefined;
  const truncateMark = (): ReactElement => {
    excerptIslands ??= [...islands];
    return createElement(TRUNCATE_ELEMENT);
  };
  try {
    const notices: StaticIslandNotice[] = [];
    const rendered = guardRender(state.options.allowScripts, () => {
      const exports = evaluateBundle(bundle.code, filename, state.options.nodeCode === true);
      const components = { ...(exports.components as Record<string, unknown>), [TRUNCATE_ELEMENT]: truncateMark };
      const content = createElement(exports.default as ComponentType);
      return renderToStaticMarkup(
        createElement(
          HeadContext.Provider,
          { value: head },
          withProviders(
            state,
            createElement(
              IslandNoticesContext.Provider,
              { value: notices },
              createElement(
                RenderedIslandsContext.Provider,
                { value: islands },
                createElement(MdxComponentsContext.Provider, { value: components }, content),
              ),
            ),
          ),
        ),
      );
    });
    // A refused element is placed by the stack of the call that made it, through the bundle's source map: made
    // only now, by the same compile again (as for a thrown error), since a page with none pays nothing for it.
    if (rendered.problems.length && !withMaps) return compileEsmPage(source, restore(state, before), toc, true);
    html = rendered.value;
    state.diagnostics.push(...notices.map((n) => staticIslandWarning(state.file, source, n)));
    const seen = new Map<string, number>(); // the second problem near the same text is at its second place
    for (const { near, stack, source: written, ...problem } of rendered.problems) {
      const frame =
        writtenPlace(written, siteRoot) ??
        (stack && bundle.map ? callerFrame(stack, filename, bundle.map, siteRoot) : undefined);
      if (frame) {
        const place = nearOnLine(sources.get(frame.file), frame.place, near) ?? frame.place;
        state.diagnostics.push({ severity: 'error', source: 'compile', file: frame.file, place, ...problem });
        continue;
      }
      const nth = seen.get(near[0]!) ?? 0;
      seen.set(near[0]!, nth + 1);
      const place = placeOfText(source, near, nth) ?? { line: 1, column: 1 };
      state.diagnostics.push({ severity: 'error', source: 'compile', file: state.file, place, ...problem });
    }
  } catch (error) {
    islands.clear(); // the article is not written: nothing of it to preload
    excerptIslands = undefined;
    // Source maps are made only now, to place the error: the same compile again, with them.
    if (!withMaps) return compileEsmPage(source, restore(state, before), toc, true);
    state.diagnostics.push(
      renderErrorDiagnostic(error, { page: state.file, siteRoot, filename, map: bundle.map, sources }),
    );
  }
  const markdown = expandPartials(state.file, markdowns, bundle.imports);
  return { html, markdown, head, islands: [...islands], excerptIslands };
}

/**
 * The first of the needles written on the line of `at`, after it: the place of a dropped prop (`href=` after `<a`)
 * or of the tag a call names (`'script'` after `createElement(`) on the line where the element is made.
 */
function nearOnLine(text: string | undefined, at: Place, needles: string[]): Place | undefined {
  const line = text?.split('\n')[at.line - 1] ?? '';
  for (const needle of needles) {
    const i = line.indexOf(needle, at.column - 1);
    if (i >= 0) return { line: at.line, column: i + 1 };
  }
  return undefined;
}

/** The place MDX gave a refused element of a page or partial (`jsxDEV`'s source), when in the site folder. */
function writtenPlace(source: JsxSource | undefined, siteRoot: string) {
  const { fileName: file, lineNumber: line, columnNumber: column } = source ?? {};
  if (!file || !line || !column || !file.startsWith(siteRoot + sep)) return undefined;
  return { file, place: { line, column } };
}

/**
 * Where the author's code made a refused element: the stack's first frame in the page bundle (the `jsx` or
 * `createElement` call), when the source map places that call exactly in a file of the site's own (the page, a
 * partial, a component under the site folder, not a package). MDX maps few of its calls (the call to `jsx` for
 * `<El>` has no mapping of its own), so a page's element often has none: then undefined, and the caller places it
 * by its text, never at an unrelated place of a later frame.
 */
function callerFrame(stack: string, filename: string, map: string, siteRoot: string) {
  const first = stack.split('\n').find((line) => line.includes(`${filename}:`));
  const frame = first ? sourceFrames(first, filename, map, siteRoot)[0] : undefined;
  if (!frame || frame.file.split(sep).includes('node_modules')) return undefined;
  return frame.file.startsWith(siteRoot + sep) ? frame : undefined;
}

/**
 * A component found to need the browser (it was not marked `'use client'`) that this page renders without
 * hydration, because its props cannot be sent to the browser: said, never silent. At the first `<Name`.
 */
function staticIslandWarning(file: string, source: string, notice: StaticIslandNotice): Diagnostic {
  return {
    severity: 'warning',
    ruleId: 'client-module',
    source: 'compile',
    file,
    place: placeOfText(source, [`<${notice.component}`]),
    message: `<${notice.component}> needs the browser but is rendered static here: ${notice.reason}`,
    hint:
      'it is not interactive on this page; pass it JSON props, or wrap the part that needs them in a ' +
      "component of its own marked 'use client'",
  };
}

type Snapshot = Record<'diagnostics' | 'refs' | 'anchors' | 'toc' | 'deps' | 'assets', number>;

/** How far the plugins had filled the page's state, to compile it again from there. */
function snapshot(state: CompileState): Snapshot {
  const { diagnostics, refs, anchors, toc, deps, assets } = state;
  return {
    diagnostics: diagnostics.length,
    refs: refs.length,
    anchors: anchors.length,
    toc: toc.length,
    deps: deps.length,
    assets: assets.length,
  };
}

function restore(state: CompileState, at: Snapshot): CompileState {
  for (const key of Object.keys(at) as (keyof Snapshot)[]) state[key].length = at[key];
  return state;
}

/** The contexts content components read: category cards, islands' chunks, the TOC, the site config. */
export function withProviders(state: CompileState, element: ReactElement): ReactElement {
  // Cards hold site routes; the fast path (page/compile.ts) puts the base in front of each, and so does this one.
  const base = state.options.baseUrl ?? '/';
  const cards = state.cards?.map((c) => ({ ...c, href: withBaseUrl(base, c.href) }));
  let el: ReactElement = createElement(DocCardsContext.Provider, { value: cards }, element);
  el = createElement(IslandContext.Provider, { value: state.options.islandChunks ?? {} }, el);
  el = createElement(TocContext.Provider, { value: state.toc }, el);
  const route = withBaseUrl(state.options.baseUrl ?? '/', state.route);
  el = createElement(PageRouteContext.Provider, { value: route }, el);
  const site = state.options.siteConfig;
  const { docVersions, instanceVersions } = state.options;
  const value = {
    siteConfig: site!,
    ...(docVersions ? { docVersions } : {}),
    ...(instanceVersions ? { instanceVersions } : {}),
  };
  return site ? createElement(DocusaurusContext.Provider, { value }, el) : el;
}
