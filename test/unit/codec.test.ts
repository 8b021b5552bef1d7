// The payload codec: AES-256-GCM on every payload, keys that follow the decision run's environment and
// retention mode, and the reading rules of the codec endpoint.

import { randomBytes } from 'node:crypto';
import { defaultPayloadConverter, type Payload, type SerializationContext } from '@temporalio/common';
import { bucketOf, ENCODING, MasterKeys, MemoryKeyStore, META_AT, META_KEY_ID, PayloadCrypto, sameSecret, wrapAad } from '../../src/store/codec';

const MARKER = 'MARKER-7f3c1e ana@example.com DE89 3704 0044 0532 0130 00';
const body = { request: { action: { type: 'refund', description: MARKER }, actor: { name: 'support-bot' } }, envId: 'env_1' };
const text = (u: Uint8Array | null | undefined) => Buffer.from(u ?? new Uint8Array()).toString('utf8');
const wf = (workflowId: string): SerializationContext => ({ type: 'workflow', namespace: 'default', workflowId });
const act = (workflowId: string): SerializationContext => ({ type: 'activity', namespace: 'default', workflowId, activityId: '1', isLocal: true });
const value = (p: Payload) => defaultPayloadConverter.fromPayload(p);

function setup(now = () => new Date()) {
  const masters = new MasterKeys([randomBytes(32)]);
  const store = new MemoryKeyStore();
  return { masters, store, crypto: new PayloadCrypto({ masters, store, now }) };
}

describe('encryption', () => {
  it('round-trips and leaves no plaintext in the encoded payload', async () => {
    const { crypto } = setup();
    const [enc] = await crypto.encode([defaultPayloadConverter.toPayload(body)]);
    expect(text(enc.metadata!.encoding)).toBe(ENCODING);
    expect(Buffer.from(enc.data!).includes(Buffer.from('MARKER-7f3c1e'))).toBe(false);
    expect(JSON.stringify(enc)).not.toContain('MARKER');
    const [dec] = await crypto.decode([enc]);
    expect(value(dec)).toEqual(body);
    expect(text(dec.metadata!.encoding)).toBe('json/plain');
  });

  it('uses a fresh IV: the same payload encrypts differently each time', async () => {
    const { crypto } = setup();
    const p = defaultPayloadConverter.toPayload(body);
    const [a, b] = await crypto.encode([p, p]);
    expect(Buffer.from(a.data!).equals(Buffer.from(b.data!))).toBe(false);
  });

  it('detects tampering with the ciphertext, the timestamp or the key id (GCM)', async () => {
    const { crypto, store } = setup();
    crypto.bindRun('decision:dec_t', 'env_1', 'full');
    const [enc] = await crypto.encode([defaultPayloadConverter.toPayload(body)], wf('decision:dec_t'));
    const flipped = Buffer.from(enc.data!);
    flipped[20] ^= 1;
    await expect(crypto.decode([{ ...enc, data: flipped }])).rejects.toThrow();
    const later = { ...enc, metadata: { ...enc.metadata, [META_AT]: Buffer.from(String(Date.now() + 1)) } };
    await expect(crypto.decode([later])).rejects.toThrow();
    const other = await store.forRun('env_2', 'full', new Date());
    const swapped = { ...enc, metadata: { ...enc.metadata, [META_KEY_ID]: Buffer.from(other.id) } };
    await expect(crypto.decode([swapped])).rejects.toThrow();
    // The same tampering through the endpoint's reading path gives a note, not an error and not content.
    const [shown] = await crypto.reveal([{ ...enc, data: flipped }]);
    expect(value(shown)).toMatchObject({ gatehouse: 'withheld', retention: 'invalid' });
  });

  it('passes payloads it did not encrypt through unchanged', async () => {
    const { crypto } = setup();
    const plain = defaultPayloadConverter.toPayload({ a: 1 });
    expect(await crypto.decode([plain])).toEqual([plain]);
    expect(await crypto.reveal([plain])).toEqual([plain]);
  });
});

