// The audit chain's cost per decision (issue 27), for npm run bench: the statement that records a rule-only
// decision, run with its chain append and without it, interleaved one by one (so that a machine whose load
// changes during the run affects both alike), on an environment of its own. The difference of the medians is
// what the chain adds to a decision's critical path; the bench compares it with the rule-only p50 of the run.

import { performance } from 'node:perf_hooks';
import type { Decision } from '../src/domain/types';
import type { Db } from '../src/store/db';
import { recordDecision } from '../src/store/decisions';
import { newDecisionId } from '../src/store/ids';

export interface AuditChainCost {
  n: number;
  withChainP50: number;
  withoutChainP50: number;
  /** withChainP50 - withoutChainP50, ms. */
  costMs: number;
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Records `n` decisions each way (copies of `sample`, new ids) into the environment and times each statement. */
export async function measureAuditChainCost(db: Db, env: { orgId: string; envId: string }, sample: Decision, n = 300): Promise<AuditChainCost> {
  const times = { with: [] as number[], without: [] as number[] };
  const record = async (chain: boolean) => {
    const decision = { ...sample, decision_id: newDecisionId(), created_at: new Date().toISOString() };
    const t = performance.now();
    await recordDecision(
      db,
      { orgId: env.orgId, envId: env.envId, decision, actorName: 'bench-agent', retention: 'metadata', content: { mediaType: 'application/json', bytes: 120, body: { action: sample.action } } },
      { chain, count: { cap: 1_000_000_000, capApplied: false, capReached: () => decision } },
    );
    (chain ? times.with : times.without).push(performance.now() - t);
  };
  for (let i = 0; i < 20; i++) await record(i % 2 === 0);
  times.with.length = times.without.length = 0;
  for (let i = 0; i < n; i++) {
    // Alternate which goes first, so that neither always follows the other.
    const first = i % 2 === 0;
    await record(first);
    await record(!first);
  }
  const withChainP50 = p50(times.with);
  const withoutChainP50 = p50(times.without);
  return { n, withChainP50, withoutChainP50, costMs: withChainP50 - withoutChainP50 };
}
