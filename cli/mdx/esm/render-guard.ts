import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import type { RuleId } from '../../diagnostics/rules.ts';
import { scriptInHtml, UNSAFE_URL_HINT, unsafeAttributeScheme, URL_ATTRIBUTES } from '../../util/url-safety.ts';

/**
 * The URL and script policy applied to what a compiled page renders, not only to what it literally says:
 * `href={'java' + 'script:…'}`, an exported `javascript:` string, `createElement('script')`, `<base>`, a
 * refresh or an `onerror` inside `dangerouslySetInnerHTML` are only known once the page's code has run.
 * Page code gets React through this guard (evaluate.ts), so every element it (or a site component bundled
 * with it) creates is checked; an offending element is not rendered, an offending prop is dropped.
 */
export interface RenderProblem {
  ruleId: RuleId;
  message: string;
  hint: string;
  /** Text to find the place in the page by (a prop name, a tag), when the stack does not give it. */
  near: string[];
  /** Where the page writes the element, when MDX said so (`jsxDEV`, in a compile made to place problems). */
  source?: JsxSource;
  /**
   * The stack where the element was made: mapped through the page bundle's source map (compile-esm.ts), its first
   * frame in the author's code is the element's own place, however the page computed it.
   */
  stack?: string;
}

interface Guard {
  allowScripts: boolean;
  problems: RenderProblem[];
}

let current: Guard | undefined;

/** Runs `render` (evaluating and rendering a page) with the policy on; returns what it refused. */
export function guardRender<T>(allowScripts: boolean, render: () => T): { value: T; problems: RenderProblem[] } {
  const previous = current;
  const guard: Guard = { allowScripts, problems: [] };
  current = guard;
  try {
    return { value: render(), problems: guard.problems };
  } finally {
    current = previous;
  }
}

const SCRIPT_HINT = 'remove it; set `markdown.allowScripts: true` in the site config only if every author is trusted';

/** The props to render with (offending ones dropped), or undefined when the element must not render at all. */
function checked(type: unknown, props: Record<string, unknown> | null): Record<string, unknown> | null | undefined {
  const guard = current;
  if (!guard || !props) return type === 'script' && guard && !guard.allowScripts ? refuse(guard, type) : props;
  const isHtml = typeof type === 'string';
  const tag = isHtml ? type.toLowerCase() : '';
  if (isHtml && !guard.allowScripts) {
    if (tag === 'script' || tag === 'base') return refuse(guard, tag);
    const equiv = props.httpEquiv ?? props['http-equiv'];
    if (tag === 'meta' && typeof equiv === 'string' && equiv.toLowerCase() === 'refresh') return refuse(guard, tag);
  }
  let out = props;
  const drop = (name: string, problem: RenderProblem) => {
    guard.problems.push(withStack(problem));
    if (out === props) out = { ...props };
    delete out[name];
  };
  for (const [name, value] of Object.entries(props)) {
    const lower = name.toLowerCase();
    if (typeof value === 'string' && URL_ATTRIBUTES.has(lower)) {
      const scheme = unsafeAttributeScheme(lower, value);
      if (scheme)
        drop(name, {
          ruleId: 'unsafe-url',
          message: `\`${name}\` renders a \`${scheme}:\` URL, which content may not use`,
          hint: UNSAFE_URL_HINT,
          near: [`${name}=`, name],
        });
    } else if (guard.allowScripts) continue;
    else if (isHtml && lower === 'srcdoc') {
      drop(name, scriptProblem('`srcDoc` embeds a document that can run scripts', [name]));
    } else if (isHtml && lower === 'dangerouslysetinnerhtml') {
      const html = (value as { __html?: unknown } | null)?.__html;
      const found = typeof html === 'string' ? scriptInHtml(html) : undefined;
      if (found) drop(name, scriptProblem(`\`dangerouslySetInnerHTML\` holds ${found}`, [name]));
    } else if (isHtml && /^on[a-z]/.test(lower) && typeof value === 'string') {
      drop(name, scriptProblem(`The \`${name}\` event handler is a script`, [`${name}=`, name]));
    }
  }
  return out;
}

function scriptProblem(what: string, near: string[]): RenderProblem {
  return { ruleId: 'raw-script', message: `${what}, which is not allowed in content`, hint: SCRIPT_HINT, near };
}

function refuse(guard: Guard, tag: string): undefined {
  const what = tag === 'meta' ? 'A `<meta http-equiv="refresh">`' : `A \`<${tag}>\` element`;
  guard.problems.push(withStack(scriptProblem(`${what} is rendered`, [`'${tag}'`, `"${tag}"`, `<${tag}`])));
  return undefined;
}

/** MDX's `jsxDEV` source argument: the file and 1-based line and column of the element's tag. */
export interface JsxSource {
  fileName?: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** The source of the `jsxDEV` call being checked, if that is what is checking. */
let callSource: JsxSource | undefined;

/** The problem with the stack of the `jsx`/`createElement` call that made it (only problems pay for a stack). */
function withStack(problem: RenderProblem): RenderProblem {
  return { ...problem, source: callSource, stack: new Error().stack };
}

type Jsx = (type: unknown, props: Record<string, unknown>, key?: unknown) => unknown;

function guardJsx(jsx: Jsx): Jsx {
  return (type, props, key) => {
    const safe = checked(type, props);
    return safe === undefined ? null : jsx(type, safe as Record<string, unknown>, key);
  };
}

type JsxDev = (
  type: unknown,
  props: Record<string, unknown>,
  key: unknown,
  isStaticChildren: boolean,
  source?: JsxSource,
) => unknown;

/** `react/jsx-dev-runtime` as page code sees it: production's `jsx`/`jsxs` behind the check, given the place. */
export const guardedJsxDevRuntime = {
  Fragment: JsxRuntime.Fragment,
  jsxDEV: ((type, props, key, isStaticChildren, source) => {
    callSource = source;
    try {
      const safe = checked(type, props);
      if (safe === undefined) return null;
      return ((isStaticChildren ? JsxRuntime.jsxs : JsxRuntime.jsx) as Jsx)(type, safe as Record<string, unknown>, key);
    } finally {
      callSource = undefined;
    }
  }) as JsxDev,
};

/** `react/jsx-runtime` as page code sees it. */
export const guardedJsxRuntime = {
  ...JsxRuntime,
  jsx: guardJsx(JsxRuntime.jsx as Jsx),
  jsxs: guardJsx(JsxRuntime.jsxs as Jsx),
};

/** `react` as page code sees it: `createElement` goes through the same check. */
export const guardedReact = {
  ...React,
  default: undefined as unknown,
  createElement: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => {
    const safe = checked(type, props);
    return safe === undefined ? null : (React.createElement as (...a: unknown[]) => unknown)(type, safe, ...children);
  },
};
guardedReact.default = guardedReact;
