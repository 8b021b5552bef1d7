// GET and PATCH /v1/settings with admin keys, over real HTTP against the real service: the same parsers and
// cross-field checks as the CLI and console, all or nothing, audited; a changed rate limit holds from the next
// request; agent keys are refused (403 forbidden); one organisation's or environment's admin key sees and
// changes only its own.

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { listAudit } from '../../src/store/audit';
import { hashApiKey } from '../../src/store/ids';
import { findEnv } from '../../src/store/tenants';
import { SETTING_NAMES } from '../../src/domain/settings';
import { call, expectContract, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

const db = () => svc.running.db;
const url = () => `${svc.url}/v1/settings`;
const patch = (key: string, body: unknown) => call(url(), { key, method: 'PATCH', body });
/** A cheap authenticated request through the limits: the record of a decision that does not exist (404). */
const probe = (key: string) => call(`${svc.url}/v1/decisions/dec_${'0'.repeat(26)}`, { key });

async function org(): Promise<{ org: string; admin: string; agent: string; envId: string }> {
  const o = uniqueOrg('settings');
  const agent = await svc.key(o, 'test');
  const admin = await svc.key(o, 'test', 'admin');
  return { org: o, admin, agent, envId: (await findEnv(db(), o, 'test'))!.envId };
}

describe('GET /v1/settings', () => {
  it('answers every setting of the environment with its value, default, help and choices', async () => {
    const t = await org();
    await svc.settings(t.org, 'test', 'daily_cap=77');
    const r = await call(url(), { key: t.admin });
    expect(r.status).toBe(200);
    expectContract(r, 'Settings');
    expect(r.body.environment).toBe('test');
    expect(Object.keys(r.body.settings).sort()).toEqual([...SETTING_NAMES].sort());
    expect(r.body.settings.daily_cap).toMatchObject({ value: 77, default: 10000, secret: false, set: true, choices: null });
    expect(r.body.settings.key_rate_limit).toMatchObject({ value: 1200, default: 1200 });
    expect(r.body.settings.key_rate_limit.help).toMatch(/per API key/);
    expect(r.body.settings.monthly_budget).toMatchObject({ value: null, set: false });
    expect(r.body.settings.agents_mode.choices).toEqual(['off', 'record', 'enforce']);
    // The rate-limit fields are on its answers like on every key-authenticated route.
    expect(r.headers.get('ratelimit-policy')).toContain('"key";q=1200;w=60');
  });
});

describe('PATCH /v1/settings', () => {
  it('changes key_rate_limit: audited under the key, and the next requests of every key are limited by the new value', async () => {
    const t = await org();
    // The agent key has leased tokens under the old limit (1200 a minute): they must not outlive the change.
    for (let i = 0; i < 3; i++) expect((await probe(t.agent)).status).toBe(404);

    const r = await patch(t.admin, { key_rate_limit: 3, rate_limit_window: '3600' });
    expect(r.status).toBe(200);
    expectContract(r, 'Settings');
    expect(r.body.settings.key_rate_limit.value).toBe(3);
    expect(r.body.settings.rate_limit_window.value).toBe(3600);
    expect((await findEnv(db(), t.org, 'test'))!.settings).toMatchObject({ key_rate_limit: 3, rate_limit_window: 3600 });
    const trail = await listAudit(db(), t.envId, ['setting.changed']);
    const adminId = (await db().query('SELECT id FROM api_keys WHERE key_hash = $1', [hashApiKey(t.admin)])).rows[0].id;
    expect(trail.map((e) => [e.actor, e.subject, e.before, e.after]).sort()).toEqual([
      [`api:${adminId}`, 'key_rate_limit', 1200, 3],
      [`api:${adminId}`, 'rate_limit_window', 60, 3600],
    ]);

    // Three requests per hour per key from now on: the fourth is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await probe(t.agent)).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const refused = await probe(t.agent);
    expect(refused.body).toMatchObject({ error: 'rate_limited', details: { policy: 'key' } });
    expect(refused.headers.get('ratelimit-policy')).toContain('"key";q=3;w=3600');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);

    // Lifted again by the admin key (one of its own three requests an hour).
    expect((await patch(t.admin, { key_rate_limit: 'unlimited' })).body.settings.key_rate_limit.value).toBeNull();
    // A key refused from memory stays refused until its token was due under the old limit (documented); a new
    // key of the environment passes at once.
    const fresh = await svc.key(t.org, 'test');
    for (let i = 0; i < 5; i++) expect((await probe(fresh)).status).toBe(404);
  });

  it('refuses unknown names, bad values, wrong types and inconsistent results with 422 naming each; nothing is changed', async () => {
    const t = await org();
    const before = (await findEnv(db(), t.org, 'test'))!.settings;
    const cases: [unknown, string[]][] = [
      [{ key_rate_limit: 0, colour: 'blue', confidence_threshold: 1.5, daily_cap: 5 }, ['key_rate_limit', 'colour', 'confidence_threshold']],
      [{ agents_mode: 'strict' }, ['agents_mode']],
      [{ daily_cap: true }, ['daily_cap']],
      [{ daily_cap: { n: 5 } }, ['daily_cap']],
      [{ daily_cap: -1 }, ['daily_cap']],
      [{ daily_cap: 1.5 }, ['daily_cap']],
      [{ rate_limit_window: 1e21 }, ['rate_limit_window']],
      // Cross-field checks of the merged result, as in the CLI and console.
      [{ daily_cap: 5, risk_review_threshold: 0.9 }, ['risk_review_threshold']],
      [{ model_provider: 'openai' }, ['model_provider']],
      [{ digest: 'on' }, ['digest']],
      [[], ['(body)']],
      ['daily_cap=5', ['(body)']],
      [null, ['(body)']],
    ];
    for (const [body, fields] of cases) {
      const r = await patch(t.admin, body);
      expectContract(r, 'Error');
      expect([body, r.status, r.body.error]).toEqual([body, 422, 'invalid_request']);
      expect([body, r.body.details.map((d: { field: string }) => d.field)]).toEqual([body, fields]);
      for (const d of r.body.details) expect(typeof d.reason).toBe('string');
    }
    const unknown = await patch(t.admin, { colour: 'blue' });
    expect(unknown.body.details[0].reason).toMatch(/^unknown setting; known: daily_cap, /);
    const notJson = await call(url(), { key: t.admin, method: 'PATCH', raw: 'daily_cap=5', contentType: 'application/x-www-form-urlencoded' });
    expect([notJson.status, notJson.body.error]).toEqual([422, 'invalid_request']);
    const big = await patch(t.admin, { model_name: 'm'.repeat(17 * 1024) });
    expect([big.status, big.body.error]).toEqual([413, 'request_too_large']);

    expect((await findEnv(db(), t.org, 'test'))!.settings).toEqual(before);
    expect(await listAudit(db(), t.envId, ['setting.changed'])).toEqual([]);

    // The same values the CLI takes: text for numbers, "none", "unlimited", null; an empty object changes nothing.
    const ok = await patch(t.admin, { daily_cap: '5', monthly_budget: 'unlimited', model_name: null, org_domains: 'Example.COM, example.org' });
    expect(ok.status).toBe(200);
    expect((await findEnv(db(), t.org, 'test'))!.settings).toMatchObject({ daily_cap: 5, monthly_budget: null, model_name: null, org_domains: 'example.com,example.org' });
    expect((await patch(t.admin, {})).body.settings.daily_cap.value).toBe(5);
    expect((await listAudit(db(), t.envId, ['setting.changed'])).map((e) => e.subject).sort()).toEqual(['daily_cap', 'org_domains']);
  });

  it('a change applies to the next decision', async () => {
    const t = await org();
    expect((await call(`${svc.url}/v1/gate/evaluate`, { key: t.agent, body: refund(600) })).body.reason_codes).toContain('HIGH_VALUE_REFUND');
    expect((await patch(t.admin, { refund_review_limit: 1000 })).status).toBe(200);
    expect((await call(`${svc.url}/v1/gate/evaluate`, { key: t.agent, body: refund(600) })).body.reason_codes).not.toContain('HIGH_VALUE_REFUND');
  });
});

