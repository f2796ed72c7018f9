/** localStorage key of the colour-mode choice (`light`, `dark` or `system`); the runtime imports it too. */
export const THEME_STORAGE_KEY = 'theme';
/** localStorage key prefix of a dismissed announcement bar (`<prefix><id>`). */
export const ANNOUNCEMENT_STORAGE_PREFIX = 'docs-announcement-dismissed-';

/**
 * The pre-paint script, inlined in `<head>`: it sets `data-theme` from the stored choice (or the system
 * preference) and marks a dismissed announcement before the first paint, so no page flashes the wrong
 * colours. Storage errors (private mode, disabled storage) fall back to the defaults.
 */
export function headScript(options: {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  announcementId?: string;
}): string {
  const { defaultMode, respectPrefersColorScheme, announcementId } = options;
  const storageKey = JSON.stringify(THEME_STORAGE_KEY);
  const fallback = JSON.stringify(defaultMode);
  const systemMode = "(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')";
  const dismissedKey = announcementId ? JSON.stringify(ANNOUNCEMENT_STORAGE_PREFIX + announcementId) : '';
  // Three lines of script; the parts of each line are joined without separators.
  return [
    `(function(){var d=document.documentElement,c=null;try{c=localStorage.getItem(${storageKey})}catch(e){}`,
    `var sys=${respectPrefersColorScheme ? 'true' : 'false'};` +
      `var m=c==='light'||c==='dark'?c:((c==='system'||(!c&&sys))&&window.matchMedia?${systemMode}:${fallback});`,
    `d.setAttribute('data-theme',m);d.setAttribute('data-theme-choice',c||(sys?'system':${fallback}));` +
      (announcementId
        ? `try{if(localStorage.getItem(${dismissedKey}))d.setAttribute('data-announcement-dismissed','')}catch(e){}`
        : '') +
      '})();',
  ].join('\n');
}
