// Signing receipts (server side). A receipt is a compact JWS (EdDSA, Ed25519) over what the decision says
// now: it is signed when a decision is answered (POST /v1/gate/evaluate, GET /v1/decisions/{id}), so a
// later approval's status is in the receipt fetched after it.
//
// Keys: one per environment, made on first use (src/store/receipt-keys.ts), the private key wrapped under
// the payload master key. Decrypted keys stay in this process's memory, so signing costs one Ed25519
// signature; which key is current is re-read at most once a minute, so a rotation by another process
// (the CLI) takes effect here within a minute. A retired key stays published for the receipts' lifetime plus
// that minute and a margin, so no receipt outlives its public key.

import type { Db } from '../store/db';
import { newId } from '../store/ids';
import {
  addFirstReceiptKey,
  currentReceiptKey,
  publishedEnvReceiptKeys,
  publishedReceiptKeys,
  receiptKeyAad,
  receiptKeyById,
  rotateReceiptKey,
  type NewReceiptKey,
  type ReceiptKeyRow,
} from '../store/receipt-keys';
import type { MasterKeys } from '../store/codec';
import { errorName, log } from '../lib/log';
import { DEFAULT_RECEIPT_TTL_S, RECEIPT_ALG, RECEIPT_TYP, type ReceiptClaims } from './claims';
import { loadJose, type CryptoKey } from './jose';
import type { ReceiptJwk } from './verify';

/** How long a process signs with the key it knows before checking which key is current. */
export const CURRENT_KEY_REFRESH_MS = 60_000;
/** How long GET /v1/receipts/keys answers a kid from memory (never past a retired key's publication). */
export const PUBLISHED_CACHE_MS = 60_000;
/** At most this many kids are remembered (the oldest are forgotten first). */
const PUBLISHED_CACHE_MAX = 10_000;
/** Beyond the receipts' lifetime, how long a retired key stays published (refresh, clock skew). */
export const PUBLISH_MARGIN_S = 600;
/** How long a process answers an environment's JWKS from memory (GET /v1/receipts/{org}/{env}/jwks.json). */
export const JWKS_CACHE_MS = 10_000;
/** At most this many environments' key sets (or their absence) are held in memory; the oldest go first. */
const JWKS_CACHE_MAX = 10_000;

/** The environment a receipt is signed for. */
export interface ReceiptEnv {
  orgId: string;
  envId: string;
  /** The organisation's slug and the environment's kind, as the receipt names them. */
  orgSlug: string;
  kind: string;
}

/** What the receipt says about the decision. */
export interface ReceiptSubject {
  decisionId: string;
  decision: ReceiptClaims['decision'];
  /** The approval's status (pending, approved, denied, changed, expired) when the decision has one; else null. */
  approvalStatus: string | null;
  actionHash: string | null;
  policyVersion: string;
}

interface Signing {
  kid: string;
  key: CryptoKey;
  checkedAt: number;
}

/** An environment's published keys as read at `at` (Date.now()); null keys: no such environment. */
interface EnvKeySet {
  at: number;
  envId: string | null;
  keys: ReceiptJwk[] | null;
}

const publicJwk = (kid: string, jwk: Record<string, string>, org: string, env: string): ReceiptJwk => ({ ...jwk, kid, alg: RECEIPT_ALG, use: 'sig', org, env });

export class ReceiptKeys {
  private readonly signing = new Map<string, Signing>();
  private readonly publishedCache = new Map<string, { until: number; jwk: ReceiptJwk | null }>();
  private readonly privateKeys = new Map<string, CryptoKey>();
  private readonly pending = new Map<string, Promise<Signing>>();
  private readonly envKeySets = new Map<string, EnvKeySet>();
  readonly ttlS: number;
  private readonly now: () => Date;
  private readonly refreshMs: number;

  constructor(
    private readonly db: Db,
    private readonly masters: MasterKeys,
    opts: { ttlS?: number; now?: () => Date; refreshMs?: number } = {},
  ) {
    this.ttlS = opts.ttlS ?? DEFAULT_RECEIPT_TTL_S;
    this.now = opts.now ?? (() => new Date());
    this.refreshMs = Math.min(opts.refreshMs ?? CURRENT_KEY_REFRESH_MS, CURRENT_KEY_REFRESH_MS);
  }

