// Every decision answered (POST /v1/gate/evaluate, GET /v1/decisions/{id}) goes out through here: with its
// action hash and a receipt signed now, over what the decision says now.

import type { Decision } from '../domain/types';
import { signReceipt, type ReceiptEnv, type ReceiptKeys } from '../receipts/sign';
import { errorName, log } from '../lib/log';

/** The status of the decision's approval when it has one (`approval.status`), else null. */
export const approvalStatusOf = (d: object): string | null => {
  const status = (d as { approval?: { status?: unknown } | null }).approval?.status;
  return typeof status === 'string' ? status : null;
};

export type DecisionResponse<D extends Decision> = D & { action_hash: string | null; receipt: string | null };

/**
 * The decision with `action_hash` and `receipt`. A receipt that cannot be signed (its key cannot be read
 * from the store) is null, which permits nothing; the decision itself stands as recorded.
 */
export async function decisionResponse<D extends Decision>(receipts: ReceiptKeys, env: ReceiptEnv, decision: D): Promise<DecisionResponse<D>> {
  const actionHash = decision.action_hash ?? null;
  let receipt: string | null = null;
  try {
    receipt = await signReceipt(receipts, env, {
      decisionId: decision.decision_id,
      decision: decision.decision,
      approvalStatus: approvalStatusOf(decision),
      actionHash,
      policyVersion: decision.policy_version,
    });
  } catch (err) {
    log.warn('receipt could not be signed', { decision_id: decision.decision_id, error: errorName(err) });
  }
  return { ...decision, action_hash: actionHash, receipt };
}
