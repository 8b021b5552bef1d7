// The topology phase of `npm run bench` (BENCH_PHASES=topology; opt-in, since it needs the Temporal server
// binaries that `node dist/scripts/test-tools.js` builds into the cache): the production shape, `gatehouse api`
// and `gatehouse worker` as processes of their own, on
//   - the Temporal CLI's development server (SQLite, one process), one API+worker pair;
//   - a Temporal server v1.29.1 on PostgreSQL, frontend/history/matching/worker as four processes
//     (src/embedded/temporal-cluster.ts), with one and with two API+worker pairs.
// Each is driven closed-loop at saturation with the rule-only request (no model call: the cost is Temporal's
// and the store's). Printed: decisions per second; CPU per decision of the Temporal server's processes and of
// the whole stack (Temporal, PostgreSQL, the Gatehouse processes), from /proc, not wall time; and the ratios
// 2 pairs / 1 pair and cluster / development server.

import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startEmbeddedPostgres } from '../src/embedded/postgres';
import { findTemporalServer, startTemporalCluster, TEMPORAL_SERVER_VERSION, type TemporalCluster } from '../src/embedded/temporal-cluster';
import { findTemporalCli } from '../src/embedded/temporal-cli';
import { startTemporalDevServer, stopChild } from '../src/embedded/temporal-server';
import { freePorts } from '../src/lib/ports';
import { createPool } from '../src/store/db';
import { createKey } from '../src/store/keys';
import { serve } from '../test/helpers/processes';
import { migrate } from '../src/store/migrations';

/** The goals of the phase: spreading over two pairs loses nothing; the real server's stack costs at most this much more per decision. */
export const TOPOLOGY_GOAL = { twoPairsOverOne: 0.9, clusterStackCpuOverDev: 2.5 };

/** The launcher, seen from dist/scripts. */
const BIN = path.join(__dirname, '..', '..', 'bin', 'gatehouse.js');
const RULE_ONLY = { action: { type: 'refund', amount: null, currency: 'EUR', description: 'Refund order 1042' }, actor: { name: 'bench-agent', type: 'ai_agent' } };

interface Figures {
  label: string;
  perSecond: number;
  refused: number;
  temporalCpuPerDecisionMs: number;
  stackCpuPerDecisionMs: number;
}

/** Every descendant of this process (Linux /proc), for the stack's CPU. */
function descendants(): number[] {
  const parent = new Map<number, number>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [pid, pp] of parent) if (pp === p) (out.push(pid), walk(pid));
  };
  walk(process.pid);
  return out;
}

