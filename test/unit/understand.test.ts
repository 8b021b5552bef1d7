import { BUILTIN_REGISTRY } from '../../src/domain/registry';
import { evaluateDeterministic, outcomeOf } from '../../src/decision/rules';
import { defaultSettings } from '../../src/domain/settings';
import { checkSelection, understand, UNIDENTIFIED_TYPE, type IntakeInput, type Selection } from '../../src/intake/understand';
import type { Candidate } from '../../src/read/types';

const cand = (id: string, kind: Candidate['kind'], value: string | number, raw: string, extra: Partial<Candidate> = {}): Candidate => ({
  id,
  kind,
  value,
  raw,
  source: { part: 0, start: 0, end: raw.length },
  cues: [],
  ...extra,
});

const CANDS: Candidate[] = [
  cand('c1', 'action_type', 'refund', 'refund'),
  cand('c2', 'amount', 40, '€40', { currency: 'EUR' }),
  cand('c3', 'amount', 400, '€400', { currency: 'EUR' }),
  cand('c4', 'target', 'order #1042', 'order #1042', { targetKind: 'order' }),
  cand('c5', 'actor', 'support-bot', 'support-bot'),
  cand('c6', 'action_type', 'transfer', 'transfer', { cues: ['subject'] }),
];

const sel = (over: Partial<Selection> = {}): Selection => ({ action_type: 'c1', amount: 'c2', target: 'c4', actor: 'c5', confidence: 0.9, ...over });

function input(over: Partial<IntakeInput> = {}): IntakeInput {
  return {
    medium: 'text',
    excerpt: 'refund order #1042 €40',
    textBytes: 22,
    mail: null,
    candidates: CANDS.slice(0, 5),
    injection: { where: null, matches: [] },
    stats: { chars: 22 },
    hints: {},
    scored: sel(),
    competing: { amount: [], action_type: [] },
    ...over,
  };
}

const decide = (i: IntakeInput, s: Selection | 'unavailable' = sel()) => {
  const u = understand(i, s, BUILTIN_REGISTRY);
  const results = evaluateDeterministic({
    request: u.request,
    settings: defaultSettings(),
    registry: BUILTIN_REGISTRY,
    agent: { governed: false, registered: false, types: [] },
    dailyCapReached: false,
    contextBytes: i.textBytes,
    intake: u.facts,
  });
  const codes = results.filter((r) => r.matched && r.effect !== 'allow').map((r) => r.reason_code);
  return { u, results, codes, outcome: outcomeOf(results) };
};

describe('checkSelection', () => {
  it('keeps ids of candidates of the right kind', () => {
    expect(checkSelection({ action_type: 'c1', amount: 'c2', target: 'c4', actor: 'c5', confidence: 0.7 }, CANDS)).toEqual(sel({ confidence: 0.7 }));
  });
  it('drops invented ids, values instead of ids, and ids of the wrong kind', () => {
    const s = checkSelection({ action_type: 'c99', amount: 40, target: 'c2', actor: 'support-bot', confidence: 2 } as never, CANDS);
    expect(s).toEqual({ action_type: null, amount: null, target: null, actor: null, confidence: 0 });
  });
});

