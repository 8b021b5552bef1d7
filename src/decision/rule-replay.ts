// Session and window rules in a backtest (issue 28): the running values a candidate's rules read, replayed in
// memory in time order. Each decision of the window adds the event its candidate outcome would have recorded;
// what came before the window counts as stored (the rule events live decisions recorded). The values are
// the ones src/store/session-rules.ts readRunning computes in SQL for a live decision, over these events.

import { scrubText } from '../domain/text';
import type { Outcome } from '../domain/types';
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

/**
 * The running values of a backtest's rules: the events so far (in time order, oldest first), read for each
 * decision as the store reads them for a live one. Events older than the longest window are dropped.
 */
export class RunningReplay {
  private start = 0;

  constructor(
    private readonly events: PastEvent[],
    private readonly longestWindowS: number,
    private readonly payeeKey: (p: string) => string,
  ) {}

  /** The value of one query for a decision at `at` (epoch ms): every event so far within its window and scope. */
  value(q: RunningQuery, at: number): number {
    const since = at - q.windowS * 1000;
    const scope = q.scopeValue === null ? null : scrubText(q.scopeValue);
    const payees = q.what.kind === 'payee_changed' ? new Set(q.what.payees.map(this.payeeKey)) : null;
    let n = 0;
    for (let i = this.start; i < this.events.length; i++) {
      const e = this.events[i];
      if (e.at < since || !COUNTED_OUTCOMES.includes(e.outcome)) continue;
      if (q.scope === 'agent' && e.agent !== scope) continue;
      if (q.scope === 'key' && e.keyId !== scope) continue;
      if (q.scope === 'session' && e.sessionId !== scope) continue;
      const w = q.what;
      if (w.kind === 'sum' || w.kind === 'count') {
        if (w.type !== null && e.actionType !== w.type) continue;
        if (w.effect !== null && !e.effects.includes(w.effect)) continue;
        if (w.kind === 'sum') {
          if (e.currency !== w.currency) continue;
          n += e.amount ?? 0;
        } else n++;
      } else if (w.kind === 'untrusted') {
        if (e.untrusted !== null) n++;
      } else if (e.payeeChanged !== null && payees!.has(e.payeeChanged)) n++;
    }
    return n;
  }

  /** Adds a decision's event (the next in time order) and forgets what no window reaches any more. */
  add(e: PastEvent): void {
    this.events.push(e);
    const horizon = e.at - this.longestWindowS * 1000;
    while (this.start < this.events.length && this.events[this.start].at < horizon) this.start++;
    if (this.start > 1024 && this.start * 2 > this.events.length) {
      this.events.splice(0, this.start);
      this.start = 0;
    }
  }
}
