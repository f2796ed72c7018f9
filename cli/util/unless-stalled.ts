/**
 * A promise that also rejects if Node runs out of work while it is pending: a module whose top-level `await` waits
 * on a promise nothing will ever settle (a config's `await new Promise(() => {})`), or a page whose plugin does,
 * would otherwise leave nothing on the event loop, and Node exits with code 13 and no word. `beforeExit` fires then,
 * before that exit: the rejection gives the caller back the loop, to report what did not finish.
 */
export function unlessStalled<T>(pending: Promise<T>, stalled: () => Error): Promise<T> {
  let onBeforeExit: (() => void) | undefined;
  const never = new Promise<never>((_, reject) => {
    // Rejected from a macrotask, not in the handler: work that only microtasks schedule does not make the loop alive
    // again, so Node would not emit `beforeExit` a second time, and the next stalled page would end the process.
    onBeforeExit = () => setImmediate(() => reject(stalled()));
    process.once('beforeExit', onBeforeExit);
  });
  return Promise.race([pending, never]).finally(() => process.off('beforeExit', onBeforeExit!));
}
