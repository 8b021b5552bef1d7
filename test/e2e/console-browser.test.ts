// The operator console in a real browser (Debian's Chromium via playwright-core) against the real service:
// sign in, filter decisions, open one, record a verdict and see it through the API, create and revoke a key
// and see the revoked key refused, change settings and see them take effect, agents, usage, the test/live
// switch, a cross-organisation attempt, sign-out. Screenshots of the main pages go to test-artifacts/console.

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hashPassword } from '../../src/console/passwords';
import { createOperator } from '../../src/store/operators';
import { findEnv } from '../../src/store/tenants';
import { launchBrowser, screenshot } from '../helpers/browser';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

jest.setTimeout(120_000);

let svc: TestService;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let org: string;
let key: string;
const email = 'ops@example.com';
const password = 'correct horse battery staple';
const ids: Record<string, string> = {};
let otherOrgDecision: string;

async function evaluate(body: object, k = key) {
  return call(`${svc.url}/v1/gate/evaluate`, { key: k, body });
}

beforeAll(async () => {
  // The test stack's Temporal runs without this UI; the link is all the page needs.
  svc = await startTestService({ GATEHOUSE_TEMPORAL_UI_URL: 'http://127.0.0.1:8233' });
  org = uniqueOrg('console');
  key = await svc.key(org);
  const env = await findEnv(svc.running.db, org, 'test');
  await createOperator(svc.running.db, env!.orgId, email, await hashPassword(password), false);
  const made = {
    allow: refund(40),
    deny: { ...refund(40), actor: { name: 'support-bot', permissions: [] } },
    review: { action: { type: 'delete_records', target: 'customer_77', description: 'Remove the duplicate customer' }, actor: { name: 'ops-bot' } },
    more_information: refund(null),
  };
  for (const [outcome, body] of Object.entries(made)) {
    const r = await evaluate(body);
    expect(r.body.decision).toBe(outcome);
    ids[outcome] = r.body.decision_id;
  }
  const other = await svc.key(uniqueOrg('other'));
  otherOrgDecision = (await evaluate(refund(40), other)).body.decision_id;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
});

const url = (path: string) => `${svc.url}${path}`;

test('signing in lands on the decisions an agent just made, with the environment switch visible', async () => {
  await page.goto(url('/console'));
  expect(page.url()).toMatch(/\/console\/signin\?next=/);
  await page.getByLabel('Organisation').fill(org);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('wrong password!!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(await page.getByRole('alert').textContent()).toContain('do not match');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/console\/test\/decisions$/);
  const rows = page.locator('main table tbody tr');
  expect(await rows.count()).toBe(4);
  const envNav = page.getByRole('navigation', { name: 'Environment' });
  expect(await envNav.getByRole('link', { name: 'Test' }).getAttribute('aria-current')).toBe('page');
  expect(await envNav.getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBeNull();
  expect(await page.locator('body').textContent()).not.toContain(otherOrgDecision);
  await screenshot(page, 'decisions');
});

test('the first Tab reaches the skip link, which moves focus to the content', async () => {
  await page.keyboard.press('Tab');
  expect(await page.evaluate('document.activeElement && document.activeElement.textContent')).toBe('Skip to content');
  await page.keyboard.press('Enter');
  expect(await page.evaluate('document.activeElement && document.activeElement.id')).toBe('main');
});

test('filters narrow the list: decision, verdict state, agent, action type, reason code', async () => {
  await page.getByLabel('Decision', { exact: true }).selectOption('deny');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/decision=deny/);
  const rows = page.locator('main table tbody tr');
  expect(await rows.count()).toBe(1);
  expect(await rows.first().textContent()).toContain('deny');
  await screenshot(page, 'decisions-filtered');

  await page.getByRole('link', { name: 'Clear' }).click();
  await page.getByLabel('Agent').fill('ops-bot');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/agent=ops-bot/);
  expect(await rows.count()).toBe(1);
  expect(await rows.first().textContent()).toContain('delete_records');

  await page.getByRole('link', { name: 'Clear' }).click();
  await page.getByLabel('Reason code').selectOption('MISSING_AMOUNT');
  await page.getByLabel('Action type').fill('refund');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/reason=MISSING_AMOUNT/);
  expect(await rows.count()).toBe(1);
  expect(await rows.first().textContent()).toContain('more_information');

  await page.getByRole('link', { name: 'Clear' }).click();
  await page.getByLabel('Verdict').selectOption('given');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/verdict=given/);
  expect(await page.getByRole('status').textContent()).toContain('No decisions match');

  await page.getByRole('link', { name: 'Clear' }).click();
  await page.getByLabel('From (UTC)').fill('2001-01-01');
  await page.getByLabel('To (UTC, included)').fill('2001-01-02');
  await page.getByRole('button', { name: 'Filter' }).click();
  expect(await page.getByRole('status').textContent()).toContain('No decisions match');
});

