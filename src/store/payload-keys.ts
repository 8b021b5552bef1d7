// Data keys of the payload codec in PostgreSQL: one per (environment, retention mode, UTC day), stored only
// wrapped under the master key, destroyed by the retention sweep (see src/store/codec.ts).

import { randomBytes } from 'node:crypto';
import { bucketOf, wrapAad, type ContentMode, type DataKey, type KeyStore, type MasterKeys } from './codec';
import type { Db } from './db';
import { newId } from './ids';

interface Row {
  id: string;
  env_id: string;
  mode: ContentMode;
  day: string;
  master_id: string;
  wrapped: Buffer;
  destroy_after: Date;
}

const COLUMNS = 'id, env_id, mode, day, master_id, wrapped, destroy_after';

export class PgKeyStore implements KeyStore {
  private readonly byIdCache = new Map<string, DataKey>();
  private readonly bucketCache = new Map<string, string>();
  private readonly pending = new Map<string, Promise<DataKey>>();

  constructor(
    private readonly db: Db,
    private readonly masters: MasterKeys,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private fresh(k: DataKey | undefined): DataKey | undefined {
    if (!k) return undefined;
    if (k.destroyAfter && k.destroyAfter.getTime() <= this.now().getTime()) {
      // Past its lifetime: forget it here even before the sweep deletes the row.
      this.byIdCache.delete(k.id);
      return undefined;
    }
    return k;
  }

  private toKey(r: Row): DataKey {
    const key = this.masters.unwrap(r.master_id, r.wrapped, wrapAad({ id: r.id, envId: r.env_id, mode: r.mode, day: r.day, destroyAfter: r.destroy_after }));
    if (!key) throw new Error(`payload key ${r.id} is wrapped under master key ${r.master_id}, which GATEHOUSE_PAYLOAD_KEY does not hold`);
    const k: DataKey = { id: r.id, key, envId: r.env_id, mode: r.mode, destroyAfter: r.destroy_after };
    if (this.byIdCache.size >= 10_000) this.prune();
    this.byIdCache.set(k.id, k);
    return k;
  }

  /** Drops keys past their lifetime (and, if that is not enough, the oldest) so the cache stays small. */
  private prune(): void {
    for (const k of [...this.byIdCache.values()]) this.fresh(k);
    for (const id of this.byIdCache.keys()) {
      if (this.byIdCache.size < 5_000) break;
      this.byIdCache.delete(id);
    }
    for (const [bucket, id] of this.bucketCache) if (!this.byIdCache.has(id)) this.bucketCache.delete(bucket);
  }

  async forRun(envId: string, mode: ContentMode, at: Date): Promise<DataKey> {
    const { day, destroyAfter } = bucketOf(mode, at);
    const bucket = `${envId}|${mode}|${day}`;
    const cached = this.fresh(this.byIdCache.get(this.bucketCache.get(bucket) ?? ''));
    if (cached) return cached;
    let p = this.pending.get(bucket);
    if (!p) {
      p = this.load(envId, mode, day, destroyAfter).finally(() => this.pending.delete(bucket));
      this.pending.set(bucket, p);
    }
    const k = await p;
    this.bucketCache.set(bucket, k.id);
    return k;
  }

  private async load(envId: string, mode: ContentMode, day: string, destroyAfter: Date): Promise<DataKey> {
    const id = newId('pk');
    const { masterId, wrapped } = this.masters.wrap(randomBytes(32), wrapAad({ id, envId, mode, day, destroyAfter }));
    await this.db.query(
      `INSERT INTO payload_keys (id, env_id, mode, day, master_id, wrapped, destroy_after) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (env_id, mode, day) DO NOTHING`,
      [id, envId, mode, day, masterId, wrapped, destroyAfter],
    );
    // Another process may have created the day's key first: everyone uses the stored one.
    const { rows } = await this.db.query<Row>(`SELECT ${COLUMNS} FROM payload_keys WHERE env_id = $1 AND mode = $2 AND day = $3`, [envId, mode, day]);
    if (rows.length === 0) throw new Error('payload key could not be created');
    return this.toKey(rows[0]);
  }

  async byId(id: string): Promise<DataKey | null> {
    const cached = this.fresh(this.byIdCache.get(id));
    if (cached) return cached;
    const { rows } = await this.db.query<Row>(`SELECT ${COLUMNS} FROM payload_keys WHERE id = $1`, [id]);
    return rows.length === 0 ? null : (this.fresh(this.toKey(rows[0])) ?? null);
  }
}

/**
 * Every process of one deployment must hold the same master key, or the runs one process starts cannot be
 * read by another. The first process records the master key's id; a process whose keys do not include the
 * recorded one refuses to start. A process whose first key is new (rotation) records it.
 */
export async function checkMasterKey(db: Db, masters: MasterKeys): Promise<void> {
  await db.query('INSERT INTO payload_master (master_id) VALUES ($1) ON CONFLICT DO NOTHING', [masters.currentId]);
  const { rows } = await db.query<{ master_id: string }>('SELECT master_id FROM payload_master');
  const recorded = rows[0].master_id;
  if (!masters.ids.includes(recorded)) {
    throw new Error(
      `GATEHOUSE_PAYLOAD_KEY does not match this store: its payloads are encrypted under master key ${recorded}, ` +
        `and this process holds ${masters.ids.join(', ')}. Give every process the same GATEHOUSE_PAYLOAD_KEY.`,
    );
  }
  if (recorded !== masters.currentId) await db.query('UPDATE payload_master SET master_id = $1, updated_at = now()', [masters.currentId]);
}
