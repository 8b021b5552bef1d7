import { AdaptiveLimit } from '../../src/api/adaptive-limit';
import { Admission, type Tenant, type Ticket } from '../../src/api/admission';
import { serveOnClock, type SimClock } from '../helpers/admission-clock';

// A simulated clock: every sample carries its own times, nothing waits for real.

/** `n` decisions of `ms` each, one ending every `every` ms from `t`; returns the time after the last. */
function feed(l: AdaptiveLimit, t: number, n: number, ms: number, every = 10): number {
  for (let i = 0; i < n; i++) {
    t += every;
    l.sample(ms, t - ms, t);
  }
  return t;
}

/** Runs the first probe at `ms` per decision (decisions started after the probe began). */
function probe(l: AdaptiveLimit, t: number, ms: number): number {
  // The first window (5 samples over at least 250 ms) starts the first probe.
  t = feed(l, t, 5, ms, 70);
  expect(l.stats.probing).toBe(true);
  expect(l.limitAt(t)).toBe(1);
  return feed(l, t, 8, ms, ms + 1);
}

it('starts at the maximum, probes the no-load latency at one decision in flight, then goes back to the maximum', () => {
  const l = new AdaptiveLimit({ max: 4 });
  expect(l.limitAt(0)).toBe(4);
  const t = probe(l, 0, 20);
  expect(l.stats).toMatchObject({ probing: false, noLoadMs: 20, probes: 1 });
  expect(l.limitAt(t)).toBe(4);
});

it('shrinks to the floor while decisions take far longer than their no-load time, and grows back when they do not', () => {
  const l = new AdaptiveLimit({ max: 4 });
  let t = probe(l, 0, 20);
  // Contention: every decision takes 4 x its no-load time. Gradient 0.5, smoothing 0.5: 4 -> 3 -> 2.25 -> 2 (floor).
  const limits: number[] = [];
  for (let w = 0; w < 4; w++) {
    t = feed(l, t, 5, 80, 60);
    limits.push(l.limitAt(t));
  }
  expect(limits).toEqual([3, 2, 2, 2]);
  expect(l.stats.estimate).toBe(2);
  // Within the tolerance (1.5 x): no change.
  t = feed(l, t, 5, 30, 60);
  expect(l.stats.estimate).toBe(2);
  // Light load, decisions at their no-load time: gradient 1.5, back to the maximum.
  const up: number[] = [];
  for (let w = 0; w < 4; w++) {
    t = feed(l, t, 5, 20, 60);
    up.push(l.limitAt(t));
  }
  expect(up).toEqual([3, 3, 4, 4]);
});

it('updates once per window: not before the window has both its time and its samples', () => {
  const l = new AdaptiveLimit({ max: 4, windowMs: 250, minSamples: 5 });
  let t = probe(l, 0, 20);
  // Four slow samples in a long time: not enough samples, no update.
  t = feed(l, t, 4, 80, 100);
  expect(l.stats.estimate).toBe(4);
  t = feed(l, t, 1, 80, 100);
  expect(l.stats.estimate).toBe(3);
  // Five more slow samples within 50 ms: enough samples, not enough time.
  t = feed(l, t, 5, 80, 10);
  expect(l.stats.estimate).toBe(3);
});

it('a probe counts only decisions that started after it began (those started at a higher limit are contended)', () => {
  const l = new AdaptiveLimit({ max: 4 });
  let t = feed(l, 0, 5, 20, 70);
  expect(l.stats.probing).toBe(true);
  // Decisions started before the probe end during it: not counted.
  for (let i = 0; i < 10; i++) {
    t += 5;
    l.sample(200, t - 200, t);
  }
  expect(l.stats).toMatchObject({ probing: true, noLoadMs: null });
  t = feed(l, t, 8, 25, 26);
  expect(l.stats).toMatchObject({ probing: false, noLoadMs: 25 });
});

