// Encryption of every Temporal payload (AES-256-GCM), with keys that follow the retention of the decision a
// payload belongs to.
//
// Keys. The master key (GATEHOUSE_PAYLOAD_KEY, 32 bytes) never encrypts a payload itself. Two kinds of key do:
// - a data key per (environment, retention mode, UTC day): 32 random bytes, stored in PostgreSQL wrapped
//   (AES-256-GCM) under a key derived from the master, and destroyed by the retention sweep when what it
//   protects may no longer be kept (crypto-shredding: the ciphertext stays in Temporal's history, the key is
//   gone). Decision runs use these.
// - the system key, derived from the master (HKDF), for every other workflow (retention sweep, schedules).
//
// Which key? A PayloadCodec does not see the workflow's input, but Temporal passes it a serialization
// context naming the workflow (or the workflow of an activity). Decision runs have the id
// `decision:<decision_id>`. The API binds that id to (environment, retention mode) before it starts the run
// (bindRun); a worker learns the binding from the first payload of the run it decodes (the start input always
// comes first), so any process can encode the run's later payloads with the same key. A decision run with no
// binding is refused (fail closed) rather than encrypted under a key with the wrong lifetime.
//
// Reading. Workers decrypt whatever their keys allow (a run must read its own input). People read through the
// codec endpoint (codec-server.ts), which applies the retention mode on top: `full` content for 30 days,
// `redacted` masked, `metadata` as sizes and field names, `zero` nothing.

import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Payload, PayloadCodec, SerializationContext } from '@temporalio/common';
import type { temporal as TemporalProto } from '@temporalio/proto';
import { metadataOf, redactValue } from '../domain/redact';
import type { EnvSettings } from '../domain/settings';
import { masterKeyMaterial, parseMasterKeys } from '../lib/secrets';
export { parseMasterKeys };

// Temporal's protobuf definitions take about 0.2 s to load. The operator's CLI imports this module for its master
// keys only, so they are loaded with the first payload sealed or opened (the service has them loaded already: the
// SDK needs them).
let payloadMessage: typeof TemporalProto.api.common.v1.Payload | undefined;
const payloadProto = () => (payloadMessage ??= (require('@temporalio/proto') as typeof import('@temporalio/proto')).temporal.api.common.v1.Payload);

export type ContentMode = EnvSettings['retention'];

export const ENCODING = 'binary/encrypted';
export const META_KEY_ID = 'encryption-key-id';
export const META_AT = 'gatehouse-encrypted-at';
export const META_RETENTION = 'gatehouse-retention';

const FULL_CONTENT_MS = 30 * 86_400_000;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DECISION_RUN = /^decision:/;
const enc = new TextEncoder();
const dec = new TextDecoder();

/** A key that encrypts payloads. */
export interface DataKey {
  id: string;
  key: Buffer;
  /** null for the system key. */
  envId: string | null;
  mode: ContentMode | 'system';
  /** When the retention sweep destroys it; null for the system key (never stored, never destroyed). */
  destroyAfter: Date | null;
}

/** Where data keys live (PostgreSQL in the service; memory in unit tests). */
export interface KeyStore {
  /** The key for runs of this environment and mode on the UTC day of `at`, created on first use. */
  forRun(envId: string, mode: ContentMode, at: Date): Promise<DataKey>;
  /** A key by id; null once destroyed. */
  byId(id: string): Promise<DataKey | null>;
}

/** UTC day bucket of a data key, and when the sweep destroys it. */
export function bucketOf(mode: ContentMode, at: Date): { day: string; destroyAfter: Date } {
  const day = at.toISOString().slice(0, 10);
  const start = Date.parse(`${day}T00:00:00.000Z`);
  // `full` content is kept 30 days: the key goes when the last run of its day is 30 days old. Other modes
  // forbid keeping the raw content at all: the key goes once the day's runs (30 s at most) are long over.
  const destroyAfter = new Date(mode === 'full' ? start + 31 * 86_400_000 : start + 86_400_000 + 3_600_000);
  return { day, destroyAfter };
}

