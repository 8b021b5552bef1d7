// The daily retention sweep, started by the `retention-daily` Temporal Schedule. Its result (the counts of
// what was deleted) is what the Temporal UI shows for each run.

import { proxyActivities } from '@temporalio/workflow';
import type { createRetentionActivities } from '../activities/retention';
import type { SweepCounts } from '../src/store/retention';

const { sweepRetention } = proxyActivities<ReturnType<typeof createRetentionActivities>>({
  startToCloseTimeout: '1 hour',
  heartbeatTimeout: '2 minutes',
  retry: { initialInterval: '30 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 5 },
});

export async function retentionSweep(): Promise<SweepCounts> {
  return sweepRetention();
}
