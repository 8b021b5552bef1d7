// The running report of a shadow (issue 28), pure: the live × shadow matrix of its decisions and both
// policies' agreement with people's verdicts (src/domain/stopping.ts). The store counts; this adds them up.

import { DECISION_VALUES } from '../contract/schemas';
import { stoppingAgreement, type StoppingAgreement, type VerdictCell } from './stopping';
import type { Outcome, ReviewOutcome } from './types';

/** Decisions of one shadow by live outcome, shadow outcome and latest verdict (null: none yet). */
export interface ShadowCount {
  live: Outcome;
  shadow: Outcome;
  verdict: ReviewOutcome | null;
  n: number;
}

/** A decision whose shadow outcome differs from the live one. */
export interface ShadowChange {
  decision_id: string;
  created_at: string;
  live: Outcome;
  shadow: Outcome;
  shadow_reason_codes: string[];
  verdict: ReviewOutcome | null;
}

export interface ShadowReport {
  /** Decisions decided with this shadow so far. */
  decisions: number;
  /** Of them, those whose shadow outcome differs from the live one. */
  changed: number;
  /** Rows: the live outcome; columns: the shadow's. */
  matrix: Record<Outcome, Record<Outcome, number>>;
  /** Decisions with a verdict (the agreement figures' sample). */
  with_verdict: number;
  /** Agreement with people's verdicts: approved = should pass; denied or changed = should have been stopped. */
  agreement: { live: StoppingAgreement; shadow: StoppingAgreement };
  /** The latest decisions whose shadow outcome differs, newest first. */
  changes: ShadowChange[];
}

const zeroRow = (): Record<Outcome, number> => Object.fromEntries(DECISION_VALUES.map((d) => [d, 0])) as Record<Outcome, number>;

/** The report from one shadow's counts, pure. */
export function buildShadowReport(counts: readonly ShadowCount[], changes: ShadowChange[]): ShadowReport {
  const matrix = Object.fromEntries(DECISION_VALUES.map((d) => [d, zeroRow()])) as Record<Outcome, Record<Outcome, number>>;
  const live: VerdictCell[] = [];
  const shadow: VerdictCell[] = [];
  let decisions = 0;
  let changed = 0;
  for (const c of counts) {
    matrix[c.live][c.shadow] += c.n;
    decisions += c.n;
    if (c.live !== c.shadow) changed += c.n;
    if (c.verdict === null) continue;
    live.push({ outcome: c.live, verdict: c.verdict, n: c.n });
    shadow.push({ outcome: c.shadow, verdict: c.verdict, n: c.n });
  }
  const before = stoppingAgreement(live);
  return { decisions, changed, matrix, with_verdict: before.n, agreement: { live: before, shadow: stoppingAgreement(shadow) }, changes };
}


const OUTCOME_LABEL: Record<Outcome, string> = { allow: 'allow', review: 'review', deny: 'deny', more_information: 'more_info' };

/** A figure as text: the value with 2 decimals (or "-" when there is nothing to compute it from) and its n. */
export const figureText = (f: { value: number | null; n: number }): string => `${f.value === null ? '-' : f.value.toFixed(2)} (n=${f.n})`;

/** The report as plain-text lines (CLI, the digest's text part): the matrix, then both policies' figures. */
export function shadowReportLines(r: ShadowReport): string[] {
  const w = 11;
  const lines = [
    `${r.decisions} decision${r.decisions === 1 ? '' : 's'} decided with it, ${r.changed} with another outcome; ${r.with_verdict} with a verdict`,
    `  ${'live \\ shadow'.padEnd(14)}${DECISION_VALUES.map((d) => OUTCOME_LABEL[d].padStart(w)).join('')}`,
    ...DECISION_VALUES.map((live) => `  ${OUTCOME_LABEL[live].padEnd(14)}${DECISION_VALUES.map((s) => String(r.matrix[live][s]).padStart(w)).join('')}`),
  ];
  const { live, shadow } = r.agreement;
  const row = (what: string, k: 'agreement' | 'precision' | 'recall' | 'kappa') => `  ${what.padEnd(24)} live ${figureText(live[k]).padEnd(14)} shadow ${figureText(shadow[k])}`;
  lines.push(row('agreement with verdicts', 'agreement'), row('precision of stopping', 'precision'), row('recall of stopping', 'recall'), row("Cohen's kappa", 'kappa'));
  return lines;
}