// ---------------------------------------------------------------------------------------------------------
// Master keys

interface Master {
  id: string;
  kek: Buffer;
  system: Buffer;
}

const derive = (ikm: Buffer, info: string) => Buffer.from(hkdfSync('sha256', ikm, 'gatehouse', info, 32));

/** The master keys from configuration (GATEHOUSE_PAYLOAD_KEY), else the one kept in the data directory. */
export const loadMasterKeys = (cfg: { payloadKeys?: Buffer[]; dataDir: string }) => new MasterKeys(masterKeyMaterial(cfg));

export class MasterKeys {
  private readonly masters: Master[];

  constructor(keys: Buffer[]) {
    if (keys.length === 0) throw new Error('no master key');
    this.masters = keys.map((k) => ({
      id: derive(k, 'master id v1').toString('hex').slice(0, 12),
      kek: derive(k, 'data key wrapping v1'),
      system: derive(k, 'system payloads v1'),
    }));
  }

  get currentId(): string {
    return this.masters[0].id;
  }

  get ids(): string[] {
    return this.masters.map((m) => m.id);
  }

  /** The system key of the current master, or of the master named in a key id. */
  systemKey(keyId?: string): DataKey | null {
    const m = keyId === undefined ? this.masters[0] : this.masters.find((x) => `sys_${x.id}` === keyId);
    return m ? { id: `sys_${m.id}`, key: m.system, envId: null, mode: 'system', destroyAfter: null } : null;
  }

  wrap(dataKey: Buffer, aad: string): { masterId: string; wrapped: Buffer } {
    return { masterId: this.masters[0].id, wrapped: seal(this.masters[0].kek, dataKey, enc.encode(aad)) };
  }

  /** The data key, or null when no master here wrapped it; throws when the wrapped key was altered. */
  unwrap(masterId: string, wrapped: Buffer, aad: string): Buffer | null {
    const m = this.masters.find((x) => x.id === masterId);
    return m ? open(m.kek, wrapped, enc.encode(aad)) : null;
  }
}

/** Authenticated data binding a wrapped data key to its row: its mode or lifetime cannot be relabelled. */
export const wrapAad = (k: { id: string; envId: string; mode: string; day: string; destroyAfter: Date }) =>
  `gatehouse/data-key/v1\u0000${k.id}\u0000${k.envId}\u0000${k.mode}\u0000${k.day}\u0000${k.destroyAfter.toISOString()}`;

function seal(key: Buffer, plain: Uint8Array, aad: Uint8Array): Buffer {
  const iv = randomBytes(IV_BYTES);
  const c = createCipheriv('aes-256-gcm', key, iv);
  c.setAAD(aad);
  const body = Buffer.concat([c.update(plain), c.final()]);
  return Buffer.concat([iv, body, c.getAuthTag()]);
}

function open(key: Buffer, sealed: Uint8Array, aad: Uint8Array): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('ciphertext too short');
  const buf = Buffer.from(sealed);
  const d = createDecipheriv('aes-256-gcm', key, buf.subarray(0, IV_BYTES));
  d.setAAD(aad);
  d.setAuthTag(buf.subarray(buf.length - TAG_BYTES));
  return Buffer.concat([d.update(buf.subarray(IV_BYTES, buf.length - TAG_BYTES)), d.final()]);
}

// ---------------------------------------------------------------------------------------------------------
// The codec

type Binding = { envId: string; mode: ContentMode } | { keyId: string };

const text = (v: Uint8Array | null | undefined) => (v ? dec.decode(v) : undefined);
const payloadAad = (keyId: string, at: string) => enc.encode(`gatehouse/payload/v1\u0000${keyId}\u0000${at}`);

export const isEncrypted = (p: Payload) => text(p.metadata?.encoding) === ENCODING && !!p.metadata?.[META_KEY_ID];

