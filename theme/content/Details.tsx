import { Children, isValidElement, type ReactNode } from 'react';

/** A collapsible section; a native `<details>` so it works without JavaScript and with the keyboard. */
export function Details({
  summary,
  children,
  open,
  className,
}: {
  summary?: ReactNode;
  children?: ReactNode;
  open?: boolean;
  className?: string;
}) {
  return (
    <details className={className ? `details ${className}` : 'details'} open={open}>
      <summary>{summary ?? 'Details'}</summary>
      <div className="details-body">{children}</div>
    </details>
  );
}

/**
 * MDX's own `<details>` element, as Docusaurus's `MDXComponents/Details` renders it: a `<summary>` among its
 * direct children is the summary, and the rest the body; without one, the summary says "Details" (where a browser
 * would show its own label, and a `<summary>` written inside a paragraph stays in the body, as there).
 */
export function MdxDetails({
  children,
  open,
  className,
}: {
  children?: ReactNode;
  open?: boolean;
  className?: string;
}) {
  const items = Children.toArray(children);
  const summary = items.find((c) => isValidElement(c) && c.type === 'summary');
  const text = isValidElement(summary) ? (summary.props as { children?: ReactNode }).children : undefined;
  return (
    <Details summary={text} open={open} className={className}>
      {items.filter((c) => c !== summary)}
    </Details>
  );
}
