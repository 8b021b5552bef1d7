// gatehouse backtest: starts a backtest through the API (an admin key), follows it with a progress bar and
// prints its tables: the outcome matrix, the changed decisions, agreement before and after, what could not
// be replayed. Ctrl-C cancels it. `--cancel <id>` cancels one, `--show <id>` prints one.

import fs from 'node:fs';
import { parseArgs } from 'node:util';

export const BACKTEST_USAGE = `gatehouse backtest [--url URL] [--key KEY] [--from WHEN] [--to WHEN] [--tools FILE] [--model-calls N] [--json] name=value ...
gatehouse backtest --show <backtest id> | --cancel <backtest id>   [--url URL] [--key KEY]

  Decides the stored decisions of [from, to) (default: the last 30 days) again with the settings given as
  name=value and the tool-catalogue entries in FILE (a JSON list of {name, effects, review, ...}), and prints
  what would have changed and how often people would have agreed. Needs an admin key.
  --url   Gatehouse's base address (else GATEHOUSE_URL, else this host's service: HOST and PORT, as the other commands)
  --key   an admin key of the environment (else GATEHOUSE_API_KEY; prefer the variable: arguments show in ps)
  --model-calls N  decide with the environment's configured model provider, at most N calls (1 to 10000);
          without it, the builtin model. Decisions needing the model after N calls are reported not decided again.
  --json  print the finished backtest as JSON instead of the tables
  Exit: 0 done, 1 failed, cancelled or refused, 2 usage.`;

class BacktestUsageError extends Error {}

interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
  /** Whether stderr is a terminal: the bar is redrawn in place, else printed as a line per change. */
  tty: boolean;
  env: NodeJS.ProcessEnv;
  /** This host's service as the configuration gives it (the other commands' address), read only when needed. */
  serviceUrl: () => string;
  pollMs?: number;
}

const OUTCOMES = ['allow', 'review', 'deny', 'more_information'] as const;

// The API's Backtest, as far as this prints it.
interface Figure {
  value: number | null;
  n: number;
}
interface Agreement {
  n: number;
  agreement: Figure;
  precision: Figure;
  recall: Figure;
  kappa: Figure;
}
interface Backtest {
  backtest_id: string;
  status: string;
  window: { from: string; to: string };
  progress: { decisions: number; replayable: number; processed: number; fraction: number };
  report: {
    decisions: number;
    replayed: number;
    changed: number;
    matrix: { old: string; new: string; n: number; examples: string[] }[];
    agreement: { before: Agreement; after: Agreement };
    unreplayable: { reason: string; n: number; why: string }[];
    agents?: { as_recorded: number; as_now: number };
    model?: { use: string; max_calls: number | null; calls: number };
  } | null;
  error: string | null;
}

/** The progress bar: 30 cells and the counts. */
export function progressBar(b: Pick<Backtest, 'status' | 'progress'>): string {
  const cells = 30;
  const filled = Math.round(b.progress.fraction * cells);
  return `[${'#'.repeat(filled)}${'-'.repeat(cells - filled)}] ${Math.round(b.progress.fraction * 100)}% ${b.progress.processed}/${b.progress.decisions} decisions (${b.status})`;
}

const fig = (f: Figure) => (f.value === null ? `- (n=${f.n})` : `${f.value} (n=${f.n})`);
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - s.length));
const lpad = (s: string, n: number) => ' '.repeat(Math.max(0, n - s.length)) + s;

/** The report's tables, as printed. */
export function reportTables(b: Backtest): string[] {
  const lines = [`Backtest ${b.backtest_id}: ${b.status}, window ${b.window.from} to ${b.window.to}`];
  const r = b.report;
  if (!r) return b.error ? [...lines, `error: ${b.error}`] : lines;
  lines.push(`${r.decisions} decisions, ${r.replayed} decided again, ${r.changed} changed`, '', 'Outcome matrix (rows: as decided, columns: with the candidate)');
  const w = 18;
  lines.push(pad('', w) + OUTCOMES.map((o) => lpad(o, w)).join(''));
  for (const old of OUTCOMES) lines.push(pad(old, w) + OUTCOMES.map((now) => lpad(String(r.matrix.find((c) => c.old === old && c.new === now)?.n ?? 0), w)).join(''));
  const changed = r.matrix.filter((c) => c.old !== c.new && c.n > 0);
  if (changed.length > 0) {
    lines.push('', 'Changed');
    for (const c of changed) lines.push(`  ${pad(`${c.old} -> ${c.new}`, 34)}${lpad(String(c.n), 6)}  ${c.examples.join(', ')}`);
  }
  const { before, after } = r.agreement;
  lines.push('', `Agreement with people's verdicts${' '.repeat(4)}${pad('before', 20)}after`);
  const row = (name: string, k: 'agreement' | 'precision' | 'recall' | 'kappa') => lines.push(`  ${pad(name, 34)}${pad(fig(before[k]), 20)}${fig(after[k])}`);
  row('agreement', 'agreement');
  row('precision of stopping', 'precision');
  row('recall of stopping', 'recall');
  row("Cohen's kappa", 'kappa');
  if (r.model?.use === 'configured') lines.push('', `Model: the configured provider, ${r.model.calls} of at most ${r.model.max_calls} calls made`);
  if (r.agents && r.agents.as_now > 0) {
    lines.push('', `Agents: ${r.agents.as_recorded} decided with the agents as they were, ${r.agents.as_now} with today's (recorded before that was kept)`);
  }
  if (r.unreplayable.length > 0) {
    lines.push('', 'Not decided again');
    for (const u of r.unreplayable) lines.push(`  ${pad(u.reason, 22)}${lpad(String(u.n), 6)}  ${u.why}`);
  }
  return lines;
}

