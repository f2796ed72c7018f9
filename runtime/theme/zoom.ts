import type { Zoom, ZoomOptions } from 'medium-zoom';
import { ROUTE_UPDATED_EVENT, type ThemeSettings } from './settings.ts';

/**
 * Image zoom with medium-zoom, imported only on pages that have images to zoom. It attaches
 * `attachDelayMs` (1000 ms) after the page load and after each route update, to the images matching the
 * selector (the Markdown area's images; images inside links keep navigating). medium-zoom closes the
 * zoom on click, on Escape, on resize, and 150 ms after the page scrolls more than `scrollOffset` px.
 * The overlay is white in light mode and rgb(50, 50, 50) in dark mode, following mode changes.
 */
export function setupImageZoom(settings: ThemeSettings['zoom']): void {
  const html = document.documentElement;
  let zoom: Zoom | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const background = () =>
    html.getAttribute('data-theme') === 'dark' ? settings.backgroundDark : settings.backgroundLight;
  const attach = async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>(settings.selector)].filter(
      (img) => !img.closest('a'),
    );
    zoom?.detach();
    // Observable state (`html[data-zoom]`): tests wait for it instead of sleeping past the delay.
    html.dataset.zoom = images.length ? 'attached' : 'none';
    if (!images.length) return;
    // The package's types describe its CommonJS build; esbuild bundles the ES module, whose default is the function.
    const { default: mediumZoom } = (await import('medium-zoom')) as unknown as {
      default: (options: ZoomOptions) => Zoom;
    };
    zoom ??= mediumZoom({ background: background(), scrollOffset: settings.scrollOffset, margin: 24 });
    zoom.attach(...images);
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void attach(), settings.attachDelayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  window.addEventListener(ROUTE_UPDATED_EVENT, schedule);
  new MutationObserver(() => zoom?.update({ background: background() })).observe(html, {
    attributeFilter: ['data-theme'],
  });
}
