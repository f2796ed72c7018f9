// cli/dev/render-thread.ts: what crosses to the render thread. Every page's placement is most of the site's
// shared inputs at 4,000 pages; it is left out of the `shared` message and each page request carries its own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { threadShared, withPlacement } from '../../../../cli/dev/render-thread.ts';
import type { Site } from '../../../../cli/pipeline/site.ts';
import type { PageJob } from '../../../../cli/pipeline/page/page-job.ts';
import type { ContentFile, DocPlacement } from '../../../../cli/pipeline/types.ts';

const place = (label: string) => ({ sidebar: 'docs', breadcrumbs: [{ label }], tags: [] }) as unknown as DocPlacement;
const shared = {
  rootDir: '/site',
  optionsHash: 'o',
  placement: { intro: place('Intro'), 'guides/a': place('A') },
} as unknown as Site['shared'];
const job = (id: string): PageJob => ({ kind: 'mdx', file: { id, route: `/${id}` } as ContentFile });

test('the shared message leaves every page placement out and keeps the rest', () => {
  const sent = threadShared(shared);
  assert.not.ok('placement' in sent);
  assert.is(sent.rootDir, '/site');
  assert.is(sent.optionsHash, 'o');
  assert.ok('placement' in shared, 'the site keeps its own copy whole');
});

test('a page request carries that page placement only, as the site has it now', () => {
  const req = withPlacement({ type: 'page', job: job('guides/a') }, shared);
  assert.equal(req, { type: 'page', job: job('guides/a'), placement: place('A') });
  const moved = { ...shared, placement: { 'guides/a': place('A, moved') } };
  assert.equal(withPlacement({ type: 'page', job: job('guides/a') }, moved), {
    type: 'page',
    job: job('guides/a'),
    placement: place('A, moved'),
  });
});

test('a page outside every sidebar, other requests and a thread without a site are left as they are', () => {
  const orphan = withPlacement({ type: 'page', job: job('orphan') }, shared);
  assert.is(orphan.type === 'page' ? orphan.placement : 'not a page request', undefined);
  assert.equal(withPlacement({ type: 'warm' }, shared), { type: 'warm' });
  assert.equal(withPlacement({ type: 'page', job: job('intro') }, undefined), { type: 'page', job: job('intro') });
});

test.run();
