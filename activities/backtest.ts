// The backtest workflow's I/O (issue 28): taking the environment's turn, one batch of stored decisions
// decided again with the candidate, and the report. A batch writes its row once, keyed by (backtest,
// batch), so one retried after its worker died counts nothing twice; it heartbeats while it works.

import { Context } from '@temporalio/activity';
import { candidateTools } from '../src/decision/candidate';
import { agentFactsOf, redecide, replayableRequest } from '../src/decision/redecide';
import { addReplayed, addUnreplayable, backtestReport, emptyTally, mergeTallies } from '../src/domain/backtest';
import {
  batchTallies,
  claimBacktest,
  completeBacktest,
  endBacktest,
  getBacktest,
  getBatch,
  readWindowBatch,
  replayContext,
  saveBatch,
  type BatchResult,
  type Cursor,
} from '../src/store/backtests';
import type { Db } from '../src/store/db';

export interface BacktestActivityDeps {
  db: Db;
}

/** Heartbeats when running as an activity; a no-op when called directly (bench, tests). */
function heartbeat(details?: unknown): void {
  try {
    Context.current().heartbeat(details);
  } catch {
    // not inside an activity
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

export function createBacktestActivities(deps: BacktestActivityDeps) {
  const { db } = deps;

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
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i];
        const path = r.content !== null && typeof r.content === 'object' && !('action' in r.content) ? 'intake' : 'structured';
        const replay = replayableRequest(path, r.mode, r.content);
        if ('unreplayable' in replay) addUnreplayable(tally, replay.unreplayable);
        else {
          const again = await redecide(
            { decisionId: r.id, request: replay.request, outcome: r.outcome, reasonCodes: r.reasonCodes, createdAt: r.createdAt.toISOString() },
            { settings, tools, registry: ctx.registry, agent: agentFactsOf(settings, ctx.agents, r.actorName) },
          );
          addReplayed(tally, r.id, r.outcome, again.decision, r.verdict);
        }
        if ((i + 1) % HEARTBEAT_EVERY === 0) heartbeat(i + 1);
      }
      const last = rows.at(-1);
      const result: BatchResult = { decisions: rows.length, next: last ? { at: last.createdAt.toISOString(), id: last.id } : input.after, done: rows.length < input.size };
      const saved = await saveBatch(db, input.envId, input.backtestId, input.batch, tally, result);
      return saved ? { stopped: false, ...saved } : { stopped: true };
    },

    /** Sums the batches into the report and marks the backtest done; false when it was cancelled meanwhile. */
    async finishBacktest(input: { backtestId: string; envId: string }): Promise<boolean> {
      const report = backtestReport(mergeTallies(await batchTallies(db, input.backtestId)));
      return completeBacktest(db, input.envId, input.backtestId, report);
    },

    /** Ends a backtest as cancelled or failed (only the kind of error is kept: no request content). */
    async endBacktest(input: { backtestId: string; envId: string; status: 'cancelled' | 'failed'; error?: string }): Promise<boolean> {
      return endBacktest(db, input.envId, input.backtestId, input.status, input.error ?? null);
    },
  };
}
