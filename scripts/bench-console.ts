// npm run bench:console: the console's decision list with 100,000 decisions in one environment.
//
// Creates a scratch database on the PostgreSQL named by DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres; the URL's database is only used to create and drop the scratch
// one), migrates it, seeds 100,000 decisions in one environment (and 20,000 in another organisation's, so that
// the environment filter has something to leave out) with one INSERT ... SELECT FROM generate_series, and then
// measures, for each filter and for deep pages:
//   - listDecisions (src/store/decision-list.ts) called directly, with the plan PostgreSQL chose for it and the
//     rows its scans read (EXPLAIN ANALYZE, row counts only);
//   - the whole console page (GET /console/test/decisions?...) over HTTP, signed in as an operator, from an
//     express app built by createApp in this process.
// Each figure is over BENCH_CONSOLE_RUNS runs (default 50) after 5 warm-up runs, one at a time. The scratch
// database is dropped at the end, also on failure.
//
// seedDecisions and scaleCases are shared with test/integration/console-list.test.ts, which checks the plans
// of the same cases on the same data.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { createApp } from '../src/api/app';
import { ReceiptKeys } from '../src/receipts/sign';
import { MasterKeys } from '../src/store/codec';
import { hashPassword } from '../src/console/passwords';
import { encodeCursor } from '../src/console/pages/decisions';
import { setLogLevel } from '../src/lib/log';
import { VERSION } from '../src/runtime/version';
import { listDecisions, type Cursor, type DecisionFilter } from '../src/store/decision-list';
import { createPool, inTransaction, type Db } from '../src/store/db';
import { migrate } from '../src/store/migrations';
import { createOperator } from '../src/store/operators';
import { ensureOrg, findEnv } from '../src/store/tenants';

// ---------------------------------------------------------------------------------------------------------
// The data set (shared with the integration test)

export const SCALE_COUNT = 100_000;
export const SCALE_DAYS = 90;
/** Values the seed gives a small share of the decisions, for the selective filters. */
export const RARE = { agent: 'agent-rare', actionType: 'close_account', reasonCode: 'RATE_LIMITED' } as const;

/**
 * Seeds `count` decisions into one environment in one statement: decision i (1 = newest) is created
 * (i / count) * 90 days before `end`, at millisecond precision like recorded decisions. Outcomes: 70 % allow,
 * 15 % review, 10 % deny, 5 % more_information; action types: refund 40 %, send_email 30 %, delete_records 15 %,
 * update_record 14.5 %, close_account 0.5 % (refunds carry an amount in EUR); agents agent-0 .. agent-22, none
 * for 5 %, agent-rare for 0.1 %; reason codes follow the outcome (review HIGH_VALUE_REFUND, deny
 * AGENT_NOT_PERMITTED, more_information MISSING_AMOUNT, allow none) plus RATE_LIMITED on 0.2 %; a verdict
 * (approved/denied/changed) on 60 % of the non-allow decisions and 3 % of the allowed ones (the `verdict`
 * column only: no rows in reviews). Ids are `dec_` + idTag (10 characters of [0-9A-Z]) + i in 16 hex digits.
 * Runs without the pool's statement timeout (the insert takes a couple of seconds).
 */
