import type { Place } from '../diagnostics/diagnostic.ts';

/**
 * Finds where a key of a config object is written in a `config/*.ts|mjs` file, so a schema error points
 * at `navbar.items.2.label` itself rather than at the top of the file. The file is TypeScript or
 * JavaScript; only object and array literals matter, so a small tolerant scanner reads them (strings,
 * comments and template literals skipped) instead of a full TypeScript parser. Anything else — calls,
 * spreads, variables — is skipped; a key that is not written in this file (it comes from a spread) is
 * reported at the deepest enclosing key that is.
 */

interface Token {
  kind: 'punct' | 'name' | 'string' | 'other';
  text: string;
  offset: number;
}

type Node =
  | { kind: 'object'; offset: number; entries: Map<string, { offset: number; value: Node }> }
  | { kind: 'array'; offset: number; items: Node[] }
  | { kind: 'other'; offset: number };

const PUNCT = new Set(['{', '}', '[', ']', '(', ')', ',', ':', ';', '=']);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (/\s/.test(c)) i++;
    else if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) < 0 ? n : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) < 0 ? n : text.indexOf('*/', i + 2) + 2;
    else if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      while (j < n && text[j] !== c && text[j] !== '\n') {
        if (text[j] === '\\') j++;
        value += text[j++];
      }
      tokens.push({ kind: 'string', text: value, offset: i });
      i = j + 1;
    } else if (c === '`') {
      const start = i;
      i = skipTemplate(text, i);
      tokens.push({ kind: 'other', text: '`', offset: start });
    } else if (text.startsWith('...', i)) {
      tokens.push({ kind: 'punct', text: '...', offset: i });
      i += 3;
    } else if (PUNCT.has(c)) {
      tokens.push({ kind: 'punct', text: c, offset: i++ });
    } else {
      const m = /^[A-Za-z_$][\w$]*|^\d[\w.]*|^[^\sA-Za-z_$\d'"`{}[\](),:;=/]+|^\//.exec(text.slice(i, i + 64))!;
      // Identifiers and numbers can both be keys (`{ 1: … }`); anything else is an operator or the like.
      tokens.push({ kind: /^[A-Za-z_$\d]/.test(m[0]) ? 'name' : 'other', text: m[0], offset: i });
      i += m[0].length;
    }
  }
  return tokens;
}

/** Skips a template literal, `${ … }` parts included; returns the offset after its closing backtick. */
function skipTemplate(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '`') {
    if (text[i] === '\\') i += 2;
    else if (text[i] === '$' && text[i + 1] === '{') {
      let depth = 1;
      i += 2;
      while (i < text.length && depth > 0) {
        if (text[i] === '`') i = skipTemplate(text, i);
        else {
          if (text[i] === '{') depth++;
          else if (text[i] === '}') depth--;
          i++;
        }
      }
    } else i++;
  }
  return i + 1;
}

class Parser {
  i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(text: string, at = this.i): boolean {
    return this.tokens[at]?.kind === 'punct' && this.tokens[at].text === text;
  }

  value(): Node {
    const t = this.tokens[this.i];
    if (!t) return { kind: 'other', offset: 0 };
    if (this.peek('{')) return this.object();
    if (this.peek('[')) return this.array();
    this.skipExpression();
    return { kind: 'other', offset: t.offset };
  }

  /** Skips to the `,` or closing bracket that ends the current expression (nested brackets included). */
  skipExpression(): void {
    let depth = 0;
    for (; this.i < this.tokens.length; this.i++) {
      const t = this.tokens[this.i];
      if (t.kind !== 'punct') continue;
      if ('{[('.includes(t.text)) depth++;
      else if ('}])'.includes(t.text)) {
        if (depth === 0) return;
        depth--;
      } else if ((t.text === ',' || t.text === ';') && depth === 0) return;
    }
  }

  private object(): Node {
    const node: Node = { kind: 'object', offset: this.tokens[this.i].offset, entries: new Map() };
    this.i++;
    while (this.i < this.tokens.length && !this.peek('}')) {
      const t = this.tokens[this.i];
      if ((t.kind === 'name' || t.kind === 'string') && this.peek(':', this.i + 1)) {
        this.i += 2;
        node.entries.set(t.text, { offset: t.offset, value: this.value() });
      } else if (t.kind === 'name' && (this.peek(',', this.i + 1) || this.peek('}', this.i + 1))) {
        this.i++; // shorthand `key,`
        node.entries.set(t.text, { offset: t.offset, value: { kind: 'other', offset: t.offset } });
      } else {
        this.i++; // a spread, a computed key or a method: skipped
        this.skipExpression();
      }
      if (this.peek(',')) this.i++;
    }
    this.i++;
    return node;
  }

  private array(): Node {
    const node: Node = { kind: 'array', offset: this.tokens[this.i].offset, items: [] };
    this.i++;
    while (this.i < this.tokens.length && !this.peek(']')) {
      node.items.push(this.value());
      if (this.peek(',')) this.i++;
      else if (!this.peek(']')) this.i++; // tolerate what the scanner did not understand
    }
    this.i++;
    return node;
  }

  /** The value exported by default: a literal, or a variable declared in the file. */
  exported(): Node | undefined {
    const names = (at: number) => (this.tokens[at]?.kind === 'name' ? this.tokens[at].text : undefined);
    for (let k = 0; k < this.tokens.length; k++) {
      if (names(k) !== 'export' || names(k + 1) !== 'default') continue;
      this.i = k + 2;
      const target = names(this.i);
      const isCall = this.peek('(', this.i + 1) || ['function', 'class', 'async'].includes(target ?? '');
      if (target && !isCall) return this.declared(target);
      // `defineConfig({...})` and the like: the first literal after the export.
      while (this.i < this.tokens.length && !this.peek('{') && !this.peek('[')) this.i++;
      return this.value();
    }
    return undefined;
  }

  private declared(name: string): Node | undefined {
    for (let k = 0; k + 1 < this.tokens.length; k++) {
      if (!['const', 'let', 'var'].includes(this.tokens[k].text) || this.tokens[k + 1].text !== name) continue;
      // Past a type annotation (which may hold braces of its own) to the `=` of the declaration.
      this.i = k + 2;
      let depth = 0;
      for (; this.i < this.tokens.length; this.i++) {
        const t = this.tokens[this.i];
        if (t.kind !== 'punct') continue;
        if ('{[('.includes(t.text)) depth++;
        else if ('}])'.includes(t.text)) depth--;
        else if (t.text === '=' && depth === 0) break;
      }
      this.i++;
      return this.value();
    }
    return undefined;
  }
}

function placeOf(text: string, offset: number): Place {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/**
 * The place of `path` (as zod reports it: keys and array indexes) in the default export of a config
 * file's text; the deepest part of the path found there, or the export itself; undefined when the file
 * has no default export the scanner understands.
 */
export function locateKey(text: string, path: readonly PropertyKey[]): Place | undefined {
  const root = new Parser(tokenize(text)).exported();
  if (!root) return undefined;
  let node: Node = root;
  let offset = root.offset;
  for (const part of path) {
    if (node.kind === 'object' && node.entries.has(String(part))) {
      const entry = node.entries.get(String(part))!;
      offset = entry.offset;
      node = entry.value;
    } else if (node.kind === 'array' && typeof part === 'number' && node.items[part]) {
      node = node.items[part];
      offset = node.offset;
    } else break;
  }
  return placeOf(text, offset);
}
