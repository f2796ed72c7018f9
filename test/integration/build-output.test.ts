import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildFixture, read } from '../helpers/fixtures.ts';

// Builds test/fixtures/complete-site (every content feature, all valid) once and inspects the output.
const built = buildFixture('complete-site');

test('the build succeeds with no diagnostics', async () => {
  const { report } = await built;
  assert.ok(report.ok, JSON.stringify(report.diagnostics, null, 1));
  assert.equal(report.diagnostics, []);
});

test('every route is written as clean-URL index.html; drafts are left out', async () => {
  const { dir } = await built;
  for (const f of [
    'index.html',
    'guides/index.html',
    'guides/automate/index.html',
    'guides/automate/schedules/index.html',
    'custom/place/index.html',
    'guides/unlisted-page/index.html',
    'api/schedules/index.html',
    'tags/index.html',
    'tags/examples/code-example/index.html',
    'tags/integrations/etl/index.html',
    'search/index.html',
    '404.html',
  ]) {
    assert.ok(existsSync(join(dir, f)), `${f} exists`);
  }
  assert.not.ok(existsSync(join(dir, 'guides/automate/draft-page')), 'draft page is not built');
  assert.not.ok(existsSync(join(dir, 'guides/slugged')), 'slugged page is only at its slug');
});

test('sitemap.xml lists listed pages weekly at priority 0.5 and leaves out tags, unlisted and 404', async () => {
  const { dir } = await built;
  const xml = read(dir, 'sitemap.xml');
  assert.match(
    xml,
    '<url><loc>https://fixture.example.com/guides/automate/schedules</loc>' +
      '<changefreq>weekly</changefreq><priority>0.5</priority></url>',
  );
  assert.match(xml, '<loc>https://fixture.example.com/</loc>');
  assert.match(xml, '<loc>https://fixture.example.com/custom/place</loc>');
  assert.not.match(xml, '/tags');
  assert.not.match(xml, 'unlisted-page');
  assert.not.match(xml, '404');
  assert.match(read(dir, 'robots.txt'), 'Sitemap: https://fixture.example.com/sitemap.xml');
});

test('an unlisted page is built with noindex and a banner, but kept out of sidebars, tags and search', async () => {
  const { dir } = await built;
  const html = read(dir, 'guides/unlisted-page/index.html');
  assert.match(html, '<meta name="robots" content="noindex, nofollow"/>');
  assert.match(html, 'This page is unlisted');
  assert.not.match(html, 'data-pagefind-body');
  assert.not.match(read(dir, 'guides/automate/schedules/index.html'), 'Hidden gem');
  assert.not.match(read(dir, 'tags/integrations/etl/index.html'), 'Hidden gem');
  assert.not.match(read(dir, 'llms.txt'), 'Hidden gem');
});

test('a doc page has breadcrumbs, TOC levels 2-4, tags, last update and prev/next', async () => {
  const { dir } = await built;
  const html = read(dir, 'guides/automate/schedules/index.html');
  assert.match(html, '<title>Schedules | Fixture site</title>');
  assert.match(html, '<meta name="description" content="Run assets on a cron schedule."/>');
  assert.match(html, /<nav class="breadcrumbs"[\s\S]*Guides[\s\S]*Automate[\s\S]*Schedules/);
  assert.match(html, '<a href="#cron-syntax">Cron syntax</a>');
  assert.match(html, '<li class="toc-depth-1"><a href="#time-zones">Time zones</a>');
  assert.match(html, 'href="/tags/examples/code-example"');
  assert.match(html, '<time dateTime="2025-06-01">2025-06-01</time>');
  assert.match(html, 'by <!-- -->Docs team');
  assert.match(html, /rel="prev"[\s\S]*Automate/);
  assert.match(html, 'aria-current="page"');
});

