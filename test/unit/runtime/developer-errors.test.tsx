import { renderToString } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { getWindowSize } from '../../../runtime/environment.ts';
import { RouteDataCache } from '../../../runtime/route-data.ts';
import { setSiteBase } from '../../../runtime/routable.ts';
import { useRouteContext } from '../../../runtime/router.tsx';
import { cleanPath as normalizePath } from '../../../shared/routes.ts';
import { isTypingContext } from '../../../runtime/search/search-box.ts';

// Spec §8's developer errors and small runtime helpers that need no browser.

test('using the route context outside the router: "Unexpected: no Docusaurus route context found"', () => {
  function Reader() {
    useRouteContext();
    return null;
  }
  assert.throws(() => renderToString(<Reader />), /^Unexpected: no Docusaurus route context found$/);
});

test('reading the window size before hydration is a developer error', () => {
  assert.throws(() => getWindowSize(996), /window size was read before hydration/);
});

test('/x.html and /x/index.html normalise to /x', () => {
  assert.is(normalizePath('/guides/x.html'), '/guides/x');
  assert.is(normalizePath('/guides/x/index.html'), '/guides/x');
  assert.is(normalizePath('/index.html'), '/');
  assert.is(normalizePath('/guides/x/'), '/guides/x');
});

test('the route data cache keeps at most its limit, dropping the oldest', () => {
  const originalFetch = globalThis.fetch;
  globalThis.fetch = (async () => new Response('{"page":{},"html":""}')) as typeof fetch;
  // No page here to read the base from (runtime/routable.ts): a site at the root.
  setSiteBase('/');
  try {
    const cache = new RouteDataCache(3);
    for (const p of ['/a', '/b', '/c', '/d']) void cache.load(p);
    assert.is(cache.size, 3);
    assert.not.ok(cache.has('/a'));
    assert.ok(cache.has('/d'));
  } finally {
    globalThis.fetch = originalFetch;
  }
});

test('"/" is typing, not a shortcut, inside editable fields and copilot widgets', () => {
  const el = (tag: string, copilot = false, editable = false) =>
    ({
      tagName: tag,
      isContentEditable: editable,
      closest: (sel: string) => (sel === '[data-copilot]' && copilot ? {} : null),
    }) as unknown as Element;
  assert.ok(isTypingContext(el('INPUT')));
  assert.ok(isTypingContext(el('TEXTAREA')));
  assert.ok(isTypingContext(el('DIV', false, true)));
  assert.ok(isTypingContext(el('BUTTON', true)));
  assert.not.ok(isTypingContext(el('BUTTON')));
  assert.not.ok(isTypingContext(null));
});

test.run();
