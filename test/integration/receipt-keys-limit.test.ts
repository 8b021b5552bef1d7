// GET /v1/receipts/keys under a burst (issue 25, item 6): answered from memory after the first read of each
// kid, and limited per client address (429 rate_limited with Retry-After), so a flood neither queries the
// store per request nor is answered without end. Real service, real PostgreSQL.

import { MasterKeys } from '../../src/store/codec';
import { parseMasterKeys } from '../../src/lib/secrets';
import { ReceiptKeys } from '../../src/receipts/sign';
import { receiptKid } from '../../src/receipts/verify';
import type { Db } from '../../src/store/db';
import { RECEIPT_KEYS_PER_MINUTE } from '../../src/api/routes/receipts';
import { call, expectContract, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

async function newKid(): Promise<string> {
  const key = await svc.key(uniqueOrg('rk'));
  const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(10) });
  return receiptKid(r.body.receipt);
}

it('a burst from one address gets the limit answered and the rest 429 rate_limited with Retry-After', async () => {
  const kid = await newKid();
  const answers = await Promise.all(Array.from({ length: RECEIPT_KEYS_PER_MINUTE + 40 }, () => call(`${svc.url}/v1/receipts/keys?kid=${kid}`)));
  const ok = answers.filter((a) => a.status === 200);
  const limited = answers.filter((a) => a.status === 429);
  expect(ok).toHaveLength(RECEIPT_KEYS_PER_MINUTE);
  expect(limited).toHaveLength(40);
  expect(ok[0].body.keys.map((k: { kid: string }) => k.kid)).toEqual([kid]);
  expectContract(limited[0], 'ReceiptKeySet');
  expect(limited[0].body).toMatchObject({ error: 'rate_limited', details: { policy: 'address' } });
  expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThan(0);
});

it('reads each kid from the store once, then from memory (a retired key never past its publication)', async () => {
  let queries = 0;
  const real = svc.running.db;
  // The real pool, counting the statements sent through it.
  const counting = new Proxy(real, {
    get: (target, prop, receiver) =>
      prop === 'query'
        ? (...args: unknown[]) => {
            queries++;
            return (target.query as (...a: unknown[]) => unknown).apply(target, args);
          }
        : Reflect.get(target, prop, receiver),
  }) as Db;
  // Publishing needs no master key (only signing does).
  const keys = new ReceiptKeys(counting, new MasterKeys(parseMasterKeys(process.env.GATEHOUSE_PAYLOAD_KEY!)));
  const a = await newKid();
  const b = await newKid();
  for (let i = 0; i < 50; i++) expect((await keys.published([a, b])).map((k) => k.kid)).toEqual([a, b].sort());
  expect(queries).toBe(1);
  // An unknown kid is remembered as absent too; a new one is read once.
  const unknown = 'rk_' + '0'.repeat(26);
  for (let i = 0; i < 10; i++) expect(await keys.published([unknown])).toEqual([]);
  expect(queries).toBe(2);
  keys.forgetPublished();
  await keys.published([a]);
  expect(queries).toBe(3);
});
