import { compile } from '@mdx-js/mdx';
import { parse } from 'acorn';
import type { Program } from 'estree';
import type { Root } from 'hast';
import { SourceMapGenerator } from 'source-map';
import { VFile } from 'vfile';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { isMdxSyntaxError, mdxSyntaxDiagnostic } from '../../diagnostics/mdx-error.ts';
import { rehypePlugins, remarkPlugins } from '../processor.ts';
import { rehypeToc } from '../rehype-toc.ts';
import { rehypeInnerHtml } from './rehype-inner-html.ts';
import { rehypeExportDocData, remarkContentTitle } from './doc-exports.ts';
import { rehypeLinkRefs, rehypeLinkRefsRestore } from './rehype-link-refs.ts';
import { rehypeLinks } from '../rehype-links.ts';
import { MDX_PROVIDER_MODULE } from './host-modules.ts';
import { stateOf, type CompileState } from '../state.ts';
import { hasSitePlugins, loadAllSitePlugins } from '../site-plugins.ts';

/** One `.md`/`.mdx` file compiled to a JavaScript module (ESM, the automatic JSX runtime, no React bundled). */
export interface MdxModule {
  /** The program; with its source map inline (when asked) so esbuild carries the page's lines into its map. */
  code: string;
  /** The Markdown copy (partials appear in it as placeholders, see remark-markdown-copy). */
  markdown: string;
  diagnostics: Diagnostic[];
}

/**
 * `export const toc = [...]` as Docusaurus adds it to every MDX file, so `<TOCInline toc={toc} />` works;
 * left out when the file declares its own `toc`. Runs after rehype-toc has collected the headings.
 */
function rehypeExportToc() {
  return (tree: Root, file: VFile) => {
    const state = stateOf(file);
    const declares = tree.children.some((n) => n.type === 'mdxjsEsm' && /\b(toc)\b/.test(n.value));
    if (declares) return;
    const items = state.toc.map((t) => ({ value: t.text, id: t.id, level: t.depth }));
    const value = `export const toc = ${JSON.stringify(items)};`;
    const estree = parse(value, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
    tree.children.push({ type: 'mdxjsEsm', value, data: { estree } });
  };
}

const TOC_INDEX = rehypePlugins.indexOf(rehypeToc) + 1;
const LINKS_INDEX = rehypePlugins.indexOf(rehypeLinks);
const esmRehypePlugins = [
  ...rehypePlugins.slice(0, TOC_INDEX),
  rehypeExportToc,
  rehypeExportDocData,
  ...rehypePlugins.slice(TOC_INDEX, LINKS_INDEX),
  rehypeLinkRefs,
  rehypeLinks,
  rehypeLinkRefsRestore,
  ...rehypePlugins.slice(LINKS_INDEX + 1),
  rehypeInnerHtml,
];

/**
 * Compiles one MDX file with @mdx-js/mdx and the same remark/rehype plugins and VFile state as the fast
 * path; the plugins fill `state` (refs, anchors, TOC, diagnostics) exactly as they do there. A syntax
 * error is a diagnostic and gives no code.
 */
export async function compileMdxModule(
  source: string,
  state: CompileState,
  toc: { min?: number; max?: number } = {},
  withMap = false,
): Promise<MdxModule | undefined> {
  state.esm = true;
  const vfile = new VFile({ path: state.file, value: source, data: { state, tocMin: toc.min, tocMax: toc.max } });
  const siteRoot = state.options.siteRoot ?? state.options.roots.lexical[0]!;
  let site: Awaited<ReturnType<typeof loadAllSitePlugins>> | undefined;
  if (hasSitePlugins(state.options)) {
    try {
      site = await loadAllSitePlugins(siteRoot, state.options);
    } catch (error) {
      state.diagnostics.push(pluginDiagnostic(state.file, 'does not load', error));
      return undefined;
    }
  }
  try {
    const out = await compile(vfile, {
      format: 'mdx',
      outputFormat: 'program',
      // Compiled again to place a problem, each element's call also says where the page writes it (`jsxDEV`'s
      // source argument, read by the render guard): exact, where a source map places few of MDX's calls.
      development: withMap,
      jsxImportSource: 'react',
      providerImportSource: MDX_PROVIDER_MODULE,
      remarkPlugins: [...remarkPlugins(true, site?.remark, site?.beforeRemark), remarkContentTitle],
      rehypePlugins: site
        ? [...site.beforeRehype, ...esmRehypePlugins.slice(0, -1), ...site.rehype, rehypeInnerHtml]
        : esmRehypePlugins,
      // A source map doubles the compile time: it is made only to place a render error (compile-esm.ts).
      SourceMapGenerator: withMap ? SourceMapGenerator : undefined,
    });
    const map = out.map ? Buffer.from(JSON.stringify(out.map)).toString('base64') : undefined;
    return {
      code: String(out.value) + (map ? `\n//# sourceMappingURL=data:application/json;base64,${map}\n` : ''),
      markdown: (out.data.markdown as string | undefined) ?? '',
      diagnostics: state.diagnostics,
    };
  } catch (error) {
    // A site plugin that throws on this page is the site's problem, told at the page, never an internal error.
    if (!isMdxSyntaxError(error) && site) {
      state.diagnostics.push(pluginDiagnostic(state.file, 'failed on this page', error));
      return undefined;
    }
    if (!isMdxSyntaxError(error)) throw error;
    state.diagnostics.push(mdxSyntaxDiagnostic(error, state.file, state.lineOffset));
    return undefined;
  }
}

/** A remark plugin of `markdown.remarkPlugins` that does not load, or throws while it transforms a page. */
function pluginDiagnostic(file: string, what: string, error: unknown): Diagnostic {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return {
    severity: 'error',
    ruleId: 'mdx-syntax',
    source: 'compile',
    file,
    place: { line: 1, column: 1 },
    message: `A remark or rehype plugin of the site ${what}: ${message}`,
    hint:
      'install the plugin in the site (npm install) or fix its path (relative to the site folder) and options ' +
      'in the config; a plugin runs in Node after the built-in remark plugins, as in Docusaurus',
  };
}
