import type { Admission, Tenant, Ticket } from '../../src/api/admission';

/** A clock the test moves (the admission is built with `now: () => clock.t`). */
export interface SimClock {
  t: number;
}

export interface Served {
  tenant: Tenant;
  /** Whether `reserve` gave it a place (false: 429 at once). */
  queued: boolean;
  /** When it took its slot (null: refused at once, or shed when its turn came). */
  startedAt: number | null;
  shed: boolean;
}

/** Timers on the simulated clock (the admission's `timer` option): they fire when serveOnClock's time reaches them. */
export interface SimTimers {
  timer: (ms: number, fn: () => void) => () => void;
  pending: { at: number; fn: () => void }[];
}

export function simTimers(clock: SimClock): SimTimers {
  const pending: SimTimers['pending'] = [];
  return {
    pending,
    timer: (ms, fn) => {
      const entry = { at: clock.t + ms, fn };
      pending.push(entry);
      return () => {
        const i = pending.indexOf(entry);
        if (i >= 0) pending.splice(i, 1);
      };
    },
  };
}

/** Lets the promise callbacks pending now run (no time passes). */
export const settle = () => new Promise((r) => setImmediate(r));

/**
 * Sends `tenants`' requests at once (all reserved, then all entered) and serves them on the simulated clock:
 * every admitted decision holds its slot `serviceMs`, the earliest to end released first. Returns each
 * request's fate and, after each release, the time and the decisions then in flight. No real time passes.
 */
export async function serveOnClock(a: Admission, clock: SimClock, tenants: Tenant[], serviceMs: number, timers?: SimTimers) {
  const served: Served[] = tenants.map((tenant) => ({ tenant, queued: false, startedAt: null, shed: false }));
  const running: { end: number; ticket: Ticket }[] = [];
  const trace: { t: number; inFlight: number }[] = [];
  const places = tenants.map((tenant) => a.reserve(tenant));
  places.forEach((place, i) => {
    if (!place) return;
    served[i].queued = true;
    void place.enter().then((ticket) => {
      if (!ticket) served[i].shed = true;
      else {
        served[i].startedAt = clock.t;
        running.push({ end: clock.t + serviceMs, ticket });
      }
    });
  });
  await settle();
  while (running.length > 0 || (timers?.pending.length ?? 0) > 0) {
    running.sort((x, y) => x.end - y.end);
    timers?.pending.sort((x, y) => x.at - y.at);
    const wake = timers?.pending[0];
    if (wake && (running.length === 0 || wake.at < running[0].end)) {
      // A wake-up of the admission (pacing) comes first: time moves to it and it runs.
      timers!.pending.shift();
      clock.t = Math.max(clock.t, wake.at);
      wake.fn();
      await settle();
      continue;
    }
    const next = running.shift()!;
    clock.t = next.end;
    next.ticket.release();
    await settle();
    trace.push({ t: clock.t, inFlight: a.stats.inFlight });
  }
  return { served, trace };
}