  /** How long a retired key stays published: the longest a receipt it signed may live, and a margin. */
  get publishForS(): number {
    return this.ttlS + CURRENT_KEY_REFRESH_MS / 1000 + PUBLISH_MARGIN_S;
  }

  /** The environment's current signing key (created on first use); from memory but for a check once a minute. */
  async signingKey(env: Pick<ReceiptEnv, 'orgId' | 'envId'>): Promise<{ kid: string; key: CryptoKey }> {
    const known = this.signing.get(env.envId);
    if (known && Date.now() - known.checkedAt < this.refreshMs) return known;
    let p = this.pending.get(env.envId);
    if (!p) {
      p = this.loadCurrent(env).finally(() => this.pending.delete(env.envId));
      this.pending.set(env.envId, p);
    }
    // A check that fails (the store is away) keeps the key known: it is still published; the next answer checks again.
    if (!known) return p;
    return p.catch((err) => {
      log.warn('receipt key check failed; signing with the key known', { error: errorName(err) });
      return known;
    });
  }

  private async loadCurrent(env: Pick<ReceiptEnv, 'orgId' | 'envId'>): Promise<Signing> {
    const row = (await currentReceiptKey(this.db, env.envId)) ?? (await addFirstReceiptKey(this.db, await this.newKey(env)));
    const s: Signing = { kid: row.id, key: await this.privateKey(row), checkedAt: Date.now() };
    this.signing.set(env.envId, s);
    return s;
  }

  private async privateKey(row: ReceiptKeyRow): Promise<CryptoKey> {
    const cached = this.privateKeys.get(row.id);
    if (cached) return cached;
    const pem = this.masters.unwrap(row.master_id, row.wrapped, receiptKeyAad(row.id, row.env_id));
    if (!pem) throw new Error(`receipt key ${row.id} is wrapped under master key ${row.master_id}, which GATEHOUSE_PAYLOAD_KEY does not hold`);
    const jose = await loadJose();
    const key = await jose.importPKCS8(pem.toString('utf8'), RECEIPT_ALG);
    this.privateKeys.set(row.id, key);
    return key;
  }

  /** A new key pair, its private half wrapped under the current master key. */
  private async newKey(env: Pick<ReceiptEnv, 'orgId' | 'envId'>): Promise<NewReceiptKey> {
    const jose = await loadJose();
    const pair = await jose.generateKeyPair(RECEIPT_ALG, { crv: 'Ed25519', extractable: true });
    const id = newId('rk');
    const { kty, crv, x } = await jose.exportJWK(pair.publicKey);
    const { masterId, wrapped } = this.masters.wrap(Buffer.from(await jose.exportPKCS8(pair.privateKey), 'utf8'), receiptKeyAad(id, env.envId));
    return { id, orgId: env.orgId, envId: env.envId, publicJwk: { kty: kty!, crv: crv!, x: x! }, masterId, wrapped };
  }

  /** Makes a new key current; the replaced one (if any) stays published until its receipts have expired. */
  async rotate(env: Pick<ReceiptEnv, 'orgId' | 'envId'>): Promise<{ kid: string; retired: { kid: string; publishedUntil: Date } | null }> {
    const key = await this.newKey(env);
    const retired = await rotateReceiptKey(this.db, key, this.publishForS);
    this.signing.delete(env.envId);
    this.envKeySets.clear();
    return { kid: key.id, retired: retired ? { kid: retired.id, publishedUntil: retired.published_until! } : null };
  }

  /**
   * The public keys (JWKs) among `kids` that are still published. Each kid's answer (a key, or none) is kept
   * in memory for PUBLISHED_CACHE_MS, never past a retired key's publication, so a burst of requests costs
   * the store at most one query per new kid a minute.
   */
  async published(kids: string[]): Promise<ReceiptJwk[]> {
    const now = this.now().getTime();
    const missing = kids.filter((k) => !((this.publishedCache.get(k)?.until ?? 0) > now));
    if (missing.length > 0) {
      const rows = new Map((await publishedReceiptKeys(this.db, missing, this.now())).map((r) => [r.id, r]));
      for (const kid of missing) {
        const r = rows.get(kid);
        const until = Math.min(now + PUBLISHED_CACHE_MS, r?.published_until?.getTime() ?? Infinity);
        this.publishedCache.delete(kid);
        this.publishedCache.set(kid, { until, jwk: r ? { ...r.public_jwk, kid: r.id, alg: RECEIPT_ALG, use: 'sig', org: r.org, env: r.env } : null });
      }
      for (const oldest of this.publishedCache.keys()) {
        if (this.publishedCache.size <= PUBLISHED_CACHE_MAX) break;
        this.publishedCache.delete(oldest);
      }
    }
    // In the order the keys were made (kids are ULIDs): the oldest first, as the store lists them.
    return kids
      .map((k) => this.publishedCache.get(k)?.jwk)
      .filter((j): j is ReceiptJwk => !!j)
      .sort((a, b) => (a.kid < b.kid ? -1 : a.kid > b.kid ? 1 : 0));
  }

