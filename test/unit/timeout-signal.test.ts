import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { timeoutSignal } from '../../src/lib/timers';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Resolves with how long the signal took to abort since `t0`, or 'never' after `giveUpMs`. `t0` is taken before the signals
 * are made, on the monotonic clock: a loaded machine may pause the process between making a signal and listening to it (a CI
 * run once measured 2 ms for an 80 ms timer from the moment of listening).
 */
function abortedAfter(signal: AbortSignal, giveUpMs: number, t0: number): Promise<number | 'never'> {
  return new Promise((resolve) => {
    const giveUp = setTimeout(() => resolve('never'), giveUpMs);
    signal.addEventListener('abort', () => {
      clearTimeout(giveUp);
      resolve(performance.now() - t0);
    });
  });
}

describe('timeoutSignal', () => {
  it('fires at its limit with a parent, even when garbage collection runs meanwhile (AbortSignal.any in Node 20 may not)', async () => {
    const t0 = performance.now();
    const signals = Array.from({ length: 20 }, () => timeoutSignal(80, new AbortController().signal).signal);
    const waits = signals.map((s) => abortedAfter(s, 2000, t0));
    // Twice is enough to collect what is unreferenced; each full collection of the in-band jest heap takes seconds.
    for (let i = 0; i < 2; i++) {
      await new Promise((r) => setTimeout(r, 10));
      gc();
    }
    const took = await Promise.all(waits);
    for (const t of took) {
      expect(t).not.toBe('never');
      expect(t as number).toBeGreaterThanOrEqual(70);
    }
    expect(signals.every((s) => (s.reason as Error).name === 'TimeoutError')).toBe(true);
  });

  it('aborts with the parent, with its reason, and does not count that as its time limit', () => {
    const parent = new AbortController();
    const t = timeoutSignal(10_000, undefined, parent.signal);
    expect(t.signal.aborted).toBe(false);
    parent.abort(new Error('cancelled by the activity'));
    expect(t.signal.aborted).toBe(true);
    expect((t.signal.reason as Error).message).toBe('cancelled by the activity');
    expect(t.timedOut()).toBe(false);
    t.clear();
  });

  it('is aborted at once when a parent already is', () => {
    const parent = new AbortController();
    parent.abort('gone');
    const t = timeoutSignal(10_000, parent.signal);
    expect(t.signal.aborted).toBe(true);
    expect(t.signal.reason).toBe('gone');
  });

  it('never fires once cleared, and says when the limit was what fired', async () => {
    const cleared = timeoutSignal(20);
    cleared.clear();
    const fired = timeoutSignal(20);
    expect(await abortedAfter(cleared.signal, 150, performance.now())).toBe('never');
    expect(fired.signal.aborted).toBe(true);
    expect(fired.timedOut()).toBe(true);
  });
});
