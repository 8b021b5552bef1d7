import { BUILTIN_REGISTRY } from '../../src/domain/registry';
import {
  evaluateDeterministic,
  evaluateModelAnswer,
  modelWanted,
  outcomeOf,
  strongest,
  budgetResult,
  providerResult,
  type AgentFacts,
  type Facts,
} from '../../src/decision/rules';
import { defaultSettings, type EnvSettings } from '../../src/domain/settings';
import type { Action, Actor, EvaluateRequest, Handling, ModelAnswer, Outcome, PolicyResult, Semantic } from '../../src/domain/types';

// ---------- fixtures ----------

const NOT_GOVERNED: AgentFacts = { governed: false, registered: false, types: [] };

function request(action: Partial<Action> = {}, actor: Partial<Actor> = {}, context: unknown = null): EvaluateRequest {
  return { action: { type: 'create_ticket', ...action }, actor: { name: 'support-bot', ...actor }, context };
}

function facts(over: {
  action?: Partial<Action>;
  actor?: Partial<Actor>;
  settings?: Partial<EnvSettings>;
  agent?: AgentFacts;
  dailyCapReached?: boolean;
  contextBytes?: number;
} = {}): Facts {
  return {
    request: request(over.action, over.actor),
    settings: { ...defaultSettings(), ...over.settings },
    agent: over.agent ?? NOT_GOVERNED,
    registry: BUILTIN_REGISTRY,
    dailyCapReached: over.dailyCapReached ?? false,
    contextBytes: over.contextBytes ?? 4,
  };
}

const byCode = (results: PolicyResult[], code: string): PolicyResult => {
  const r = results.find((x) => x.reason_code === code);
  if (!r) throw new Error(`no result with reason code ${code}: ${JSON.stringify(results)}`);
  return r;
};

const byPolicy = (results: PolicyResult[], policy: string): PolicyResult => {
  const r = results.find((x) => x.policy === policy);
  if (!r) throw new Error(`no result of policy ${policy}: ${JSON.stringify(results)}`);
  return r;
};
const matchedCodes = (results: PolicyResult[]) => results.filter((r) => r.matched).map((r) => r.reason_code);

function semantic(over: Partial<Semantic> = {}): Semantic {
  // A calm answer: every model rule stays quiet with the default settings.
  return {
    evidence_supports_action: 0.9,
    action_reversible: 0.9,
    human_review_required: 0,
    fraud_indicators: 0,
    data_exfiltration_risk: 0,
    data_loss_risk: 0,
    financial_impact: 0,
    blast_radius: 0,
    ...over,
  };
}
function answer(over: { semantic?: Partial<Semantic>; handling?: Handling; confidence?: number } = {}): ModelAnswer {
  return { semantic: semantic(over.semantic), handling: over.handling ?? 'proceed', confidence: over.confidence ?? 0.95 };
}
const settings = (over: Partial<EnvSettings> = {}): EnvSettings => ({ ...defaultSettings(), ...over });

const DETERMINISTIC_CODES = [
  'ACTION_NOT_PERMITTED',
  'AGENT_UNKNOWN',
  'AGENT_NOT_PERMITTED',
  'RATE_LIMITED',
  'EVIDENCE_TOO_LARGE',
  'MISSING_AMOUNT',
  'HIGH_VALUE_REFUND',
  'DESTRUCTIVE_ACTION_TYPE',
  'SENSITIVE_ACTION_TYPE',
  'EXFILTRATION_ACTION_TYPE',
];
const MODEL_CODES = [
  'IRREVERSIBLE_HIGH_IMPACT',
  'FRAUD_INDICATORS',
  'DATA_EXFILTRATION',
  'DATA_LOSS_RISK',
  'EVIDENCE_INSUFFICIENT',
  'HUMAN_REVIEW_REQUIRED',
  'LOW_CONFIDENCE',
  'HUMAN_REVIEW_RECOMMENDED',
  'REJECT_RECOMMENDED',
  'MORE_INFORMATION_NEEDED',
];

// ---------- deterministic rules ----------

