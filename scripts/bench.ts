// npm run bench: starts the stack on embedded defaults (in a fresh temporary data directory), drives
// POST /v1/gate/evaluate from a separate load-generator process and prints latency percentiles, throughput
// and peak memory for
//   - a rule-only request (a refund without an amount: more_information/MISSING_AMOUNT, no model call),
//   - a request that reaches the builtin model (a small refund with amount and description),
//   - the same request in an environment whose model is OpenAI-compatible (model_provider=openai), pointed at
//     a stub that answers every call after 50 ms with a valid "proceed" answer (allow),
//   - the same again with a stub that never answers: the 1.5 s model limit must still give review +
//     PROVIDER_UNAVAILABLE (within 1.7 s),
//   - the engine floor: an empty workflow started (eagerly) and awaited through the service's own
//     Temporal connection, from this process.
// Each is measured open-loop at a fixed rate (latency) and, except the two stub scenarios, closed-loop at
// saturation (throughput). Then fair admission (issue 23):
//   - neighbour: one key floods from 24 loops while another organisation sends 4/s: all of the latter's
//     answered 200 with p50 within 1.5x of its p50 alone (measured just before);
//   - burst: 32 concurrent requests from one key, all 200 within the deadline; 12 concurrent duplicates (one
//     Idempotency-Key), one decision and 12 x 200;
//   - hammer: 96 callers that do not back off: goodput (200s/s) at least 90% of the rule-only saturation,
//     every refusal a 429 with Retry-After, no phantom decision (recorded but never answered 200).
// Every goal is a ratio to the engine floor measured in the same run, and
// each phase prints where a decision's time goes, step by step (src/lib/steps.ts). The hanging model is measured at a lower rate, since each request holds a model
// call open for 1.5 s. The stubs (test/helpers/model-stub) run in a child process of their own
// (scripts/bench-model-stub.ts), so that their CPU does not share the service's event loop.
//
// Environment: BENCH_SECONDS (measured seconds per phase, default 10), BENCH_WARMUP_SECONDS (default 2),
// BENCH_SAT_WARMUP_SECONDS (the warm-up of the four saturation phases, default 40: long enough for V8 to have optimised
// what a decision runs, docs/benchmarks.md, fifty-eighth round; CPU is measured after every warm-up),
// BENCH_RATE (open-loop requests/s, default 15: a rate a 2-core machine sustains), BENCH_CONCURRENCY
// (closed-loop connections, default the service's in-flight limit, GATEHOUSE_MAX_IN_FLIGHT),
// BENCH_HANG_RATE (requests/s against the hanging model, default 10), BENCH_HANG_SECONDS (its measured
// seconds, default 5), BENCH_PHASES (which phases to run, e.g. "hammer" or "neighbour,burst"; default all but the opt-in "topology": a Temporal
// server on PostgreSQL with 1 and 2 API+worker pairs against the development server, scripts/bench-topology.ts),
// BENCH_AUDIT_SAMPLES (record statements each way in the audit phase, default 300).
// audit (issue 27): the record statement of a rule-only decision timed with and without its audit chain
// append, interleaved; the difference of the medians over the rule-only p50 is the chain's share (goal 10 %).
// DATABASE_URL / TEMPORAL_ADDRESS are honoured like in `gatehouse start`: then nothing is spawned for them.

import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { inspect } from 'node:util';
import { DefaultLogger, Runtime, type LogEntry } from '@temporalio/worker';
import { loadConfig, type Config } from '../src/config/config';
import { setLogLevel } from '../src/lib/log';
import { freePorts } from '../src/lib/ports';
import { startService, VERSION, type Running } from '../src/runtime/service';
import { resetSteps, stepMedians } from '../src/lib/steps';
import { authenticate, createKey, revokeKey } from '../src/store/keys';
import type { EnvSettings } from '../src/domain/settings';
import { findEnv, updateSettings } from '../src/store/tenants';
import { BACKTEST_DECISIONS, BACKTEST_GOAL_PER_S, BACKTEST_RULES, measureBacktest, type BacktestFigures } from './bench-backtest';
import type { engineFloor, engineFloorLocal } from '../workflows/engine-floor';
import { measureIntakeCpuApart } from './bench-intake';
import { runTopologyPhase } from './bench-topology';
import { measureAuditChainCost, type AuditChainCost } from './bench-audit';
import { getEvaluation } from '../src/store/decisions';
import { BENCH_SHADOW, measureShadowCpu } from './bench-shadow';
import { setShadow } from '../src/store/shadow';
import { BENCH_RULES, checkDecision, mixKey, runClosed, runOpen, type Check, type LoadCommand, type LoadReply, type Op, type PhaseResult } from './bench-load';
import { STUB_ANSWER_DELAY_MS, type StubCommand, type StubReply } from './bench-model-stub';

// ---------------------------------------------------------------------------------------------------------
// Settings

function numberFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
  return n;
}

const SECONDS = numberFromEnv('BENCH_SECONDS', 10, 1, 600);
const WARMUP_SECONDS = numberFromEnv('BENCH_WARMUP_SECONDS', 2, 0, 60);
const SAT_WARMUP_SECONDS = numberFromEnv('BENCH_SAT_WARMUP_SECONDS', 40, 0, 600);
const RATE = numberFromEnv('BENCH_RATE', 15, 1, 5000);
const HANG_RATE = numberFromEnv('BENCH_HANG_RATE', 10, 1, 200);
const HANG_SECONDS = numberFromEnv('BENCH_HANG_SECONDS', 5, 1, 600);
const AUDIT_SAMPLES = numberFromEnv('BENCH_AUDIT_SAMPLES', 300, 10, 100_000);

const PHASE_KEYS = ['rule-only', 'rules', 'builtin', 'stub', 'floor', 'hang', 'rule-only-sat', 'builtin-sat', 'floor-sat', 'floor-local-sat', 'neighbour', 'burst', 'hammer', 'intake', 'audit', 'backtest', 'shadow', 'topology'] as const;
type PhaseKey = (typeof PHASE_KEYS)[number];
/** Opt-in phases: run only when BENCH_PHASES names them (topology needs the Temporal server binaries: scripts/bench-topology.ts). */
const OPT_IN: readonly PhaseKey[] = ['topology'];
const DEFAULT_PHASES = PHASE_KEYS.filter((k) => !OPT_IN.includes(k));

/**
 * BENCH_PHASES: the phases to run (comma-separated keys of PHASE_KEYS; default all). The engine floor's open
 * loop always runs, since every goal is a ratio to it; hammer also runs the rule-only saturation its goodput
 * is a share of, and the saturation goal both saturations. A goal whose phases did not run is not judged.
 */
function phasesFromEnv(): Set<PhaseKey> {
  const raw = process.env.BENCH_PHASES?.trim();
  if (!raw) return new Set(DEFAULT_PHASES);
  const picked = new Set<PhaseKey>(['floor']);
  for (const k of raw.split(',').map((x) => x.trim()).filter(Boolean)) {
    if (!(PHASE_KEYS as readonly string[]).includes(k)) throw new Error(`BENCH_PHASES: unknown phase "${k}" (known: ${PHASE_KEYS.join(', ')})`);
    picked.add(k as PhaseKey);
  }
  if (picked.has('hammer')) picked.add('rule-only-sat');
  if (picked.has('rules')) picked.add('rule-only');
  if (picked.has('rule-only-sat')) picked.add('floor-sat').add('floor-local-sat');
  return picked;
}
const PHASES = phasesFromEnv();

/** The reference phase's scenario: the engine floor with one local activity (workflows/engine-floor.ts). */
const FLOOR_LOCAL = 'floor, 1 local act.';

const GOAL = {
  /** Decision p50 over the engine floor's p50, same run, same rate. */
  ruleOnlyFloorRatio: 1.25,
  /** Session and window rules defined (issue 27): rule-only p50 over rule-only p50 without them, same run. */
  rulesOverRuleOnly: 1.1,
  builtinFloorRatio: 1.5,
  /** A model answering in 50 ms: p50 at most the floor's p50 plus this. */
  stubOverFloorMs: 70,
  /** Rule-only saturation throughput over the floor's. */
  saturationShare: 0.8,
  /** Service CPU per rule-only decision at saturation over the empty run's (with its driver). */
  cpuPerDecisionRatio: 1.5,
  /** neighbour: a key flooding from this many loops; another organisation's rate; its p50 over its p50 alone. */
  floodLoops: 24,
  neighbourRate: 4,
  neighbourP50Ratio: 1.5,
  /** burst: concurrent requests from one key; concurrent duplicates (one Idempotency-Key). */
  burst: 32,
  duplicates: 12,
  /** hammer: callers that do not back off; their goodput over the rule-only saturation. */
  hammerCallers: 96,
  hammerGoodput: 0.9,
  /** A model that never answers: review + PROVIDER_UNAVAILABLE within this. */
  hangMaxMs: 1700,
  /** CPU for reading a ~200 KB HTML page or mail on the intake path. */
  intakeCpuMs: 50,
  /** audit: what the audit chain adds to the record statement's p50, over the rule-only p50 of the run. */
  auditChainShare: 0.1,
  /** Shadow mode: the service's CPU per decision with a shadow set over without, at most this (issue 28). */
  shadowCpuRatio: 1.1,
  /** Rounds of the shadow phase: each a saturation run without and one with a shadow, which goes first alternating. */
  shadowRounds: 2,
};