test('a decision page shows the record, and a verdict recorded there is on the record through the API', async () => {
  await page.goto(url('/console/test/decisions?decision=deny'));
  await page.locator('main table tbody tr a').first().click();
  await page.waitForURL(new RegExp(`/decisions/${ids.deny}$`));
  const main = page.locator('main');
  expect(await main.textContent()).toContain('ACTION_NOT_PERMITTED');
  expect(await page.locator('meter#risk-overall').count()).toBe(1);
  expect(await page.locator('meter#sem-evidence_supports_action').count()).toBe(1);
  expect(await main.locator('table').filter({ hasText: 'actor.declared_permissions' }).count()).toBe(1);
  const run = page.getByRole('link', { name: 'Its run in the Temporal UI' });
  expect(await run.getAttribute('href')).toContain(`/workflows/${encodeURIComponent(`decision:${ids.deny}`)}`);
  expect(await main.textContent()).toContain('No verdict yet.');
  await screenshot(page, 'decision');

  await page.getByRole('button', { name: 'Record verdict' }).click();
  expect(await page.getByRole('alert').textContent()).toContain('not recorded');
  await page.getByLabel('denied').check();
  await page.getByLabel('Note (optional)').fill('Agreed: the agent had no permission.');
  await page.getByRole('button', { name: 'Record verdict' }).click();
  await page.waitForURL(/done=verdict/);
  expect(await page.getByRole('status').first().textContent()).toContain('Verdict recorded');

  const record = await call(url(`/v1/decisions/${ids.deny}`), { key });
  expect(record.status).toBe(200);
  expect(record.body.review).toMatchObject({ outcome: 'denied', reviewer: email, channel: 'console', note: 'Agreed: the agent had no permission.' });
  expect(record.body.review_history).toHaveLength(1);
});

test('the verdict is in the agreement report, with a chart over time', async () => {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Agreement' }).click();
  await page.waitForURL(/\/agreement$/);
  expect(await page.getByTestId('agreement-rate').textContent()).toBe('100.0%');
  const channelRow = page.locator('main table').filter({ hasText: 'Verdicts' }).locator('tr', { hasText: 'console' });
  expect(await channelRow.locator('td').allTextContents()).toEqual(['1', '1', '0', '100.0%']);
  expect(await page.locator('svg.chart rect').count()).toBeGreaterThanOrEqual(2);
  const api = await call(url('/v1/reports/agreement'), { key });
  expect(api.body.by_channel.find((c: { channel: string }) => c.channel === 'console').verdicts).toBe(1);
  await screenshot(page, 'agreement');
});

test('a key created in the console works once shown, and is refused once revoked', async () => {
  await page.goto(url('/console/test/keys'));
  await page.getByRole('button', { name: 'Create a test key' }).click();
  const created = await page.getByTestId('new-key').inputValue();
  expect(created).toMatch(/^gate_test_[0-9A-Za-z]{40}$/);
  await screenshot(page, 'keys-created');
  expect((await evaluate(refund(40), created)).status).toBe(200);

  await page.goto(url('/console/test/keys'));
  expect(await page.locator('main').textContent()).not.toContain(created);
  await page.getByRole('button', { name: `Revoke key ${created.slice(0, 14)}…` }).click();
  // The first press asks; the key still works until the second.
  expect(await page.locator('h1').textContent()).toBe('Revoke this key?');
  expect((await evaluate(refund(40), created)).status).toBe(200);
  await page.getByRole('button', { name: `Revoke key ${created.slice(0, 14)}…` }).click();
  await page.waitForURL(/done=key-revoked/);
  const refused = await evaluate(refund(40), created);
  expect(refused.status).toBe(401);
  expect(refused.body.error).toBe('invalid_api_key');
  expect((await evaluate(refund(40))).status).toBe(200);
  await screenshot(page, 'keys');
});

