// The benchmark's load generator. Run as a child process (forked by scripts/bench.ts) it drives
// POST /v1/gate/evaluate over keep-alive HTTP, so the load does not share an event loop with the service.
// The open- and closed-loop runners are also imported by bench.ts to drive the engine floor in-process.

import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** What a decision answered: its outcome for the decision mix, and why it is not the scenario's, if it is not. */
export interface Answered {
  /** The latency the service recorded in the decision (latency_ms: receipt to commit), if any. */
  recordedMs?: number;
  /** The decision and its reason codes, e.g. "allow" or "review PROVIDER_UNAVAILABLE". */
  decision: string;
  /** Set when the answer is not the decision the scenario is meant to produce: counted as an error. */
  unexpected?: string;
}

/**
 * One request: resolves to a short error kind (e.g. "http_503") on failure, else null or, for a decision, what
 * it answered. Must not reject.
 */
export type Op = () => Promise<string | null | Answered>;

export interface PhaseResult {
  /** Latencies (ms) of the successful requests inside the measured window. */
  latencies: number[];
  /** For decisions: the latency_ms each recorded (receipt to commit), for the same requests. */
  recorded: number[];
  /** Failed requests inside the measured window (429s included). */
  errors: number;
  /** Latencies (ms) of the 429 answers inside the measured window: requests shed by admission control. */
  shed: number[];
  /** Failed requests during the warm-up (not part of the figures, reported if any). */
  warmupErrors: number;
  errorKinds: Record<string, number>;
  /** For decisions: how many answers inside the measured window were each outcome (unexpected ones included). */
  decisions: Record<string, number>;
  /** Length of the measured window (ms), used for throughput. */
  windowMs: number;
  /** Open loop only: the largest delay between a request's scheduled and actual send time (ms). */
  maxSendLagMs?: number;
  /** Every 200 answer of the phase, warm-up and stragglers after the window included (for phantom counts). */
  allOk: number;
}

function note(kinds: Record<string, number>, kind: string): void {
  kinds[kind] = (kinds[kind] ?? 0) + 1;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Counts a 200 answer, whenever it came. */
function tally(res: PhaseResult, outcome: string | null | Answered): void {
  if (typeof outcome !== 'string') res.allOk++;
}

function record(res: PhaseResult, outcome: string | null | Answered, latency: number): void {
  if (typeof outcome === 'string') {
    res.errors++;
    note(res.errorKinds, outcome);
    if (outcome === 'http_429') res.shed.push(latency);
    return;
  }
  if (outcome !== null) note(res.decisions, outcome.decision);
  if (outcome?.unexpected !== undefined) {
    res.errors++;
    note(res.errorKinds, 'unexpected_answer');
    return;
  }
  res.latencies.push(latency);
  if (outcome?.recordedMs !== undefined) res.recorded.push(outcome.recordedMs);
}

/** A failure during the warm-up: not measured, only noted. */
function warmupFailure(res: PhaseResult, outcome: string | null | Answered): void {
  const kind = typeof outcome === 'string' ? outcome : outcome?.unexpected !== undefined ? 'unexpected_answer' : null;
  if (kind === null) return;
  res.warmupErrors++;
  note(res.errorKinds, `warmup:${kind}`);
}

/**
 * Open loop: request i is sent at t0 + i/rate, whatever the previous ones are doing. Requests scheduled in the
 * warm-up are not measured. Latency runs from the actual send. Ends once every sent request has finished.
 */
export async function runOpen(op: Op, rate: number, warmupMs: number, durationMs: number): Promise<PhaseResult> {
  const interval = 1000 / rate;
  const total = Math.floor(((warmupMs + durationMs) / 1000) * rate);
  const t0 = performance.now();
  const measureFrom = t0 + warmupMs;
  const res: PhaseResult = { latencies: [], recorded: [], shed: [], errors: 0, warmupErrors: 0, errorKinds: {}, decisions: {}, windowMs: durationMs, maxSendLagMs: 0, allOk: 0 };
  const inflight = new Set<Promise<void>>();
  let lastEnd = measureFrom;
  for (let i = 0; i < total; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 0.5) await sleep(wait);
    const start = performance.now();
    const measured = due >= measureFrom;
    if (measured) res.maxSendLagMs = Math.max(res.maxSendLagMs!, start - due);
    const p: Promise<void> = op().then((outcome) => {
      const end = performance.now();
      tally(res, outcome);
      if (!measured) return warmupFailure(res, outcome);
      lastEnd = Math.max(lastEnd, end);
      record(res, outcome, end - start);
    });
    inflight.add(p);
    void p.finally(() => inflight.delete(p));
  }
  await Promise.all([...inflight]);
  // The measured window runs from its first scheduled send to the last measured answer.
  res.windowMs = Math.max(durationMs, lastEnd - measureFrom);
  return res;
}

