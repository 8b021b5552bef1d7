import type { Client } from '@temporalio/client';
import { pause } from '../lib/timers';
import type { Decision } from '../domain/types';
import type { evaluateDecision } from '../../workflows/evaluate';
import type { EvaluateInput, EvaluateResult, RunResult } from '../../workflows/types';
import type { FirstFacts } from '../store/facts';
import type { LocalResults } from './local-results';
import type { DecisionRequest, EvaluateHooks, Evaluator } from '../usecases/ports';
import { errorName, log } from '../lib/log';
import { decisionWorkflowId } from '../lib/names';
import { mark, noteStep, since } from '../lib/steps';
import { SA_ACTION_TYPE, SA_DECISION, SA_ENV, SA_ORG } from '../lib/search-attributes';

/**
 * How long before the end of the caller's wait the run's deadline falls: the time a commit made just before
 * the deadline has to reach the caller. After the wait the store is asked once more, so even an answer lost
 * on its way is still given; what the store does not have then, it never will.
 */
export const RECORD_GRACE_MS = 500;

/** The run's deadline (nothing is recorded after it) for a request received at `receivedAt`. */
export const runDeadline = (receivedAt: number, timeoutMs: number) => receivedAt + timeoutMs - RECORD_GRACE_MS;

export type { DecisionRequest, EvaluateHooks, Evaluator } from '../usecases/ports';

/**
 * How long a run started eagerly on this process's worker is left to answer in process before its result
 * is also asked of the server: longer than any normal decision (the remote model's 1.5 s limit and a record).
 */
export const RESULT_POLL_DELAY_MS = 2000;

/** gRPC UNAVAILABLE: the server was not reached, so no run was started. */
const notReached = (err: unknown) => {
  const e = err as { code?: number; cause?: { code?: number } } | undefined;
  return e?.code === 14 || e?.cause?.code === 14;
};

/**
 * Starts the decision's workflow (eagerly, on this process's worker when it has one) and waits for its
 * recorded result, at most until receivedAt + timeoutMs: the one deadline of the decision.
 */
export class TemporalEvaluator implements Evaluator {
  constructor(
    private readonly client: Client,
    private readonly opts: {
      taskQueue: string;
      timeoutMs: number;
      searchAttributes: boolean;
      /**
       * The decision as recorded, if it was. With `settledAfter` (the run's deadline), the last look when the
       * wait ends without the run's answer: the store then also waits for a record that passed its deadline
       * check to commit, and keeps any later one from committing (settledEvaluation), so what it does not
       * return is never recorded.
       */
      lookup: (envId: string, decisionId: string, settledAfter?: number) => Promise<Decision | null>;
      /** Decisions recorded by this process's own worker: answered as soon as they are committed. */
      local?: LocalResults;
      /**
       * Reads a decision's first facts (without side effects), for this process's worker: started alongside the
       * run, so that the decide step finds them read instead of reading them after the run's first task.
       */
      readFacts?: (input: EvaluateInput) => Promise<FirstFacts>;
    },
  ) {}

