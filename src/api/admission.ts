// Fair admission in front of the decision runs (issue 23). At most `limit` decisions of this process are in
// flight; the others wait in a short queue, and who goes next is fair: round robin between organisations,
// and within an organisation between its keys, each key's requests in the order they came. One key flooding
// from many loops gets one turn in each round like everyone else, so it cannot starve another organisation.
//
// The queue is shed by waiting time, not by length (after CoDel): a request is let in only while the wait it
// can expect (its place in the fair order, times the measured time a decision holds its slot, over the
// limit) fits the burst allowance, so a burst of 32 from one agent is served in order within the deadline.
// The wait is planned with the limit and share in force only as long as they will bind: organisations only seen
// recently (nothing queued or in flight) stop counting when their share window ends, and what is left of the
// wait by then drains at the limit and share of those that have work (a burst right after someone else's flood).
// (A request whose wait was misjudged and outgrew `maxWaitMs` after all is shed when its turn comes.)
// When the queue has stood above its target for a whole interval (callers that keep coming faster than
// decisions are made), the allowance of the keys holding at least their fair share of the queue shrinks to
// the target until the queue has drained below it again (as FQ-CoDel picks the fat flows): latency stays
// short, every slot stays busy, the rest are told at once (429 `overloaded` with Retry-After), and a key with
// less than its share queued (a neighbour beside a flood) still gets the full allowance.
//
// Fair shares of the slots (the neighbour's short wait): while several organisations are active (a request of
// theirs queued, in flight, or seen within `shareWindowMs`), each holds at most its share of the slots in
// flight, ceil(limit / active organisations), and never less than half of them (however many send now and
// then, at most half the slots are kept from a flood). A flooding organisation then leaves slots free for a neighbour
// that sends now and then: the neighbour's request finds a slot at once instead of waiting for one of the
// flood's to end, and it shares the CPU with fewer of the flood's decisions. Alone, an organisation has every
// slot (a single tenant's saturation is unchanged). A slot left free this way is not work lost for long: an
// organisation at its share always has a decision in flight, whose end lets the next one in.
//
// A flood beside a light neighbour holds half its share (`floodShare`, on by default): while another active
// organisation asks for no more than half a share (its decisions in flight, waiting and being read), an
// organisation that asks for more holds at most half its share, rounded up (1 of 4 slots beside one neighbour
// on 2 cores). The service is CPU-bound: a neighbour's decision is slowed by each of the flood's decisions in
// flight beside it (one event loop, a few cores), not by waiting for a slot, which the share already gives it
// at once. At least a quarter of the slots stay the flood's.
//
// Such a flood, once sustained (requests of its waiting without a break for a share window: a burst is none), is also
// paced (`floodDuty`, default 0.5): after each of its decisions it waits as long as that decision held its slot, times
// (1 / duty - 1), before its next one starts, so that it holds its slot about half the time. Even one decision of the
// flood in flight slows the neighbour's about 1.7-fold on 2 cores (the event loop, the engine, PostgreSQL); a neighbour's
// request that arrives while the slot is idle runs as if alone. While the neighbour stays active the flood makes fewer
// decisions (about a quarter fewer on the bench machine); alone, it is not paced.
//
// Two steps, so that a refusal costs no body read: `reserve` (after authentication, before the body) counts
// the request in the queue or refuses it; `enter` (once the body is read) waits for a slot. A request that
// ends before entering (a bad body, a duplicate of a request in flight) cancels its reservation.
//
// A decision waiting on a remote model uses no engine capacity (it holds a socket and a local activity slot,
// not CPU, the store or Temporal): while it waits it is set aside, its slot free for the next request, as
// long as at most `modelWaits` decisions are set aside at once (the worker's local activity slots the
// in-flight decisions do not need). Past that, a waiting decision keeps its slot, as if the wait were work.
//
// The limit is fixed (`limit`), or, with an adaptive limit (adaptive-limit.ts), moves between its floor and
// `limit` from each decision's measured slot time: every place that uses the limit (the slots, the shares, the
// expected wait, Retry-After, the capacity header) uses the current one.

import type { AdaptiveLimit } from './adaptive-limit';

