import { useContext } from 'react';
import { browserWindow } from './browser.ts';
import { PageRouteContext } from './context.ts';

/**
 * `@docusaurus/router`: the page's location (its route on the server, the address bar in an island) and a
 * history that navigates by loading pages, as links between static pages do.
 */
export function useLocation() {
  const route = useContext(PageRouteContext);
  const w = browserWindow();
  if (!w) return { pathname: route, search: '', hash: '', state: undefined };
  const { pathname, search, hash } = w.location;
  return { pathname, search, hash, state: undefined };
}

export function useHistory() {
  const location = useLocation();
  const go = (to: string | { pathname?: string; search?: string; hash?: string }) => {
    browserWindow()?.location.assign(
      typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
    );
  };
  return { location, push: go, replace: go, goBack: () => browserWindow()?.history.back(), listen: () => () => {} };
}

/** `<Redirect to>`: on a static page, a script-free refresh to the target. */
export function Redirect({ to }: { to: string }) {
  return <meta httpEquiv="refresh" content={`0; url=${to}`} />;
}
