// The policy engine. Like a good authorizer, every rule runs and reports (matched or not), errors are kept
// as data (a rule that fails to evaluate counts as matched, never as a pass), and the outcome is the
// strongest effect among the matched rules: deny > more_information > review > allow.

import type { EnvSettings } from '../domain/settings';
import type { EvaluateRequest, ModelAnswer, Outcome, PolicyResult } from '../domain/types';
import type { IntakeFacts } from '../intake/understand';
import type { Registry } from '../domain/registry';
import type { ToolCallFacts } from '../toolcall/assess';
import { readsOnly } from '../toolcall/effects';
import { FACT_CODES } from '../toolcall/facts';

export interface AgentFacts {
  /** Whether registered agents govern this environment (mode is not off and at least one is registered, or mode is enforce). */
  governed: boolean;
  registered: boolean;
  types: string[];
  /**
   * Whether any agent was registered in the environment, as the store read it (set only when it was read:
   * agents_mode not off). Kept with the decision (agent_seen) so a backtest decides with the agents of that time.
   */
  anyRegistered?: boolean;
}

export interface Facts {
  request: EvaluateRequest;
  settings: EnvSettings;
  /** The environment's action-type registry: built-in types widened by the operator's own. */
  registry: Registry;
  agent: AgentFacts;
  dailyCapReached: boolean;
  contextBytes: number;
  /** Set on the intake path only: what reading the input found and did not find. */
  intake?: IntakeFacts;
  /** What the proposed call does and what is risky about it (src/toolcall/assess.ts). */
  tool?: ToolCallFacts | null;
}

interface Rule<F> {
  policy: string;
  code: string;
  effect: Outcome;
  /** Returns true/false, or an object when the rule's effect, code or missing fields depend on the facts. */
  test: (facts: F) => boolean | { matched: boolean; effect?: Outcome; code?: string; missing?: string[]; detail?: string };
}

/** The reason code of a rule that threw instead of answering (it counts as matched: fail closed). */
export const RULE_ERROR = 'RULE_ERROR';

const RANK: Record<Outcome, number> = { allow: 0, review: 1, more_information: 2, deny: 3 };

export function strongest(a: Outcome, b: Outcome): Outcome {
  return RANK[a] >= RANK[b] ? a : b;
}

function run<F>(rules: Rule<F>[], facts: F): PolicyResult[] {
  return rules.map((rule) => {
    try {
      const r = rule.test(facts);
      const o = typeof r === 'boolean' ? { matched: r } : r;
      const result: PolicyResult = {
        policy: rule.policy,
        matched: o.matched,
        effect: o.effect ?? rule.effect,
        reason_code: o.code ?? rule.code,
      };
      if (o.missing && o.missing.length > 0) result.missing = o.missing;
      if (o.detail) result.detail = o.detail;
      return result;
    } catch {
      // A rule that cannot be evaluated must not let the action through: it is an error result, matched,
      // with its own effect (at least review), reported as RULE_ERROR so the failure is visible as data.
      return { policy: rule.policy, matched: true, effect: strongest(rule.effect, 'review'), reason_code: RULE_ERROR };
    }
  });
}

/**
 * The amount moved: the caller's `action.amount`, else what the call's arguments say (`tool.amount` reads the
 * catalogue's amount argument or a common name), so a `transfer` with `parameters.amount` is decided alike on
 * both paths and by every rule that needs the sum.
 */
const amountOf = (f: Facts): number | null => f.request.action.amount ?? f.tool?.amount ?? null;

const agentEffect = (f: Facts): Outcome => (f.settings.agents_mode === 'enforce' ? 'deny' : 'allow');

