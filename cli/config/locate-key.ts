import { parse } from 'acorn';
import { transformSync } from 'esbuild';
import { TraceMap, traceSegment } from '@jridgewell/trace-mapping';
import type { Place } from '../diagnostics/diagnostic.ts';

/**
 * Finds where a key of a config object is written in a `config/*.ts|mjs` file, so a schema error points
 * at `navbar.items.2.label` itself rather than at the top of the file. The file is parsed, not scanned:
 * esbuild strips the TypeScript (the `typescript` package is a dev dependency, and TypeScript 7 has no
 * compiler API in JavaScript), acorn parses the JavaScript, and esbuild's source map (one mapping per
 * token) takes each position back to the source. Strings, comments, regular expressions and templates are
 * therefore never mistaken for keys. A key that is not written in this file (it comes from a spread or
 * a variable of another module) is reported at the deepest enclosing key that is; so is an array index
 * after a spread, whose length is not known here.
 */

interface Position {
  line: number; // 1-based
  column: number; // 0-based, UTF-16 code units (as acorn and source maps count)
}

// acorn's ESTree nodes, as far as they are read here.
interface AnyNode {
  type: string;
  loc?: { start: Position } | null;
  [key: string]: unknown;
}

/** What a path step leads to: the node of the value, and where its key (or element) is written. */
interface Step {
  value: AnyNode | undefined;
  at: AnyNode;
}

/** The source place of a generated position (acorn: 1-based line, 0-based column): the last mapping at or
 * before it on its line, shifted by the distance from that mapping. */
function original(map: TraceMap, at: Position): Place | undefined {
  const segment = traceSegment(map, at.line - 1, at.column);
  if (!segment || segment.length < 4) return undefined;
  const [genColumn, , line, column] = segment as [number, number, number, number];
  return { line: line + 1, column: column + 1 + (at.column - genColumn) };
}

/** A config module parsed with positions: acorn's tree of the JavaScript and the source map back to the file. */
export interface ParsedModule {
  program: AnyNode;
  map: TraceMap;
}

/**
 * Parses a config module's text (TypeScript stripped by esbuild, with a source map). `file` picks the loader by
 * its extension; without it TypeScript is tried, then JavaScript. Undefined when the text does not parse.
 */
export function parseModule(text: string, file?: string): ParsedModule | undefined {
  const byName: 'ts' | 'js' | undefined = file === undefined ? undefined : /\.[cm]?ts$/.test(file) ? 'ts' : 'js';
  const loaders = byName ? [byName] : (['ts', 'js'] as const);
  for (const loader of loaders) {
    try {
      const out = transformSync(text, { loader, sourcemap: 'external', sourcefile: 'config', target: 'esnext' });
      const program = parse(out.code, {
        ecmaVersion: 'latest',
        sourceType: 'module',
        locations: true,
        allowReturnOutsideFunction: true, // a CommonJS config may `return` at its top level
      });
      return { program: program as unknown as AnyNode, map: new TraceMap(out.map) };
    } catch {
      // Not TypeScript (a `<T>` cast in a .mjs file, say): try JavaScript; a file neither reads has no place.
    }
  }
  return undefined;
}

/** The top-level `const|let|var name = …` initialiser. */
function declared(program: AnyNode, name: string): AnyNode | undefined {
  let found: AnyNode | undefined;
  for (const statement of program.body as AnyNode[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AnyNode) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations as AnyNode[])
      if ((d.id as AnyNode).type === 'Identifier' && (d.id as AnyNode).name === name) found = d.init as AnyNode;
  }
  return found;
}

/** Follows variables and `defineConfig({…})`-style calls to the object or array literal they stand for. */
function literal(program: AnyNode, node: AnyNode | undefined, seen = new Set<string>()): AnyNode | undefined {
  if (!node) return undefined;
  if (node.type === 'Identifier' && !seen.has(node.name as string)) {
    seen.add(node.name as string);
    return literal(program, declared(program, node.name as string), seen) ?? node;
  }
  if (node.type === 'CallExpression') {
    const arg = (node.arguments as AnyNode[]).find(
      (a) => a.type === 'ObjectExpression' || a.type === 'ArrayExpression',
    );
    return arg ?? node;
  }
  if (node.type === 'ParenthesizedExpression') return literal(program, node.expression as AnyNode, seen);
  return node;
}

/** The default export's value node (`export default`, or CommonJS's `module.exports =`: a Docusaurus sidebars.js). */
function exported(program: AnyNode): AnyNode | undefined {
  for (const statement of program.body as AnyNode[]) {
    if (statement.type === 'ExportDefaultDeclaration') return literal(program, statement.declaration as AnyNode);
    const assigned = statement.type === 'ExpressionStatement' ? (statement.expression as AnyNode) : undefined;
    if (assigned?.type === 'AssignmentExpression' && isModuleExports(assigned.left as AnyNode))
      return literal(program, assigned.right as AnyNode);
    if (statement.type !== 'ExportNamedDeclaration' || statement.source) continue;
    for (const s of (statement.specifiers as AnyNode[]) ?? []) {
      const name = s.exported as AnyNode;
      if ((name.name ?? name.value) === 'default') return literal(program, s.local as AnyNode);
    }
  }
  return undefined;
}

function isModuleExports(node: AnyNode): boolean {
  const object = node.object as AnyNode | undefined;
  const property = node.property as AnyNode | undefined;
  return node.type === 'MemberExpression' && object?.name === 'module' && property?.name === 'exports';
}