/**
 * Closed loop: `concurrency` workers each send their next request as soon as the previous one is answered.
 * Counts the requests answered inside the measured window (after the warm-up, before the end). With
 * `backoff` (the default) a worker pauses 10 ms after a failure, so that a fast-failing service does not turn
 * into a busy loop; without it, it is a caller that does not back off (the hammer phase).
 */
export async function runClosed(op: Op, concurrency: number, warmupMs: number, durationMs: number, backoff = true): Promise<PhaseResult> {
  const t0 = performance.now();
  const measureFrom = t0 + warmupMs;
  const stopAt = measureFrom + durationMs;
  const res: PhaseResult = { latencies: [], recorded: [], shed: [], errors: 0, warmupErrors: 0, errorKinds: {}, decisions: {}, windowMs: durationMs, allOk: 0 };
  const worker = async () => {
    while (performance.now() < stopAt) {
      const start = performance.now();
      const outcome = await op();
      const end = performance.now();
      tally(res, outcome);
      if (end <= measureFrom) warmupFailure(res, outcome);
      else if (end <= stopAt) record(res, outcome, end - start);
      if (backoff && typeof outcome === 'string') await sleep(10);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return res;
}

// ---------------------------------------------------------------------------------------------------------
// Child-process side.

/**
 * The scenarios' intended decisions:
 *   rule_only      more_information/MISSING_AMOUNT from the rules, no model call;
 *   rule_only_rules the same in an environment with session and window rules: each reports its running value;
 *   model          the (builtin) model consulted and available;
 *   openai_stub    the model consulted, available, its rules run, nothing matched: allow with no reason codes;
 *   hanging_model  the model consulted and unavailable: review with PROVIDER_UNAVAILABLE only.
 */
export type Check = 'rule_only' | 'rule_only_rules' | 'model' | 'openai_stub' | 'hanging_model';

/**
 * The session and window rules of the rule_only_rules environment: each applies to the rule-only request (a
 * refund without an amount, in a session), so each reads its running value, under the agent's and the session's
 * locks, and the decision adds its event. The limits are never reached.
 */
export const BENCH_RULES = {
  window_limits: 'count type:refund <= 1000000000 per agent per 1d; count effect:money_movement <= 1000000000 per session per 1h',
  sequence_rules: 'untrusted_output within 1d per session',
};
const BENCH_RULES_COUNT = 3;

/** "allow", "review PROVIDER_UNAVAILABLE": a decision's outcome as counted in the decision mix. */
export function mixKey(d: any): string {
  if (!d || typeof d !== 'object' || typeof d.decision !== 'string') return '(not a decision)';
  const codes = Array.isArray(d.reason_codes) ? d.reason_codes.map(String) : [];
  return codes.length > 0 ? `${d.decision} ${codes.join('+')}` : d.decision;
}

/** Whether an answer is the decision the scenario is meant to produce: null when it is, else why not. */
export function checkDecision(check: Check, d: any): string | null {
  if (!d || typeof d !== 'object' || !Array.isArray(d.policy_results) || !Array.isArray(d.reason_codes)) return 'not a decision';
  const modelStep = d.policy_results.find((p: any) => p && p.policy === 'model.available');
  if (check === 'rule_only' || check === 'rule_only_rules') {
    if (d.decision !== 'more_information' || !d.reason_codes.includes('MISSING_AMOUNT')) return `expected more_information/MISSING_AMOUNT, got ${d.decision} ${JSON.stringify(d.reason_codes)}`;
    if (modelStep) return 'the model was consulted';
    if (check === 'rule_only_rules') {
      // Every rule of the environment ran on its running value (read under its scope's lock).
      const rules = d.policy_results.filter((p: any) => p && typeof p.policy === 'string' && /^(window_limits|sequence_rules)\./.test(p.policy));
      if (rules.length !== BENCH_RULES_COUNT || rules.some((p: any) => typeof p.running !== 'number')) return `expected ${BENCH_RULES_COUNT} session rules with running values, got ${JSON.stringify(rules)}`;
    }
    return null;
  }
  if (!modelStep) return 'the model was not consulted (no model.available result)';
  if (check === 'hanging_model') {
    if (modelStep.matched !== true) return 'the model answered (model.available did not match)';
    if (d.decision !== 'review' || d.reason_codes.length !== 1 || d.reason_codes[0] !== 'PROVIDER_UNAVAILABLE') {
      return `expected review/PROVIDER_UNAVAILABLE, got ${d.decision} ${JSON.stringify(d.reason_codes)}`;
    }
    return null;
  }
  if (modelStep.matched !== false) return `the model was unavailable: ${JSON.stringify(d.reason_codes)}`;
  if (check === 'openai_stub') {
    // The rules on the model's answer (model.evidence, model.confidence, model.handling.*, ...) ran and none matched.
    const onAnswer = d.policy_results.filter((p: any) => p && typeof p.policy === 'string' && p.policy.startsWith('model.') && p.policy !== 'model.available');
    if (onAnswer.length === 0) return 'no rule on the model answer ran';
    if (d.decision !== 'allow' || d.reason_codes.length !== 0) return `expected allow with no reason codes, got ${d.decision} ${JSON.stringify(d.reason_codes)}`;
    const matched = onAnswer.filter((p: any) => p.matched !== false).map((p: any) => p.policy);
    if (matched.length > 0) return `rules on the model answer matched: ${matched.join(', ')}`;
  }
  return null;
}

export interface LoadCommand {
  type: 'run';
  id: number;
  /** Base URL of the API; only loopback addresses are accepted. */
  url: string;
  key: string;
  body: string;
  /** A 200 answer that is not the scenario's decision counts as an error ("unexpected_answer"). */
  check: Check;
  mode: 'open' | 'closed';
  rate: number;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** Closed loop: pause 10 ms after a failure (default true); false for callers that do not back off. */
  backoff?: boolean;
}

export type LoadReply = { type: 'result'; id: number; result: PhaseResult } | { type: 'error'; id: number; message: string };

const REQUEST_TIMEOUT_MS = 30_000;

function httpOp(cmd: LoadCommand, agent: http.Agent): Op {
  const u = new URL(cmd.url);
  if (u.protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) {
    throw new Error(`the load generator only talks to loopback, not ${u.host}`);
  }
  const body = Buffer.from(cmd.body, 'utf8');
  const headers = {
    'content-type': 'application/json',
    'content-length': String(body.length),
    authorization: `Bearer ${cmd.key}`,
  };
  return () =>
    new Promise<string | null | Answered>((resolve) => {
      let settled = false;
      const done = (v: string | null | Answered) => {
        if (!settled) {
          settled = true;
          resolve(v);
        }
      };
      const req = http.request(
        { host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port), path: '/v1/gate/evaluate', method: 'POST', agent, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', (e) => done(`response_${(e as NodeJS.ErrnoException).code ?? e.name}`));
          res.on('end', () => {
            // A refusal must say when to come back.
            if (res.statusCode === 429 && res.headers['retry-after'] === undefined) return done('http_429_without_retry_after');
            if (res.statusCode !== 200) return done(`http_${res.statusCode}`);
            let decision: any;
            try {
              decision = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              return done('unparsable_answer');
            }
            done({
              recordedMs: typeof decision?.latency_ms === 'number' ? decision.latency_ms : undefined,
              decision: mixKey(decision),
              unexpected: checkDecision(cmd.check, decision) ?? undefined,
            });
          });
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', (e) => done(`conn_${(e as NodeJS.ErrnoException).code ?? e.name}`));
      req.end(body);
    });
}

async function serve(cmd: LoadCommand): Promise<PhaseResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: cmd.mode === 'closed' ? cmd.concurrency : 256 });
  try {
    const op = httpOp(cmd, agent);
    return cmd.mode === 'open'
      ? await runOpen(op, cmd.rate, cmd.warmupMs, cmd.durationMs)
      : await runClosed(op, cmd.concurrency, cmd.warmupMs, cmd.durationMs, cmd.backoff ?? true);
  } finally {
    agent.destroy();
  }
}

if (require.main === module) {
  if (!process.send) {
    process.stderr.write('bench-load runs as a child of scripts/bench.ts (npm run bench)\n');
    process.exit(2);
  }
  // The parent going away ends the load at once.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (msg: LoadCommand | { type: 'exit' }) => {
    if (msg.type === 'exit') return process.exit(0);
    if (msg.type !== 'run') return;
    serve(msg).then(
      (result) => process.send!({ type: 'result', id: msg.id, result } satisfies LoadReply),
      (err) => process.send!({ type: 'error', id: msg.id, message: err instanceof Error ? err.message : String(err) } satisfies LoadReply),
    );
  });
}
