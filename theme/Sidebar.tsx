import { isCurrentPage } from '../shared/links.ts';
import type { SidebarCategoryItem, SidebarItem } from '../shared/page-data.ts';
import { useSiteBase } from './base-url.ts';
import { hrefUnderBase } from '../shared/routes.ts';

const hrefsWithin = new WeakMap<SidebarItem, Set<string>>();

/**
 * Whether `path` is the item or anything inside it. A category's hrefs are collected once per sidebar:
 * every page of a build asked every category again, which made a build quadratic in its page count.
 */
function containsPath(item: SidebarItem, path: string): boolean {
  if (item.type !== 'category') return item.href === path;
  let hrefs = hrefsWithin.get(item);
  if (!hrefs) hrefsWithin.set(item, (hrefs = collectHrefs(item, new Set())));
  return hrefs.has(path);
}

function collectHrefs(item: SidebarItem, into: Set<string>): Set<string> {
  if (item.href !== undefined) into.add(item.href);
  if (item.type === 'category') for (const child of item.items) collectHrefs(child, into);
  return into;
}

/**
 * A list of sidebar items at one depth. The server renders it inside `Sidebar`, and the runtime renders
 * the children of a lazily filled category with it (runtime/theme/sidebar.ts), so both draw the same markup.
 */
export function SidebarItems({ items, path, depth }: { items: SidebarItem[]; path: string; depth: number }) {
  return (
    <ul className={`sidebar-list depth-${depth}`}>
      {items.map((item, i) => (
        <Item key={i} item={item} path={path} depth={depth} />
      ))}
    </ul>
  );
}

function Link({
  href,
  label,
  current,
  className,
  external,
}: {
  href: string;
  label: string;
  current: boolean;
  className: string;
  external?: boolean;
}) {
  return (
    <a
      className={`${className}${current ? ' active' : ''}`}
      href={hrefUnderBase(useSiteBase(), href)}
      aria-current={current ? 'page' : undefined}
      rel={external ? 'noopener' : undefined}
    >
      {label}
    </a>
  );
}

/**
 * A category. With its own page, the label is a link and a separate `<summary>` (the chevron) toggles the
 * children, so no interactive element sits inside another; without a page the label is the summary.
 * Native `<details>`: open and close work without JavaScript, and opening one never closes a sibling.
 */
function Category({ item, path, depth }: { item: SidebarCategoryItem; path: string; depth: number }) {
  const onPath = containsPath(item, path);
  const current = isCurrentPage(item.href, path);
  const classes =
    'sidebar-item sidebar-category' +
    (item.href ? ' has-link' : '') +
    (onPath ? ' on-path' : '') +
    (item.className ? ' ' + item.className : '');
  const link = item.href ? (
    <Link href={item.href} label={item.label} current={current} className="sidebar-link sidebar-category-link" />
  ) : null;
  if (!item.collapsible) {
    return (
      <li className={classes}>
        {link ?? <span className="sidebar-category-label">{item.label}</span>}
        <SidebarItems items={item.items} path={path} depth={depth + 1} />
      </li>
    );
  }
  const open = onPath || !item.collapsed;
  // Children of a closed category that has its own page are left out of the HTML (as Docusaurus renders
  // them lazily): its link still navigates without JavaScript, and the runtime fills them in from
  // `/_data/sidebars/<name>.json` on first expand. Categories without a page keep their children.
  const renderChildren = open || !item.href;
  return (
    <li className={classes}>
      {link}
      <details open={open} data-lazy={renderChildren ? undefined : item.href}>
        {link ? (
          <summary className="sidebar-category-toggle" aria-label={`Toggle ${item.label}`} />
        ) : (
          <summary className="sidebar-category-label">{item.label}</summary>
        )}
        {renderChildren && <SidebarItems items={item.items} path={path} depth={depth + 1} />}
      </details>
    </li>
  );
}

function Item({ item, path, depth }: { item: SidebarItem; path: string; depth: number }) {
  if (item.type === 'category') return <Category item={item} path={path} depth={depth} />;
  if (item.html) {
    // Docusaurus's `{type: 'html'}` item: the sidebars file's own markup (config, not content), shown as written.
    const classes = `sidebar-item sidebar-html${item.defaultStyle ? ' sidebar-link' : ''}`;
    return (
      <li
        className={`${classes}${item.className ? ' ' + item.className : ''}`}
        dangerouslySetInnerHTML={{ __html: item.label }}
      />
    );
  }
  const current = isCurrentPage(item.href, path);
  if (item.unlisted && !current) return null;
  return (
    <li className={`sidebar-item${item.className ? ' ' + item.className : ''}`}>
      <Link href={item.href} label={item.label} current={current} className="sidebar-link" external={item.external} />
    </li>
  );
}

/** The doc sidebar of the current page; never hideable, categories expanded along the current path. */
export function Sidebar({ items, path, name }: { items: SidebarItem[]; path: string; name: string }) {
  return (
    <nav className="sidebar" aria-label="Docs sidebar" data-sidebar={name}>
      <SidebarItems items={items} path={path} depth={0} />
    </nav>
  );
}
