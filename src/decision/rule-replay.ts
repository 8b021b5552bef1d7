// Session and window rules in a backtest (issue 28): the running values a candidate's rules read, replayed in
// memory in time order. Each decision of the window adds the event its candidate outcome would have recorded;
// what came before the window counts as stored (the rule events live decisions recorded). The values are
// the ones src/store/session-rules.ts readRunning computes in SQL for a live decision, over these events.

import { scrubText } from '../domain/text';
import type { Outcome } from '../domain/types';
import type { RuleScope, SessionRule } from '../domain/session-rules';
import { COUNTED_OUTCOMES, type RuleEvent, type RunningQuery } from './session-rules';

/** One event as a replay keeps it: as stored (names scrubbed, payees as keys), with its decision, time and outcome. */
export interface PastEvent extends Omit<RuleEvent, 'payees' | 'payeeChanged'> {
  decisionId: string;
  /** Epoch milliseconds. */
  at: number;
  outcome: Outcome;
  /** The payee whose bank details the call changed, as a key (store: payeeKeyOf). */
  payeeChanged: string | null;
}

/** The event a decision adds, as a replay keeps it. `payeeKey` turns a payee into the key the events keep. */
export function pastEventOf(decisionId: string, e: RuleEvent, at: number, outcome: Outcome, payeeKey: (p: string) => string): PastEvent {
  return {
    decisionId,
    at,
    outcome,
    agent: scrubText(e.agent),
    keyId: e.keyId,
    sessionId: e.sessionId === null ? null : scrubText(e.sessionId),
    actionType: e.actionType,
    effects: e.effects,
    amount: e.amount,
    currency: e.currency,
    untrusted: e.untrusted,
    payeeChanged: e.payeeChanged === null ? null : payeeKey(e.payeeChanged),
  };
}

/** One rule's events in one scope (and, for payee changes, one payee): what is within its window, and their sum. */
class Window {
  private readonly items: { at: number; v: number }[] = [];
  private head = 0;
  private sum = 0;

  push(at: number, v: number): void {
    this.items.push({ at, v });
    this.sum += v;
  }

  /** The sum of what is at `since` or later; what is older is dropped (the decisions come in time order). */
  since(since: number): number {
    while (this.head < this.items.length && this.items[this.head].at < since) this.sum -= this.items[this.head++].v;
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items.splice(0, this.head);
      this.head = 0;
    }
    // Rounded: amounts added and taken away again in binary fractions must not leave 80.00000000001 behind.
    return this.head === this.items.length ? 0 : Math.round(this.sum * 1e6) / 1e6;
  }
}

const scopeOf = (scope: RuleScope, e: PastEvent): string | null | undefined =>
  scope === 'agent' ? e.agent : scope === 'key' ? (e.keyId ?? undefined) : scope === 'session' ? (e.sessionId ?? undefined) : null;

/** What an event adds to a rule's running value (0: nothing); the payee it is counted for, for payee changes. */
function contribution(r: SessionRule, e: PastEvent): number {
  if (r.kind === 'limit') {
    if (r.selector.kind === 'type' ? e.actionType !== r.selector.type : !e.effects.includes(r.selector.effect)) return 0;
    if (r.measure === 'count') return 1;
    return e.currency === r.currency ? (e.amount ?? 0) : 0;
  }
  return r.after === 'untrusted_output' ? (e.untrusted !== null ? 1 : 0) : e.payeeChanged !== null ? 1 : 0;
}

/**
 * The running values of a backtest's rules, kept per rule and scope as a sliding window over the events added
 * in time order (oldest first): each read is as the store's readRunning for a live decision at that time,
 * and costs only what leaves the window, so a long window of many decisions replays in linear time.
 */
export class RunningReplay {
  /** rule index → scope value (and payee) → its window. */
  private readonly windows: Map<string, Window>[];

  constructor(
    private readonly rules: readonly SessionRule[],
    private readonly payeeKey: (p: string) => string,
  ) {
    this.windows = rules.map(() => new Map());
  }

  private static key(scope: string | null, payee?: string): string {
    return JSON.stringify([scope, payee ?? null]);
  }

  /** The value of one query for a decision at `at` (epoch ms, never earlier than the last asked). */
  value(q: RunningQuery, at: number): number {
    const scope = q.scopeValue === null ? null : scrubText(q.scopeValue);
    const since = at - q.windowS * 1000;
    const windows = this.windows[q.rule];
    const read = (payee?: string) => windows.get(RunningReplay.key(scope, payee))?.since(since) ?? 0;
    if (q.what.kind === 'payee_changed') return [...new Set(q.what.payees.map(this.payeeKey))].reduce((n, p) => n + read(p), 0);
    return read();
  }

  /** Adds a decision's event (the next in time order); only allowed and reviewed calls count, as live. */
  add(e: PastEvent): void {
    if (!COUNTED_OUTCOMES.includes(e.outcome)) return;
    this.rules.forEach((r, i) => {
      const scope = scopeOf(r.scope, e);
      const v = scope === undefined ? 0 : contribution(r, e);
      if (v === 0) return;
      const k = RunningReplay.key(scope!, r.kind === 'sequence' && r.after === 'payee_change' ? e.payeeChanged! : undefined);
      let w = this.windows[i].get(k);
      if (!w) this.windows[i].set(k, (w = new Window()));
      w.push(e.at, v);
    });
  }
}
