// The agreement report's arithmetic, pure: how a decision and a person's verdict compare (design §5), and
// the report assembled from counted cells. The store counts; this decides what the counts mean.

import { DECISION_VALUES, REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, REVIEW_CHANNELS, REVIEW_OUTCOMES } from '../contract/schemas';
import type { ApprovalStatus, Outcome, ReviewChannel, ReviewOutcome } from './types';

export type Comparison = 'agreed' | 'disagreed';

/**
 * allow↔approved and deny↔denied agree; allow↔denied/changed and deny↔approved/changed disagree.
 * review and more_information decisions, and decisions without a verdict, are not compared (null).
 */
export function compare(decision: Outcome, verdict: ReviewOutcome | null): Comparison | null {
  if (verdict === null) return null;
  if (decision === 'allow') return verdict === 'approved' ? 'agreed' : 'disagreed';
  if (decision === 'deny') return verdict === 'denied' ? 'agreed' : 'disagreed';
  return null;
}

/** agreed / (agreed + disagreed), rounded to 4 decimals; null when nothing was compared. */
export function rate(agreed: number, disagreed: number): number | null {
  const n = agreed + disagreed;
  if (n === 0) return null;
  return Math.round((agreed / n) * 10_000) / 10_000;
}

/**
 * One counted group: decisions with this outcome and these reason codes whose latest verdict is this one
 * (null: none yet), received through this channel.
 */
export interface Group {
  decision: Outcome;
  reason_codes: readonly string[];
  verdict: ReviewOutcome | null;
  channel: ReviewChannel | null;
  n: number;
}

export type VerdictCounts = Record<ReviewOutcome | 'none', number>;

export interface Agreement {
  agreed: number;
  disagreed: number;
  rate: number | null;
}

/** Approvals of the window's review decisions by status (issue 15); expired is counted apart from denied. */
export type ApprovalCounts = Record<ApprovalStatus, number>;

export interface AgreementReport {
  window: { from: string; to: string };
  totals: { decisions: number; with_verdict: number; without_verdict: number };
  matrix: Record<Outcome, VerdictCounts>;
  agreement: Agreement;
  by_reason_code: ({ reason_code: string | null; decisions: number; with_verdict: number } & Agreement)[];
  by_channel: ({ channel: ReviewChannel; verdicts: number } & Agreement)[];
  resolutions: { review: VerdictCounts; more_information: VerdictCounts };
  approvals?: ApprovalCounts;
}

const emptyCounts = (): VerdictCounts => Object.fromEntries([...REVIEW_OUTCOMES, 'none'].map((k) => [k, 0])) as VerdictCounts;

class Tally {
  agreed = 0;
  disagreed = 0;
  add(decision: Outcome, verdict: ReviewOutcome | null, n: number): void {
    const c = compare(decision, verdict);
    if (c === 'agreed') this.agreed += n;
    else if (c === 'disagreed') this.disagreed += n;
  }
  get result(): Agreement {
    return { agreed: this.agreed, disagreed: this.disagreed, rate: rate(this.agreed, this.disagreed) };
  }
}

/**
 * The report from counted groups. A decision counts once overall and once under each of its reason codes
 * (under null when it has none); by channel, decisions count under the channel of their latest verdict.
 */
