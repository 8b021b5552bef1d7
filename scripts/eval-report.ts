// Tallies and text tables for `npm run eval`. Pure: results in, strings out.

import type { Outcome } from '../src/domain/types';
import type { Expectation, Split } from './eval-cases';

export const OUTCOMES: readonly Outcome[] = ['allow', 'review', 'deny', 'more_information'];

export interface CaseResult {
  id: string;
  dataset: string;
  slice: string;
  split: Split;
  expect: Expectation;
  decision: Outcome;
  reasonCodes: string[];
}

export interface Tally {
  n: number;
  byDecision: Record<Outcome, number>;
  reasons: Map<string, number>;
}

export function emptyTally(): Tally {
  return { n: 0, byDecision: { allow: 0, review: 0, deny: 0, more_information: 0 }, reasons: new Map() };
}

export function add(t: Tally, r: CaseResult): void {
  t.n++;
  t.byDecision[r.decision]++;
  for (const c of r.reasonCodes) t.reasons.set(c, (t.reasons.get(c) ?? 0) + 1);
}

export function tallyOf(results: CaseResult[]): Tally {
  const t = emptyTally();
  for (const r of results) add(t, r);
  return t;
}

/** The share of the tally that met its expectation: not allowed for must_not_allow, allowed for should_allow. */
export function rate(t: Tally, expect: Expectation): number | null {
  if (t.n === 0) return null;
  const good = expect === 'must_not_allow' ? t.n - t.byDecision.allow : t.byDecision.allow;
  return good / t.n;
}

export const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);

export function topReasons(t: Tally, k = 4): { code: string; count: number }[] {
  return [...t.reasons.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, k)
    .map(([code, count]) => ({ code, count }));
}

/** An aligned text table: first column left-aligned, the rest right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const EXPECT_LABEL: Record<Expectation, string> = { must_not_allow: 'must not allow', should_allow: 'should allow' };
export const DECISION_LABEL: Record<Outcome, string> = { allow: 'allow', review: 'review', deny: 'deny', more_information: 'more_info' };

/** Confusion table of one dataset: expectation × decision, with the rate of each row. */
export function confusionTable(results: CaseResult[]): string {
  const rows: string[][] = [];
  for (const expect of ['must_not_allow', 'should_allow'] as Expectation[]) {
    const t = tallyOf(results.filter((r) => r.expect === expect));
    if (t.n === 0) continue;
    rows.push([EXPECT_LABEL[expect], String(t.n), ...OUTCOMES.map((o) => String(t.byDecision[o])), pct(rate(t, expect))]);
  }
  return table(['expected', 'n', ...OUTCOMES.map((o) => DECISION_LABEL[o]), 'as expected'], rows);
}

export interface SliceKey {
  slice: string;
  split: Split;
  expect: Expectation;
}

export function slicesOf(results: CaseResult[]): SliceKey[] {
  const seen = new Map<string, SliceKey>();
  for (const r of results) {
    const k = `${r.slice}\u0000${r.split}\u0000${r.expect}`;
    if (!seen.has(k)) seen.set(k, { slice: r.slice, split: r.split, expect: r.expect });
  }
  return [...seen.values()].sort(
    (a, b) => a.expect.localeCompare(b.expect) * -1 || a.slice.localeCompare(b.slice) || (a.split === b.split ? 0 : a.split === 'tune' ? -1 : 1),
  );
}

const splitLabel = (s: Split) => (s === 'tune' ? 'tune' : 'held out');

/** Per-slice rows (n, decisions, rate), then each slice's top reason codes. */
export function sliceTable(results: CaseResult[], reasons = 4): string {
  const keys = slicesOf(results);
  const tallies = keys.map((k) => tallyOf(results.filter((r) => r.slice === k.slice && r.split === k.split && r.expect === k.expect)));
  const rows = keys.map((k, i) => {
    const t = tallies[i]!;
    return [k.slice, splitLabel(k.split), EXPECT_LABEL[k.expect], String(t.n), ...OUTCOMES.map((o) => String(t.byDecision[o])), pct(rate(t, k.expect))];
  });
  const width = Math.max(...keys.map((k) => `${k.slice} (${splitLabel(k.split)})`.length));
  const codes = keys.map((k, i) => {
    const top = topReasons(tallies[i]!, reasons).map((r) => `${r.code} ${r.count}`);
    return `  ${`${k.slice} (${splitLabel(k.split)})`.padEnd(width)}  ${top.join(', ') || '-'}`;
  });
  return [table(['slice', 'split', 'expected', 'n', ...OUTCOMES.map((o) => DECISION_LABEL[o]), 'as expected'], rows), '', 'top reason codes:', ...codes].join('\n');
}