/** Who a request belongs to: admission is fair between organisations, then between keys. */
export interface Tenant {
  org: string;
  key: string;
}

/** One admitted request. */
export interface Ticket {
  /** Ends the admission; called once the request is answered (further calls do nothing). */
  release(): void;
  /**
   * The decision is waiting on a remote model: frees its slot when there is room among the model waits.
   * Returns the function that takes the slot back once the model has answered (it never refuses).
   */
  aside(): () => void;
}

/** A place in the queue, taken before the body is read. */
export interface Reservation {
  /** Waits for a slot in the fair order: the ticket, or null when the wait outgrew the allowance (429). */
  enter(): Promise<Ticket | null>;
  /** Gives the place up without entering (does nothing once entered). */
  cancel(): void;
}

export interface AdmissionOptions {
  /** Decisions in flight at once (GATEHOUSE_MAX_IN_FLIGHT); with `adaptive`, the most. */
  limit: number;
  /** An adaptive limit (GATEHOUSE_ADAPTIVE_LIMIT): the limit in force, fed each decision's slot time. */
  adaptive?: AdaptiveLimit;
  /**
   * Whether the adaptive limit binds an organisation alone too (default false: only while several
   * organisations are active, when a neighbour's latency is at stake; alone, an organisation's throughput is).
   */
  adaptiveAlone?: boolean;
  /** Decisions that may be set aside at once while a remote model thinks (0: none). */
  modelWaits?: number;
  /** The longest wait a request is queued for (burst allowance), in ms (GATEHOUSE_QUEUE_DELAY_MS). */
  queueDelayMs?: number;
  /**
   * The longest a request may have waited when its turn comes (the estimate was wrong), in ms: past it, it is
   * shed then (429) rather than served too late for its deadline. Default twice the burst allowance.
   */
  maxWaitMs?: number;
  /** The standing-queue target (CoDel's), in ms: above it for a whole interval, the allowance shrinks to it. */
  targetMs?: number;
  /** CoDel's interval, in ms. */
  intervalMs?: number;
  /** Requests queued at most (a memory bound; the waiting time bounds the queue long before). */
  maxQueue?: number;
  /** The first estimate of how long a decision holds its slot, in ms, until one has been measured. */
  initialServiceMs?: number;
  /**
   * How long an organisation counts as active after its last request, in ms (default 1000): while several are
   * active, each holds at most ceil(limit / active) slots (at least half the limit). 0: only organisations with a request queued or in
   * flight count.
   */
  shareWindowMs?: number;
  /**
   * Whether an organisation that floods beside a light one holds half its share (GATEHOUSE_FLOOD_SHARE, default
   * true): see the header. false: it holds its whole share.
   */
  floodShare?: boolean;
  /**
   * The share of time a flood beside a light neighbour may hold its slot (GATEHOUSE_FLOOD_DUTY, 0 < duty <= 1, default
   * 0.5): after each decision it waits the decision's slot time times (1 / duty - 1) before its next one starts. 1: no
   * pacing. Only with `floodShare`.
   */
  floodDuty?: number;
  now?: () => number;
  /** Runs `fn` after `ms` (default: an unref'd setTimeout); returns a function that cancels it. For tests. */
  timer?: (ms: number, fn: () => void) => () => void;
}

interface Waiter {
  tenant: Tenant;
  /** Set once the body is read and the request asks for its slot. */
  at: number;
  resolve: (t: Ticket | null) => void;
}

interface KeyQueue {
  waiting: Waiter[];
}

interface OrgQueue {
  keys: Map<string, KeyQueue>;
  /** Keys with someone waiting, in turn order. */
  ring: string[];
  /** Reservations of this organisation not yet entered or cancelled, by key. */
  reserved: Map<string, number>;
}

/** Weight of a new service-time sample in the moving average. */
const EWMA = 0.1;