export const workflowIdOf = (context?: SerializationContext): string | undefined => context?.workflowId ?? undefined;

export class PayloadCrypto implements PayloadCodec {
  private readonly runs = new Map<string, Binding>();

  constructor(
    private readonly opts: {
      masters: MasterKeys;
      store: KeyStore;
      now?: () => Date;
      /** Decision runs remembered for encoding (the runs in flight need a few seconds each). */
      maxRuns?: number;
    },
  ) {}

  private now(): Date {
    return this.opts.now ? this.opts.now() : new Date();
  }

  /** The API tells which environment and mode a decision run belongs to before it starts it. */
  bindRun(workflowId: string, envId: string, mode: ContentMode): void {
    this.remember(workflowId, { envId, mode });
  }

  private remember(workflowId: string, b: Binding): void {
    this.runs.delete(workflowId);
    this.runs.set(workflowId, b);
    const max = this.opts.maxRuns ?? 50_000;
    while (this.runs.size > max) this.runs.delete(this.runs.keys().next().value as string);
  }

  private async keyForEncoding(context?: SerializationContext): Promise<DataKey> {
    const workflowId = workflowIdOf(context);
    if (!workflowId || !DECISION_RUN.test(workflowId)) return this.opts.masters.systemKey()!;
    const b = this.runs.get(workflowId);
    if (!b) throw new Error(`payload codec: no retention binding for ${workflowId}; refusing to encrypt it under a key of unknown lifetime`);
    if ('keyId' in b) {
      const k = await this.keyById(b.keyId);
      if (!k) throw new Error(`payload codec: the key of ${workflowId} was destroyed`);
      return k;
    }
    const k = await this.opts.store.forRun(b.envId, b.mode, this.now());
    this.remember(workflowId, { keyId: k.id });
    return k;
  }

  private async keyById(id: string): Promise<DataKey | null> {
    if (id.startsWith('sys_')) return this.opts.masters.systemKey(id);
    return this.opts.store.byId(id);
  }

  async encode(payloads: Payload[], context?: SerializationContext): Promise<Payload[]> {
    if (payloads.length === 0) return payloads;
    const key = await this.keyForEncoding(context);
    const at = String(this.now().getTime());
    return payloads.map((p) => {
      const inner = payloadProto().encode(p).finish();
      return {
        metadata: { encoding: enc.encode(ENCODING), [META_KEY_ID]: enc.encode(key.id), [META_AT]: enc.encode(at) },
        data: seal(key.key, inner, payloadAad(key.id, at)),
      };
    });
  }

  /** Decrypts for workers and clients: everything a live key opens. Throws on a destroyed key or altered data. */
  async decode(payloads: Payload[], context?: SerializationContext): Promise<Payload[]> {
    const workflowId = workflowIdOf(context);
    const out: Payload[] = [];
    for (const p of payloads) {
      if (!isEncrypted(p)) {
        out.push(p);
        continue;
      }
      const keyId = text(p.metadata![META_KEY_ID])!;
      const key = await this.keyById(keyId);
      if (!key) throw new Error(`payload codec: key ${keyId} no longer exists (destroyed by retention)`);
      out.push(this.openWith(key, p));
      if (workflowId && key.envId !== null && DECISION_RUN.test(workflowId)) this.remember(workflowId, { keyId });
    }
    return out;
  }

  private openWith(key: DataKey, p: Payload): Payload {
    const at = text(p.metadata![META_AT]) ?? '';
    const inner = payloadProto().decode(open(key.key, p.data ?? new Uint8Array(), payloadAad(key.id, at)));
    return { metadata: { ...inner.metadata }, data: inner.data };
  }

