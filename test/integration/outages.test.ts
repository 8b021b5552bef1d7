// When the store or Temporal is down, the client gets 503 store_unavailable within a few seconds:
// never a hang, never an unrecorded decision. Real PostgreSQL and a real Temporal dev server are stopped.

import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/console/passwords';
import { startTemporalDevServer, stopChild } from '../../src/embedded/temporal-server';
import { authenticate } from '../../src/store/keys';
import { createOperator } from '../../src/store/operators';
import { findEnv } from '../../src/store/tenants';
import { freePort } from '../helpers/infra';
import { startPgInstance } from '../helpers/processes';
import { call, expectContract, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

jest.setTimeout(120_000);

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = Date.now();
  const r = await fn();
  return [r, Date.now() - t];
}

/** A signed-in console session (its Cookie header) of a new operator of the key's organisation. */
async function consoleSession(svc: TestService, key: string): Promise<string> {
  const principal = await authenticate(svc.running.db, key);
  const email = `ops-${randomUUID().slice(0, 8)}@example.com`;
  await createOperator(svc.running.db, principal!.orgId, email, await hashPassword('a long enough password'), false);
  const form = await fetch(`${svc.url}/console/signin`);
  const signinCookie = form.headers.getSetCookie()[0].split(';')[0];
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())![1];
  const res = await fetch(`${svc.url}/console/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: signinCookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: csrf, org: principal!.orgSlug, email, password: 'a long enough password' }).toString(),
  });
  expect(res.status).toBe(303);
  return res.headers.getSetCookie().find((c) => c.startsWith('gh_session='))!.split(';')[0];
}

describe('PostgreSQL stopped mid-run', () => {
  let dir: string;
  let pg: { child: ChildProcess; url: string };
  let port: number;
  let svc: TestService;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-pgdown-'));
    fs.chmodSync(dir, 0o711);
    port = await freePort();
    pg = await startPgInstance(dir, port);
    svc = await startTestService({ DATABASE_URL: pg.url });
  });
  afterAll(async () => {
    await svc?.stop();
    if (pg) await stopChild(pg.child, 15_000);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 store_unavailable quickly while it is down, and recovers when it is back', async () => {
    const key = await svc.key(uniqueOrg('pg'), 'test');
    const ok = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(20) });
    expect(ok.status).toBe(200);
    const id = ok.body.decision_id;
    const session = await consoleSession(svc, key);

    await stopChild(pg.child, 15_000);

    const [down, ms] = await timed(() => call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(21) }));
    expect(down.status).toBe(503);
    expectContract(down, 'Error');
    expect(down.body.error).toBe('store_unavailable');
    // Never a hang: the pool's bounds (1.5 s to connect, 3 s per query) answer it; the bound here is generous.
    expect(ms).toBeLessThan(15_000);
    const [get, getMs] = await timed(() => call(`${svc.url}/v1/decisions/${id}`, { key }));
    expect(get.status).toBe(503);
    expect(getMs).toBeLessThan(15_000);
    // The console says so in a page of its own, without a stack or a sign-in loop.
    const page = await fetch(`${svc.url}/console/test/decisions`, { headers: { cookie: session }, redirect: 'manual' });
    expect(page.status).toBe(503);
    const text = await page.text();
    expect(text).toContain('<h1>Store unavailable</h1>');
    expect(text).not.toMatch(/at .*\.ts:\d+/);

    pg = await startPgInstance(dir, port);
    let back = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(22) });
    // The pool may hand out one connection that died with the old server before it notices.
    if (back.status === 503) back = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(22) });
    expect(back.status).toBe(200);
    expect((await call(`${svc.url}/v1/decisions/${id}`, { key })).status).toBe(200);
  });
});

describe('Temporal stopped mid-run', () => {
  it('answers 503 store_unavailable within a few seconds and records nothing', async () => {
    const port = await freePort();
    const server = startTemporalDevServer({ cli: process.env.GATEHOUSE_TEST_TEMPORAL_CLI!, port });
    let svc: TestService | undefined;
    try {
      svc = await startTestService({ TEMPORAL_ADDRESS: server.address, GATEHOUSE_EVALUATE_TIMEOUT_MS: '5000' });
      const org = uniqueOrg('tmp');
      const key = await svc.key(org, 'test');
      expect((await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(20) })).status).toBe(200);
      // This organisation's decisions only: other test files record theirs in the same database meanwhile.
      const envId = (await findEnv(svc.running.db, org, 'test'))!.envId;
      const count = 'SELECT count(*)::int AS n FROM decisions WHERE env_id = $1';
      const { rows: before } = await svc.running.db.query(count, [envId]);
      expect(before[0].n).toBe(1);

      await server.stop();

      const [down, ms] = await timed(() => call(`${svc!.url}/v1/gate/evaluate`, { key, body: refund(21) }));
      expect(down.status).toBe(503);
      expect(down.body.error).toBe('store_unavailable');
      // Never a hang: the 5 s evaluation deadline answers it; the bound here is generous.
      expect(ms).toBeLessThan(20_000);
      const { rows: after } = await svc.running.db.query(count, [envId]);
      expect(after[0].n).toBe(before[0].n);
    } finally {
      await server.stop();
      // Must end even though the worker cannot drain without its server (shutdownForceTime).
      await svc?.stop();
    }
  });
});
