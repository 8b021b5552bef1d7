// Backtests (issue 28), without HTTP: a candidate and a window are checked, the window's decisions counted
// (nothing replayable is refused), the backtest recorded and its workflow `backtest:<id>` started; it is
// read with its progress and report, and cancelled. Used by the API, and through it by the CLI and console.

import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { candidateSettings, parseCandidate, type Candidate, type CandidateProblem } from '../decision/candidate';
import { UNREPLAYABLE_TEXT, type UnreplayableReason } from '../decision/redecide';
import { parseWindow } from '../domain/agreement';
import type { BacktestReport } from '../domain/backtest';
import type { EnvSettings } from '../domain/settings';
import { errorName, log } from '../lib/log';
import { backtestWorkflowId } from '../lib/names';
import { SA_ENV, SA_ORG } from '../lib/search-attributes';
import { suggest, type Suggestion } from '../decision/suggest';
import { agentFactsFromSeen, agentFactsOf, replayableRequest } from '../decision/redecide';
import {
  countWindow,
  endBacktest,
  getBacktest,
  insertBacktest,
  listBacktests,
  readVerdictDecisions,
  replayContext,
  type BacktestModel,
  type BacktestRow,
  type BacktestStatus,
} from '../store/backtests';
import type { Db } from '../store/db';
import { newId } from '../store/ids';
import type { runBacktest, BacktestTuning } from '../../workflows/backtest';

export const DEFAULT_BACKTEST_TUNING: BacktestTuning = { batchSize: 500, batchesPerRun: 50, heartbeatMs: 30_000, pollMs: 2_000 };

/** A refusal the API turns into its status and code. */
export class BacktestRefused extends Error {
  constructor(
    readonly status: 404 | 409 | 422 | 503,
    readonly code: string,
    message: string,
    readonly details?: CandidateProblem[],
  ) {
    super(message);
  }
}

export interface BacktestDeps {
  db: Db;
  /** Temporal; none: backtests cannot start (503). */
  client?: Client;
  taskQueue: string;
  searchAttributes: boolean;
  tuning?: Partial<BacktestTuning>;
}

/** Who asks, from the authenticated key or console session. */
export interface BacktestCaller {
  orgId: string;
  envId: string;
  settings: EnvSettings;
  /** For the record: `api:<key id>` or `console:<operator>`. */
  actor: string;
}

/** A backtest as the API shows it. */
export interface BacktestView {
  backtest_id: string;
  status: BacktestStatus;
  window: { from: string; to: string };
  candidate: Candidate;
  /** The model it decides with: builtin, or the environment's configured provider with at most max_calls calls. */
  model: { use: 'builtin' | 'configured'; max_calls: number | null };
  progress: { decisions: number; replayable: number; processed: number; batches: number; fraction: number };
  report: (Omit<BacktestReport, 'unreplayable'> & { unreplayable: { reason: string; n: number; why: string }[] }) | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string;
}

const BODY_FIELDS = new Set(['candidate', 'from', 'to', 'model']);

/** The most model calls one backtest may make with the configured provider. */
export const BACKTEST_MODEL_CALLS_MAX = 10_000;

/**
 * Reads a backtest's `model`: absent or `{"use": "builtin"}` decides with the builtin model; `{"use":
 * "configured", "max_calls": N}` with the environment's configured provider, at most N calls (1 to 10,000).
 * Opting in where the environment's provider is the builtin one is refused: there is nothing to opt in to.
 */
