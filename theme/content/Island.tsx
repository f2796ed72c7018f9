import {
  createContext,
  createElement,
  isValidElement,
  useContext,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { reviveIslandProps, type StaticHtml } from './island-props.ts';
import { DocusaurusContext, PageRouteContext } from '../docusaurus/context.ts';

/** True while an island's component renders: a component it renders hydrates with it, not as an island. */
const InsideIslandContext = createContext(false);

/** A component found to need the browser that is rendered without hydration, and why (a warning). */
export interface StaticIslandNotice {
  component: string;
  reason: string;
}

/** Where the page's render collects those notices (compile-esm.ts makes them warnings). */
export const IslandNoticesContext = createContext<StaticIslandNotice[] | undefined>(undefined);

/**
 * Where the page's render records the id of each island it rendered as `<docs-island>` (compile-esm.ts makes
 * them `CompiledDoc.islands`, whose chunks the page modulepreloads). Known only here: whether a component is an
 * island depends on where it renders (inside another island it is not), and a site component may render one.
 */
export const RenderedIslandsContext = createContext<Set<string> | undefined>(undefined);

/**
 * Island id → URL of its browser chunk, from the bundle stage (CompileOptions.islandChunks). Undefined
 * outside a build (a unit test rendering a component): the island is then rendered without `data-src`.
 */
export const IslandContext = createContext<Record<string, string> | undefined>(undefined);

/**
 * An island that cannot be sent to the browser: a prop JSON cannot carry (a function, an element…), or a
 * client module the bundle stage did not find. `component` names the component, so the compile's render
 * error can point at the page line that uses it (cli/mdx/esm/render-errors.ts).
 */
export class IslandError extends Error {
  override name = 'IslandError';
  constructor(
    message: string,
    readonly component: string,
  ) {
    super(message);
  }
}

/** The name a page most likely writes for the component (its function name, else the file name). */
function componentName(id: string, Component: ComponentType<never>): string {
  return Component.displayName ?? (Component.name || id.replace(/-[0-9a-f]{8}$/, ''));
}

/** Where in the props a value that JSON cannot carry sits (`items[2].render`), or undefined. */
function unserialisable(value: unknown, path: string): string | undefined {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return undefined;
  if (typeof value !== 'object' || isValidElement(value)) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = unserialisable(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return path; // a Date, Map, class instance…
  for (const [k, v] of Object.entries(value)) {
    const bad = unserialisable(v, `${path}.${k}`);
    if (bad) return bad;
  }
  return undefined;
}

/** True if `children` holds an element somewhere (then it goes to the browser as static HTML). */
function hasElements(children: ReactNode): boolean {
  if (Array.isArray(children)) return children.some(hasElements);
  return isValidElement(children);
}

/**
 * The props as they travel to the browser: checked to be JSON, children with elements as static HTML.
 * `wrap` puts the page's contexts around the children's render (an island among them keeps its chunk).
 */
export function serialiseIslandProps(
  id: string,
  props: Record<string, unknown>,
  component = id,
  wrap: (node: ReactNode) => ReactNode = (node) => node,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    if (key === 'children' && hasElements(value as ReactNode)) {
      const html: StaticHtml = { $html: renderToStaticMarkup(createElement('div', null, wrap(value as ReactNode))) };
      html.$html = html.$html.slice('<div>'.length, -'</div>'.length);
      out.children = html;
      continue;
    }
    const bad = unserialisable(value, key);
    if (bad) {
      const what = typeof value === 'function' ? 'a function' : isValidElement(value) ? 'an element' : 'not JSON';
      throw new IslandError(
        `prop "${bad}" of the island <${component}> (${id}) is ${what}: an island's props are sent to the ` +
          'browser as JSON; pass strings, numbers, booleans, arrays or plain objects (children may be Markdown)',
        component,
      );
    }
    out[key] = value;
  }
  return out;
}

/**
 * The server side of a client module: renders the component to HTML inside `<docs-island>` with what the
 * browser needs to hydrate it (the chunk URL, the props, and the export when it is not the default one).
 * The inner HTML is made by `renderToString` whatever renders the page, so it has the text markers React's
 * hydration expects.
 */
export function island<P extends object>(
  id: string,
  Component: ComponentType<P>,
  exportName = 'default',
  found = false,
): ComponentType<P> {
  const name = exportName === 'default' ? componentName(id, Component as ComponentType<never>) : exportName;
  function Island(props: P) {
    const chunks = useContext(IslandContext);
    const docusaurus = useContext(DocusaurusContext);
    const route = useContext(PageRouteContext);
    const notices = useContext(IslandNoticesContext);
    const rendered = useContext(RenderedIslandsContext);
    // Inside another island's component: part of that island's tree, hydrated with it.
    if (useContext(InsideIslandContext)) return createElement(Component, props);
    const src = chunks?.[id];
    if (chunks && !src && found) {
      const reason =
        'its code does not bundle for the browser (an import the site lacks, or code only Docusaurus runs)';
      notices?.push({ component: name, reason });
      return createElement(Component, props);
    }
    if (chunks && !src)
      throw new IslandError(
        `the client module of <${name}> (island ${id}) was not bundled: client modules are found under src/ ` +
          'and the docs folder, or listed in config.components with client: true (or it failed to bundle: ' +
          'see its client-module error)',
        name,
      );
    // Renders of their own (children, the component): the page's contexts are passed on (Link and
    // useBaseUrl read the Docusaurus one; an island among the children needs the chunks).
    const wrap = (node: ReactNode): ReactElement =>
      createElement(
        IslandContext.Provider,
        { value: chunks },
        createElement(
          DocusaurusContext.Provider,
          { value: docusaurus },
          createElement(
            PageRouteContext.Provider,
            { value: route },
            createElement(
              IslandNoticesContext.Provider,
              { value: notices },
              createElement(RenderedIslandsContext.Provider, { value: rendered }, node),
            ),
          ),
        ),
      );
    let data: Record<string, unknown>;
    try {
      data = serialiseIslandProps(id, props as Record<string, unknown>, name, wrap);
    } catch (error) {
      // Not marked by its author: a page that passes it a function or an element still renders, statically.
      if (!found || !(error instanceof IslandError)) throw error;
      notices?.push({ component: name, reason: error.message });
      return createElement(Component, props);
    }
    const inside = (node: ReactNode) => createElement(InsideIslandContext.Provider, { value: true }, node);
    const html = renderToString(wrap(inside(createElement(Component, reviveIslandProps(data) as P))));
    rendered?.add(id);
    return createElement('docs-island', {
      'data-island': id,
      'data-src': src,
      'data-export': exportName === 'default' ? undefined : exportName,
      'data-props': JSON.stringify(data),
      dangerouslySetInnerHTML: { __html: html },
    });
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/**
 * A named export of a client module as the page sees it: a component (a function named as one, or a
 * memo/forwardRef object) becomes an island of that export; anything else (a hook, a helper, a constant, data)
 * is passed through as is.
 */
export function islandExport(id: string, value: unknown, exportName: string, found = false): unknown {
  // A function is a component only under a component's name: React reads a lowercase JSX tag as an HTML
  // element, so a lowercase export is a hook (`useTypeScriptSnippets`) or a helper that other components call
  // as a function — made an island, the call would get the island's wrapper and its props would be undefined.
  const isComponent =
    (typeof value === 'function' && /^[A-Z]/.test(exportName)) ||
    (typeof value === 'object' && value !== null && '$$typeof' in value);
  return isComponent ? island(id, value as ComponentType<object>, exportName, found) : value;
}
