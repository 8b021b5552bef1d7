// Rate limits per API key and per environment: a token bucket each (q requests per w seconds, refilled
// continuously, bursts up to q), answered 429 rate_limited with Retry-After and the RateLimit-Policy /
// RateLimit fields of draft-ietf-httpapi-ratelimit-headers (structured-field form).
//
// Cheap on the hot path: the buckets live in PostgreSQL (src/store/rate-limits.ts), shared by every API
// process, and each process leases tokens from them in batches into a local bucket. A request that finds a
// token locally costs no database round trip; only every batch-th request of a key leases again. A bucket
// found empty is remembered until its next token is due, so a caller flooding in a loop is answered from
// memory, before its key is even looked up: a key whose bucket (or whose environment's) is empty in this
// process is refused until the next token is due without any database round trip. The one consequence: a
// key revoked while it is over its limit is answered 429 rather than 401 until then (a refusal either way).
//
// Tolerance across processes: a leased token is taken from the shared bucket before it is used, so no
// more than q + (elapsed seconds x q/w) requests pass, plus at most one batch per process that last leased
// while the bucket was full and spends its tokens later. Tokens a process leased and does not use stay
// with it (at most one batch per bucket), so other processes may see up to that many fewer.
//
// Changed limits (settings, by CLI, console or PATCH /v1/settings): every request that authenticates reads its
// environment's settings (from the process's key cache, which a settings change empties for that environment
// by notification: src/store/principal-cache.ts), so a changed limit holds from the next such request in every process: tokens leased
// under the old limit are dropped, and the shared bucket is capped at the new size on its next lease. A key
// refused from memory stays refused until the token it waits for was due under the old limit.

import type { NextFunction, Request, Response } from 'express';
import type { EnvSettings } from '../domain/settings';
import type { Db } from '../store/db';
import type { Principal } from '../store/keys';
import { hashApiKey } from '../store/ids';
import { leaseTokens } from '../store/rate-limits';
import { presentedKey, requirePrincipal, type KeyLookup } from './auth';
import { ApiError } from './errors';

export interface Policy {
  /** The name in RateLimit-Policy / RateLimit: "key" or "env". */
  name: 'key' | 'env';
  /** Requests per window (q). */
  quota: number;
  /** Window in seconds (w). */
  window: number;
}

/** Tokens leased per round trip: a fiftieth of the quota, between 1 and 20 (the tolerance per process). */
export const leaseBatch = (quota: number) => Math.max(1, Math.min(20, Math.ceil(quota / 50)));

/** The policies of a principal's settings; an unlimited one is left out. */
export function policiesOf(s: Pick<EnvSettings, 'key_rate_limit' | 'env_rate_limit' | 'rate_limit_window'>): Policy[] {
  const out: Policy[] = [];
  if (s.key_rate_limit !== null) out.push({ name: 'key', quota: s.key_rate_limit, window: s.rate_limit_window });
  if (s.env_rate_limit !== null) out.push({ name: 'env', quota: s.env_rate_limit, window: s.rate_limit_window });
  return out;
}

interface Local {
  /** Whole tokens leased and not yet used. */
  tokens: number;
  /** The shared bucket's tokens after the last lease, and when (for the remaining count shown). */
  leftAtLease: number;
  leasedAt: number;
  /** Until then the shared bucket holds less than one token: answered from here. */
  emptyUntil: number;
  pending: Promise<void> | null;
  /** The policy (q/w) the tokens were leased under: a changed setting drops them, so it holds from the next request. */
  policy: string;
}

export interface Taken {
  ok: boolean;
  /** Requests still allowed in this process's view (RateLimit r). */
  remaining: number;
  /** Seconds until one request fits again, when !ok. */
  retryAfter: number;
}

/** Local buckets kept per process; beyond this many, the least recently created are dropped (their leases lapse). */
const MAX_LOCAL = 50_000;
/** Rounds of leasing one request may wait through when concurrent requests keep taking what was leased. */
const MAX_ROUNDS = 8;

/** What a key's last authentication in this process said about its buckets. */
interface KnownKey {
  buckets: { id: string; policy: Policy }[];
}

export class RateLimiter {
  private readonly local = new Map<string, Local>();
  /** By the hex SHA-256 of the presented key; bounded like the buckets. */
  private readonly keys = new Map<string, KnownKey>();

  constructor(private readonly db: Db) {}