/** The name a property key stands for, when the file says it: `a`, `'a'`, `1`, `['a']`, `` [`a`] ``. */
function keyName(property: AnyNode): string | undefined {
  const key = property.key as AnyNode;
  if (!property.computed && key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal') return String(key.value);
  const quasis = key.quasis as AnyNode[] | undefined;
  if (key.type === 'TemplateLiteral' && quasis?.length === 1) return (quasis[0].value as { cooked: string }).cooked;
  return undefined;
}

function step(program: AnyNode, node: AnyNode, part: PropertyKey): Step | undefined {
  const value = literal(program, node);
  if (value?.type === 'ObjectExpression') {
    // The last property of that name wins, as in JavaScript; a spread after it may still override it, but
    // the author wrote the key here, which is the place to show.
    const property = (value.properties as AnyNode[])
      .filter((p) => p.type === 'Property' && keyName(p) === String(part))
      .at(-1);
    return property && { value: property.value as AnyNode, at: property.key as AnyNode };
  }
  if (value?.type === 'ArrayExpression' && typeof part === 'number') {
    const elements = value.elements as (AnyNode | null)[];
    const spread = elements.findIndex((e) => e?.type === 'SpreadElement');
    const element = elements[part];
    if ((spread >= 0 && spread <= part) || !element) return undefined;
    return { value: element, at: element };
  }
  return undefined;
}

/**
 * The place of `path` (as zod reports it: keys and array indexes) in the default export of a config
 * file's text; the deepest part of the path found there, or the export itself; undefined when the file
 * does not parse or has no default export.
 */
export function locateKey(text: string, path: readonly PropertyKey[]): Place | undefined {
  const parsed = parseModule(text);
  const root = parsed && exported(parsed.program);
  return root && placeOfPathIn(parsed, root, path);
}

/**
 * The place of `path` below `node`, a value of a parsed module another reader found (the docs options object of
 * a `docusaurus.config.*`): the key of its deepest part written there, or `node` itself.
 */
export function placeOfPathIn(parsed: ParsedModule, node: object, path: readonly PropertyKey[]): Place | undefined {
  let at = node as AnyNode;
  let value = node as AnyNode;
  for (const part of path) {
    const next = step(parsed.program, value, part);
    if (!next?.value) break;
    at = next.at;
    value = next.value;
  }
  return at.loc ? original(parsed.map, at.loc.start) : undefined;
}

/** Where `node`, a value of a parsed module, ends in the file (`placeOfPathIn(parsed, node, [])`: where it starts). */
export function endOfNode(parsed: ParsedModule, node: object): Place | undefined {
  const end = ((node as AnyNode).loc as { end?: Position } | null | undefined)?.end;
  return end ? original(parsed.map, end) : undefined;
}

/** The string a node holds when it is a plain string literal (`'pkg'`, `` `pkg` `` without substitutions). */
function stringValue(node: AnyNode | undefined): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node?.type === 'TemplateLiteral' ? (node.quasis as AnyNode[]) : undefined;
  return quasis?.length === 1 ? (quasis[0].value as { cooked: string }).cooked : undefined;
}

/** The request a node asks for: `require(r)`, `require.resolve(r)`, `import … from r`, `import(r)`, `export … from`. */
function requested(node: AnyNode): AnyNode | undefined {
  if (node.type === 'ImportDeclaration' || node.type === 'ImportExpression') return node.source as AnyNode;
  if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source)
    return node.source as AnyNode;
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as AnyNode;
  const isRequire = (n: AnyNode) => n.type === 'Identifier' && n.name === 'require';
  const isResolve =
    callee.type === 'MemberExpression' &&
    isRequire(callee.object as AnyNode) &&
    (callee.property as AnyNode).name === 'resolve';
  return isRequire(callee) || isResolve ? (node.arguments as AnyNode[])[0] : undefined;
}

/**
 * Where a module asks for `request` (a package a sidebars file requires or imports): the place of the request
 * string's text, inside its quotes; undefined when the module never names it. In source order: the first one.
 */
export function locateRequest(parsed: ParsedModule, request: string): Place | undefined {
  let found: AnyNode | undefined;
  const visit = (node: AnyNode): void => {
    if (found) return;
    const source = requested(node);
    if (source && stringValue(source) === request) {
      found = source;
      return;
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child === 'object' && typeof (child as AnyNode).type === 'string') visit(child as AnyNode);
    }
  };
  visit(parsed.program);
  const place = found?.loc ? original(parsed.map, found.loc.start) : undefined;
  return place && { line: place.line, column: place.column + 1 }; // past the opening quote
}

/** Whether a node starts a function scope, where an `await` is not the module's own. */
const FUNCTION =
  /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression|MethodDefinition|PropertyDefinition)$/;

/** The first `await` (or `for await`) of the module's top level, in source order; undefined if it has none. */
function firstTopLevelAwait(node: AnyNode): AnyNode | undefined {
  if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await === true)) return node;
  if (FUNCTION.test(node.type)) return undefined;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!child || typeof child !== 'object' || typeof (child as AnyNode).type !== 'string') continue;
      const found = firstTopLevelAwait(child as AnyNode);
      if (found) return found;
    }
  }
  return undefined;
}

/** Where a config module's top-level `await` is written (the first), or the file's start. */
export function topLevelAwaitPlace(text: string, file?: string): Place {
  const parsed = parseModule(text, file);
  const found = parsed && firstTopLevelAwait(parsed.program);
  return (parsed && found?.loc && original(parsed.map, found.loc.start)) || { line: 1, column: 1 };
}
