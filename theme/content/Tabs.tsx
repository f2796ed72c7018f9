import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
  /** Set by Tabs. */
  selected?: boolean;
  tabId?: string;
  panelId?: string;
}

/** One panel of `<Tabs>`; hidden unless selected, so the default tab reads right without JavaScript. */
export function TabItem({ selected, tabId, panelId, children }: TabItemProps) {
  return (
    <div role="tabpanel" className="tab-panel" id={panelId} aria-labelledby={tabId} hidden={!selected} tabIndex={0}>
      {children}
    </div>
  );
}

/**
 * Tabs with a server-rendered default. `groupId` ties tab sets together: the runtime keeps the choice in
 * sync on the page and in browser storage (`docs.tab.<groupId>`), and handles arrow keys.
 */
export function Tabs({ groupId, children }: { groupId?: string; children?: ReactNode }) {
  const base = useId().replace(/:/g, '');
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const selected = items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  return (
    <div className="tabs" data-group-id={groupId}>
      <div role="tablist" className="tab-list">
        {items.map((item) => {
          const on = item.props.value === selected;
          return (
            <button key={item.props.value} type="button" role="tab" id={`${base}-tab-${item.props.value}`} aria-controls={`${base}-panel-${item.props.value}`} aria-selected={on} tabIndex={on ? 0 : -1} data-value={item.props.value} className="tab">
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        cloneElement(item, { key: item.props.value, selected: item.props.value === selected, tabId: `${base}-tab-${item.props.value}`, panelId: `${base}-panel-${item.props.value}` }),
      )}
    </div>
  );
}
