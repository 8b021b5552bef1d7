// `gatehouse shadow` against DATABASE_URL, beside the real service: a candidate set from the command line
// (settings as name=value, tools as JSON on stdin, the operator's), refused with every field named when bad;
// decisions and verdicts through HTTP; `shadow show` prints the hand-counted matrix and figures; `shadow
// promote` makes it live in one step, audited as cli:<user>, and clears it.

import { listAudit } from '../../src/store/audit';
import { findTools } from '../../src/store/tools';
import { findEnv } from '../../src/store/tenants';
import { runCli } from '../helpers/cli';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
// Each run of the CLI is a fresh Node process; on a busy machine a few of them take longer than jest's default.
jest.setTimeout(180_000);

const env = () => ({ DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL });

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

it('set, show, promote: the candidate decided beside live decisions, its matrix and agreement printed, promoted in one audited step', async () => {
  const o = uniqueOrg('shadow-cli');
  const key = await svc.key(o, 'test');
  const envId = (await findEnv(svc.running.db, o, 'test'))!.envId;
  const base = ['--org', o, '--env', 'test'];

  const bad = await runCli(['shadow', 'set', ...base, 'refund_review_limit=cheap', 'no_such_setting=1', '--tools', '-'], env(), JSON.stringify([{ name: 'get_quote', review: 'yes' }]));
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('gatehouse: candidate.settings.refund_review_limit: must be a number of at least 0');
  expect(bad.stderr).toContain('gatehouse: candidate.settings.no_such_setting: unknown setting');
  expect(bad.stderr).toContain('gatehouse: candidate.tools[0].review:');
  expect(bad.stderr).toContain('nothing was set');
  expect((await runCli(['shadow', 'show', ...base], env())).stdout).toBe('no shadow (set one with: gatehouse shadow set)\n');

  const set = await runCli(['shadow', 'set', ...base, 'refund_review_limit=50', '--tools', '-'], env(), JSON.stringify([{ name: 'get_quote', effects: ['money_movement'], review: true }]));
  expect(set.code).toBe(0);
  expect(set.stdout).toMatch(/^shadow shd_[0-9a-z]{26} set: /);
  expect(set.stdout).toContain('  refund_review_limit=50\n');
  expect(set.stdout).toContain('  tool get_quote: money_movement  review  (operator)\n');

  // Live allow twice; the shadow stops the second (over its limit of 50). People: the first was right, the second not.
  const small = (await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(40, { target: 'order_a' }) })).body;
  const large = (await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(100, { target: 'order_b' }) })).body;
  expect([small.decision, large.decision]).toEqual(['allow', 'allow']);
  for (const [id, outcome] of [
    [small.decision_id, 'approved'],
    [large.decision_id, 'denied'],
  ]) {
    expect((await call(`${svc.url}/v1/decisions/${id}/review`, { key, body: { outcome, reviewer: 'ana@example.com' } })).status).toBe(200);
  }

  const shown = await runCli(['shadow', 'show', ...base], env());
  expect(shown.code).toBe(0);
  expect(shown.stdout).toContain('2 decisions decided with it, 1 with another outcome; 2 with a verdict\n');
  expect(shown.stdout).toMatch(/^ {2}allow +1 +1 +0 +0$/m);
  expect(shown.stdout).toMatch(/^ {2}review +0 +0 +0 +0$/m);
  // Live: TN 1, FN 1 → agreement 0.5, no stop (precision -), recall 0 of 1, κ 0. Shadow: TN 1, TP 1 → all 1.
  expect(shown.stdout).toMatch(/agreement with verdicts +live 0\.50 \(n=2\) +shadow 1\.00 \(n=2\)/);
  expect(shown.stdout).toMatch(/precision of stopping +live - \(n=0\) +shadow 1\.00 \(n=1\)/);
  expect(shown.stdout).toMatch(/recall of stopping +live 0\.00 \(n=1\) +shadow 1\.00 \(n=1\)/);
  expect(shown.stdout).toMatch(/Cohen's kappa +live 0\.00 \(n=2\) +shadow 1\.00 \(n=2\)/);
  const json = JSON.parse((await runCli(['shadow', 'show', ...base, '--json'], env())).stdout);
  expect(json.report.matrix.filter((c: { old: string; n: number }) => c.old === 'allow').map((c: { n: number }) => c.n)).toEqual([1, 1, 0, 0]);
  expect(json.report.agreement.shadow.confusion).toEqual({ tp: 1, fp: 0, fn: 0, tn: 1 });
  expect(json.shadow.tools[0]).toMatchObject({ name: 'get_quote', source: 'operator' });

  const promoted = await runCli(['shadow', 'promote', ...base], env());
  expect(promoted.code).toBe(0);
  expect(promoted.stdout).toBe(`shadow ${json.shadow.id} promoted: 1 setting(s) changed (refund_review_limit), 1 tool(s) saved; no shadow now\n`);
  expect((await findEnv(svc.running.db, o, 'test'))!.settings.refund_review_limit).toBe(50);
  expect(await findTools(svc.running.db, envId, ['get_quote'])).toEqual([expect.objectContaining({ name: 'get_quote', review: true, source: 'operator' })]);
  const trail = await listAudit(svc.running.db, envId, ['shadow.set', 'shadow.promoted', 'setting.changed', 'tool.saved']);
  expect(trail.map((e) => e.action)).toEqual(['shadow.promoted', 'tool.saved', 'setting.changed', 'shadow.set']);
  expect(trail.every((e) => e.actor.startsWith('cli:'))).toBe(true);

  const again = await runCli(['shadow', 'promote', ...base], env());
  expect(again.code).toBe(1);
  expect(again.stderr).toBe('gatehouse: no shadow to promote\n');
  expect((await runCli(['shadow', 'clear', ...base], env())).code).toBe(1);
});
