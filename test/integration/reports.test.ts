// GET /v1/reports/agreement against the real service (Temporal dev server, PostgreSQL): decisions with
// known outcomes, verdicts through the API and, as the digest mail and the console record them, through
// the store; exact counts. Every response is checked against the OpenAPI document by call().

import { addReview } from '../../src/store/decisions';
import { AGREEMENT_SQL } from '../../src/store/reports';
import { findEnv } from '../../src/store/tenants';
import type { ReviewChannel, ReviewOutcome } from '../../src/domain/types';
import { seedingClient } from '../helpers/infra';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
let org: string;
let key: string;
let envId: string;

const DAY = 86_400_000;
const report = (query = '', k: string | undefined = key) => call(`${svc.url}/v1/reports/agreement${query}`, { key: k });
const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/** The requests that give each outcome, whatever the model says: facts decide them. */
const REQUESTS = {
  allow: () => refund(40),
  deny: () => ({ ...refund(40), actor: { name: 'support-bot', permissions: [] } }),
  review: () => ({ action: { type: 'delete_records', target: 'customer_77', description: 'Remove the duplicate customer' }, actor: { name: 'ops-bot' } }),
  more_information: () => refund(null),
} as const;

interface Made {
  id: string;
  reasonCodes: string[];
}

async function decide(outcome: keyof typeof REQUESTS, k = key): Promise<Made> {
  const r = await call(`${svc.url}/v1/gate/evaluate`, { key: k, body: REQUESTS[outcome]() });
  expect(r.status).toBe(200);
  expect(r.body.decision).toBe(outcome);
  return { id: r.body.decision_id, reasonCodes: r.body.reason_codes };
}

async function verdictByApi(id: string, outcome: ReviewOutcome, k = key): Promise<void> {
  const r = await call(`${svc.url}/v1/decisions/${id}/review`, { key: k, body: { outcome, reviewer: 'ana@example.com' } });
  expect(r.status).toBe(200);
  expect(r.body.channel).toBe('api');
}

async function verdictBy(channel: Exclude<ReviewChannel, 'api'>, id: string, outcome: ReviewOutcome): Promise<void> {
  const stored = await addReview(svc.running.db, envId, id, { outcome, reviewer: 'bo@example.com', note: `by ${channel}`, channel });
  expect(stored).toMatchObject({ decision_id: id, outcome, channel });
}

const made: Record<string, Made> = {};
const backdated: Made[] = [];
let backdatedAt: Date;
let otherKey: string;

beforeAll(async () => {
  // The report is the subject, not the decision deadline: a machine too slow for the 5 s default (one core
  // with a CPU burner beside it: the first run of a fresh worker took longer) still seeds its decisions.
  svc = await startTestService({ GATEHOUSE_EVALUATE_TIMEOUT_MS: '60000' });
  org = uniqueOrg('report');
  key = await svc.key(org, 'test');
  envId = (await findEnv(svc.running.db, org, 'test'))!.envId;

  // Eight decisions in the window, each with its story.
  made.allowApproved = await decide('allow');
  made.allowReplaced = await decide('allow');
  made.allowChanged = await decide('allow');
  made.allowOpen = await decide('allow');
  made.denyDenied = await decide('deny');
  made.denyApproved = await decide('deny');
  made.review = await decide('review');
  made.more = await decide('more_information');

  await verdictByApi(made.allowApproved.id, 'approved'); // agreed (api)
  await verdictByApi(made.allowReplaced.id, 'approved'); // replaced below: must not count as agreed
  await verdictBy('mail', made.allowReplaced.id, 'denied'); // disagreed (mail), the latest
  await verdictBy('console', made.allowChanged.id, 'changed'); // disagreed (console)
  await verdictByApi(made.denyDenied.id, 'denied'); // agreed (api)
  await verdictBy('mail', made.denyApproved.id, 'approved'); // disagreed (mail)
  await verdictBy('console', made.review.id, 'approved'); // a resolution, not in the rate
  await verdictByApi(made.more.id, 'changed'); // a resolution, not in the rate

  // Two decisions 60 days ago: outside the default window.
  backdated.push(await decide('allow'), await decide('deny'));
  await verdictByApi(backdated[0].id, 'approved');
  await verdictByApi(backdated[1].id, 'approved');
  backdatedAt = new Date(Date.now() - 60 * DAY);
  await svc.running.db.query('UPDATE decisions SET created_at = $1 WHERE id = ANY($2) AND env_id = $3', [
    backdatedAt,
    backdated.map((m) => m.id),
    envId,
  ]);

  // Another organisation's and the live environment's decisions, with verdicts: never counted here.
  otherKey = await svc.key(uniqueOrg('report-other'), 'test');
  const liveKey = await svc.key(org, 'live');
  for (const k of [otherKey, liveKey]) {
    const a = await decide('allow', k);
    await verdictByApi(a.id, 'denied', k);
    const d = await decide('deny', k);
    await verdictByApi(d.id, 'denied', k);
  }
}, 120_000);