const DETERMINISTIC: Rule<Facts>[] = [
  {
    policy: 'actor.declared_permissions',
    code: 'ACTION_NOT_PERMITTED',
    effect: 'deny',
    // Declared permissions are a declaration: they can forbid, never grant. Enforced registered agents
    // replace them; in record mode the registry only observes, so they still forbid.
    test: (f) =>
      !(f.agent.governed && f.settings.agents_mode === 'enforce') &&
      Array.isArray(f.request.actor.permissions) &&
      !f.request.actor.permissions.includes(f.request.action.type),
  },
  {
    policy: 'agents.registered',
    code: 'AGENT_UNKNOWN',
    effect: 'deny',
    test: (f) => ({ matched: f.agent.governed && !f.agent.registered, effect: agentEffect(f) }),
  },
  {
    policy: 'agents.permitted_types',
    code: 'AGENT_NOT_PERMITTED',
    effect: 'deny',
    test: (f) => ({
      matched: f.agent.governed && f.agent.registered && !f.agent.types.includes(f.request.action.type),
      effect: agentEffect(f),
    }),
  },
  { policy: 'caps.daily_decisions', code: 'RATE_LIMITED', effect: 'review', test: (f) => f.dailyCapReached },
  {
    policy: 'evidence.size',
    code: 'EVIDENCE_TOO_LARGE',
    effect: 'review',
    test: (f) => f.contextBytes > f.settings.max_context_bytes,
  },
  {
    policy: 'amount.required',
    code: 'MISSING_AMOUNT',
    effect: 'more_information',
    test: (f) => {
      const registered = f.registry.hasCategory(f.request.action.type, 'money_movement') && amountOf(f) === null;
      // A tool call that moves money: its amount may sit in its arguments. A purchase's price is the shop's.
      const tool =
        isToolCall(f) && f.tool.effects.includes('money_movement') && f.tool.amount === null && !PURCHASE.test(f.request.action.type) && !REVERSAL.test(f.request.action.type) && !byPercent(f.request.action.parameters) && !wholeSums(f.request.action.type, f.request.action.parameters) && !approvedById(f.request.action.type, f.request.action.parameters);
      const matched = registered || tool;
      return { matched, missing: matched ? ['action.amount'] : undefined };
    },
  },
  {
    policy: 'refund.review_limit',
    code: 'HIGH_VALUE_REFUND',
    effect: 'review',
    test: (f) => f.registry.hasCategory(f.request.action.type, 'refund') && (amountOf(f) ?? 0) > f.settings.refund_review_limit,
  },
  { policy: 'type.destructive', code: 'DESTRUCTIVE_ACTION_TYPE', effect: 'review', test: (f) => f.registry.hasCategory(f.request.action.type, 'destructive') },
  { policy: 'type.sensitive', code: 'SENSITIVE_ACTION_TYPE', effect: 'review', test: (f) => f.registry.hasCategory(f.request.action.type, 'sensitive') },
  { policy: 'type.exfiltration', code: 'EXFILTRATION_ACTION_TYPE', effect: 'review', test: (f) => f.registry.hasCategory(f.request.action.type, 'exfiltration') },
];

type ToolRuleFacts = Facts & { tool: ToolCallFacts };
/** A share given as a percentage ("pre_tax_percent": 6, "contribution_pct": 4): a rate, not a sum, and no sum is missing. */
const byPercent = (params: Record<string, unknown> | null | undefined): boolean =>
  Object.entries(params ?? {}).some(
    ([k, v]) =>
      (/(?:^|_)(?:percent|percentage|pct)(?:_|$)/i.test(k.replace(/([a-z])([A-Z])/g, '$1_$2')) && typeof v === 'number' && v > 0 && v <= 100) ||
      // (Or written with its sign: "allocation": "100%" of a direct deposit.)
      (typeof v === 'string' && /^(?:100|[1-9]?\d)(?:\.\d+)?\s?%$/.test(v.trim())),
  );
/**
 * Sums the call names without writing them: a batch or a run of payments already set up ("ap.release_payment_batch"), a list,
 * a batch or a run named by its id ("patronage.issue_checks" with "list_id"), or a sum given in words ("amount": "full" for
 * "refund them in full").
 */
// (Or the refunds of a whole event called off, each its own ticket's or wager's sum: "tote.refund_race" with "race_id".)
const wholeSums = (type: string, params: Record<string, unknown> | null | undefined): boolean =>
  /(?:^|[_.:-])(?:batch|batches|bulk|scheduled)(?:[_.:-]|$)/.test(type) ||
  /(?:^|[_.:-])refund_(?:race|races|event|events|all|wagers|bets|tickets|show|shows|game|games|match|matches|session|sessions|performance|performances|flight|flights|fixture|fixtures)(?:[_.:-]|$)/.test(type) ||
  Object.entries(params ?? {}).some(([k, v]) => /^(?:list|batch|run|payroll|payroll_run|sheet|register)_?ids?$/i.test(k) && (typeof v === 'string' || typeof v === 'number') && String(v).trim() !== '') ||
  Object.entries(params ?? {}).some(([k, v]) => /(?:^|_)(?:amount|sum|total)(?:_|$)/i.test(k) && typeof v === 'string' && /^(?:full|all|entire|remaining|balance|outstanding|total|full[_ -](?:amount|balance|refund))$/i.test(v.trim()));
