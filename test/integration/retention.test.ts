// Decision content is kept apart from the record, as the environment's retention mode says.

import { call, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

const body = {
  action: { type: 'refund', amount: 25, currency: 'EUR', target: 'order_77', description: 'Refund to ana@example.com, IBAN DE89 3704 0044 0532 0130 00' },
  actor: { name: 'support-bot' },
  context: { phone: '+49 30 1234 5678' },
};

async function contentUnder(mode: string) {
  const org = uniqueOrg('ret');
  const key = await svc.key(org, 'test');
  await svc.settings(org, 'test', `retention=${mode}`);
  const d = await call(`${svc.url}/v1/gate/evaluate`, { key, body });
  expect(d.status).toBe(200);
  const { rows } = await svc.running.db.query('SELECT mode, content, expires_at FROM decision_content WHERE decision_id = $1', [d.body.decision_id]);
  const rec = await svc.running.db.query('SELECT record FROM decisions WHERE id = $1', [d.body.decision_id]);
  // Content is never part of the record itself.
  expect(JSON.stringify(rec.rows[0].record)).not.toContain('ana@example.com');
  return rows[0];
}

it('full keeps the request for 30 days', async () => {
  const row = await contentUnder('full');
  expect(row.mode).toBe('full');
  expect(row.content).toEqual(body);
  const days = (new Date(row.expires_at).getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
});

it('redacted masks e-mail addresses, IBANs and phone numbers', async () => {
  const row = await contentUnder('redacted');
  const text = JSON.stringify(row.content);
  expect(text).not.toContain('ana@example.com');
  expect(text).not.toContain('DE89');
  expect(text).not.toContain('1234 5678');
  expect(row.content.action.description).toBe('Refund to [email], IBAN [iban]');
  expect(row.content.action.target).toBe('order_77');
});

it('metadata keeps sizes, media type and field names only', async () => {
  const row = await contentUnder('metadata');
  expect(row.content.media_type).toBe('application/json');
  expect(row.content.bytes).toBe(Buffer.byteLength(JSON.stringify(body)));
  expect(row.content.fields).toEqual(expect.arrayContaining(['action.description', 'context.phone']));
  expect(JSON.stringify(row.content)).not.toContain('ana@example.com');
});

it('zero keeps nothing', async () => {
  expect(await contentUnder('zero')).toBeUndefined();
});