describe('evaluateDeterministic', () => {
  it('runs every rule and reports each one, matched or not', () => {
    const results = evaluateDeterministic(facts());
    expect(results.map((r) => r.reason_code)).toEqual(DETERMINISTIC_CODES);
    for (const r of results) {
      expect(typeof r.policy).toBe('string');
      expect(r.policy.length).toBeGreaterThan(0);
      expect(typeof r.matched).toBe('boolean');
      expect(['allow', 'review', 'deny', 'more_information']).toContain(r.effect);
    }
    expect(new Set(results.map((r) => r.policy)).size).toBe(results.length);
  });

  it('matches nothing for a plain, known, harmless action', () => {
    const results = evaluateDeterministic(facts({ action: { type: 'create_ticket' } }));
    expect(matchedCodes(results)).toEqual([]);
    expect(outcomeOf(results)).toBe('allow');
  });

  describe('ACTION_NOT_PERMITTED (declared permissions)', () => {
    it('denies when the declared permissions do not include the action type', () => {
      const r = byCode(evaluateDeterministic(facts({ action: { type: 'transfer', amount: 5 }, actor: { permissions: ['refund'] } })), 'ACTION_NOT_PERMITTED');
      expect(r).toMatchObject({ matched: true, effect: 'deny', policy: 'actor.declared_permissions' });
    });

    it('does not match when the type is declared', () => {
      const r = byCode(evaluateDeterministic(facts({ action: { type: 'refund', amount: 5 }, actor: { permissions: ['cancel_subscription', 'refund'] } })), 'ACTION_NOT_PERMITTED');
      expect(r.matched).toBe(false);
    });

    it('does not match when no permissions are declared', () => {
      const r = byCode(evaluateDeterministic(facts({ action: { type: 'refund', amount: 5 } })), 'ACTION_NOT_PERMITTED');
      expect(r.matched).toBe(false);
    });

    it('treats an empty declaration as permitting nothing', () => {
      const r = byCode(evaluateDeterministic(facts({ action: { type: 'create_ticket' }, actor: { permissions: [] } })), 'ACTION_NOT_PERMITTED');
      expect(r.matched).toBe(true);
      expect(r.effect).toBe('deny');
    });

    it('compares types exactly (no prefix or case folding)', () => {
      const r = byCode(evaluateDeterministic(facts({ action: { type: 'refund', amount: 5 }, actor: { permissions: ['refunds', 'ref'] } })), 'ACTION_NOT_PERMITTED');
      expect(r.matched).toBe(true);
    });
  });

  describe('registered agents', () => {
    it('agents_mode off (not governed): agent rules never match', () => {
      const results = evaluateDeterministic(facts({ settings: { agents_mode: 'off' }, agent: NOT_GOVERNED }));
      expect(byCode(results, 'AGENT_UNKNOWN').matched).toBe(false);
      expect(byCode(results, 'AGENT_NOT_PERMITTED').matched).toBe(false);
    });

    it('enforce: an unknown agent is denied with AGENT_UNKNOWN', () => {
      const results = evaluateDeterministic(
        facts({ settings: { agents_mode: 'enforce' }, agent: { governed: true, registered: false, types: [] } }),
      );
      expect(byCode(results, 'AGENT_UNKNOWN')).toMatchObject({ matched: true, effect: 'deny', policy: 'agents.registered' });
      expect(byCode(results, 'AGENT_NOT_PERMITTED').matched).toBe(false);
      expect(outcomeOf(results)).toBe('deny');
    });

    it('enforce: a registered agent proposing a type it may not propose is denied with AGENT_NOT_PERMITTED', () => {
      const results = evaluateDeterministic(
        facts({
          action: { type: 'export_data' },
          settings: { agents_mode: 'enforce' },
          agent: { governed: true, registered: true, types: ['create_ticket', 'refund'] },
        }),
      );
      expect(byCode(results, 'AGENT_UNKNOWN').matched).toBe(false);
      expect(byCode(results, 'AGENT_NOT_PERMITTED')).toMatchObject({ matched: true, effect: 'deny', policy: 'agents.permitted_types' });
      expect(outcomeOf(results)).toBe('deny');
    });

    it('enforce: a registered agent proposing a permitted type passes the agent rules', () => {
      const results = evaluateDeterministic(
        facts({ action: { type: 'create_ticket' }, settings: { agents_mode: 'enforce' }, agent: { governed: true, registered: true, types: ['create_ticket'] } }),
      );
      expect(byCode(results, 'AGENT_UNKNOWN').matched).toBe(false);
      expect(byCode(results, 'AGENT_NOT_PERMITTED').matched).toBe(false);
      expect(outcomeOf(results)).toBe('allow');
    });

    it('record: an unknown agent is noted (matched) but not denied', () => {
      const results = evaluateDeterministic(
        facts({ settings: { agents_mode: 'record' }, agent: { governed: true, registered: false, types: [] } }),
      );
      const r = byCode(results, 'AGENT_UNKNOWN');
      expect(r.matched).toBe(true);
      expect(r.effect).toBe('allow');
      expect(outcomeOf(results)).toBe('allow');
    });

    it('record: a registered agent outside its types is noted but not denied', () => {
      const results = evaluateDeterministic(
        facts({ action: { type: 'create_ticket' }, settings: { agents_mode: 'record' }, agent: { governed: true, registered: true, types: ['refund'] } }),
      );
      const r = byCode(results, 'AGENT_NOT_PERMITTED');
      expect(r.matched).toBe(true);
      expect(r.effect).toBe('allow');
      expect(outcomeOf(results)).toBe('allow');
    });

    it('declared permissions never grant when agents govern', () => {
      // The actor declares the type, but the stored list of the registered agent does not hold it.
      const results = evaluateDeterministic(
        facts({
          action: { type: 'transfer', amount: 10 },
          actor: { permissions: ['transfer', 'refund'] },
          settings: { agents_mode: 'enforce' },
          agent: { governed: true, registered: true, types: ['refund'] },
        }),
      );
      expect(byCode(results, 'AGENT_NOT_PERMITTED')).toMatchObject({ matched: true, effect: 'deny' });
      expect(outcomeOf(results)).toBe('deny');
    });

    it('declared permissions are replaced by the stored list when agents govern', () => {
      // The declaration would forbid, the stored list permits: the stored list decides.
      const results = evaluateDeterministic(
        facts({
          action: { type: 'create_ticket' },
          actor: { permissions: ['refund'] },
          settings: { agents_mode: 'enforce' },
          agent: { governed: true, registered: true, types: ['create_ticket'] },
        }),
      );
      expect(byCode(results, 'ACTION_NOT_PERMITTED').matched).toBe(false);
      expect(outcomeOf(results)).toBe('allow');
    });

    it('enforce with an unknown agent denies even if the actor declares the type', () => {
      const results = evaluateDeterministic(
        facts({
          action: { type: 'create_ticket' },
          actor: { permissions: ['create_ticket'] },
          settings: { agents_mode: 'enforce' },
          agent: { governed: true, registered: false, types: [] },
        }),
      );
      expect(outcomeOf(results)).toBe('deny');
      expect(matchedCodes(results)).toContain('AGENT_UNKNOWN');
    });
  });

  describe('RATE_LIMITED', () => {
    it('matches with review when the daily cap is reached', () => {
      const r = byCode(evaluateDeterministic(facts({ dailyCapReached: true })), 'RATE_LIMITED');
      expect(r).toMatchObject({ matched: true, effect: 'review' });
    });
    it('does not match below the cap', () => {
      expect(byCode(evaluateDeterministic(facts({ dailyCapReached: false })), 'RATE_LIMITED').matched).toBe(false);
    });
  });

  describe('EVIDENCE_TOO_LARGE', () => {
    it('matches with review above max_context_bytes', () => {
      const r = byCode(evaluateDeterministic(facts({ contextBytes: 65537 })), 'EVIDENCE_TOO_LARGE');
      expect(r).toMatchObject({ matched: true, effect: 'review' });
    });
    it('does not match at exactly max_context_bytes', () => {
      expect(byCode(evaluateDeterministic(facts({ contextBytes: 65536 })), 'EVIDENCE_TOO_LARGE').matched).toBe(false);
    });
    it('follows the environment setting', () => {
      expect(byCode(evaluateDeterministic(facts({ contextBytes: 101, settings: { max_context_bytes: 100 } })), 'EVIDENCE_TOO_LARGE').matched).toBe(true);
      expect(byCode(evaluateDeterministic(facts({ contextBytes: 100, settings: { max_context_bytes: 100 } })), 'EVIDENCE_TOO_LARGE').matched).toBe(false);
    });
  });

  describe('MISSING_AMOUNT', () => {
    it.each(['refund', 'transfer', 'payment', 'payout', 'charge', 'withdrawal'])(
      'asks for action.amount on a money-moving %s without an amount',
      (type) => {
        const results = evaluateDeterministic(facts({ action: { type } }));
        const r = byCode(results, 'MISSING_AMOUNT');
        expect(r).toMatchObject({ matched: true, effect: 'more_information', missing: ['action.amount'] });
        expect(outcomeOf(results)).toBe('more_information');
      },
    );

    it('treats a null amount as missing', () => {
      expect(byCode(evaluateDeterministic(facts({ action: { type: 'refund', amount: null } })), 'MISSING_AMOUNT').matched).toBe(true);
    });

    it('treats an amount of 0 as present', () => {
      const r = byCode(evaluateDeterministic(facts({ action: { type: 'refund', amount: 0 } })), 'MISSING_AMOUNT');
      expect(r.matched).toBe(false);
      expect(r.missing).toBeUndefined();
    });

    it('does not ask for an amount on types that move no money', () => {
      for (const type of ['send_message', 'delete_records', 'my_custom_type']) {
        const r = byCode(evaluateDeterministic(facts({ action: { type } })), 'MISSING_AMOUNT');
        expect(r.matched).toBe(false);
        expect(r.missing).toBeUndefined();
      }
    });
  });

  describe('HIGH_VALUE_REFUND', () => {
    it('does not match at exactly the limit (default 500)', () => {
      expect(byCode(evaluateDeterministic(facts({ action: { type: 'refund', amount: 500 } })), 'HIGH_VALUE_REFUND').matched).toBe(false);
    });
    it('matches just above the limit, with review', () => {
      const results = evaluateDeterministic(facts({ action: { type: 'refund', amount: 500.01 } }));
      expect(byCode(results, 'HIGH_VALUE_REFUND')).toMatchObject({ matched: true, effect: 'review' });
      expect(outcomeOf(results)).toBe('review');
    });
    it('does not match below the limit', () => {
      expect(byCode(evaluateDeterministic(facts({ action: { type: 'refund', amount: 499.99 } })), 'HIGH_VALUE_REFUND').matched).toBe(false);
    });
    it('follows refund_review_limit', () => {
      const s = { refund_review_limit: 50 };
      expect(byCode(evaluateDeterministic(facts({ action: { type: 'refund', amount: 51 }, settings: s })), 'HIGH_VALUE_REFUND').matched).toBe(true);
      expect(byCode(evaluateDeterministic(facts({ action: { type: 'refund', amount: 50 }, settings: s })), 'HIGH_VALUE_REFUND').matched).toBe(false);
    });
    it('applies to refunds only', () => {
      expect(byCode(evaluateDeterministic(facts({ action: { type: 'transfer', amount: 100000 } })), 'HIGH_VALUE_REFUND').matched).toBe(false);
    });
    it('does not match a refund without an amount (that is MISSING_AMOUNT)', () => {
      const results = evaluateDeterministic(facts({ action: { type: 'refund' } }));
      expect(byCode(results, 'HIGH_VALUE_REFUND').matched).toBe(false);
      expect(byCode(results, 'MISSING_AMOUNT').matched).toBe(true);
    });
  });

  describe('action type categories', () => {
    it.each([
      ['delete_records', 'DESTRUCTIVE_ACTION_TYPE'],
      ['purge', 'DESTRUCTIVE_ACTION_TYPE'],
      ['drop_table', 'DESTRUCTIVE_ACTION_TYPE'],
      ['change_bank_details', 'SENSITIVE_ACTION_TYPE'],
      ['grant_access', 'SENSITIVE_ACTION_TYPE'],
      ['modify_permissions', 'SENSITIVE_ACTION_TYPE'],
      ['reset_credentials', 'SENSITIVE_ACTION_TYPE'],
      ['export_data', 'EXFILTRATION_ACTION_TYPE'],
      ['share_externally', 'EXFILTRATION_ACTION_TYPE'],
    ])('%s matches %s with at least review', (type, code) => {
      const results = evaluateDeterministic(facts({ action: { type } }));
      const r = byCode(results, code);
      expect(r.matched).toBe(true);
      expect(['review', 'deny']).toContain(r.effect);
      expect(outcomeOf(results)).not.toBe('allow');
      // Only its own category rule matches.
      expect(matchedCodes(results)).toEqual([code]);
    });

    it.each(['my_custom_type', 'crm.update:note', 'delete', 'export', 'bank_details_change'])(
      'an unknown type %s gets no category rule',
      (type) => {
        const results = evaluateDeterministic(facts({ action: { type } }));
        expect(byCode(results, 'DESTRUCTIVE_ACTION_TYPE').matched).toBe(false);
        expect(byCode(results, 'SENSITIVE_ACTION_TYPE').matched).toBe(false);
        expect(byCode(results, 'EXFILTRATION_ACTION_TYPE').matched).toBe(false);
        expect(matchedCodes(results)).toEqual([]);
      },
    );

    it('known types outside these categories match none of them', () => {
      for (const type of ['send_message', 'modify_configuration', 'cancel_subscription', 'update_record']) {
        expect(matchedCodes(evaluateDeterministic(facts({ action: { type } })))).toEqual([]);
      }
    });
  });

  describe('a rule that throws is kept as data', () => {
    it('a request whose action getter throws: every rule reading it matches with at least review', () => {
      const req = {
        actor: { name: 'bot' },
        context: null,
        get action(): Action {
          throw new Error('boom');
        },
      } as unknown as EvaluateRequest;
      const f: Facts = { request: req, settings: defaultSettings(), agent: NOT_GOVERNED, registry: BUILTIN_REGISTRY, dailyCapReached: false, contextBytes: 4 };
      let results: PolicyResult[] = [];
      expect(() => {
        results = evaluateDeterministic(f);
      }).not.toThrow();
      expect(results).toHaveLength(DETERMINISTIC_CODES.length);
      // Each rule reading the action is an error result: matched, RULE_ERROR, its own effect (at least review).
      for (const policy of ['amount.required', 'refund.review_limit', 'type.destructive', 'type.sensitive', 'type.exfiltration']) {
        const r = byPolicy(results, policy);
        expect(r.matched).toBe(true);
        expect(r.reason_code).toBe('RULE_ERROR');
        expect(['review', 'more_information', 'deny']).toContain(r.effect);
      }
      // The amount rule keeps its stronger effect; the others become review.
      expect(byPolicy(results, 'amount.required').effect).toBe('more_information');
      expect(byPolicy(results, 'type.destructive').effect).toBe('review');
      // Rules that never read the action still evaluate normally.
      expect(byCode(results, 'RATE_LIMITED').matched).toBe(false);
      expect(outcomeOf(results)).not.toBe('allow');
      expect(modelWanted(results)).toBe(false);
    });

    it('a Proxy that throws on every property access fails closed for every rule', () => {
      const hostile = new Proxy(
        {},
        {
          get() {
            throw new Error('hostile');
          },
        },
      ) as unknown as Facts;
      const results = evaluateDeterministic(hostile);
      // Unreadable facts might be an intake request: the intake rules run too, and fail closed as well.
      expect(results.length).toBeGreaterThan(DETERMINISTIC_CODES.length);
      expect(results.some((r) => r.policy === 'intake.injection')).toBe(true);
      for (const r of results) {
        expect(r.matched).toBe(true);
        expect(r.reason_code).toBe('RULE_ERROR');
        expect(['review', 'more_information', 'deny']).toContain(r.effect);
      }
      // A deny rule that failed stays deny; a review rule stays review.
      expect(byPolicy(results, 'actor.declared_permissions').effect).toBe('deny');
      expect(byPolicy(results, 'caps.daily_decisions').effect).toBe('review');
      expect(outcomeOf(results)).toBe('deny');
    });

    it('a model rule that throws is kept as data too', () => {
      const bad = new Proxy(
        {},
        {
          get() {
            throw new Error('bad answer');
          },
        },
      ) as unknown as ModelAnswer;
      const results = evaluateModelAnswer(bad, settings());
      expect(results).toHaveLength(MODEL_CODES.length);
      for (const r of results) {
        expect(r.matched).toBe(true);
        expect(r.reason_code).toBe('RULE_ERROR');
        expect(r.effect).not.toBe('allow');
      }
      expect(outcomeOf(results)).toBe('deny');
    });
  });
});

