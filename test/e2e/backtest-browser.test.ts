// The console's backtest pages in a real browser (Chromium via playwright-core) against the real service:
// a form filled in from a suggestion's link, a refused setting named on the form, the progress bar of a
// backtest waiting for a worker (the page reloads itself), then, once a worker runs it, the old×new matrix
// with links to the decisions that changed and the before/after agreement chart. Screenshots go to
// test-artifacts/console.

import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../src/console/passwords';
import { stopChild } from '../../src/embedded/temporal-server';
import { createOperator } from '../../src/store/operators';
import { findEnv } from '../../src/store/tenants';
import { seedDecisions, type Seeded } from '../helpers/backtests';
import { launchBrowser, screenshot } from '../helpers/browser';
import { serve } from '../helpers/processes';
import { startTestService, uniqueOrg, type TestService } from '../helpers/service';

jest.setTimeout(180_000);

let svc: TestService;
let browser: Browser;
let page: Page;
let seeded: Seeded;
let workerEnv: Record<string, string>;
const children: ChildProcess[] = [];
const email = 'ops@example.com';
const password = 'correct horse battery staple';

beforeAll(async () => {
  const queue = `bt-console-${randomUUID()}`;
  workerEnv = { DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL!, TEMPORAL_ADDRESS: process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS!, GATEHOUSE_TASK_QUEUE: queue, PORT: '0' };
  svc = await startTestService({ GATEHOUSE_TASK_QUEUE: queue, GATEHOUSE_BACKTEST_BATCH: '2', GATEHOUSE_BACKTEST_POLL_MS: '100' }, { api: true, worker: false });
  // A worker for the decisions recorded first; stopped before the backtest, so that it waits visibly.
  const worker = await serve('worker', workerEnv);
  const org = uniqueOrg('btconsole');
  seeded = await seedDecisions(svc, svc.url, org);
  await stopChild(worker);
  const env = await findEnv(svc.running.db, org, 'test');
  await createOperator(svc.running.db, env!.orgId, email, await hashPassword(password), false);
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${svc.url}/console/signin`);
  await page.getByLabel('Organisation').fill(org);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/console\/test\/decisions$/);
});

afterAll(async () => {
  await browser?.close();
  for (const c of children) await stopChild(c).catch(() => undefined);
  await svc?.stop();
});

test('a refused setting is named on the form; nothing starts', async () => {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Backtests' }).click();
  await page.waitForURL(/\/console\/test\/backtests$/);
  expect(await page.locator('main').textContent()).toContain('No backtest in the last 30 days.');
  await page.getByLabel(/Settings to try/).fill('confidence_threshold=2\nrefund_limit=1');
  // The configured model with a call budget, where the environment's provider is the builtin one: named too.
  await page.getByLabel(/Model calls/).fill('5');
  await page.getByRole('button', { name: 'Run backtest' }).click();
  expect(await page.getByRole('alert').textContent()).toContain('Nothing was started');
  const errors = await page.locator('#bt-settings-error').textContent();
  expect(errors).toContain('candidate.settings.confidence_threshold must be a number from 0 to 1');
  expect(errors).toContain('candidate.settings.refund_limit unknown setting');
  expect(await page.getByLabel(/Settings to try/).getAttribute('aria-invalid')).toBe('true');
  expect(await page.locator('#bt-model-calls-error').textContent()).toContain("model.use the environment's model provider is builtin");
  expect(await page.getByLabel(/Model calls/).inputValue()).toBe('5');
});

test('the agreement page suggests thresholds on request, each with a "Backtest this" link to the filled-in form', async () => {
  const q = new URLSearchParams({ from: seeded.from, to: seeded.to });
  await page.goto(`${svc.url}/console/test/agreement?${q}`);
  expect(await page.getByTestId('suggestions').count()).toBe(0);
  await page.getByRole('link', { name: 'suggest thresholds' }).click();
  // Six decisions with a verdict: under the default minimum of 20.
  expect(await page.getByTestId('suggestions').textContent()).toContain('6 decisions with a verdict can be decided again in this window; a suggestion needs at least 20');
  await page.goto(`${page.url()}&min_n=5`);
  const row = page.getByTestId('suggestions').locator('tr', { has: page.locator('code', { hasText: 'refund_review_limit' }) });
  // By hand (test/helpers/backtests.ts): 3 of 6 agree at 500, 5 of 6 at 800.
  expect((await row.locator('td').allTextContents()).slice(0, 4)).toEqual(['500', '50.0%', '800', '83.3%']);
  await screenshot(page, 'agreement-suggestions');
  await row.getByRole('link', { name: 'Backtest this' }).click();
  await page.waitForURL(/\/console\/test\/backtests\?set=/);
  expect(await page.getByLabel(/Settings to try/).inputValue()).toBe('refund_review_limit=800');
});

test("a suggestion's link fills the form in; the backtest shows its progress until a worker runs it, then the matrix and the chart", async () => {
  const q = new URLSearchParams({ set: 'refund_review_limit=1000', from: seeded.from, to: seeded.to });
  await page.goto(`${svc.url}/console/test/backtests?${q}`);
  expect(await page.getByLabel(/Settings to try/).inputValue()).toBe('refund_review_limit=1000');
  expect(await page.getByLabel(/From/).inputValue()).toBe(seeded.from);
  await page.getByRole('button', { name: 'Run backtest' }).click();
  await page.waitForURL(/\/console\/test\/backtests\/bt_/);

  // No worker yet: queued, the bar at 0, and the page set to reload itself.
  expect(await page.getByTestId('backtest-status').textContent()).toBe('queued');
  const bar = page.getByTestId('backtest-progress');
  expect(await bar.getAttribute('value')).toBe('0');
  expect(await page.locator('main').textContent()).toContain('0 of 8 decisions read (6 can be decided again)');
  const reload = await page.request.get(page.url());
  expect(reload.headers()['refresh']).toBe('2');
  expect(await page.getByRole('button', { name: 'Cancel backtest' }).count()).toBe(1);
  await screenshot(page, 'backtest-progress');

  // A worker comes: the page, reloading itself, ends on the report.
  children.push(await serve('worker', workerEnv));
  await page.getByTestId('backtest-matrix').waitFor({ timeout: 120_000 });
  expect(await page.getByTestId('backtest-status').textContent()).toBe('done');
  expect(await bar.getAttribute('value')).toBe('1');
  expect(await page.getByRole('button', { name: 'Cancel backtest' }).count()).toBe(0);
  const cell = (c: string) => page.locator(`[data-cell="${c}"]`).textContent();
  expect(await cell('allow>allow')).toBe('2');
  expect(await cell('review>allow')).toBe('3');
  expect(await cell('review>review')).toBe('1');
  expect(await cell('allow>review')).toBe('0');
  expect(await page.locator('td.changed').count()).toBe(1);

  // The chart: a before and an after bar for agreement, precision, recall (κ before is 0: a bar of height 0).
  const chart = page.getByTestId('before-after-chart');
  expect(await chart.locator('rect[data-bar="before"]').count()).toBe(4);
  expect(await chart.locator('rect[data-bar="after"]').count()).toBe(4);
  expect(await chart.locator('desc').textContent()).toContain('agreement: before 0.5 (n=6), after 0.6667 (n=6)');
  expect(await page.locator('main').textContent()).toContain('retention metadata keeps only sizes and field names, no input');
  await screenshot(page, 'backtest-done');

  // The changed decisions are linked to their records.
  const changed = page.getByTestId('backtest-changed').getByRole('link');
  expect(await changed.allTextContents()).toEqual(seeded.changed);
  await changed.first().click();
  await page.waitForURL(new RegExp(`/console/test/decisions/${seeded.changed[0]}$`));

  await page.goto(`${svc.url}/console/test/backtests`);
  expect(await page.locator('main table tbody tr').count()).toBe(1);
  expect(await page.locator('main table tbody tr').textContent()).toContain('refund_review_limit=1000');
});
