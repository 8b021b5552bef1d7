// The running report of a shadow (issue 28), pure: its decisions counted as a backtest's are
// (src/domain/backtest.ts), live outcome as the old and the shadow's as the new, so the matrix and the
// agreement figures mean the same in both. The store counts; this adds them up.

import { DECISION_VALUES } from '../contract/schemas';
import { backtestReport, emptyTally, shouldStop, stops, type AgreementFigures, type Confusion, type MatrixCell } from './backtest';
import type { Outcome, ReviewOutcome } from './types';

/** Decisions of one shadow by live outcome, shadow outcome and latest verdict (null: none yet). */
export interface ShadowCount {
  live: Outcome;
  shadow: Outcome;
  verdict: ReviewOutcome | null;
  n: number;
}

/** The latest decisions of a changed cell (live → shadow), newest first. */
export interface ShadowExamples {
  live: Outcome;
  shadow: Outcome;
  ids: string[];
}

export interface ShadowReport {
  /** Live decisions decided with this shadow so far. */
  decisions: number;
  /** Of them, those whose shadow outcome differs. */
  changed: number;
  /** Every cell, live outcome by shadow outcome, with a few decision ids for each changed one. */
  matrix: MatrixCell[];
  /** Both policies against people's verdicts: approved = should pass; denied or changed = should have been stopped. */
  agreement: { live: AgreementFigures; shadow: AgreementFigures };
}

function add(c: Confusion, stopped: boolean, should: boolean, n: number): void {
  if (stopped && should) c.tp += n;
  else if (stopped) c.fp += n;
  else if (should) c.fn += n;
  else c.tn += n;
}

/** The report from one shadow's counts and the examples of its changed cells. */
export function buildShadowReport(counts: readonly ShadowCount[], examples: readonly ShadowExamples[]): ShadowReport {
  const t = emptyTally();
  for (const c of counts) {
    t.decisions += c.n;
    t.replayed += c.n;
    const row = (t.matrix[c.live] ??= {});
    row[c.shadow] = (row[c.shadow] ?? 0) + c.n;
    const should = shouldStop(c.verdict);
    if (should === null) continue;
    add(t.before, stops(c.live), should, c.n);
    add(t.after, stops(c.shadow), should, c.n);
  }
  for (const e of examples) t.examples[`${e.live}>${e.shadow}`] = e.ids;
  const r = backtestReport(t);
  return { decisions: r.decisions, changed: r.changed, matrix: r.matrix, agreement: { live: r.agreement.before, shadow: r.agreement.after } };
}

const OUTCOME_LABEL: Record<Outcome, string> = { allow: 'allow', review: 'review', deny: 'deny', more_information: 'more_info' };

/** A figure as text: the value with 2 decimals (or "-" when there is nothing to compute it from) and its n. */
export const figureText = (f: { value: number | null; n: number }): string => `${f.value === null ? '-' : f.value.toFixed(2)} (n=${f.n})`;

/** The count of one cell of the matrix. */
export const cellCount = (r: ShadowReport, live: Outcome, shadow: Outcome): number => r.matrix.find((c) => c.old === live && c.new === shadow)?.n ?? 0;

/** The report as plain-text lines (CLI, the digest's text part): the matrix, then both policies' figures. */
export function shadowReportLines(r: ShadowReport): string[] {
  const w = 11;
  const lines = [
    `${r.decisions} decision${r.decisions === 1 ? '' : 's'} decided with it, ${r.changed} with another outcome; ${r.agreement.live.n} with a verdict`,
    `  ${'live \\ shadow'.padEnd(14)}${DECISION_VALUES.map((d) => OUTCOME_LABEL[d].padStart(w)).join('')}`,
    ...DECISION_VALUES.map((live) => `  ${OUTCOME_LABEL[live].padEnd(14)}${DECISION_VALUES.map((s) => String(cellCount(r, live, s)).padStart(w)).join('')}`),
  ];
  const { live, shadow } = r.agreement;
  const row = (what: string, k: 'agreement' | 'precision' | 'recall' | 'kappa') => `  ${what.padEnd(24)} live ${figureText(live[k]).padEnd(14)} shadow ${figureText(shadow[k])}`;
  lines.push(row('agreement with verdicts', 'agreement'), row('precision of stopping', 'precision'), row('recall of stopping', 'recall'), row("Cohen's kappa", 'kappa'));
  return lines;
}