it('re-probes after the interval: the no-load latency can rise (a slower store) as well as fall', () => {
  const l = new AdaptiveLimit({ max: 4, probeIntervalMs: 10_000 });
  let t = probe(l, 0, 20);
  // Before the interval, windows do not start a probe.
  t = feed(l, t, 20, 40, 60);
  expect(l.stats).toMatchObject({ probing: false, probes: 1 });
  t += 10_000;
  t = feed(l, t, 5, 40, 60);
  expect(l.stats.probing).toBe(true);
  expect(l.limitAt(t)).toBe(1);
  t = feed(l, t, 8, 40, 41);
  expect(l.stats).toMatchObject({ probing: false, probes: 2, noLoadMs: 40 });
  // A window faster than the no-load latency lowers it without a probe.
  feed(l, t, 5, 30, 60);
  expect(l.stats.noLoadMs).toBe(30);
});

it('a probe that traffic does not finish ends after its longest time, keeping the no-load latency it had', () => {
  const l = new AdaptiveLimit({ max: 4, probeIntervalMs: 1000, probeMaxMs: 2000 });
  let t = probe(l, 0, 20);
  t += 1000;
  t = feed(l, t, 5, 20, 60);
  expect(l.limitAt(t)).toBe(1);
  expect(l.limitAt(t + 1999)).toBe(1);
  // What waits are planned with ignores the probe.
  expect(l.steadyAt(t + 1999)).toBe(4);
  expect(l.limitAt(t + 2000)).toBe(4);
  expect(l.stats).toMatchObject({ probing: false, probes: 2, noLoadMs: 20 });
});

it('keeps within its floor and maximum, and refuses bad settings', () => {
  const l = new AdaptiveLimit({ max: 8, floor: 3, smoothing: 1 });
  let t = probe(l, 0, 10);
  for (let w = 0; w < 5; w++) t = feed(l, t, 5, 1000, 60);
  expect(l.limitAt(t)).toBe(3);
  for (let w = 0; w < 5; w++) t = feed(l, t, 5, 1, 60);
  expect(l.limitAt(t)).toBe(8);
  expect(new AdaptiveLimit({ max: 1 }).limitAt(0)).toBe(1);
  expect(() => new AdaptiveLimit({ max: 0 })).toThrow(/positive integer/);
  expect(() => new AdaptiveLimit({ max: 4, smoothing: 0 })).toThrow(/smoothing/);
  expect(() => new AdaptiveLimit({ max: 4, tolerance: -1 })).toThrow(/tolerance/);
});

it('in admission: the slots and the shares follow the current limit, fed by the decisions it admits', async () => {
  let t = 0;
  const l = new AdaptiveLimit({ max: 4, smoothing: 1 });
  expect(() => new Admission({ limit: 8, adaptive: l })).toThrow(/maximum/);
  const a = new Admission({ limit: 4, adaptive: l, adaptiveAlone: true, initialServiceMs: 20, queueDelayMs: 60_000, now: () => t });
  const A: Tenant = { org: 'a', key: 'a1' };
  const got: Ticket[] = [];
  const ask = (tenant: Tenant) => void a.reserve(tenant)!.enter().then((x) => got.push(x!));
  const settle = () => new Promise((r) => setImmediate(r));
  // One decision at a time, 20 ms each: the first window (250 ms, the 14th decision) starts the probe, and
  // the next eight measure 20 ms.
  for (let i = 0; i < 22; i++) {
    ask(A);
    await settle();
    t += 20;
    got[got.length - 1].release();
  }
  expect(l.stats).toMatchObject({ probing: false, noLoadMs: 20 });
  expect(a.stats).toMatchObject({ limit: 4, maxLimit: 4 });
  // A flood: twelve at once, each holding its slot 100 ms, the oldest ending first. After a window (five
  // decisions, 250 ms) at 5 x the no-load time, the limit drops to the floor.
  const before = got.length;
  for (let i = 0; i < 12; i++) ask(A);
  await settle();
  expect(a.stats.inFlight).toBe(4);
  let ended = before;
  for (let i = 0; i < 5; i++) {
    t += 100;
    got[ended++].release();
    await settle();
  }
  expect(a.stats).toMatchObject({ limit: 2, maxLimit: 4 });
  // The slots follow: the ones in flight drain to 2 before the next is let in.
  expect(a.stats.inFlight).toBe(4 - 1);
  got[ended++].release();
  await settle();
  expect(a.stats.inFlight).toBe(2);
  got[ended++].release();
  await settle();
  expect(a.stats.inFlight).toBe(2);
  // Another organisation active: it holds a share of the current limit, ceil(2 / 2) = 1.
  ask({ org: 'b', key: 'b1' });
  await settle();
  expect(a.stats).toMatchObject({ active: 2, share: 1 });
});