describe('understand', () => {
  it('builds the request only from candidate values', () => {
    const { u, codes, outcome } = decide(input());
    expect(u.request.action).toMatchObject({ type: 'refund', amount: 40, currency: 'EUR', target: 'order #1042' });
    expect(u.request.actor.name).toBe('support-bot');
    expect(u.action).toEqual({ type: 'refund', identified: true, confidence: 0.9, amount: 40, currency: 'EUR', target: 'order #1042' });
    expect(codes).toEqual([]);
    expect(outcome).toBe('allow');
  });

  it('nothing found: type null, MISSING_ACTION_TYPE and MISSING_ACTOR, more_information', () => {
    const { u, codes, outcome, results } = decide(input({ candidates: [] }), sel({ action_type: null, amount: null, target: null, actor: null }));
    expect(u.action.type).toBeNull();
    expect(u.request.action.type).toBe(UNIDENTIFIED_TYPE);
    expect(codes.sort()).toEqual(['MISSING_ACTION_TYPE', 'MISSING_ACTOR']);
    expect(outcome).toBe('more_information');
    expect(results.flatMap((r) => (r.matched ? (r.missing ?? []) : [])).sort()).toEqual(['action.type', 'actor.name']);
  });

  it('a found type without a target asks for the target', () => {
    expect(decide(input(), sel({ target: null })).codes).toEqual(['MISSING_TARGET']);
  });

  it('hints fill only what the input does not say', () => {
    const hints = { agent: 'hint-bot', action: 'transfer', resource: 'acct_1', language: 'DE' };
    const filled = understand(input({ hints }), sel({ action_type: null, target: null, actor: null }), BUILTIN_REGISTRY);
    expect(filled.request.action.type).toBe('transfer');
    expect(filled.request.action.target).toBe('acct_1');
    expect(filled.request.actor.name).toBe('hint-bot');
    expect(filled.language).toBe('de');
    const said = understand(input({ hints }), sel(), BUILTIN_REGISTRY);
    expect(said.request.action).toMatchObject({ type: 'refund', target: 'order #1042' });
    expect(said.request.actor.name).toBe('support-bot');
  });

  it('an action hint given as a synonym maps to the registry type', () => {
    const u = understand(input({ hints: { action: 'reimburse' } }), sel({ action_type: null }), BUILTIN_REGISTRY);
    expect(u.request.action.type).toBe('refund');
  });

  it('an unregistered type read from the input is never allowed automatically', () => {
    const cands = [...CANDS.slice(0, 5), cand('c7', 'action_type', 'wire_abroad', 'wire_abroad', { cues: ['unregistered'] })];
    const { codes, outcome } = decide(input({ candidates: cands }), sel({ action_type: 'c7' }));
    expect(codes).toContain('UNREGISTERED_ACTION');
    expect(outcome).not.toBe('allow');
  });

  it('competing sums for a refund: CONTRADICTORY_INPUT and HIGH_VALUE_REFUND', () => {
    const { u, codes } = decide(input({ candidates: CANDS.slice(0, 5), competing: { amount: ['c3'], action_type: [] } }));
    expect(u.facts.contradictions).toEqual(['amounts: €40 vs €400']);
    expect(codes.sort()).toEqual(['CONTRADICTORY_INPUT', 'HIGH_VALUE_REFUND']);
  });

  it('a subject naming a different action than the body is a contradiction', () => {
    const { u, codes } = decide(input({ candidates: CANDS }));
    expect(u.facts.contradictions[0]).toMatch(/subject says transfer, the body says refund/);
    expect(codes).toContain('CONTRADICTORY_INPUT');
  });

  it('hidden instructions deny, visible ones go to review', () => {
    expect(decide(input({ injection: { where: 'hidden', matches: ['ignore previous instructions'] } })).outcome).toBe('deny');
    const visible = decide(input({ injection: { where: 'visible', matches: ['ignore previous instructions'] } }));
    expect(visible.codes).toEqual(['INJECTION_SUSPECTED']);
    expect(visible.outcome).toBe('review');
  });

  it('an unavailable selection model: review + INTAKE_UNAVAILABLE only, nothing asked of the caller', () => {
    const { u, codes, outcome } = decide(input({ hints: { agent: 'x', action: 'refund' } }), 'unavailable');
    expect(u.action.type).toBeNull();
    expect(codes).toEqual(['INTAKE_UNAVAILABLE']);
    expect(outcome).toBe('review');
  });

  it('intake rules do not run on the structured path', () => {
    const r = evaluateDeterministic({
      request: { action: { type: 'refund', amount: 5 }, actor: { name: 'b' } },
      settings: defaultSettings(),
      registry: BUILTIN_REGISTRY,
      agent: { governed: false, registered: false, types: [] },
      dailyCapReached: false,
      contextBytes: 4,
    });
    expect(r.some((p) => p.policy.startsWith('intake.'))).toBe(false);
  });
});
