// The console's sign-in lockout under concurrency (issue 25): the lock check and the failure count are one
// statement, so parallel wrong passwords cannot all be checked before any of them is counted. Real parallel
// HTTP requests on real sockets against the real service and PostgreSQL; the client address comes from
// X-Forwarded-For (the service trusts its loopback proxy), so each test has addresses of its own.

import { randomUUID } from 'node:crypto';
import { accountKey, addressKey, THROTTLE } from '../../src/store/signin-throttle';
import { Browser, createTestOperator, csrfOf, errorNotice, signIn, signedIn } from '../helpers/console-http';
import { startTestService, type TestService } from '../helpers/service';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ GATEHOUSE_TRUST_PROXY: 'loopback' });
});

afterAll(async () => {
  await svc?.stop();
});

let lastOctet = 0;
/** A client address no other test uses (TEST-NET-3). */
const freshAddress = () => `203.0.113.${++lastOctet}`;

const counted = async (key: Buffer) => {
  const { rows } = await svc.running.db.query<{ failures: number; locked_until: Date | null }>('SELECT failures, locked_until FROM signin_throttle WHERE key_hash = $1', [key]);
  return rows[0] ?? null;
};

/** Browsers with the sign-in form loaded (cookie and token), so that their POSTs can leave together. */
async function forms(n: number, address: (i: number) => string) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const b = new Browser(svc.url, { 'x-forwarded-for': address(i) });
      const form = await b.get('/console/signin');
      expect(form.status).toBe(200);
      return { b, csrf: csrfOf(form.body) };
    }),
  );
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe('one account, 50 parallel wrong passwords', () => {
  it(`checks exactly ${THROTTLE.accountFailures}, refuses the rest with 429, and the count never passes the limit`, async () => {
    const op = await createTestOperator(svc);
    // Each attempt from an address of its own: only the account's limit is in play.
    const base = ++lastOctet;
    const ready = await forms(50, (i) => `198.51.${base}.${i + 1}`);
    const replies = await Promise.all(ready.map(({ b, csrf }, i) => b.post('/console/signin', { _csrf: csrf, next: '', org: op.org, email: op.email, password: `wrong ${i}` })));
    expect(tally(replies.map((r) => r.status))).toEqual({ 401: THROTTLE.accountFailures, 429: 50 - THROTTLE.accountFailures });
    for (const r of replies.filter((x) => x.status === 429)) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(errorNotice(r.body)).toMatch(/^Too many failed sign-ins\. Try again after \d\d:\d\d UTC\.$/);
    }
    const row = await counted(accountKey(op.org, op.email));
    expect(row?.failures).toBe(THROTTLE.accountFailures);
    expect(row?.locked_until!.getTime()).toBeGreaterThan(Date.now());
    // Locked: even the right password is refused now, and no session was made.
    const right = await signIn(new Browser(svc.url, { 'x-forwarded-for': freshAddress() }), op.org, op.email, op.password);
    expect(right.status).toBe(429);
    expect((await counted(accountKey(op.org, op.email)))?.failures).toBe(THROTTLE.accountFailures);
  });
});

describe('one address, many accounts', () => {
  it(`after 10 failures, 50 parallel attempts on 50 accounts: ${THROTTLE.addressFailures - 10} are checked, the rest refused`, async () => {
    const address = freshAddress();
    const org = `lock-${randomUUID().slice(0, 8)}`;
    const b = new Browser(svc.url, { 'x-forwarded-for': address });
    for (let i = 0; i < 10; i++) expect((await signIn(b, org, `first-${i}@example.com`, 'guess')).status).toBe(401);
    const ready = await forms(50, () => address);
    const replies = await Promise.all(ready.map(({ b: each, csrf }, i) => each.post('/console/signin', { _csrf: csrf, next: '', org, email: `many-${i}@example.com`, password: 'guess' })));
    const checked = THROTTLE.addressFailures - 10;
    expect(tally(replies.map((r) => r.status))).toEqual({ 401: checked, 429: 50 - checked });
    expect((await counted(addressKey(address)))?.failures).toBe(THROTTLE.addressFailures);
    // The refused attempts were given back by the accounts that had counted them: only checked ones count.
    const accounts = await Promise.all(replies.map((_, i) => counted(accountKey(org, `many-${i}@example.com`))));
    expect(accounts.filter((a) => a !== null && a.failures > 0)).toHaveLength(checked);

    // The address is locked for a real operator too; the same operator from another address signs in.
    const op = await createTestOperator(svc);
    expect((await signIn(new Browser(svc.url, { 'x-forwarded-for': address }), op.org, op.email, op.password)).status).toBe(429);
    expect((await signIn(new Browser(svc.url, { 'x-forwarded-for': freshAddress() }), op.org, op.email, op.password)).status).toBe(303);
  });

  it('successful sign-ins give their attempt back: they never use up the address', async () => {
    // An attempt counts while its password is checked, so at most the account's limit can be checked at
    // once, even with the right password (a person does not sign in five times in the same instant).
    const address = freshAddress();
    const op = await createTestOperator(svc);
    const ready = await forms(THROTTLE.accountFailures, () => address);
    const replies = await Promise.all(ready.map(({ b, csrf }) => b.post('/console/signin', { _csrf: csrf, next: '', org: op.org, email: op.email, password: op.password })));
    expect(replies.map((r) => r.status)).toEqual(Array(THROTTLE.accountFailures).fill(303));
    expect((await counted(addressKey(address)))?.failures).toBe(0);
    expect(await counted(accountKey(op.org, op.email))).toBeNull();
  });
});

describe('the password page', () => {
  it('20 parallel wrong current passwords: 5 checked (422), 15 refused (429), and the count stops at the limit', async () => {
    const op = await createTestOperator(svc);
    const b = await signedIn(op, svc);
    const page = await b.get('/console/password');
    const csrf = csrfOf(page.body);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => b.post('/console/password', { _csrf: csrf, current: `wrong ${i}`, new: `a new long password ${i}`, confirm: `a new long password ${i}` })),
    );
    expect(tally(replies.map((r) => r.status))).toEqual({ 422: THROTTLE.accountFailures, 429: 20 - THROTTLE.accountFailures });
    expect((await counted(accountKey(op.org, op.email)))?.failures).toBe(THROTTLE.accountFailures);
  });
});
