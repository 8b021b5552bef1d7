// Suggestions (issue 28): for each threshold and limit, the value that would have agreed with people's
// verdicts most over stored decisions decided again. Pure: the decisions, their verdicts and the live
// settings are passed in. The fraction thresholds only weigh the model's answer, so each decision is judged
// once and its outcome recomposed per value (redecide.ts: outcomeUnder); refund_review_limit changes the
// rules and the evidence, so each refund is decided again on either side of its amount.

import { agreementFigures, countStop, shouldStop, stops, type Confusion, type Figure } from '../domain/backtest';
import { consistencyProblems, type EnvSettings } from '../domain/settings';
import type { Outcome, ReviewOutcome } from '../domain/types';
import { judgeAgain, outcomeUnder, redecide, type Judged, type RedecideWith, type StoredDecision } from './redecide';

/** The thresholds a suggestion is made for, tried from 0.05 to 0.95 in steps of 0.05 (and at their current value). */
export const SUGGESTED_FRACTIONS = [
  'confidence_threshold',
  'evidence_threshold',
  'human_review_threshold',
  'risk_review_threshold',
  'risk_deny_threshold',
  'irreversible_threshold',
  'blast_radius_threshold',
] as const;
export type SuggestedSetting = (typeof SUGGESTED_FRACTIONS)[number] | 'refund_review_limit';

const FRACTION_GRID = Array.from({ length: 19 }, (_, i) => Math.round((i + 1) * 5) / 100);
/** refund_review_limit is tried at 0, the current value and each refund amount seen, at most this many. */
const REFUND_VALUES_MAX = 50;

/** A stored decision with its latest verdict and the agent facts it is decided with. */
export interface VerdictDecision {
  stored: StoredDecision;
  verdict: ReviewOutcome;
  agent?: RedecideWith['agent'];
}

export interface Suggestion {
  setting: SuggestedSetting;
  current: number;
  suggested: number;
  n: number;
  agreement_current: Figure;
  agreement_suggested: Figure;
  changes: boolean;
}

/** The outcomes (one per item) against the items' verdicts. */
function confusionOf(outcomes: readonly Outcome[], items: readonly VerdictDecision[]): Confusion {
  const c: Confusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
  outcomes.forEach((o, i) => countStop(c, stops(o), shouldStop(items[i].verdict)!));
  return c;
}

/** The best value among those tried: most agreement, then the one nearest the current value, then the lower. */
function best(setting: SuggestedSetting, current: number, tried: Map<number, Confusion>, n: number): Suggestion {
  const agreed = (c: Confusion) => c.tp + c.tn;
  const [value, confusion] = [...tried.entries()].sort(
    ([va, a], [vb, b]) => agreed(b) - agreed(a) || Math.abs(va - current) - Math.abs(vb - current) || va - vb,
  )[0];
  return {
    setting,
    current,
    suggested: value,
    n,
    agreement_current: agreementFigures(tried.get(current)!).agreement,
    agreement_suggested: agreementFigures(confusion).agreement,
    changes: value !== current,
  };
}

/**
 * For each threshold and refund_review_limit, the value that agrees with the verdicts most; none when fewer
 * than `minN` decisions are given. Values that break a cross-setting rule (risk_review_threshold above
 * risk_deny_threshold) are not tried.
 */
export async function suggest(items: readonly VerdictDecision[], base: Omit<RedecideWith, 'agent'>, minN: number): Promise<Suggestion[]> {
  if (items.length < minN || items.length === 0) return [];
  const n = items.length;
  const judged: Judged[] = [];
  for (const it of items) judged.push(await judgeAgain(it.stored, { ...base, agent: it.agent }));
  const out: Suggestion[] = [];

  for (const setting of SUGGESTED_FRACTIONS) {
    const current = base.settings[setting];
    const tried = new Map<number, Confusion>();
    for (const value of new Set([current, ...FRACTION_GRID])) {
      const settings: EnvSettings = { ...base.settings, [setting]: value };
      if (consistencyProblems(settings).some((p) => p.name === 'risk_review_threshold')) continue;
      tried.set(value, confusionOf(judged.map((j) => outcomeUnder(j, settings)), items));
    }
    out.push(best(setting, current, tried, n));
  }

  // refund_review_limit: only refunds can change, and a refund's rules and evidence read the limit only as
  // "amount > limit" (rules.ts refund.review_limit, evidence.ts amount_above_refund_limit, both on
  // action.amount): each refund is decided twice, just below its amount and at it, and every value tried
  // takes one of the two. A refund without a numeric amount (none, or one in a tool call's arguments) is
  // decided again at each value.
  const current = base.settings.refund_review_limit;
  const baseline = judged.map((j) => outcomeUnder(j, base.settings));
  const at = async (it: VerdictDecision, limit: number) => (await redecide(it.stored, { ...base, settings: { ...base.settings, refund_review_limit: limit }, agent: it.agent })).decision;
  const refunds: { i: number; amount: number | null; above?: Outcome; within?: Outcome }[] = [];
  for (const [i, it] of items.entries()) {
    if (!base.registry.hasCategory(it.stored.request.action.type, 'refund')) continue;
    const amount = typeof it.stored.request.action.amount === 'number' ? it.stored.request.action.amount : null;
    refunds.push(amount === null ? { i, amount } : { i, amount, above: await at(it, amount - 1), within: await at(it, amount) });
  }
  const amounts = [...new Set(refunds.map((r) => r.amount).filter((a): a is number => a !== null && a >= 0))].sort((a, b) => a - b);
  const values = [...new Set([current, 0, ...amounts.slice(0, REFUND_VALUES_MAX)])];
  const tried = new Map<number, Confusion>();
  for (const value of values) {
    const outcomes = [...baseline];
    for (const r of refunds) outcomes[r.i] = r.amount === null ? await at(items[r.i], value) : r.amount > value ? r.above! : r.within!;
    tried.set(value, confusionOf(outcomes, items));
  }
  out.push(best('refund_review_limit', current, tried, n));
  return out;
}