describe('webhook_url by API', () => {
  it('the first PATCH that sets it answers the signing secret once; later answers and GET never show it', async () => {
    const t = await org();
    const first = await patch(t.admin, { webhook_url: 'https://hooks.example.com/gatehouse', approvals: 'on' });
    expect(first.status).toBe(200);
    expect(first.body.webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    expect(first.body.settings.webhook_url.value).toBe('https://hooks.example.com/gatehouse');
    const again = await patch(t.admin, { webhook_url: 'https://hooks.example.com/other' });
    expect(again.status).toBe(200);
    expect(again.body.webhook_secret).toBeUndefined();
    const read = await call(url(), { key: t.admin });
    expect(JSON.stringify(read.body)).not.toContain(first.body.webhook_secret);
    const { rows } = await db().query('SELECT wrapped FROM webhook_secrets WHERE env_id = $1', [t.envId]);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0].wrapped).toString('latin1')).not.toContain(first.body.webhook_secret.slice(6));
    expect((await patch(t.admin, { webhook_url: 'file:///etc/passwd' })).status).toBe(422);
  });

  it('refuses metadata, loopback, private and link-local hosts in every spelling (422 naming webhook_url), unless the operator allows them', async () => {
    const t = await org();
    const spellings = [
      'http://169.254.169.254/latest/meta-data/',
      'http://2852039166/',
      'http://0xa9fea9fe/',
      'http://[::ffff:169.254.169.254]/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://10.0.0.1/hook',
      'http://172.16.5.4/',
      'http://192.168.0.10/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://[::1]:8080/',
      'http://127.0.0.1:9000/in',
      'http://localhost/',
    ];
    for (const webhook_url of spellings) {
      const r = await patch(t.admin, { webhook_url, approvals: 'on' });
      expect(r.status).toBe(422);
      expectContract(r, 'Settings');
      expect(r.body.error).toBe('invalid_request');
      expect(r.body.details).toEqual([{ field: 'webhook_url', reason: expect.stringContaining('GATEHOUSE_WEBHOOK_ALLOW_PRIVATE') }]);
    }
    // Nothing was changed, not even the setting sent alongside.
    const read = await call(url(), { key: t.admin });
    expect(read.body.settings.webhook_url.value).toBeNull();
    expect(read.body.settings.approvals.value).toBe('off');

    const allowing = await startTestService({ GATEHOUSE_WEBHOOK_ALLOW_PRIVATE: 'true' });
    try {
      const ok = await call(`${allowing.url}/v1/settings`, { key: t.admin, method: 'PATCH', body: { webhook_url: 'http://127.0.0.1:9000/in' } });
      expect(ok.status).toBe(200);
      expect(ok.body.settings.webhook_url.value).toBe('http://127.0.0.1:9000/in');
    } finally {
      await allowing.stop();
    }
  });
});

