import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { yamlValue } from '../../util/yaml-value.ts';
import { z } from 'zod';
import type { ResolvedConfig } from '../../config/load.ts';
import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import { hash } from '../../util/hash.ts';
import { normalizeRoute } from '../../../shared/routes.ts';
import { ApiPageSchema } from '../../config/api-schema.ts';
import type { ApiIndex, ApiPage, ApiSymbol } from '../types.ts';

function lineOf(node: YamlNode | null | undefined, counter: LineCounter): number | undefined {
  const start = node?.range?.[0];
  return start === undefined ? undefined : counter.linePos(start).line;
}

/** Lines of each symbol and of its Markdown-bearing fields, read from the YAML document's node ranges. */
function symbolLines(doc: ReturnType<typeof parseDocument>, counter: LineCounter): Record<string, number>[] {
  const seq = doc.get('symbols', true);
  if (!isSeq(seq)) return [];
  return seq.items.map((item) => {
    const lines: Record<string, number> = { symbol: lineOf(item as YamlNode, counter) ?? 1 };
    if (isMap(item)) {
      for (const pair of item.items) {
        const key = String((pair.key as { value?: unknown })?.value ?? '');
        const l = lineOf(pair.value as YamlNode, counter);
        if (l) lines[key] = l;
        if (key === 'params' && isSeq(pair.value)) {
          pair.value.items.forEach((p, i) => {
            const pl = isMap(p) ? lineOf(p.get('description', true) as YamlNode, counter) : undefined;
            if (pl) lines[`params.${i}`] = pl;
          });
        }
        if (key === 'returns' && isMap(pair.value)) {
          const rl = lineOf(pair.value.get('description', true) as YamlNode, counter);
          if (rl) lines['returns.description'] = rl;
        }
      }
    }
    return lines;
  });
}

/** The module a page that did not load would have documented, if its YAML says so ('' when it cannot tell). */
function moduleOf(doc: ReturnType<typeof parseDocument>): string {
  try {
    const module = doc.get('module');
    return typeof module === 'string' ? module : '';
  } catch {
    return '';
  }
}

/** The hint of a page that did not load: the `<PyObject>` references it would have resolved wait for it. */
function uncheckedHint(module: string): string {
  return module
    ? `\`<PyObject>\` references into \`${module}\` are not checked until this file loads`
    : '`<PyObject>` references are not checked until this file loads';
}

/** The API pages, the symbol index, and the modules of pages that did not load (`unchecked`, '' = unknown). */
export interface ApiReference {
  pages: ApiPage[];
  index: ApiIndex;
  unchecked: string[];
}

/** Reads `content/api/**.yaml` into API pages and the symbol index. */
export function discoverApiReference(config: ResolvedConfig): StageResult<ApiReference> {
  const diagnostics: Diagnostic[] = [];
  const pages: ApiPage[] = [];
  const index: ApiIndex = {};
  // A page that does not load is one error; the `<PyObject>`s naming its symbols would each be another.
  const unchecked: string[] = [];
  let files: string[] = [];
  try {
    files = (readdirSync(config.apiDir, { recursive: true }) as string[]).filter((f) => /\.ya?ml$/.test(f)).sort();
  } catch {
    return { value: { pages, index, unchecked }, diagnostics }; // No API folder: a site without a reference.
  }
  for (const rel of files) {
    const file = join(config.apiDir, rel);
    const text = readFileSync(file, 'utf8');
    const counter = new LineCounter();
    const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
    if (doc.errors.length) {
      const module = moduleOf(doc);
      unchecked.push(module);
      for (const [i, e] of doc.errors.entries()) {
        const pos = counter.linePos(e.pos[0]);
        const hint = i === 0 ? uncheckedHint(module) : undefined;
        diagnostics.push(apiYamlError(file, pos.line, pos.col, `Invalid YAML: ${e.message.split('\n')[0]}`, hint));
      }
      continue;
    }
    const value = yamlValue(doc);
    if (!value.ok) {
      unchecked.push(moduleOf(doc));
      const pos = counter.linePos(value.offset);
      diagnostics.push(apiYamlError(file, pos.line, pos.col, `Invalid YAML: ${value.reason}`, value.hint));
      continue;
    }
    const parsed = ApiPageSchema.safeParse(value.value);
    if (!parsed.success) {
      const module = moduleOf(doc);
      unchecked.push(module);
      for (const [i, issue] of parsed.error.issues.entries()) {
        const node = doc.getIn(issue.path as (string | number)[], true) as YamlNode | undefined;
        const parent = doc.getIn(issue.path.slice(0, -1) as (string | number)[], true) as YamlNode | undefined;
        const line = lineOf(node, counter) ?? lineOf(parent, counter) ?? 1;
        const message = `\`${issue.path.join('.') || '(root)'}\`: ${issue.message}`;
        diagnostics.push(apiYamlError(file, line, 1, message, i === 0 ? uncheckedHint(module) : undefined));
      }
      continue;
    }
    const data = parsed.data;
    const route = normalizeRoute(data.route);
    const id = route.slice(1);
    const allLines = symbolLines(doc, counter);
    const symbols: ApiSymbol[] = data.symbols.map((s, i) => ({
      ...s,
      anchor: `${s.module ?? data.module}.${s.name}`,
      lines: allLines[i] ?? { symbol: 1 },
    }));
    const seen = new Set<string>();
    symbols.forEach((s) => {
      if (seen.has(s.anchor)) {
        diagnostics.push({
          severity: 'error',
          ruleId: 'duplicate-symbol',
          source: 'api',
          file,
          place: { line: s.lines.symbol, column: 1 },
          message: `Symbol \`${s.anchor}\` is listed twice on this page`,
        });
      }
      seen.add(s.anchor);
      if (index[s.anchor] && index[s.anchor].route !== route) {
        diagnostics.push({
          severity: 'warning',
          ruleId: 'duplicate-symbol',
          source: 'api',
          file,
          place: { line: s.lines.symbol, column: 1 },
          message:
            `Symbol \`${s.anchor}\` is also documented on \`${index[s.anchor].route}\`; ` +
            '<PyObject> links to the first',
        });
        return;
      }
      index[s.anchor] = { route, anchor: s.anchor, name: s.name, kind: s.kind };
    });
    const introNode = doc.get('intro', true) as YamlNode | undefined;
    pages.push({
      id,
      kind: 'api',
      route,
      title: data.title,
      description: data.description,
      sidebarLabel: data.sidebar_label,
      sidebarPosition: data.sidebar_position,
      unlisted: data.unlisted ?? false,
      draft: false,
      tags: [],
      keywords: data.keywords ?? [],
      dir: id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '',
      name: id.slice(id.lastIndexOf('/') + 1),
      isIndex: false,
      sourcePath: file,
      hash: hash(text),
      module: data.module,
      intro: data.intro,
      introLine: lineOf(introNode, counter),
      symbols,
    });
  }
  return { value: { pages, index, unchecked }, diagnostics };
}

/** One `invalid-api-yaml` error: a YAML syntax error, a value YAML cannot hold, or a schema mismatch. */
function apiYamlError(file: string, line: number, column: number, message: string, hint?: string): Diagnostic {
  return { severity: 'error', ruleId: 'invalid-api-yaml', source: 'api', file, place: { line, column }, message, hint };
}