// ---------- modelWanted ----------

describe('modelWanted', () => {
  const res = (reason_code: string, effect: Outcome, matched = true): PolicyResult => ({ policy: 'p', matched, effect, reason_code });

  it('wants the model when nothing matched', () => {
    expect(modelWanted(evaluateDeterministic(facts()))).toBe(true);
    expect(modelWanted([])).toBe(true);
  });
  it('wants the model when only review rules matched (model may add reasons)', () => {
    expect(modelWanted([res('HIGH_VALUE_REFUND', 'review'), res('DESTRUCTIVE_ACTION_TYPE', 'review')])).toBe(true);
  });
  it('does not want the model once a rule denies', () => {
    expect(modelWanted([res('ACTION_NOT_PERMITTED', 'deny')])).toBe(false);
  });
  it('does not want the model while facts are missing', () => {
    expect(modelWanted(evaluateDeterministic(facts({ action: { type: 'refund' } })))).toBe(false);
  });
  it('does not want the model when the daily cap is reached', () => {
    expect(modelWanted(evaluateDeterministic(facts({ dailyCapReached: true })))).toBe(false);
  });
  it('does not want the model when the evidence is too large', () => {
    expect(modelWanted(evaluateDeterministic(facts({ contextBytes: 10_000_000 })))).toBe(false);
  });
  it('ignores unmatched rules whatever their effect', () => {
    expect(modelWanted([res('ACTION_NOT_PERMITTED', 'deny', false), res('RATE_LIMITED', 'review', false), res('MISSING_AMOUNT', 'more_information', false)])).toBe(true);
  });
  it('a record-mode AGENT_UNKNOWN (effect allow) does not stop the model', () => {
    const results = evaluateDeterministic(facts({ settings: { agents_mode: 'record' }, agent: { governed: true, registered: false, types: [] } }));
    expect(modelWanted(results)).toBe(true);
  });
  it('an enforce-mode AGENT_UNKNOWN stops the model', () => {
    const results = evaluateDeterministic(facts({ settings: { agents_mode: 'enforce' }, agent: { governed: true, registered: false, types: [] } }));
    expect(modelWanted(results)).toBe(false);
  });
});

