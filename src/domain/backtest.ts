// A backtest's arithmetic, pure (issue 28): what one batch of re-decided decisions adds up to, how batches
// merge, and what the merged counts mean: the outcome matrix (old × new) and agreement with people's
// verdicts before and after. A verdict `approved` says the action should pass; `denied` or `changed` says it
// should have been stopped. A decision stops the action unless it is `allow` (review, more_information and
// deny all hold it until a person or the agent acts).

import { DECISION_VALUES } from '../contract/schemas';
import type { Outcome, ReviewOutcome } from './types';

/** Decision ids kept for each changed cell of the matrix. */
export const EXAMPLES_PER_CELL = 3;

/** Stopping compared with people: stopped and should have been (tp), stopped but should have passed (fp), … */
export interface Confusion {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

/** What one batch (or a whole backtest) counted. Plain JSON: stored per batch and merged in batch order. */
export interface Tally {
  /** Decisions of the window read. */
  decisions: number;
  /** Of them, decided again. */
  replayed: number;
  /** The rest, by why (src/decision/redecide.ts: UNREPLAYABLE_REASONS). */
  unreplayable: Record<string, number>;
  /** old outcome → new outcome → count (replayed decisions only). */
  matrix: Record<string, Record<string, number>>;
  /** "old>new" → a few decision ids, for cells whose outcome changed. */
  examples: Record<string, string[]>;
  /** Replayed decisions with a verdict: the old outcomes against the verdicts, and the new ones. */
  before: Confusion;
  after: Confusion;
  /**
   * Replayed decisions whose agent rule read the agents as they were when the decision was made (kept with it),
   * and those recorded before that was kept, decided with the environment's agents as they are now. Absent in
   * tallies written before these were counted.
   */
  agentsRecorded?: number;
  agentsNow?: number;
}

const zero = (): Confusion => ({ tp: 0, fp: 0, fn: 0, tn: 0 });

export function emptyTally(): Tally {
  return { decisions: 0, replayed: 0, unreplayable: {}, matrix: {}, examples: {}, before: zero(), after: zero(), agentsRecorded: 0, agentsNow: 0 };
}

export const stops = (o: Outcome): boolean => o !== 'allow';
/** Whether people say the action should have been stopped; null without a verdict. */
export const shouldStop = (v: ReviewOutcome | null): boolean | null => (v === null ? null : v !== 'approved');

/** Counts one decision that stopped (or not) an action people say should (or should not) have been stopped. */
export function countStop(c: Confusion, stopped: boolean, should: boolean): void {
  if (stopped && should) c.tp++;
  else if (stopped) c.fp++;
  else if (should) c.fn++;
  else c.tn++;
}

/** Adds one decision that could not be decided again. */
export function addUnreplayable(t: Tally, reason: string): void {
  t.decisions++;
  t.unreplayable[reason] = (t.unreplayable[reason] ?? 0) + 1;
}

/** Adds one decision decided again: its old and new outcome and its latest verdict (null: none). */
export function addReplayed(t: Tally, id: string, old: Outcome, now: Outcome, verdict: ReviewOutcome | null): void {
  t.decisions++;
  t.replayed++;
  const row = (t.matrix[old] ??= {});
  row[now] = (row[now] ?? 0) + 1;
  if (old !== now) {
    const ids = (t.examples[`${old}>${now}`] ??= []);
    if (ids.length < EXAMPLES_PER_CELL) ids.push(id);
  }
  const should = shouldStop(verdict);
  if (should === null) return;
  countStop(t.before, stops(old), should);
  countStop(t.after, stops(now), should);
}

/** Merges tallies in order (batch order: the examples kept are the window's first). */
export function mergeTallies(parts: readonly Tally[]): Tally {
  const t = emptyTally();
  for (const p of parts) {
    t.decisions += p.decisions;
    t.replayed += p.replayed;
    t.agentsRecorded! += p.agentsRecorded ?? 0;
    t.agentsNow! += p.agentsNow ?? 0;
    for (const [k, n] of Object.entries(p.unreplayable)) t.unreplayable[k] = (t.unreplayable[k] ?? 0) + n;
    for (const [old, row] of Object.entries(p.matrix)) {
      const into = (t.matrix[old] ??= {});
      for (const [now, n] of Object.entries(row)) into[now] = (into[now] ?? 0) + n;
    }
    for (const [cell, ids] of Object.entries(p.examples)) {
      const into = (t.examples[cell] ??= []);
      for (const id of ids) if (into.length < EXAMPLES_PER_CELL) into.push(id);
    }
    for (const side of ['before', 'after'] as const) for (const k of ['tp', 'fp', 'fn', 'tn'] as const) t[side][k] += p[side][k];
  }
  return t;
}

/** A figure and the number of decisions it was computed over; value null when that number is 0. */
export interface Figure {
  value: number | null;
  n: number;
}

export interface AgreementFigures {
  /** Decisions with a verdict compared. */
  n: number;
  confusion: Confusion;
  /** Share of compared decisions whose stopping agreed with the verdict. */
  agreement: Figure;
  /** Of the decisions stopped, the share people said should have been stopped. */
  precision: Figure;
  /** Of the decisions people said should have been stopped, the share stopped. */
  recall: Figure;
  /** Cohen's κ between stopping and the verdicts (null when chance agreement is total). */
  kappa: Figure;
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
const ratio = (a: number, n: number): Figure => ({ value: n === 0 ? null : round4(a / n), n });

export function agreementFigures(c: Confusion): AgreementFigures {
  const n = c.tp + c.fp + c.fn + c.tn;
  let kappa: number | null = null;
  if (n > 0) {
    const po = (c.tp + c.tn) / n;
    const pe = ((c.tp + c.fp) * (c.tp + c.fn) + (c.fn + c.tn) * (c.fp + c.tn)) / (n * n);
    kappa = pe === 1 ? null : round4((po - pe) / (1 - pe));
  }
  return {
    n,
    confusion: { ...c },
    agreement: ratio(c.tp + c.tn, n),
    precision: ratio(c.tp, c.tp + c.fp),
    recall: ratio(c.tp, c.tp + c.fn),
    kappa: { value: kappa, n },
  };
}

export interface MatrixCell {
  old: Outcome;
  new: Outcome;
  n: number;
  /** A few of the decisions whose outcome changed this way (empty when it did not change). */
  examples: string[];
}

export interface BacktestReport {
  decisions: number;
  replayed: number;
  /** Every cell, old outcome by new, in the contract's order of outcomes. */
  matrix: MatrixCell[];
  changed: number;
  agreement: { before: AgreementFigures; after: AgreementFigures };
  unreplayable: { reason: string; n: number }[];
  /**
   * Of the replayed decisions whose agent rule read the registered agents: how many were decided with the
   * agents as they were then (kept with the decision), and how many with today's (recorded before that was kept).
   */
  agents: { as_recorded: number; as_now: number };
  /** The model decided with: builtin, or the configured provider with its call budget and the calls made. */
  model: { use: 'builtin' | 'configured'; max_calls: number | null; calls: number };
}

/** The report of a whole backtest from its merged tally. */
export function backtestReport(t: Tally, model: BacktestReport['model'] = { use: 'builtin', max_calls: null, calls: 0 }): BacktestReport {
  const matrix: MatrixCell[] = [];
  let changed = 0;
  for (const old of DECISION_VALUES) {
    for (const now of DECISION_VALUES) {
      const n = t.matrix[old]?.[now] ?? 0;
      if (old !== now) changed += n;
      matrix.push({ old, new: now, n, examples: old === now ? [] : [...(t.examples[`${old}>${now}`] ?? [])] });
    }
  }
  return {
    decisions: t.decisions,
    replayed: t.replayed,
    matrix,
    changed,
    agreement: { before: agreementFigures(t.before), after: agreementFigures(t.after) },
    unreplayable: Object.entries(t.unreplayable)
      .map(([reason, n]) => ({ reason, n }))
      .sort((a, b) => b.n - a.n || (a.reason < b.reason ? -1 : 1)),
    agents: { as_recorded: t.agentsRecorded ?? 0, as_now: t.agentsNow ?? 0 },
    model,
  };
}
