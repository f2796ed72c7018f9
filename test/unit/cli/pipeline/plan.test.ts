// cli/pipeline/plan.ts: planSite's afterConfig hook is awaited between the config and discover. `docs dev` waits
// there for its render thread to exist, so the thread loads its code while discover holds the main thread.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { planSite, stageRunner } from '../../../../cli/pipeline/plan.ts';
import { copyFixture } from '../../../helpers/temp-site.ts';

test('discover starts only once the afterConfig promise has resolved', async () => {
  const order: string[] = [];
  const run = stageRunner([], {});
  const planned = await planSite(
    {
      rootDir: copyFixture('complete-site'),
      mode: 'development',
      target: { kind: 'none' },
      cache: false,
      afterConfig: async () => {
        order.push('afterConfig called');
        await new Promise((resolve) => setImmediate(resolve)); // a turn of the event loop: the stages must wait
        order.push('afterConfig done');
      },
    },
    (name, stage) => (order.push(name), run(name, stage)),
  );
  assert.ok(planned);
  assert.equal(order, ['config', 'afterConfig called', 'afterConfig done', 'discover', 'bundle', 'route']);
});

test.run();