describe('keys per environment and retention mode', () => {
  it("encrypts a decision run under its environment's key; other workflows under the system key", async () => {
    const { crypto } = setup();
    crypto.bindRun('decision:dec_a', 'env_a', 'full');
    crypto.bindRun('decision:dec_b', 'env_b', 'full');
    const [a] = await crypto.encode([defaultPayloadConverter.toPayload(1)], wf('decision:dec_a'));
    const [b] = await crypto.encode([defaultPayloadConverter.toPayload(1)], wf('decision:dec_b'));
    const [s] = await crypto.encode([defaultPayloadConverter.toPayload(1)], wf('retention-sweep-2030-01-01T03:17:00Z'));
    const ids = [a, b, s].map((p) => text(p.metadata![META_KEY_ID]));
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toMatch(/^sys_/);
  });

  it('refuses to encrypt a decision run nobody bound (fail closed)', async () => {
    const { crypto } = setup();
    await expect(crypto.encode([defaultPayloadConverter.toPayload(1)], wf('decision:dec_unbound'))).rejects.toThrow(/no retention binding/);
  });

  it("a worker learns a run's key from the first payload it decodes, and encodes the run's later payloads with it", async () => {
    const { masters, store, crypto: api } = setup();
    api.bindRun('decision:dec_w', 'env_1', 'redacted');
    const [input] = await api.encode([defaultPayloadConverter.toPayload(body)], wf('decision:dec_w'));
    const worker = new PayloadCrypto({ masters, store });
    await worker.decode([input], wf('decision:dec_w'));
    const [result] = await worker.encode([defaultPayloadConverter.toPayload({ ok: true })], act('decision:dec_w'));
    expect(text(result.metadata![META_KEY_ID])).toBe(text(input.metadata![META_KEY_ID]));
  });

  it('one key per (environment, mode, UTC day)', async () => {
    const store = new MemoryKeyStore();
    const t = new Date('2030-05-01T10:00:00Z');
    const k1 = await store.forRun('env_1', 'full', t);
    expect((await store.forRun('env_1', 'full', new Date('2030-05-01T23:59:59Z'))).id).toBe(k1.id);
    expect((await store.forRun('env_1', 'full', new Date('2030-05-02T00:00:00Z'))).id).not.toBe(k1.id);
    expect((await store.forRun('env_1', 'zero', t)).id).not.toBe(k1.id);
    expect((await store.forRun('env_2', 'full', t)).id).not.toBe(k1.id);
  });

  it('keys live as long as their mode allows: full 30 days after their day, others an hour after it', () => {
    const at = new Date('2030-05-01T10:00:00Z');
    expect(bucketOf('full', at)).toEqual({ day: '2030-05-01', destroyAfter: new Date('2030-06-01T00:00:00Z') });
    for (const mode of ['redacted', 'metadata', 'zero'] as const) {
      expect(bucketOf(mode, at).destroyAfter).toEqual(new Date('2030-05-02T01:00:00Z'));
    }
  });

  it('a wrapped data key cannot be relabelled (mode, environment or lifetime are authenticated)', () => {
    const oldKey = randomBytes(32);
    const masters = new MasterKeys([oldKey]);
    const k = { id: 'pk_1', envId: 'env_1', mode: 'zero', day: '2030-05-01', destroyAfter: new Date('2030-05-02T01:00:00Z') };
    const data = randomBytes(32);
    const { masterId, wrapped } = masters.wrap(data, wrapAad(k));
    expect(masters.unwrap(masterId, wrapped, wrapAad(k))!.equals(data)).toBe(true);
    expect(() => masters.unwrap(masterId, wrapped, wrapAad({ ...k, mode: 'full' }))).toThrow();
    expect(() => masters.unwrap(masterId, wrapped, wrapAad({ ...k, destroyAfter: new Date('2031-01-01T00:00:00Z') }))).toThrow();
    // Another master key opens nothing; rotation keeps the old one for reading.
    expect(new MasterKeys([randomBytes(32)]).unwrap(masterId, wrapped, wrapAad(k))).toBeNull();
    const rotated = new MasterKeys([randomBytes(32), oldKey]);
    expect(rotated.currentId).not.toBe(masterId);
    expect(rotated.unwrap(masterId, wrapped, wrapAad(k))!.equals(data)).toBe(true);
  });
});