// A small refund with amount and description: nothing in the rules stops it, so the model is asked.
const MODEL_REQUEST = {
  action: { type: 'refund', amount: 25, currency: 'EUR', description: 'Refund order 1042: the parcel arrived damaged, photos attached.' },
  actor: { name: 'bench-agent', type: 'ai_agent' },
  context: { order_id: '1042', order_total: 25, customer_since: '2021-04-02' },
};

const REQUESTS: Record<Check, object> = {
  // money_movement without an amount: the rules answer more_information before any model call.
  rule_only: {
    action: { type: 'refund', amount: null, currency: 'EUR', description: 'Refund order 1042' },
    actor: { name: 'bench-agent', type: 'ai_agent' },
  },
  // The same in a session, in an environment with session and window rules (BENCH_RULES): their cost per decision.
  rule_only_rules: {
    action: { type: 'refund', amount: null, currency: 'EUR', description: 'Refund order 1042' },
    actor: { name: 'bench-agent', type: 'ai_agent' },
    context: { session_id: 'bench-session' },
  },
  // The same request in three environments: builtin model, the answering stub, the hanging stub.
  model: MODEL_REQUEST,
  openai_stub: MODEL_REQUEST,
  hanging_model: MODEL_REQUEST,
};

// ---------------------------------------------------------------------------------------------------------
// Processes and memory (Linux /proc; elsewhere the figures read n/a)

interface Proc {
  pid: number;
  ppid: number;
  comm: string;
}

function listProcs(): Proc[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  const out: Proc[] = [];
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      // pid (comm) state ppid ...; comm may itself contain spaces and parentheses.
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      const rest = stat.slice(close + 2).split(' ');
      out.push({ pid: Number(e), ppid: Number(rest[1]), comm: stat.slice(open + 1, close) });
    } catch {
      // the process has gone
    }
  }
  return out;
}

function descendantsOf(root: number): Proc[] {
  const procs = listProcs();
  const byParent = new Map<number, Proc[]>();
  for (const p of procs) byParent.set(p.ppid, [...(byParent.get(p.ppid) ?? []), p]);
  const out: Proc[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const c of byParent.get(queue.shift()!) ?? []) {
      out.push(c);
      queue.push(c.pid);
    }
  }
  return out;
}

