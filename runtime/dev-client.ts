// Live reload for `docs dev`: one Server-Sent-Events connection per tab. The server says `reload` when
// this page (or the whole site) changed; the scroll position survives the reload of the same page.
const SCROLL_KEY = 'docs-dev-scroll';

const saved = sessionStorage.getItem(SCROLL_KEY);
if (saved) {
  const { path, y } = JSON.parse(saved) as { path: string; y: number };
  sessionStorage.removeItem(SCROLL_KEY);
  if (path === location.pathname) window.scrollTo(0, y);
}

const events = new EventSource(`/__docs/events?path=${encodeURIComponent(location.pathname)}`);
// A marker the dev tests wait for: edits made before the connection opens would go unnoticed.
events.addEventListener('open', () => document.documentElement.setAttribute('data-docs-dev', 'connected'));
events.addEventListener('reload', () => {
  sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  location.reload();
});
