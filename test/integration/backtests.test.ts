// Backtests over real HTTP against the real service, real Temporal and PostgreSQL, with real decisions and
// verdicts recorded first (test/helpers/backtests.ts has the hand count). Batches of 2 and 2 batches per run,
// so that every backtest here continues as new; a queue of one per environment; cancelling a queued one; bad
// input. A worker killed mid-run and cancelling a running one: backtest-worker-kill.test.ts.

import { backtestWorkflowId } from '../../src/lib/names';
import { sweep } from '../../src/store/retention';
import { findEnv } from '../../src/store/tenants';
import { awaitBacktest, CANDIDATE, checkReport, seedDecisions } from '../helpers/backtests';
import { runCli } from '../helpers/cli';
import { call, expectContract, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ GATEHOUSE_BACKTEST_BATCH: '2', GATEHOUSE_BACKTEST_BATCHES_PER_RUN: '2', GATEHOUSE_BACKTEST_POLL_MS: '100' });
});
afterAll(async () => {
  await svc?.stop();
});

const post = (key: string, body: unknown) => call(`${svc.url}/v1/backtests`, { key, body });

describe('POST /v1/backtests', () => {
  it('decides the window again: the matrix and agreement before/after match the hand count, through continue-as-new', async () => {
    const org = uniqueOrg('bt');
    const seeded = await seedDecisions(svc, svc.url, org);
    const admin = await svc.key(org, 'test', 'admin');
    const r = await post(admin, { candidate: CANDIDATE, from: seeded.from, to: seeded.to });
    expect(r.status).toBe(202);
    expectContract(r, 'Backtest');
    expect(r.headers.get('location')).toBe(`/v1/backtests/${r.body.backtest_id}`);
    expect(r.body.progress).toMatchObject({ decisions: 8, replayable: 6 });
    expect(r.body.candidate).toEqual({ settings: { refund_review_limit: 1000 }, tools: [] });
    const bt = await awaitBacktest(svc.url, admin, r.body.backtest_id);
    expect(bt.status).toBe('done');
    checkReport(bt, seeded);
    // 8 decisions in batches of 2: four full batches and an empty last one; every decision read once.
    expect(bt.progress).toMatchObject({ decisions: 8, processed: 8, batches: 5, fraction: 1 });

    // The run continued as new (2 batches per run), and carries the environment's search attributes.
    const handle = svc.running.client.workflow.getHandle(backtestWorkflowId(bt.backtest_id));
    const d = await handle.describe();
    expect(d.runId).not.toBe(d.raw.workflowExecutionInfo?.firstRunId);
    expect(await handle.result()).toEqual({ status: 'done', batches: 5 });
    const envId = (await findEnv(svc.running.db, org, 'test'))!.envId;
    expect(d.searchAttributes.GatehouseEnv).toEqual([envId]);

    // Listed, and only for this environment's admin keys.
    const list = await call(`${svc.url}/v1/backtests`, { key: admin });
    expect(list.body.backtests.map((b: { backtest_id: string }) => b.backtest_id)).toEqual([bt.backtest_id]);
    const other = await svc.key(uniqueOrg('bt-other'), 'test', 'admin');
    expect((await call(`${svc.url}/v1/backtests/${bt.backtest_id}`, { key: other })).status).toBe(404);

    // Kept 30 days: past its expiry it is gone from the API at once, and the retention sweep deletes it with its batches.
    expect(Date.parse(bt.expires_at) - Date.parse(bt.created_at)).toBe(30 * 86_400_000);
    await svc.running.db.query(`UPDATE backtests SET expires_at = now() - interval '1 second' WHERE id = $1`, [bt.backtest_id]);
    expect((await call(`${svc.url}/v1/backtests/${bt.backtest_id}`, { key: admin })).status).toBe(404);
    expect((await sweep(svc.running.db, new Date())).backtests).toBeGreaterThanOrEqual(1);
    const { rows } = await svc.running.db.query('SELECT (SELECT count(*) FROM backtests WHERE id = $1)::int AS b, (SELECT count(*) FROM backtest_batches WHERE backtest_id = $1)::int AS n', [bt.backtest_id]);
    expect(rows[0]).toEqual({ b: 0, n: 0 });
  });

  it('runs two backtests of one environment one after the other; a queued one can be cancelled, and only once', async () => {
    const org = uniqueOrg('btq');
    const seeded = await seedDecisions(svc, svc.url, org);
    const admin = await svc.key(org, 'test', 'admin');
    const body = { candidate: CANDIDATE, from: seeded.from, to: seeded.to };
    const first = await post(admin, body);
    const second = await post(admin, body);
    const third = await post(admin, body);
    expect([first.status, second.status, third.status]).toEqual([202, 202, 202]);
    // The third waits behind the first two whatever their pace: cancelled while queued, it never runs.
    const cancelled = await call(`${svc.url}/v1/backtests/${third.body.backtest_id}/cancel`, { key: admin, method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const again = await call(`${svc.url}/v1/backtests/${third.body.backtest_id}/cancel`, { key: admin, method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('backtest_ended');

    const a = await awaitBacktest(svc.url, admin, first.body.backtest_id);
    const b = await awaitBacktest(svc.url, admin, second.body.backtest_id);
    checkReport(a, seeded);
    checkReport(b, seeded);
    expect(Date.parse(b.started_at)).toBeGreaterThanOrEqual(Date.parse(a.finished_at));
    const c = await awaitBacktest(svc.url, admin, third.body.backtest_id);
    expect(c).toMatchObject({ status: 'cancelled', report: null, started_at: null, progress: { processed: 0 } });
    expect(await svc.running.client.workflow.getHandle(backtestWorkflowId(c.backtest_id)).result()).toMatchObject({ status: 'cancelled' });
  });
});

describe('gatehouse backtest', () => {
  it('starts a backtest through the API, shows a progress bar and prints the hand-counted tables', async () => {
    const org = uniqueOrg('btcli');
    const seeded = await seedDecisions(svc, svc.url, org);
    const admin = await svc.key(org, 'test', 'admin');
    const env = { GATEHOUSE_API_KEY: admin, GATEHOUSE_LOG_LEVEL: 'error' };
    const r = await runCli(['backtest', '--url', svc.url, '--from', seeded.from, '--to', seeded.to, 'refund_review_limit=1000'], env);
    expect(r.stderr).toMatch(/started: 8 decisions, 6 can be decided again/);
    expect(r.stderr).toMatch(/\[#{30}\] 100% 8\/8 decisions \(done\)/);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    const row = (name: string) => lines.find((l) => l.startsWith(name.padEnd(18)))!.trim().split(/\s+/).slice(1).map(Number);
    // Columns: allow, review, deny, more_information.
    expect(row('allow')).toEqual([2, 0, 0, 0]);
    expect(row('review')).toEqual([3, 1, 0, 0]);
    expect(row('deny')).toEqual([0, 0, 0, 0]);
    expect(r.stdout).toMatch(/8 decisions, 6 decided again, 3 changed/);
    expect(r.stdout).toContain(`review -> allow`);
    for (const id of seeded.changed) expect(r.stdout).toContain(id);
    expect(r.stdout).toMatch(/agreement\s+0\.5 \(n=6\)\s+0\.6667 \(n=6\)/);
    expect(r.stdout).toMatch(/precision of stopping\s+0\.5 \(n=4\)\s+1 \(n=1\)/);
    expect(r.stdout).toMatch(/recall of stopping\s+0\.6667 \(n=3\)\s+0\.3333 \(n=3\)/);
    expect(r.stdout).toMatch(/Cohen's kappa\s+0 \(n=6\)\s+0\.3333 \(n=6\)/);
    expect(r.stdout).toMatch(/retention_metadata\s+2\s+retention metadata keeps only sizes and field names, no input/);

    // Bad input names each field; an ended backtest cannot be cancelled; an agent key is refused.
    const bad = await runCli(['backtest', '--url', svc.url, 'refund_limit=5', 'confidence_threshold=2'], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('candidate.settings.refund_limit: unknown setting');
    expect(bad.stderr).toContain('candidate.settings.confidence_threshold: must be a number from 0 to 1');
    const id = /Backtest (bt_\w+)/.exec(r.stdout)![1];
    const late = await runCli(['backtest', '--url', svc.url, '--cancel', id], env);
    expect(late.code).toBe(1);
    expect(late.stderr).toMatch(/409 backtest_ended/);
    // Without --url or GATEHOUSE_URL: this host's service, at the configured HOST and PORT (as `gatehouse audit`).
    const shown = await runCli(['backtest', '--show', id, '--json'], { ...env, HOST: '127.0.0.1', PORT: new URL(svc.url).port });
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout)).toMatchObject({ backtest_id: id, status: 'done' });
    const agent = await runCli(['backtest', '--url', svc.url, '--show', id], { ...env, GATEHOUSE_API_KEY: await svc.key(org, 'test') });
    expect(agent.stderr).toMatch(/403 forbidden/);
    expect((await runCli(['backtest', '--url', svc.url, 'oops'], env)).code).toBe(2);
  });
});

describe('GET /v1/reports/suggestions', () => {
  it('suggests, per threshold and limit, the value people agreed with most (hand-counted for refund_review_limit), and backtests it', async () => {
    const org = uniqueOrg('btsug');
    const seeded = await seedDecisions(svc, svc.url, org);
    const admin = await svc.key(org, 'test', 'admin');
    const q = (extra: Record<string, string>) => `${svc.url}/v1/reports/suggestions?${new URLSearchParams({ from: seeded.from, to: seeded.to, ...extra })}`;
    // Six replayable decisions with a verdict: under the default minimum of 20, nothing is suggested.
    const few = await call(q({}), { key: admin });
    expect(few.status).toBe(200);
    expectContract(few, 'Suggestions');
    expect(few.body).toMatchObject({ n: 6, min_n: 20, truncated: false, suggestions: [] });

    const r = await call(q({ min_n: '5' }), { key: admin });
    expect(r.status).toBe(200);
    expectContract(r, 'Suggestions');
    const by = Object.fromEntries(r.body.suggestions.map((s: { setting: string }) => [s.setting, s]));
    expect(Object.keys(by).sort()).toEqual(
      ['blast_radius_threshold', 'confidence_threshold', 'evidence_threshold', 'human_review_threshold', 'irreversible_threshold', 'refund_review_limit', 'risk_deny_threshold', 'risk_review_threshold'].sort(),
    );
    // The live settings decide as the stored decisions were decided: 3 of 6 agreed (before, in the hand count).
    for (const s of r.body.suggestions) {
      expect(s.agreement_current).toEqual({ value: 0.5, n: 6 });
      expect(s.agreement_suggested.value).toBeGreaterThanOrEqual(0.5);
    }
    // refund_review_limit, by hand: stops amount > limit. 0: 3 agree; 40 and 500: 3; 600: 4; 800: 5; 900: 4; 1500: 3.
    expect(by.refund_review_limit).toMatchObject({ current: 500, suggested: 800, n: 6, changes: true, agreement_suggested: { value: 0.8333, n: 6 } });
    expect(by.refund_review_limit.backtest).toEqual({ candidate: { settings: { refund_review_limit: 800 } }, from: seeded.from, to: seeded.to });
    expect(by.refund_review_limit.console_url).toMatch(/^\/console\/test\/backtests\?set=refund_review_limit%3D800&/);

    // "Backtest this": the suggestion's body, posted as it is, agrees 5 of 6 after.
    const bt = await post(admin, by.refund_review_limit.backtest);
    expect(bt.status).toBe(202);
    const done = await awaitBacktest(svc.url, admin, bt.body.backtest_id);
    expect(done.report.agreement.after.agreement).toEqual({ value: 0.8333, n: 6 });
    expect(done.report.agreement.before.agreement).toEqual({ value: 0.5, n: 6 });

    const agent = await svc.key(org, 'test');
    expect((await call(q({}), { key: agent })).status).toBe(403);
    const bad = await call(q({ min_n: '2', extra: 'x' }), { key: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['extra', 'min_n']);
  });
});

describe('bad input', () => {
  it('an agent key gets 403 on every backtest route', async () => {
    const org = uniqueOrg('bt403');
    const agent = await svc.key(org, 'test');
    expect((await post(agent, { candidate: CANDIDATE })).status).toBe(403);
    expect((await call(`${svc.url}/v1/backtests`, { key: agent })).status).toBe(403);
    expect((await call(`${svc.url}/v1/backtests/bt_x`, { key: agent })).status).toBe(403);
    expect((await call(`${svc.url}/v1/backtests/bt_x/cancel`, { key: agent, method: 'POST' })).status).toBe(403);
  });

  it('unknown settings, out-of-range values, bad entries and a bad window are 422 naming each field; nothing starts', async () => {
    const org = uniqueOrg('bt422');
    const admin = await svc.key(org, 'test', 'admin');
    const r = await post(admin, {
      candidate: { settings: { refund_limit: 1, confidence_threshold: 2, unknown_write_tools: 'sometimes' }, tools: [{ name: 'send_mail', effects: ['teleport'] }] },
      from: 'yesterday',
      extra: 1,
    });
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('invalid_request');
    expect(r.body.details.map((d: { field: string }) => d.field).sort()).toEqual(
      ['candidate.settings.confidence_threshold', 'candidate.settings.refund_limit', 'candidate.settings.unknown_write_tools', 'candidate.tools[0].effects[0]', 'extra', 'from'].sort(),
    );
    expect((await post(admin, {})).body.details).toEqual([{ field: 'candidate', reason: 'is required' }]);
    const cross = await post(admin, { candidate: { settings: { risk_deny_threshold: 0.1 } } });
    expect(cross.body.details).toEqual([{ field: 'candidate.settings.risk_review_threshold', reason: 'must not exceed risk_deny_threshold' }]);
    expect((await call(`${svc.url}/v1/backtests`, { key: admin })).body.backtests).toEqual([]);
  });

  it('a window with nothing replayable is 422 nothing_replayable, empty or holding only decisions without input', async () => {
    const org = uniqueOrg('bt-none');
    const admin = await svc.key(org, 'test', 'admin');
    const empty = await post(admin, { candidate: CANDIDATE });
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe('nothing_replayable');
    expect(empty.body.message).toMatch(/no decisions/);

    await svc.settings(org, 'test', 'retention=zero');
    const agent = await svc.key(org, 'test');
    const d = await call(`${svc.url}/v1/gate/evaluate`, { key: agent, body: { action: { type: 'refund', amount: 5, currency: 'EUR', target: 'o1' }, actor: { name: 'bot' } } });
    expect(d.status).toBe(200);
    const none = await post(admin, { candidate: CANDIDATE });
    expect(none.status).toBe(422);
    expect(none.body.error).toBe('nothing_replayable');
    expect(none.body.message).toMatch(/None of the window's 1 decisions/);
  });

  it('an unknown backtest is 404', async () => {
    const admin = await svc.key(uniqueOrg('bt404'), 'test', 'admin');
    const r = await call(`${svc.url}/v1/backtests/bt_nope`, { key: admin });
    expect(r.status).toBe(404);
    expect((await call(`${svc.url}/v1/backtests/bt_nope/cancel`, { key: admin, method: 'POST' })).status).toBe(404);
  });
});
