// What a receipt says. Shared by the signer (server) and the verifier (no server dependency).

export const RECEIPT_ALG = 'EdDSA';
export const RECEIPT_TYP = 'gatehouse-receipt+jwt';
/** A receipt's lifetime unless configured (GATEHOUSE_RECEIPT_TTL_S): 30 days. */
export const DEFAULT_RECEIPT_TTL_S = 30 * 86_400;

export interface ReceiptClaims {
  decision_id: string;
  decision: 'allow' | 'review' | 'deny' | 'more_information';
  /** The approval's status when the decision opened one; null otherwise. */
  approval_status: string | null;
  /** "sha256:" + hex of the canonical action (src/domain/action-hash.ts); null for decisions recorded before 0.5.0. */
  action_hash: string | null;
  /** The organisation's slug. */
  org: string;
  /** The environment: test or live. */
  env: string;
  policy_version: string;
  /** Seconds since the epoch: when this receipt was signed. */
  iat: number;
  /** Seconds since the epoch: after this the receipt is refused. */
  exp: number;
}

/** Whether the receipt lets the action run: the decision was allow, or a person approved it. */
export const permits = (c: Pick<ReceiptClaims, 'decision' | 'approval_status'>): boolean => c.decision === 'allow' || c.approval_status === 'approved';
