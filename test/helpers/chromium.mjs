// Debian's Chromium and the flags every browser we start uses (DEVELOPERS.md): the browser tests
// (test/helpers/browser.ts), the bench's browser figures and Lighthouse, and the screenshot capture. Plain
// JavaScript so the bench, which runs without tsx, imports it too.
import { existsSync } from 'node:fs';

/** test/run.mjs installs it with apt-get when missing. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` (test/run.mjs installs it beside `chromium`): the same Chromium release (Blink,
 * V8) built for automation, without the full browser's UI and its processes. A real-site page loaded, searched and
 * captured cost it 40 % less CPU than `chromium --headless` (13.6 against 22.5 CPU s for the same pages), and Chromium
 * is most of the browser tier's time, so the browser tests use it when it is installed. The bench's figures,
 * Lighthouse and the screenshot capture keep the full browser, the one a reader has.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The browser tests' Chromium: CHROMIUM_PATH when set, else the headless shell when installed, else Chromium. */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

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