export function parseBacktestModel(raw: unknown, settings: EnvSettings): { model: BacktestModel | null } | { problems: CandidateProblem[] } {
  if (raw === undefined) return { model: null };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { problems: [{ field: 'model', reason: 'must be an object: {"use": "configured", "max_calls": N} or {"use": "builtin"}' }] };
  const m = raw as Record<string, unknown>;
  const problems: CandidateProblem[] = Object.keys(m)
    .filter((k) => k !== 'use' && k !== 'max_calls')
    .map((k) => ({ field: `model.${k}`, reason: 'unknown field; model takes use and max_calls' }));
  if (m.use !== 'builtin' && m.use !== 'configured') problems.push({ field: 'model.use', reason: 'must be "builtin" or "configured"' });
  else if (m.use === 'builtin') {
    if (m.max_calls !== undefined) problems.push({ field: 'model.max_calls', reason: 'only with "use": "configured" (the builtin model needs no call budget)' });
  } else {
    if (!(typeof m.max_calls === 'number' && Number.isInteger(m.max_calls) && m.max_calls >= 1 && m.max_calls <= BACKTEST_MODEL_CALLS_MAX)) {
      problems.push({ field: 'model.max_calls', reason: `must be a whole number from 1 to ${BACKTEST_MODEL_CALLS_MAX}: the most calls this backtest may make to the configured model` });
    }
    if (settings.model_provider === 'builtin') {
      problems.push({ field: 'model.use', reason: "the environment's model provider is builtin: there is no configured provider to opt in to" });
    }
  }
  if (problems.length > 0) return { problems };
  return { model: m.use === 'configured' ? { use: 'configured', max_calls: m.max_calls as number } : null };
}

/** Decisions with a verdict one suggestions request reads at most (the newest). */
export const SUGGESTION_DECISIONS_MAX = 2000;
/** Decisions with a verdict a suggestion needs, unless the caller asks otherwise (min_n, 5 or more). */
export const SUGGESTION_MIN_N = 20;

export interface SuggestionsView {
  window: { from: string; to: string };
  n: number;
  min_n: number;
  truncated: boolean;
  suggestions: (Suggestion & { backtest: { candidate: { settings: Record<string, number> }; from: string; to: string }; console_url: string })[];
}

export function viewOf(b: BacktestRow): BacktestView {
  return {
    backtest_id: b.id,
    status: b.status,
    window: { from: b.window.from.toISOString(), to: b.window.to.toISOString() },
    candidate: b.candidate,
    model: b.model ? { use: 'configured', max_calls: b.model.max_calls } : { use: 'builtin', max_calls: null },
    progress: {
      decisions: b.total,
      replayable: b.replayable,
      processed: b.processed,
      batches: b.batches,
      fraction: b.status === 'done' ? 1 : b.total === 0 ? 0 : Math.min(1, Math.round((b.processed / b.total) * 1000) / 1000),
    },
    report: b.report && {
      ...b.report,
      // Reports written before these were kept: the builtin model, and no agents counted.
      agents: b.report.agents ?? { as_recorded: 0, as_now: 0 },
      model: b.report.model ?? { use: 'builtin', max_calls: null, calls: 0 },
      unreplayable: b.report.unreplayable.map((u) => ({ ...u, why: UNREPLAYABLE_TEXT[u.reason as UnreplayableReason] ?? u.reason })),
    },
    error: b.error,
    created_at: b.createdAt.toISOString(),
    started_at: b.startedAt?.toISOString() ?? null,
    finished_at: b.finishedAt?.toISOString() ?? null,
    expires_at: b.expiresAt.toISOString(),
  };
}

export class BacktestUseCase {
  private readonly tuning: BacktestTuning;

  constructor(private readonly deps: BacktestDeps) {
    this.tuning = { ...DEFAULT_BACKTEST_TUNING, ...deps.tuning };
  }

