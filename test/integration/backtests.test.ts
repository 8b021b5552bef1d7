// Backtests over real HTTP against the real service, real Temporal and PostgreSQL, with real decisions and
// verdicts recorded first (test/helpers/backtests.ts has the hand count). Batches of 2 and 2 batches per run,
// so that every backtest here continues as new; a queue of one per environment; cancelling a queued one; bad
// input. A worker killed mid-run and cancelling a running one: backtest-worker-kill.test.ts.

import { backtestWorkflowId } from '../../src/lib/names';
import { sweep } from '../../src/store/retention';
import { findEnv } from '../../src/store/tenants';
import { awaitBacktest, CANDIDATE, checkReport, seedDecisions } from '../helpers/backtests';
import { runCli } from '../helpers/cli';
import { answer, startModelStub, type ModelStub } from '../helpers/model-stub';
import { call, expectContract, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';
import { createBacktestActivities } from '../../activities/backtest';
import { modelFactory } from '../../src/runtime/models';
import { saveAgent } from '../../src/store/agents';

let svc: TestService;
let stub: ModelStub;

beforeAll(async () => {
  stub = await startModelStub();
  svc = await startTestService({ GATEHOUSE_BACKTEST_BATCH: '2', GATEHOUSE_BACKTEST_BATCHES_PER_RUN: '2', GATEHOUSE_BACKTEST_POLL_MS: '100' });
});
afterAll(async () => {
  await svc?.stop();
  await stub?.close();
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

/** Decisions through the API, one after the other; their ids and outcomes. */
async function decideAll(key: string, bodies: unknown[]): Promise<{ id: string; decision: string }[]> {
  const out: { id: string; decision: string }[] = [];
  for (const body of bodies) {
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body });
    expect(r.status).toBe(200);
    out.push({ id: r.body.decision_id, decision: r.body.decision });
  }
  return out;
}

const cells = (bt: any) => Object.fromEntries(bt.report.matrix.filter((c: any) => c.n > 0).map((c: any) => [`${c.old}>${c.new}`, c.n]));

describe('backtests with what live decides with', () => {
  it('replays session and window rules in time order over the candidate’s own outcomes, across batches, from the stored events before the window', async () => {
    const org = uniqueOrg('btrules');
    const key = await svc.key(org, 'test');
    // Live: a limit nothing here reaches, so live decisions record their events; the candidate lowers it to 100 EUR, deny.
    await svc.settings(org, 'test', 'retention=full', 'window_limits=sum type:refund <= 100000 EUR per agent per 1d');
    const admin = await svc.key(org, 'test', 'admin');
    // Before the window: one refund of 40 EUR, which counts as stored.
    await decideAll(key, [refund(40, { target: 'order_p0' })]);
    const from = new Date().toISOString();
    const made = await decideAll(key, [40, 40, 10, 40].map((a, i) => refund(a, { target: `order_w${i}` })));
    expect(made.map((d) => d.decision)).toEqual(['allow', 'allow', 'allow', 'allow']);
    const r = await post(admin, {
      candidate: { settings: { window_limits: 'sum type:refund <= 100 EUR per agent per 1d deny' } },
      from,
      to: new Date(Date.now() + 1000).toISOString(),
    });
    expect(r.status).toBe(202);
    const bt = await awaitBacktest(svc.url, admin, r.body.backtest_id);
    expect(bt.status).toBe('done');
    // Hand count (batches of 2): 40 before the window. 40: 40 + 40 = 80 fits (allow); 40: 80 + 40 = 120 (deny,
    // which does not count); 10: 80 + 10 = 90 fits (allow, read from the first batch's events); 40: 90 + 40 = 130 (deny).
    expect(cells(bt)).toEqual({ 'allow>allow': 2, 'allow>deny': 2 });
    expect(bt.report.matrix.find((c: any) => c.old === 'allow' && c.new === 'deny').examples).toEqual([made[1].id, made[3].id]);
    const { rows } = await svc.running.db.query('SELECT outcome, amount::float8 AS amount FROM backtest_events WHERE backtest_id = $1 ORDER BY at, decision_id', [bt.backtest_id]);
    expect(rows).toEqual([
      { outcome: 'allow', amount: 40 },
      { outcome: 'deny', amount: 40 },
      { outcome: 'allow', amount: 10 },
      { outcome: 'deny', amount: 40 },
    ]);

    // The second batch run again by another worker (its row lost): its running values read back from the
    // store (the stored event before the window, the first batch's events), the same outcomes, nothing twice.
    const envId = (await findEnv(svc.running.db, org, 'test'))!.envId;
    const { rows: first } = await svc.running.db.query('SELECT next_at, next_id FROM backtest_batches WHERE backtest_id = $1 AND batch = 0', [bt.backtest_id]);
    await svc.running.db.query('DELETE FROM backtest_batches WHERE backtest_id = $1 AND batch >= 1', [bt.backtest_id]);
    await svc.running.db.query(`UPDATE backtests SET status = 'running' WHERE id = $1`, [bt.backtest_id]);
    const acts = createBacktestActivities({ db: svc.running.db });
    const after = { at: first[0].next_at.toISOString(), id: first[0].next_id };
    expect(await acts.runBacktestBatch({ backtestId: bt.backtest_id, envId, batch: 1, after, size: 2 })).toMatchObject({ stopped: false, decisions: 2 });
    expect(await acts.runBacktestBatch({ backtestId: bt.backtest_id, envId, batch: 2, after: { at: new Date(Date.now()).toISOString(), id: 'dec_~' }, size: 2 })).toMatchObject({ decisions: 0, done: true });
    expect(await acts.finishBacktest({ backtestId: bt.backtest_id, envId })).toBe(true);
    const again = (await call(`${svc.url}/v1/backtests/${bt.backtest_id}`, { key: admin })).body;
    expect(cells(again)).toEqual({ 'allow>allow': 2, 'allow>deny': 2 });
    expect((await svc.running.db.query('SELECT count(*)::int AS n FROM backtest_events WHERE backtest_id = $1', [bt.backtest_id])).rows[0].n).toBe(4);
  });

  it('decides with the agents each decision saw: an agent registered later changes nothing; one recorded before that was kept uses today’s, and the report counts it', async () => {
    const org = uniqueOrg('btagents');
    const key = await svc.key(org, 'test');
    // Enforced, nothing registered yet: support-bot's refunds are denied (AGENT_NOT_REGISTERED).
    await svc.settings(org, 'test', 'retention=full', 'agents_mode=enforce');
    const admin = await svc.key(org, 'test', 'admin');
    const from = new Date().toISOString();
    const made = await decideAll(key, [refund(40, { target: 'order_a1' }), refund(40, { target: 'order_a2' })]);
    expect(made.map((d) => d.decision)).toEqual(['deny', 'deny']);
    const env = (await findEnv(svc.running.db, org, 'test'))!;
    const seen = await svc.running.db.query('SELECT agent_seen FROM decisions WHERE id = $1', [made[0].id]);
    expect(seen.rows[0].agent_seen).toEqual({ any: false, types: null });
    // Registered after both decisions, for refunds: today's agents would allow them.
    await saveAgent(svc.running.db, env, 'support-bot', ['refund'], 'test');
    // The second as if recorded before agents were kept with decisions: it falls back to today's agents.
    await svc.running.db.query('UPDATE decisions SET agent_seen = NULL WHERE id = $1', [made[1].id]);
    const r = await post(admin, { candidate: CANDIDATE, from, to: new Date(Date.now() + 1000).toISOString() });
    const bt = await awaitBacktest(svc.url, admin, r.body.backtest_id);
    expect(bt.status).toBe('done');
    expect(bt.report.agents).toEqual({ as_recorded: 1, as_now: 1 });
    expect(cells(bt)).toEqual({ 'deny>deny': 1, 'deny>allow': 1 });
    expect(bt.report.matrix.find((c: any) => c.old === 'deny' && c.new === 'allow').examples).toEqual([made[1].id]);
  });

  it('opts in to the configured model with a call budget: calls counted once per decision, failures fail closed, the rest reported not replayed', async () => {
    const org = uniqueOrg('btmodel');
    const key = await svc.key(org, 'test');
    await svc.settings(org, 'test', 'retention=full');
    const from = new Date().toISOString();
    const made = await decideAll(key, [1, 2, 3].map((i) => refund(40, { target: `order_m${i}` })));
    expect(made.map((d) => d.decision)).toEqual(['allow', 'allow', 'allow']);
    const to = new Date(Date.now() + 1000).toISOString();
    const body = { candidate: CANDIDATE, from, to };

    // On the builtin provider there is nothing to opt in to; a budget out of range is named.
    const builtinAdmin = await svc.key(org, 'test', 'admin');
    const onBuiltin = await post(builtinAdmin, { ...body, model: { use: 'configured', max_calls: 2 } });
    expect(onBuiltin.status).toBe(422);
    expect(onBuiltin.body.details).toEqual([{ field: 'model.use', reason: expect.stringContaining('builtin') }]);

    // The first call fails (500: review, PROVIDER_UNAVAILABLE), the second answers (allow); the third is past the budget.
    const url = stub.url(org, [{ kind: 'status', status: 500 }, { kind: 'answer', answer: answer() }]);
    await svc.settings(org, 'test', 'model_provider=openai', `model_base_url=${url}`, 'model_name=m');
    const admin = await svc.key(org, 'test', 'admin');
    const calls = () => stub.requests.filter((q) => q.path.startsWith(`/p/${org}/`)).length;
    const bad = await post(admin, { ...body, model: { use: 'configured', max_calls: 0, extra: 1 } });
    expect(bad.status).toBe(422);
    expect((bad.body.details as { field: string }[]).map((d) => d.field).sort()).toEqual(['model.extra', 'model.max_calls']);
    expect(calls()).toBe(0);

    // The backtest's calls do not count against the environment's monthly model budget.
    const envId = (await findEnv(svc.running.db, org, 'test'))!.envId;
    const monthly = async () => (await svc.running.db.query(`SELECT coalesce(sum(n), 0)::int AS n FROM usage_counters WHERE env_id = $1 AND metric = 'model_calls'`, [envId])).rows[0].n;
    const before = await monthly();
    const r = await post(admin, { ...body, model: { use: 'configured', max_calls: 2 } });
    expect(r.status).toBe(202);
    expect(r.body.model).toEqual({ use: 'configured', max_calls: 2 });
    const bt = await awaitBacktest(svc.url, admin, r.body.backtest_id);
    expect(bt.status).toBe('done');
    expectContract({ status: 200, body: bt, headers: new Headers() } as any, 'Backtest');
    expect(calls()).toBe(2);
    expect(bt.report.model).toEqual({ use: 'configured', max_calls: 2, calls: 2 });
    expect(cells(bt)).toEqual({ 'allow>review': 1, 'allow>allow': 1 });
    expect(bt.report.matrix.find((c: any) => c.old === 'allow' && c.new === 'review').examples).toEqual([made[0].id]);
    expect(bt.report.unreplayable).toEqual([{ reason: 'model_budget_spent', n: 1, why: expect.stringContaining('budget') }]);

    // A batch run again (its row lost, as if its worker died before writing it) reuses the calls it made: none is made twice.
    await svc.running.db.query(`DELETE FROM backtest_batches WHERE backtest_id = $1`, [bt.backtest_id]);
    await svc.running.db.query(`UPDATE backtests SET status = 'running' WHERE id = $1`, [bt.backtest_id]);
    const acts = createBacktestActivities({ db: svc.running.db, modelFor: modelFactory({}) });
    const again = await acts.runBacktestBatch({ backtestId: bt.backtest_id, envId, batch: 0, after: null, size: 10 });
    expect(again).toMatchObject({ stopped: false, decisions: 3, done: true });
    expect(await acts.finishBacktest({ backtestId: bt.backtest_id, envId })).toBe(true);
    expect(calls()).toBe(2);
    const rerun = (await call(`${svc.url}/v1/backtests/${bt.backtest_id}`, { key: admin })).body;
    expect(cells(rerun)).toEqual({ 'allow>review': 1, 'allow>allow': 1 });
    expect(rerun.report.model.calls).toBe(2);
    expect(await monthly()).toBe(before);
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
    // Opting in to the configured model where the environment's provider is builtin: refused, the field named.
    const model = await runCli(['backtest', '--url', svc.url, '--model-calls', '5', 'refund_review_limit=1000'], env);
    expect(model.code).toBe(1);
    expect(model.stderr).toMatch(/model\.use: the environment's model provider is builtin/);
    expect((await runCli(['backtest', '--url', svc.url, '--model-calls', 'many', 'refund_review_limit=1000'], env)).code).toBe(2);
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