describe('budgetResult / providerResult', () => {
  it('COST_CAP_REACHED matches only when the model was wanted and the budget is reached', () => {
    expect(budgetResult(true, true)).toMatchObject({ matched: true, effect: 'review', reason_code: 'COST_CAP_REACHED' });
    expect(budgetResult(false, true).matched).toBe(false);
    expect(budgetResult(true, false).matched).toBe(false);
  });
  it('PROVIDER_UNAVAILABLE is a review', () => {
    expect(providerResult(true)).toMatchObject({ matched: true, effect: 'review', reason_code: 'PROVIDER_UNAVAILABLE' });
    expect(providerResult(false).matched).toBe(false);
  });
});

// ---------- model answer rules ----------

describe('evaluateModelAnswer', () => {
  const run = (a: ModelAnswer, s: Partial<EnvSettings> = {}) => evaluateModelAnswer(a, settings(s));

  it('reports every model rule, and a calm confident proceed matches none', () => {
    const results = run(answer());
    expect(results.map((r) => r.reason_code)).toEqual(MODEL_CODES);
    expect(matchedCodes(results)).toEqual([]);
    expect(outcomeOf(results)).toBe('allow');
  });

  describe('IRREVERSIBLE_HIGH_IMPACT', () => {
    it('matches at reversible <= 0.3 and blast_radius >= 0.6 (boundaries inclusive)', () => {
      const r = byCode(run(answer({ semantic: { action_reversible: 0.3, blast_radius: 0.6 } })), 'IRREVERSIBLE_HIGH_IMPACT');
      expect(r).toMatchObject({ matched: true, effect: 'review' });
    });
    it('does not match when reversible enough', () => {
      expect(byCode(run(answer({ semantic: { action_reversible: 0.31, blast_radius: 1 } })), 'IRREVERSIBLE_HIGH_IMPACT').matched).toBe(false);
    });
    it('does not match when the blast radius is small', () => {
      expect(byCode(run(answer({ semantic: { action_reversible: 0, blast_radius: 0.59 } })), 'IRREVERSIBLE_HIGH_IMPACT').matched).toBe(false);
    });
    it('follows the settings', () => {
      const a = answer({ semantic: { action_reversible: 0.5, blast_radius: 0.4 } });
      expect(byCode(run(a, { irreversible_threshold: 0.5, blast_radius_threshold: 0.4 }), 'IRREVERSIBLE_HIGH_IMPACT').matched).toBe(true);
    });
  });

  describe.each([
    ['fraud_indicators', 'FRAUD_INDICATORS'],
    ['data_exfiltration_risk', 'DATA_EXFILTRATION'],
    ['data_loss_risk', 'DATA_LOSS_RISK'],
  ] as const)('%s → %s', (key, code) => {
    it('below 0.5 does not match', () => {
      expect(byCode(run(answer({ semantic: { [key]: 0.49 } })), code).matched).toBe(false);
    });
    it('at 0.5 is review', () => {
      const results = run(answer({ semantic: { [key]: 0.5 } }));
      expect(byCode(results, code)).toMatchObject({ matched: true, effect: 'review' });
      expect(outcomeOf(results)).toBe('review');
    });
    it('at 0.79 is still review', () => {
      expect(byCode(run(answer({ semantic: { [key]: 0.79 } })), code)).toMatchObject({ matched: true, effect: 'review' });
    });
    it('at 0.8 is deny', () => {
      const results = run(answer({ semantic: { [key]: 0.8 } }));
      expect(byCode(results, code)).toMatchObject({ matched: true, effect: 'deny' });
      expect(outcomeOf(results)).toBe('deny');
    });
    it('at 1 is deny', () => {
      expect(byCode(run(answer({ semantic: { [key]: 1 } })), code)).toMatchObject({ matched: true, effect: 'deny' });
    });
    it('follows the environment thresholds', () => {
      const s = { risk_review_threshold: 0.2, risk_deny_threshold: 0.4 };
      expect(byCode(run(answer({ semantic: { [key]: 0.19 } }), s), code).matched).toBe(false);
      expect(byCode(run(answer({ semantic: { [key]: 0.2 } }), s), code).effect).toBe('review');
      expect(byCode(run(answer({ semantic: { [key]: 0.4 } }), s), code).effect).toBe('deny');
    });
  });

  describe('EVIDENCE_INSUFFICIENT', () => {
    it('matches below 0.5 with review', () => {
      expect(byCode(run(answer({ semantic: { evidence_supports_action: 0.49 } })), 'EVIDENCE_INSUFFICIENT')).toMatchObject({ matched: true, effect: 'review' });
    });
    it('does not match at 0.5', () => {
      expect(byCode(run(answer({ semantic: { evidence_supports_action: 0.5 } })), 'EVIDENCE_INSUFFICIENT').matched).toBe(false);
    });
  });

  describe('HUMAN_REVIEW_REQUIRED', () => {
    it('matches at 0.5 with review', () => {
      expect(byCode(run(answer({ semantic: { human_review_required: 0.5 } })), 'HUMAN_REVIEW_REQUIRED')).toMatchObject({ matched: true, effect: 'review' });
    });
    it('does not match below 0.5', () => {
      expect(byCode(run(answer({ semantic: { human_review_required: 0.49 } })), 'HUMAN_REVIEW_REQUIRED').matched).toBe(false);
    });
  });

  describe('LOW_CONFIDENCE', () => {
    it('matches below the confidence threshold (0.6) with review', () => {
      const results = run(answer({ confidence: 0.59 }));
      expect(byCode(results, 'LOW_CONFIDENCE')).toMatchObject({ matched: true, effect: 'review' });
      expect(outcomeOf(results)).toBe('review');
    });
    it('does not match at the threshold', () => {
      expect(byCode(run(answer({ confidence: 0.6 })), 'LOW_CONFIDENCE').matched).toBe(false);
    });
    it('follows confidence_threshold', () => {
      expect(byCode(run(answer({ confidence: 0.85 }), { confidence_threshold: 0.9 }), 'LOW_CONFIDENCE').matched).toBe(true);
    });
  });

  describe('handling', () => {
    it('human_review → HUMAN_REVIEW_RECOMMENDED (review)', () => {
      const results = run(answer({ handling: 'human_review' }));
      expect(byCode(results, 'HUMAN_REVIEW_RECOMMENDED')).toMatchObject({ matched: true, effect: 'review' });
      expect(outcomeOf(results)).toBe('review');
    });
    it('reject → REJECT_RECOMMENDED (deny)', () => {
      const results = run(answer({ handling: 'reject' }));
      expect(byCode(results, 'REJECT_RECOMMENDED')).toMatchObject({ matched: true, effect: 'deny' });
      expect(outcomeOf(results)).toBe('deny');
    });
    it('more_information → MORE_INFORMATION_NEEDED (more_information)', () => {
      const results = run(answer({ handling: 'more_information' }));
      expect(byCode(results, 'MORE_INFORMATION_NEEDED')).toMatchObject({ matched: true, effect: 'more_information' });
      expect(outcomeOf(results)).toBe('more_information');
    });
    it('proceed matches no handling rule', () => {
      const results = run(answer({ handling: 'proceed' }));
      for (const code of ['HUMAN_REVIEW_RECOMMENDED', 'REJECT_RECOMMENDED', 'MORE_INFORMATION_NEEDED']) expect(byCode(results, code).matched).toBe(false);
    });
  });

  describe('policy v2 LOW_CONFIDENCE_REJECT', () => {
    it('v1: a low-confidence reject is still a deny', () => {
      const results = run(answer({ handling: 'reject', confidence: 0.4 }), { policy_version: 'v1' });
      expect(byCode(results, 'REJECT_RECOMMENDED')).toMatchObject({ matched: true, effect: 'deny' });
      expect(results.some((r) => r.reason_code === 'LOW_CONFIDENCE_REJECT')).toBe(false);
      expect(outcomeOf(results)).toBe('deny');
    });
    it('v2: a low-confidence reject becomes review with LOW_CONFIDENCE_REJECT', () => {
      const results = run(answer({ handling: 'reject', confidence: 0.4 }), { policy_version: 'v2' });
      const r = results.find((x) => x.policy === 'model.handling.reject');
      expect(r).toMatchObject({ matched: true, effect: 'review', reason_code: 'LOW_CONFIDENCE_REJECT' });
      expect(results.some((x) => x.reason_code === 'REJECT_RECOMMENDED')).toBe(false);
      expect(outcomeOf(results)).toBe('review');
    });
    it('v2: a confident reject is still a deny', () => {
      const results = run(answer({ handling: 'reject', confidence: 0.6 }), { policy_version: 'v2' });
      expect(byCode(results, 'REJECT_RECOMMENDED')).toMatchObject({ matched: true, effect: 'deny' });
      expect(outcomeOf(results)).toBe('deny');
    });
    it('v2: a low-confidence reject with deny-level fraud is still a deny', () => {
      const results = run(answer({ handling: 'reject', confidence: 0.4, semantic: { fraud_indicators: 0.9 } }), { policy_version: 'v2' });
      expect(outcomeOf(results)).toBe('deny');
    });
  });
});

