import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (DEVELOPERS.md); test/run.mjs installs it with apt-get when missing. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Promise<Browser> | undefined;

/**
 * One headless Chromium per test process with no background networking. Playwright's `launch` gives
 * every browser a fresh temporary user-data dir of its own (it refuses an explicit --user-data-dir).
 */
export function launchBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  if (browser) await (await browser).close();
  browser = undefined;
}