export async function seedDecisions(db: Db, o: { orgId: string; envId: string; count: number; idTag: string; end: Date }): Promise<void> {
  if (!/^[0-9A-Z]{10}$/.test(o.idTag)) throw new Error('idTag must be 10 characters of [0-9A-Z]');
  await unbounded(
    db,
    `INSERT INTO decisions (id, org_id, env_id, outcome, action_type, actor_name, reason_codes, record, created_at, expires_at, verdict)
     SELECT s.id, $1, $2, s.outcome, s.action_type, s.actor_name, s.reason_codes,
            jsonb_build_object('decision_id', s.id, 'decision', s.outcome, 'reason_codes', to_jsonb(s.reason_codes),
                               'created_at', s.created_at,
                               'action', jsonb_build_object('type', s.action_type, 'amount', s.amount, 'currency', s.currency)),
            s.created_at, s.created_at + interval '13 months', s.verdict
       FROM generate_series(1, $4::int) AS i
      CROSS JOIN LATERAL (
        SELECT 'dec_' || $3 || lpad(upper(to_hex(i)), 16, '0') AS id, o.outcome, t.action_type,
               CASE WHEN i % 997 = 0 THEN 'agent-rare' WHEN i % 20 = 0 THEN NULL ELSE 'agent-' || (i % 23) END AS actor_name,
               (CASE o.outcome WHEN 'allow' THEN '{}'::text[] WHEN 'review' THEN ARRAY['HIGH_VALUE_REFUND']
                               WHEN 'deny' THEN ARRAY['AGENT_NOT_PERMITTED'] ELSE ARRAY['MISSING_AMOUNT'] END)
                 || CASE WHEN i % 499 = 0 THEN ARRAY['RATE_LIMITED'] ELSE '{}'::text[] END AS reason_codes,
               CASE WHEN o.outcome <> 'allow' AND (i * 37) % 10 < 6 THEN (ARRAY['approved', 'denied', 'changed'])[1 + i % 3]
                    WHEN o.outcome = 'allow' AND (i * 37) % 100 < 3 THEN 'approved' END AS verdict,
               CASE WHEN t.action_type = 'refund' THEN ((i * 7) % 50000) / 100.0 END AS amount,
               CASE WHEN t.action_type = 'refund' THEN 'EUR' END AS currency,
               date_trunc('milliseconds', $5::timestamptz - make_interval(secs => i * $6::float8 * 86400 / $4::int)) AS created_at
          FROM (SELECT CASE WHEN (i * 7919) % 100 < 70 THEN 'allow' WHEN (i * 7919) % 100 < 85 THEN 'review'
                            WHEN (i * 7919) % 100 < 95 THEN 'deny' ELSE 'more_information' END AS outcome) o,
               (SELECT CASE WHEN (i * 13) % 200 < 80 THEN 'refund' WHEN (i * 13) % 200 < 140 THEN 'send_email'
                            WHEN (i * 13) % 200 < 170 THEN 'delete_records' WHEN (i * 13) % 200 < 199 THEN 'update_record'
                            ELSE 'close_account' END AS action_type) t
      ) s`,
    [o.orgId, o.envId, o.idTag, o.count, o.end, SCALE_DAYS],
  );
}

/** The id seedDecisions gives decision i. */
export const seededId = (idTag: string, i: number) => `dec_${idTag}${i.toString(16).toUpperCase().padStart(16, '0')}`;

/** One statement without the pool's statement and read timeouts (seeding, ANALYZE, dropping many rows). */
export async function unbounded(db: Db, text: string, values: unknown[] = []): Promise<void> {
  await inTransaction(db, async (c) => {
    await c.query("SET LOCAL statement_timeout = '120s'");
    await c.query({ text, values, query_timeout: 130_000 } as { text: string; values: unknown[] });
  });
}

export interface ScaleCase {
  name: string;
  filter: DecisionFilter;
  page: { before?: Cursor; after?: Cursor };
  /** The same page as console query parameters. */
  query: Record<string, string>;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The list requests measured at scale: no filter, each filter alone (common and rare values), a one-day date
 * range 40 days back, and deep pages from the middle of the 100,000 (`middle` is that decision's cursor).
 */
export function scaleCases(end: Date, middle: Cursor): ScaleCase[] {
  const from = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() - 40));
  const to = new Date(from.getTime() + 86_400_000);
  const cursor = encodeCursor(middle);
  return [
    { name: 'no filter', filter: {}, page: {}, query: {} },
    { name: 'decision=deny', filter: { decision: 'deny' }, page: {}, query: { decision: 'deny' } },
    { name: 'reason=HIGH_VALUE_REFUND', filter: { reasonCode: 'HIGH_VALUE_REFUND' }, page: {}, query: { reason: 'HIGH_VALUE_REFUND' } },
    { name: `reason=${RARE.reasonCode} (0.2 %)`, filter: { reasonCode: RARE.reasonCode }, page: {}, query: { reason: RARE.reasonCode } },
    { name: 'verdict=waiting', filter: { verdict: 'waiting' }, page: {}, query: { verdict: 'waiting' } },
    { name: 'verdict=given', filter: { verdict: 'given' }, page: {}, query: { verdict: 'given' } },
    { name: 'verdict=approved', filter: { verdict: 'approved' }, page: {}, query: { verdict: 'approved' } },
    { name: 'agent=agent-5', filter: { agent: 'agent-5' }, page: {}, query: { agent: 'agent-5' } },
    { name: `agent=${RARE.agent} (0.1 %)`, filter: { agent: RARE.agent }, page: {}, query: { agent: RARE.agent } },
    { name: 'type=refund', filter: { actionType: 'refund' }, page: {}, query: { type: 'refund' } },
    { name: `type=${RARE.actionType} (0.5 %)`, filter: { actionType: RARE.actionType }, page: {}, query: { type: RARE.actionType } },
    { name: 'one day, 40 days back', filter: { from, to }, page: {}, query: { from: day(from), to: day(from) } },
    { name: 'deep page (before middle)', filter: {}, page: { before: middle }, query: { before: cursor } },
    { name: 'deep page (after middle)', filter: {}, page: { after: middle }, query: { after: cursor } },
    { name: 'deep page, decision=deny', filter: { decision: 'deny' }, page: { before: middle }, query: { decision: 'deny', before: cursor } },
    { name: 'deep page, type=close_account', filter: { actionType: RARE.actionType }, page: { before: middle }, query: { type: RARE.actionType, before: cursor } },
  ];
}

