import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiEntry, apiDisplayName, type ApiEntryData } from '../../../theme/api/ApiEntry.tsx';
import type { CompileOptions } from '../../mdx/state.ts';
import type { ApiPage, CompiledDoc, SearchRecord } from '../types.ts';
import { compileMdx, emptyCompiledDoc } from './compile.ts';

/**
 * Renders an API reference page: every Markdown field of every symbol goes through the same MDX
 * pipeline as pages (so links are checked and code is highlighted), with diagnostics pointing at the
 * field's line in the YAML file. Each symbol is an anchored heading, which puts it in the TOC, and a
 * search record of its own.
 */
export async function compileApiPage(page: ApiPage, options: CompileOptions): Promise<CompiledDoc> {
  const result: CompiledDoc = emptyCompiledDoc();
  const md: string[] = [`${page.description}\n`];
  const fragment = async (text: string | undefined, line: number | undefined): Promise<string | undefined> => {
    if (!text) return undefined;
    const out = await compileMdx({
      file: page.sourcePath,
      route: page.route,
      source: text,
      options,
      fragment: true,
      lineOffset: (line ?? 1) - 1,
    });
    result.refs.push(...out.refs);
    result.diagnostics.push(...out.diagnostics);
    result.deps.push(...out.deps);
    result.assets.push(...out.assets);
    return out.html;
  };
  const introHtml = await fragment(page.intro, page.introLine);
  if (page.intro) md.push(page.intro + '\n');
  const entries: ApiEntryData[] = [];
  for (const s of page.symbols) {
    const example = s.example?.trim();
    const exampleSource = example
      ? /^[\w/.-]+\.py$/.test(example)
        ? `<CodeExample path="${example}" />`
        : '```python\n' + example + '\n```'
      : undefined;
    entries.push({
      anchor: s.anchor,
      name: s.name,
      kind: s.kind,
      signature: s.signature,
      summaryHtml: await fragment(s.summary, s.lines.summary),
      descriptionHtml: await fragment(s.description, s.lines.description),
      params: await Promise.all(
        (s.params ?? []).map(async (p, i) => ({
          name: p.name,
          type: p.type,
          default: p.default === undefined ? undefined : String(p.default),
          descriptionHtml: await fragment(p.description, s.lines[`params.${i}`]),
        })),
      ),
      returns: s.returns
        ? {
            type: s.returns.type,
            descriptionHtml: await fragment(s.returns.description, s.lines['returns.description']),
          }
        : undefined,
      exampleHtml: await fragment(exampleSource, s.lines.example ? s.lines.example - 1 : s.lines.symbol),
      deprecated: s.deprecated ? await fragment(s.deprecated, s.lines.deprecated) : s.deprecated,
      lifecycle: s.lifecycle ?? (s.preview ? 'preview' : undefined),
    });
    result.anchors.push(s.anchor);
    result.toc.push({
      id: s.anchor,
      text: s.name,
      depth: s.kind === 'method' || s.kind === 'attribute' || s.kind === 'property' ? 3 : 2,
    });
    md.push(`## \`${s.kind === 'decorator' ? '@' : ''}${s.name}\` {#${s.anchor}}\n`);
    if (s.signature) md.push('```python\n' + s.signature + '\n```\n');
    for (const text of [s.summary, s.description]) if (text) md.push(text + '\n');
    if (s.params?.length)
      md.push(
        s.params
          .map(
            (p) =>
              `- \`${p.name}\`` +
              (p.type ? ` (\`${p.type}\`)` : '') +
              (p.default !== undefined ? `, default \`${p.default}\`` : '') +
              `: ${p.description ?? ''}`,
          )
          .join('\n') + '\n',
      );
    if (s.returns)
      md.push(`Returns${s.returns.type ? ` \`${s.returns.type}\`` : ''}: ${s.returns.description ?? ''}\n`);
    if (example) md.push('```python\n' + example + '\n```\n');
  }
  result.html =
    (introHtml ? `<div class="api-intro">${introHtml}</div>` : '') +
    renderToStaticMarkup(
      createElement(Fragment, null, ...entries.map((e) => createElement(ApiEntry, { key: e.anchor, entry: e }))),
    );
  result.searchRecords = entries.map((e) => searchRecord(e, page.title));
  result.markdown = md.join('\n');
  result.deps = [...new Set(result.deps)];
  return result;
}

/**
 * The search record of one symbol. Pagefind ranks a record by how much of its text matches, so the
 * record names the symbol once, in a heavily weighted line, and a method by its own name
 * (`with_io_manager_key`, its class said once in plain text): otherwise a query for `AssetSpec` ranks
 * every `AssetSpec.*` method, whose short records repeat the class name, above the class itself.
 * Examples are left out: code that uses a symbol is not about it.
 */
function searchRecord(e: ApiEntryData, pageTitle: string): SearchRecord {
  const dot = e.name.lastIndexOf('.');
  const own = dot === -1 ? e.name : e.name.slice(dot + 1);
  const owner = dot === -1 ? undefined : e.name.slice(0, dot);
  // The parameter list only: the name is already said once, and constants have none.
  const open = e.signature?.indexOf('(') ?? -1;
  const params = open === -1 ? '' : e.signature!.slice(open);
  const html = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement('p', { 'data-pagefind-weight': '10' }, own),
      // The summary right after the name: the result's excerpt starts where the name matched.
      e.summaryHtml && createElement('div', { dangerouslySetInnerHTML: { __html: e.summaryHtml } }),
      createElement('p', null, owner ? `${e.kind} of ${owner}` : e.kind, params ? ` ${params}` : ''),
      ...[e.deprecated, e.descriptionHtml]
        .filter(Boolean)
        .map((html) => createElement('div', { dangerouslySetInnerHTML: { __html: html } })),
      ...e.params.map((p) =>
        createElement(
          'div',
          null,
          createElement('p', null, p.name),
          p.descriptionHtml && createElement('div', { dangerouslySetInnerHTML: { __html: p.descriptionHtml } }),
        ),
      ),
      e.returns?.descriptionHtml &&
        createElement('div', { dangerouslySetInnerHTML: { __html: e.returns.descriptionHtml } }),
    ),
  );
  return { anchor: e.anchor, title: apiDisplayName(e), context: pageTitle, html };
}
