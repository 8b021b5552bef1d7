// Issue 25, items 1, 2 and 6, on `gatehouse start` with its embedded parts: a crashed PostgreSQL or Temporal
// dev server (SIGKILL by pid) is restarted and decisions come back without restarting Gatehouse; readiness
// says what is down meanwhile; the codec token is on no process's command line.

import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { validateAs } from '../../src/contract/validate';
import os from 'node:os';
import { embeddedStartEnv, runCli, startGatehouse, stopGatehouse, type Started } from '../helpers/cli';
import { until } from '../helpers/mail-service';
import { call, refund, type Reply } from '../helpers/service';

jest.setTimeout(240_000);

/** Each process descending from `root`: its pid and its argv as one string (/proc/<pid>/cmdline). */
function descendants(root: number): { pid: number; argv: string }[] {
  const children = new Map<number, number[]>();
  for (const e of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const ppid = Number(/^\d+ \(.*\) \S (\d+)/s.exec(fs.readFileSync(`/proc/${e}/stat`, 'utf8'))![1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(e)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: { pid: number; argv: string }[] = [];
  const walk = (pid: number) => {
    for (const c of children.get(pid) ?? []) {
      try {
        out.push({ pid: c, argv: fs.readFileSync(`/proc/${c}/cmdline`, 'utf8').split('\0').join(' ') });
      } catch {
        // gone meanwhile
      }
      walk(c);
    }
  };
  walk(root);
  return out;
}

/** Listens on a loopback port as soon as it is free (its owner just died), trying for up to 2 s; every connection is reset at once. */
async function holdPort(port: number): Promise<net.Server> {
  const end = Date.now() + 2000;
  for (;;) {
    const server = net.createServer((socket) => socket.destroy());
    try {
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
      return server;
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

let dataDir: string;
let env: Record<string, string>;
let gh: Started;
let api: string;
let key: string;
const token = `codec-token-${process.pid}-abcdefghijkl`;

const ready = () => call(`${api}/v1/health/ready`);
const readyIs = (status: number) => async () => {
  const r = await ready();
  return r.status === status ? r : null;
};
const decides = (amount: number) => async () => {
  const r = await call(`${api}/v1/gate/evaluate`, { key, body: refund(amount) });
  return r.status === 200 ? r : null;
};
const expectReadiness = (r: Reply) => expect(validateAs('Readiness', r.body)).toEqual([]);

beforeAll(async () => {
  env = { ...(await embeddedStartEnv('gatehouse-heal-')), GATEHOUSE_CODEC_TOKEN: token };
  dataDir = env.GATEHOUSE_DATA_DIR;
  gh = await startGatehouse(env);
  api = `http://127.0.0.1:${env.PORT}`;
  key = /(gate_test_\w{40})/.exec(gh.out)![1];
});
afterAll(async () => {
  if (gh && gh.child.exitCode === null) expect(await stopGatehouse(gh.child)).toBe(0);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('hands the Temporal dev server its codec endpoint without the token on any command line', async () => {
  const procs = descendants(gh.child.pid!);
  const temporal = procs.filter((p) => p.argv.includes('start-dev'));
  expect(temporal).toHaveLength(1);
  expect(temporal[0].argv).toContain('--env-file');
  expect(procs.length).toBeGreaterThan(1);
  for (const p of procs) expect(p.argv).not.toContain(token);
  // The token is in a file only its owner reads, and the UI did get the endpoint.
  const envFile = path.join(dataDir, 'temporal', 'cli-env.yaml');
  expect(fs.statSync(envFile).mode & 0o777).toBe(0o600);
  const settings = (await fetch(`http://127.0.0.1:${env.GATEHOUSE_TEMPORAL_UI_PORT}/api/v1/settings`).then((r) => r.json())) as { Codec: { Endpoint: string } };
  expect(settings.Codec.Endpoint).toBe(`${api}/codec/${token}`);
});

it('restarts a crashed PostgreSQL: readiness 503 (store down) meanwhile, 200 after, decisions back without a restart of Gatehouse', async () => {
  const first = await call(`${api}/v1/gate/evaluate`, { key, body: refund(20) });
  expect(first.status).toBe(200);
  // A caller waiting on a decision opens the approval listener (a LISTEN connection), which must come back too.
  expect((await call(`${api}/v1/decisions/${first.body.decision_id}?wait=1`, { key })).status).toBe(200);
  const up = await ready();
  expect(up.status).toBe(200);
  expectReadiness(up);
  expect(up.body).toMatchObject({ status: 'ready', checks: { store: 'up', temporal: 'up' } });

  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  expect(descendants(gh.child.pid!).map((p) => p.pid)).toContain(pid);
  process.kill(pid, 'SIGKILL');
  // The restart can be quicker than readiness's one-second memory: holding PostgreSQL's port makes its
  // restarts fail until readiness has been seen down.
  const blocker = await holdPort(Number(env.GATEHOUSE_PG_PORT));
  const down = await until('readiness 503 with the store down', readyIs(503), 20_000);
  expectReadiness(down);
  expect(down.body).toMatchObject({ status: 'not_ready', checks: { store: 'down', temporal: 'up' } });
  // Liveness stays what it is: the process answers.
  expect((await call(`${api}/v1/health`)).status).toBe(200);
  await until('a failed restart', () => gh.log.includes('"msg":"embedded PostgreSQL restart failed; trying again"'), 20_000);
  await new Promise((r) => blocker.close(r));

  const back = await until('readiness 200 after the restart', readyIs(200), 60_000);
  expect(back.body.checks).toEqual({ store: 'up', temporal: 'up' });
  expect(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])).not.toBe(pid);
  // A pooled connection that died with the old server may fail one request before the pool notices.
  const decided = await until('a decision after the restart', decides(21), 20_000);
  expect(decided.body.decision).toBe('allow');
  expect((await call(`${api}/v1/decisions/${decided.body.decision_id}`, { key })).status).toBe(200);
  // The lines an operator alerts on: the crash, the restart, readiness down and up again (once each).
  const lines = gh.log.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { msg: string; level: string });
  const msgs = lines.map((l) => l.msg);
  expect(lines.find((l) => l.msg === 'embedded PostgreSQL exited unexpectedly; restarting it')?.level).toBe('error');
  expect(msgs).toContain('embedded PostgreSQL restarted');
  expect(msgs.filter((m) => m === 'readiness: store is down')).toHaveLength(1);
  expect(msgs.filter((m) => m === 'readiness: store is up again')).toHaveLength(1);
  expect(msgs).toContain('approval listener lost its connection; reconnecting');
  // It reconnects by itself, without a caller waiting (0.5 s, doubling while the store is away).
  await until('the approval listener back', () => gh.log.includes('"msg":"approval listener reconnected"'), 60_000);
});

it('restarts a crashed Temporal dev server, and decisions work again without a restart of Gatehouse', async () => {
  const [temporal] = descendants(gh.child.pid!).filter((p) => p.argv.includes('start-dev'));
  process.kill(temporal.pid, 'SIGKILL');
  await until('the restart logged', () => gh.log.includes('"msg":"Temporal dev server restarted"'), 60_000);
  const back = await until('readiness 200 after the restart', readyIs(200), 60_000);
  expect(back.body.checks).toEqual({ store: 'up', temporal: 'up' });
  const decided = await until('a decision after the restart', decides(22), 60_000);
  expect(decided.body.decision).toBe('allow');
  // The new server got its codec endpoint the same way.
  const again = descendants(gh.child.pid!).filter((p) => p.argv.includes('start-dev'));
  expect(again).toHaveLength(1);
  expect(again[0].pid).not.toBe(temporal.pid);
  expect(again[0].argv).not.toContain(token);
});

// Only root runs PostgreSQL as another user (CI runs as root).
(process.getuid?.() === 0 ? describe : describe.skip)('as root, with the data directory in a folder only root can enter', () => {
  it('stops with one clear message, not a raw spawn EACCES', async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-roothome-'));
    fs.chmodSync(home, 0o700);
    try {
      const r = await runCli(['start'], { ...env, GATEHOUSE_DATA_DIR: path.join(home, 'project', '.gatehouse'), PORT: '0' });
      expect(r.code).not.toBe(0);
      expect(r.stderr).toContain(`cannot reach ${path.join(home, 'project', '.gatehouse')} (${home} is not searchable by other users). Set GATEHOUSE_DATA_DIR`);
      expect(r.stderr).not.toMatch(/EACCES|\n\s+at /);
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
