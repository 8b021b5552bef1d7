// The console's Shadow page in a real browser (Chromium via playwright-core) against the real service: an
// operator types a candidate into the form, decisions and verdicts arrive through the API, the page shows the
// matrix and the agreement figures as counted by hand, a changed cell's link opens its decision, and the
// Promote button makes the candidate live. A screenshot goes to test-artifacts/console/shadow.png.

import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../src/console/passwords';
import { createOperator } from '../../src/store/operators';
import { findEnv } from '../../src/store/tenants';
import { launchBrowser, screenshot } from '../helpers/browser';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

jest.setTimeout(120_000);

let svc: TestService;
let browser: Browser;
let page: Page;
const email = 'shadow-ops@example.com';
const password = 'correct horse battery staple';

beforeAll(async () => {
  svc = await startTestService();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await svc?.stop();
});

test('set a candidate, read the matrix and figures, follow a changed decision, promote', async () => {
  const org = uniqueOrg('shadow-ui');
  const key = await svc.key(org);
  const env = (await findEnv(svc.running.db, org, 'test'))!;
  await createOperator(svc.running.db, env.orgId, email, await hashPassword(password), false);

  await page.goto(`${svc.url}/console/test/shadow`);
  await page.getByLabel('Organisation').fill(org);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/console\/test\/shadow$/);
  expect(await page.getByTestId('no-shadow').isVisible()).toBe(true);

  await page.getByLabel('Settings, one name=value per line').fill('refund_review_limit=50');
  await page.getByRole('button', { name: 'Set as shadow' }).click();
  await page.waitForURL(/done=shadow-set/);
  expect(await page.getByRole('status').textContent()).toContain('Shadow set');

  // Live allow ×2 (the second over the candidate's 50: review in the shadow); people approve the first, deny the second.
  const ids: string[] = [];
  for (const [i, amount] of [30, 90].entries()) {
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(amount, { target: `order_${i}` }) });
    expect(r.body.decision).toBe('allow');
    ids.push(r.body.decision_id);
  }
  await call(`${svc.url}/v1/decisions/${ids[0]}/review`, { key, body: { outcome: 'approved', reviewer: email } });
  await call(`${svc.url}/v1/decisions/${ids[1]}/review`, { key, body: { outcome: 'denied', reviewer: email } });

  await page.reload();
  expect(await page.getByTestId('shadow-totals').textContent()).toBe('2 decisions decided with it, 1 with another outcome, 2 with a verdict.');
  expect((await page.getByTestId('cell-allow-allow').textContent())!.trim()).toBe('1');
  expect((await page.getByTestId('cell-allow-review').innerText()).replace(/\s+/g, ' ').trim()).toBe(`1 ${ids[1].slice(-6)}`);
  // Live: TN 1, FN 1; shadow: TN 1, TP 1.
  expect(await page.getByTestId('live-agreement').textContent()).toBe('0.50 (n=2)');
  expect(await page.getByTestId('shadow-agreement').textContent()).toBe('1.00 (n=2)');
  expect(await page.getByTestId('live-recall').textContent()).toBe('0.00 (n=1)');
  expect(await page.getByTestId('shadow-recall').textContent()).toBe('1.00 (n=1)');
  expect(await page.getByTestId('shadow-kappa').textContent()).toBe('1.00 (n=2)');
  await screenshot(page, 'shadow');

  // The changed cell links its decision.
  await page.getByTestId('cell-allow-review').getByRole('link').click();
  await page.waitForURL(new RegExp(`/console/test/decisions/${ids[1]}$`));
  await page.goBack();

  await page.getByRole('button', { name: 'Promote to live' }).click();
  await page.waitForURL(/done=shadow-promoted/);
  expect(await page.getByTestId('no-shadow').isVisible()).toBe(true);
  expect((await findEnv(svc.running.db, org, 'test'))!.settings.refund_review_limit).toBe(50);
});
