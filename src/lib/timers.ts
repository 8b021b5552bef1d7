// Timers, in one leaf module: a time limit for a call combined with the caller's own signals
// (`timeoutSignal`), and an abortable pause (`pause`).
//
// A time limit for a call, combined with the caller's own signals.
//
// Not `AbortSignal.any([parent, AbortSignal.timeout(ms)])`: in Node 20 the combined signal holds its sources
// weakly, and once garbage collection takes the timeout signal it never fires. A hanging model was then
// waited on until the local activity's own timeout (3.5 s) instead of the model's 1.5 s, now and then,
// depending on when the collector ran. Here the timer is held by the event loop until it fires or `clear()`.

export interface TimeoutSignal {
  /** Aborts after `ms`, or as soon as any parent aborts (with the parent's reason). */
  signal: AbortSignal;
  /** Whether it was the time limit (not a parent) that aborted it. */
  timedOut(): boolean;
  /** Stops the timer and lets go of the parents: call it once the call has ended. */
  clear(): void;
}

export function timeoutSignal(ms: number, ...parents: (AbortSignal | undefined)[]): TimeoutSignal {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`The operation timed out after ${ms} ms.`, 'TimeoutError'));
  }, ms);
  const listening: [AbortSignal, () => void][] = [];
  const clear = () => {
    clearTimeout(timer);
    for (const [p, onAbort] of listening) p.removeEventListener('abort', onAbort);
    listening.length = 0;
  };
  for (const parent of parents) {
    if (!parent) continue;
    if (parent.aborted) {
      controller.abort(parent.reason);
      break;
    }
    const onAbort = () => {
      controller.abort(parent.reason);
      clear();
    };
    parent.addEventListener('abort', onAbort, { once: true });
    listening.push([parent, onAbort]);
  }
  if (controller.signal.aborted) clear();
  return { signal: controller.signal, timedOut: () => timedOut, clear };
}

/** Waits `ms` (at least 0), or less when the signal aborts: it never rejects. */
export const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const t = setTimeout(done, Math.max(0, ms));
    function done() {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
