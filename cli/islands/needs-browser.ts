import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { Parser, type Node } from 'acorn';
import jsx from 'acorn-jsx';
import { transformSync, type Loader } from 'esbuild';

/**
 * Does a site module need the browser (Docusaurus hydrates every component; `docs` hydrates only these)?
 * Decided from its syntax tree and the site modules it imports, never from its text: it calls a React hook
 * that only acts in the browser (state, effects, external stores), handles an event (`onClick=`…),
 * uses `BrowserOnly`/`useIsBrowser`/`useColorMode`, or calls a hook of the site's own that does (through
 * any number of modules). The answer is the first reason found, for the author to read, or undefined.
 */

/** React hooks whose work happens in the browser: a component calling them is interactive. */
const BROWSER_HOOKS = new Set([
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
  'useImperativeHandle',
  'useOptimistic',
  'useActionState',
]);

/** Class-component methods that only run in the browser. */
const LIFECYCLE = new Set(['componentDidMount', 'componentDidUpdate', 'componentWillUnmount']);

/** The browser's objects: a component that reads them renders differently there, or acts there. */
const BROWSER_GLOBALS = new Set(['window', 'document', 'localStorage', 'sessionStorage', 'navigator']);

/** Docusaurus modules (and names in them) that only mean something in the browser. */
const BROWSER_IMPORTS: Record<string, string[] | true> = {
  '@docusaurus/BrowserOnly': true,
  '@docusaurus/useIsBrowser': true,
  '@docusaurus/theme-common': ['useColorMode', 'useStorageSlot', 'useWindowSize'],
  '@docusaurus/router': ['useHistory'],
};

const LOADERS: Record<string, Loader> = { '.js': 'jsx', '.mjs': 'jsx', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx' };
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];
const JsxParser = Parser.extend(jsx());

type AnyNode = Node & Record<string, unknown>;

function parse(file: string): AnyNode | undefined {
  try {
    const { code } = transformSync(readFileSync(file, 'utf8'), {
      loader: LOADERS[extname(file)] ?? 'tsx',
      jsx: 'preserve',
      tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
    });
    return JsxParser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AnyNode;
  } catch {
    return undefined; // a syntax error is reported by the page's bundle
  }
}

function visit(node: unknown, fn: (n: AnyNode, parent?: AnyNode) => void, parent?: AnyNode): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => visit(n, fn, parent));
  const n = node as AnyNode;
  if (typeof n.type === 'string') fn(n, parent);
  for (const [k, v] of Object.entries(n)) if (k !== 'loc' && v && typeof v === 'object') visit(v, fn, n);
}

/** An identifier that names a variable (not `x.window`, not a key `{ document: 1 }`). */
function isReference(n: AnyNode, parent: AnyNode | undefined): boolean {
  if (!parent) return true;
  if (parent.type === 'MemberExpression') return parent.object === n || parent.computed === true;
  if (parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition')
    return parent.value === n || parent.computed === true;
  return true;
}

/** A site module an import names (relative, `@site/…` or an alias), as an import would find it. */
function siteModule(specifier: string, importer: string, siteRoot: string, aliases: Record<string, string>) {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = resolve(dirname(importer), specifier);
  else if (specifier.startsWith('@site/')) base = join(siteRoot, specifier.slice(6));
  else {
    const key = Object.keys(aliases).find((k) => specifier === k || specifier.startsWith(k + '/'));
    if (key) base = join(aliases[key]!, specifier.slice(key.length));
  }
  if (!base) return undefined;
  for (const c of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base!, 'index' + e))])
    if (existsSync(c) && statSync(c).isFile() && LOADERS[extname(c)]) return c;
  return undefined;
}

/**
 * What the analysis cannot see into, in a module it finds no reason in: a hook of a package (`useQuery` from
 * `react-query`: the package's code is not analysed) or a module loaded with `import()`. `specifier` is the
 * module as written (where the warning points), `what` says it for the author.
 */
export interface Undecided {
  specifier: string;
  what: string;
}

/** Packages whose hooks are known: React's own (its browser hooks are listed above), Docusaurus's, MDX's. */
const KNOWN_PACKAGES = /^(react|react-dom|@mdx-js\/react|@docusaurus\/.*|@theme\/.*|@theme-original\/.*)$/;

const memo = new Map<string, { mtimeMs: number; reason: string | undefined; undecided?: Undecided }>();

export interface BrowserContext {
  siteRoot: string;
  aliases?: Record<string, string>;
}

/** Why the module needs the browser, or undefined; `seen` breaks import cycles. */
export function browserReason(file: string, ctx: BrowserContext, seen = new Set<string>()): string | undefined {
  let mtimeMs = 0;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const known = memo.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.reason;
  if (seen.has(file)) return undefined;
  seen.add(file);
  const { reason, undecided } = findReason(file, ctx, seen);
  memo.set(file, { mtimeMs, reason, ...(undecided ? { undecided } : {}) });
  return reason;
}