/** A "kB" field of /proc/<pid>/status (VmRSS, VmHWM), in bytes; null when unreadable. */
function statusBytes(pid: number | 'self', field: string): number | null {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Proportional set size (shared pages divided among their users), in bytes; null when unreadable. */
function pssBytes(pid: number): number | null {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

type Role = 'temporal' | 'postgres' | 'loadgen' | 'stub' | 'other';

/** The benchmark's own helper processes: not part of the stack. */
interface HelperPids {
  load?: number;
  stub?: number;
}

function roleOf(p: Proc, helpers: HelperPids): Role {
  if (p.pid === helpers.load) return 'loadgen';
  if (p.pid === helpers.stub) return 'stub';
  if (p.comm.startsWith('temporal')) return 'temporal';
  if (p.comm.startsWith('postgres') || p.comm.startsWith('postmaster')) return 'postgres';
  return 'other';
}

/**
 * Resident memory of the stack's child processes (the load generator and the model stub excluded).
 * PostgreSQL's processes share their shared buffers and binary: their private memory is summed, the shared
 * part counted once.
 */
function childrenBytes(procs: Proc[], helpers: HelperPids): number {
  let total = 0;
  let pgShmem = 0;
  let pgFile = 0;
  for (const p of procs) {
    const role = roleOf(p, helpers);
    if (role === 'loadgen' || role === 'stub') continue;
    if (role !== 'postgres') {
      total += statusBytes(p.pid, 'VmRSS') ?? 0;
      continue;
    }
    total += statusBytes(p.pid, 'RssAnon') ?? 0;
    pgShmem = Math.max(pgShmem, statusBytes(p.pid, 'RssShmem') ?? 0);
    pgFile = Math.max(pgFile, statusBytes(p.pid, 'RssFile') ?? 0);
  }
  return total + pgShmem + pgFile;
}

/** CPU time (user + system) a process has used so far, in ms; null when unreadable. */
function cpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 (utime, stime), in clock ticks of 1/100 s on Linux.
    return ((Number(rest[11]) + Number(rest[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** CPU time all processes on the machine have used so far, in ms (from /proc/stat); null when unreadable. */
function machineBusyMs(): number | null {
  try {
    const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal ...: everything but idle and iowait, in 1/100 s.
    const busy = f[0] + f[1] + f[2] + f[5] + f[6] + (f[7] ?? 0);
    return (busy * 1000) / 100;
  } catch {
    return null;
  }
}

export interface PhaseUsage {
  /** Peak RSS of this (the service's) process, bytes. */
  svc: number;
  /** Peak of the stack's resident memory (service + Temporal + PostgreSQL), bytes. */
  stack: number;
  /** CPU used during the phase, as a percentage of one core (null when unknown). */
  cpu: { svc: number; temporal: number | null; pg: number | null; load: number | null; stub: number | null; other: number | null };
}

/**
 * Samples the service process's RSS and the whole stack's (service + its PostgreSQL and Temporal) twice a
 * second, and measures each part's CPU use over a phase.
 */
class UsageSampler {
  private timer?: NodeJS.Timeout;
  /** Starts the phase's CPU count at the end of its warm-up. */
  private cpuFrom?: NodeJS.Timeout;
  private phase = { svc: 0, stack: 0 };
  private cpuStart = { at: 0, svc: 0, machine: null as number | null, children: new Map<number, number>() };
  overallStack = 0;

  constructor(private readonly helpers: () => HelperPids) {}

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), 500);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** A phase begins: its memory peaks from now, its CPU from the end of its warm-up. */
  beginPhase(warmupMs: number): void {
    this.phase = { svc: 0, stack: 0 };
    this.sample();
    this.beginCpu();
    clearTimeout(this.cpuFrom);
    if (warmupMs > 0) this.cpuFrom = setTimeout(() => this.beginCpu(), warmupMs);
  }

  private beginCpu(): void {
    const u = process.cpuUsage();
    const children = new Map<number, number>();
    for (const p of descendantsOf(process.pid)) children.set(p.pid, cpuMs(p.pid) ?? 0);
    this.cpuStart = { at: performance.now(), svc: (u.user + u.system) / 1000, machine: machineBusyMs(), children };
  }

  endPhase(): PhaseUsage {
    clearTimeout(this.cpuFrom);
    this.sample();
    const wall = performance.now() - this.cpuStart.at;
    const u = process.cpuUsage();
    const helpers = this.helpers();
    const used: Record<Role, number | null> = { temporal: null, postgres: null, loadgen: null, stub: null, other: null };
    for (const p of descendantsOf(process.pid)) {
      const now = cpuMs(p.pid);
      if (now === null) continue;
      const role = roleOf(p, helpers);
      used[role] = (used[role] ?? 0) + now - (this.cpuStart.children.get(p.pid) ?? 0);
    }
    const pct = (v: number | null) => (v === null ? null : (100 * v) / wall);
    const svc = (u.user + u.system) / 1000 - this.cpuStart.svc;
    const machine = machineBusyMs();
    const ours = svc + (used.temporal ?? 0) + (used.postgres ?? 0) + (used.loadgen ?? 0) + (used.stub ?? 0) + (used.other ?? 0);
    const other = machine !== null && this.cpuStart.machine !== null ? Math.max(0, machine - this.cpuStart.machine - ours) : null;
    return {
      ...this.phase,
      cpu: { svc: pct(svc)!, temporal: pct(used.temporal), pg: pct(used.postgres), load: pct(used.loadgen), stub: pct(used.stub), other: pct(other) },
    };
  }

  private sample(): void {
    const svc = process.memoryUsage.rss();
    const stack = svc + childrenBytes(descendantsOf(process.pid), this.helpers());
    this.phase.svc = Math.max(this.phase.svc, svc);
    this.phase.stack = Math.max(this.phase.stack, stack);
    this.overallStack = Math.max(this.overallStack, stack);
  }
}

// ---------------------------------------------------------------------------------------------------------
// The Temporal SDK's log

/** What the SDK reported about failing model calls: counted, not printed (the hanging model makes one per request). */
const sdkModelLog = { failed: 0, lateCompletions: 0 };

/**
 * The service's own choice (WARN and above, the SDK's core included), installed by the benchmark first so
 * that the warnings the hanging model causes by design are counted instead of printed: "Activity failed" for
 * consultModel, and the core's "Activity not found on completion" when the server's 1.5 s schedule-to-close
 * timeout has already ended the call the worker reports failed. Everything else is printed as the SDK would.
 */
function installBenchTemporalRuntime(): void {
  const print = (e: LogEntry) =>
    process.stderr.write(`${new Date(Number(e.timestampNanos / 1_000_000n)).toISOString()} [${e.level}] ${e.message}${e.meta ? ` ${inspect(e.meta)}` : ''}\n`);
  Runtime.install({
    logger: new DefaultLogger('WARN', (e) => {
      if (e.message === 'Activity failed' && e.meta?.activityType === 'consultModel') sdkModelLog.failed++;
      else if (e.message.startsWith('Activity not found on completion')) sdkModelLog.lateCompletions++;
      else print(e);
    }),
    telemetryOptions: { logging: { filter: { core: 'WARN', other: 'ERROR' }, forward: {} } },
    shutdownSignals: [],
  });
}

// ---------------------------------------------------------------------------------------------------------
// The load-generator child

class LoadGenerator {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: PhaseResult) => void; reject: (e: Error) => void }>();

  constructor(readonly child: ChildProcess) {
    child.on('message', (m: LoadReply) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.type === 'result') p.resolve(m.result);
      else p.reject(new Error(`load generator: ${m.message}`));
    });
    // A send on a closed channel (the child gone) surfaces here and through the exit handler below.
    child.on('error', () => undefined);
    child.on('exit', (code, signal) => {
      for (const p of this.pending.values()) p.reject(new Error(`the load generator exited (${signal ?? code})`));
      this.pending.clear();
    });
  }

  static start(): LoadGenerator {
    const script = path.join(__dirname, 'bench-load.js');
    if (!fs.existsSync(script)) throw new Error(`${script} is missing; build first (npm run build)`);
    return new LoadGenerator(fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] }));
  }

  run(cmd: Omit<LoadCommand, 'type' | 'id'>): Promise<PhaseResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (!this.child.connected) return reject(new Error('the load generator is not running'));
      this.pending.set(id, { resolve, reject });
      this.child.send({ type: 'run', id, ...cmd } satisfies LoadCommand, (err) => {
        if (err && this.pending.delete(id)) reject(new Error(`load generator: ${err.message}`));
      });
    });
  }

  stop(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      if (this.child.connected) this.child.send({ type: 'exit' });
      const t = setTimeout(() => this.child.kill('SIGKILL'), 2000);
      t.unref();
      this.child.once('exit', () => clearTimeout(t));
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// The model-stub child

class ModelStubProcess {
  private nextId = 1;
  private readonly pending = new Map<number, (r: { answering: number; hanging: number } | null) => void>();

  private constructor(
    readonly child: ChildProcess,
    /** Base URLs (…/v1) of the stub answering after STUB_ANSWER_DELAY_MS and of the one that never answers. */
    readonly urls: { answering: string; hanging: string },
  ) {
    child.on('message', (m: StubReply) => {
      if (m.type !== 'counts') return;
      this.pending.get(m.id)?.({ answering: m.answering, hanging: m.hanging });
      this.pending.delete(m.id);
    });
    child.on('exit', () => {
      for (const p of this.pending.values()) p(null);
      this.pending.clear();
    });
  }

  static async start(): Promise<ModelStubProcess> {
    const script = path.join(__dirname, 'bench-model-stub.js');
    if (!fs.existsSync(script)) throw new Error(`${script} is missing; build first (npm run build)`);
    const child = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
    child.on('error', () => undefined);
    try {
      const urls = await new Promise<{ answering: string; hanging: string }>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('the model stub did not start within 10 s')), 10_000);
        child.once('exit', (code, signal) => reject(new Error(`the model stub exited (${signal ?? code})`)));
        child.once('message', (m: StubReply) => {
          clearTimeout(t);
          if (m.type === 'ready') resolve({ answering: m.answering, hanging: m.hanging });
          else reject(new Error(`the model stub: ${m.type === 'error' ? m.message : m.type}`));
        });
      });
      return new ModelStubProcess(child, urls);
    } catch (err) {
      child.kill('SIGKILL');
      throw err;
    }
  }

  /** The model calls each stub received since the previous count; null when the stub is gone. */
  counts(): Promise<{ answering: number; hanging: number } | null> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      if (!this.child.connected) return resolve(null);
      this.pending.set(id, resolve);
      this.child.send({ type: 'counts', id } satisfies StubCommand, (err) => {
        if (err && this.pending.delete(id)) resolve(null);
      });
    });
  }

  stop(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      if (this.child.connected) this.child.send({ type: 'exit' } satisfies StubCommand);
      const t = setTimeout(() => this.child.kill('SIGKILL'), 2000);
      t.unref();
      this.child.once('exit', () => clearTimeout(t));
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Figures

interface Row {
  scenario: string;
  load: string;
  n: number;
  errors: number;
  warmupErrors: number;
  errorKinds: Record<string, number>;
  /** The decision mix of the measured window (empty for the engine floor). */
  decisions: Record<string, number>;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
  /** p50 of the latency_ms the decisions recorded (receipt to commit), NaN for the engine floor. */
  recordedP50: number;
  perSecond: number;
  svcPeak: number;
  stackPeak: number;
  cpu: PhaseUsage['cpu'];
  maxSendLagMs?: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function rowOf(scenario: string, load: string, r: PhaseResult, usage: PhaseUsage): Row {
  const sorted = Float64Array.from(r.latencies).sort();
  const s = Array.from(sorted);
  return {
    scenario,
    load,
    n: s.length,
    errors: r.errors,
    warmupErrors: r.warmupErrors,
    errorKinds: r.errorKinds,
    decisions: r.decisions,
    p50: percentile(s, 50),
    p90: percentile(s, 90),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    max: s.length ? s[s.length - 1] : NaN,
    recordedP50: percentile(Array.from(Float64Array.from(r.recorded).sort()), 50),
    perSecond: s.length / (r.windowMs / 1000),
    svcPeak: usage.svc,
    stackPeak: usage.stack,
    cpu: usage.cpu,
    maxSendLagMs: r.maxSendLagMs,
  };
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : 'n/a');
const mb = (v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) || v <= 0 ? 'n/a' : `${(v / 1048576).toFixed(0)} MB`);

function table(rows: Row[]): string {
  const head = ['scenario', 'load', 'n', 'errors', 'p50 ms', 'p90 ms', 'p95 ms', 'p99 ms', 'max ms', 'commit p50', 'req/s', 'svc peak RSS', 'stack peak RSS', 'CPU % svc/tmprl/pg/load/stub/other'];
  const body = rows.map((r) => [
    r.scenario,
    r.load,
    String(r.n),
    String(r.errors),
    ms(r.p50),
    ms(r.p90),
    ms(r.p95),
    ms(r.p99),
    ms(r.max),
    Number.isFinite(r.recordedP50) ? r.recordedP50.toFixed(0) : '-',
    r.perSecond.toFixed(1),
    mb(r.svcPeak),
    mb(r.stackPeak),
    [r.cpu.svc, r.cpu.temporal, r.cpu.pg, r.cpu.load, r.cpu.stub, r.cpu.other].map((v) => (v === null ? '-' : v.toFixed(0))).join('/'),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Main

const out = (s = '') => process.stdout.write(s + '\n');
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

interface State {
  tmp: string;
  running?: Running;
  load?: LoadGenerator;
  /** Load generators of a phase of their own (the neighbour's). */
  extraLoads: LoadGenerator[];
  stub?: ModelStubProcess;
  /** The keys this run created (revoked at the end when the store is external). */
  keys: string[];
  external: boolean;
  cleaned: boolean;
  interrupted: boolean;
}

/** Orderly cleanup: the load generator, the model stub, the keys (external store only), the service, the temp dir. */
async function cleanup(st: State): Promise<void> {
  if (st.cleaned) return;
  st.cleaned = true;
  st.load?.stop();
  for (const l of st.extraLoads) l.stop();
  st.stub?.stop();
  if (st.running) {
    if (st.external) for (const key of st.keys) await revokeKey(st.running.db, key).catch(() => undefined);
    await Promise.race([st.running.stop(), sleep(30_000)]);
  }
  fs.rmSync(st.tmp, { recursive: true, force: true });
}

/** Last resort on process exit (synchronous): end what this run started and still runs, remove the temp dir. */
function cleanupOnExit(st: State): void {
  for (const p of descendantsOf(process.pid)) {
    try {
      process.kill(p.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  try {
    fs.rmSync(st.tmp, { recursive: true, force: true });
  } catch {
    // best effort
  }
}

/** The adaptive in-flight limit's state (GATEHOUSE_ADAPTIVE_LIMIT), when it is on. */
function adaptiveNote(running: Running, when: string): void {
  const a = running.admission?.adaptive?.stats;
  if (!a) return;
  const opt = (v: number | null) => (v === null ? '-' : ms(v));
  out(`    adaptive limit at ${when}: ${a.limit} (estimate ${a.estimate.toFixed(2)}), no-load ${opt(a.noLoadMs)} ms, last window's median ${opt(a.sampleMs)} ms, ${a.probes} probes`);
}

async function evaluateOnce(url: string, key: string, body: object, headers: Record<string, string> = {}): Promise<{ status: number; json: any }> {
  const res = await fetch(`${url}/v1/gate/evaluate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

async function main(st: State): Promise<void> {
  setLogLevel(process.env.GATEHOUSE_LOG_LEVEL ?? 'warn');
  installBenchTemporalRuntime();
  const [pgPort, temporalPort, uiPort] = await freePorts(3);
  const external = { db: !!process.env.DATABASE_URL?.trim(), temporal: !!process.env.TEMPORAL_ADDRESS?.trim() };
  st.external = external.db;
  const suffix = randomBytes(4).toString('hex');
  const cfg: Config = loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    GATEHOUSE_DATA_DIR: st.tmp,
    GATEHOUSE_PG_PORT: String(pgPort),
    GATEHOUSE_TEMPORAL_PORT: String(temporalPort),
    GATEHOUSE_TEMPORAL_UI_PORT: String(uiPort),
    // On a shared Temporal, a queue of our own keeps other workers from taking the runs.
    GATEHOUSE_TASK_QUEUE: external.temporal ? `bench-${suffix}` : 'bench',
  });

  const CONCURRENCY = Math.round(numberFromEnv('BENCH_CONCURRENCY', cfg.maxInFlight, 1, 512));
  out(`Gatehouse ${VERSION} benchmark`);
  out(`  machine:  ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}, ${os.platform()}, load average ${os.loadavg()[0].toFixed(2)} (other work on the machine skews the figures)`);
  out(`  phases:   ${WARMUP_SECONDS}s warm-up (${SAT_WARMUP_SECONDS}s before a saturation phase) + ${SECONDS}s measured each; open loop at ${RATE} req/s, saturation with ${CONCURRENCY} connections`);
  out(`  starting: ${external.db ? 'PostgreSQL from DATABASE_URL' : `embedded PostgreSQL on 127.0.0.1:${pgPort}`}, ${external.temporal ? `Temporal at ${cfg.temporalAddress}` : `Temporal dev server on 127.0.0.1:${temporalPort}`}, data in ${st.tmp}`);

  const t0 = Date.now();
  const running = await startService(cfg, { api: true, worker: true });
  st.running = running;
  const url = running.apiUrl!;
  out(`  started in ${((Date.now() - t0) / 1000).toFixed(1)}s: API ${url}, Temporal ${running.temporalAddress}, task queue ${cfg.taskQueue}`);
  const stoppedEarly = running.stopped.then(() => {
    throw new Error('a part of the service stopped during the benchmark (worker or Temporal dev server)');
  });
  stoppedEarly.catch(() => undefined);

  // The model stubs, in a child process of their own.
  st.stub = await ModelStubProcess.start();
  const stub = st.stub;
  out(`  model stubs (pid ${stub.child.pid}): answering after ${STUB_ANSWER_DELAY_MS} ms at ${stub.urls.answering}, never answering at ${stub.urls.hanging}`);
  // The stub on its own, called directly (fetch from this process, one call at a time, a body of a decision
  // request's size): what a decision through the answering stub cannot be faster than, on top of the builtin path.
  const direct: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const res = await fetch(`${stub.urls.answering}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'bench-stub', messages: [{ role: 'user', content: 'x'.repeat(6000) }] }),
      signal: AbortSignal.timeout(5000),
    });
    await res.json();
    direct.push(performance.now() - t);
  }
  direct.sort((a, b) => a - b);
  const directP50 = percentile(direct, 50);
  out(`  stub round trip, called directly from this process (20 calls one at a time): p50 ${ms(directP50)} ms, max ${ms(direct[direct.length - 1])} ms`);

  // A test key for each of three organisations of the benchmark's own (settings are per environment): the
  // builtin model, the answering stub, the hanging stub. Their daily cap is raised so that RATE_LIMITED never
  // changes what is measured.
  const envKey = async (name: string, settings: Partial<EnvSettings>): Promise<string> => {
    const slug = external.db ? `${name}-${suffix}` : name;
    const { key } = await createKey(running.db, slug, 'test');
    st.keys.push(key);
    const env = await findEnv(running.db, slug, 'test');
    if (!env) throw new Error(`the benchmark organisation ${slug} was not created`);
    const set = await updateSettings(running.db, env.envId, { daily_cap: 1_000_000_000, key_rate_limit: null, env_rate_limit: null, ...settings });
    if (set.problems.length > 0) throw new Error(`cannot set ${JSON.stringify(settings)} for ${slug}: ${JSON.stringify(set.problems)}`);
    return key;
  };
  const stubModel = (baseUrl: string): Partial<EnvSettings> => ({ model_provider: 'openai', model_base_url: baseUrl, model_name: 'bench-stub' });
  const keys: Record<Check, string> = {
    rule_only: '',
    rule_only_rules: await envKey('bench-rules', BENCH_RULES),
    model: '',
    openai_stub: await envKey('bench-openai', stubModel(stub.urls.answering)),
    hanging_model: await envKey('bench-hang', stubModel(stub.urls.hanging)),
  };
  keys.rule_only = keys.model = await envKey('bench', {});
  // Fair admission: each in an organisation of its own (the flood and its neighbour above all).
  const fairKeys = {
    flood: await envKey('bench-flood', {}),
    neighbour: await envKey('bench-neighbour', {}),
    burst: await envKey('bench-burst', {}),
    hammer: await envKey('bench-hammer', {}),
  };
  const decisionsOf = async (key: string): Promise<number> => {
    const env = (await authenticate(running.db, key))!;
    const { rows } = await running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM decisions WHERE env_id = $1', [env.envId]);
    return rows[0].n;
  };

  // The engine floor goes through the service's own Temporal client (the worker's NativeConnection, the one
  // the API starts decisions with), so that eager start hands the run to this process's worker exactly as
  // for a decision.
  const client = running.client;

  // Each scenario must be what it claims to be before it is measured.
  const SCENARIO_NAMES: Record<Check, string> = { rule_only: 'rule-only', rule_only_rules: 'rule-only, rules', model: 'builtin model', openai_stub: 'openai stub', hanging_model: 'hanging model' };
  // A first decision loads the workflow code into the worker: on a busy machine that can take most of the
  // deadline, so it is made (and its answer ignored) before anything is checked or measured.
  const warm = performance.now();
  const first = await evaluateOnce(url, keys.rule_only, REQUESTS.rule_only).catch((err: unknown) => ({ status: 0, json: String(err) }));
  out(`  warm-up decision: HTTP ${first.status}, ${(performance.now() - warm).toFixed(0)} ms`);
  await stub.counts();
  for (const check of ['rule_only', 'rule_only_rules', 'model', 'openai_stub', 'hanging_model'] as Check[]) {
    const started = performance.now();
    const r = await evaluateOnce(url, keys[check], REQUESTS[check]);
    const took = performance.now() - started;
    if (r.status !== 200) throw new Error(`${check} request: HTTP ${r.status} ${JSON.stringify(r.json)}`);
    const why = checkDecision(check, r.json);
    if (why) throw new Error(`${check} request is not the intended scenario: ${why}`);
    const calls = await stub.counts();
    const stubCalls = (calls?.answering ?? 0) + (calls?.hanging ?? 0);
    const expected = check === 'openai_stub' || check === 'hanging_model' ? 1 : 0;
    if (calls && stubCalls !== expected) throw new Error(`${check} request: the model stubs received ${stubCalls} calls, expected ${expected}`);
    const model = check === 'rule_only' || check === 'rule_only_rules' ? 'not consulted' : check === 'model' ? 'builtin, consulted' : `stub called once, ${check === 'openai_stub' ? 'answered' : 'never answered'}`;
    out(`  check ${SCENARIO_NAMES[check]}: ${mixKey(r.json)}, model ${model}, ${took.toFixed(0)} ms`);
  }
  /** One empty run started eagerly and awaited: the engine floor, or (local) its reference with one no-op local activity. */
  const floorRun =
    (type: 'engineFloor' | 'engineFloorLocal'): Op =>
    async () => {
      try {
        await client.withDeadline(Date.now() + 30_000, async () => {
          const handle = await client.workflow.start<typeof engineFloor | typeof engineFloorLocal>(type, {
            taskQueue: cfg.taskQueue,
            workflowId: `bench-${type}-${randomUUID()}`,
            workflowExecutionTimeout: '30s',
            requestEagerStart: true,
          });
          await handle.result();
        });
        return null;
      } catch (err) {
        return `workflow_${err instanceof Error ? err.name : 'error'}`;
      }
    };
  const floorOp = floorRun('engineFloor');
  const floorLocalOp = floorRun('engineFloorLocal');
  const floorErr = await floorOp();
  if (floorErr) throw new Error(`engine floor workflow failed: ${floorErr}`);

  st.load = LoadGenerator.start();
  const load = st.load;
  const helpers = (): HelperPids => ({ load: load.child.pid, stub: stub.child.pid });
  const sampler = new UsageSampler(helpers);
  sampler.start();

  const warmupMs = WARMUP_SECONDS * 1000;
  const durationMs = SECONDS * 1000;
  type Phase = { name: string; check?: Check; mode: 'open' | 'closed'; rate: number | (() => number); durationMs: number };
  const open = (name: string, check?: Check, rate: Phase['rate'] = RATE, ms = durationMs): Phase => ({ name, check, mode: 'open', rate, durationMs: ms });
  const closed = (name: string, check?: Check): Phase => ({ name, check, mode: 'closed', rate: RATE, durationMs });
  const allPhases: [PhaseKey, Phase][] = [
    ['rule-only', open('rule-only', 'rule_only')],
    ['rules', open('rule-only, rules', 'rule_only_rules')],
    ['builtin', open('builtin model', 'model')],
    ['stub', open('openai stub', 'openai_stub')],
    ['floor', open('engine floor')],
    ['hang', open('hanging model', 'hanging_model', HANG_RATE, HANG_SECONDS * 1000)],
    // The floors' saturations before the decisions': every run adds to the Temporal server's store, and a later phase finds it
    // larger (with 40 s warm-ups the floor measured after the decisions' phases lost a fifth of its rate to the server's CPU).
    ['floor-sat', closed('engine floor')],
    ['floor-local-sat', closed(FLOOR_LOCAL)],
    ['rule-only-sat', closed('rule-only', 'rule_only')],
    ['builtin-sat', closed('builtin model', 'model')],
  ];
  const phases = allPhases.filter(([k]) => PHASES.has(k)).map(([, ph]) => ph);
  // Runs outlive their request when the service answers 503 (the API waits GATEHOUSE_EVALUATE_TIMEOUT_MS, a run
  // may take up to 30 s): after an overloaded phase, the next one starts only once the runs left over have ended,
  // so that it is not measured against the previous phase's backlog.
  let countFailed = false;
  const settle = async (): Promise<{ ms: number; left: number }> => {
    const started = performance.now();
    let left = 0;
    while (!countFailed && performance.now() - started < 40_000) {
      try {
        left = (await client.workflow.count(`ExecutionStatus = "Running" AND TaskQueue = "${cfg.taskQueue}"`)).count;
      } catch (err) {
        countFailed = true;
        out(`  (cannot count running runs, phases are not drained: ${err instanceof Error ? err.message : String(err)})`);
        break;
      }
      if (left === 0) break;
      await sleep(500);
    }
    return { ms: performance.now() - started, left };
  };
  const rows: Row[] = [];
  /** Model calls the stubs received during each phase (warm-up included), by row. */
  const stubCalls = new Map<Row, { answering: number; hanging: number; sent: number | null }>();
  out();
  /** Where the time went in each phase: the median of each step (src/lib/steps.ts), by row. */
  const stepsOf = new Map<Row, ReturnType<typeof stepMedians>>();
  for (const planned of phases) {
    if (st.interrupted) return;
    const ph = { ...planned, rate: typeof planned.rate === 'function' ? planned.rate() : planned.rate };
    resetSteps();
    const loadLabel = ph.mode === 'open' ? `${ph.rate}/s open loop` : `saturation, ${CONCURRENCY} conns`;
    process.stdout.write(`  running ${ph.name}, ${loadLabel} ... `);
    await stub.counts();
    // The saturation phases warm up longer: at saturation V8 keeps optimising functions of a decision's path for about half a
    // minute (docs/benchmarks.md, fifty-eighth round), and a service's CPU per decision is what it costs once that is done.
    const phWarmupMs = ph.mode === 'closed' ? SAT_WARMUP_SECONDS * 1000 : warmupMs;
    sampler.beginPhase(phWarmupMs);
    const phase = ph.check
      ? load.run({ url, key: keys[ph.check], body: JSON.stringify(REQUESTS[ph.check]), check: ph.check, mode: ph.mode, rate: ph.rate, concurrency: CONCURRENCY, warmupMs: phWarmupMs, durationMs: ph.durationMs })
      : ph.mode === 'open'
        ? runOpen(floorOp, ph.rate, phWarmupMs, ph.durationMs)
        : runClosed(ph.name === FLOOR_LOCAL ? floorLocalOp : floorOp, CONCURRENCY, phWarmupMs, ph.durationMs);
    phase.catch(() => undefined); // when the stack stops first, the phase's own failure is of no interest
    const result = await Promise.race([phase, stoppedEarly]);
    const row = rowOf(ph.name, loadLabel, result, sampler.endPhase());
    rows.push(row);
    stepsOf.set(row, stepMedians());
    const calls = await stub.counts();
    if (calls) stubCalls.set(row, { ...calls, sent: ph.mode === 'open' ? Math.floor(((phWarmupMs + ph.durationMs) / 1000) * ph.rate) : null });
    const settled = await settle();
    const drained = settled.ms < 1000 ? '' : `; waited ${(settled.ms / 1000).toFixed(1)} s for the runs left over${settled.left > 0 ? `, ${settled.left} still running` : ''}`;
    out(`p50 ${ms(row.p50)} ms, max ${ms(row.max)} ms, ${row.perSecond.toFixed(1)} req/s, ${row.errors} errors${drained}`);
    if (ph.check) adaptiveNote(running, `the phase's end`);
    await sleep(500);
  }

  // Fair admission (issue 23).
  const ruleBody = JSON.stringify(REQUESTS.rule_only);
  let neighbour: { alone: Row; flooded: Row; flood: Row } | undefined;
  if (PHASES.has('neighbour') && !st.interrupted) {
    // The neighbour's requests come from a load generator of their own, so that the flood does not delay their sending.
    const second = LoadGenerator.start();
    st.extraLoads.push(second);
    const near = { url, key: fairKeys.neighbour, body: ruleBody, check: 'rule_only' as Check, mode: 'open' as const, rate: GOAL.neighbourRate, concurrency: 1, warmupMs, durationMs };
    process.stdout.write(`  running neighbour alone, ${GOAL.neighbourRate}/s open loop ... `);
    resetSteps();
    sampler.beginPhase(warmupMs);
    const alone = rowOf('neighbour alone', `${GOAL.neighbourRate}/s open loop`, await second.run(near), sampler.endPhase());
    out(`p50 ${ms(alone.p50)} ms, ${alone.errors} errors`);
    await settle();
    process.stdout.write(`  running neighbour beside a flood of ${GOAL.floodLoops} loops ... `);
    resetSteps();
    sampler.beginPhase(warmupMs);
    const [floodResult, nearResult] = await Promise.all([
      load.run({ url, key: fairKeys.flood, body: ruleBody, check: 'rule_only', mode: 'closed', rate: RATE, concurrency: GOAL.floodLoops, warmupMs, durationMs }),
      second.run(near),
    ]);
    const usage = sampler.endPhase();
    const flooded = rowOf('neighbour flooded', `${GOAL.neighbourRate}/s open loop`, nearResult, usage);
    const flood = rowOf('flood', `${GOAL.floodLoops} loops, closed`, floodResult, usage);
    out(`neighbour p50 ${ms(flooded.p50)} ms, ${flooded.errors} errors; flood ${flood.perSecond.toFixed(1)} 200/s, ${floodResult.shed.length} refused`);
    adaptiveNote(running, "the flood's end");
    neighbour = { alone, flooded, flood };
    rows.push(alone, flooded, flood);
    second.stop();
    await settle();
  }

  let burst: { statuses: Record<number, number>; maxMs: number; dupStatuses: Record<number, number>; dupIds: number; dupDecisions: number } | undefined;
  if (PHASES.has('burst') && !st.interrupted) {
    process.stdout.write(`  running burst: ${GOAL.burst} concurrent from one key, then ${GOAL.duplicates} concurrent duplicates ... `);
    const timed = async (body: object, headers: Record<string, string> = {}) => {
      const t = performance.now();
      const r = await evaluateOnce(url, fairKeys.burst, body, headers).catch(() => ({ status: 0, json: null }));
      return { ...r, ms: performance.now() - t };
    };
    const count = (xs: { status: number }[]) => xs.reduce<Record<number, number>>((t, x) => ({ ...t, [x.status]: (t[x.status] ?? 0) + 1 }), {});
    const burstReplies = await Promise.all(
      Array.from({ length: GOAL.burst }, (_, i) => timed({ ...REQUESTS.rule_only, action: { ...(REQUESTS.rule_only as { action: object }).action, target: `burst_${i}` } })),
    );
    await settle();
    const before = await decisionsOf(fairKeys.burst);
    const dupKey = `bench-dup-${randomUUID()}`;
    const dups = await Promise.all(Array.from({ length: GOAL.duplicates }, () => timed(REQUESTS.rule_only, { 'idempotency-key': dupKey })));
    await settle();
    burst = {
      statuses: count(burstReplies),
      maxMs: Math.max(...burstReplies.map((r) => r.ms)),
      dupStatuses: count(dups),
      dupIds: new Set(dups.map((d) => d.json?.decision_id)).size,
      dupDecisions: (await decisionsOf(fairKeys.burst)) - before,
    };
    out(`burst ${JSON.stringify(burst.statuses)} (slowest ${ms(burst.maxMs)} ms); duplicates ${JSON.stringify(burst.dupStatuses)}, ${burst.dupIds} decision id(s), ${burst.dupDecisions} recorded`);
  }

  let hammer: { row: Row; raw: PhaseResult; phantoms: number } | undefined;
  if (PHASES.has('hammer') && !st.interrupted) {
    process.stdout.write(`  running hammer, ${GOAL.hammerCallers} callers that do not back off ... `);
    resetSteps();
    sampler.beginPhase(0);
    // No warm-up: every answer counts, so that decisions recorded without a 200 (phantoms) can be counted.
    const raw = await load.run({ url, key: fairKeys.hammer, body: ruleBody, check: 'rule_only', mode: 'closed', rate: RATE, concurrency: GOAL.hammerCallers, warmupMs: 0, durationMs, backoff: false });
    const row = rowOf('hammer', `${GOAL.hammerCallers} callers, no back-off`, raw, sampler.endPhase());
    rows.push(row);
    stepsOf.set(row, stepMedians());
    await settle();
    hammer = { row, raw, phantoms: (await decisionsOf(fairKeys.hammer)) - raw.allOk };
    out(`${row.perSecond.toFixed(1)} 200/s, ${raw.shed.length} refused, ${hammer.phantoms} phantoms`);
    adaptiveNote(running, "the hammer's end");
  }

  // audit (issue 27): the record statement of a rule-only decision with and without its chain append.
  let auditCost: AuditChainCost | undefined;
  if (PHASES.has('audit') && !st.interrupted) {
    process.stdout.write(`  running audit chain cost, ${AUDIT_SAMPLES} x 2 record statements interleaved ... `);
    const key = await envKey('bench-audit', {});
    const env = (await authenticate(running.db, key))!;
    const sample = await evaluateOnce(url, key, REQUESTS.rule_only);
    const recorded = await getEvaluation(running.db, env.envId, (sample.json as { decision_id: string }).decision_id);
    if (!recorded) throw new Error('the audit phase found no recorded sample decision');
    auditCost = await measureAuditChainCost(running.db, env, recorded, AUDIT_SAMPLES);
    out(`record p50 ${auditCost.withChainP50.toFixed(2)} ms with the chain, ${auditCost.withoutChainP50.toFixed(2)} ms without`);
  }
  // Shadow mode (issue 28): the service process's CPU per builtin-model decision with a shadow set, against the
  // same decisions in an environment without one, alternating saturation runs; the live answers are checked to
  // be the builtin scenario's in both (a shadow never changes them).
  let shadowCpu: { plain: { ms: number; n: number }; shadowed: { ms: number; n: number }; stored: number } | undefined;
  if (PHASES.has('shadow') && !st.interrupted) {
    const plainKey = await envKey('bench-plain', {});
    const shadowKey = await envKey('bench-shadow', {});
    const shadowEnv = (await authenticate(running.db, shadowKey))!;
    await setShadow(running.db, shadowEnv.envId, BENCH_SHADOW, 'bench');
    const totals = { plain: { ms: 0, n: 0 }, shadowed: { ms: 0, n: 0 } };
    for (let round = 1; round <= GOAL.shadowRounds && !st.interrupted; round++) {
      // Alternating which goes first, so that what warms up or drifts over a round weighs on both alike.
      const order = [
        ['plain', plainKey],
        ['shadowed', shadowKey],
      ] as const;
      for (const [which, key] of round % 2 === 1 ? order : [...order].reverse()) {
        process.stdout.write(`  running shadow round ${round}, ${which === 'plain' ? 'no shadow' : 'with a shadow'}, saturation ... `);
        const cpu0 = process.cpuUsage();
        const r = await load.run({ url, key, body: JSON.stringify(REQUESTS.model), check: 'model', mode: 'closed', rate: RATE, concurrency: CONCURRENCY, warmupMs, durationMs });
        await settle();
        const used = process.cpuUsage(cpu0);
        totals[which].ms += (used.user + used.system) / 1000;
        totals[which].n += r.allOk;
        out(`${r.allOk} decisions, ${r.errors} errors, ${((used.user + used.system) / 1000 / Math.max(1, r.allOk)).toFixed(2)} ms service CPU each`);
      }
    }
    const { rows: kept } = await running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM decisions WHERE env_id = $1 AND shadow_outcome IS NOT NULL', [shadowEnv.envId]);
    shadowCpu = { ...totals, stored: kept[0].n };
  }

  // Memory, read before anything is stopped.
  const procs = descendantsOf(process.pid);
  const pids = helpers();
  const temporalProcs = procs.filter((p) => roleOf(p, pids) === 'temporal');
  const pgProcs = procs.filter((p) => roleOf(p, pids) === 'postgres');
  const loadProc = procs.find((p) => p.pid === pids.load);
  const stubProc = procs.find((p) => p.pid === pids.stub);
  const sum = (xs: (number | null)[]) => (xs.some((x) => x !== null) ? xs.reduce<number>((a, x) => a + (x ?? 0), 0) : null);
  sampler.stop();

  out();
  out('Results (latency of successful requests in the measured window; errors = non-200 or not the intended decision)');
  out();
  out(table(rows));
  out(`  commit p50: the decisions' own latency_ms (receipt to commit in PostgreSQL); the rest is the run's completion, its result and HTTP.`);
  out(`  CPU: share of one core used over the phase after its warm-up by the service process (for the engine floor also the driver),`);
  out(`  the Temporal dev server, PostgreSQL, the load generator, the model stubs and everything else on the machine (other: skews the`);
  out(`  figures when high); this machine has ${os.cpus().length * 100}%. Memory: peak RSS sampled every 0.5 s (stack: without the load generator and stubs).`);
  const notes = rows.filter((r) => r.errors > 0 || r.warmupErrors > 0);
  for (const r of notes) out(`  ${r.scenario} / ${r.load}: ${JSON.stringify(r.errorKinds)}`);
  const lagging = rows.filter((r) => (r.maxSendLagMs ?? 0) > 20);
  for (const r of lagging) out(`  note: ${r.scenario} / ${r.load}: the generator sent up to ${ms(r.maxSendLagMs!)} ms late`);

  out();
  out('Decision mix (answers in the measured window) and model calls the stubs received (the whole phase, warm-up included)');
  for (const r of rows) {
    const mix = Object.entries(r.decisions)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    const calls = stubCalls.get(r);
    const called = !calls
      ? 'stub calls unknown'
      : calls.answering + calls.hanging === 0
        ? 'no stub calls'
        : `stub calls: ${calls.answering} answered, ${calls.hanging} never answered${calls.sent !== null ? ` (${calls.sent} requests sent)` : ''}`;
    out(`  ${`${r.scenario} / ${r.load}:`.padEnd(46)} ${mix || '(no decisions)'}; ${called}`);
  }
  out(
    `  the Temporal SDK reported ${sdkModelLog.failed} failed model calls (consultModel) over the whole run, checks included;` +
      ` ${sdkModelLog.lateCompletions} were reported by the worker after the server had already timed them out (1.5 s schedule-to-close)`,
  );

  out();
  out('Peak memory');
  out(`  service process (API + worker + engine-floor driver), pid ${process.pid}: peak RSS ${mb(statusBytes('self', 'VmHWM') ?? process.resourceUsage().maxRSS * 1024)}, now ${mb(process.memoryUsage.rss())}`);
  if (temporalProcs.length > 0) {
    for (const p of temporalProcs) out(`  Temporal dev server, pid ${p.pid}: peak RSS ${mb(statusBytes(p.pid, 'VmHWM'))}, now ${mb(statusBytes(p.pid, 'VmRSS'))}`);
  } else if (external.temporal) out('  Temporal: external (TEMPORAL_ADDRESS), not measured');
  else out('  Temporal dev server: not found under this process');
  if (pgProcs.length > 0) {
    const postmaster = pgProcs.find((p) => p.ppid === process.pid);
    out(
      `  PostgreSQL, ${pgProcs.length} processes: now ${mb(childrenBytes(pgProcs, pids))} (shared memory counted once; PSS ${mb(sum(pgProcs.map((p) => pssBytes(p.pid))))},` +
        ` plain RSS summed over the processes ${mb(sum(pgProcs.map((p) => statusBytes(p.pid, 'VmRSS'))))})` +
        (postmaster ? `, postmaster peak RSS ${mb(statusBytes(postmaster.pid, 'VmHWM'))}` : ''),
    );
  } else if (external.db) out('  PostgreSQL: external (DATABASE_URL), not measured');
  else out('  PostgreSQL: not found under this process');
  out(`  whole stack (service + Temporal + PostgreSQL), peak sampled every 0.5 s: ${mb(sampler.overallStack)} (PostgreSQL's shared memory counted once)`);
  if (loadProc) out(`  load generator (separate process, not part of the stack), pid ${loadProc.pid}: peak RSS ${mb(statusBytes(loadProc.pid, 'VmHWM'))}`);
  if (stubProc) out(`  model stubs (separate process, not part of the stack), pid ${stubProc.pid}: peak RSS ${mb(statusBytes(stubProc.pid, 'VmHWM'))}`);

  // Intake: the code path that reads a body (HTML page, mail) and finds candidates, warm, in a child process
  // of its own (process.cpuUsage here would also count the running service's other threads).
  const intakeCpu = PHASES.has('intake') ? await measureIntakeCpuApart() : [];
  // Backtest (issue 28): 100,000 stored decisions decided again with a candidate, through the API and workflow.
  let backtest: BacktestFigures | null = null;
  if (PHASES.has('backtest')) {
    out();
    backtest = await measureBacktest(running, url, external.db ? `bench-backtest-${suffix}` : 'bench-backtest', out);
    out(
      `  backtest${BACKTEST_RULES ? ' (with a window limit replayed)' : ''}: ${backtest.decisions} decisions decided again in ${backtest.seconds.toFixed(1)} s = ${backtest.perSecond.toFixed(0)}/s (${backtest.status}, ${backtest.batches} batches, ${backtest.changed} changed); CPU of this process ${backtest.cpuMsPerDecision.toFixed(3)} ms per decision`,
    );
  }
  out();
  out('Intake CPU (read + candidates + scoring + injection signal, process.cpuUsage in a child process of its own, warm, 30 runs each)');
  for (const r of intakeCpu) {
    out(`  ${r.medium.padEnd(5)} ${(r.bytes / 1024).toFixed(0)} KB: p50 ${r.p50Ms.toFixed(1)} ms, p90 ${r.p90Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms`);
  }

  const shadowPure = PHASES.has('shadow') ? await measureShadowCpu(REQUESTS.model) : null;
  if (shadowCpu || shadowPure) {
    out();
    out('Shadow mode CPU (service process, process.cpuUsage, per decision answered 200, warm-up included; and the shadow alone in this process)');
    if (shadowCpu) {
      const per = (x: { ms: number; n: number }) => x.ms / Math.max(1, x.n);
      out(`  without a shadow: ${per(shadowCpu.plain).toFixed(2)} ms over ${shadowCpu.plain.n} decisions; with one: ${per(shadowCpu.shadowed).toFixed(2)} ms over ${shadowCpu.shadowed.n} (${shadowCpu.stored} shadow outcomes stored)`);
    }
    if (shadowPure) {
      out(
        `  in process, ${shadowPure.runs} runs: the pure decision core (rules, builtin model, finish) ${shadowPure.decisionMs.toFixed(3)} ms, the shadow beside it ${shadowPure.shadowMs.toFixed(3)} ms` +
          (shadowCpu ? ` (${((100 * shadowPure.shadowMs) / (shadowCpu.plain.ms / Math.max(1, shadowCpu.plain.n))).toFixed(2)}% of the service's CPU per decision)` : ''),
      );
    }
  }

  // Where the time goes: per phase, the median of each step in this process.
  out();
  out('Where a decision\'s time goes (medians per step, ms; start = the start call with the eager first task; answer = from the start call');
  out('until the decision is committed (start included; told in process, or the run\'s result); result = until the run\'s own result arrives');
  out('(asked only of runs not answered in process within 2 s); decide = facts + reserve + builtin model + record in one local activity; dispatch = from the start call\'s return to');
  out('the decide step\'s beginning (the run\'s first task and the local activity\'s dispatch); route.auth = admission to the route (the key');
  out('looked up in the process\'s cache, its barrier, rate limits); route.pre / route.post = the route before and after the run (body, schema / receipt, answer written))');
  for (const r of rows) {
    const st = stepsOf.get(r);
    if (!st || Object.keys(st).length === 0) continue;
    const parts = Object.entries(st).map(([k, v]) => `${k} ${v!.p50.toFixed(1)}`);
    // What the route's own steps do not cover: the HTTP hop both ways (load generator, loopback, Express).
    const inRoute = (['route.auth', 'route.pre', 'answer', 'route.post'] as const).reduce((sum, k) => sum + (st[k]?.p50 ?? 0), 0);
    const outside = st.answer ? `; HTTP hop and the rest ${ms(r.p50 - inRoute)}` : '';
    out(`  ${`${r.scenario} / ${r.load}:`.padEnd(46)} ${parts.join(', ')}; HTTP p50 ${ms(r.p50)}${outside}`);
  }

  // Goals: every figure a ratio to the engine floor of this run.
  const find = (scenario: string, open: boolean) => rows.find((r) => r.scenario === scenario && r.load.includes('open') === open);
  const ruleOpen = find('rule-only', true);
  const modelOpen = find('builtin model', true);
  const rulesOpen = find('rule-only, rules', true);
  const floorOpen = find('engine floor', true)!;
  const stubOpen = find('openai stub', true);
  const hangOpen = find('hanging model', true);
  const ruleSat = find('rule-only', false);
  const floorSat = find('engine floor', false);
  const floorLocalSat = find(FLOOR_LOCAL, false);
  const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
  const clean = (r: Row) => r.errors === 0 && r.warmupErrors === 0;
  const ratio = (r: Row) => r.p50 / floorOpen.p50;
  const goals: [string, string, boolean][] = [];
  /** Figures printed under the goals for reading them, judged against nothing. */
  const referenceNotes: string[] = [];
  if (ruleOpen) {
    goals.push([
      `rule-only p50 <= ${GOAL.ruleOnlyFloorRatio}x floor p50 (${RATE}/s)`,
      `${ms(ruleOpen.p50)} / ${ms(floorOpen.p50)} ms = ${ratio(ruleOpen).toFixed(2)}x`,
      ratio(ruleOpen) <= GOAL.ruleOnlyFloorRatio && clean(ruleOpen),
    ]);
  }
  if (rulesOpen && ruleOpen) {
    goals.push([
      `rule-only p50 with session and window rules <= ${GOAL.rulesOverRuleOnly}x without (${RATE}/s)`,
      // The service's CPU per decision beside it: on a shared machine the steadier figure of the two.
      `${ms(rulesOpen.p50)} / ${ms(ruleOpen.p50)} ms = ${(rulesOpen.p50 / ruleOpen.p50).toFixed(2)}x; service CPU per decision ${ms((rulesOpen.cpu.svc * 10) / rulesOpen.perSecond)} / ${ms((ruleOpen.cpu.svc * 10) / ruleOpen.perSecond)} ms`,
      rulesOpen.p50 <= GOAL.rulesOverRuleOnly * ruleOpen.p50 && clean(rulesOpen),
    ]);
  }
  if (modelOpen) {
    goals.push([
      `builtin model p50 <= ${GOAL.builtinFloorRatio}x floor p50 (${RATE}/s)`,
      `${ms(modelOpen.p50)} / ${ms(floorOpen.p50)} ms = ${ratio(modelOpen).toFixed(2)}x`,
      ratio(modelOpen) <= GOAL.builtinFloorRatio && clean(modelOpen),
    ]);
  }
  if (stubOpen) {
    goals.push([
      `${STUB_ANSWER_DELAY_MS} ms remote model p50 <= floor p50 + ${GOAL.stubOverFloorMs} ms (${RATE}/s)`,
      `${ms(stubOpen.p50)} ms = floor + ${ms(stubOpen.p50 - floorOpen.p50)} ms`,
      stubOpen.p50 - floorOpen.p50 <= GOAL.stubOverFloorMs && clean(stubOpen),
    ]);
  }
  if (ruleSat && floorSat) {
    goals.push([
      `rule-only saturation >= ${GOAL.saturationShare * 100}% of the floor's (${CONCURRENCY} conns)`,
      `${ruleSat.perSecond.toFixed(1)} / ${floorSat.perSecond.toFixed(1)} per s = ${((100 * ruleSat.perSecond) / floorSat.perSecond).toFixed(0)}%`,
      ruleSat.perSecond >= GOAL.saturationShare * floorSat.perSecond,
    ]);
  }
  if (ruleSat && floorSat) {
    // The service process's CPU per decision at saturation (for the floor: the empty run and its driver).
    const perDecision = (r: Row) => (r.cpu.svc * 10) / r.perSecond;
    goals.push([
      `service CPU per rule-only decision <= ${GOAL.cpuPerDecisionRatio}x the empty run's (saturation)`,
      `${ms(perDecision(ruleSat))} / ${ms(perDecision(floorSat))} ms = ${(perDecision(ruleSat) / perDecision(floorSat)).toFixed(2)}x`,
      perDecision(ruleSat) <= GOAL.cpuPerDecisionRatio * perDecision(floorSat),
    ]);
    // Not a goal: how much of that ratio the run's shape takes before any decision is made.
    if (floorLocalSat) {
      referenceNotes.push(
        `the empty run with one no-op local activity (a decision run's shape): ${ms(perDecision(floorLocalSat))} ms = ${(perDecision(floorLocalSat) / perDecision(floorSat)).toFixed(2)}x the empty run's CPU, ` +
          `${floorLocalSat.perSecond.toFixed(1)} runs/s = ${((100 * floorLocalSat.perSecond) / floorSat.perSecond).toFixed(0)}% of its saturation; ` +
          `a rule-only decision costs ${(perDecision(ruleSat) / perDecision(floorLocalSat)).toFixed(2)}x that run's CPU`,
      );
    }
  }
  if (neighbour) {
    const { alone, flooded, flood } = neighbour;
    goals.push([
      `neighbour: beside one key flooding from ${GOAL.floodLoops} loops, ${GOAL.neighbourRate}/s all 200, p50 <= ${GOAL.neighbourP50Ratio}x alone`,
      `${flooded.n}/${flooded.n + flooded.errors} 200, p50 ${ms(flooded.p50)} / ${ms(alone.p50)} ms = ${(flooded.p50 / alone.p50).toFixed(2)}x (flood ${flood.perSecond.toFixed(1)} 200/s)`,
      flooded.errors === 0 && flooded.warmupErrors === 0 && flooded.n > 0 && flooded.p50 <= GOAL.neighbourP50Ratio * alone.p50,
    ]);
  }
  if (burst) {
    goals.push([
      `burst: ${GOAL.burst} concurrent from one key all 200 within the deadline (${cfg.evaluateTimeoutMs} ms)`,
      `${burst.statuses[200] ?? 0}/${GOAL.burst} 200, slowest ${ms(burst.maxMs)} ms`,
      burst.statuses[200] === GOAL.burst && burst.maxMs <= cfg.evaluateTimeoutMs,
    ]);
    goals.push([
      `burst: ${GOAL.duplicates} concurrent duplicates, one decision and ${GOAL.duplicates} x 200`,
      `${burst.dupStatuses[200] ?? 0}/${GOAL.duplicates} 200, ${burst.dupIds} decision id(s), ${burst.dupDecisions} recorded`,
      burst.dupStatuses[200] === GOAL.duplicates && burst.dupIds === 1 && burst.dupDecisions === 1,
    ]);
  }
  if (hammer && ruleSat) {
    const { row, raw, phantoms } = hammer;
    const refusals = Object.entries(raw.errorKinds).filter(([k]) => k !== 'http_429');
    goals.push([
      `hammer: ${GOAL.hammerCallers} callers without back-off, goodput >= ${GOAL.hammerGoodput * 100}% of saturation, every refusal 429 + Retry-After, 0 phantoms`,
      `${row.perSecond.toFixed(1)} / ${ruleSat.perSecond.toFixed(1)} per s = ${((100 * row.perSecond) / ruleSat.perSecond).toFixed(0)}%, ${raw.shed.length} x 429, other ${JSON.stringify(Object.fromEntries(refusals))}, ${phantoms} phantoms`,
      row.perSecond >= GOAL.hammerGoodput * ruleSat.perSecond && refusals.length === 0 && phantoms === 0,
    ]);
  }
  // A model reached over HTTP (OpenAI-compatible, answering in 50 ms), and one that never answers.
  const stubCallsOk = (r: Row, which: 'answering' | 'hanging') => {
    const c = stubCalls.get(r);
    return { text: c ? `${c[which]}/${c.sent} stub calls` : 'stub calls unknown', ok: !!c && c[which] === c.sent && c.answering + c.hanging === c.sent };
  };
  const total = (r: Row) => r.n + r.errors;
  if (stubOpen) {
    const stubAll = stubCallsOk(stubOpen, 'answering');
    goals.push([
      `openai stub: every answer allow from the model, one stub call each`,
      `${stubOpen.decisions.allow ?? 0}/${total(stubOpen)} allow, ${stubAll.text}`,
      clean(stubOpen) && stubOpen.n > 0 && stubAll.ok,
    ]);
  }
  if (hangOpen) {
    const hangAll = stubCallsOk(hangOpen, 'hanging');
    goals.push([
      `hanging model: every answer review/PROVIDER_UNAVAILABLE, max <= ${GOAL.hangMaxMs} ms (${HANG_RATE} req/s)`,
      `${hangOpen.decisions['review PROVIDER_UNAVAILABLE'] ?? 0}/${total(hangOpen)}, max ${ms(hangOpen.max)} ms, ${hangAll.text}`,
      clean(hangOpen) && hangOpen.n > 0 && hangOpen.max <= GOAL.hangMaxMs && hangAll.ok,
    ]);
  }
  if (auditCost && ruleOpen) {
    const share = auditCost.costMs / ruleOpen.p50;
    goals.push([
      `audit chain: per-decision cost <= ${GOAL.auditChainShare * 100}% of the rule-only p50 (record statement with - without, p50)`,
      `${auditCost.withChainP50.toFixed(2)} - ${auditCost.withoutChainP50.toFixed(2)} = ${auditCost.costMs.toFixed(2)} ms / ${ms(ruleOpen.p50)} ms = ${(100 * share).toFixed(1)}%`,
      share <= GOAL.auditChainShare,
    ]);
  }
  if (backtest) {
    goals.push([
      `backtest: ${BACKTEST_DECISIONS} stored decisions decided again (builtin model) >= ${BACKTEST_GOAL_PER_S}/s`,
      `${backtest.perSecond.toFixed(0)}/s, ${backtest.cpuMsPerDecision.toFixed(3)} ms CPU each`,
      backtest.status === 'done' && backtest.decisions === BACKTEST_DECISIONS && backtest.perSecond >= BACKTEST_GOAL_PER_S,
    ]);
  }
  for (const r of intakeCpu) {
    goals.push([`intake of a ~200 KB ${r.medium === 'html' ? 'HTML page' : 'mail'} under ${GOAL.intakeCpuMs} ms CPU (p50)`, `${r.p50Ms.toFixed(1)} ms`, r.p50Ms < GOAL.intakeCpuMs]);
  }
  if (shadowCpu) {
    const per = (x: { ms: number; n: number }) => x.ms / Math.max(1, x.n);
    const ratioShadow = per(shadowCpu.shadowed) / per(shadowCpu.plain);
    goals.push([
      `shadow mode adds <= ${Math.round((GOAL.shadowCpuRatio - 1) * 100)}% to a decision's service CPU (builtin model, saturation)`,
      `${per(shadowCpu.shadowed).toFixed(2)} / ${per(shadowCpu.plain).toFixed(2)} ms = ${ratioShadow.toFixed(3)}x`,
      ratioShadow <= GOAL.shadowCpuRatio && shadowCpu.stored >= shadowCpu.shadowed.n,
    ]);
  }
  out();
  const floorSatText = floorSat ? `, saturation ${floorSat.perSecond.toFixed(1)} runs/s` : '';
  out(`Goals (${os.cpus().length} CPUs, everything on this machine; ratios to the engine floor of this run: floor p50 ${ms(floorOpen.p50)} ms, p99 ${ms(floorOpen.p99)} ms${floorSatText})`);
  if (DEFAULT_PHASES.some((k) => !PHASES.has(k))) out(`  only the phases of BENCH_PHASES ran (${[...PHASES].join(', ')}): the goals of the others are not judged`);
  const w = Math.max(...goals.map((g) => g[0].length));
  const wv = Math.max(...goals.map((g) => g[1].length));
  for (const [what, value, ok] of goals) out(`  ${what.padEnd(w)}  ${value.padStart(wv)}  ${verdict(ok)}`);
  for (const note of referenceNotes) out(`  reference: ${note}`);
  out(`  in-flight limit: ${cfg.maxInFlight} (GATEHOUSE_MAX_IN_FLIGHT), ${cfg.adaptiveLimit ? 'adaptive' : 'fixed'} (GATEHOUSE_ADAPTIVE_LIMIT), queue wait at most ${cfg.queueDelayMs} ms (GATEHOUSE_QUEUE_DELAY_MS), a sustained flood beside a light neighbour ${cfg.floodShare ? `holds half its share${cfg.floodDuty < 1 ? ` at a duty of ${cfg.floodDuty}` : ''}` : 'keeps its share'} (GATEHOUSE_FLOOD_SHARE, GATEHOUSE_FLOOD_DUTY)`);
}

if (require.main === module) {
  const st: State = { tmp: fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-bench-')), keys: [], extraLoads: [], external: false, cleaned: false, interrupted: false };
  // Runs on every exit, including one forced by a library's own signal handler in the middle of cleanup.
  process.on('exit', () => cleanupOnExit(st));
  const onSignal = (sig: NodeJS.Signals) => {
    if (st.interrupted) return;
    st.interrupted = true;
    process.stderr.write(`\nbench: ${sig}, stopping the stack\n`);
    void cleanup(st)
      .catch(() => undefined)
      .finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  void main(st)
    .then(async () => {
      if (PHASES.has('topology')) await runTopologyPhase({ cacheDir: loadConfig().cacheDir, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, out, cpuMs });
    })
    .then(
      () => 0,
      (err) => {
        if (!st.interrupted) process.stderr.write(`bench: ${err instanceof Error ? err.message : String(err)}\n`);
        return 1;
      },
    )
    .then(async (code) => {
      // After a signal, the signal handler stops the stack and exits.
      if (st.interrupted) return;
      out();
      out('stopping the stack ...');
      await cleanup(st);
      process.exit(code);
    })
    .catch((err) => {
      process.stderr.write(`bench: stopping failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    });
}