// ---------- outcome precedence ----------

describe('outcomeOf / strongest', () => {
  const r = (effect: Outcome, matched = true): PolicyResult => ({ policy: `p.${effect}`, matched, effect, reason_code: 'X' });

  it('is allow when nothing matched', () => {
    expect(outcomeOf([])).toBe('allow');
    expect(outcomeOf([r('deny', false), r('review', false), r('more_information', false)])).toBe('allow');
  });
  it('deny beats more_information, review and allow', () => {
    expect(outcomeOf([r('allow'), r('review'), r('more_information'), r('deny')])).toBe('deny');
    expect(outcomeOf([r('deny'), r('more_information'), r('review')])).toBe('deny');
  });
  it('more_information beats review and allow', () => {
    expect(outcomeOf([r('review'), r('more_information'), r('allow')])).toBe('more_information');
  });
  it('review beats allow', () => {
    expect(outcomeOf([r('allow'), r('review')])).toBe('review');
  });
  it('a matched allow is allow', () => {
    expect(outcomeOf([r('allow')])).toBe('allow');
  });
  it('ignores unmatched rules', () => {
    expect(outcomeOf([r('deny', false), r('review')])).toBe('review');
  });
  it('strongest is symmetric and total', () => {
    const order: Outcome[] = ['allow', 'review', 'more_information', 'deny'];
    for (let i = 0; i < order.length; i++) {
      for (let j = 0; j < order.length; j++) {
        const expected = order[Math.max(i, j)];
        expect(strongest(order[i], order[j])).toBe(expected);
      }
    }
  });
});
