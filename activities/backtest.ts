// The backtest workflow's I/O (issue 28): taking the environment's turn, one batch of stored decisions
// decided again with the candidate, and the report. A batch writes its row once, keyed by (backtest,
// batch), so one retried after its worker died counts nothing twice; it heartbeats while it works.

import { heartbeat } from './heartbeat';
import { candidateTools } from '../src/decision/candidate';
import { agentFactsFromSeen, agentFactsOf, replay, replayableRequest, type ReplayHooks } from '../src/decision/redecide';
import { pastEventOf, RunningReplay, type PastEvent } from '../src/decision/rule-replay';
import { ruleEventOf, rulesOf, rulesUnreadable, runningPlan, sessionRuleResults, type RuleEvent } from '../src/decision/session-rules';
import { addReplayed, addUnreplayable, backtestReport, emptyTally, mergeTallies } from '../src/domain/backtest';
import type { SessionRule } from '../src/domain/session-rules';
import type { EnvSettings } from '../src/domain/settings';
import type { ModelOutcome } from '../src/domain/types';
import { MODEL_CALL_TIMEOUT_MS, type DecisionModel } from '../src/model/provider';
import { timeoutSignal } from '../src/lib/timers';
import {
  batchTallies,
  claimBacktest,
  completeBacktest,
  countBacktestCalls,
  endBacktest,
  getBacktest,
  getBatch,
  readWindowBatch,
  replayContext,
  replayEvents,
  reserveBacktestCall,
  saveBacktestCall,
  saveBatch,
  storedEvents,
  type BacktestRow,
  type BatchResult,
  type Cursor,
} from '../src/store/backtests';
import type { Db } from '../src/store/db';
import { payeeKeyOf } from '../src/store/session-rules';

export interface BacktestActivityDeps {
  db: Db;
  /** The environment's configured model provider, for a backtest that opts in to it (none: such calls fail closed). */
  modelFor?: (settings: EnvSettings) => DecisionModel;
}

/** The rules a backtest replays (the live ones with the candidate's on top), or 'unreadable' (fail closed). */
function replayRules(settings: EnvSettings): SessionRule[] | 'unreadable' {
  try {
    return rulesOf(settings);
  } catch {
    return 'unreadable';
  }
}

/** Decisions decided between heartbeats. */
const HEARTBEAT_EVERY = 100;

export interface BatchInput {
  backtestId: string;
  envId: string;
  batch: number;
  after: Cursor | null;
  size: number;
}

/** A batch's outcome for the workflow: its row, or `stopped` when the backtest no longer runs. */
export type BatchOutcome = ({ stopped: false } & BatchResult) | { stopped: true };

/** Running values kept in this worker between a backtest's batches, at most this many backtests at once. */
const REPLAYS_KEPT = 16;