afterAll(async () => {
  await svc?.stop();
});

describe('GET /v1/reports/agreement', () => {
  it('200: totals, matrix, agreement, channels and resolutions of the default window (last 30 days), latest verdicts only', async () => {
    const before = Date.now();
    const r = await report();
    expect(r.status).toBe(200);
    const to = Date.parse(r.body.window.to);
    expect(to).toBeGreaterThanOrEqual(before - 1000);
    expect(to - Date.parse(r.body.window.from)).toBe(30 * DAY);

    expect(r.body.totals).toEqual({ decisions: 8, with_verdict: 7, without_verdict: 1 });
    expect(r.body.matrix).toEqual({
      allow: { approved: 1, denied: 1, changed: 1, none: 1 },
      review: { approved: 1, denied: 0, changed: 0, none: 0 },
      deny: { approved: 1, denied: 1, changed: 0, none: 0 },
      more_information: { approved: 0, denied: 0, changed: 1, none: 0 },
    });
    // allow→approved, deny→denied agree; allow→denied (mail, replacing an api approval), allow→changed, deny→approved disagree.
    expect(r.body.agreement).toEqual({ agreed: 2, disagreed: 3, rate: 0.4 });
    expect(r.body.by_channel).toEqual([
      { channel: 'api', verdicts: 3, agreed: 2, disagreed: 0, rate: 1 },
      { channel: 'mail', verdicts: 2, agreed: 0, disagreed: 2, rate: 0 },
      { channel: 'console', verdicts: 2, agreed: 0, disagreed: 1, rate: 0 },
    ]);
    expect(r.body.resolutions).toEqual({
      review: { approved: 1, denied: 0, changed: 0, none: 0 },
      more_information: { approved: 0, denied: 0, changed: 1, none: 0 },
    });
  });

  it('by_reason_code: a decision under each of its codes, plain allows under null', async () => {
    const r = await report();
    const byCode = new Map<string | null, Record<string, unknown>>(r.body.by_reason_code.map((e: { reason_code: string | null }) => [e.reason_code, e]));
    // The plain allows carry no reason code.
    for (const m of [made.allowApproved, made.allowReplaced, made.allowChanged, made.allowOpen]) expect(m.reasonCodes).toEqual([]);
    expect(byCode.get(null)).toEqual({ reason_code: null, decisions: 4, with_verdict: 3, agreed: 1, disagreed: 2, rate: 0.3333 });
    expect(byCode.get('ACTION_NOT_PERMITTED')).toEqual({ reason_code: 'ACTION_NOT_PERMITTED', decisions: 2, with_verdict: 2, agreed: 1, disagreed: 1, rate: 0.5 });
    expect(byCode.get('MISSING_AMOUNT')).toEqual({ reason_code: 'MISSING_AMOUNT', decisions: 1, with_verdict: 1, agreed: 0, disagreed: 0, rate: null });
    expect(byCode.get('DESTRUCTIVE_ACTION_TYPE')).toMatchObject({ decisions: 1, with_verdict: 1, rate: null });

    // Every code the decisions carry is there, with exactly the decisions that carry it.
    const expected = new Map<string | null, number>();
    for (const m of Object.values(made)) {
      const codes = m.reasonCodes.length === 0 ? [null] : [...new Set(m.reasonCodes)];
      for (const c of codes) expected.set(c, (expected.get(c) ?? 0) + 1);
    }
    expect(new Map(r.body.by_reason_code.map((e: { reason_code: string | null; decisions: number }) => [e.reason_code, e.decisions]))).toEqual(expected);
    // Most decisions first.
    const counts = r.body.by_reason_code.map((e: { decisions: number }) => e.decisions);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it('a later verdict replaces an earlier one in the report', async () => {
    const t0 = Date.now();
    const d = await decide('allow');
    const window = q({ from: new Date(t0 - 5).toISOString(), to: new Date(Date.now() + 60_000).toISOString() });
    const open = (await report(window)).body;
    expect(open.totals).toEqual({ decisions: 1, with_verdict: 0, without_verdict: 1 });
    await verdictBy('console', d.id, 'denied');
    const first = (await report(window)).body;
    expect(first.matrix.allow).toEqual({ approved: 0, denied: 1, changed: 0, none: 0 });
    expect(first.agreement).toEqual({ agreed: 0, disagreed: 1, rate: 0 });
    expect(first.by_channel.map((c: { verdicts: number }) => c.verdicts)).toEqual([0, 0, 1]);
    await verdictByApi(d.id, 'approved');
    const second = (await report(window)).body;
    expect(second.totals).toEqual({ decisions: 1, with_verdict: 1, without_verdict: 0 });
    expect(second.matrix.allow).toEqual({ approved: 1, denied: 0, changed: 0, none: 0 });
    expect(second.agreement).toEqual({ agreed: 1, disagreed: 0, rate: 1 });
    expect(second.by_channel.map((c: { verdicts: number }) => c.verdicts)).toEqual([1, 0, 0]);
    // The record keeps both, the report only the latest. Removed again so the other tests' numbers hold.
    const rec = await call(`${svc.url}/v1/decisions/${d.id}`, { key });
    expect(rec.body.review_history.map((v: { channel: string; outcome: string }) => [v.channel, v.outcome])).toEqual([
      ['console', 'denied'],
      ['api', 'approved'],
    ]);
    await svc.running.db.query('DELETE FROM decisions WHERE id = $1 AND env_id = $2', [d.id, envId]);
  });

  it('windows: [from, to) on the decision time, dates as 00:00 UTC, older decisions only when asked for', async () => {
    const at = backdatedAt.toISOString();
    const only = await report(q({ from: at, to: new Date(backdatedAt.getTime() + 1).toISOString() }));
    expect(only.status).toBe(200);
    expect(only.body.window).toEqual({ from: at, to: new Date(backdatedAt.getTime() + 1).toISOString() });
    expect(only.body.totals).toEqual({ decisions: 2, with_verdict: 2, without_verdict: 0 });
    expect(only.body.agreement).toEqual({ agreed: 1, disagreed: 1, rate: 0.5 });

    // to is excluded.
    const before = await report(q({ from: new Date(backdatedAt.getTime() - DAY).toISOString(), to: at }));
    expect(before.body.totals.decisions).toBe(0);
    expect(before.body.agreement.rate).toBeNull();
    expect(before.body.by_reason_code).toEqual([]);

    // Dates: the day of the backdated decisions, and the 90 days up to tomorrow (all ten).
    const day = at.slice(0, 10);
    const next = new Date(Date.parse(day) + DAY).toISOString().slice(0, 10);
    expect((await report(q({ from: day, to: next }))).body.totals.decisions).toBe(2);
    const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    const all = await report(q({ from: new Date(Date.now() - 90 * DAY).toISOString().slice(0, 10), to: tomorrow }));
    expect(all.body.totals).toEqual({ decisions: 10, with_verdict: 9, without_verdict: 1 });
    expect(all.body.window.to).toBe(`${tomorrow}T00:00:00.000Z`);

    // An offset, with + encoded and with + sent raw (read back as a space).
    const shifted = new Date(backdatedAt.getTime() + 2 * 3_600_000).toISOString().slice(0, 19);
    const fromOffset = `${shifted}+02:00`;
    const encoded = await report(`?from=${encodeURIComponent(fromOffset)}&to=${encodeURIComponent(new Date(backdatedAt.getTime() + 1000).toISOString())}`);
    expect(encoded.body.totals.decisions).toBe(2);
    const raw = await report(`?from=${fromOffset}&to=${encodeURIComponent(new Date(backdatedAt.getTime() + 1000).toISOString())}`);
    expect(raw.status).toBe(200);
    expect(raw.body.window.from).toBe(encoded.body.window.from);

    // The default window does not reach back 60 days.
    expect((await report()).body.totals.decisions).toBe(8);
  });

  it('counts only the caller environment: the live key and another organisation each see their own two decisions', async () => {
    const live = await report('', await svc.key(org, 'live'));
    expect(live.status).toBe(200);
    expect(live.body.totals).toEqual({ decisions: 2, with_verdict: 2, without_verdict: 0 });
    expect(live.body.agreement).toEqual({ agreed: 1, disagreed: 1, rate: 0.5 });
    const other = await report('', otherKey);
    expect(other.body.totals).toEqual({ decisions: 2, with_verdict: 2, without_verdict: 0 });
    const stranger = await report('', await svc.key(uniqueOrg('report-empty'), 'test'));
    expect(stranger.status).toBe(200);
    expect(stranger.body.totals).toEqual({ decisions: 0, with_verdict: 0, without_verdict: 0 });
    expect(stranger.body.agreement).toEqual({ agreed: 0, disagreed: 0, rate: null });
    expect(stranger.body.by_channel.map((c: { channel: string; rate: null }) => [c.channel, c.rate])).toEqual([
      ['api', null],
      ['mail', null],
      ['console', null],
    ]);
  });

  it.each([
    ['?from=yesterday', 'from'],
    ['?to=2026-02-30', 'to'],
    ['?from=2026-11-21T10:00:00', 'from'],
    ['?from=', 'from'],
    ['?from=2026-11-02&to=2026-11-01', 'from'],
    ['?from=2024-01-01&to=2026-01-01', 'from'],
    ['?from=2026-11-01&from=2026-11-02', 'from'],
    ['?form=2026-11-01', 'form'],
  ])('422 invalid_request for %s, naming %s', async (query, field) => {
    const r = await report(query);
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('invalid_request');
    expect(r.body.details).toEqual([expect.objectContaining({ field, reason: expect.any(String) })]);
  });

  it('401 without a key, or with an unknown one (before any parameter is read)', async () => {
    const none = await call(`${svc.url}/v1/reports/agreement?from=bad`);
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('missing_api_key');
    const unknown = await call(`${svc.url}/v1/reports/agreement`, { headers: { authorization: `Bearer gate_test_${'A'.repeat(40)}` } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('invalid_api_key');
  });

  it('reads both tables through the covering indexes of migration 003, in a store of 120,000 decisions', async () => {
    // A store shaped like a real one (the shared test tables are small and shaped by every other test, which
    // makes the planner's choice there a coin toss): one environment with 20,000 decisions over 28 days, a
    // third with a verdict, beside another organisation's 100,000 alike; vacuumed as autovacuum keeps a real store,
    // so that an index-only scan reads no heap.
    // Seeded and vacuumed through a connection of the test's own, without the service pool's statement
    // timeout, so that a slow machine takes longer rather than failing.
    const db = await seedingClient();
    const seeded: string[] = [];
    const seed = async (prefix: string, n: number, verdictEvery: number): Promise<string> => {
      const slug = uniqueOrg(prefix);
      await svc.key(slug);
      const env = (await findEnv(svc.running.db, slug, 'test'))!;
      seeded.push(env.orgId);
      await db.query(
        `WITH d AS (
           INSERT INTO decisions (id, org_id, env_id, outcome, action_type, actor_name, reason_codes, record, created_at, expires_at, verdict)
           SELECT 'dec_' || $4 || lpad(i::text, 25, '0'), $1, $2, (ARRAY['allow','review','deny','more_information'])[1 + i % 4],
                  'refund', 'bot', CASE WHEN i % 5 = 0 THEN ARRAY['HIGH_VALUE_REFUND'] ELSE ARRAY[]::text[] END, '{}'::jsonb,
                  now() - make_interval(secs => i * (2400000.0 / $3)), now() + interval '400 days', CASE WHEN i % $5 = 0 THEN 'approved' END
             FROM generate_series(1, $3) i
           RETURNING id, created_at, verdict
         )
         INSERT INTO reviews (decision_id, env_id, outcome, reviewer, channel, created_at)
         SELECT id, $2, verdict, 'ops@example.com', 'api', created_at + interval '1 hour' FROM d WHERE verdict IS NOT NULL`,
        [env.orgId, env.envId, n, prefix === 'busy' ? 'R' : 'S', verdictEvery],
      );
      return env.envId;
    };
    try {
      const envId = await seed('busy', 20_000, 3);
      await seed('other', 100_000, 3);
      // VACUUM marks a page all-visible only once no open transaction could still miss its rows; other suites'
      // transactions on this database can hold that back for a moment, leaving the planner an index scan that
      // reads the heap. So: vacuumed again until both tables are (almost) all-visible, as a real store becomes.
      const visible = async () => {
        const { rows } = await db.query<{ relname: string; share: number }>(
          `SELECT relname, relallvisible::float / GREATEST(relpages, 1) AS share FROM pg_class WHERE relname IN ('decisions', 'reviews') AND relkind = 'r'`,
        );
        return rows;
      };
      let shares: { relname: string; share: number }[] = [];
      for (let i = 0; i < 30; i++) {
        await db.query('VACUUM (ANALYZE) decisions, reviews');
        shares = await visible();
        if (shares.every((r) => r.share >= 0.95)) break;
      }
      expect(shares.map((r) => r.relname).sort()).toEqual(['decisions', 'reviews']);
      const c = db;
      try {
        await c.query('BEGIN');
        await c.query('SET LOCAL enable_seqscan = off');
        await c.query('SET LOCAL enable_bitmapscan = off');
        const { rows } = await c.query(`EXPLAIN ${AGREEMENT_SQL}`, [envId, new Date(Date.now() - 30 * DAY), new Date()]);
        const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Index Only Scan using decisions_env_created on decisions/);
        expect(plan).toMatch(/Index Only Scan using reviews_env_created on reviews/);
      } finally {
        await c.query('ROLLBACK');
      }
    } finally {
      await db.query('DELETE FROM organizations WHERE id = ANY($1)', [seeded]);
      await db.end();
    }
  }, 180_000);
});