/** A combination the indexes cannot narrow: every allowed decision is read to find none with that code. */
const WORST: ScaleCase = {
  name: 'allow + HIGH_VALUE_REFUND (0 rows)',
  filter: { decision: 'allow', reasonCode: 'HIGH_VALUE_REFUND' },
  page: {},
  query: { decision: 'allow', reason: 'HIGH_VALUE_REFUND' },
};

// ---------------------------------------------------------------------------------------------------------
// Plans

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

export function planNodes(n: PlanNode): PlanNode[] {
  return [n, ...(n.Plans ?? []).flatMap(planNodes)];
}

/** The statement listDecisions sends for this request, captured from its one query. */
export async function capturedListQuery(db: Db, envId: string, c: Pick<ScaleCase, 'filter' | 'page'>, size?: number) {
  let sent: { text: string; values: unknown[] } | undefined;
  const spy = {
    query: (text: string, values: unknown[]) => {
      sent = { text, values };
      return db.query(text, values);
    },
  } as unknown as Db;
  await listDecisions(spy, envId, c.filter, c.page, size);
  if (!sent) throw new Error('listDecisions sent no query');
  return sent;
}

/** EXPLAIN (ANALYZE, TIMING OFF) of that statement: its plan nodes, and how many rows its scans read. */
export async function explainList(db: Db, sent: { text: string; values: unknown[] }): Promise<{ nodes: PlanNode[]; rowsRead: number }> {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${sent.text}`, sent.values);
  const nodes = planNodes((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan);
  let rowsRead = 0;
  for (const n of nodes) {
    // Only the nodes that fetch table rows: a bitmap index scan's rows are fetched again by its heap scan.
    if (!/^(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan)$/.test(n['Node Type'])) continue;
    rowsRead += ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) * (n['Actual Loops'] ?? 1);
  }
  return { nodes, rowsRead };
}

export const planSummary = (nodes: PlanNode[]) =>
  nodes
    .filter((n) => n['Relation Name'] || n['Index Name'] || n['Node Type'] === 'Sort')
    .map((n) => (n['Index Name'] ? `${n['Node Type']} ${n['Index Name']}` : n['Node Type']))
    .join(' < ');

// ---------------------------------------------------------------------------------------------------------
// The benchmark

function numberFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

const RUNS = numberFromEnv('BENCH_CONSOLE_RUNS', 50, 1, 10_000);
const WARMUP = 5;

interface Figures {
  p50: number;
  p95: number;
  max: number;
}

function figures(samples: number[]): Figures {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  return { p50: at(50), p95: at(95), max: s[s.length - 1] };
}

async function timed(fn: () => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return figures(samples);
}

const ms = (x: number) => x.toFixed(2).padStart(7);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

function peakRss(): string {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    return m ? mib(Number(m[1]) * 1024) : 'n/a';
  } catch {
    return 'n/a';
  }
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

async function admin(url: string, sql: string): Promise<void> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Set-Cookie headers of a response as name=value pairs. */
function cookiesOf(res: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const h of res.headers.getSetCookie()) {
    const [pair] = h.split(';');
    const eq = pair.indexOf('=');
    out.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return out;
}

async function signIn(base: string, org: string, email: string, password: string): Promise<string> {
  const form = await fetch(`${base}/console/signin`);
  const signinCookie = cookiesOf(form).get('gh_signin');
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!signinCookie || !csrf) throw new Error('the sign-in page gave no gh_signin cookie or _csrf field');
  const res = await fetch(`${base}/console/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `gh_signin=${signinCookie}` },
    body: new URLSearchParams({ _csrf: csrf, org, email, password, next: '/console/test/decisions' }).toString(),
  });
  const session = cookiesOf(res).get('gh_session');
  if (res.status !== 303 || !session) throw new Error(`sign-in failed: HTTP ${res.status}`);
  return `gh_session=${session}`;
}