async function api(base: string, key: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(new URL(path, base), {
    method: body === undefined && !path.endsWith('/cancel') ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: { error: 'unreadable', message: text.slice(0, 200) } };
  }
}

function refusal(io: Io, r: { status: number; body: any }): number {
  io.err(`gatehouse backtest: ${r.status} ${r.body.error}: ${r.body.message}`);
  for (const d of Array.isArray(r.body.details) ? r.body.details : []) io.err(`  ${d.field}: ${d.reason}`);
  return 1;
}

export async function backtestCommand(argv: string[], io: Io): Promise<number> {
  let values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        key: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        tools: { type: 'string' },
        'model-calls': { type: 'string' },
        json: { type: 'boolean' },
        show: { type: 'string' },
        cancel: { type: 'string' },
      },
    }));
  } catch (err) {
    io.err(`gatehouse backtest: ${(err as Error).message}\n\n${BACKTEST_USAGE}`);
    return 2;
  }
  try {
    const base = values.url ?? io.env.GATEHOUSE_URL ?? io.serviceUrl();
    if (!/^https?:\/\//.test(base)) throw new BacktestUsageError('--url must be an http(s) address');
    const key = values.key ?? io.env.GATEHOUSE_API_KEY;
    if (!key) throw new BacktestUsageError('--key (or GATEHOUSE_API_KEY) is required: an admin key of the environment');
    const print = (b: Backtest) => (values.json ? io.out(JSON.stringify(b, null, 2)) : reportTables(b).forEach(io.out));

    if (values.cancel !== undefined) {
      const r = await api(base, key, `/v1/backtests/${encodeURIComponent(values.cancel)}/cancel`);
      if (r.status !== 200) return refusal(io, r);
      print(r.body);
      return 0;
    }
    if (values.show !== undefined) {
      const r = await api(base, key, `/v1/backtests/${encodeURIComponent(values.show)}`);
      if (r.status !== 200) return refusal(io, r);
      print(r.body);
      return 0;
    }

    const settings: Record<string, string> = {};
    for (const p of positionals) {
      const eq = p.indexOf('=');
      if (eq <= 0) throw new BacktestUsageError(`"${p}" is not name=value`);
      settings[p.slice(0, eq)] = p.slice(eq + 1);
    }
    const candidate: Record<string, unknown> = {};
    if (positionals.length > 0) candidate.settings = settings;
    if (values.tools !== undefined) {
      try {
        candidate.tools = JSON.parse(fs.readFileSync(values.tools, 'utf8'));
      } catch (err) {
        throw new BacktestUsageError(`--tools: cannot read ${values.tools} as JSON (${(err as Error).name})`);
      }
    }
    let model: { use: 'configured'; max_calls: number } | undefined;
    if (values['model-calls'] !== undefined) {
      if (!/^\d{1,6}$/.test(values['model-calls'])) throw new BacktestUsageError('--model-calls must be a whole number of calls');
      // The range (1 to 10000) is the API's to check: it names model.max_calls.
      model = { use: 'configured', max_calls: Number(values['model-calls']) };
    }
    const started = await api(base, key, '/v1/backtests', {
      candidate,
      ...(values.from ? { from: values.from } : {}),
      ...(values.to ? { to: values.to } : {}),
      ...(model ? { model } : {}),
    });
    if (started.status !== 202) return refusal(io, started);
    let b: Backtest = started.body;
    io.err(`backtest ${b.backtest_id} started: ${b.progress.decisions} decisions, ${b.progress.replayable} can be decided again`);
    // Ctrl-C cancels the backtest rather than leaving it running unseen.
    let interrupted = false;
    const onInt = () => (interrupted = true);
    process.once('SIGINT', onInt);
    let last = '';
    try {
      for (;;) {
        const bar = progressBar(b);
        if (bar !== last) {
          if (io.tty) process.stderr.write(`\r${bar}`);
          else io.err(bar);
          last = bar;
        }
        if (['done', 'cancelled', 'failed'].includes(b.status)) break;
        if (interrupted) {
          const c = await api(base, key, `/v1/backtests/${b.backtest_id}/cancel`);
          if (c.status === 200) b = c.body;
          interrupted = false;
          continue;
        }
        await new Promise((r) => setTimeout(r, io.pollMs ?? 500));
        const r = await api(base, key, `/v1/backtests/${b.backtest_id}`);
        if (r.status !== 200) return refusal(io, r);
        b = r.body;
      }
    } finally {
      process.removeListener('SIGINT', onInt);
    }
    if (io.tty) process.stderr.write('\n');
    print(b);
    return b.status === 'done' ? 0 : 1;
  } catch (err) {
    if (err instanceof BacktestUsageError) {
      io.err(`gatehouse backtest: ${err.message}\n\n${BACKTEST_USAGE}`);
      return 2;
    }
    io.err(`gatehouse backtest: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}
