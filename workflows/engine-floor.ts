import { proxyLocalActivities } from '@temporalio/workflow';
import type { createActivities } from '../activities';

/** An empty workflow: the benchmark's floor for what one start-and-await through Temporal costs. */
export async function engineFloor(): Promise<void> {
  return;
}

const { engineFloorStep } = proxyLocalActivities<ReturnType<typeof createActivities>>({ startToCloseTimeout: '10s' });

/**
 * The empty workflow with one local activity that does nothing: a decision run's shape (its one step, as
 * docs/architecture.md has it) without a decision. The benchmark's reference for what the engine alone
 * costs a run of that shape (scripts/bench.ts, phase floor-local-sat).
 */
export async function engineFloorLocal(): Promise<void> {
  await engineFloorStep();
}
