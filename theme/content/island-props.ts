import { createElement, type ReactElement } from 'react';

/**
 * Island props travel in the HTML (`data-props`) as JSON. Children that are elements (MDX content written
 * between `<Counter>` and `</Counter>`) cannot be JSON: the server renders them once to static HTML and
 * both sides show that HTML in a `<docs-children>` box, so the server markup and the hydrated tree match.
 * Shared by the server wrapper (theme/content/Island.tsx) and the browser entry of each island, which
 * must not load react-dom/server, hence this file of its own.
 */
export interface StaticHtml {
  $html: string;
}

export function isStaticHtml(value: unknown): value is StaticHtml {
  return typeof value === 'object' && value !== null && typeof (value as StaticHtml).$html === 'string';
}

/** The props a component receives from their JSON form (children HTML back to an element). */
export function reviveIslandProps(props: Record<string, unknown>): Record<string, unknown> {
  const { children } = props;
  if (!isStaticHtml(children)) return props;
  const box: ReactElement = createElement('docs-children', { dangerouslySetInnerHTML: { __html: children.$html } });
  return { ...props, children: box };
}
