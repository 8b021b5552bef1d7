import { BUILTIN_REGISTRY } from '../../src/domain/registry';
// Bugs found in review, kept fixed.

import { composeDecision } from '../../src/decision/decide';
import { redactText } from '../../src/domain/redact';
import { REASON_CODES } from '../../src/contract/schemas';
import { budgetResult, evaluateDeterministic, evaluateModelAnswer, providerResult } from '../../src/decision/rules';
import { defaultSettings, parseAssignments } from '../../src/domain/settings';
import { prepareEvidence } from '../../src/domain/evidence';
import { scoreEvidence } from '../../src/model/builtin';
import type { EvaluateRequest } from '../../src/domain/types';

it.each(['constructor=1', 'toString=1', '__proto__=1', 'hasOwnProperty=x'])('parseAssignments reports %s as unknown instead of throwing', (a) => {
  const r = parseAssignments([a]);
  expect(r.changes).toEqual({});
  expect(r.problems).toEqual([{ name: a.split('=')[0], reason: expect.stringContaining('unknown setting') }]);
});

it('card masking keeps the text around the number', () => {
  expect(redactText('card 4111 1111 1111 1111 exp 12/29')).toBe('card [card] exp 12/29');
  expect(redactText('tracking 1234567890123 ok')).toBe('tracking [card] ok');
});

it('the builtin model does not read "cryptographic" as a crypto-currency fraud signal', () => {
  const request: EvaluateRequest = {
    action: { type: 'modify_configuration', description: 'Rotate the cryptographic signing keys', target: 'kms' },
    actor: { name: 'ops' },
  };
  const a = scoreEvidence(prepareEvidence(request, defaultSettings(), [], BUILTIN_REGISTRY));
  expect(a.semantic.fraud_indicators).toBe(0);
  const b = scoreEvidence(prepareEvidence({ ...request, action: { ...request.action, description: 'pay the supplier in crypto' } }, defaultSettings(), [], BUILTIN_REGISTRY));
  expect(b.semantic.fraud_indicators).toBeGreaterThan(0);
});

it('the structured path detects the language of the description when options.language is auto', () => {
  const request: EvaluateRequest = {
    action: { type: 'refund', amount: 5, description: 'Bitte die Bestellung erstatten, der Artikel ist nicht angekommen und ich möchte das Geld zurück' },
    actor: { name: 'bot' },
    options: { language: 'auto' },
  };
  const decide = (r: EvaluateRequest) =>
    composeDecision({
      decisionId: 'dec_01ARZ3NDEKTSV4RRFFQ69G5FAV',
      request: r,
      settings: defaultSettings(),
      registry: BUILTIN_REGISTRY,
      deterministic: [],
      modelWanted: false,
      budgetReached: false,
      model: { status: 'skipped' },
      createdAt: new Date(0),
      latencyMs: 1,
    });
  expect(decide(request).language).toBe('de');
  expect(decide({ ...request, options: { language: 'fr' } }).language).toBe('fr');
});

it('in agents_mode=record declared permissions still forbid; under enforce the registry replaces them', () => {
  const request: EvaluateRequest = { action: { type: 'transfer', amount: 5 }, actor: { name: 'bot', permissions: ['refund'] } };
  const agent = { governed: true, registered: false, types: [] };
  const rec = evaluateDeterministic({ request, settings: { ...defaultSettings(), agents_mode: 'record' }, agent, registry: BUILTIN_REGISTRY, dailyCapReached: false, contextBytes: 4 });
  expect(rec.find((r) => r.reason_code === 'ACTION_NOT_PERMITTED')?.matched).toBe(true);
  const enf = evaluateDeterministic({ request, settings: { ...defaultSettings(), agents_mode: 'enforce' }, agent, registry: BUILTIN_REGISTRY, dailyCapReached: false, contextBytes: 4 });
  expect(enf.find((r) => r.reason_code === 'ACTION_NOT_PERMITTED')?.matched).toBe(false);
  expect(enf.find((r) => r.reason_code === 'AGENT_UNKNOWN')).toMatchObject({ matched: true, effect: 'deny' });
});

it("every reason code the engine can emit is one of the contract's codes", () => {
  const request: EvaluateRequest = { action: { type: 'refund', amount: 5 }, actor: { name: 'bot' } };
  const emitted = [
    ...evaluateDeterministic({ request, settings: defaultSettings(), agent: { governed: false, registered: false, types: [] }, registry: BUILTIN_REGISTRY, dailyCapReached: false, contextBytes: 4 }),
    ...evaluateModelAnswer({ semantic: scoreEvidence(prepareEvidence(request, defaultSettings(), [], BUILTIN_REGISTRY)).semantic, handling: 'reject', confidence: 0.1 }, { ...defaultSettings(), policy_version: 'v2' }),
    ...evaluateModelAnswer({ semantic: scoreEvidence(prepareEvidence(request, defaultSettings(), [], BUILTIN_REGISTRY)).semantic, handling: 'reject', confidence: 0.9 }, defaultSettings()),
    budgetResult(true, true),
    providerResult(true),
  ].map((r) => r.reason_code);
  expect(emitted.length).toBeGreaterThan(20);
  for (const code of emitted) expect(REASON_CODES).toContain(code);
  expect(emitted).toContain('LOW_CONFIDENCE_REJECT');
});
