import { BUILTIN_REGISTRY } from '../../src/domain/registry';
import { composeDecision, type ComposeInput } from '../../src/decision/decide';
import { evaluateDeterministic, modelWanted, type AgentFacts } from '../../src/decision/rules';
import { defaultSettings, type EnvSettings } from '../../src/domain/settings';
import { validateAs } from '../../src/contract/validate';
import { SEMANTIC_KEYS, RISK_KEYS } from '../../src/contract/schemas';
import type { Action, Actor, EvaluateRequest, ModelAnswer, ModelOutcome, Semantic } from '../../src/domain/types';

// ---------- fixtures ----------

const DECISION_ID = 'dec_01JD0000000000000000000000';
const CREATED_AT = new Date('2025-01-02T03:04:05.678Z');
const NOT_GOVERNED: AgentFacts = { governed: false, registered: false, types: [] };

function request(action: Partial<Action> = {}, actor: Partial<Actor> = {}, options?: EvaluateRequest['options']): EvaluateRequest {
  const req: EvaluateRequest = { action: { type: 'create_ticket', ...action }, actor: { name: 'support-bot', ...actor }, context: null };
  if (options) req.options = options;
  return req;
}

function calmAnswer(over: Partial<Omit<ModelAnswer, 'semantic'>> & { semantic?: Partial<Semantic> } = {}): ModelAnswer {
  return {
    handling: over.handling ?? 'proceed',
    confidence: over.confidence ?? 0.9,
    semantic: {
      evidence_supports_action: 0.9,
      action_reversible: 0.8,
      human_review_required: 0.1,
      fraud_indicators: 0.05,
      data_exfiltration_risk: 0.02,
      data_loss_risk: 0.01,
      financial_impact: 0.2,
      blast_radius: 0.1,
      ...over.semantic,
    },
  };
}

function compose(over: {
  request?: EvaluateRequest;
  settings?: Partial<EnvSettings>;
  agent?: AgentFacts;
  dailyCapReached?: boolean;
  contextBytes?: number;
  budgetReached?: boolean;
  model?: ModelOutcome;
  latencyMs?: number;
} = {}) {
  const req = over.request ?? request();
  const settings = { ...defaultSettings(), ...over.settings };
  const deterministic = evaluateDeterministic({
    request: req,
    settings,
    agent: over.agent ?? NOT_GOVERNED,
    registry: BUILTIN_REGISTRY,
    dailyCapReached: over.dailyCapReached ?? false,
    contextBytes: over.contextBytes ?? 4,
  });
  const input: ComposeInput = {
    decisionId: DECISION_ID,
    request: req,
    settings,
    registry: BUILTIN_REGISTRY,
    deterministic,
    modelWanted: modelWanted(deterministic),
    budgetReached: over.budgetReached ?? false,
    model: over.model ?? { status: 'skipped' },
    createdAt: CREATED_AT,
    latencyMs: over.latencyMs ?? 12,
  };
  return composeDecision(input);
}

const REQUIRED_FIELDS = [
  'decision_id', 'decision', 'confidence', 'reason_codes', 'risk', 'semantic', 'policy_results', 'language',
  'latency_ms', 'created_at', 'missing', 'missing_details', 'policy_version', 'action', 'action_hash', 'intake', 'review',
];
/** As answered: the receipt is signed when the decision goes out (src/api/decision-response.ts). */
const answered = (d: object) => JSON.parse(JSON.stringify({ ...d, receipt: null }));

// ---------- tests ----------