  /** Forgets the published keys remembered (tests: what the cache's expiry does within a minute). */
  forgetPublished(): void {
    this.publishedCache.clear();
  }

  /**
   * The public keys an environment publishes (its current key, and retired ones whose receipts may still
   * be valid), by the organisation's slug and the environment's kind; null when there is no such
   * environment. Answered from memory for JWKS_CACHE_MS, unless this process now signs for the
   * environment with a key the set lacks (a first key, a rotation seen here).
   */
  async publishedFor(org: string, env: string): Promise<ReceiptJwk[] | null> {
    const id = `${org}/${env}`;
    const known = this.envKeySets.get(id);
    const signingKid = known?.envId ? this.signing.get(known.envId)?.kid : undefined;
    const fresh = known && Date.now() - known.at < JWKS_CACHE_MS && (!signingKid || known.keys?.some((k) => k.kid === signingKid));
    if (fresh) return known.keys;
    const found = await publishedEnvReceiptKeys(this.db, org, env, this.now());
    const set: EnvKeySet = { at: Date.now(), envId: found?.envId ?? null, keys: found ? found.keys.map((k) => publicJwk(k.id, k.public_jwk, org, env)) : null };
    this.envKeySets.delete(id);
    if (this.envKeySets.size >= JWKS_CACHE_MAX) this.envKeySets.delete(this.envKeySets.keys().next().value!);
    this.envKeySets.set(id, set);
    return set.keys;
  }

  /** A key of this environment (tests, CLI): null when it is not this environment's. */
  keyRow(envId: string, kid: string): Promise<ReceiptKeyRow | null> {
    return receiptKeyById(this.db, envId, kid);
  }

  /** Seconds since the epoch, by this signer's clock. */
  nowS(): number {
    return Math.floor(this.now().getTime() / 1000);
  }
}

/**
 * Loads jose and signs once with a throwaway key of the receipts' algorithm, so that the first answer's
 * receipt does not pay for the module's load and WebCrypto's first use (0.1 s on an idle 2-core machine,
 * several times that on a busy one). Nothing is stored. Returns the time it took.
 */
export async function warmReceiptSigning(): Promise<number> {
  const t0 = performance.now();
  const jose = await loadJose();
  const { privateKey } = await jose.generateKeyPair(RECEIPT_ALG, { crv: 'Ed25519' });
  await new jose.SignJWT({}).setProtectedHeader({ alg: RECEIPT_ALG, typ: RECEIPT_TYP }).sign(privateKey);
  return performance.now() - t0;
}

/**
 * Signs a receipt for a decision as it stands now, with the environment's current key:
 * {decision_id, decision, approval_status, action_hash, org, env, policy_version, iat, exp}, `kid` in the
 * protected header. Valid for `keys.ttlS` seconds.
 */
export async function signReceipt(keys: ReceiptKeys, env: ReceiptEnv, subject: ReceiptSubject): Promise<string> {
  const { kid, key } = await keys.signingKey(env);
  const iat = keys.nowS();
  const claims: ReceiptClaims = {
    decision_id: subject.decisionId,
    decision: subject.decision,
    approval_status: subject.approvalStatus,
    action_hash: subject.actionHash,
    org: env.orgSlug,
    env: env.kind,
    policy_version: subject.policyVersion,
    iat,
    exp: iat + keys.ttlS,
  };
  const jose = await loadJose();
  return new jose.SignJWT({ ...claims }).setProtectedHeader({ alg: RECEIPT_ALG, typ: RECEIPT_TYP, kid }).sign(key);
}
