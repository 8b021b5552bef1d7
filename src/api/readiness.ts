// Readiness (GET /v1/health/ready): whether this process can decide right now, part by part (the store,
// Temporal). Each part's probe has a short budget; the answer is kept for a second and concurrent callers
// share one check, so probing it hard costs the database at most one query a second. A part going down or
// coming back is one log line (never one per request): "readiness: <part> is down" (error) and
// "readiness: <part> is up again" (info), for an operator's alerts.

import { errorName, log } from '../lib/log';

/** One part's check: resolves when the part answers; the signal aborts when the budget is spent. */
export type Probe = (signal: AbortSignal) => Promise<unknown>;

export type PartState = 'up' | 'down';

export interface ReadinessReport {
  status: 'ready' | 'not_ready';
  checks: Record<string, PartState>;
  checked_at: string;
}

export interface ReadinessOptions {
  /** Each probe's budget (default 1000 ms): a part that has not answered by then is down. */
  budgetMs?: number;
  /** How long an answer is reused (default 1000 ms). */
  cacheMs?: number;
}

export class Readiness {
  private readonly budgetMs: number;
  private readonly cacheMs: number;
  private last: { at: number; report: ReadinessReport } | null = null;
  private running: Promise<ReadinessReport> | null = null;
  private readonly states = new Map<string, PartState>();
  private monitor: NodeJS.Timeout | undefined;

  constructor(
    private readonly probes: Record<string, Probe>,
    opts: ReadinessOptions = {},
  ) {
    this.budgetMs = opts.budgetMs ?? 1000;
    this.cacheMs = opts.cacheMs ?? 1000;
  }

  /** The latest answer if it is fresh, else one new check (shared by every caller meanwhile). */
  check(): Promise<ReadinessReport> {
    if (this.last && Date.now() - this.last.at < this.cacheMs) return Promise.resolve(this.last.report);
    this.running ??= this.probeAll().finally(() => (this.running = null));
    return this.running;
  }

  /** Checks every `intervalMs` in the background too, so a part going down is logged even when nobody asks. */
  watch(intervalMs = 5000): void {
    this.unwatch();
    this.monitor = setInterval(() => void this.check(), intervalMs);
    this.monitor.unref();
  }

  unwatch(): void {
    clearInterval(this.monitor);
    this.monitor = undefined;
  }

  private async probeAll(): Promise<ReadinessReport> {
    const names = Object.keys(this.probes);
    const states = await Promise.all(names.map((n) => this.probeOne(n)));
    const checks = Object.fromEntries(names.map((n, i) => [n, states[i]])) as Record<string, PartState>;
    const report: ReadinessReport = {
      status: states.every((s) => s === 'up') ? 'ready' : 'not_ready',
      checks,
      checked_at: new Date().toISOString(),
    };
    this.last = { at: Date.now(), report };
    return report;
  }

  private async probeOne(name: string): Promise<PartState> {
    const budget = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let state: PartState;
    let error: string | undefined;
    try {
      await Promise.race([
        this.probes[name](budget.signal),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${this.budgetMs} ms`)), this.budgetMs))),
      ]);
      state = 'up';
    } catch (err) {
      state = 'down';
      error = errorName(err);
    } finally {
      clearTimeout(timer);
      budget.abort();
    }
    const before = this.states.get(name);
    this.states.set(name, state);
    if (state === 'down' && before !== 'down') log.error(`readiness: ${name} is down`, { part: name, error });
    else if (state === 'up' && before === 'down') log.info(`readiness: ${name} is up again`, { part: name });
    return state;
  }
}
