import { ROUTE_UPDATED_EVENT } from './settings.ts';

/**
 * The TOC's active heading, as Docusaurus picks it: the first heading below the navbar if it is in the
 * top half of the viewport, else the heading before it (the reader is inside that section); past the
 * last heading, the last one. Both TOCs (desktop and the mobile "On this page") get `active`.
 */
function activeHeadingId(headings: HTMLElement[], topOffset: number): string | undefined {
  const next = headings.findIndex((h) => h.getBoundingClientRect().top >= topOffset);
  if (next === -1) return headings[headings.length - 1]?.id;
  if (headings[next].getBoundingClientRect().top < window.innerHeight / 2) return headings[next].id;
  return headings[next - 1]?.id;
}

function tocHeadings(): HTMLElement[] {
  const ids = [...document.querySelectorAll<HTMLAnchorElement>('.toc-list a')].map((a) =>
    decodeURIComponent(a.hash.slice(1)),
  );
  return [...new Set(ids)].map((id) => document.getElementById(id)).filter((h): h is HTMLElement => !!h);
}

/** Keeps the active link visible inside the desktop TOC's own scroll box (long API pages). */
function revealInToc(link: HTMLElement): void {
  const box = link.closest<HTMLElement>('.toc-desktop');
  if (!box || box.scrollHeight <= box.clientHeight) return;
  const top = link.offsetTop - box.offsetTop;
  if (top < box.scrollTop || top + link.offsetHeight > box.scrollTop + box.clientHeight)
    box.scrollTop = top - box.clientHeight / 2;
}

/**
 * Highlights the TOC link of the section being read. Nothing is queried at boot: the headings are looked up
 * at the first update, which runs when the reader scrolls or when the browser is idle after load, so a long
 * API page (hundreds of TOC links) starts as fast as a short one.
 */
export function setupTocHighlight(): void {
  let headings: HTMLElement[] | undefined;
  let current: string | undefined;
  let frame = 0;
  const update = () => {
    frame = 0;
    headings ??= tocHeadings();
    const navbar = document.querySelector<HTMLElement>('.navbar');
    const offset = navbar && !navbar.classList.contains('navbar-hidden') ? navbar.offsetHeight : 0;
    const id = headings.length ? activeHeadingId(headings, offset + 1) : undefined;
    if (id === current) return;
    current = id;
    document.querySelectorAll<HTMLAnchorElement>('.toc-list a').forEach((a) => {
      const on = !!id && decodeURIComponent(a.hash.slice(1)) === id;
      a.classList.toggle('active', on);
      if (on && a.closest('.toc-desktop')) revealInToc(a);
    });
  };
  const schedule = () => (frame ||= requestAnimationFrame(update));
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  window.addEventListener(ROUTE_UPDATED_EVENT, () => {
    headings = undefined;
    current = undefined;
    schedule();
  });
  const idle = (window as Window & { requestIdleCallback?: (f: () => void) => void }).requestIdleCallback;
  if (idle) idle(schedule);
  else setTimeout(schedule, 1);
}