describe('composeDecision: shape', () => {
  const cases: [string, Parameters<typeof compose>[0]][] = [
    ['deterministic allow', {}],
    ['deterministic deny', { request: request({ type: 'transfer', amount: 5 }, { permissions: ['refund'] }) }],
    ['more_information', { request: request({ type: 'refund' }) }],
    ['model answered', { model: { status: 'answered', answer: calmAnswer() } }],
    ['model unavailable', { model: { status: 'unavailable', reason: 'timeout' } }],
    ['budget reached', { budgetReached: true }],
  ];

  it.each(cases)('%s: every field is present and the Decision schema is met', (_name, over) => {
    const d = compose(over);
    for (const f of REQUIRED_FIELDS) expect(d).toHaveProperty(f);
    expect(Object.keys(d).sort()).toEqual([...REQUIRED_FIELDS].sort());
    expect(Object.keys(d.semantic).sort()).toEqual([...SEMANTIC_KEYS].sort());
    expect(Object.keys(d.risk).sort()).toEqual([...RISK_KEYS].sort());
    expect(validateAs('Decision', answered(d))).toEqual([]);
    expect(d.review).toBeNull();
  });

  it('carries the ids, timestamps and summaries passed in', () => {
    const d = compose({ request: request({ type: 'send_message' }) });
    expect(d.decision_id).toBe(DECISION_ID);
    expect(d.created_at).toBe('2025-01-02T03:04:05.678Z');
    expect(d.policy_version).toBe('v1');
    expect(d.action).toEqual({
      type: 'send_message',
      identified: true,
      confidence: 1.0,
      amount: null,
      currency: null,
      target: null,
      effects: [],
      tool_call: null,
    });
    expect(d.intake).toEqual({ path: 'structured', version: 'v1', input_quality: {}, contradictions: [] });
  });

  it('reports the environment policy version', () => {
    expect(compose({ settings: { policy_version: 'v2' } }).policy_version).toBe('v2');
  });

  it('is pure: the same input gives the same decision', () => {
    const a = compose({ model: { status: 'answered', answer: calmAnswer() } });
    const b = compose({ model: { status: 'answered', answer: calmAnswer() } });
    expect(a).toEqual(b);
  });
});

describe('composeDecision: deterministic decisions', () => {
  it('a plain allow has confidence 1.0, all-zero semantic and no reason codes', () => {
    const d = compose();
    expect(d.decision).toBe('allow');
    expect(d.confidence).toBe(1.0);
    expect(Object.values(d.semantic).every((v) => v === 0)).toBe(true);
    expect(d.reason_codes).toEqual([]);
    expect(d.missing).toEqual([]);
    expect(d.missing_details).toEqual([]);
  });

  it('a deterministic deny carries confidence 1.0, zero semantic and its reason code', () => {
    const d = compose({ request: request({ type: 'transfer', amount: 5 }, { permissions: ['refund'] }) });
    expect(d.decision).toBe('deny');
    expect(d.confidence).toBe(1.0);
    expect(Object.values(d.semantic).every((v) => v === 0)).toBe(true);
    expect(d.reason_codes).toEqual(['ACTION_NOT_PERMITTED']);
  });

  it('a missing amount gives more_information with missing and a MissingDetail', () => {
    const d = compose({ request: request({ type: 'refund', currency: 'EUR' }) });
    expect(d.decision).toBe('more_information');
    expect(d.confidence).toBe(1.0);
    expect(d.reason_codes).toEqual(['MISSING_AMOUNT']);
    expect(d.missing).toEqual(['action.amount']);
    expect(d.missing_details).toHaveLength(1);
    expect(d.missing_details[0].field).toBe('action.amount');
    expect(typeof d.missing_details[0].reason).toBe('string');
    expect(d.missing_details[0].reason.length).toBeGreaterThan(0);
    expect(d.missing_details[0].reason).toContain('refund');
  });

  it('the daily cap gives review with RATE_LIMITED and no model reasons', () => {
    const d = compose({ dailyCapReached: true });
    expect(d.decision).toBe('review');
    expect(d.reason_codes).toEqual(['RATE_LIMITED']);
    expect(d.confidence).toBe(1.0);
  });

  it('the monthly budget gives review with COST_CAP_REACHED', () => {
    const d = compose({ budgetReached: true });
    expect(d.decision).toBe('review');
    expect(d.reason_codes).toEqual(['COST_CAP_REACHED']);
  });

  it('the budget does not count when the model was not wanted anyway', () => {
    const d = compose({ request: request({ type: 'refund' }), budgetReached: true });
    expect(d.reason_codes).toEqual(['MISSING_AMOUNT']);
    expect(d.decision).toBe('more_information');
  });

  it('deny wins over more_information in the composed decision', () => {
    const d = compose({ request: request({ type: 'refund' }, { permissions: ['send_message'] }) });
    expect(d.decision).toBe('deny');
    expect(d.reason_codes).toEqual(expect.arrayContaining(['ACTION_NOT_PERMITTED', 'MISSING_AMOUNT']));
    expect(d.missing).toEqual(['action.amount']);
  });

  it('a record-mode AGENT_UNKNOWN is listed in policy_results but is not a reason code', () => {
    const d = compose({ settings: { agents_mode: 'record' }, agent: { governed: true, registered: false, types: [] } });
    expect(d.decision).toBe('allow');
    expect(d.reason_codes).toEqual([]);
    expect(d.policy_results.find((r) => r.reason_code === 'AGENT_UNKNOWN')).toMatchObject({ matched: true, effect: 'allow' });
  });

  it('reason codes are unique', () => {
    const d = compose({ request: request({ type: 'delete_records' }), model: { status: 'answered', answer: calmAnswer({ semantic: { data_loss_risk: 0.6 } }) } });
    expect(new Set(d.reason_codes).size).toBe(d.reason_codes.length);
    expect(d.reason_codes).toEqual(expect.arrayContaining(['DESTRUCTIVE_ACTION_TYPE', 'DATA_LOSS_RISK']));
  });
});

