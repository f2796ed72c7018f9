import type { SidebarItem } from './page-data.ts';

function containsPath(item: SidebarItem, path: string): boolean {
  if (item.href === path) return true;
  return item.type === 'category' && item.items.some((c) => containsPath(c, path));
}

function Items({ items, path, depth }: { items: SidebarItem[]; path: string; depth: number }) {
  return (
    <ul className={`sidebar-list depth-${depth}`}>
      {items.map((item, i) => (
        <Item key={i} item={item} path={path} depth={depth} />
      ))}
    </ul>
  );
}

function Item({ item, path, depth }: { item: SidebarItem; path: string; depth: number }) {
  const current = item.href === path;
  if (item.type === 'link') {
    if (item.unlisted && !current) return null;
    return (
      <li className={`sidebar-item${item.className ? ' ' + item.className : ''}`}>
        <a className={`sidebar-link${current ? ' active' : ''}`} href={item.href} aria-current={current ? 'page' : undefined} rel={item.external ? 'noopener' : undefined}>
          {item.label}
        </a>
      </li>
    );
  }
  const onPath = containsPath(item, path);
  const open = onPath || !item.collapsed || !item.collapsible;
  // Children of a closed category that has its own page are left out of the HTML (Docusaurus renders
  // them lazily too): its link still navigates without JavaScript, and the runtime fills them in on
  // expand. Closed categories without a page keep their children so every page stays reachable.
  const renderChildren = open || !item.href;
  const label = item.href ? (
    <a className={`sidebar-link sidebar-category-link${current ? ' active' : ''}`} href={item.href} aria-current={current ? 'page' : undefined}>
      {item.label}
    </a>
  ) : (
    <span className="sidebar-category-label">{item.label}</span>
  );
  return (
    <li className={`sidebar-item sidebar-category${onPath ? ' on-path' : ''}${item.className ? ' ' + item.className : ''}`} data-category={item.label}>
      <details open={open} data-collapsible={item.collapsible ? '' : undefined} data-lazy={renderChildren ? undefined : ''}>
        <summary>{label}</summary>
        {renderChildren && <Items items={item.items} path={path} depth={depth + 1} />}
      </details>
    </li>
  );
}

/** The doc sidebar of the current page; never hideable, categories expanded along the current path. */
export function Sidebar({ items, path, name }: { items: SidebarItem[]; path: string; name: string }) {
  return (
    <nav className="sidebar" aria-label="Docs sidebar" data-sidebar={name}>
      <Items items={items} path={path} depth={0} />
    </nav>
  );
}
