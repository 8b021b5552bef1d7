// Long activities heartbeat while they work (activities/heartbeat.ts): the mailbox pass does, so a pass on a
// worker that died is retried after its heartbeat timeout (workflows/ingest.ts), not its two minutes.

import { asyncLocalStorage, type Context } from '@temporalio/activity';
import { heartbeat, whileHeartbeating } from '../../activities/heartbeat';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Runs fn as if inside an activity whose heartbeats are counted. */
const inActivity = <T>(beats: unknown[], fn: () => Promise<T>) => asyncLocalStorage.run({ heartbeat: (d?: unknown) => beats.push(d ?? 'beat') } as unknown as Context, fn);

it('heartbeats at the start and every interval while the work runs, and stops when it ends', async () => {
  const beats: unknown[] = [];
  const done = inActivity(beats, () => whileHeartbeating(2_000, () => new Promise<string>((r) => setTimeout(() => r('read'), 5_000))));
  await jest.advanceTimersByTimeAsync(5_000);
  await expect(done).resolves.toBe('read');
  expect(beats).toHaveLength(3);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(beats).toHaveLength(3);
});

it('stops heartbeating when the work fails, and passes the failure on', async () => {
  const beats: unknown[] = [];
  const done = inActivity(beats, () => whileHeartbeating(1_000, () => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('IMAP down')), 2_500))));
  const settled = done.catch((e: Error) => e.message);
  await jest.advanceTimersByTimeAsync(2_500);
  await expect(settled).resolves.toBe('IMAP down');
  const n = beats.length;
  await jest.advanceTimersByTimeAsync(5_000);
  expect(beats).toHaveLength(n);
});

it('outside an activity it only runs the work', async () => {
  expect(() => heartbeat('x')).not.toThrow();
  await expect(whileHeartbeating(1_000, async () => 7)).resolves.toBe(7);
});
