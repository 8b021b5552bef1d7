// An adaptive in-flight limit (issue 23), after Envoy's adaptive concurrency filter and Netflix's
// concurrency-limits (gradient). The limit moves between a floor and the configured maximum from measured
// latency: the time a decision holds its slot, against the time it holds it when nothing else runs (the
// no-load latency, re-measured now and then by a short probe at one decision in flight).
//
// Why: on a small machine the decisions in flight share the CPU. When a flood keeps every slot busy, each
// decision takes as many times longer as there are decisions in flight, and so does a neighbour's decision,
// although the fair order already puts it first. Fewer decisions in flight while the CPU is saturated
// costs the flood little throughput (the CPU is the bound either way) and gives the neighbour's decision
// the CPU it needs to finish close to its no-load latency.
//
// The rule, once per window (at least `windowMs` and `minSamples` samples):
//   sample   = the median slot time of the window's decisions
//   gradient = clamp(noLoad * (1 + tolerance) / sample, 0.5, 2)
//   estimate = estimate * (1 - smoothing) + estimate * gradient * smoothing, within [floor, max]
//   limit    = round(estimate)
// So while decisions take longer than `tolerance` above their no-load time the limit shrinks, and while they
// do not (the CPU has room, or the load is light) it grows back to the maximum.
//
// The no-load latency: the median of a probe's samples. Every `probeIntervalMs` the limit drops to 1 until
// `probeSamples` decisions that started during the probe have ended (or `probeMaxMs` passed); their median is
// the new no-load latency (only decisions that ran alone count: the caller may not have held the limit at 1).
// Between probes, a window whose median is below it lowers it (the service got
// faster). The first probe starts with the first window; until one has measured something, a probe is tried
// again `probeMaxMs` after the last ended.
//
// Pure: no clock inside, no timers. The caller passes each sample and the time; `limitAt(now)` ends a probe
// that outlived `probeMaxMs` with no traffic to finish it.

export interface AdaptiveLimitOptions {
  /** The configured maximum (GATEHOUSE_MAX_IN_FLIGHT). */
  max: number;
  /** The floor outside probes (default 2, at most `max`). */
  floor?: number;
  /** How much above the no-load latency a decision may take before the limit shrinks (default 0.5: 1.5 ×). */
  tolerance?: number;
  /** Shortest window of samples per update, in ms (default 250). */
  windowMs?: number;
  /** Fewest samples per update (default 5). */
  minSamples?: number;
  /** Weight of a new estimate (default 0.5; 1: take it whole). */
  smoothing?: number;
  /** Time between probes of the no-load latency, in ms (default 30,000). */
  probeIntervalMs?: number;
  /** Samples a probe takes (default 8). */
  probeSamples?: number;
  /** Longest a probe lasts, in ms (default 1,000): it ends then with the samples it has. */
  probeMaxMs?: number;
}

