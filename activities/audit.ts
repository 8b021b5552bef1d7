// The audit chain's checkpoint pass (issue 27): signs what is due with each environment's receipt key.
// Idempotent: a checkpoint is stored once per (environment, seq), so a retried pass adds nothing twice.

import type { Db } from '../src/store/db';
import { makeCheckpoints } from '../src/receipts/audit-checkpoints';
import type { ReceiptKeys } from '../src/receipts/sign';

export interface AuditDeps {
  db: Db;
  receipts: ReceiptKeys;
  now?: () => Date;
}

export function createAuditActivities(deps: AuditDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Signs and stores the checkpoints due (each 1,000th entry; the head after 10 minutes); returns how many. */
    async signAuditCheckpoints(): Promise<number> {
      return makeCheckpoints(deps.db, deps.receipts, now());
    },
  };
}
