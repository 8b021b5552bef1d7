// The README's first command: `gatehouse start` on embedded defaults (embedded PostgreSQL, Temporal
// dev server with a file database), the CLI against it, a clean stop, and a restart that keeps the data.

import fs from 'node:fs';
import path from 'node:path';
import { embeddedStartEnv, runCli, startGatehouse, stopGatehouse } from '../helpers/cli';
import { call, expectContract, refund } from '../helpers/service';
import { launchBrowser, screenshot } from '../helpers/browser';

jest.setTimeout(180_000);

let dataDir: string;
let env: Record<string, string>;

const start = () => startGatehouse(env);
const stop = stopGatehouse;

beforeAll(async () => {
  env = await embeddedStartEnv('gatehouse-e2e-');
  dataDir = env.GATEHOUSE_DATA_DIR;
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('starts on embedded defaults, decides, stops cleanly, and keeps everything across a restart', async () => {
  const first = await start();
  const api = `http://127.0.0.1:${env.PORT}`;
  try {
    expect(first.out).toContain(`${api}/v1/health`);
    expect(first.out).toContain(`http://127.0.0.1:${env.GATEHOUSE_TEMPORAL_UI_PORT}`);
    const key = /(gate_test_\w{40})/.exec(first.out)![1];
    // Before it said it was running, the start compiled the contract, ran one empty run on its worker and
    // signed once: the first agent's decision below does not pay for them (warm-up.test.ts).
    expect(first.log).toMatch(/"msg":"contract compiled"/);
    expect(first.log).toMatch(/"msg":"workflow path warmed"[^\n]*"ok":true/);
    expect(first.log).toMatch(/"msg":"receipt signing warmed"/);

    const decided = await call(`${api}/v1/gate/evaluate`, { key, body: refund(40) });
    expect(decided.status).toBe(200);
    expectContract(decided, 'Decision');
    const id = decided.body.decision_id;
    const reviewed = await call(`${api}/v1/decisions/${id}/review`, { key, body: { outcome: 'approved', reviewer: 'ops@example.com' } });
    expect(reviewed.status).toBe(200);

    // The "done": the demo operator signs in with the one-time password printed at the first start,
    // chooses a password, sees the decision an agent just made, records a verdict and finds it in the report.
    const oneTime = /Console sign-in \(organisation demo\): (\S+), one-time password[^\n]*\n\s+(\S+)\n/.exec(first.out)!;
    expect(oneTime[1]).toBe('operator@demo.test');
    const denied = await call(`${api}/v1/gate/evaluate`, { key, body: { ...refund(40), actor: { name: 'support-bot', permissions: [] } } });
    expect(denied.body.decision).toBe('deny');
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${api}/console`);
      await page.getByLabel('Organisation').fill('demo');
      await page.getByLabel('E-mail').fill(oneTime[1]);
      await page.getByLabel('Password').fill(oneTime[2]);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/console\/password$/);
      await page.getByLabel('Current password').fill(oneTime[2]);
      await page.getByLabel('New password', { exact: true }).fill('a long demo password');
      await page.getByLabel('New password again').fill('a long demo password');
      await page.getByRole('button', { name: 'Save password' }).click();
      await page.waitForURL(/\/console\/test\/decisions\?done=password$/);
      await page.getByRole('link', { name: /\d{2}:\d{2}:\d{2}Z/ }).first().click();
      await page.waitForURL(new RegExp(`/decisions/${denied.body.decision_id}$`));
      await page.getByLabel('denied').check();
      await page.getByRole('button', { name: 'Record verdict' }).click();
      await page.waitForURL(/done=verdict$/);
      await page.goto(`${api}/console/test/agreement`);
      const consoleRow = page.locator('main table').filter({ hasText: 'Verdicts' }).locator('tr', { hasText: 'console' });
      expect(await consoleRow.locator('td').first().textContent()).toBe('1');
      await screenshot(page, 'first-start-agreement');
    } finally {
      await browser.close();
    }
    const report = await call(`${api}/v1/reports/agreement`, { key });
    expect(report.body.by_channel.find((c: { channel: string }) => c.channel === 'console')).toMatchObject({ verdicts: 1, agreed: 1 });

    // The CLI finds the running embedded store with no configuration.
    const created = await runCli(['keys', 'create', '--org', 'acme', '--env', 'test'], env);
    expect(created.code).toBe(0);
    const acme = created.stdout.trim();
    expect((await call(`${api}/v1/gate/evaluate`, { key: acme, body: refund(1) })).status).toBe(200);
    expect((await call(`${api}/v1/decisions/${id}`, { key: acme })).status).toBe(404);

    expect(await stop(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await start();
    try {
      expect(second.out).not.toMatch(/gate_test_/);
      const rec = await call(`${api}/v1/decisions/${id}`, { key });
      expect(rec.status).toBe(200);
      expect(rec.body.review.reviewer).toBe('ops@example.com');
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
  } finally {
    if (first.child.exitCode === null) await stop(first.child);
  }
});
