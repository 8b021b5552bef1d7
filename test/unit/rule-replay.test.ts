// A backtest's in-memory running values (src/decision/rule-replay.ts), hand-counted: the same values the store
// reads for a live decision (scope, window, counted outcomes, currency, payees), over events added in time order.

import { pastEventOf, RunningReplay, type PastEvent } from '../../src/decision/rule-replay';
import { runningPlan, type RuleEvent } from '../../src/decision/session-rules';
import { readRules } from '../../src/domain/session-rules';
import type { Outcome } from '../../src/domain/types';

const H = 3_600_000;
const key = (p: string) => `k:${p}`;
const event = (over: Partial<RuleEvent> = {}): RuleEvent => ({
  agent: 'support-bot',
  keyId: 'key_1',
  sessionId: 's1',
  actionType: 'refund',
  effects: ['money_movement'],
  amount: 40,
  currency: 'EUR',
  untrusted: null,
  payeeChanged: null,
  payees: [],
  ...over,
});
const past = (id: string, at: number, outcome: Outcome, over: Partial<RuleEvent> = {}): PastEvent => pastEventOf(id, event(over), at, outcome, key);

describe('RunningReplay', () => {
  const rules = readRules('sum type:refund <= 100 EUR per agent per 1d; count effect:money_movement <= 2 per session per 1h', 'payee_change within 7d per organisation');

  test('sums and counts in scope and window; deny and more_information do not count', () => {
    const replay = new RunningReplay(rules, key);
    replay.add(past('d0', 0, 'allow', { amount: 30 }));
    replay.add(past('d1', 1 * H, 'allow'));
    replay.add(past('d2', 2 * H, 'deny', { amount: 500 }));
    replay.add(past('d3', 2 * H + 1, 'review', { amount: 10, agent: 'other-bot' }));
    replay.add(past('d4', 2 * H + 2, 'more_information'));
    replay.add(past('d5', 2 * H + 3, 'review', { amount: 5, currency: 'USD' }));
    const plan = runningPlan(rules, event());
    const at = 2 * H + 10;
    // Refunds of support-bot in EUR over the day: 30 + 40 (the deny, the other agent and the USD one left out).
    expect(replay.value(plan[0], at)).toBe(70);
    // Money movements in session s1 in the last hour (from 1h+10ms): d3 and d5 (d1 is older; d2, d4 do not count).
    expect(replay.value(plan[1], at)).toBe(2);
    // A day later only what is within the day counts.
    expect(replay.value(plan[0], 25 * H + 1)).toBe(0);
  });

  test('amounts that leave the window take nothing else with them: 0.1 + 0.2 then 0.1 gone is 0.2', () => {
    const replay = new RunningReplay(readRules('sum type:refund <= 1 EUR per agent per 1h', null), key);
    replay.add(past('a', 0, 'allow', { amount: 0.1 }));
    replay.add(past('b', 30 * 60_000, 'allow', { amount: 0.2 }));
    const q = runningPlan(readRules('sum type:refund <= 1 EUR per agent per 1h', null), event())[0];
    expect(replay.value(q, 59 * 60_000)).toBe(0.3);
    expect(replay.value(q, H + 1)).toBe(0.2);
  });

  test('a payee change counts for payments to that payee only, across agents (per organisation)', () => {
    const replay = new RunningReplay(rules, key);
    replay.add(past('c1', 0, 'allow', { actionType: 'update_vendor', effects: ['write'], amount: null, payeeChanged: 'acme ltd', agent: 'ops-bot' }));
    const pay = (payee: string) => runningPlan(rules, event({ payees: [payee] })).find((q) => q.what.kind === 'payee_changed')!;
    expect(replay.value(pay('acme ltd'), H)).toBe(1);
    expect(replay.value(pay('other co'), H)).toBe(0);
  });
});