export interface AdaptiveLimitStats {
  limit: number;
  estimate: number;
  /** The no-load latency, ms (null until measured). */
  noLoadMs: number | null;
  /** The last window's median slot time, ms (null before the first window). */
  sampleMs: number | null;
  probing: boolean;
  probes: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export class AdaptiveLimit {
  readonly max: number;
  readonly floor: number;
  readonly tolerance: number;
  readonly windowMs: number;
  readonly minSamples: number;
  readonly smoothing: number;
  readonly probeIntervalMs: number;
  readonly probeSamples: number;
  readonly probeMaxMs: number;
  private estimate: number;
  private noLoad: number | null = null;
  private lastSample: number | null = null;
  /** The current window: when it started (null: no sample yet) and its samples. */
  private windowStart: number | null = null;
  private window: number[] = [];
  /** The probe under way (null: none): when it started and its samples; when the next one is due. */
  private probe: { start: number; samples: number[] } | null = null;
  private nextProbeAt: number | null = null;
  private probes = 0;

  constructor(opts: AdaptiveLimitOptions) {
    const { max } = opts;
    if (!Number.isInteger(max) || max < 1) throw new Error(`adaptive limit: max must be a positive integer, got ${max}`);
    const floor = Math.min(max, opts.floor ?? 2);
    if (!Number.isInteger(floor) || floor < 1) throw new Error(`adaptive limit: floor must be a positive integer, got ${opts.floor}`);
    this.max = max;
    this.floor = floor;
    this.tolerance = opts.tolerance ?? 0.5;
    this.windowMs = opts.windowMs ?? 250;
    this.minSamples = opts.minSamples ?? 5;
    this.smoothing = opts.smoothing ?? 0.5;
    this.probeIntervalMs = opts.probeIntervalMs ?? 30_000;
    this.probeSamples = opts.probeSamples ?? 8;
    this.probeMaxMs = opts.probeMaxMs ?? 1000;
    if (!(this.tolerance >= 0)) throw new Error('adaptive limit: tolerance must be >= 0');
    if (!(this.smoothing > 0 && this.smoothing <= 1)) throw new Error('adaptive limit: smoothing must be in (0, 1]');
    if (!(this.minSamples >= 1 && this.probeSamples >= 1)) throw new Error('adaptive limit: sample counts must be >= 1');
    this.estimate = max;
  }

  /** The in-flight limit at `now` (1 during a probe). */
  limitAt(now: number): number {
    const steady = this.steadyAt(now);
    return this.probe ? 1 : steady;
  }

  /**
   * The limit at `now` outside a probe: what the queue's expected waits are planned with (a probe lasts a
   * moment; the requests it holds back go in at this limit once it ends).
   */
  steadyAt(now: number): number {
    if (this.probe && now - this.probe.start >= this.probeMaxMs) this.endProbe(now);
    return Math.max(this.floor, Math.min(this.max, Math.round(this.estimate)));
  }

  /**
   * A decision that started (took its slot) at `startedAt` held it `ms` and ended at `now`; `alone`: no other
   * decision was in flight meanwhile (only such a decision counts in a probe). Returns whether the limit may
   * have changed (the caller then lets waiting requests in).
   */
  sample(ms: number, startedAt: number, now: number, alone = true): boolean {
    if (!(ms >= 0) || !Number.isFinite(ms)) return false;
    const before = this.limitAt(now);
    if (this.probe) {
      // Only decisions that started once the probe held the limit at 1, and ran alone, measure the no-load
      // latency.
      if (startedAt >= this.probe.start && alone) {
        this.probe.samples.push(ms);
        if (this.probe.samples.length >= this.probeSamples) this.endProbe(now);
      }
      return this.limitAt(now) !== before;
    }
    if (this.windowStart === null) this.windowStart = now;
    this.window.push(ms);
    if (now - this.windowStart >= this.windowMs && this.window.length >= this.minSamples) this.update(now);
    return this.limitAt(now) !== before;
  }

  get stats(): AdaptiveLimitStats {
    return {
      limit: this.probe ? 1 : Math.max(this.floor, Math.min(this.max, Math.round(this.estimate))),
      estimate: this.estimate,
      noLoadMs: this.noLoad,
      sampleMs: this.lastSample,
      probing: this.probe !== null,
      probes: this.probes,
    };
  }

  private update(now: number): void {
    const sample = median(this.window);
    this.window = [];
    this.windowStart = now;
    this.lastSample = sample;
    // A window faster than the no-load latency: the service got faster (or the first probe ran while it was
    // warming up).
    if (this.noLoad !== null && sample < this.noLoad) this.noLoad = sample;
    if (this.noLoad !== null && sample > 0) {
      const gradient = Math.max(0.5, Math.min(2, (this.noLoad * (1 + this.tolerance)) / sample));
      const next = this.estimate * gradient;
      this.estimate = Math.max(this.floor, Math.min(this.max, this.estimate * (1 - this.smoothing) + next * this.smoothing));
    }
    if (this.nextProbeAt === null || now >= this.nextProbeAt) this.startProbe(now);
  }

  private startProbe(now: number): void {
    this.probe = { start: now, samples: [] };
    this.nextProbeAt = null;
  }

  private endProbe(now: number): void {
    const p = this.probe!;
    this.probe = null;
    this.probes++;
    if (p.samples.length > 0) this.noLoad = median(p.samples);
    // A probe that measured nothing while no no-load latency is known (no decision ran alone: it began during a
    // long model wait, or an organisation alone kept every slot, which the limit does not bind) is tried again
    // after `probeMaxMs`, not after the interval: without a no-load latency the limit cannot move.
    // (From when it ended: its longest time, if nothing ended it before `now`.)
    const ended = Math.min(now, p.start + this.probeMaxMs);
    this.nextProbeAt = ended + (this.noLoad === null ? this.probeMaxMs : this.probeIntervalMs);
    // A fresh window from here: the samples of the probe are not the limit's.
    this.window = [];
    this.windowStart = now;
  }
}
