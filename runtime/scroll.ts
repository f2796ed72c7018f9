/**
 * Scrolling after navigation (to the hash target, else the top; smooth unless the reader prefers reduced
 * motion) and holding an element in place across a re-render.
 */

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Smooth scroll to `top`; where `scroll-behavior` is unsupported, move 85 % of the rest per frame. */
export function smoothScrollTo(top: number, factor: number): void {
  if (prefersReducedMotion()) return window.scrollTo(0, top);
  if ('scrollBehavior' in document.documentElement.style) return window.scrollTo({ top, behavior: 'smooth' });
  const step = () => {
    const rest = top - window.scrollY;
    if (Math.abs(rest) < 1) return window.scrollTo(0, top);
    window.scrollTo(0, window.scrollY + rest * factor);
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Scrolls to the element a hash names (`#id`), or to the top when there is none. */
export function scrollToHash(hash: string, options: { smooth: boolean; factor: number }): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) return window.scrollTo(0, 0);
  if (options.smooth) {
    const margin = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    smoothScrollTo(target.getBoundingClientRect().top + window.scrollY - margin, options.factor);
  } else target.scrollIntoView();
}

/**
 * Keeps `element` at the same place on screen while `change` re-renders the page above it (a tab switch
 * that changes the height of earlier tab sets).
 */
export function holdScrollPosition(element: Element, change: () => void): void {
  const before = element.getBoundingClientRect().top;
  change();
  requestAnimationFrame(() => window.scrollBy(0, element.getBoundingClientRect().top - before));
}
