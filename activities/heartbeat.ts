// Heartbeats of long activities: a worker that dies mid-activity is noticed after the activity's heartbeat
// timeout, not its whole start-to-close timeout, and the activity is retried elsewhere.

import { Context } from '@temporalio/activity';

/** Heartbeats when running as an activity; a no-op when called directly (bench, tests, tools). */
export function heartbeat(details?: unknown): void {
  try {
    Context.current().heartbeat(details);
  } catch {
    // not inside an activity
  }
}

/** Runs `work`, heartbeating every `everyMs` while it runs (and once at its start). */
export async function whileHeartbeating<T>(everyMs: number, work: () => Promise<T>): Promise<T> {
  let ctx: Context;
  try {
    ctx = Context.current();
  } catch {
    return work(); // not inside an activity
  }
  // The activity's context, taken once: the timer's callbacks call it directly.
  ctx.heartbeat();
  const timer = setInterval(() => ctx.heartbeat(), everyMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
