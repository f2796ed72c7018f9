import type { RuntimeConfig } from '../shared/page-data.ts';

type Settings = RuntimeConfig['progress'];

/**
 * The top progress bar (NProgress's behaviour): it appears only when a route change to another
 * path takes longer than `delay`, trickles towards the end, and completes when the route has updated.
 */
export class ProgressBar {
  private bar?: HTMLDivElement;
  private value = 0;
  private delayTimer?: ReturnType<typeof setTimeout>;
  private trickleTimer?: ReturnType<typeof setInterval>;

  constructor(private readonly settings: Settings) {}

  /** Called when a navigation to another path starts. */
  start(): void {
    this.cancel();
    this.delayTimer = setTimeout(() => this.show(), this.settings.delay);
  }

  /** Called when the route has updated (or the navigation was abandoned). */
  done(): void {
    clearTimeout(this.delayTimer);
    if (!this.bar) return;
    clearInterval(this.trickleTimer);
    this.set(1);
    const bar = this.bar;
    this.bar = undefined;
    setTimeout(() => {
      bar.style.opacity = '0';
      setTimeout(() => bar.remove(), this.settings.speed);
    }, this.settings.speed);
  }

  get visible(): boolean {
    return !!this.bar;
  }

  private cancel(): void {
    clearTimeout(this.delayTimer);
    clearInterval(this.trickleTimer);
    this.bar?.remove();
    this.bar = undefined;
  }

  private show(): void {
    this.bar = document.createElement('div');
    this.bar.className = 'docs-progress';
    this.bar.setAttribute('role', 'progressbar');
    this.bar.setAttribute('aria-label', 'Loading page');
    this.bar.style.transition = `transform ${this.settings.speed}ms ease, opacity ${this.settings.speed}ms ease`;
    document.body.appendChild(this.bar);
    this.set(this.settings.minimum);
    this.trickleTimer = setInterval(
      () => this.set(this.value + (1 - this.value) * this.settings.trickleRate * 4 * Math.random()),
      this.settings.trickleSpeed,
    );
  }

  private set(n: number): void {
    this.value = Math.min(Math.max(n, this.settings.minimum), n >= 1 ? 1 : 0.994);
    if (this.bar) {
      this.bar.style.transform = `scaleX(${this.value})`;
      this.bar.setAttribute('aria-valuenow', String(Math.round(this.value * 100)));
    }
  }
}
