import { mkdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { serveCommand } from '../../cli/commands/serve.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { fixtureDir, PROJECT_DIR } from '../helpers/fixtures.ts';
import { builtRealSite, buildSite } from '../helpers/real-site.ts';

/** Shared by the theme's browser suites (test/browser/theme-*.test.ts). */

export const SHOTS = join(PROJECT_DIR, 'test-results');

export interface Served {
  server: Server;
  base: string;
}

async function serve(dir: string): Promise<Served> {
  const server = await serveCommand({ dir, port: 0 });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const once = <T>(fn: () => Promise<T>) => {
  let p: Promise<T> | undefined;
  return () => (p ??= fn());
};

// The theme fixture needs no search index (its tests do not search); the real site has one, for
// the site-search suite.
const build = (rootDir: string, what: string) => buildSite(rootDir, what);

/** A built site served by one suite: started on first use, closed by the suite's `after` hook. */
export interface LazySite {
  url(path: string): Promise<string>;
  close(): Promise<void>;
}

function lazySite(built: () => Promise<string>): LazySite {
  let served: Promise<Served> | undefined;
  return {
    url: async (path) => (await (served ??= built().then(serve))).base + path,
    close: async () => {
      if (served) (await served).server.close();
    },
  };
}

/**
 * The theme fixture (test/fixtures/theme-site), built on first use (not at import: uvu imports every
 * suite before running the first) and once per test process.
 */
const themeFixtureBuild = once(() => build(fixtureDir('theme-site'), 'the theme-site fixture'));
export const themeFixtureSite = (): LazySite => lazySite(themeFixtureBuild);

/** The real Dagster site with its search index (test/helpers/real-site.ts), served on first use. */
export const realSite = (): LazySite => lazySite(builtRealSite);

/** A fresh page in its own context (own storage), at a viewport width. */
export async function openPage(
  url: string,
  options: BrowserContextOptions & { width?: number; height?: number } = {},
): Promise<Page> {
  const browser = await launchBrowser();
  const { width = 1280, height = 800, ...rest } = options;
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: 'light', ...rest });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

const AXE_SOURCE = readFileSync(join(PROJECT_DIR, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2 A and AA rules on the current page: one line per violation, empty when clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.help}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
    );
  });
  return violations;
}

/** `<html data-theme>` now. */
export function themeOf(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-theme'));
}

export function screenshot(page: Page, name: string): Promise<Buffer> {
  mkdirSync(SHOTS, { recursive: true });
  return page.screenshot({ path: join(SHOTS, `${name}.png`) });
}
