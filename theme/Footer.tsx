import type { SiteData } from '../shared/page-data.ts';
import { hrefUnderBase } from '../shared/routes.ts';
import { useSiteBase } from './base-url.ts';

const SOCIAL_ICONS: Record<string, string> = {
  x:
    'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.5' +
    'l11.2 14.5Z',
  slack:
    'M6 15a2 2 0 1 1-2-2h2v2Zm1 0a2 2 0 0 1 4 0v5a2 2 0 0 1-4 0v-5Zm2-9a2 2 0 1 1 2-2v2H9Zm0 1a2 2 0 0 1 0 4H4' +
    'a2 2 0 0 1 0-4h5Zm9 2a2 2 0 1 1 2 2h-2V9Zm-1 0a2 2 0 0 1-4 0V4a2 2 0 0 1 4 0v5Zm-2 9a2 2 0 1 1-2 2v-2h2Zm0-1' +
    'a2 2 0 0 1 0-4h5a2 2 0 0 1 0 4h-5Z',
  github:
    'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7' +
    'c-2.8.6-3.4-1.2-3.4-1.2-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .9.1-.7.4' +
    '-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0' +
    'c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5' +
    'A10 10 0 0 0 12 2Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8' +
    'a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8Z' +
    'M10 15V9l5.2 3-5.2 3Z',
};

/** Legal and feedback links, social icons with accessible names, and the copyright line. */
export function Footer({ site }: { site: SiteData }) {
  const base = useSiteBase();
  return (
    <footer className="footer">
      <ul className="footer-links">
        {site.footer.links.map((l) => (
          <li key={l.href}>
            <a href={hrefUnderBase(base, l.href)}>{l.label}</a>
          </li>
        ))}
      </ul>
      <ul className="footer-social">
        {site.footer.social.map((s) => (
          <li key={s.href}>
            <a href={hrefUnderBase(base, s.href)} aria-label={s.label} title={s.label}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path fill="currentColor" d={SOCIAL_ICONS[s.icon]} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
      <p className="footer-copyright">{site.footer.copyright}</p>
    </footer>
  );
}
