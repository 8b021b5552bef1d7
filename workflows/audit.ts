// The audit chain's checkpoint pass, started every minute by the `audit-checkpoints` Temporal Schedule
// (src/runtime/temporal.ts). Its result is the number of checkpoints it signed.

import { proxyActivities } from '@temporalio/workflow';
import type { createAuditActivities } from '../activities/audit';

const { signAuditCheckpoints } = proxyActivities<ReturnType<typeof createAuditActivities>>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 3 },
});

export async function auditCheckpoints(): Promise<number> {
  return signAuditCheckpoints();
}