describe('scopes', () => {
  it('agent keys get 403 forbidden on GET and PATCH; admin keys cannot evaluate; nothing is changed or recorded', async () => {
    const t = await org();
    for (const r of [await call(url(), { key: t.agent }), await patch(t.agent, { key_rate_limit: 'unlimited' })]) {
      expectContract(r, 'Error');
      expect([r.status, r.body.error, r.body.details]).toEqual([403, 'forbidden', { scope: 'agent', required_scope: 'admin' }]);
      expect(r.body.message).toMatch(/admin key/);
    }
    expect((await findEnv(db(), t.org, 'test'))!.settings.key_rate_limit).toBe(1200);
    expect(await listAudit(db(), t.envId, ['setting.changed'])).toEqual([]);

    const ev = await call(`${svc.url}/v1/gate/evaluate`, { key: t.admin, body: refund(5) });
    expect([ev.status, ev.body.error, ev.body.details]).toEqual([403, 'forbidden', { scope: 'admin', required_scope: 'agent' }]);
    const { rows } = await db().query('SELECT count(*)::int AS n FROM decisions WHERE env_id = $1', [t.envId]);
    expect(rows[0].n).toBe(0);
    // Admin keys read decisions and reports like agent keys.
    expect((await call(`${svc.url}/v1/reports/agreement`, { key: t.admin })).status).toBe(200);
    expect((await probe(t.admin)).status).toBe(404);
  });

  it("an admin key sees and changes only its own organisation's environment", async () => {
    const a = await org();
    const b = await org();
    const aLive = await svc.key(a.org, 'live', 'admin');
    expect((await patch(a.admin, { daily_cap: 11 })).status).toBe(200);
    expect((await patch(b.admin, { daily_cap: 22 })).status).toBe(200);
    expect((await patch(aLive, { daily_cap: 33 })).body.environment).toBe('live');
    expect((await call(url(), { key: a.admin })).body.settings.daily_cap.value).toBe(11);
    expect((await call(url(), { key: b.admin })).body.settings.daily_cap.value).toBe(22);
    expect((await call(url(), { key: aLive })).body.settings.daily_cap.value).toBe(33);
    expect([(await findEnv(db(), a.org, 'test'))!.settings.daily_cap, (await findEnv(db(), b.org, 'test'))!.settings.daily_cap]).toEqual([11, 22]);
    expect((await listAudit(db(), b.envId, ['setting.changed'])).map((e) => [e.before, e.after])).toEqual([[10000, 22]]);
  });
});

describe('docs/operating.md', () => {
  it("runs the page's curl example of settings by API as written", async () => {
    const t = await org();
    const page = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'operating.md'), 'utf8');
    const m = /<!-- settings-by-api:[^\n]*-->\n```sh\n([\s\S]*?)```/.exec(page);
    if (!m) throw new Error('docs/operating.md has no settings-by-api example');
    const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', m[1]], {
      env: { PATH: process.env.PATH, GATEHOUSE_URL: svc.url, ADMIN_KEY: t.admin },
    });
    // Two JSON answers: the settings before, and after the change.
    const [before, after] = stdout.replace(/}\s*{/, '}\u0000{').split('\u0000').map((x) => JSON.parse(x));
    expect(before.settings.key_rate_limit.value).toBe(1200);
    expect([after.settings.key_rate_limit.value, after.settings.env_rate_limit.value]).toEqual([600, null]);
    expect((await findEnv(db(), t.org, 'test'))!.settings).toMatchObject({ key_rate_limit: 600, env_rate_limit: null });
  });
});
