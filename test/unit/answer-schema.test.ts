import { checkAnswer, MODEL_ANSWER_SCHEMA } from '../../src/model/answer-schema';
import { UnusableAnswerError } from '../../src/model/provider';
import { SEMANTIC_KEYS } from '../../src/contract/schemas';

function good(): Record<string, any> {
  return {
    semantic: {
      evidence_supports_action: 0.8,
      action_reversible: 0.5,
      human_review_required: 0.1,
      fraud_indicators: 0,
      data_exfiltration_risk: 0,
      data_loss_risk: 0,
      financial_impact: 0.2,
      blast_radius: 1,
    },
    handling: 'proceed',
    confidence: 0.9,
  };
}
const changed = (mutate: (a: Record<string, any>) => void) => {
  const a = good();
  mutate(a);
  return a;
};

function expectUnusable(value: unknown) {
  let thrown: unknown;
  try {
    checkAnswer(value);
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(UnusableAnswerError);
  expect((thrown as Error).name).toBe('UnusableAnswerError');
  expect((thrown as Error).message.length).toBeGreaterThan(0);
}

describe('checkAnswer', () => {
  it('returns a valid answer unchanged', () => {
    const a = good();
    expect(checkAnswer(a)).toEqual(good());
  });

  it.each(['proceed', 'human_review', 'reject', 'more_information'])('accepts handling %p', (handling) => {
    expect(checkAnswer(changed((a) => (a.handling = handling))).handling).toBe(handling);
  });

  it('accepts the boundaries 0 and 1', () => {
    expect(() => checkAnswer(changed((a) => ((a.confidence = 0), (a.semantic.fraud_indicators = 1))))).not.toThrow();
    expect(() => checkAnswer(changed((a) => (a.confidence = 1)))).not.toThrow();
  });

  it.each(['semantic', 'handling', 'confidence'])('rejects a missing top-level key %p', (key) => {
    expectUnusable(changed((a) => delete a[key]));
  });

  it.each([...SEMANTIC_KEYS])('rejects a missing semantic key %p', (key) => {
    expectUnusable(changed((a) => delete a.semantic[key]));
  });

  it('rejects extra keys at the top level and in semantic', () => {
    expectUnusable(changed((a) => (a.reasoning = 'because')));
    expectUnusable(changed((a) => (a.semantic.vibes = 0.5)));
  });

  it.each([
    ['confidence above 1', (a: Record<string, any>) => (a.confidence = 1.01)],
    ['confidence below 0', (a: Record<string, any>) => (a.confidence = -0.01)],
    ['semantic above 1', (a: Record<string, any>) => (a.semantic.fraud_indicators = 2)],
    ['semantic below 0', (a: Record<string, any>) => (a.semantic.blast_radius = -1)],
    ['confidence as a string', (a: Record<string, any>) => (a.confidence = '0.9')],
    ['semantic value as a string', (a: Record<string, any>) => (a.semantic.data_loss_risk = 'low')],
    ['semantic value null', (a: Record<string, any>) => (a.semantic.data_loss_risk = null)],
    ['semantic as an array', (a: Record<string, any>) => (a.semantic = [])],
  ])('rejects %s', (_name, mutate) => {
    expectUnusable(changed(mutate));
  });

  it.each(['approve', 'allow', 'deny', 'PROCEED', '', null, 1])('rejects handling %p', (handling) => {
    expectUnusable(changed((a) => (a.handling = handling)));
  });

  it.each([null, undefined, 'proceed', 42, [], {}])('rejects a non-answer %p', (value) => {
    expectUnusable(value);
  });

  it('names where the answer broke its schema', () => {
    expect(() => checkAnswer(changed((a) => (a.semantic.fraud_indicators = 5)))).toThrow(/fraud_indicators/);
  });

  it('the schema sent to providers requires every semantic key', () => {
    expect([...MODEL_ANSWER_SCHEMA.properties.semantic.required].sort()).toEqual([...SEMANTIC_KEYS].sort());
    expect([...MODEL_ANSWER_SCHEMA.required].sort()).toEqual(['confidence', 'handling', 'semantic']);
  });
});
