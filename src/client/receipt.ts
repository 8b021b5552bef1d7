// Decision receipts: a compact JWS the service signs over a decision, checked against the service's published
// keys (GET /v1/receipts/keys, a JWKS) or keys the caller already holds. Built on jose (loaded when used).

import { GatehouseError } from './errors';

export interface Jwks {
  keys: Record<string, unknown>[];
}

export interface VerifyReceiptOptions {
  /** The keys to check against (a JWKS). */
  jwks: Jwks;
  /** When given, the receipt's `action_hash` must equal it. */
  actionHash?: string;
}

export interface VerifiedReceipt {
  /** The signed claims. */
  payload: Record<string, unknown>;
  /** The JWS protected header (alg, kid, …). */
  header: Record<string, unknown>;
}

/** Checks a receipt's signature (and optionally its action hash); throws GatehouseError `invalid_receipt` otherwise. */
export async function verifyReceiptWithKeys(receipt: string, opts: VerifyReceiptOptions): Promise<VerifiedReceipt> {
  const { compactVerify, createLocalJWKSet } = await import('jose');
  let verified: Awaited<ReturnType<typeof compactVerify>>;
  try {
    verified = await compactVerify(receipt, createLocalJWKSet(opts.jwks as Parameters<typeof createLocalJWKSet>[0]));
  } catch (err) {
    throw new GatehouseError(0, 'invalid_receipt', `receipt not verified: ${err instanceof Error ? err.message : String(err)}`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(verified.payload));
  } catch {
    throw new GatehouseError(0, 'invalid_receipt', 'receipt payload is not JSON');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new GatehouseError(0, 'invalid_receipt', 'receipt payload is not an object');
  const claims = payload as Record<string, unknown>;
  if (opts.actionHash !== undefined && claims.action_hash !== opts.actionHash) {
    throw new GatehouseError(0, 'invalid_receipt', 'receipt is for another action (action_hash differs)');
  }
  return { payload: claims, header: verified.protectedHeader as Record<string, unknown> };
}