  /** Takes one token from the bucket `id` under `policy`. */
  async take(id: string, policy: Policy): Promise<Taken> {
    const rate = policy.quota / policy.window;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const s = this.state(id, policy);
      if (s.tokens >= 1) {
        s.tokens -= 1;
        return { ok: true, remaining: this.remaining(s, policy), retryAfter: 0 };
      }
      const now = Date.now();
      if (now < s.emptyUntil) return { ok: false, remaining: 0, retryAfter: Math.max(1, Math.ceil((s.emptyUntil - now) / 1000)) };
      // One lease in flight per bucket and process; concurrent requests wait for it and try again.
      s.pending ??= this.lease(id, policy, s, rate).finally(() => {
        s.pending = null;
      });
      await s.pending;
    }
    return { ok: false, remaining: 0, retryAfter: 1 };
  }

  /** Remembers a key's buckets after it authenticated, so that its next request can be refused from memory. */
  remember(keyHash: string, buckets: { id: string; policy: Policy }[]): void {
    if (!this.keys.has(keyHash) && this.keys.size >= MAX_LOCAL) this.keys.delete(this.keys.keys().next().value!);
    this.keys.set(keyHash, { buckets });
  }

  /**
   * For a key seen before whose bucket (or environment's) is known to be empty: the refusal, without any
   * lookup. Null when the request must go through authentication and the buckets as usual.
   */
  refusedFromMemory(keyHash: string): { policy: Policy; retryAfter: number } | null {
    const known = this.keys.get(keyHash);
    if (!known) return null;
    const now = Date.now();
    for (const b of known.buckets) {
      const s = this.local.get(b.id);
      if (s && s.tokens < 1 && now < s.emptyUntil) {
        return { policy: b.policy, retryAfter: Math.max(1, Math.ceil((s.emptyUntil - now) / 1000)) };
      }
    }
    return null;
  }

  /** Gives back a token taken for a request that another bucket refused. */
  giveBack(id: string): void {
    const s = this.local.get(id);
    if (s) s.tokens += 1;
  }

  private state(id: string, policy: Policy): Local {
    const key = `${policy.quota}/${policy.window}`;
    let s = this.local.get(id);
    if (s && s.policy !== key && !s.pending) {
      // The operator changed the limit (read with the key on every request): what was leased under the old one
      // is dropped and the shared bucket, capped at the new size on its next lease, decides from now on.
      this.local.delete(id);
      s = undefined;
    }
    if (!s) {
      if (this.local.size >= MAX_LOCAL) this.local.delete(this.local.keys().next().value!);
      s = { tokens: 0, leftAtLease: 0, leasedAt: 0, emptyUntil: 0, pending: null, policy: key };
      this.local.set(id, s);
    }
    return s;
  }

  private async lease(id: string, policy: Policy, s: Local, rate: number): Promise<void> {
    const lease = await leaseTokens(this.db, id, policy.quota, rate, leaseBatch(policy.quota));
    const now = Date.now();
    s.tokens += lease.granted;
    s.leftAtLease = lease.left;
    s.leasedAt = now;
    // Empty: the next token is due when the shared bucket has refilled to one (others only take from it).
    s.emptyUntil = lease.granted === 0 ? now + Math.ceil(((1 - lease.left) / rate) * 1000) : 0;
  }

  private remaining(s: Local, policy: Policy): number {
    const refilled = s.leftAtLease + ((Date.now() - s.leasedAt) / 1000) * (policy.quota / policy.window);
    return Math.max(0, Math.min(policy.quota, Math.floor(s.tokens + refilled)));
  }
}

interface Outcome {
  policy: Policy;
  taken: Taken;
}

/** `RateLimit-Policy: "key";q=1200;w=60, "env";q=3000;w=60` and `RateLimit: "key";r=1187;t=1, ...`. */
function setHeaders(res: Response, outcomes: Outcome[]): void {
  if (outcomes.length === 0) return;
  res.setHeader('RateLimit-Policy', outcomes.map(({ policy: p }) => `"${p.name}";q=${p.quota};w=${p.window}`).join(', '));
  res.setHeader(
    'RateLimit',
    outcomes
      .map(({ policy: p, taken }) => {
        // t: seconds until the quota is whole again (r back at q) at the policy's refill rate.
        const reset = Math.ceil(((p.quota - taken.remaining) * p.window) / p.quota);
        return `"${p.name}";r=${taken.remaining};t=${reset}`;
      })
      .join(', '),
  );
}

const bucketId = (p: Policy, principal: Principal) => (p.name === 'key' ? `key:${principal.keyId}` : `env:${principal.envId}`);

function refuse(res: Response, outcomes: Outcome[], policy: Policy, retryAfter: number): ApiError {
  setHeaders(res, outcomes);
  res.setHeader('Retry-After', String(retryAfter));
  return new ApiError(429, 'rate_limited', `Too many requests for this ${policy.name === 'key' ? 'API key' : 'environment'}; retry after ${retryAfter} s.`, {
    policy: policy.name,
    retry_after: retryAfter,
  });
}

/**
 * Express middleware for the key-authenticated API routes: authenticates (the principal is kept for the
 * route, so it costs no second lookup), then takes a token from the key's bucket and from its environment's.
 */
export function rateLimited(db: Db, limiter: RateLimiter, lookup?: KeyLookup) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const presented = presentedKey(req);
    const keyHash = presented === null ? null : hashApiKey(presented).toString('hex');
    const early = keyHash === null ? null : limiter.refusedFromMemory(keyHash);
    if (early) throw refuse(res, [{ policy: early.policy, taken: { ok: false, remaining: 0, retryAfter: early.retryAfter } }], early.policy, early.retryAfter);
    const principal = await requirePrincipal(db, req, lookup);
    const policies = policiesOf(principal.settings);
    if (keyHash !== null) limiter.remember(keyHash, policies.map((policy) => ({ id: bucketId(policy, principal), policy })));
    const outcomes: Outcome[] = [];
    for (const policy of policies) {
      const taken = await limiter.take(bucketId(policy, principal), policy);
      outcomes.push({ policy, taken });
      if (!taken.ok) {
        for (const o of outcomes.slice(0, -1)) limiter.giveBack(bucketId(o.policy, principal));
        throw refuse(res, outcomes, policy, taken.retryAfter);
      }
    }
    setHeaders(res, outcomes);
    next();
  };
}
