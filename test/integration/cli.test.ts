// The operator CLI against DATABASE_URL: keys, settings, agents; bad input refused with a clear message.

import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';
import { runCli } from '../helpers/cli';

let svc: TestService;
const env = () => ({ DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL });

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

it('keys create prints only the new key; it works, is listed without its secret, and revoking it stops it', async () => {
  const org = uniqueOrg('cli');
  const created = await runCli(['keys', 'create', '--org', org, '--env', 'live'], env());
  expect(created.code).toBe(0);
  const key = created.stdout.trim();
  expect(key).toMatch(/^gate_live_[0-9A-Za-z]{40}$/);
  expect(created.stdout).toBe(`${key}\n`);

  expect((await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(5) })).status).toBe(200);

  const listed = await runCli(['keys', 'list', '--org', org, '--json'], env());
  const rows = JSON.parse(listed.stdout);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ env: 'live', prefix: key.slice(0, 14), revoked_at: null });
  expect(listed.stdout).not.toContain(key);
  // Stored only as a hash.
  const { rows: stored } = await svc.running.db.query("SELECT count(*)::int AS n FROM api_keys WHERE encode(key_hash, 'escape') LIKE $1", [`%${key}%`]);
  expect(stored[0].n).toBe(0);

  const revoked = await runCli(['keys', 'revoke', rows[0].id], env());
  expect(revoked.code).toBe(0);
  expect((await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(5) })).status).toBe(401);
  expect((await runCli(['keys', 'revoke', rows[0].id], env())).code).toBe(1);
});

it('keys create --scope admin makes an operator key: it reads and changes settings by API, cannot evaluate; list shows the scope', async () => {
  const org = uniqueOrg('cli');
  const agent = (await runCli(['keys', 'create', '--org', org, '--env', 'test'], env())).stdout.trim();
  const created = await runCli(['keys', 'create', '--org', org, '--env', 'test', '--scope', 'admin'], env());
  expect(created.code).toBe(0);
  const admin = created.stdout.trim();
  expect(admin).toMatch(/^gate_test_[0-9A-Za-z]{40}$/);
  const patched = await call(`${svc.url}/v1/settings`, { key: admin, method: 'PATCH', body: { daily_cap: 42 } });
  expect([patched.status, patched.body.settings.daily_cap.value]).toEqual([200, 42]);
  expect(JSON.parse((await runCli(['env', 'show', '--org', org, '--env', 'test', '--json'], env())).stdout).daily_cap).toBe(42);
  expect((await call(`${svc.url}/v1/gate/evaluate`, { key: admin, body: refund(5) })).status).toBe(403);
  expect((await call(`${svc.url}/v1/settings`, { key: agent })).status).toBe(403);

  const rows = JSON.parse((await runCli(['keys', 'list', '--org', org, '--json'], env())).stdout);
  expect(rows.map((r: { prefix: string; scope: string }) => [r.prefix, r.scope])).toEqual([
    [agent.slice(0, 14), 'agent'],
    [admin.slice(0, 14), 'admin'],
  ]);
  expect((await runCli(['keys', 'list', '--org', org], env())).stdout).toMatch(new RegExp(`  test  admin  ${admin.slice(0, 14)}…`));

  const bad = await runCli(['keys', 'create', '--org', org, '--env', 'test', '--scope', 'root'], env());
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('--scope must be agent or admin');
  expect(JSON.parse((await runCli(['keys', 'list', '--org', org, '--json'], env())).stdout)).toHaveLength(2);
});

it('keys revoke also takes the key itself', async () => {
  const org = uniqueOrg('cli');
  const key = (await runCli(['keys', 'create', '--org', org, '--env', 'test'], env())).stdout.trim();
  expect((await runCli(['keys', 'revoke', key], env())).code).toBe(0);
  expect((await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(5) })).status).toBe(401);
});