it('in admission, by default: an organisation alone keeps the maximum; the adaptive limit binds once another is active', async () => {
  let t = 0;
  const l = new AdaptiveLimit({ max: 4, smoothing: 1 });
  const a = new Admission({ limit: 4, adaptive: l, initialServiceMs: 20, queueDelayMs: 60_000, shareWindowMs: 1000, now: () => t });
  const A: Tenant = { org: 'a', key: 'a1' };
  const B: Tenant = { org: 'b', key: 'b1' };
  const got: { who: string; ticket: Ticket }[] = [];
  const ask = (tenant: Tenant) => void a.reserve(tenant)!.enter().then((x) => got.push({ who: tenant.org, ticket: x! }));
  const settle = () => new Promise((r) => setImmediate(r));
  // a alone floods from the start: four in flight at a time, each 100 ms. The probe that the first window
  // starts (t = 500) does not hold an organisation alone to one decision, finds no decision that ran alone,
  // and ends after its longest time (t = 1500) without a no-load latency; the next is tried a second later
  // (not 30 s: without a no-load latency the limit cannot move); meanwhile four stay in flight.
  for (let i = 0; i < 40; i++) ask(A);
  await settle();
  for (let i = 0; i < 30; i++) {
    t += 100;
    got[i].ticket.release();
    await settle();
    expect(a.stats.inFlight).toBe(4);
  }
  expect(l.stats).toMatchObject({ noLoadMs: null, probes: 1, probing: true });
  for (let i = 30; i < 40; i++) {
    got[i].ticket.release();
    await settle();
  }
  expect(a.stats).toMatchObject({ inFlight: 0, queued: 0 });
  // One decision at a time, 20 ms each, past the next probe: the decisions that ran alone give 20 ms.
  t += 30_000;
  for (let i = 0; i < 22; i++) {
    ask(A);
    await settle();
    t += 20;
    got[got.length - 1].ticket.release();
  }
  expect(l.stats).toMatchObject({ noLoadMs: 20, probes: 3 });
  // a floods again, alone: the estimate falls to the floor, but a alone keeps four in flight.
  const from = got.length;
  for (let i = 0; i < 20; i++) ask(A);
  await settle();
  for (let i = 0; i < 8; i++) {
    t += 100;
    got[from + i].ticket.release();
    await settle();
    expect(a.stats.inFlight).toBe(4);
  }
  expect(l.stats.limit).toBe(2);
  expect(a.stats.limit).toBe(4);
  // b asks: two organisations active, the limit is the adaptive one (2) and a's share 1. b's request waits
  // until a's decisions in flight have drained below that, then goes first.
  ask(B);
  await settle();
  expect(a.stats).toMatchObject({ active: 2, limit: 2, share: 1 });
  for (let i = 8; i < 11; i++) {
    got[from + i].ticket.release();
    await settle();
  }
  expect(got[got.length - 1].who).toBe('b');
  expect(a.stats.inFlight).toBe(2);
});