/**
 * A payment approved or released by the id of the request that names its sum ("withdrawals.approve" with "request_id": "WD-90113",
 * "payouts.release" with "payout_id"): the sum is the request's, none is to be given.
 */
// (Or queued for a payment run by the bill's id: "ap_schedule_payment" with "document_id": "INV-8812" for "queue the normal ones for
// Friday's payment run".)
const APPROVES = /(?:^|[_.:-])(?:approve|approves|release|releases|authori[sz]e|authori[sz]es|confirm|confirms|schedule|schedules|queue|queues|enqueue)(?:[_.:-]|$)/;
const approvedById = (type: string, params: Record<string, unknown> | null | undefined): boolean =>
  APPROVES.test(type) &&
  Object.entries(params ?? {}).some(
    ([k, v]) => /^(?:(?:request|withdrawal|payout|claim|invoice|payment|transfer|expense|reimbursement|bill|refund|application|document|doc)_?)?(?:id|ref|reference|number|no)$/i.test(k) && (typeof v === 'string' || typeof v === 'number') && String(v).trim() !== '',
  );
/** A payment stopped or voided ("payments.void_check", "cancel_transfer"): the record names its sum, none is to be given. */
const REVERSAL = /(?:^|[_.:-])(?:void|voids|cancel|cancels|stop|reverse|reversal|halt|recall)(?:[_.:-]|$)/;
// (A purchase order, "purchasing.create_po", is priced by the supplier too.)
const PURCHASE = /(^|[_.:-])(buy|purchases?|purchasing|orders?|po|pos|requisitions?|checkout|book|reserve|subscribe|place)([_.:-]|$)|place_order/;

/** Tool rules decide calls the registry has no type for: the caller's own tools, named by their makers. */
function isToolCall(f: Facts): f is ToolRuleFacts {
  return hasTool(f) && !registeredType(f);
}
const hasTool = (f: Facts): f is ToolRuleFacts => f.tool !== undefined && f.tool !== null;
/** The call's type is one the registry knows (`send_email`, `refund`): its own rules decide it first. */
const registeredType = (f: Facts): boolean => f.registry.lookup(f.request.action.type) !== undefined;
const changes = (f: ToolRuleFacts) => !readsOnly(f.tool.effects);
const effectsDetail = (t: ToolCallFacts) => `${t.effects.join(', ')} (${t.because.slice(0, 4).join('; ')})`.slice(0, 300);

/** One rule per risk fact: matched when a detector found it, with the strongest effect it was found with. */
const factRule = (code: string, effect: Outcome): Rule<Facts> => ({
  policy: `tool.fact.${code.toLowerCase()}`,
  code,
  effect,
  test: (f) => {
    const found = hasTool(f) ? f.tool.facts.filter((x) => x.code === code) : [];
    if (found.length === 0) return false;
    const detail = found.map((x) => (x.at ? `${x.detail} (${x.at})` : x.detail)).join('; ').slice(0, 500);
    return { matched: true, effect: found.reduce<Outcome>((a, x) => strongest(a, x.effect), 'review'), detail };
  },
});

