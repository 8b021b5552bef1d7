// The key lookup, cached per API process: who a request belongs to is known in microseconds, before it is
// admitted (src/runtime/admission.ts). Kept right by notification, not by time: whatever changes what a
// lookup answers (a key revoked or its scope changed, its environment's settings or tool catalogue, an
// environment or organisation deleted) NOTIFYs `gatehouse_principals` with the environment's id in the
// changing transaction (migration 013), and every process drops that environment's entries when the news
// arrives, just after the commit.
//
// "Just after" is made exact by a barrier: before a cached entry is used, a trivial query goes over the
// listening connection, and PostgreSQL sends a session the notifications committed before its query ahead of
// the query's answer. So every change committed before the request arrived has been applied when the entry
// is read, and a revoked key is refused from the next request on. One barrier serves every request that
// arrived before it was sent (they share it), so under load it costs a fraction of a round trip each, on a
// connection of its own: no pool checkout, no join, no settings parsed. `peek` reads an entry without the
// barrier, for what may be decided on a possibly stale identity: turning a request away (429).
//
// Failing closed: entries are kept only while the listening connection is up. Lost, everything cached is
// dropped and every request is looked up in the store again until the connection is back (tried again at
// most once a second). A lookup that was under way when news for its environment arrived is not cached.
// The TTL is only a backstop.

import type { Client as PgClient } from 'pg';
import { errorName, log } from '../lib/log';
import type { Db } from './db';
import { hashApiKey } from './ids';
import { listenOn } from './listen';
import { authenticateHash, type Principal } from './keys';

export const PRINCIPAL_CHANNEL = 'gatehouse_principals';

interface Entry {
  principal: Principal;
  at: number;
}

export interface PrincipalCacheOptions {
  /** Backstop: an entry older than this is looked up again (default 10 s). */
  ttlMs?: number;
  /** Entries kept; beyond, the oldest are dropped (default 50,000). */
  max?: number;
  now?: () => number;
}

export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every notification: a lookup that saw it change under it does not cache its answer. */
  private generation = 0;
  private client: PgClient | null = null;
  private connecting: Promise<void> | null = null;
  private lastAttempt = -Infinity;
  /** The barrier on its way, and the one that leaves after it (for callers that arrived meanwhile). */
  private sent: Promise<boolean> | null = null;
  private queued: Promise<boolean> | null = null;
  private closed = false;
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly connectionString: string,
    opts: PrincipalCacheOptions = {},
  ) {
    this.ttlMs = opts.ttlMs ?? 10_000;
    this.max = opts.max ?? 50_000;
    this.now = opts.now ?? Date.now;
  }

  /** Connects the listener (a failure only means no caching until it connects). */
  async start(): Promise<void> {
    await this.listen();
  }

  /** Whether entries are being kept (the listener is connected). */
  get live(): boolean {
    return this.client !== null;
  }

  /**
   * The principal cached for a key, without waiting for the barrier: possibly stale by the news of the last
   * moment, so only for turning a request away, never for letting it in.
   */
  peek(key: string): Principal | null {
    const hit = this.entries.get(hashApiKey(key).toString('hex'));
    return hit && this.client && this.now() - hit.at < this.ttlMs ? hit.principal : null;
  }

  /** The key's principal, or null when it is unknown or revoked: from memory when known and fresh. */
  async authenticate(key: string): Promise<Principal | null> {
    const digest = hashApiKey(key);
    const hash = digest.toString('hex');
    if (this.entries.has(hash) && this.client && (await this.barrier())) {
      // Read after the barrier: a change committed before this request has dropped the entry by now.
      const hit = this.entries.get(hash);
      if (hit && this.now() - hit.at < this.ttlMs) return hit.principal;
    }
    if (!this.client) void this.listen();
    const generation = this.generation;
    const principal = await authenticateHash(this.db, digest);
    if (principal && this.client && generation === this.generation) {
      this.entries.delete(hash);
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(hash, { principal, at: this.now() });
    } else if (!principal) {
      this.entries.delete(hash);
    }
    return principal;
  }

  /**
   * Resolves true once every notification committed before the call has been applied (false: no listening
   * connection, look the key up in the store). A barrier already sent may have left before the caller
   * arrived, so callers join the one sent after it.
   */
  private barrier(): Promise<boolean> {
    if (!this.sent) return (this.sent = this.send());
    this.queued ??= this.sent.then(() => {
      this.queued = null;
      return (this.sent = this.send());
    });
    return this.queued;
  }

  private send(): Promise<boolean> {
    const p: Promise<boolean> = this.ping().finally(() => {
      if (this.sent === p) this.sent = null;
    });
    return p;
  }

  private async ping(): Promise<boolean> {
    const c = this.client;
    if (!c) return false;
    try {
      await c.query('SELECT 1');
      return this.client === c;
    } catch {
      // A connection that does not answer is not trusted to have delivered its news: ended (and reconnected).
      void c.end().catch(() => undefined);
      return false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const c = this.client;
    this.client = null;
    this.entries.clear();
    await c?.end().catch(() => undefined);
  }

  /** Drops the entries of one environment (the payload of a notification). */
  private drop(envId: string): void {
    this.generation++;
    for (const [hash, e] of this.entries) if (e.principal.envId === envId) this.entries.delete(hash);
  }

  private listen(): Promise<void> {
    if (this.closed || this.client) return Promise.resolve();
    if (this.connecting) return this.connecting;
    if (this.now() - this.lastAttempt < 1000) return Promise.resolve();
    this.lastAttempt = this.now();
    this.connecting = this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const c = await listenOn(this.connectionString, PRINCIPAL_CHANNEL, {
      notify: (envId) => this.drop(envId),
      lost: (lostClient, err) => {
        if (this.client !== lostClient) return;
        this.client = null;
        this.generation++;
        this.entries.clear();
        if (!this.closed) log.warn('key cache listener lost its connection; keys are looked up in the store until it is back', { error: err ? errorName(err) : 'ended' });
      },
    });
    if (!c) log.warn('key cache listener unavailable; keys are looked up in the store');
    else if (this.closed) await c.end().catch(() => undefined);
    else {
      this.client = c;
      // A lookup that began before LISTEN was in place may have missed news: it does not cache its answer.
      this.generation++;
    }
  }
}
