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

/** Lets the promise callbacks pending now run (no time passes). */
export const settle = () => new Promise((r) => setImmediate(r));

/**
 * Sends `tenants`' requests at once (all reserved, then all entered) and serves them on the simulated clock:
 * every admitted decision holds its slot `serviceMs`, the earliest to end released first. Returns each
 * request's fate and, after each release, the time and the decisions then in flight. No real time passes.
 */
export async function serveOnClock(a: Admission, clock: SimClock, tenants: Tenant[], serviceMs: number) {
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
  while (running.length > 0) {
    running.sort((x, y) => x.end - y.end);
    const next = running.shift()!;
    clock.t = next.end;
    next.ticket.release();
    await settle();
    trace.push({ t: clock.t, inFlight: a.stats.inFlight });
  }
  return { served, trace };
}