  /** Checks the body, counts the window and starts the backtest; throws BacktestRefused with every problem. */
  async create(caller: BacktestCaller, body: unknown, now = new Date()): Promise<BacktestView> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new BacktestRefused(422, 'invalid_request', 'Send a JSON object: candidate, and optionally from, to and model.', [{ field: '(body)', reason: 'must be a JSON object' }]);
    }
    const b = body as Record<string, unknown>;
    const problems: CandidateProblem[] = Object.keys(b)
      .filter((k) => !BODY_FIELDS.has(k))
      .map((k) => ({ field: k, reason: 'unknown field; a backtest takes candidate, from, to and model' }));
    if (b.candidate === undefined) problems.push({ field: 'candidate', reason: 'is required' });
    const parsed = b.candidate === undefined ? null : parseCandidate(b.candidate);
    if (parsed && 'problems' in parsed) problems.push(...parsed.problems);
    const windowQuery = Object.fromEntries(['from', 'to'].filter((k) => b[k] !== undefined).map((k) => [k, b[k]]));
    for (const [k, v] of Object.entries(windowQuery)) if (typeof v !== 'string') problems.push({ field: k, reason: 'must be a date or date-time string' });
    const win = problems.some((p) => p.field === 'from' || p.field === 'to') ? null : parseWindow(windowQuery, now);
    if (win && 'problems' in win) problems.push(...win.problems);
    const model = parseBacktestModel(b.model, caller.settings);
    if ('problems' in model) problems.push(...model.problems);
    let settings: EnvSettings | undefined;
    if (parsed && 'candidate' in parsed) {
      const merged = candidateSettings(caller.settings, parsed.candidate);
      if ('problems' in merged) problems.push(...merged.problems);
      else settings = merged.settings;
    }
    if (problems.length > 0 || !parsed || !('candidate' in parsed) || !win || !('window' in win) || !settings || 'problems' in model) {
      throw new BacktestRefused(422, 'invalid_request', 'Nothing was started: the fields named in details are not valid.', problems);
    }
    const window = win.window;
    const counts = await countWindow(this.deps.db, caller.envId, window);
    if (counts.replayable === 0) {
      throw new BacktestRefused(
        422,
        'nothing_replayable',
        counts.total === 0
          ? 'The window holds no decisions of this environment: nothing to backtest.'
          : `None of the window's ${counts.total} decisions can be decided again: retention metadata or zero keeps no input, full keeps it 30 days, and intake decisions keep only an excerpt.`,
        [{ field: 'from', reason: `${counts.total} decisions in the window, 0 replayable` }],
      );
    }
    const client = this.deps.client;
    if (!client) throw new BacktestRefused(503, 'temporal_unavailable', 'Backtests run on Temporal, which this process cannot reach.');
    const id = newId('bt');
    await insertBacktest(this.deps.db, { id, orgId: caller.orgId, envId: caller.envId, candidate: parsed.candidate, settings, window, ...counts, createdBy: caller.actor, now, model: model.model });
    try {
      await client.workflow.start<typeof runBacktest>('runBacktest', {
        taskQueue: this.deps.taskQueue,
        workflowId: backtestWorkflowId(id),
        args: [{ backtestId: id, envId: caller.envId, tuning: this.tuning }],
        typedSearchAttributes: this.deps.searchAttributes
          ? [
              { key: SA_ORG, value: caller.orgId },
              { key: SA_ENV, value: caller.envId },
            ]
          : undefined,
      });
    } catch (err) {
      log.error('backtest run not started', { backtest_id: id, error: errorName(err) });
      await endBacktest(this.deps.db, caller.envId, id, 'failed', 'not started: Temporal unavailable');
      throw new BacktestRefused(503, 'temporal_unavailable', 'The backtest could not be started: Temporal did not accept its run. Nothing runs; try again.');
    }
    return viewOf((await getBacktest(this.deps.db, caller.envId, id))!);
  }

  async get(caller: Pick<BacktestCaller, 'envId'>, id: string): Promise<BacktestView> {
    const b = await getBacktest(this.deps.db, caller.envId, id);
    if (!b) throw new BacktestRefused(404, 'not_found', 'No backtest of that id in this environment (results are kept 30 days).');
    return viewOf(b);
  }

  async list(caller: Pick<BacktestCaller, 'envId'>): Promise<BacktestView[]> {
    return (await listBacktests(this.deps.db, caller.envId)).map(viewOf);
  }

  /** Cancels a queued or running backtest: recorded at once, and its run told (its current batch is not counted). */
  async cancel(caller: Pick<BacktestCaller, 'envId'>, id: string): Promise<BacktestView> {
    const b = await getBacktest(this.deps.db, caller.envId, id);
    if (!b) throw new BacktestRefused(404, 'not_found', 'No backtest of that id in this environment (results are kept 30 days).');
    if (!(await endBacktest(this.deps.db, caller.envId, id, 'cancelled'))) {
      throw new BacktestRefused(409, 'backtest_ended', `The backtest has ended already (${b.status}); nothing to cancel.`);
    }
    await this.deps.client?.workflow
      .getHandle(backtestWorkflowId(id))
      .cancel()
      .catch((err) => {
        // The run ends by itself at its next batch: the batch finds its backtest no longer running.
        if (!(err instanceof WorkflowNotFoundError)) log.warn('backtest run not told of its cancellation', { backtest_id: id, error: errorName(err) });
      });
    return viewOf((await getBacktest(this.deps.db, caller.envId, id))!);
  }

  /**
   * For each threshold and limit, the value that would have agreed with people most over the window's
   * replayable decisions with a verdict (the newest 2,000), from the live settings and catalogue.
   */
  async suggestions(caller: Pick<BacktestCaller, 'envId' | 'settings'> & { kind: 'test' | 'live' }, query: Record<string, unknown>, now = new Date()): Promise<SuggestionsView> {
    const { min_n: rawMin, ...windowQuery } = query;
    const problems: CandidateProblem[] = [];
    let minN = SUGGESTION_MIN_N;
    if (rawMin !== undefined) {
      minN = typeof rawMin === 'string' && /^\d{1,5}$/.test(rawMin) ? Number(rawMin) : NaN;
      if (!(minN >= 5 && minN <= 10_000)) problems.push({ field: 'min_n', reason: 'must be a whole number from 5 to 10000, given once' });
    }
    const win = parseWindow(windowQuery, now);
    if ('problems' in win) problems.push(...win.problems);
    if (problems.length > 0 || !('window' in win)) throw new BacktestRefused(422, 'invalid_request', 'The suggestions query is not valid.', problems);
    const rows = await readVerdictDecisions(this.deps.db, caller.envId, win.window, SUGGESTION_DECISIONS_MAX + 1);
    const truncated = rows.length > SUGGESTION_DECISIONS_MAX;
    const used = rows.slice(0, SUGGESTION_DECISIONS_MAX);
    const settings = caller.settings;
    const ctx = await replayContext(this.deps.db, caller.envId, settings, [...new Set(used.map((r) => r.actionType).filter((t): t is string => t !== null))]);
    const items = used.flatMap((r) => {
      const replay = replayableRequest('structured', r.mode, r.content);
      if (!('request' in replay) || r.verdict === null) return [];
      const stored = { decisionId: r.id, request: replay.request, outcome: r.outcome, reasonCodes: r.reasonCodes, createdAt: r.createdAt.toISOString() };
      // The agents as the decision saw them when that was kept; else the environment's as they are now.
      return [{ stored, verdict: r.verdict, agent: r.agentSeen ? agentFactsFromSeen(settings, r.agentSeen) : agentFactsOf(settings, ctx.agents, r.actorName) }];
    });
    const found = await suggest(items, { settings, tools: ctx.tools, registry: ctx.registry }, minN);
    const from = win.window.from.toISOString();
    const to = win.window.to.toISOString();
    return {
      window: { from, to },
      n: items.length,
      min_n: minN,
      truncated,
      suggestions: found.map((s) => ({
        ...s,
        backtest: { candidate: { settings: { [s.setting]: s.suggested } }, from, to },
        console_url: `/console/${caller.kind}/backtests?${new URLSearchParams({ set: `${s.setting}=${s.suggested}`, from, to })}`,
      })),
    };
  }
}
