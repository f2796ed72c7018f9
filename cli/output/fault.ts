/**
 * Named points of `docs build` where the fault-injection test kills the process: with
 * `DOCS_TEST_KILL_AT=<point>` set, the build sends itself SIGKILL on reaching that point, as a power cut
 * or `kill -9` would. Used only by test/integration/output-faults.test.ts; without the variable this is a no-op.
 */
export type FaultPoint = 'locked' | 'updating' | 'emitted' | 'staged' | 'moved-aside' | 'switched';

export function faultPoint(point: FaultPoint): void {
  if (process.env.DOCS_TEST_KILL_AT === point) process.kill(process.pid, 'SIGKILL');
}
