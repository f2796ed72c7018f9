// Debian's Chromium and the flags every browser we start uses (DEVELOPERS.md): the browser tests
// (test/helpers/browser.ts), the bench's browser figures and Lighthouse, and the screenshot capture. Plain
// JavaScript so the bench, which runs without tsx, imports it too.

/** test/run.mjs installs it with apt-get when missing. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox (we run as root), no GPU, no QUIC, no first-run or background networking. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
