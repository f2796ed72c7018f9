/** Set by the runtime as soon as its bundle runs; the banner script below looks for it. */
export const RUNTIME_BOOTED_FLAG = '__docsRuntimeBooted';
export const BASE_URL_BANNER_ID = 'base-url-issue-banner';

/**
 * The wrong-base-URL banner, inlined in the home page only. A site deployed under a path
 * (`https://host/docs/`) but built with `baseUrl: '/'` serves its home page, whose stylesheet and scripts
 * point at `/assets/…` and fail to load: the page shows up unstyled and dead. This script depends on
 * nothing else: once the page has loaded, if the runtime never ran, it puts a red-bordered banner at
 * the top that says so and suggests the base URL the page is actually served from. Styles are inline
 * because the stylesheet is the very thing that failed.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  const flag = JSON.stringify(RUNTIME_BOOTED_FLAG);
  const id = JSON.stringify(BASE_URL_BANNER_ID);
  // One array item a line of script; the parts of an item are joined without separators.
  return [
    "window.addEventListener('load',function(){setTimeout(function(){" +
      `if(window[${flag}]||document.getElementById(${id}))return;`,
    `var p=location.pathname,s=p.slice(-1)==='/'?p:p+'/',c=${JSON.stringify(baseUrl)};`,
    `var b=document.createElement('div');b.id=${id};b.setAttribute('role','alert');` +
      "b.setAttribute('data-suggested-base-url',s);",
    "b.style.cssText='border:3px solid #d0021b;background:#fff;color:#1c1e21;padding:16px 20px;margin:16px;" +
      "font:16px/1.5 system-ui,sans-serif';",
    'function t(tag,text){var e=document.createElement(tag);e.textContent=text;return e}',
    "var h=t('p','This documentation site did not load properly.');" +
      "h.style.cssText='margin:0 0 8px;font-weight:700';b.appendChild(h);",
    "b.appendChild(t('p','Its stylesheet and scripts could not be loaded. The usual cause is a baseUrl " +
      "in the site configuration that does not match the path the site is served from.'));",
    "var q=document.createElement('p');q.appendChild(document.createTextNode('Configured baseUrl: '));" +
      "q.appendChild(t('code',c));if(c==='/')q.appendChild(document.createTextNode(' (the default)'));" +
      'b.appendChild(q);',
    "var r=document.createElement('p');r.appendChild(document.createTextNode('Suggested baseUrl: '));" +
      "r.appendChild(t('code',s));b.appendChild(r);",
    'document.body.insertBefore(b,document.body.firstChild)},0)});',
  ].join('\n');
}