describe('composeDecision: policy_results lists every rule', () => {
  it('model skipped: every deterministic rule plus the budget rule, no provider rule', () => {
    const d = compose();
    const codes = d.policy_results.map((r) => r.reason_code);
    expect(codes).toEqual([
      'ACTION_NOT_PERMITTED', 'AGENT_UNKNOWN', 'AGENT_NOT_PERMITTED', 'RATE_LIMITED', 'EVIDENCE_TOO_LARGE', 'MISSING_AMOUNT',
      'HIGH_VALUE_REFUND', 'DESTRUCTIVE_ACTION_TYPE', 'SENSITIVE_ACTION_TYPE', 'EXFILTRATION_ACTION_TYPE', 'COST_CAP_REACHED',
    ]);
    expect(d.policy_results.every((r) => r.matched === false)).toBe(true);
  });

  it('model answered: also the provider rule (unmatched) and every model rule', () => {
    const d = compose({ model: { status: 'answered', answer: calmAnswer() } });
    const codes = d.policy_results.map((r) => r.reason_code);
    expect(codes).toContain('PROVIDER_UNAVAILABLE');
    expect(d.policy_results.find((r) => r.reason_code === 'PROVIDER_UNAVAILABLE')!.matched).toBe(false);
    for (const code of [
      'IRREVERSIBLE_HIGH_IMPACT', 'FRAUD_INDICATORS', 'DATA_EXFILTRATION', 'DATA_LOSS_RISK', 'EVIDENCE_INSUFFICIENT',
      'HUMAN_REVIEW_REQUIRED', 'LOW_CONFIDENCE', 'HUMAN_REVIEW_RECOMMENDED', 'REJECT_RECOMMENDED', 'MORE_INFORMATION_NEEDED',
    ]) {
      expect(codes).toContain(code);
    }
    expect(d.policy_results).toHaveLength(11 + 1 + 10);
    expect(validateAs('Decision', answered(d))).toEqual([]);
  });
});

