// Decision receipts for client code: the checks of `gatehouse/receipts` (signature, expiry, the action's
// hash), with a refusal reported as GatehouseError `invalid_receipt` like every other client failure.

import { RECEIPT_ALG, type ReceiptClaims } from '../receipts/claims';
import { ReceiptError, verifyReceipt } from '../receipts/verify';
import { GatehouseError } from './errors';

export interface Jwks {
  keys: Record<string, unknown>[];
}

export interface VerifyReceiptOptions {
  /** The keys to check against (a JWKS). */
  jwks: Jwks;
  /** When given, the receipt's `action_hash` must equal it. */
  actionHash?: string;
  /** When given, the action about to run: its canonical hash must equal the receipt's `action_hash`. */
  action?: unknown;
}

export interface VerifiedReceipt {
  /** The signed claims. */
  payload: ReceiptClaims;
  /** The JWS protected header (alg, kid). */
  header: { alg: string; kid: string };
  /** Whether the receipt lets the action run: `allow`, or an approval `approved`. */
  permits: boolean;
}

/** Checks a receipt's signature, expiry and (optionally) its action; throws GatehouseError `invalid_receipt` otherwise. */
export async function verifyReceiptWithKeys(receipt: string, opts: VerifyReceiptOptions): Promise<VerifiedReceipt> {
  try {
    const v = await verifyReceipt(receipt, { jwks: opts.jwks as Parameters<typeof verifyReceipt>[1]['jwks'], action: opts.action });
    if (opts.actionHash !== undefined && v.claims.action_hash !== opts.actionHash) {
      throw new GatehouseError(0, 'invalid_receipt', 'receipt is for another action (action_hash differs)');
    }
    return { payload: v.claims, header: { alg: RECEIPT_ALG, kid: v.kid }, permits: v.permits };
  } catch (err) {
    if (err instanceof ReceiptError) throw new GatehouseError(0, 'invalid_receipt', `receipt not verified (${err.code}): ${err.message}`);
    throw err;
  }
}
