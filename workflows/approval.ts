// One review decision's approval (issue 15): started by the API once the decision is recorded, it waits for
// a verdict (the `verdict` signal, sent after a verdict from any channel resolved the approval row) or its
// durable timer (the approval's expiry). Then it settles the row (expiring it when the timer fired), sends
// the one escalation mail of an expired approval, and posts the webhook events. The row in PostgreSQL is the
// truth; the signal only wakes the run early, so a lost signal delays the webhook, never the verdict.
//
// Webhook events go out one after the other (requested, then resolved or expired), each an activity that
// Temporal retries with exponential back-off for up to 24 hours: every attempt is visible in the run.

import { condition, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { createApprovalActivities, WebhookEventType, WebhookResult } from '../activities/approvals';
import type { Approval } from '../src/domain/types';
import { VERDICT_SIGNAL } from './types';

type ApprovalActivities = ReturnType<typeof createApprovalActivities>;

export interface ApprovalInput {
  decisionId: string;
  envId: string;
  /** When the approval expires (ISO time): the timer is set for it. */
  expiresAt: string;
  actionType: string | null;
  /** First retry of a failed webhook delivery, in ms (default 2000; doubles up to an hour, for 24 hours). */
  webhookRetryInitialMs?: number;
}

export interface ApprovalResult {
  status: Approval['status'] | 'missing';
  webhooks: WebhookResult[];
}

/** A verdict resolved the approval row: wake up and settle it. */
export const verdictSignal = defineSignal(VERDICT_SIGNAL);

const { settleApproval, escalateApproval } = proxyActivities<ApprovalActivities>({
  startToCloseTimeout: '1m',
  retry: { initialInterval: '1s', backoffCoefficient: 2, maximumInterval: '5m' },
});

/** Webhook deliveries: retried with exponential back-off from `initialMs` (default 2 s) up to an hour, for 24 hours. */
function webhookDelivery(initialMs: number | undefined): ApprovalActivities['deliverWebhook'] {
  return proxyActivities<ApprovalActivities>({
    startToCloseTimeout: '15s',
    scheduleToCloseTimeout: '24h',
    retry: { initialInterval: Math.max(100, initialMs ?? 2000), backoffCoefficient: 2, maximumInterval: '1h' },
  }).deliverWebhook;
}

export async function awaitApproval(input: ApprovalInput): Promise<ApprovalResult> {
  let woken = false;
  setHandler(verdictSignal, () => {
    woken = true;
  });
  const deliverWebhook = webhookDelivery(input.webhookRetryInitialMs);
  const base = { decision_id: input.decisionId, action_type: input.actionType };
  const post = (type: WebhookEventType, data: Record<string, unknown>): Promise<WebhookResult> =>
    deliverWebhook({ envId: input.envId, id: `${type}:${input.decisionId}`, type, timestamp: new Date().toISOString(), data: { ...base, ...data } }).catch(
      (): WebhookResult => ({ type, status: 'failed' }),
    );
  const requested = post('approval.requested', { status: 'pending', expires_at: input.expiresAt, decided_at: null, channel: null });

  const expiresAt = Date.parse(input.expiresAt);
  let approval: Approval | null;
  for (;;) {
    const left = expiresAt - Date.now();
    const woke = left > 0 ? await condition(() => woken, left) : woken;
    woken = false;
    ({ approval } = await settleApproval({ envId: input.envId, decisionId: input.decisionId, expire: !woke }));
    // Still pending after a wake-up: a stray signal (a verdict that came too late resolves nothing); wait on.
    if (approval?.status !== 'pending') break;
  }
  if (!approval) return { status: 'missing', webhooks: [await requested] };
  if (approval.status === 'expired') await escalateApproval({ envId: input.envId, decisionId: input.decisionId, expiresAt: input.expiresAt, actionType: input.actionType });
  const first = await requested;
  const last = await post(approval.status === 'expired' ? 'approval.expired' : 'approval.resolved', { ...approval });
  return { status: approval.status, webhooks: [first, last] };
}

export interface RevocationInput {
  decisionId: string;
  envId: string;
  actionType: string | null;
  webhookRetryInitialMs?: number;
}

/**
 * A later `denied` or `changed` verdict took back an approved approval (issue 25): posts `approval.revoked`
 * with the approval as it stands now (its own webhook-id, so a receiver that deduplicated the earlier
 * `approval.resolved` still gets it). Started by the verdict's channel once the verdict is committed; the row
 * is the truth, this only tells the receiver.
 */
export async function announceRevocation(input: RevocationInput): Promise<ApprovalResult> {
  const deliverWebhook = webhookDelivery(input.webhookRetryInitialMs);
  const { approval } = await settleApproval({ envId: input.envId, decisionId: input.decisionId, expire: false });
  if (!approval) return { status: 'missing', webhooks: [] };
  const type = 'approval.revoked';
  const sent = await deliverWebhook({
    envId: input.envId,
    id: `${type}:${input.decisionId}`,
    type,
    timestamp: new Date().toISOString(),
    data: { decision_id: input.decisionId, action_type: input.actionType, ...approval },
  }).catch((): WebhookResult => ({ type, status: 'failed' }));
  return { status: approval.status, webhooks: [sent] };
}
