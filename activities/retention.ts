// The retention sweep's I/O. The clock is a dependency, so tests run an expiry "31 days from now" at once.

import { heartbeat } from './heartbeat';
import type { Db } from '../src/store/db';
import { sweep, type SweepCounts } from '../src/store/retention';

export interface RetentionDeps {
  db: Db;
  now?: () => Date;
  /** Rows per statement (5,000 by default). */
  batch?: number;
}

export function createRetentionActivities(deps: RetentionDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Deletes decision content past its expiry, decision records past 13 months (with their content and
     * verdicts), idempotency keys and model-call reservations past 24 hours, and payload keys past their lifetime. Returns the counts.
     */
    async sweepRetention(): Promise<SweepCounts> {
      return sweep(deps.db, now(), { limit: deps.batch, onBatch: heartbeat });
    },
  };
}
