// cli/dev/render-thread.ts once closed: nothing asks it for a thread again. A restart (a theme edit queued before
// `docs dev` closed) or a page's time budget running out after close used to start a new render thread that
// nobody would end, and kept the process alive.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RenderThread } from '../../cli/dev/render-thread.ts';

/** A worker thread listened to shows as a MessagePort among what keeps the process alive. */
const threads = () => process.getActiveResourcesInfo().filter((r) => r === 'MessagePort').length;

test('a restart asked for after close starts no thread', async () => {
  const before = threads();
  const render = new RenderThread(() => undefined);
  await render.started();
  assert.is(threads(), before + 1, 'the render thread runs');
  await render.close();
  await render.restart();
  assert.is(threads(), before, 'no thread is left running');
});

test.run();