it('env set changes settings that take effect on the next request; env show lists every setting', async () => {
  const org = uniqueOrg('cli');
  const key = (await runCli(['keys', 'create', '--org', org, '--env', 'test'], env())).stdout.trim();
  const set = await runCli(
    ['env', 'set', '--org', org, '--env', 'test', 'daily_cap=3', 'agents_mode=enforce', 'refund_review_limit=250', 'intake=on', 'retention=redacted', 'policy_version=v2', 'model_provider=builtin', 'monthly_budget=unlimited'],
    env(),
  );
  expect(set.code).toBe(0);
  expect(set.stdout).toContain('daily_cap=3');
  const shown = JSON.parse((await runCli(['env', 'show', '--org', org, '--env', 'test', '--json'], env())).stdout);
  expect(shown).toMatchObject({ daily_cap: 3, agents_mode: 'enforce', refund_review_limit: 250, intake: 'on', retention: 'redacted', policy_version: 'v2', monthly_budget: null });
  const text = (await runCli(['env', 'show', '--org', org, '--env', 'test'], env())).stdout;
  for (const name of ['confidence_threshold', 'max_context_bytes', 'model_base_url']) expect(text).toContain(`${name}=`);
  const d = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(5) });
  expect(d.body.reason_codes).toEqual(['AGENT_UNKNOWN']);
  expect(d.body.policy_version).toBe('v2');
  // The live environment is untouched.
  expect(JSON.parse((await runCli(['env', 'show', '--org', org, '--env', 'live', '--json'], env())).stdout).daily_cap).toBe(10000);
});

it('env set refuses unknown names and bad values, names each, and changes nothing', async () => {
  const org = uniqueOrg('cli');
  await runCli(['keys', 'create', '--org', org, '--env', 'test'], env());
  const bad = await runCli(['env', 'set', '--org', org, '--env', 'test', 'daily_cap=lots', 'colour=blue', 'confidence_threshold=1.5', 'agents_mode=strict', 'retention=full'], env());
  expect(bad.code).toBe(2);
  expect(bad.stderr).toMatch(/daily_cap: must be a whole number/);
  expect(bad.stderr).toMatch(/colour: unknown setting/);
  expect(bad.stderr).toMatch(/confidence_threshold: must be a number from 0 to 1/);
  expect(bad.stderr).toMatch(/agents_mode: must be one of off, record, enforce/);
  expect(bad.stderr).toContain('nothing was changed');
  const inconsistent = await runCli(['env', 'set', '--org', org, '--env', 'test', 'model_provider=openai'], env());
  expect(inconsistent.code).toBe(2);
  expect(inconsistent.stderr).toMatch(/model_provider: openai needs model_name/);
  const shown = JSON.parse((await runCli(['env', 'show', '--org', org, '--env', 'test', '--json'], env())).stdout);
  expect(shown.daily_cap).toBe(10000);
  expect(shown.model_provider).toBe('builtin');
});

it('agents add, list and remove; bad types refused', async () => {
  const org = uniqueOrg('cli');
  await runCli(['keys', 'create', '--org', org, '--env', 'test'], env());
  const base = ['--org', org, '--env', 'test'];
  expect((await runCli(['agents', 'add', ...base, '--name', 'support-bot', '--types', 'refund,send_message'], env())).code).toBe(0);
  const listed = JSON.parse((await runCli(['agents', 'list', ...base, '--json'], env())).stdout);
  expect(listed).toEqual([{ name: 'support-bot', action_types: ['refund', 'send_message'] }]);
  const bad = await runCli(['agents', 'add', ...base, '--name', 'x', '--types', 'Refund!'], env());
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('not action types: Refund!');
  expect((await runCli(['agents', 'remove', ...base, '--name', 'support-bot'], env())).code).toBe(0);
  expect(JSON.parse((await runCli(['agents', 'list', ...base, '--json'], env())).stdout)).toEqual([]);
  expect((await runCli(['agents', 'remove', ...base, '--name', 'support-bot'], env())).code).toBe(1);
});