  /**
   * Decrypts for people (the codec endpoint behind the Temporal UI), as the retention of the payload's run
   * allows: `full` content until it is 30 days old, `redacted` with personal data masked, `metadata` as
   * sizes and field names, `zero` nothing. What may not be shown is replaced by a JSON note saying why.
   */
  async reveal(payloads: Payload[]): Promise<Payload[]> {
    const now = this.now().getTime();
    const out: Payload[] = [];
    for (const p of payloads) {
      if (!isEncrypted(p)) {
        out.push(p);
        continue;
      }
      const keyId = text(p.metadata![META_KEY_ID])!;
      const key = await this.keyById(keyId).catch(() => null);
      if (!key || (key.destroyAfter && key.destroyAfter.getTime() <= now)) {
        out.push(note('destroyed', 'The key of this payload was destroyed by the retention sweep; its content cannot be read by anyone.'));
        continue;
      }
      const at = Number(text(p.metadata![META_AT]));
      if (key.mode === 'zero') {
        out.push(note('zero', 'Retention mode zero: the content of this decision is not kept. The record is available through the API.'));
        continue;
      }
      if (key.mode === 'full' && !(at + FULL_CONTENT_MS > now)) {
        out.push(note('full', 'Retention mode full: content is kept 30 days, and this payload is older. The record is available through the API.'));
        continue;
      }
      let plain: Payload;
      try {
        plain = this.openWith(key, p);
      } catch {
        out.push(note('invalid', 'This payload cannot be decrypted: it was altered or encrypted under another key.'));
        continue;
      }
      if (key.mode === 'full' || key.mode === 'system') out.push(plain);
      else out.push(reduce(plain, key.mode));
    }
    return out;
  }
}

function jsonPayload(value: unknown, retention: string): Payload {
  return { metadata: { encoding: enc.encode('json/plain'), [META_RETENTION]: enc.encode(retention) }, data: enc.encode(JSON.stringify(value)) };
}

function note(retention: string, message: string): Payload {
  return jsonPayload({ gatehouse: 'withheld', retention, message }, retention);
}

/** A `redacted` or `metadata` view of a decrypted payload; anything that is not JSON is withheld. */
function reduce(p: Payload, mode: 'redacted' | 'metadata'): Payload {
  if (text(p.metadata?.encoding) === 'binary/null') return p;
  let value: unknown;
  try {
    if (text(p.metadata?.encoding) !== 'json/plain') throw new Error('not JSON');
    value = JSON.parse(dec.decode(p.data ?? new Uint8Array()));
  } catch {
    return note(mode, `Retention mode ${mode}: this payload is not JSON and is not shown.`);
  }
  if (mode === 'redacted') return jsonPayload(redactValue(value), 'redacted');
  return jsonPayload(metadataOf(value, 'application/json', p.data?.length ?? 0), 'metadata');
}

/** A key store in memory, for tests and tools: keys live as long as the process. */
export class MemoryKeyStore implements KeyStore {
  private readonly keys = new Map<string, DataKey>();
  private readonly buckets = new Map<string, string>();

  async forRun(envId: string, mode: ContentMode, at: Date): Promise<DataKey> {
    const { day, destroyAfter } = bucketOf(mode, at);
    const bucket = `${envId}|${mode}|${day}`;
    const known = this.buckets.get(bucket);
    if (known && this.keys.has(known)) return this.keys.get(known)!;
    const k: DataKey = { id: `pk_${randomBytes(10).toString('hex')}`, key: randomBytes(32), envId, mode, destroyAfter };
    this.keys.set(k.id, k);
    this.buckets.set(bucket, k.id);
    return k;
  }

  async byId(id: string): Promise<DataKey | null> {
    return this.keys.get(id) ?? null;
  }

  /** What the retention sweep does to stored keys. */
  destroyExpired(now: Date): number {
    let n = 0;
    for (const [id, k] of this.keys) {
      if (k.destroyAfter && k.destroyAfter.getTime() <= now.getTime()) {
        this.keys.delete(id);
        n++;
      }
    }
    return n;
  }
}

/** Constant-time comparison of two secrets of any length. */
export function sameSecret(a: string, b: string): boolean {
  const h = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(h(a), h(b));
}
