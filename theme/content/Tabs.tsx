import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

/** One tab as Docusaurus's `values` prop lists it; `attributes` go onto the tab button. */
export interface TabValue {
  value: string;
  label?: ReactNode;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  /** Attributes of the tab button (`className`, `style`, `data-*`, …). */
  attributes?: Record<string, unknown>;
  /** Class of the panel. */
  className?: string;
  children?: ReactNode;
}

export interface TabsProps {
  /** Tabs in order, with labels; without it, the `<TabItem>` children list them. */
  values?: TabValue[];
  /** The tab shown first; without it (or `null`, as in Docusaurus), the `default` tab or the first. */
  defaultValue?: string | null;
  /** Tab sets of one group show the same choice, kept in browser storage (`docs.tab.<groupId>`). */
  groupId?: string;
  /** The choice is read from and written to the URL: `?<name>=value`; `true` names it after `groupId`. */
  queryString?: string | boolean;
  /** Only the selected panel is live: the others wait in a `<template>` until first chosen. */
  lazy?: boolean;
  /** Class of the tab list (as Docusaurus applies it). */
  className?: string;
  /** Docusaurus's full-width tab list. */
  block?: boolean;
  children?: ReactNode;
}

/**
 * A panel outside `<Tabs>` (Docusaurus renders it the same way); inside, `<Tabs>` renders the panels itself
 * and reads only the props of its items.
 */
export function TabItem({ className, children }: TabItemProps) {
  return (
    <div role="tabpanel" className={cx('tab-panel', className)} tabIndex={0}>
      {children}
    </div>
  );
}

function cx(...names: unknown[]): string {
  return names.filter((n) => typeof n === 'string' && n).join(' ');
}

/**
 * `attributes` come from content: never an event handler or raw HTML (content runs no code), and the class
 * is merged with the tab's own.
 */
function safeAttributes(attributes: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes ?? {})) {
    if (/^on/i.test(key) || key === 'dangerouslySetInnerHTML' || key === 'children' || key === 'className') continue;
    out[key] = value;
  }
  return out;
}

/** The URL parameter of a tab set, as Docusaurus names it (`true` → the group id; no group id → none). */
export function queryStringKey(queryString: string | boolean | undefined, groupId: string | undefined) {
  if (typeof queryString === 'string' && queryString) return queryString;
  return queryString === true ? groupId : undefined;
}

/** The tab selected before any reader choice: `defaultValue` (if it is a tab), the `default` tab, the first. */
export function initialValue(tabs: TabValue[], defaultValue: string | null | undefined): string | undefined {
  if (defaultValue && tabs.some((t) => t.value === defaultValue)) return defaultValue;
  return (tabs.find((t) => t.default) ?? tabs[0])?.value;
}

/**
 * Tabs with a server-rendered default: every panel is in the page (hidden unless selected, so search and
 * find-in-page see them) unless `lazy`. The runtime (runtime/theme/tabs.ts) switches panels, syncs
 * `groupId` sets and storage, reads and writes the `queryString` parameter, and handles arrow keys.
 * Mistakes Docusaurus throws for (duplicate values, an unknown `defaultValue`) are build diagnostics
 * (cli/mdx/rehype-tabs.ts); here they render as well as they can.
 */
export function Tabs({ values, defaultValue, groupId, queryString, lazy, className, block, children }: TabsProps) {
  const base = useId().replace(/[^\w-]/g, '');
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const listed: TabValue[] = Array.isArray(values)
    ? values.filter((v) => typeof v?.value === 'string')
    : items.map(({ props: p }) => ({ value: p.value, label: p.label, attributes: p.attributes, default: p.default }));
  const tabs = listed.filter((t, i) => listed.findIndex((o) => o.value === t.value) === i);
  const selected = initialValue(tabs, defaultValue);
  return (
    <div
      className="tabs"
      data-group-id={groupId || undefined}
      data-query-key={queryStringKey(queryString, groupId)}
      data-lazy={lazy ? '' : undefined}
    >
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={cx('tab-list', block && 'tab-list-block', className)}
      >
        {tabs.map((tab, i) => {
          const on = tab.value === selected;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              {...safeAttributes(tab.attributes)}
              id={`${base}-tab-${i}`}
              aria-controls={`${base}-panel-${i}`}
              aria-selected={on}
              tabIndex={on ? 0 : -1}
              data-value={tab.value}
              className={cx('tab', tab.attributes?.className)}
            >
              {tab.label ?? tab.value}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => {
        const item = items.find((c) => c.props.value === tab.value);
        const on = tab.value === selected;
        const body = item?.props.children;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            className={cx('tab-panel', item?.props.className)}
            id={`${base}-panel-${i}`}
            aria-labelledby={`${base}-tab-${i}`}
            hidden={!on}
            tabIndex={0}
          >
            {lazy && !on ? <template data-tab-lazy="">{body}</template> : body}
          </div>
        );
      })}
    </div>
  );
}