it('types add, list and remove: an added type takes effect on the next request; bad definitions refused', async () => {
  const org = uniqueOrg('cli');
  const key = (await runCli(['keys', 'create', '--org', org, '--env', 'test'], env())).stdout.trim();
  const base = ['--org', org, '--env', 'test'];
  const credit = { action: { type: 'issue_credit', target: 'acct_9' }, actor: { name: 'bot' } };
  const CATEGORY_RULES = ['MISSING_AMOUNT', 'HIGH_VALUE_REFUND', 'DESTRUCTIVE_ACTION_TYPE', 'SENSITIVE_ACTION_TYPE', 'EXFILTRATION_ACTION_TYPE'];
  const categoryCodes = async (k: string, body: object) =>
    ((await call(`${svc.url}/v1/gate/evaluate`, { key: k, body })).body.reason_codes as string[]).filter((c) => CATEGORY_RULES.includes(c));
  // Outside the registry: the caller's own vocabulary, no category rule.
  expect(await categoryCodes(key, credit)).toEqual([]);

  const added = await runCli(['types', 'add', ...base, '--name', 'issue_credit', '--categories', 'money_movement,refund', '--synonyms', 'Store Credit, Gutschrift'], env());
  expect(added.code).toBe(0);
  expect(added.stdout).toContain('issue_credit: money_movement,refund');
  const listed = JSON.parse((await runCli(['types', 'list', ...base, '--json'], env())).stdout);
  expect(listed).toEqual([{ type: 'issue_credit', categories: ['money_movement', 'refund'], synonyms: ['store credit', 'gutschrift'] }]);
  const all = JSON.parse((await runCli(['types', 'list', ...base, '--all', '--json'], env())).stdout);
  expect(all.map((t: { type: string }) => t.type)).toEqual(expect.arrayContaining(['refund', 'delete_records', 'issue_credit']));

  const now = await call(`${svc.url}/v1/gate/evaluate`, { key, body: credit });
  expect(now.body.decision).toBe('more_information');
  expect(now.body.reason_codes).toEqual(['MISSING_AMOUNT']);
  const big = await call(`${svc.url}/v1/gate/evaluate`, { key, body: { ...credit, action: { ...credit.action, amount: 800, currency: 'EUR' } } });
  expect(big.body.reason_codes).toContain('HIGH_VALUE_REFUND');
  // Only this environment: live does not know the type.
  const live = (await runCli(['keys', 'create', '--org', org, '--env', 'live'], env())).stdout.trim();
  expect(await categoryCodes(live, credit)).toEqual([]);

  // A built-in type can be widened, never narrowed.
  expect((await runCli(['types', 'add', ...base, '--name', 'send_email', '--categories', 'exfiltration'], env())).stdout).toContain(
    'send_email: communication,exfiltration (built-in type, widened)',
  );
  const mail = await call(`${svc.url}/v1/gate/evaluate`, { key, body: { action: { type: 'send_email' }, actor: { name: 'bot' } } });
  expect(mail.body.reason_codes).toContain('EXFILTRATION_ACTION_TYPE');

  const bad = await runCli(['types', 'add', ...base, '--name', 'Bad Type', '--categories', 'money,destructive'], env());
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('type "Bad Type" must match');
  expect(bad.stderr).toContain('unknown category "money"');

  expect((await runCli(['types', 'remove', ...base, '--name', 'issue_credit'], env())).code).toBe(0);
  expect(await categoryCodes(key, credit)).toEqual([]);
  const builtin = await runCli(['types', 'remove', ...base, '--name', 'refund'], env());
  expect(builtin.code).toBe(1);
  expect(builtin.stderr).toContain('built-in types cannot be removed');
});

it('usage errors exit 2 with the usage text', async () => {
  const r = await runCli(['keys', 'create', '--org', 'x', '--env', 'staging'], env());
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('--env must be test or live');
  const unknownOrg = await runCli(['env', 'show', '--org', uniqueOrg('none'), '--env', 'test'], env());
  expect(unknownOrg.code).toBe(2);
  expect(unknownOrg.stderr).toContain('no organisation');
  expect((await runCli(['frobnicate'], env())).code).toBe(2);
});
