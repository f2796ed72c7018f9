import { Children, isValidElement, type ReactNode } from 'react';

/**
 * Docusaurus's legacy aliases take the box of a main type; every type's untitled label is its own name, as
 * Docusaurus's theme-classic writes it (lower case; CSS capitalises): `:::caution` says "caution".
 */
const STYLE_OF: Record<string, string> = { caution: 'warning', important: 'info', success: 'tip', secondary: 'note' };

/** Inline 16px icons (no icon font): one path each, coloured by CSS through `currentColor`. */
const ICONS: Record<string, string> = {
  note: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm.75 10.5h-1.5v-4h1.5v4Zm0-5.5h-1.5V4.5h1.5V6Z',
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm.75 10.5h-1.5v-4h1.5v4Zm0-5.5h-1.5V4.5h1.5V6Z',
  tip: 'M8 1.5a4.5 4.5 0 0 0-2.5 8.24V11.5h5V9.74A4.5 4.5 0 0 0 8 1.5ZM6 13h4v1.5H6V13Z',
  warning:
    'M8.9 1.6a1 1 0 0 0-1.8 0L.6 13.5A1 1 0 0 0 1.5 15h13a1 1 0 0 0 .9-1.5L8.9 1.6ZM8.75 12h-1.5v-1.5h1.5V12Zm0-3' +
    'h-1.5V5.5h1.5V9Z',
  danger: 'M5.1 1h5.8L15 5.1v5.8L10.9 15H5.1L1 10.9V5.1L5.1 1Zm3.65 10h-1.5V9.5h1.5V11Zm0-3h-1.5V4.5h1.5V8Z',
};

/** A formatted title arrives as the first child, marked by remark-admonitions: its content, or undefined. */
function richTitle(first: unknown): ReactNode | undefined {
  if (!isValidElement(first)) return undefined;
  const props = first.props as { children?: ReactNode; 'data-admonition-title'?: unknown };
  return props['data-admonition-title'] === undefined ? undefined : props.children;
}

/** `:::tip[Title]` boxes. Rendered as an `aside` with a visible title so screen readers announce the type. */
export function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: string;
  title?: string;
  children?: ReactNode;
}) {
  const all = Children.toArray(children);
  const formatted = richTitle(all[0]);
  const style = STYLE_OF[type] ?? type;
  return (
    <aside className={`admonition admonition-${style}`}>
      <p className="admonition-title">
        <svg className="admonition-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d={ICONS[style] ?? ICONS.note} />
        </svg>
        {formatted ?? title ?? type}
      </p>
      <div className="admonition-body">{formatted === undefined ? children : all.slice(1)}</div>
    </aside>
  );
}