export function createBacktestActivities(deps: BacktestActivityDeps) {
  const { db } = deps;
  /**
   * A backtest's running values as its last batch in this process left them, for its next batch: read back
   * from the store only when that batch runs elsewhere (another worker, a retry after a crash). Taken out
   * while a batch runs and put back only once its row is written, so a failed batch never leaves half its events.
   */
  const replays = new Map<string, { next: number; replay: RunningReplay }>();

  /**
   * The configured model under the backtest's call budget, when it opted in: each call reserved once per
   * decision before it is made and its answer kept, so a retried batch reuses it and never spends twice; a
   * failure fails closed as live (review, PROVIDER_UNAVAILABLE); null once the budget is spent.
   */
  function modelHook(bt: BacktestRow): ReplayHooks['ask'] {
    const opted = bt.model;
    if (!opted) return undefined;
    const provider = deps.modelFor?.(bt.settings);
    return async (evidence, decisionId) => {
      const call = await reserveBacktestCall(db, bt.id, decisionId, opted.max_calls);
      if (call.kind === 'spent') return null;
      if (call.kind === 'answered') return call.outcome;
      if (call.kind === 'interrupted') return { status: 'unavailable', reason: "backtest model call interrupted: its answer was not kept, and it is not made twice" };
      let outcome: ModelOutcome;
      if (!provider) outcome = { status: 'unavailable', reason: 'no model provider in this worker' };
      else {
        const limit = timeoutSignal(MODEL_CALL_TIMEOUT_MS);
        try {
          outcome = { status: 'answered', answer: await provider.assess(evidence, { signal: limit.signal }) };
        } catch (err) {
          // Only the kind of failure: the provider's message may quote the request.
          outcome = { status: 'unavailable', reason: `${provider.name} model unavailable: ${err instanceof Error ? err.name : 'Error'}` };
        } finally {
          limit.clear();
        }
      }
      await saveBacktestCall(db, bt.id, decisionId, outcome);
      heartbeat();
      return outcome;
    };
  }

  return {
    /** Takes the environment's turn (one backtest at a time per environment): running, wait, or ended (cancelled). */
    async claimBacktest(input: { backtestId: string; envId: string }): Promise<'running' | 'wait' | 'ended'> {
      return claimBacktest(db, input.envId, input.backtestId);
    },

    /** Decides one batch of the window again with the candidate and records its tally, once. */
    async runBacktestBatch(input: BatchInput): Promise<BatchOutcome> {
      const done = await getBatch(db, input.backtestId, input.batch);
      if (done) return { stopped: false, ...done };
      const bt = await getBacktest(db, input.envId, input.backtestId);
      if (!bt || bt.status !== 'running') return { stopped: true };
      const rows = await readWindowBatch(db, input.envId, bt.window, input.after, input.size);
      const settings = bt.settings;
      const ctx = await replayContext(db, input.envId, settings, [...new Set(rows.map((r) => r.actionType).filter((t): t is string => t !== null))]);
      const tools = candidateTools(ctx.tools, bt.candidate);
      const tally = emptyTally();
      const ask = modelHook(bt);
      // Session and window rules: their running values replayed in time order from the candidate's own outcomes.
      const rules = replayRules(settings);
      const withRules = rules === 'unreadable' || rules.length > 0;
      const payeeKey = payeeKeyOf(input.envId);
      let running: RunningReplay | null = null;
      let stored = new Map<string, PastEvent>();
      const events: PastEvent[] = [];
      const kept = replays.get(bt.id);
      replays.delete(bt.id);
      if (withRules && rows.length > 0) {
        const longest = rules === 'unreadable' ? 0 : Math.max(...rules.map((x) => x.window));
        const since = new Date(rows[0].createdAt.getTime() - longest * 1000);
        [running, stored] = await Promise.all([
          kept?.next === input.batch
            ? kept.replay
            : replayEvents(db, input.envId, bt.id, bt.window.from, since, rows.map((r) => r.id)).then((past) => {
                const replay = new RunningReplay(rules === 'unreadable' ? [] : rules, payeeKey);
                for (const e of past) replay.add(e);
                return replay;
              }),
          storedEvents(db, input.envId, rows.map((r) => r.id)),
        ]);
      }
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i];
        const path = r.content !== null && typeof r.content === 'object' && !('action' in r.content) ? 'intake' : 'structured';
        const replayable = replayableRequest(path, r.mode, r.content);
        const at = r.createdAt.getTime();
        let event: RuleEvent | null = null;
        const hooks: ReplayHooks = { ask };
        if (running) {
          const keyId = r.keyId ?? stored.get(r.id)?.keyId ?? null;
          hooks.rules = (judged) => {
            if (rules === 'unreadable') return rulesUnreadable();
            event = ruleEventOf(judged.understanding.request, judged.judgement.tool, keyId);
            const plan = runningPlan(rules, event);
            return sessionRuleResults(rules, event, plan, plan.map((q) => running!.value(q, at)));
          };
        }
        const again =
          'unreplayable' in replayable
            ? replayable
            : await replay(
                { decisionId: r.id, request: replayable.request, outcome: r.outcome, reasonCodes: r.reasonCodes, createdAt: r.createdAt.toISOString() },
                // The agents as this decision saw them when that was kept; else the environment's as they are now.
                { settings, tools, registry: ctx.registry, agent: r.agentSeen ? agentFactsFromSeen(settings, r.agentSeen) : agentFactsOf(settings, ctx.agents, r.actorName) },
                hooks,
              );
        if ('unreplayable' in again) addUnreplayable(tally, again.unreplayable);
        else {
          addReplayed(tally, r.id, r.outcome, again.decision.decision, r.verdict);
          if (settings.agents_mode !== 'off') {
            if (r.agentSeen) tally.agentsRecorded!++;
            else tally.agentsNow!++;
          }
        }
        if (running) {
          // What this decision adds to the running values: its event with the candidate's outcome, or, when it
          // was not decided again, the event it recorded live (if any) as it was.
          const e: PastEvent | undefined =
            'unreplayable' in again ? stored.get(r.id) : event ? pastEventOf(r.id, event, at, again.decision.decision, payeeKey) : undefined;
          if (e) {
            running.add(e);
            events.push(e);
          }
        }
        if ((i + 1) % HEARTBEAT_EVERY === 0) heartbeat(i + 1);
      }
      const last = rows.at(-1);
      const result: BatchResult = { decisions: rows.length, next: last ? { at: last.createdAt.toISOString(), id: last.id } : input.after, done: rows.length < input.size };
      const saved = await saveBatch(db, input.envId, input.backtestId, input.batch, tally, result, events);
      // Kept for the next batch only when this one's row is the one written now (not an earlier attempt's).
      if (running && saved && !saved.done && saved.decisions === result.decisions && saved.next?.id === result.next?.id) {
        if (replays.size >= REPLAYS_KEPT) replays.delete(replays.keys().next().value!);
        replays.set(bt.id, { next: input.batch + 1, replay: running });
      }
      return saved ? { stopped: false, ...saved } : { stopped: true };
    },

    /** Sums the batches into the report and marks the backtest done; false when it was cancelled meanwhile. */
    async finishBacktest(input: { backtestId: string; envId: string }): Promise<boolean> {
      replays.delete(input.backtestId);
      const bt = await getBacktest(db, input.envId, input.backtestId);
      const model = bt?.model ? { use: 'configured' as const, max_calls: bt.model.max_calls, calls: await countBacktestCalls(db, input.backtestId) } : undefined;
      const report = backtestReport(mergeTallies(await batchTallies(db, input.backtestId)), model);
      return completeBacktest(db, input.envId, input.backtestId, report);
    },

    /** Ends a backtest as cancelled or failed (only the kind of error is kept: no request content). */
    async endBacktest(input: { backtestId: string; envId: string; status: 'cancelled' | 'failed'; error?: string }): Promise<boolean> {
      replays.delete(input.backtestId);
      return endBacktest(db, input.envId, input.backtestId, input.status, input.error ?? null);
    },
  };
}