describe('composeDecision: with a model answer', () => {
  it('a calm confident proceed is an allow carrying the model confidence and semantic', () => {
    const a = calmAnswer({ confidence: 0.87 });
    const d = compose({ model: { status: 'answered', answer: a } });
    expect(d.decision).toBe('allow');
    expect(d.confidence).toBe(0.87);
    expect(d.semantic).toEqual(a.semantic);
    expect(d.reason_codes).toEqual([]);
  });

  it('a model reject gives deny with REJECT_RECOMMENDED', () => {
    const d = compose({ model: { status: 'answered', answer: calmAnswer({ handling: 'reject' }) } });
    expect(d.decision).toBe('deny');
    expect(d.reason_codes).toContain('REJECT_RECOMMENDED');
  });

  it('policy v2: a low-confidence reject gives review with LOW_CONFIDENCE_REJECT', () => {
    const d = compose({ settings: { policy_version: 'v2' }, model: { status: 'answered', answer: calmAnswer({ handling: 'reject', confidence: 0.3 }) } });
    expect(d.decision).toBe('review');
    expect(d.reason_codes).toContain('LOW_CONFIDENCE_REJECT');
    expect(d.reason_codes).not.toContain('REJECT_RECOMMENDED');
  });

  it('model rules add to the deterministic ones: review floor from the type stays', () => {
    const d = compose({ request: request({ type: 'export_data' }), model: { status: 'answered', answer: calmAnswer() } });
    expect(d.decision).toBe('review');
    expect(d.reason_codes).toEqual(['EXFILTRATION_ACTION_TYPE']);
  });
});

describe('composeDecision: PROVIDER_UNAVAILABLE (fail closed)', () => {
  it('an unavailable model gives review with PROVIDER_UNAVAILABLE', () => {
    const d = compose({ model: { status: 'unavailable', reason: 'timeout' } });
    expect(d.decision).toBe('review');
    expect(d.reason_codes).toEqual(['PROVIDER_UNAVAILABLE']);
    expect(d.policy_results.find((r) => r.reason_code === 'PROVIDER_UNAVAILABLE')).toMatchObject({ matched: true, effect: 'review' });
    expect(Object.values(d.semantic).every((v) => v === 0)).toBe(true);
  });

  it('is never allow, whatever the request', () => {
    const requests = [
      request(),
      request({ type: 'refund', amount: 10, currency: 'EUR' }),
      request({ type: 'send_message', description: 'hello' }),
      request({ type: 'my_own_type' }),
      request({ type: 'create_ticket' }, { permissions: ['create_ticket'] }),
    ];
    for (const req of requests) {
      for (const agents_mode of ['off', 'record'] as const) {
        const d = compose({ request: req, settings: { agents_mode }, model: { status: 'unavailable', reason: 'x' } });
        expect(d.decision).not.toBe('allow');
        expect(d.reason_codes).toContain('PROVIDER_UNAVAILABLE');
      }
    }
  });

  it('a stronger deterministic outcome still wins over the review', () => {
    const d = compose({
      request: request({ type: 'create_ticket' }, { permissions: ['refund'] }),
      model: { status: 'unavailable', reason: 'x' },
    });
    expect(d.decision).toBe('deny');
    expect(d.reason_codes).toEqual(expect.arrayContaining(['ACTION_NOT_PERMITTED', 'PROVIDER_UNAVAILABLE']));
  });
});

describe('composeDecision: latency and language', () => {
  it.each([
    [12.4, 12],
    [12.5, 13],
    [0, 0],
    [0.4, 0],
    [-5, 0],
    [1999.6, 2000],
  ])('latency %p ms is reported as %p', (input, expected) => {
    const d = compose({ latencyMs: input });
    expect(d.latency_ms).toBe(expected);
    expect(Number.isInteger(d.latency_ms)).toBe(true);
  });

  it('takes the language from options', () => {
    expect(compose({ request: request({}, {}, { language: 'de' }) }).language).toBe('de');
    expect(compose({ request: request({}, {}, { language: 'fr' }) }).language).toBe('fr');
  });

  it('falls back to en without options or with auto', () => {
    expect(compose({ request: request() }).language).toBe('en');
    expect(compose({ request: request({}, {}, { language: 'auto' }) }).language).toBe('en');
  });
});
