import { BUILTIN_REGISTRY } from '../../src/domain/registry';
import { computeRisk, zeroSemantic } from '../../src/domain/risk';
import { defaultSettings, type EnvSettings } from '../../src/domain/settings';
import { SEMANTIC_KEYS } from '../../src/contract/schemas';
import type { Action, EvaluateRequest, Semantic } from '../../src/domain/types';

const req = (action: Partial<Action>): EvaluateRequest => ({ action: { type: 'create_ticket', ...action }, actor: { name: 'bot' } });
const sem = (over: Partial<Semantic> = {}): Semantic => ({ ...zeroSemantic(), ...over });
const settings = (over: Partial<EnvSettings> = {}): EnvSettings => ({ ...defaultSettings(), ...over });

describe('zeroSemantic', () => {
  it('has every semantic key at 0', () => {
    const z = zeroSemantic();
    expect(Object.keys(z).sort()).toEqual([...SEMANTIC_KEYS].sort());
    expect(Object.values(z).every((v) => v === 0)).toBe(true);
  });
});

describe('computeRisk', () => {
  it('all zero for a harmless type with zero semantic', () => {
    expect(computeRisk(req({ type: 'create_ticket' }), settings(), sem(), BUILTIN_REGISTRY)).toEqual({ financial: 0, fraud: 0, data_loss: 0, security: 0, overall: 0 });
  });

  it('overall is the maximum of the others', () => {
    const samples: [Partial<Action>, Partial<Semantic>][] = [
      [{ type: 'refund', amount: 100 }, { fraud_indicators: 0.3 }],
      [{ type: 'delete_records' }, { fraud_indicators: 0.9 }],
      [{ type: 'export_data' }, { data_loss_risk: 0.2, financial_impact: 0.1 }],
      [{ type: 'my_type' }, { data_exfiltration_risk: 0.55 }],
      [{ type: 'transfer', amount: 10_000 }, {}],
    ];
    for (const [a, s] of samples) {
      const r = computeRisk(req(a), settings(), sem(s), BUILTIN_REGISTRY);
      expect(r.overall).toBe(Math.max(r.financial, r.fraud, r.data_loss, r.security));
      for (const v of Object.values(r)) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
  });

  it('fraud comes from the semantic score', () => {
    expect(computeRisk(req({}), settings(), sem({ fraud_indicators: 0.42 }), BUILTIN_REGISTRY).fraud).toBe(0.42);
  });

  describe('facts set floors the model cannot talk down', () => {
    it('destructive types: data_loss at least 0.7', () => {
      const r = computeRisk(req({ type: 'delete_records' }), settings(), sem({ data_loss_risk: 0.1 }), BUILTIN_REGISTRY);
      expect(r.data_loss).toBe(0.7);
      expect(r.overall).toBeGreaterThanOrEqual(0.7);
    });
    it('sensitive types: security at least 0.7', () => {
      expect(computeRisk(req({ type: 'change_bank_details' }), settings(), sem(), BUILTIN_REGISTRY).security).toBe(0.7);
    });
    it('exfiltration types: security at least 0.7', () => {
      expect(computeRisk(req({ type: 'export_data' }), settings(), sem({ data_exfiltration_risk: 0.2 }), BUILTIN_REGISTRY).security).toBe(0.7);
    });
    it('a model score above the floor raises the risk', () => {
      expect(computeRisk(req({ type: 'delete_records' }), settings(), sem({ data_loss_risk: 0.95 }), BUILTIN_REGISTRY).data_loss).toBe(0.95);
      expect(computeRisk(req({ type: 'export_data' }), settings(), sem({ data_exfiltration_risk: 0.9 }), BUILTIN_REGISTRY).security).toBe(0.9);
    });
    it('money-moving without an amount: financial at least 0.5', () => {
      expect(computeRisk(req({ type: 'refund' }), settings(), sem(), BUILTIN_REGISTRY).financial).toBe(0.5);
      expect(computeRisk(req({ type: 'transfer', amount: null }), settings(), sem({ financial_impact: 0.1 }), BUILTIN_REGISTRY).financial).toBe(0.5);
    });
    it('money-moving: financial grows with the amount against the limit and is capped at 1', () => {
      const s = settings({ refund_review_limit: 500 });
      expect(computeRisk(req({ type: 'refund', amount: 250 }), s, sem(), BUILTIN_REGISTRY).financial).toBe(0.25);
      expect(computeRisk(req({ type: 'refund', amount: 500 }), s, sem(), BUILTIN_REGISTRY).financial).toBe(0.5);
      expect(computeRisk(req({ type: 'refund', amount: 1000 }), s, sem(), BUILTIN_REGISTRY).financial).toBe(1);
      expect(computeRisk(req({ type: 'refund', amount: 1_000_000 }), s, sem(), BUILTIN_REGISTRY).financial).toBe(1);
      expect(computeRisk(req({ type: 'refund', amount: 0 }), s, sem(), BUILTIN_REGISTRY).financial).toBe(0);
    });
    it('a larger amount never lowers the financial risk', () => {
      let prev = -1;
      for (const amount of [0, 1, 10, 100, 499, 500, 501, 999, 1000, 5000]) {
        const f = computeRisk(req({ type: 'transfer', amount }), settings(), sem(), BUILTIN_REGISTRY).financial;
        expect(f).toBeGreaterThanOrEqual(prev);
        prev = f;
      }
    });
    it('a model financial_impact above the fact raises the financial risk', () => {
      expect(computeRisk(req({ type: 'refund', amount: 10 }), settings(), sem({ financial_impact: 0.8 }), BUILTIN_REGISTRY).financial).toBe(0.8);
    });
    it('types that move no money carry no fact-based financial risk', () => {
      expect(computeRisk(req({ type: 'send_message', amount: 10_000 }), settings(), sem(), BUILTIN_REGISTRY).financial).toBe(0);
    });
    it('a refund limit of 0 does not divide by zero', () => {
      const r = computeRisk(req({ type: 'refund', amount: 5 }), settings({ refund_review_limit: 0 }), sem(), BUILTIN_REGISTRY);
      expect(Number.isFinite(r.financial)).toBe(true);
      expect(r.financial).toBe(1);
    });
  });

  it('out-of-range semantic values are clamped to 0..1', () => {
    const r = computeRisk(req({}), settings(), sem({ fraud_indicators: 1.7, data_loss_risk: -0.3 }), BUILTIN_REGISTRY);
    expect(r.fraud).toBe(1);
    expect(r.data_loss).toBe(0);
  });
});