async function main(): Promise<void> {
  setLogLevel(process.env.GATEHOUSE_LOG_LEVEL ?? 'warn');
  const adminUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `gatehouse_bench_console_${process.pid}_${Date.now()}`;
  const out = (s = '') => process.stdout.write(`${s}\n`);

  out(`Gatehouse ${VERSION} console list benchmark`);
  out(`  machine:  ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}, load average ${os.loadavg()[0].toFixed(2)}`);
  await admin(adminUrl, `CREATE DATABASE ${dbName}`);
  const db = createPool(withDatabase(adminUrl, dbName));
  let server: Server | undefined;
  try {
    const pgVersion = (await db.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0].v;
    out(`  database: scratch database ${dbName} on ${new URL(adminUrl).host} (PostgreSQL ${pgVersion})`);
    await migrate(db);
    const orgId = await ensureOrg(db, 'bench');
    const env = (await findEnv(db, 'bench', 'test'))!;
    const otherOrg = await ensureOrg(db, 'bench-other');
    const other = (await findEnv(db, 'bench-other', 'test'))!;
    const end = new Date();
    const idTag = randomBytes(5).toString('hex').toUpperCase();
    let t = performance.now();
    await seedDecisions(db, { orgId, envId: env.envId, count: SCALE_COUNT, idTag, end });
    await seedDecisions(db, { orgId: otherOrg, envId: other.envId, count: 20_000, idTag: randomBytes(5).toString('hex').toUpperCase(), end });
    const seedMs = performance.now() - t;
    t = performance.now();
    await unbounded(db, 'ANALYZE decisions');
    out(`  seeded:   ${SCALE_COUNT.toLocaleString('en')} decisions over ${SCALE_DAYS} days in one environment + 20,000 in another organisation's, in ${(seedMs / 1000).toFixed(1)} s; ANALYZE ${(performance.now() - t).toFixed(0)} ms`);

    const { rows: mid } = await db.query<{ created_at: Date; id: string }>('SELECT created_at, id FROM decisions WHERE id = $1', [
      seededId(idTag, SCALE_COUNT / 2),
    ]);
    const middle: Cursor = { createdAt: mid[0].created_at, id: mid[0].id };
    const cases = [...scaleCases(end, middle), WORST];
    out(`  runs:     ${RUNS} measured after ${WARMUP} warm-up, one at a time; page size 50 (51 rows read)`);
    out();
    out('listDecisions (store call, ms)');
    out(`  ${'request'.padEnd(36)} ${'rows'.padStart(4)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}  ${'read'.padStart(6)}  plan`);
    for (const c of cases) {
      const page = await listDecisions(db, env.envId, c.filter, c.page);
      const f = await timed(() => listDecisions(db, env.envId, c.filter, c.page));
      const { nodes, rowsRead } = await explainList(db, await capturedListQuery(db, env.envId, c));
      out(`  ${c.name.padEnd(36)} ${String(page.rows.length).padStart(4)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.max)}  ${String(rowsRead).padStart(6)}  ${planSummary(nodes)}`);
    }

    // The whole page over HTTP, as an operator sees it.
    const app = createApp({
      db,
      evaluator: {
        evaluate: () => {
          throw new Error('the console benchmark evaluates nothing');
        },
      },
      receipts: new ReceiptKeys(db, new MasterKeys([randomBytes(32)])),
      version: VERSION,
      deployment: 'bench',
      console: { temporalUiUrl: null, temporalNamespace: 'default' },
    });
    server = await new Promise<Server>((resolve, reject) => {
      const s = app.listen(0, '127.0.0.1', (err?: Error) => (err ? reject(err) : resolve(s)));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const password = randomBytes(12).toString('base64url');
    await createOperator(db, orgId, 'bench@example.com', await hashPassword(password), false);
    const cookie = await signIn(base, 'bench', 'bench@example.com', password);
    out();
    out(`GET /console/test/decisions (whole page over HTTP, signed in, ms)`);
    out(`  ${'request'.padEnd(36)} ${'rows'.padStart(4)} ${'KiB'.padStart(4)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`);
    for (const c of cases) {
      const url = `${base}/console/test/decisions${Object.keys(c.query).length ? `?${new URLSearchParams(c.query).toString()}` : ''}`;
      let bytes = 0;
      let listed = 0;
      const get = async () => {
        const res = await fetch(url, { headers: { cookie }, redirect: 'manual' });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
        bytes = Buffer.byteLength(body);
        // One link per listed decision.
        listed = body.match(/href="\/console\/test\/decisions\/dec_[0-9A-Z]{26}"/g)?.length ?? 0;
      };
      const f = await timed(get);
      const expected = (await listDecisions(db, env.envId, c.filter, c.page)).rows.length;
      if (listed !== expected) throw new Error(`${url}: the page lists ${listed} decisions, listDecisions ${expected}`);
      out(`  ${c.name.padEnd(36)} ${String(listed).padStart(4)} ${String(Math.round(bytes / 1024)).padStart(4)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.max)}`);
    }
    out();
    out(`  process: RSS ${mib(process.memoryUsage().rss)} now, peak ${peakRss()}; heap used ${mib(process.memoryUsage().heapUsed)}`);
  } finally {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await db.end().catch(() => undefined);
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).then(
      () => out(`  scratch database ${dbName} dropped`),
      (err: unknown) => process.stderr.write(`could not drop the scratch database ${dbName}: ${err instanceof Error ? err.message : String(err)}\n`),
    );
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`bench:console failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    },
  );
}