test('agents: add, edit, enforce, remove, each taking effect on the next decision', async () => {
  await page.goto(url('/console/test/agents'));
  expect(await page.locator('main .empty').textContent()).toContain('No agents registered');
  await page.getByLabel('Agent name (as it sends actor.name)').fill('support-bot');
  await page.getByLabel('Action types it may ask for').fill('refund, send_email');
  await page.getByRole('button', { name: 'Add agent' }).click();
  await page.waitForURL(/done=agent-saved/);
  await page.getByRole('radio', { name: /^enforce/ }).check();
  await page.getByRole('button', { name: 'Save mode' }).click();
  await page.waitForURL(/done=mode/);
  const unknown = await evaluate({ ...refund(40), actor: { name: 'stranger-bot' } });
  expect(unknown.body.decision).toBe('deny');
  expect(unknown.body.reason_codes).toContain('AGENT_UNKNOWN');

  await page.getByRole('textbox', { name: 'Action types of support-bot' }).fill('send_email');
  await page.getByRole('button', { name: 'Save action types of support-bot' }).click();
  await page.waitForURL(/done=agent-saved/);
  const narrowed = await evaluate(refund(40));
  expect(narrowed.body.reason_codes).toContain('AGENT_NOT_PERMITTED');
  await screenshot(page, 'agents');

  await page.getByRole('button', { name: 'Remove agent support-bot' }).click();
  await page.waitForURL(/done=agent-removed/);
  await page.getByRole('radio', { name: /^off/ }).check();
  await page.getByRole('button', { name: 'Save mode' }).click();
  await page.waitForURL(/done=mode/);
  expect((await evaluate(refund(40))).body.decision).toBe('allow');
});

test('settings: an invalid value is refused with the field named; a valid change takes effect and is audited', async () => {
  await page.goto(url('/console/test/settings'));
  await page.getByLabel('confidence_threshold').fill('5');
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect(await page.getByRole('alert').textContent()).toContain('Nothing was saved');
  expect(await page.getByLabel('confidence_threshold').getAttribute('aria-invalid')).toBe('true');
  expect(await page.locator('#s-confidence_threshold-error').textContent()).toContain('must be a number from 0 to 1');

  await page.goto(url('/console/test/settings'));
  await page.getByLabel('refund_review_limit').fill('10');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.waitForURL(/done=settings$/);
  const trail = page.locator('main table').filter({ hasText: 'Who' });
  expect((await trail.locator('tbody tr').first().locator('td').allTextContents()).slice(1)).toEqual([email, 'refund_review_limit', '500', '10']);
  const high = await evaluate(refund(40));
  expect(high.body.decision).toBe('review');
  expect(high.body.reason_codes).toContain('HIGH_VALUE_REFUND');
  await screenshot(page, 'settings');
});

test('usage shows today\'s decisions against the daily cap and the month\'s model calls', async () => {
  await page.goto(url('/console/test/usage'));
  const today = page.locator('meter#u-today');
  const env = await findEnv(svc.running.db, org, 'test');
  const { rows } = await svc.running.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM decisions WHERE env_id = $1 AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    [env!.envId],
  );
  expect(rows[0].n).toBeGreaterThanOrEqual(8);
  expect(Number(await today.getAttribute('value'))).toBe(rows[0].n);
  expect(await page.locator('main').textContent()).toContain(`of 10,000`);
  expect(await page.locator('main').textContent()).toContain('no monthly_budget is set');
  await screenshot(page, 'usage');
});

test('the live switch shows the live environment, empty, and another organisation\'s decision is not found', async () => {
  await page.goto(url('/console/test/decisions'));
  await page.getByRole('navigation', { name: 'Environment' }).getByRole('link', { name: 'Live' }).click();
  await page.waitForURL(/\/console\/live\/decisions$/);
  expect(await page.locator('main .empty').textContent()).toContain('No decisions in the live environment yet');
  expect(await page.getByRole('navigation', { name: 'Environment' }).getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBe('page');
  await screenshot(page, 'live');

  const response = await page.goto(url(`/console/test/decisions/${otherOrgDecision}`));
  expect(response?.status()).toBe(404);
  expect(await page.locator('h1').textContent()).toBe('Not found');
});

test('the header leads to the password change, which has its way back', async () => {
  await page.goto(url('/console/test/usage'));
  await page.getByRole('link', { name: 'Change password' }).click();
  await page.waitForURL(/\/console\/password$/);
  expect(await page.locator('h1').textContent()).toBe('Choose a new password');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL(/\/console\/test\/decisions$/);
});

test('signing out ends the session', async () => {
  await page.goto(url('/console/test/decisions'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/signed_out=1/);
  expect(await page.getByRole('status').textContent()).toContain('signed out');
  await page.goto(url('/console/test/decisions'));
  expect(page.url()).toContain('/console/signin');
});
