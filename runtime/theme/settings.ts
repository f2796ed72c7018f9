import type { RuntimeConfig } from '../../shared/page-data.ts';

/** What the theme's browser code reads from the page's embedded runtime settings. */
export type ThemeSettings = Pick<RuntimeConfig, 'desktopBreakpoint' | 'zoom' | 'navbar'>;

/** Spec §9 values, used when a page carries no settings (an old or hand-made page). */
const DEFAULTS: ThemeSettings = {
  desktopBreakpoint: 996,
  zoom: {
    selector: '.markdown img',
    backgroundLight: 'rgb(255, 255, 255)',
    backgroundDark: 'rgb(50, 50, 50)',
    attachDelayMs: 1000,
    scrollOffset: 40,
    scrollCloseDelayMs: 150,
  },
  navbar: [],
};

/** The settings embedded by the layout in `<script id="__docs_data">`, with spec defaults for gaps. */
export function readThemeSettings(): ThemeSettings {
  try {
    const runtime =
      (JSON.parse(document.getElementById('__docs_data')?.textContent ?? '{}') as { runtime?: Partial<ThemeSettings> })
        .runtime ?? {};
    return { ...DEFAULTS, ...runtime, zoom: { ...DEFAULTS.zoom, ...runtime.zoom } };
  } catch {
    return DEFAULTS; // Malformed data: the theme still works with the spec's constants.
  }
}

/** The event the client router dispatches on `window` after every route update. */
export { ROUTE_UPDATED_EVENT } from '../../shared/events.ts';
