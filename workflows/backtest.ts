// A backtest (issue 28): the stored decisions of a window decided again with a candidate, batch by batch.
// Deterministic code only: the I/O lives in activities/backtest.ts. The run waits for its environment's turn
// (one backtest at a time per environment), runs each batch as an activity that heartbeats (a worker that
// dies mid-batch loses only that attempt; the retry finds the batch's row if it was written), continues as
// new after `batchesPerRun` batches so that a long window never grows one history without bound, and ends
// as cancelled when cancelled (from the API, CLI or console), recording that even while being cancelled.

import { CancellationScope, continueAsNew, isCancellation, proxyActivities, sleep, workflowInfo } from '@temporalio/workflow';
import type { createBacktestActivities } from '../activities/backtest';
import type { Cursor } from '../src/store/backtests';

type Activities = ReturnType<typeof createBacktestActivities>;

export interface BacktestTuning {
  /** Decisions per batch. */
  batchSize: number;
  /** Batches per run before it continues as new. */
  batchesPerRun: number;
  /** A batch that has not heartbeat for this long is retried (on another worker). */
  heartbeatMs: number;
  /** How often a queued backtest asks for its environment's turn. */
  pollMs: number;
}

export interface BacktestInput {
  backtestId: string;
  envId: string;
  tuning: BacktestTuning;
  /** Set when continued as new: where the next batch starts, its number, and that the turn was taken. */
  after?: Cursor | null;
  batch?: number;
  claimed?: boolean;
}

export type BacktestResult = { status: 'done' | 'cancelled'; batches: number };

export async function runBacktest(input: BacktestInput): Promise<BacktestResult> {
  const { tuning } = input;
  const acts = proxyActivities<Activities>({
    startToCloseTimeout: '30 minutes',
    heartbeatTimeout: tuning.heartbeatMs,
    retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 20 },
  });
  const ids = { backtestId: input.backtestId, envId: input.envId };
  let batch = input.batch ?? 0;
  let after = input.after ?? null;
  let next: 'more' | 'continue' | 'done' | 'cancelled' = 'more';
  try {
    if (!input.claimed) {
      for (;;) {
        const turn = await acts.claimBacktest(ids);
        if (turn === 'running') break;
        if (turn === 'ended') return { status: 'cancelled', batches: batch };
        await sleep(tuning.pollMs);
      }
    }
    for (let inRun = 0; next === 'more'; ) {
      const r = await acts.runBacktestBatch({ ...ids, batch, after, size: tuning.batchSize });
      if (r.stopped) {
        next = 'cancelled';
        break;
      }
      batch++;
      after = r.next;
      if (r.done) next = 'done';
      else if (++inRun >= tuning.batchesPerRun || workflowInfo().continueAsNewSuggested) next = 'continue';
    }
    if (next === 'done') {
      const finished = await acts.finishBacktest(ids);
      return { status: finished ? 'done' : 'cancelled', batches: batch };
    }
  } catch (err) {
    if (isCancellation(err)) {
      await CancellationScope.nonCancellable(() => acts.endBacktest({ ...ids, status: 'cancelled' }));
      return { status: 'cancelled', batches: batch };
    }
    await CancellationScope.nonCancellable(() => acts.endBacktest({ ...ids, status: 'failed', error: err instanceof Error ? err.name : 'Error' }));
    throw err;
  }
  if (next === 'cancelled') return { status: 'cancelled', batches: batch };
  // Outside the try: continuing as new is not a failure.
  return continueAsNew<typeof runBacktest>({ ...input, after, batch, claimed: true });
}