async function closedLoop(urls: string[], key: string, perApi: number, seconds: number): Promise<{ ok: number; refused: number }> {
  let ok = 0;
  let refused = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async (url: string) => {
    while (performance.now() < until) {
      const res = await fetch(`${url}/v1/gate/evaluate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(RULE_ONLY),
      }).catch(() => null);
      await res?.arrayBuffer().catch(() => undefined);
      if (res?.status === 200) ok++;
      else refused++;
    }
  };
  await Promise.all(urls.flatMap((u) => Array.from({ length: perApi }, () => loop(u))));
  return { ok, refused };
}

export async function runTopologyPhase(opts: { cacheDir: string; seconds: number; warmupSeconds: number; out: (line?: string) => void; cpuMs: (pid: number) => number | null }): Promise<void> {
  const { out } = opts;
  out();
  out(`Topology: gatehouse api + gatehouse worker processes on a Temporal server ${TEMPORAL_SERVER_VERSION} on PostgreSQL (4 service processes) and on the development server`);
  let binaries;
  let cli: string;
  try {
    binaries = await findTemporalServer({ cacheDir: opts.cacheDir, fetch: false });
    cli = await findTemporalCli({ explicit: process.env.TEMPORAL_CLI, cacheDir: opts.cacheDir });
  } catch (err) {
    out(`  skipped: ${(err as Error).message} (node dist/scripts/test-tools.js builds it)`);
    return;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-bench-topology-'));
  fs.chmodSync(tmp, 0o711);
  const [pgPort, devPort] = await freePorts(2);
  const pg = await startEmbeddedPostgres(path.join(tmp, 'pg'), pgPort);
  const db = createPool(pg.url, 2);
  let cluster: TemporalCluster | undefined;
  const dev = startTemporalDevServer({ cli, port: devPort, dbFile: path.join(tmp, 'dev.db'), logFile: path.join(tmp, 'dev.log') });
  const children: ChildProcess[] = [];
  const base = {
    DATABASE_URL: pg.url,
    GATEHOUSE_PAYLOAD_KEY: randomBytes(32).toString('base64'),
    GATEHOUSE_CODEC_TOKEN: `bench-${randomUUID()}`,
    GATEHOUSE_DATA_DIR: path.join(tmp, 'gatehouse'),
  };
  try {
    cluster = await startTemporalCluster({ binaries, pgUrl: pg.url, dir: path.join(tmp, 'cluster') });
    // The store's tables first (the Gatehouse processes would apply them too, but the key is made before them).
    await migrate(db);
    const { key } = await createKey(db, `bench-topology-${randomUUID().slice(0, 8)}`, 'test');
    const perApi = 4;

    /** One measurement; `idle`: the other Temporal's processes, left out of the stack's CPU. */
    const measure = async (label: string, address: string, pairs: number, temporalPids: () => number[], idle: () => number[]): Promise<Figures> => {
      const env = { ...base, TEMPORAL_ADDRESS: address, GATEHOUSE_TASK_QUEUE: `bench-topology-${randomUUID()}` };
      const started: ChildProcess[] = [];
      try {
        for (let i = 0; i < pairs; i++) started.push(await serve('worker', env, BIN));
        const urls: string[] = [];
        for (let i = 0; i < pairs; i++) {
          const [port] = await freePorts(1);
          started.push(await serve('api', { ...env, PORT: String(port) }, BIN));
          urls.push(`http://127.0.0.1:${port}`);
        }
        children.push(...started);
        await closedLoop(urls, key, perApi, opts.warmupSeconds);
        const cpu = (pids: number[]) => pids.reduce((s, p) => s + (opts.cpuMs(p) ?? 0), 0);
        const stackPids = descendants().filter((p) => !idle().includes(p));
        const before = { temporal: cpu(temporalPids()), stack: cpu(stackPids) };
        const r = await closedLoop(urls, key, perApi, opts.seconds);
        const after = { temporal: cpu(temporalPids()), stack: cpu(stackPids) };
        const n = Math.max(1, r.ok);
        return {
          label,
          perSecond: r.ok / opts.seconds,
          refused: r.refused,
          temporalCpuPerDecisionMs: (after.temporal - before.temporal) / n,
          stackCpuPerDecisionMs: (after.stack - before.stack) / n,
        };
      } finally {
        for (const c of started) await stopChild(c);
      }
    };

    const c = cluster;
    const clusterPids = () => [...new Set(Object.values(c.pids))];
    const rows = [
      await measure('development server, 1 pair', dev.address, 1, () => [dev.child.pid!], clusterPids),
      await measure('cluster, 1 pair', cluster.address, 1, clusterPids, () => [dev.child.pid!]),
      await measure('cluster, 2 pairs', cluster.address, 2, clusterPids, () => [dev.child.pid!]),
    ];
    const w = Math.max(...rows.map((r) => r.label.length));
    out(`  closed loop, ${perApi} connections per API, ${opts.seconds} s measured after ${opts.warmupSeconds} s, the rule-only request; CPU from /proc`);
    for (const r of rows) {
      out(
        `  ${r.label.padEnd(w)}  ${r.perSecond.toFixed(1).padStart(6)} decisions/s  (${r.refused} not 200)  ` +
          `Temporal CPU ${r.temporalCpuPerDecisionMs.toFixed(2)} ms/decision, whole stack ${r.stackCpuPerDecisionMs.toFixed(2)} ms/decision`,
      );
    }
    const [devRow, one, two] = rows;
    const scale = two.perSecond / one.perSecond;
    const stackCost = one.stackCpuPerDecisionMs / devRow.stackCpuPerDecisionMs;
    const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
    out(`  saturation, cluster / development server (1 pair): ${(one.perSecond / devRow.perSecond).toFixed(2)}`);
    out(`  Temporal CPU per decision, cluster / development server: ${(one.temporalCpuPerDecisionMs / devRow.temporalCpuPerDecisionMs).toFixed(2)}`);
    out(`  saturation, 2 pairs / 1 pair >= ${TOPOLOGY_GOAL.twoPairsOverOne} (${os.cpus().length} CPUs: the pairs share them): ${scale.toFixed(2)}  ${verdict(scale >= TOPOLOGY_GOAL.twoPairsOverOne)}`);
    out(`  whole-stack CPU per decision, cluster / development server <= ${TOPOLOGY_GOAL.clusterStackCpuOverDev}: ${stackCost.toFixed(2)}  ${verdict(stackCost <= TOPOLOGY_GOAL.clusterStackCpuOverDev)}`);
  } finally {
    for (const ch of children) if (ch.exitCode === null && ch.signalCode === null) await stopChild(ch);
    await cluster?.stop().catch(() => undefined);
    await dev.stop().catch(() => undefined);
    await db.end().catch(() => undefined);
    await pg.stop().catch(() => undefined);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
