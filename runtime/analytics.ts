import type { RuntimeConfig } from '../shared/page-data.ts';

type Gtag = (...args: unknown[]) => void;

/**
 * gtag-compatible page views with IP anonymisation. With no tracking id nothing loads. The
 * tracker script is optional: events queue in `dataLayer` whether or not it loads, so a blocked script
 * never breaks the page.
 */
export function setupAnalytics(
  config: RuntimeConfig['analytics'],
): ((location: { path: string; search: string; hash: string }) => void) | undefined {
  if (!config?.trackingID.length) return undefined;
  const w = window as Window & { dataLayer?: unknown[]; gtag?: Gtag };
  w.dataLayer ??= [];
  // gtag's contract: it pushes its `arguments` object itself.
  w.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  for (const id of config.trackingID) w.gtag('config', id, { anonymize_ip: config.anonymizeIP, send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.trackingID[0])}`;
  script.onerror = () => {}; // Blocked by the reader or offline: fine.
  document.head.appendChild(script);
  let last = '';
  return ({ path, search, hash }) => {
    const key = path + search + hash;
    if (key === last) return;
    last = key;
    w.gtag!('set', 'page_path', path + search + hash);
    w.gtag!('event', 'page_view', {
      page_path: path + search + hash,
      page_location: location.href,
      page_title: document.title,
    });
  };
}