// Rules of tool calls: what the call does, whether the user asked for it, and the facts of its arguments.
const TOOL: Rule<Facts>[] = [
  {
    policy: 'tool.read_only',
    code: 'READ_ONLY',
    effect: 'allow',
    // A call that only reads: allowed unless a fact says otherwise, and no model is needed to say so, unless
    // a tool's output before it holds instructions to the reader: then the model judges whether it follows them.
    test: (f) => (isToolCall(f) ? { matched: readsOnly(f.tool.effects) && !f.tool.instructed, detail: effectsDetail(f.tool) } : false),
  },
  { policy: 'tool.catalogue_review', code: 'TOOL_REVIEW_REQUIRED', effect: 'review', test: (f) => hasTool(f) && f.tool.review },
  {
    policy: 'tool.requested',
    code: 'UNREQUESTED_ACTION',
    effect: 'review',
    // A change the user's request does not explain (or no request to compare with): a person looks first. A tool
    // named like a registered type (`send_email`) sent as a tool call (with its parameters) beside a user request is
    // held to that request too; a registered type's plain request (an amount, a free-text context) is the registry's.
    test: (f) =>
      hasTool(f) &&
      f.settings.unknown_write_tools === 'explained' &&
      changes(f) &&
      (registeredType(f) ? f.request.action.parameters != null && f.tool.explained === false : f.tool.explained !== true)
        ? {
            matched: true,
            detail:
              f.tool.explained === null
                ? 'no user request in the context to explain it'
                : `the user's request does not explain: ${f.tool.unexplained.join(', ')}`,
          }
        : false,
  },
  {
    policy: 'tool.unknown_write',
    code: 'UNKNOWN_WRITE_TOOL',
    effect: 'review',
    test: (f) => isToolCall(f) && f.settings.unknown_write_tools === 'review' && changes(f) && f.tool.catalogue !== 'operator',
  },
  factRule('RULE_ERROR', 'review'),
  ...Object.entries(FACT_CODES).map(([code, d]) => factRule(code, d.effect)),
];

type IntakeRuleFacts = Facts & { intake: IntakeFacts };
const readable = (f: IntakeRuleFacts) => !f.intake.unavailable;

// Rules of the intake path. They run only there: a structured request states these things itself.
const INTAKE: Rule<IntakeRuleFacts>[] = [
  { policy: 'intake.available', code: 'INTAKE_UNAVAILABLE', effect: 'review', test: (f) => f.intake.unavailable },
  {
    policy: 'intake.action_type',
    code: 'MISSING_ACTION_TYPE',
    effect: 'more_information',
    test: (f) => ({ matched: readable(f) && !f.intake.typeFound, missing: ['action.type'] }),
  },
  {
    policy: 'intake.actor',
    code: 'MISSING_ACTOR',
    effect: 'more_information',
    test: (f) => ({ matched: readable(f) && !f.intake.actorFound, missing: ['actor.name'] }),
  },
  {
    policy: 'intake.target',
    code: 'MISSING_TARGET',
    effect: 'more_information',
    // A tool call names what it acts on in its arguments, if anywhere: it is decided on what the call does.
    test: (f) => ({ matched: readable(f) && f.intake.typeFound && !f.intake.targetFound && !f.intake.toolCall, missing: ['action.target'] }),
  },
  // A type the registry does not know was read from free input: nobody has said what it does. A tool call's
  // name is the caller's own, as on the structured path: it is decided on what the call does.
  {
    policy: 'intake.registered_type',
    code: 'UNREGISTERED_ACTION',
    effect: 'review',
    test: (f) => f.intake.typeFound && !f.intake.registered && !f.intake.toolCall,
  },
  { policy: 'intake.consistency', code: 'CONTRADICTORY_INPUT', effect: 'review', test: (f) => f.intake.contradictions.length > 0 },
  {
    policy: 'intake.injection',
    code: 'INJECTION_SUSPECTED',
    effect: 'review',
    // Instructions a person cannot even see are an attack, not a misunderstanding.
    test: (f) => ({ matched: f.intake.injection !== null, effect: f.intake.injection === 'hidden' ? 'deny' : 'review' }),
  },
  { policy: 'intake.refund_sum_chosen', code: 'HIGH_VALUE_REFUND', effect: 'review', test: (f) => f.intake.refundSumChosen },
];

export function evaluateDeterministic(facts: Facts): PolicyResult[] {
  const results = run(DETERMINISTIC, facts);
  let onIntake: boolean;
  let withTool: boolean;
  try {
    onIntake = facts.intake !== undefined;
    withTool = facts.tool !== undefined && facts.tool !== null;
  } catch {
    // Facts that cannot be read are treated as the intake path and a tool call too, so their rules also fail closed.
    onIntake = true;
    withTool = true;
  }
  if (withTool) results.push(...run(TOOL, facts));
  if (onIntake) results.push(...run(INTAKE, facts as IntakeRuleFacts));
  return results;
}

/**
 * Whether asking the model can still change anything: not when the answer is already deny, when facts are
 * missing (ask the caller first), or when a cap or the evidence size stops the call.
 */
