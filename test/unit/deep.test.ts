import { combineSamples, DEEP_SAMPLES, sampled } from '../../src/model/deep';
import { UnusableAnswerError } from '../../src/model/provider';
import type { Handling, ModelAnswer } from '../../src/domain/types';

const a = (handling: Handling, confidence = 0.9, fraud = 0): ModelAnswer => ({
  handling,
  confidence,
  semantic: {
    evidence_supports_action: 0.9,
    action_reversible: 0.8,
    human_review_required: 0,
    fraud_indicators: fraud,
    data_exfiltration_risk: 0,
    data_loss_risk: 0,
    financial_impact: 0,
    blast_radius: 0,
  },
});

describe('combineSamples', () => {
  it('unanimous samples keep their choice and their (median) confidence', () => {
    const r = combineSamples([a('proceed', 0.8), a('proceed', 0.95), a('proceed', 0.9)], 3);
    expect(r.handling).toBe('proceed');
    expect(r.confidence).toBe(0.9);
  });

  it('a majority wins with its agreement as the ceiling of the confidence', () => {
    const r = combineSamples([a('proceed'), a('human_review'), a('proceed')], 3);
    expect(r.handling).toBe('proceed');
    expect(r.confidence).toBeCloseTo(2 / 3, 3);
  });

  it('a three-way tie goes to the most cautious choice with confidence 1/3', () => {
    const r = combineSamples([a('proceed'), a('reject'), a('more_information')], 3);
    expect(r.handling).toBe('reject');
    expect(r.confidence).toBeCloseTo(1 / 3, 3);
    expect(combineSamples([a('proceed'), a('human_review'), a('more_information')], 3).handling).toBe('more_information');
  });

  it('semantic scores are the per-key median, so one outlier does not decide', () => {
    const r = combineSamples([a('proceed', 0.9, 0), a('proceed', 0.9, 0.95), a('proceed', 0.9, 0.1)], 3);
    expect(r.semantic.fraud_indicators).toBe(0.1);
  });

  it('missing samples count as dissent; fewer than a majority fail', () => {
    expect(combineSamples([a('proceed'), a('proceed')], 3).confidence).toBeCloseTo(2 / 3, 3);
    expect(() => combineSamples([a('proceed')], 3)).toThrow(UnusableAnswerError);
    expect(() => combineSamples([], 3)).toThrow(UnusableAnswerError);
    // With two samples of two, the tie between them goes to caution.
    expect(combineSamples([a('proceed'), a('reject')], 2).handling).toBe('reject');
  });
});

describe('sampled', () => {
  it('standard mode calls once at temperature 0', async () => {
    const temps: number[] = [];
    await sampled('standard', async (t) => (temps.push(t), a('proceed')));
    expect(temps).toEqual([0]);
  });

  it(`deep mode calls ${DEEP_SAMPLES} times at a positive temperature, in parallel`, async () => {
    const temps: number[] = [];
    let inFlight = 0;
    let most = 0;
    await sampled('deep', async (t) => {
      temps.push(t);
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setImmediate(r));
      inFlight--;
      return a('proceed');
    });
    expect(temps).toHaveLength(DEEP_SAMPLES);
    expect(temps.every((t) => t > 0)).toBe(true);
    expect(most).toBe(DEEP_SAMPLES);
  });

  it('deep mode survives one failed sample and fails with two', async () => {
    let n = 0;
    await expect(sampled('deep', async () => (n++ === 0 ? Promise.reject(new Error('boom')) : a('proceed')))).resolves.toMatchObject({ handling: 'proceed' });
    n = 0;
    await expect(sampled('deep', async () => (n++ < 2 ? Promise.reject(new Error('boom')) : a('proceed')))).rejects.toThrow(UnusableAnswerError);
  });
});