export class Admission {
  /** The configured limit: the fixed one, or the adaptive limit's maximum. */
  readonly maxLimit: number;
  readonly adaptive: AdaptiveLimit | undefined;
  readonly adaptiveAlone: boolean;
  /** Tickets handed out so far: a decision ran alone when none was handed out while it held its slot. */
  private tickets = 0;
  readonly modelWaits: number;
  readonly queueDelayMs: number;
  readonly maxWaitMs: number;
  readonly targetMs: number;
  readonly intervalMs: number;
  readonly maxQueue: number;
  private readonly now: () => number;
  private inFlight = 0;
  private waiting = 0;
  private queued = 0;
  private turnedAway = 0;
  private shed = 0;
  private serviceMs: number;
  private readonly orgs = new Map<string, OrgQueue>();
  /** Organisations with someone waiting, in turn order. */
  private readonly ring: string[] = [];
  /** CoDel's state: when the queue's waits first stood above the target (0: they do not), and whether it is shrunk. */
  private aboveSince = 0;
  private standing = false;
  readonly shareWindowMs: number;
  /** Slots in flight per organisation (absent: none). */
  private readonly held = new Map<string, number>();
  /** When each organisation last asked for a place or ended a decision, while within the share window. */
  private readonly seen = new Map<string, number>();
  readonly floodShare: boolean;
  readonly floodDuty: number;
  /** When a paced organisation's next decision may start (absent: now). */
  private readonly notBefore = new Map<string, number>();
  /** Since when each organisation has had requests waiting without a break (absent: none waiting). */
  private readonly queuedSince = new Map<string, number>();
  private readonly timer: (ms: number, fn: () => void) => () => void;
  /** The pacing wake-up pending, and when it fires. */
  private wake: { at: number; cancel: () => void } | null = null;