describe('reading through the codec endpoint (reveal)', () => {
  async function runUnder(mode: 'full' | 'redacted' | 'metadata' | 'zero', clock: { t: number }) {
    const s = setup(() => new Date(clock.t));
    s.crypto.bindRun(`decision:dec_${mode}`, 'env_1', mode);
    const [enc] = await s.crypto.encode([defaultPayloadConverter.toPayload(body)], wf(`decision:dec_${mode}`));
    return { ...s, enc };
  }

  it('full: the content, for 30 days; then a note', async () => {
    const clock = { t: Date.parse('2030-05-01T10:00:00Z') };
    const { crypto, enc } = await runUnder('full', clock);
    expect(value((await crypto.reveal([enc]))[0])).toEqual(body);
    clock.t += 30 * 86_400_000 - 60_000;
    expect(value((await crypto.reveal([enc]))[0])).toEqual(body);
    clock.t += 120_000;
    const [shown] = await crypto.reveal([enc]);
    expect(JSON.stringify(value(shown))).not.toContain('MARKER');
    expect(value(shown)).toMatchObject({ gatehouse: 'withheld', retention: 'full' });
    // The worker's own path still opens it while the key exists: retention of the key is the sweep's job.
    expect(value((await crypto.decode([enc]))[0])).toEqual(body);
  });

  it('redacted: personal data masked', async () => {
    const { crypto, enc } = await runUnder('redacted', { t: Date.now() });
    const shown = value((await crypto.reveal([enc]))[0]) as typeof body;
    expect(shown.request.action.description).toBe('MARKER-7f3c1e [email] [iban]');
    expect(shown.request.actor.name).toBe('support-bot');
  });

  it('metadata: sizes and field names only', async () => {
    const { crypto, enc } = await runUnder('metadata', { t: Date.now() });
    const shown = value((await crypto.reveal([enc]))[0]) as { fields: string[]; bytes: number };
    expect(JSON.stringify(shown)).not.toContain('MARKER');
    expect(shown.fields).toEqual(expect.arrayContaining(['request.action.description', 'envId']));
    expect(shown.bytes).toBeGreaterThan(0);
  });

  it('zero: nothing', async () => {
    const { crypto, enc } = await runUnder('zero', { t: Date.now() });
    const [shown] = await crypto.reveal([enc]);
    expect(JSON.stringify(value(shown))).not.toContain('MARKER');
    expect(JSON.stringify(value(shown))).not.toContain('refund');
    expect(value(shown)).toMatchObject({ gatehouse: 'withheld', retention: 'zero' });
  });

  it('a destroyed key: nothing, for anyone', async () => {
    const clock = { t: Date.now() };
    const { crypto, enc, store } = await runUnder('full', clock);
    clock.t += 32 * 86_400_000;
    expect(store.destroyExpired(new Date(clock.t))).toBe(1);
    expect(value((await crypto.reveal([enc]))[0])).toMatchObject({ gatehouse: 'withheld', retention: 'destroyed' });
    await expect(crypto.decode([enc])).rejects.toThrow(/no longer exists/);
  });

  it('system payloads (no decision run) are shown as they are', async () => {
    const { crypto } = setup();
    const [enc] = await crypto.encode([defaultPayloadConverter.toPayload({ content: 3 })]);
    expect(value((await crypto.reveal([enc]))[0])).toEqual({ content: 3 });
  });
});

it('compares secrets in constant time, by value', () => {
  expect(sameSecret('abc', 'abc')).toBe(true);
  expect(sameSecret('abc', 'abd')).toBe(false);
  expect(sameSecret('abc', 'abcd')).toBe(false);
});