  async evaluate(req: DecisionRequest, hooks: EvaluateHooks = {}): Promise<EvaluateResult> {
    const waitEnd = req.receivedAt + this.opts.timeoutMs;
    const input: EvaluateInput = { ...req, deadline: runDeadline(req.receivedAt, this.opts.timeoutMs) };
    let started = false;
    const local = this.opts.local?.wait(input.decisionId, hooks);
    if (this.opts.local && this.opts.readFacts) this.opts.local.prefetch(input.decisionId, this.opts.readFacts(input));
    // Aborted once the caller's wait is decided (answered, or timed out): the run's branch has no more to do.
    const decided = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, waitEnd - Date.now()));
    });
    const run = this.client
      .withDeadline(waitEnd, async () => {
        const t0 = performance.now();
        const handle = await this.client.workflow.start<typeof evaluateDecision>('evaluateDecision', {
          taskQueue: this.opts.taskQueue,
          // Concurrent duplicates (same idempotency key, hence same decision id) share one run.
          workflowId: decisionWorkflowId(input.decisionId),
          workflowIdConflictPolicy: 'USE_EXISTING',
          workflowIdReusePolicy: 'ALLOW_DUPLICATE',
          // The run cannot outlive its purpose: a second past the caller's wait, Temporal ends it.
          workflowExecutionTimeout: Math.max(1000, waitEnd - Date.now() + 1000),
          requestEagerStart: true,
          args: [input],
          typedSearchAttributes: this.opts.searchAttributes ? searchAttributesOf(input) : undefined,
        });
        started = true;
        const t1 = performance.now();
        noteStep('start', t1 - t0);
        mark('s:' + input.decisionId);
        // Started eagerly on this process's worker: the run's every step is a local activity of this worker,
        // so the recorded decision arrives in process (local.decision) and the run's result would only
        // repeat it. Its long poll through the server is then asked for only if the run outlasts any normal
        // decision (the task moved to another worker, say); otherwise the server is spared one poll per decision.
        if (local && handle.eagerlyStarted) {
          await pause(RESULT_POLL_DELAY_MS, decided.signal);
          if (decided.signal.aborted) return 'answered' as const;
        }
        const result = await handle.result();
        noteStep('result', performance.now() - t1);
        return result;
      })
      .catch((err: unknown): 'unreached' | 'failed' => {
        log.warn('decision run failed', { decision_id: input.decisionId, started, error: errorName(err) });
        return !started && notReached(err) ? 'unreached' : 'failed';
      });
    let outcome: RunResult | EvaluateResult | 'timeout' | 'unreached' | 'failed' | 'answered';
    const recordedHere = local ? local.decision.then((decision): EvaluateResult => { since('r:' + input.decisionId, 'handback'); return { ok: true, decision }; }) : new Promise<never>(() => undefined);
    const waitFrom = performance.now();
    try {
      outcome = await Promise.race([run, timeout, recordedHere]);
      noteStep('answer', performance.now() - waitFrom);
    } finally {
      clearTimeout(timer);
      local?.cancel();
      this.opts.local?.dropFacts(input.decisionId);
      // (With a reason: abort() without one builds a DOMException and its stack trace, on every decision.)
      decided.abort('decided');
    }
    if (typeof outcome === 'object') {
      if (!outcome.ok || 'decision' in outcome) return outcome;
      // The run recorded it elsewhere (another worker): the decision is read from the store, until the wait ends.
      const recorded = await this.readRecorded(input.envId, input.decisionId, waitEnd);
      if (recorded) return { ok: true, decision: recorded };
      // Recorded, but the store could not be read back before the wait ended: 503, the one case where a
      // decision is kept behind it (see outcomeUnknown).
      outcomeUnknown(input.decisionId, 'recorded');
      return { ok: false, error: 'store_unavailable' };
    }
    // Temporal was not reached: no run exists, nothing can be recorded.
    if (outcome === 'unreached') return { ok: false, error: 'store_unavailable' };
    // ('answered' is never the race's winner: it only ends the run's branch once the race is decided.)
    // The run's answer did not arrive; the run may still record until its deadline: wait that out, then
    // the store says what happened.
    await pause(waitEnd - Date.now());
    try {
      const recorded = await this.opts.lookup(input.envId, input.decisionId, input.deadline);
      if (recorded) return { ok: true, decision: recorded };
    } catch (err) {
      log.warn('decision lookup after the wait failed', { decision_id: input.decisionId, error: errorName(err) });
      // The store could not say: a commit made just before it went down, whose answer was lost with it, is
      // possible (the run's answer travels through Temporal, which may have gone down with it).
      outcomeUnknown(input.decisionId, 'unknown');
    }
    return { ok: false, error: 'store_unavailable' };
  }

  /**
   * A decision its run says is recorded, read from the store: asked again after a failed read (the store's
   * hiccup) until the caller's wait ends, so that a recorded decision is not answered 503.
   */
  private async readRecorded(envId: string, decisionId: string, waitEnd: number): Promise<Decision | null> {
    for (let delay = 50; ; delay = Math.min(delay * 2, 400)) {
      try {
        const recorded = await this.opts.lookup(envId, decisionId);
        if (recorded) return recorded;
      } catch (err) {
        log.warn('reading a recorded decision failed', { decision_id: decisionId, error: errorName(err) });
      }
      if (Date.now() + delay >= waitEnd) return null;
      await pause(delay);
    }
  }
}

/**
 * A 503 whose decision may be recorded after all: the store went down within moments of the run's commit, and
 * neither the run's answer nor the store could be read before the caller's wait ended. Nothing can tell the
 * caller more at that moment (the store is the only one who knows), so the caller is told 503 and this line
 * names the decision: a retry with the same Idempotency-Key answers it once the store is back
 * (docs/operations-health.md, "A 503 whose decision was recorded").
 */
function outcomeUnknown(decisionId: string, store: 'recorded' | 'unknown') {
  log.warn('decision outcome unknown: answered 503, the store could not be read', { decision_id: decisionId, store });
}

function searchAttributesOf(input: EvaluateInput) {
  // On the intake path the type is what code's scoring read (the model may still choose otherwise).
  const type = input.request?.action.type ?? input.intake?.candidates.find((c) => c.id === input.intake?.scored.action_type)?.value ?? 'intake';
  return [
    { key: SA_ORG, value: input.orgId },
    { key: SA_ENV, value: input.envId },
    { key: SA_DECISION, value: input.decisionId },
    { key: SA_ACTION_TYPE, value: String(type) },
  ];
}