export function buildReport(window: { from: Date; to: Date }, groups: readonly Group[]): AgreementReport {
  const matrix = Object.fromEntries(DECISION_VALUES.map((d) => [d, emptyCounts()])) as Record<Outcome, VerdictCounts>;
  const overall = new Tally();
  const channels = new Map<ReviewChannel, { verdicts: number; tally: Tally }>(REVIEW_CHANNELS.map((c) => [c, { verdicts: 0, tally: new Tally() }]));
  const codes = new Map<string | null, { decisions: number; with_verdict: number; tally: Tally }>();
  let decisions = 0;
  let withVerdict = 0;
  for (const g of groups) {
    matrix[g.decision][g.verdict ?? 'none'] += g.n;
    decisions += g.n;
    overall.add(g.decision, g.verdict, g.n);
    if (g.verdict !== null) withVerdict += g.n;

    for (const code of g.reason_codes.length === 0 ? [null] : new Set(g.reason_codes)) {
      let e = codes.get(code);
      if (!e) codes.set(code, (e = { decisions: 0, with_verdict: 0, tally: new Tally() }));
      e.decisions += g.n;
      if (g.verdict !== null) e.with_verdict += g.n;
      e.tally.add(g.decision, g.verdict, g.n);
    }

    const ch = g.verdict === null || g.channel === null ? undefined : channels.get(g.channel);
    if (!ch) continue;
    ch.verdicts += g.n;
    ch.tally.add(g.decision, g.verdict, g.n);
  }

  return {
    window: { from: window.from.toISOString(), to: window.to.toISOString() },
    totals: { decisions, with_verdict: withVerdict, without_verdict: decisions - withVerdict },
    matrix,
    agreement: overall.result,
    by_reason_code: [...codes.entries()]
      .map(([code, e]) => ({ reason_code: code, decisions: e.decisions, with_verdict: e.with_verdict, ...e.tally.result }))
      .sort((a, b) => b.decisions - a.decisions || codeOrder(a.reason_code, b.reason_code)),
    by_channel: [...channels.entries()].map(([channel, e]) => ({ channel, verdicts: e.verdicts, ...e.tally.result })),
    resolutions: { review: { ...matrix.review }, more_information: { ...matrix.more_information } },
  };
}

/** Codes alphabetically, the no-code entry (null) last. */
function codeOrder(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

// ---------- the window ----------

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;
const WHAT = 'must be a date (2026-11-21, meaning 00:00 UTC) or a date-time with a time zone (2026-11-21T10:00:00Z, 2026-11-21T11:00:00+01:00)';

/**
 * Milliseconds since the epoch for an ISO 8601 date (00:00 UTC of that day) or date-time with a time zone
 * (Z or ±hh:mm; seconds and fractions optional, fractions beyond milliseconds dropped); null when malformed
 * or not a real calendar time. A '+' decoded from a query string as a space is read as '+'.
 */
export function parseInstant(text: string): number | null {
  const s = text.replace(/ (\d{2}:\d{2})$/, '+$1');
  const d = DATE.exec(s);
  const t = d ? null : DATE_TIME.exec(s);
  const m = d ?? t;
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > new Date(utc(year, month, 0)).getUTCDate()) return null;
  if (!t) return utc(year, month - 1, day);
  const [hour, minute, second] = [Number(t[4]), Number(t[5]), Number(t[6] ?? 0)];
  const ms = Number((t[7] ?? '0').padEnd(3, '0').slice(0, 3));
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offset = 0;
  if (!t[8]) {
    const [oh, om] = [Number(t[10]), Number(t[11])];
    if (oh > 23 || om > 59) return null;
    offset = (t[9] === '-' ? -1 : 1) * (oh * 60 + om) * 60_000;
  }
  return utc(year, month - 1, day, hour, minute, second, ms) - offset;
}

/** Date.UTC, except that years 0..99 stay as written (Date.UTC maps them to 1900..1999). */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const at = new Date(Date.UTC(2000, 0, 1, hour, minute, second, ms));
  at.setUTCFullYear(year, month, day);
  return at.getTime();
}

export interface FieldProblem {
  field: string;
  reason: string;
}

/**
 * The report window [from, to) from the query. Defaults: to = now, from = to minus 30 days. Each is given
 * at most once; from must not be after to; the window is at most 400 days. Other parameters are refused.
 */
export function parseWindow(query: Record<string, unknown>, now: Date): { window: { from: Date; to: Date } } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const read = (field: 'from' | 'to'): number | null | undefined => {
    const v = query[field];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') {
      problems.push({ field, reason: 'must be given once' });
      return null;
    }
    const at = parseInstant(v);
    if (at === null) problems.push({ field, reason: WHAT });
    return at;
  };
  for (const k of Object.keys(query)) if (k !== 'from' && k !== 'to') problems.push({ field: k, reason: 'unknown parameter' });
  const f = read('from');
  const t = read('to');
  if (problems.length > 0) return { problems };
  const to = t ?? now.getTime();
  const from = f ?? to - REPORT_DEFAULT_DAYS * DAY_MS;
  if (from > to) return { problems: [{ field: 'from', reason: 'must not be after to' }] };
  if (to - from > REPORT_MAX_DAYS * DAY_MS) return { problems: [{ field: 'from', reason: `the window may span at most ${REPORT_MAX_DAYS} days` }] };
  return { window: { from: new Date(from), to: new Date(to) } };
}
