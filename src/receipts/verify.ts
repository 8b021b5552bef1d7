// Offline verification of a Gatehouse receipt: a tool that is about to act checks that the receipt is
// genuine (signed by a key Gatehouse publishes), not expired, about exactly this action, and that it
// permits the action (decision allow, or an approval approved). Free of server dependencies: only jose and
// the action hash, so an SDK can import it (`require('gatehouse/receipts')`).

import type { JSONWebKeySet, JWK } from './jose';
import { actionHash } from '../domain/action-hash';
import { permits, RECEIPT_ALG, RECEIPT_TYP, type ReceiptClaims } from './claims';
import { loadJose } from './jose';

export type ReceiptErrorCode = 'malformed' | 'unknown_key' | 'bad_signature' | 'expired' | 'action_mismatch' | 'wrong_environment';

/** Why a receipt was refused. */
export class ReceiptError extends Error {
  constructor(
    readonly code: ReceiptErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ReceiptError';
  }
}

/** A published receipt key: a public Ed25519 JWK with its kid and the environment it signs for. */
export interface ReceiptJwk extends JWK {
  kid: string;
  /** The organisation (slug) and environment the key signs for. */
  org?: string;
  env?: string;
}

export interface VerifyOptions {
  /** The JWKS from GET /v1/receipts/keys (or its `keys`). One of the two is required. */
  jwks?: JSONWebKeySet;
  keys?: ReceiptJwk[];
  /** The action about to run: its canonical hash must equal the receipt's action_hash. */
  action?: unknown;
  /** The organisation (slug) and environment the receipt must be for. */
  org?: string;
  env?: string;
  /** The clock (tests); default now. */
  now?: Date;
}

export interface VerifiedReceipt {
  claims: ReceiptClaims;
  /** The key that signed it. */
  kid: string;
  /** Whether the receipt lets the action run: decision allow, or approval_status approved. */
  permits: boolean;
  /** Whether an action was given and matched (false: the action was not checked). */
  actionChecked: boolean;
}

const REQUIRED: (keyof ReceiptClaims)[] = ['decision_id', 'decision', 'action_hash', 'org', 'env', 'policy_version', 'iat', 'exp'];

/** Checks signature, expiry and (when given) the action and environment. Throws ReceiptError when refused. */
export async function verifyReceipt(receipt: string, opts: VerifyOptions): Promise<VerifiedReceipt> {
  const keys = (opts.keys ?? opts.jwks?.keys) as ReceiptJwk[] | undefined;
  if (!keys) throw new TypeError('verifyReceipt needs jwks or keys');
  if (typeof receipt !== 'string' || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(receipt.trim())) throw new ReceiptError('malformed', 'not a compact JWS');
  const jose = await loadJose();
  let verified: Awaited<ReturnType<typeof jose.jwtVerify>>;
  try {
    verified = await jose.jwtVerify(receipt.trim(), jose.createLocalJWKSet({ keys: keys as JWK[] }), {
      algorithms: [RECEIPT_ALG],
      typ: RECEIPT_TYP,
      currentDate: opts.now,
      requiredClaims: REQUIRED,
    });
  } catch (err) {
    throw refusal(err);
  }
  const claims = verified.payload as unknown as ReceiptClaims;
  const kid = String(verified.protectedHeader.kid);
  const key = keys.find((k) => k.kid === kid);
  if ((key?.org !== undefined && key.org !== claims.org) || (key?.env !== undefined && key.env !== claims.env)) {
    throw new ReceiptError('wrong_environment', `key ${kid} does not sign for ${claims.org}/${claims.env}`);
  }
  if ((opts.org !== undefined && opts.org !== claims.org) || (opts.env !== undefined && opts.env !== claims.env)) {
    throw new ReceiptError('wrong_environment', `the receipt is for ${claims.org}/${claims.env}, not ${opts.org ?? claims.org}/${opts.env ?? claims.env}`);
  }
  if (opts.action !== undefined) {
    let hash: string;
    try {
      hash = actionHash(opts.action);
    } catch (err) {
      throw new ReceiptError('action_mismatch', `the action cannot be hashed: ${(err as Error).message}`);
    }
    if (claims.action_hash !== hash) throw new ReceiptError('action_mismatch', `the receipt is for another action (${claims.action_hash ?? 'none'}, this one is ${hash})`);
  }
  return { claims, kid, permits: permits(claims), actionChecked: opts.action !== undefined };
}

function refusal(err: unknown): ReceiptError {
  const code = (err as { code?: string }).code;
  const msg = (err as Error).message;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return new ReceiptError('expired', 'the receipt has expired');
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return new ReceiptError('unknown_key', 'no published key matches the receipt (wrong JWKS, or a key retired after its receipts expired)');
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return new ReceiptError('bad_signature', 'the signature does not verify: the receipt was altered or not signed by Gatehouse');
    default:
      return new ReceiptError('malformed', `not a valid receipt: ${msg}`);
  }
}

/** The kid in a receipt's protected header (unverified), e.g. to fetch its key. */
export async function receiptKid(receipt: string): Promise<string> {
  const jose = await loadJose();
  try {
    const kid = jose.decodeProtectedHeader(receipt.trim()).kid;
    if (typeof kid === 'string') return kid;
  } catch {
    // reported below
  }
  throw new ReceiptError('malformed', 'the receipt names no key (kid)');
}

/** The path of an environment's JWKS (contract 0.6.0): the organisation's slug and `test` or `live`, as a receipt's claims name them. */
export const receiptJwksPath = (org: string, env: string): string => `/v1/receipts/${encodeURIComponent(org)}/${encodeURIComponent(env)}/jwks.json`;

/** The organisation and environment a receipt names (unverified), e.g. to fetch its environment's keys. */
export async function receiptEnv(receipt: string): Promise<{ org: string; env: string }> {
  const jose = await loadJose();
  try {
    const { org, env } = jose.decodeJwt(receipt.trim());
    if (typeof org === 'string' && typeof env === 'string') return { org, env };
  } catch {
    // reported below
  }
  throw new ReceiptError('malformed', 'the receipt names no organisation and environment (org, env)');
}

/**
 * The JWKS URL for a receipt. `base` is the service's URL (http://host:port[/prefix]): the JWKS of the
 * receipt's environment, `…/v1/receipts/{org}/{env}/jwks.json`. A JWKS URL is kept as it is (`…/jwks.json`;
 * `…/v1/receipts/keys`, with the receipt's kid added unless the URL already selects keys).
 */
export async function jwksUrlFor(base: string, receipt: string): Promise<string> {
  const u = new URL(base);
  if (u.pathname.endsWith('/jwks.json')) return u.toString();
  if (u.pathname.endsWith('/v1/receipts/keys')) {
    if (!u.searchParams.has('kid')) u.searchParams.set('kid', await receiptKid(receipt));
    return u.toString();
  }
  const { org, env } = await receiptEnv(receipt);
  u.pathname = `${u.pathname.replace(/\/+$/, '')}${receiptJwksPath(org, env)}`;
  return u.toString();
}

/** Fetches the JWKS that holds a receipt's key from a running Gatehouse (see jwksUrlFor). */
export async function fetchReceiptKeys(base: string, receipt: string, signal?: AbortSignal): Promise<JSONWebKeySet> {
  const res = await fetch(await jwksUrlFor(base, receipt), { headers: { accept: 'application/json' }, signal: signal ?? AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`the keys endpoint answered ${res.status}`);
  const body = (await res.json()) as JSONWebKeySet;
  if (!body || !Array.isArray(body.keys)) throw new Error('the keys endpoint did not answer a JWKS');
  return body;
}
