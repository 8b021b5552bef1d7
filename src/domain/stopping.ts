// Agreement with people's verdicts read as one question, pure: should this action have been stopped? A
// verdict `approved` says it should pass; `denied` or `changed` says it should have been stopped. A decision
// stops it unless it is `allow` (review, deny and more_information all hold it). Shadow mode (and backtests)
// compare two policies on the same verdicts with it.

import type { Outcome, ReviewOutcome } from './types';

/** Decisions with this outcome whose latest verdict is this one. */
export interface VerdictCell {
  outcome: Outcome;
  verdict: ReviewOutcome;
  n: number;
}

/** A figure with the number of decisions it is computed from; value null when that number is 0. */
export interface Figure {
  value: number | null;
  n: number;
}

export interface StoppingAgreement {
  /** Decisions with a verdict. */
  n: number;
  /** Stopped and should have been (true positives), and the other three cells. */
  stopped_rightly: number;
  stopped_wrongly: number;
  passed_wrongly: number;
  passed_rightly: number;
  /** Share of decisions whose stop-or-pass matched the verdict. */
  agreement: Figure;
  /** Of the decisions stopped, the share people also stopped (n: decisions stopped). */
  precision: Figure;
  /** Of the decisions people stopped, the share the policy stopped (n: verdicts denied or changed). */
  recall: Figure;
  /** Cohen's κ between the policy and people (n: decisions with a verdict); null when either side is constant. */
  kappa: Figure;
}

export const stops = (outcome: Outcome): boolean => outcome !== 'allow';
export const shouldStop = (verdict: ReviewOutcome): boolean => verdict !== 'approved';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
const share = (k: number, n: number): Figure => ({ value: n === 0 ? null : round4(k / n), n });

export function stoppingAgreement(cells: Iterable<VerdictCell>): StoppingAgreement {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const c of cells) {
    const s = stops(c.outcome);
    const should = shouldStop(c.verdict);
    if (s && should) tp += c.n;
    else if (s) fp += c.n;
    else if (should) fn += c.n;
    else tn += c.n;
  }
  const n = tp + fp + fn + tn;
  let kappa: number | null = null;
  if (n > 0) {
    const po = (tp + tn) / n;
    const pe = ((tp + fp) * (tp + fn) + (fn + tn) * (fp + tn)) / (n * n);
    kappa = pe === 1 ? null : round4((po - pe) / (1 - pe));
  }
  return {
    n,
    stopped_rightly: tp,
    stopped_wrongly: fp,
    passed_wrongly: fn,
    passed_rightly: tn,
    agreement: share(tp + tn, n),
    precision: share(tp, tp + fp),
    recall: share(tp, tp + fn),
    kappa: { value: kappa, n },
  };
}