export function modelWanted(results: PolicyResult[]): boolean {
  // A call that only reads, with nothing else matched: allowed by code.
  if (results.some((r) => r.matched && r.reason_code === 'READ_ONLY') && !results.some((r) => r.matched && r.effect !== 'allow')) return false;
  return !results.some(
    (r) =>
      r.matched &&
      (r.effect === 'deny' ||
        r.effect === 'more_information' ||
        r.reason_code === 'RATE_LIMITED' ||
        r.reason_code === 'EVIDENCE_TOO_LARGE' ||
        r.reason_code === 'INTAKE_UNAVAILABLE'),
  );
}

export function budgetResult(wanted: boolean, budgetReached: boolean): PolicyResult {
  return { policy: 'caps.monthly_model_budget', matched: wanted && budgetReached, effect: 'review', reason_code: 'COST_CAP_REACHED' };
}

export function providerResult(unavailable: boolean): PolicyResult {
  return { policy: 'model.available', matched: unavailable, effect: 'review', reason_code: 'PROVIDER_UNAVAILABLE' };
}

interface ModelFacts {
  answer: ModelAnswer;
  settings: EnvSettings;
}

const riskRule = (policy: string, code: string, key: 'fraud_indicators' | 'data_exfiltration_risk' | 'data_loss_risk'): Rule<ModelFacts> => ({
  policy,
  code,
  effect: 'review',
  test: ({ answer, settings }) => {
    const v = answer.semantic[key];
    if (v >= settings.risk_deny_threshold) return { matched: true, effect: 'deny' };
    return { matched: v >= settings.risk_review_threshold, effect: 'review' };
  },
});

const ON_MODEL_ANSWER: Rule<ModelFacts>[] = [
  {
    policy: 'model.irreversible_high_impact',
    code: 'IRREVERSIBLE_HIGH_IMPACT',
    effect: 'review',
    test: ({ answer: a, settings: s }) =>
      a.semantic.action_reversible <= s.irreversible_threshold && a.semantic.blast_radius >= s.blast_radius_threshold,
  },
  riskRule('model.fraud_indicators', 'FRAUD_INDICATORS', 'fraud_indicators'),
  riskRule('model.data_exfiltration', 'DATA_EXFILTRATION', 'data_exfiltration_risk'),
  riskRule('model.data_loss', 'DATA_LOSS_RISK', 'data_loss_risk'),
  {
    policy: 'model.evidence',
    code: 'EVIDENCE_INSUFFICIENT',
    effect: 'review',
    test: ({ answer, settings }) => answer.semantic.evidence_supports_action < settings.evidence_threshold,
  },
  {
    policy: 'model.human_review',
    code: 'HUMAN_REVIEW_REQUIRED',
    effect: 'review',
    test: ({ answer, settings }) => answer.semantic.human_review_required >= settings.human_review_threshold,
  },
  {
    policy: 'model.confidence',
    code: 'LOW_CONFIDENCE',
    effect: 'review',
    test: ({ answer, settings }) => answer.confidence < settings.confidence_threshold,
  },
  {
    policy: 'model.handling.human_review',
    code: 'HUMAN_REVIEW_RECOMMENDED',
    effect: 'review',
    test: ({ answer }) => answer.handling === 'human_review',
  },
  {
    policy: 'model.handling.reject',
    code: 'REJECT_RECOMMENDED',
    effect: 'deny',
    test: ({ answer, settings }) => {
      if (answer.handling !== 'reject') return false;
      // Policy v2: a reject the model is unsure of goes to a person instead.
      if (settings.policy_version === 'v2' && answer.confidence < settings.confidence_threshold) {
        return { matched: true, effect: 'review', code: 'LOW_CONFIDENCE_REJECT' };
      }
      return true;
    },
  },
  {
    policy: 'model.handling.more_information',
    code: 'MORE_INFORMATION_NEEDED',
    effect: 'more_information',
    test: ({ answer }) => answer.handling === 'more_information',
  },
];

export function evaluateModelAnswer(answer: ModelAnswer, settings: EnvSettings): PolicyResult[] {
  return run(ON_MODEL_ANSWER, { answer, settings });
}

export function outcomeOf(results: PolicyResult[]): Outcome {
  return results.filter((r) => r.matched).reduce<Outcome>((acc, r) => strongest(acc, r.effect), 'allow');
}