/**
 * When the module was found to need no browser but uses what the analysis cannot see into (`Undecided`): that
 * thing, for a warning; undefined when it needs the browser or everything it uses was seen.
 */
export function undecidedBrowser(file: string, ctx: BrowserContext): Undecided | undefined {
  if (browserReason(file, ctx) !== undefined) return undefined;
  return memo.get(file)?.undecided;
}

function findReason(
  file: string,
  ctx: BrowserContext,
  seen: Set<string>,
): { reason: string | undefined; undecided?: Undecided } {
  const program = parse(file);
  if (!program) return { reason: undefined };
  // Names imported from site modules, with the module: a call of one that needs the browser counts.
  const siteImports = new Map<string, string>();
  const writtenAs = new Map<string, string>(); // the site module's specifier as this file writes it
  // Hooks imported from packages whose code is not analysed: a call of one leaves the question open.
  const packageHooks = new Map<string, string>();
  let reason: string | undefined;
  let undecided: Undecided | undefined;
  for (const s of program.body as AnyNode[]) {
    if (s.type !== 'ImportDeclaration') continue;
    const source = String((s.source as { value: unknown }).value);
    const specifiers = s.specifiers as { type: string; local: { name: string }; imported?: { name?: string } }[];
    const browser = BROWSER_IMPORTS[source];
    if (browser === true) reason ??= `imports ${source}`;
    else if (browser)
      for (const sp of specifiers)
        if (sp.imported?.name && browser.includes(sp.imported.name)) reason ??= `calls ${sp.imported.name}`;
    const target = siteModule(source, file, ctx.siteRoot, ctx.aliases ?? {});
    if (target)
      for (const sp of specifiers) {
        siteImports.set(sp.local.name, target);
        writtenAs.set(sp.local.name, source);
      }
    else if (!source.startsWith('.') && !source.startsWith('@site/') && !KNOWN_PACKAGES.test(source))
      for (const sp of specifiers) if (/^use[A-Z]/.test(sp.local.name)) packageHooks.set(sp.local.name, source);
  }
  if (reason) return { reason };
  visit(program, (n, parent) => {
    if (reason) return;
    // A class component's browser life: mounting hooks, or state it sets.
    if (n.type === 'MethodDefinition' || n.type === 'PropertyDefinition') {
      const key = (n.key as { name?: unknown }).name;
      if (typeof key === 'string' && LIFECYCLE.has(key)) reason = `defines ${key}`;
      return;
    }
    // The browser's own objects, read while rendering (render differs there) or in code it runs.
    if (n.type === 'Identifier' && BROWSER_GLOBALS.has(n.name as string) && isReference(n, parent)) {
      reason = `uses ${n.name as string}`;
      return;
    }
    if (n.type === 'JSXAttribute') {
      const name = (n.name as { name?: unknown }).name;
      if (typeof name === 'string' && /^on[A-Z]/.test(name)) reason = `handles ${name}`;
      return;
    }
    if (n.type === 'ImportExpression') {
      const source = n.source as AnyNode;
      const specifier = source.type === 'Literal' ? String(source.value) : '';
      undecided ??= {
        specifier,
        what: `loads ${specifier ? `\`${specifier}\`` : 'a module'} with \`import()\`, which is not followed`,
      };
      return;
    }
    if (n.type !== 'CallExpression') return;
    const callee = n.callee as AnyNode;
    const name =
      callee.type === 'Identifier'
        ? (callee.name as string)
        : callee.type === 'MemberExpression' && (callee.property as AnyNode).type === 'Identifier'
          ? ((callee.property as AnyNode).name as string)
          : undefined;
    if (!name) return;
    if (BROWSER_HOOKS.has(name) || (name === 'setState' && (callee.object as AnyNode)?.type === 'ThisExpression'))
      reason = `calls ${name}`;
    else if (callee.type === 'Identifier' && /^use[A-Z]/.test(name) && siteImports.has(name)) {
      const target = siteImports.get(name)!;
      const inner = browserReason(target, ctx, seen);
      if (inner) reason = `calls ${name}, which ${inner}`;
      const open = inner ? undefined : memo.get(target)?.undecided;
      if (open) undecided ??= { specifier: writtenAs.get(name)!, what: `calls \`${name}\`, which ${open.what}` };
    } else if (callee.type === 'Identifier' && packageHooks.has(name)) {
      const pkg = packageHooks.get(name)!;
      undecided ??= { specifier: pkg, what: `calls \`${name}\` of the package \`${pkg}\`, whose code is not analysed` };
    }
  });
  return reason ? { reason } : { reason, ...(undecided ? { undecided } : {}) };
}