test('content components render at build time', async () => {
  const { dir } = await built;
  const html = read(dir, 'guides/automate/schedules/index.html');
  assert.match(html, '<aside class="admonition admonition-tip">', 'admonition');
  assert.match(html, 'Time zones</p>', 'admonition title');
  assert.match(html, /role="tab"[^>]*aria-selected="true"[^>]*data-value="uv"/, 'default tab selected');
  assert.match(html, /role="tabpanel"[^>]*hidden=""/, 'other tab hidden without JS');
  assert.match(html, '<div class="code-title">schedules.py</div>', 'CodeExample title');
  assert.match(html, 'daily_orders_schedule', 'CodeExample code');
  assert.not.match(html, 'start_schedule', 'snippet markers removed');
  assert.match(html, 'class="line highlighted"', 'highlighted line');
  assert.match(html, 'line-numbers', 'line numbers');
  assert.match(html, '--shiki-dark:', 'both themes in one pass');
  assert.match(html, 'data-mermaid=""', 'mermaid placeholder');
  assert.match(
    html,
    '<a class="pyobject" href="/api/schedules#dagster.ScheduleDefinition"><code>ScheduleDefinition</code></a>',
  );
  assert.match(html, '<code>@asset</code>');
  assert.match(html, '<details class="details"><summary>Why cron?</summary>');
  assert.match(html.replace(/<[^>]+>/g, ''), 'dg launch --assets orders', 'CliInvocationExample');
  assert.match(html, '<div class="code-block" data-lang="bash">');
  assert.match(html, '<h2 id="cron-syntax">', 'explicit heading id');
  const image = /src="\/assets\/images\/(local-[0-9a-f]{8}\.svg)"/.exec(html);
  assert.ok(image, 'relative image rewritten to a hashed asset');
  assert.ok(existsSync(join(dir, 'assets/images', image![1])), 'and copied');
  assert.ok(existsSync(join(dir, 'images/pipeline.svg')), 'static files copied');
});

test('category index pages list their children with DocCardList', async () => {
  const { dir } = await built;
  const html = read(dir, 'guides/index.html');
  assert.match(
    html,
    /<li class="doc-card"><a href="\/guides\/automate">[\s\S]*Automate[\s\S]*Run things on a timetable\./,
  );
  assert.match(html, 'href="/custom/place"');
  assert.not.match(html, /doc-card"><a href="\/guides\/unlisted-page"/);
});

test('API reference YAML becomes an anchored page', async () => {
  const { dir } = await built;
  const html = read(dir, 'api/schedules/index.html');
  assert.match(html, '<h2 id="dagster.ScheduleDefinition" class="api-name">');
  assert.match(html, '<caption>Parameters</caption>');
  assert.match(html, '<code>cron_schedule</code>');
  assert.match(html, '<code>0 6 * * *</code>', 'parameter Markdown rendered');
  assert.match(html, '<h2 id="dagster.asset" class="api-name"><code>@asset</code>');
  assert.match(html, 'href="/guides/automate/schedules"', 'links inside descriptions');
});

test('machine-readable copies: Markdown per page, llms.txt and route data', async () => {
  const { dir } = await built;
  const md = read(dir, 'guides/automate/schedules.md');
  assert.ok(md.startsWith('# Schedules\n\n> Run assets on a cron schedule.'));
  assert.match(md, 'daily_orders_schedule = dg.ScheduleDefinition(');
  assert.not.match(md, '<CodeExample');
  assert.match(md, '## Cron syntax {#cron-syntax}');
  assert.match(read(dir, 'index.md'), '# Fixture home');
  const llms = read(dir, 'llms.txt');
  assert.match(llms, '# Fixture site');
  assert.match(
    llms,
    '- [Schedules](https://fixture.example.com/guides/automate/schedules.md): Run assets on a cron schedule.',
  );
  const data = JSON.parse(read(dir, '_data/guides/automate/schedules.json'));
  assert.is(data.page.title, 'Schedules');
  assert.match(data.html, 'cron-syntax');
  assert.ok(JSON.parse(read(dir, '_data/sidebars/docs.json')).length > 0);
});

test('hashed assets are linked from every page, and a Pagefind index is written', async () => {
  const { dir, report } = await built;
  const assets = readdirSync(join(dir, 'assets'));
  const js = assets.find((f) => /^entry-[A-Z0-9]+\.js$/i.test(f));
  const css = assets.find((f) => /^styles-[A-Z0-9]+\.css$/i.test(f));
  assert.ok(js && css, assets.join(', '));
  const html = read(dir, '404.html');
  assert.match(html, `src="/assets/${js}"`);
  assert.match(html, `href="/assets/${css}"`);
  assert.match(html, 'Page not found');
  assert.ok(existsSync(join(dir, 'pagefind/pagefind.js')));
  // Searchable: the doc and API pages, minus the unlisted one (tags, search and 404 never are).
  assert.is(report.searchPages, 6);
});

test('tag pages list their docs with descriptions; the tag index groups tags', async () => {
  const { dir } = await built;
  const tag = read(dir, 'tags/examples/code-example/index.html');
  assert.match(tag, 'tagged with “Code example”');
  assert.match(tag, '<a href="/guides/automate/schedules">Schedules</a>');
  assert.match(tag, 'Run assets on a cron schedule.');
  const index = read(dir, 'tags/index.html');
  assert.match(index, /<h2 id="tag-group-examples">Examples<\/h2>/);
  assert.match(index, /<h2 id="tag-group-integrations">Integrations<\/h2>/);
});

test.run();
