import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from './chromium.mjs';

let browser: Promise<Browser> | undefined;

/**
 * One headless Chromium per test process (the headless shell when installed: chromium.mjs) with no background
 * networking. Playwright's `launch` gives every browser a fresh temporary user-data dir of its own (it refuses an
 * explicit --user-data-dir).
 */
export function launchBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: TEST_CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  if (browser) await (await browser).close();
  browser = undefined;
}
