// Live reload for `docs dev`: one Server-Sent-Events connection per tab. The server sends every tab each
// `reload` with the changed routes (or all); a tab reloads when it shows one of them, whichever page it
// has navigated to on the client since it connected. The scroll position survives the reload.
import { DEV_EVENTS_PATH } from '../shared/events.ts';
import { currentRoute } from './routable.ts';

const SCROLL_KEY = 'docs-dev-scroll';

const saved = sessionStorage.getItem(SCROLL_KEY);
if (saved) {
  const { path, y } = JSON.parse(saved) as { path: string; y: number };
  sessionStorage.removeItem(SCROLL_KEY);
  if (path === location.pathname) window.scrollTo(0, y);
}

const events = new EventSource(DEV_EVENTS_PATH);
// A marker the dev tests wait for: edits made before the connection opens would go unnoticed.
events.addEventListener('open', () => document.documentElement.setAttribute('data-docs-dev', 'connected'));
events.addEventListener('reload', (event) => {
  const message = JSON.parse((event as MessageEvent<string>).data) as { all?: true; paths?: string[] };
  if (!message.all && !message.paths?.includes(currentRoute())) return;
  sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  location.reload();
});
