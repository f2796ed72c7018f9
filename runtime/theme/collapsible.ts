/**
 * Collapsible sections: sidebar categories and `<Details>` are native `<details>`, which open
 * and close at once; this animates their height as Docusaurus's Collapsible does, with a duration derived
 * from the height that moves, and 1 ms when the reader prefers reduced motion. Without JavaScript, or for
 * a lazy sidebar category whose children are not loaded yet, the native behaviour stays.
 */

const SELECTOR = '.sidebar-category details:not([data-lazy]) > summary, details.details > summary';

/** Docusaurus's `getAutoHeightDuration`: about 200 ms for a few lines, growing slowly with height. */
export function collapseDuration(height: number): number {
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How to end the animation under way per section at once. */
const running = new WeakMap<HTMLDetailsElement, () => void>();

/**
 * `open` changes at once (what assistive technology and scripts see); only the height moves. While a
 * section closes, `data-collapsing` keeps its content painted (CSS `::details-content`, where supported)
 * until the height reaches the summary.
 */
function animate(details: HTMLDetailsElement, opening: boolean): void {
  const from = details.getBoundingClientRect().height;
  details.open = opening;
  const to = details.getBoundingClientRect().height;
  const ms = prefersReducedMotion() ? 1 : collapseDuration(Math.abs(to - from));
  const style = details.style;
  if (!opening) details.setAttribute('data-collapsing', '');
  style.overflow = 'hidden';
  style.height = `${from}px`;
  // The transition stays on the element afterwards (harmless), so its duration can be read at any time.
  style.transition = `height ${ms}ms ease-in-out`;
  void details.offsetHeight; // start from `from`
  style.height = `${to}px`;
  let timer = 0;
  const finish = () => {
    window.clearTimeout(timer);
    details.removeEventListener('transitionend', onEnd);
    running.delete(details);
    details.removeAttribute('data-collapsing');
    style.height = '';
    style.overflow = '';
  };
  const onEnd = (e: TransitionEvent) => {
    if (e.target === details && e.propertyName === 'height') finish();
  };
  details.addEventListener('transitionend', onEnd);
  timer = window.setTimeout(finish, ms + 100); // no transitionend when nothing moved or the tab is hidden
  running.set(details, finish);
}

export function setupCollapsibles(): void {
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest?.(SELECTOR);
    const details = summary?.parentElement;
    if (!(details instanceof HTMLDetailsElement) || event.defaultPrevented) return;
    event.preventDefault();
    running.get(details)?.(); // a second click mid-way: end the first animation, then go back
    animate(details, !details.open);
  });
}
