// Runs Lighthouse (mobile, performance only: its default form factor and simulated throttling) on a list of URLs in
// Debian's Chromium. Lives beside its node_modules so the bare imports resolve there; test/bench/lighthouse.mjs
// installs them on demand and calls this.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export async function lighthouseRuns(urls, { chromePath, chromeFlags }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' });
  try {
    const results = [];
    for (const url of urls) {
      const run = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      const { lhr } = run;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id]?.numericValue;
      results.push({
        url,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        tbtMs: Math.round(audit('total-blocking-time')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        fcpMs: Math.round(audit('first-contentful-paint')),
        cls: Number(audit('cumulative-layout-shift')?.toFixed(3)),
        lighthouseVersion: lhr.lighthouseVersion,
        formFactor: lhr.configSettings.formFactor,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