  constructor(opts: AdmissionOptions) {
    const { limit, modelWaits = 0 } = opts;
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`admission limit must be a positive integer, got ${limit}`);
    if (!Number.isInteger(modelWaits) || modelWaits < 0) throw new Error(`model waits must be a non-negative integer, got ${modelWaits}`);
    if (opts.adaptive && opts.adaptive.max !== limit) throw new Error(`the adaptive limit's maximum (${opts.adaptive.max}) must be the admission limit (${limit})`);
    this.maxLimit = limit;
    this.adaptive = opts.adaptive;
    this.adaptiveAlone = opts.adaptiveAlone ?? false;
    this.modelWaits = modelWaits;
    this.queueDelayMs = opts.queueDelayMs ?? 1000;
    this.maxWaitMs = opts.maxWaitMs ?? 2 * this.queueDelayMs;
    this.targetMs = Math.min(opts.targetMs ?? 100, this.queueDelayMs);
    this.intervalMs = opts.intervalMs ?? 500;
    this.maxQueue = opts.maxQueue ?? 1024;
    this.serviceMs = opts.initialServiceMs ?? 50;
    this.shareWindowMs = opts.shareWindowMs ?? 1000;
    this.now = opts.now ?? (() => performance.now());
    this.floodShare = opts.floodShare ?? true;
    this.floodDuty = opts.floodDuty ?? 0.5;
    if (!(this.floodDuty > 0 && this.floodDuty <= 1)) throw new Error(`flood duty must be in (0, 1], got ${opts.floodDuty}`);
    this.timer =
      opts.timer ??
      ((ms, fn) => {
        const t = setTimeout(fn, ms);
        t.unref?.();
        return () => clearTimeout(t);
      });
  }

  /**
   * Decisions in flight at once now: the fixed limit; with an adaptive limit, its current one while several
   * organisations are active, and the maximum for an organisation alone (see `adaptiveAlone`).
   */
  get limit(): number {
    if (!this.adaptive || !this.adaptiveBinds()) return this.maxLimit;
    return this.adaptive.limitAt(this.now());
  }

  /**
   * The limit the expected waits, Retry-After and the capacity header are planned with: the current one,
   * except that a probe of the adaptive limit (a moment at 1) does not count.
   */
  private get planLimit(): number {
    if (!this.adaptive || !this.adaptiveBinds()) return this.maxLimit;
    return this.adaptive.steadyAt(this.now());
  }

  private adaptiveBinds(): boolean {
    return this.adaptiveAlone || this.activeOrgs().size > 1;
  }

  /**
   * A place in the queue for a request of `tenant`, or null: answer 429 `overloaded` at once (nothing read).
   * Refused when the wait it can expect exceeds the allowance (the burst allowance, or the target while a
   * standing queue is being drained).
   */
  reserve(tenant: Tenant): Reservation | null {
    this.seen.set(tenant.org, this.now());
    if (this.queued >= this.maxQueue || this.expectedWaitMs(tenant) > this.allowanceMs(tenant)) {
      this.turnedAway++;
      return null;
    }
    const org = this.org(tenant.org);
    org.reserved.set(tenant.key, (org.reserved.get(tenant.key) ?? 0) + 1);
    this.queued++;
    let state: 'reserved' | 'entered' | 'cancelled' = 'reserved';
    const unreserve = () => {
      const n = (org.reserved.get(tenant.key) ?? 1) - 1;
      if (n > 0) org.reserved.set(tenant.key, n);
      else org.reserved.delete(tenant.key);
      this.queued--;
      this.forget(tenant.org);
    };
    return {
      cancel: () => {
        if (state !== 'reserved') return;
        state = 'cancelled';
        unreserve();
      },
      enter: () => {
        if (state !== 'reserved') return Promise.resolve(null);
        state = 'entered';
        unreserve();
        // A free slot, nobody waiting, and the organisation under its share: in at once.
        if (this.inFlight < this.limit && this.ring.length === 0 && this.underShare(tenant.org, this.shareOf(tenant.org)) && this.paceAllows(tenant.org)) {
          this.noteSojourn(0);
          return Promise.resolve(this.ticket(tenant.org));
        }
        return new Promise<Ticket | null>((resolve) => {
          const q = this.org(tenant.org);
          let k = q.keys.get(tenant.key);
          if (!k) q.keys.set(tenant.key, (k = { waiting: [] }));
          const idle = q.ring.length === 0;
          if (k.waiting.length === 0) q.ring.push(tenant.key);
          if (idle) this.ring.push(tenant.org);
          if (!this.queuedSince.has(tenant.org)) this.queuedSince.set(tenant.org, this.now());
          k.waiting.push({ tenant, at: this.now(), resolve });
          this.queued++;
          this.dispatch();
        });
      },
    };
  }

  /** Seconds a turned-away caller is asked to wait: the time the queue now in front of it needs to drain. */
  retryAfterS(): number {
    return Math.max(1, Math.ceil(((this.queued + this.inFlight) * this.serviceMs) / this.planLimit / 1000));
  }

  /** Decisions this process can be expected to make per second now: the limit over a decision's slot time. */
  capacityPerS(): number {
    return Math.max(1, Math.floor((this.planLimit * 1000) / Math.max(1, this.serviceMs)));
  }

  get stats(): { inFlight: number; limit: number; maxLimit: number; modelWaits: number; waiting: number; queued: number; turnedAway: number; shed: number; serviceMs: number; standing: boolean; active: number; share: number } {
    const active = this.activeOrgs();
    return {
      active: active.size,
      share: this.shareFor(active.size),
      inFlight: this.inFlight,
      limit: this.limit,
      maxLimit: this.maxLimit,
      modelWaits: this.modelWaits,
      waiting: this.waiting,
      queued: this.queued,
      turnedAway: this.turnedAway,
      shed: this.shed,
      serviceMs: this.serviceMs,
      standing: this.standing,
    };
  }

  /**
   * The burst allowance; while a standing queue is drained, the target for the keys that keep it standing:
   * those with at least their fair share of the queue (as FQ-CoDel picks the fat flows). A key with fewer
   * requests queued than that (a neighbour beside a flood) still gets the allowance.
   */
  private allowanceMs(tenant: Tenant): number {
    if (!this.standing) return this.queueDelayMs;
    const keys = new Set<string>();
    for (const [org, o] of this.orgs) {
      for (const k of o.keys.keys()) keys.add(`${org}\u0000${k}`);
      for (const k of o.reserved.keys()) keys.add(`${org}\u0000${k}`);
    }
    const own = this.orgs.get(tenant.org);
    const queued = (own?.keys.get(tenant.key)?.waiting.length ?? 0) + (own?.reserved.get(tenant.key) ?? 0);
    return queued > 0 && queued >= this.queued / Math.max(1, keys.size) ? this.targetMs : this.queueDelayMs;
  }

  /**
   * The wait a new request of `tenant` can expect: the requests served before it in the fair order (in each
   * other organisation as many as its own organisation's rounds before its turn, its own key's queue, and one
   * turn of each of its organisation's other keys per round), times a decision's slot time, over the limit;
   * and, while its organisation is held to its share, its organisation's requests before it over that share.
   * None when a free slot is left for it now (the others ahead of it that hold their share take none).
   *
   * The limit and the share in force now last only as long as the organisations that make them bind count as
   * active. An organisation that is only seen recently (nothing of it queued, reserved or in flight) stops
   * counting when its share window ends, and sends nothing meanwhile unless it comes back; so the wait is
   * planned in two parts: at the current limit and share until the last such window ends, then, for what is
   * left, at the limit and share of the organisations that have work (the burst right after someone else's
   * flood: its organisation holds a small share for at most a window, then every slot).
   */
  private expectedWaitMs(tenant: Tenant): number {
    const now = this.now();
    const limit = this.planLimit;
    // A paced flood makes its decisions at its duty's share of its slots' pace.
    const share = this.shareOf(tenant.org, limit) * (this.paced(tenant.org) ? this.floodDuty : 1);
    const { overall, alone } = this.waitWith(tenant, limit, share);
    if (overall === 0 && alone === 0) return 0;
    // When the organisations only seen recently stop counting, and how many organisations have work then.
    let until = 0;
    const busy = [tenant.org];
    for (const org of this.activeOrgs()) {
      if (org === tenant.org) continue;
      if (this.orgs.has(org) || this.held.has(org)) busy.push(org);
      else until = Math.max(until, (this.seen.get(org) ?? now) + this.shareWindowMs - now);
    }
    if (until <= 0) return Math.max(overall, alone);
    const laterLimit = this.adaptive && (this.adaptiveAlone || busy.length > 1) ? this.adaptive.steadyAt(now) : this.maxLimit;
    const laterShare = this.shareBeside(tenant.org, this.shareFor(busy.length, laterLimit), busy);
    // What is not served by `until` drains from then on at the later rate (slots over a decision's slot time).
    const later = (w: number, before: number, after: number) => (w <= until ? w : until + ((w - until) * before) / Math.max(before, after));
    return Math.max(later(overall, limit, laterLimit), later(alone, share, laterShare));
  }

  /**
   * The wait of `expectedWaitMs` with `limit` and `share` in force throughout: through every slot (`overall`)
   * and, while its organisation is held to a share below the limit, through its organisation's (`alone`).
   */
  private waitWith(tenant: Tenant, limit: number, share: number): { overall: number; alone: number } {
    const own = this.orgs.get(tenant.org);
    const lengthOf = (o: OrgQueue, key?: string) => {
      let n = 0;
      for (const [k, q] of o.keys) if (key === undefined || k === key) n += q.waiting.length;
      for (const [k, r] of o.reserved) if (key === undefined || k === key) n += r;
      return n;
    };
    const ownKey = own ? lengthOf(own, tenant.key) : 0;
    const ownKeys = own ? new Set([...own.keys.keys(), ...own.reserved.keys()]).size : 0;
    // Rounds of its organisation before its turn: its key's queue, each round shared with the other keys.
    const rounds = ownKey + 1;
    const ownAhead = own ? Math.min(lengthOf(own), ownKey * Math.max(1, ownKeys)) : 0;
    const ownFree = share - (this.held.get(tenant.org) ?? 0);
    const free = limit - this.inFlight;
    // In at once when the free slots outnumber those ahead of it that can take one now: an organisation that
    // holds its share takes none of them (its next request waits for one of its own to end).
    let first = ownAhead;
    for (const [name, o] of this.orgs) if (name !== tenant.org) first += Math.min(lengthOf(o), rounds, Math.max(0, share - (this.held.get(name) ?? 0)));
    if (first < free && ownAhead < ownFree) return { overall: 0, alone: 0 };
    // Else its turn comes with the (ahead - free + 1)th release (counting every other organisation's turns
    // before its own); the first of them is half a decision away on average.
    let ahead = ownAhead;
    for (const [name, o] of this.orgs) if (name !== tenant.org) ahead += Math.min(lengthOf(o), rounds);
    const overall = ahead < free ? 0 : ((ahead - free + 0.5) * this.serviceMs) / limit;
    if (share >= limit) return { overall, alone: 0 };
    // Its organisation holds at most its share: its own requests ahead of it pass through those slots only.
    const alone = ownAhead < ownFree ? 0 : ((ownAhead - ownFree + 0.5) * this.serviceMs) / share;
    return { overall, alone };
  }

  /**
   * The organisations active now: a request of theirs queued, reserved or in flight, or seen within the share
   * window (the entries of those gone quiet are dropped here).
   */
  private activeOrgs(): Set<string> {
    const now = this.now();
    const active = new Set<string>(this.orgs.keys());
    for (const org of this.held.keys()) active.add(org);
    for (const [org, at] of this.seen) {
      if (now - at < this.shareWindowMs) active.add(org);
      else {
        this.seen.delete(org);
        if (!this.held.has(org) && !this.orgs.has(org)) this.notBefore.delete(org);
      }
    }
    return active;
  }

  /**
   * The slots each organisation may hold while `active` organisations are active: its even part, but never
   * less than half the slots, so that however many organisations send now and then, at most half the slots
   * are kept from a flood for them (the others' requests wait their turn in the fair order past that).
   */
  private shareFor(active: number, limit = this.limit): number {
    return active <= 1 ? limit : Math.max(Math.ceil(limit / active), Math.ceil(limit / 2));
  }

  /** The share of `org`, counting it as active (halved while it floods beside a light organisation). */
  private shareOf(org: string, limit = this.limit): number {
    const active = this.activeOrgs();
    active.add(org);
    return this.shareBeside(org, this.shareFor(active.size, limit), active);
  }

  /**
   * `share`, or half of it (rounded up) when another of the `others` organisations is light: it asks for no more
   * than that half. (An organisation that asks for no more than that itself is not held back by it either way.)
   */
  private shareBeside(org: string, share: number, others: Iterable<string>): number {
    if (!this.floodShare) return share;
    const half = Math.ceil(share / 2);
    if (half >= share) return share;
    for (const other of others) if (other !== org && this.demandOf(other) <= half) return half;
    return share;
  }

  /** What an organisation asks for now: its decisions in flight, its requests waiting and those being read. */
  private demandOf(org: string): number {
    let n = this.held.get(org) ?? 0;
    const o = this.orgs.get(org);
    if (o) {
      for (const k of o.keys.values()) n += k.waiting.length;
      for (const r of o.reserved.values()) n += r;
    }
    return n;
  }

  /**
   * Whether `org` is paced now: a sustained flood (requests waiting without a break for a share window) beside a light
   * neighbour (held to half its share), with a duty below 1. A burst is no sustained flood: one right after someone
   * else's requests is served at half its share only (and planned so), as before.
   */
  private paced(org: string): boolean {
    if (!this.floodShare || this.floodDuty >= 1) return false;
    const since = this.queuedSince.get(org);
    if (since === undefined || this.now() - since < this.shareWindowMs) return false;
    const active = this.activeOrgs();
    active.add(org);
    const share = this.shareFor(active.size);
    return this.shareBeside(org, share, active) < share;
  }

  /**
   * Whether `org` may start a decision now as far as pacing goes; if not, a wake-up is set for when it may (the next
   * release or request may let it in sooner, when it is no longer paced).
   */
  private paceAllows(org: string): boolean {
    const at = this.notBefore.get(org);
    if (at === undefined) return true;
    const now = this.now();
    if (now >= at || !this.paced(org)) {
      this.notBefore.delete(org);
      return true;
    }
    if (!this.wake || at < this.wake.at) {
      this.wake?.cancel();
      const wake = {
        at,
        cancel: this.timer(Math.max(1, Math.ceil(at - now)), () => {
          if (this.wake === wake) this.wake = null;
          this.dispatch();
        }),
      };
      this.wake = wake;
    }
    return false;
  }

  private underShare(org: string, share: number): boolean {
    return (this.held.get(org) ?? 0) < share;
  }

  private org(name: string): OrgQueue {
    let o = this.orgs.get(name);
    if (!o) this.orgs.set(name, (o = { keys: new Map(), ring: [], reserved: new Map() }));
    return o;
  }

  /** Drops an organisation's state once nobody of it waits or holds a reservation. */
  private forget(name: string): void {
    const o = this.orgs.get(name);
    if (o && o.ring.length === 0) this.queuedSince.delete(name);
    if (o && o.ring.length === 0 && o.reserved.size === 0) this.orgs.delete(name);
  }

  /**
   * Hands free slots to the waiters whose turn it is: the first organisation in turn order that holds less than
   * its share (one at its share keeps its place in the order for the next slot).
   */
  private dispatch(): void {
    while (this.inFlight < this.limit && this.ring.length > 0) {
      const active = this.activeOrgs();
      const share = this.shareFor(active.size);
      const at = this.ring.findIndex((org) => this.underShare(org, this.shareBeside(org, share, active)) && this.paceAllows(org));
      if (at < 0) return;
      const orgName = this.ring.splice(at, 1)[0];
      const o = this.orgs.get(orgName)!;
      const keyName = o.ring.shift()!;
      const k = o.keys.get(keyName)!;
      const w = k.waiting.shift()!;
      this.queued--;
      if (k.waiting.length > 0) o.ring.push(keyName);
      else o.keys.delete(keyName);
      if (o.ring.length > 0) this.ring.push(orgName);
      else this.forget(orgName);
      const sojourn = this.now() - w.at;
      this.noteSojourn(sojourn);
      // Waited far past the allowance (the estimate was wrong): told now rather than served too late.
      if (sojourn > this.maxWaitMs) {
        this.shed++;
        w.resolve(null);
        continue;
      }
      w.resolve(this.ticket(orgName));
    }
  }

  /** CoDel's rule on the waits seen at the head of the queue. */
  private noteSojourn(ms: number): void {
    // A probe of the adaptive limit holds the queue back for a moment on purpose: not a standing queue.
    if (this.adaptive && this.limit < this.planLimit) return;
    const now = this.now();
    // Below the target, or the queue drained: nothing stands.
    if (ms <= this.targetMs || this.ring.length === 0) {
      this.aboveSince = 0;
      this.standing = false;
      return;
    }
    if (this.aboveSince === 0) this.aboveSince = now;
    else if (now - this.aboveSince >= this.intervalMs) this.standing = true;
  }

  private hold(org: string, n: 1 | -1): void {
    const h = (this.held.get(org) ?? 0) + n;
    if (h > 0) this.held.set(org, h);
    else this.held.delete(org);
  }

  private ticket(org: string): Ticket {
    this.inFlight++;
    this.hold(org, 1);
    // The time the decision held its slot (a model wait set aside does not count): the service time measured.
    const started = this.now();
    const nth = ++this.tickets;
    // Alone so far: no other decision in flight or set aside (a model wait set aside does not load the CPU).
    let alone = this.inFlight === 1;
    let since = started;
    let held = 0;
    let state: 'in' | 'aside' | 'done' = 'in';
    return {
      release: () => {
        if (state === 'done') return;
        if (state === 'in') {
          alone &&= this.inFlight === 1 && this.tickets === nth;
          this.inFlight--;
          this.hold(org, -1);
          held += this.now() - since;
        } else this.waiting--;
        const now = this.now();
        if (this.paced(org)) this.notBefore.set(org, now + held * (1 / this.floodDuty - 1));
        this.seen.set(org, now);
        this.serviceMs += EWMA * (held - this.serviceMs);
        this.adaptive?.sample(held, started, now, alone && this.tickets === nth);
        state = 'done';
        this.dispatch();
      },
      aside: () => {
        if (state !== 'in' || this.waiting >= this.modelWaits) return () => undefined;
        alone &&= this.inFlight === 1 && this.tickets === nth;
        state = 'aside';
        held += this.now() - since;
        this.inFlight--;
        this.hold(org, -1);
        this.waiting++;
        this.dispatch();
        return () => {
          if (state !== 'aside') return;
          state = 'in';
          since = this.now();
          this.waiting--;
          this.inFlight++;
          this.hold(org, 1);
        };
      },
    };
  }
}