it("in admission: a burst right after a flood and its neighbour is served whole, at the adaptive limit's share only until their window ends", async () => {
  // The flood has brought the limit to its floor: no-load 20 ms, windows at 60 ms (gradient 0.5).
  const l = new AdaptiveLimit({ max: 4, smoothing: 1 });
  const clock: SimClock = { t: feed(l, probe(l, 0, 20), 5, 60, 60) };
  expect(l.stats.limit).toBe(2);
  const a = new Admission({ limit: 4, adaptive: l, initialServiceMs: 60, queueDelayMs: 1000, shareWindowMs: 1000, now: () => clock.t });
  // The flood's organisation and the neighbour's each end a decision, then go quiet.
  const start = clock.t;
  const one = async (org: string) => (await a.reserve({ org, key: `${org}1` })!.enter())!;
  const done = [await one('flood'), await one('neighbour')];
  expect(a.stats).toMatchObject({ active: 2, limit: 2 });
  clock.t += 60;
  for (const t of done) t.release();
  // 400 ms later a third organisation sends 32 at once. Three active: the limit binds (2) and its share is 1.
  // At one slot throughout, the 19th would expect more than the 1 s allowance (the bench's 11-15 x 200);
  // the other two stop counting at start + 1060, and from then on it has every slot.
  clock.t += 400;
  const burstAt = clock.t;
  const C: Tenant = { org: 'burst', key: 'burst1' };
  const { served, trace } = await serveOnClock(a, clock, Array.from({ length: 32 }, () => C), 60);
  expect(served.every((s) => s.queued && !s.shed)).toBe(true);
  expect(Math.max(...trace.filter((x) => x.t < start + 1060).map((x) => x.inFlight))).toBe(1);
  expect(trace.find((x) => x.t === start + 1060)!.inFlight).toBe(4);
  expect(Math.max(...served.map((s) => s.startedAt! - burstAt))).toBeLessThanOrEqual(a.queueDelayMs);
  expect(a.stats).toMatchObject({ turnedAway: 0, shed: 0, active: 1, limit: 4 });
});

it('in admission: while another organisation has a decision in flight, the burst is planned at the adaptive share', async () => {
  const l = new AdaptiveLimit({ max: 4, smoothing: 1 });
  const clock: SimClock = { t: feed(l, probe(l, 0, 20), 5, 60, 60) };
  const a = new Admission({ limit: 4, adaptive: l, initialServiceMs: 60, queueDelayMs: 1000, shareWindowMs: 1000, now: () => clock.t });
  const one = async (org: string) => (await a.reserve({ org, key: `${org}1` })!.enter())!;
  const flood = await one('flood');
  await one('neighbour');
  clock.t += 60;
  flood.release();
  clock.t += 400;
  // The neighbour's decision still holds its slot: the limit (2) and the share (1) hold as long as it does,
  // so 18 fit the allowance at one slot (the 18th: 16.5 x 60 ms), the rest are refused at once.
  const { served } = await serveOnClock(a, clock, Array.from({ length: 32 }, () => ({ org: 'burst', key: 'burst1' })), 60);
  expect(served.filter((s) => s.queued)).toHaveLength(18);
  expect(a.stats.turnedAway).toBe(14);
});

it('a probe that measured nothing is tried again after its longest time while no no-load latency is known; after one has, at the interval', () => {
  const l = new AdaptiveLimit({ max: 4, probeIntervalMs: 30_000, probeMaxMs: 1000 });
  // The first window starts a probe at t = 350; only contended decisions (started before it) end during it.
  let t = feed(l, 0, 5, 20, 70);
  expect(l.stats).toMatchObject({ probing: true, probes: 0 });
  for (let i = 0; i < 10; i++) {
    t += 50;
    l.sample(200, t - 200, t, false);
  }
  // It ends at t = 1350 with nothing; the next window from t = 2350 on starts the next one, not 30 s later.
  t = feed(l, 1350, 5, 20, 70);
  expect(l.stats).toMatchObject({ probing: false, probes: 1, noLoadMs: null });
  t = feed(l, 2350, 5, 20, 70);
  expect(l.stats).toMatchObject({ probing: true, probes: 1 });
  t = feed(l, t, 8, 20, 21);
  expect(l.stats).toMatchObject({ probing: false, probes: 2, noLoadMs: 20 });
  // Measured: the next probe is due 30 s after this one ended.
  t = feed(l, t, 10, 20, 70);
  expect(l.stats.probing).toBe(false);
  feed(l, t + 30_000, 5, 20, 70);
  expect(l.stats.probing).toBe(true);
});
