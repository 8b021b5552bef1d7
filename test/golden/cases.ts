// The golden table: request + environment (settings, registered agents, added action types) + scripted model
// answer → decision, reason codes, missing fields, and how many model calls were made. Data only; the
// runner is test/integration/golden.test.ts. Every reason code of the policy issue appears in at least one
// case whose exact reason-code set would change without its rule.

import { answer, type Script } from '../helpers/model-stub';

type Outcome = 'allow' | 'review' | 'deny' | 'more_information';

export interface GoldenCase {
  name: string;
  request: { action: Record<string, unknown>; actor: Record<string, unknown>; context?: unknown; options?: Record<string, unknown> };
  settings?: string[];
  agents?: { name: string; types: string[] }[];
  types?: { type: string; categories: string[]; synonyms?: string[] }[];
  /** The scripted model (default: a calm answer); 'builtin' uses the offline model instead of the stub. */
  model?: Script | Script[] | 'builtin';
  provider?: 'openai' | 'anthropic';
  expect: {
    decision: Outcome;
    reason_codes: string[];
    missing?: string[];
    /** Model calls the stub received for this case (not checked for builtin). */
    calls: number;
    /** Rules that matched with effect allow (noted, not enforced). */
    noted?: string[];
  };
}

const say = (over: Parameters<typeof answer>[0]): Script => ({ kind: 'answer', answer: answer(over) });
const sem = (semantic: Record<string, number>, rest: Omit<NonNullable<Parameters<typeof answer>[0]>, 'semantic'> = {}) => say({ semantic, ...rest });

const act = (type: string, extra: Record<string, unknown> = {}, actor: Record<string, unknown> = {}) => ({
  action: { type, target: 'order_1042', description: `${type.replace(/_/g, ' ')} for order_1042 as the customer asked`, ...extra },
  actor: { name: 'support-bot', ...actor },
});
const refund = (amount: number | null | undefined, actor: Record<string, unknown> = {}) =>
  act('refund', amount === undefined ? { currency: 'EUR' } : { amount, currency: 'EUR' }, actor);

const c = (name: string, request: GoldenCase['request'], expect: GoldenCase['expect'], more: Partial<GoldenCase> = {}): GoldenCase => ({
  name,
  request,
  expect,
  ...more,
});

const ALLOW: GoldenCase['expect'] = { decision: 'allow', reason_codes: [], calls: 1 };
const stopped = (decision: Outcome, ...reason_codes: string[]) => ({ decision, reason_codes, calls: 0 });
const asked = (decision: Outcome, ...reason_codes: string[]) => ({ decision, reason_codes, calls: 1 });
const AMOUNT = ['action.amount'];

export const GOLDEN_CASES: GoldenCase[] = [
  // ---- facts: amounts and limits
  c('refund without amount', refund(null), { ...stopped('more_information', 'MISSING_AMOUNT'), missing: AMOUNT }),
  c('refund with the amount left out', refund(undefined), { ...stopped('more_information', 'MISSING_AMOUNT'), missing: AMOUNT }),
  c('transfer without amount', act('transfer', { amount: null }), { ...stopped('more_information', 'MISSING_AMOUNT'), missing: AMOUNT }),
  c('payout without amount', act('payout'), { ...stopped('more_information', 'MISSING_AMOUNT'), missing: AMOUNT }),
  c('withdrawal without amount', act('withdrawal'), { ...stopped('more_information', 'MISSING_AMOUNT'), missing: AMOUNT }),
  c('small refund, calm model', refund(40), ALLOW),
  c('refund of zero', refund(0), ALLOW),
  c('refund just above the default limit', refund(500.01), asked('review', 'HIGH_VALUE_REFUND')),
  c('refund at the default limit', refund(500), ALLOW),
  c('refund above a lowered limit', refund(120), asked('review', 'HIGH_VALUE_REFUND'), { settings: ['refund_review_limit=100'] }),
  c('refund below a raised limit', refund(900), ALLOW, { settings: ['refund_review_limit=1000'] }),
  c('large transfer is no refund', act('transfer', { amount: 25000, currency: 'EUR' }), ALLOW),
  c('large charge is no refund', act('charge', { amount: 9000, currency: 'USD' }), ALLOW),

  // ---- facts: action-type categories
  c('delete_records', act('delete_records'), asked('review', 'DESTRUCTIVE_ACTION_TYPE')),
  c('purge', act('purge'), asked('review', 'DESTRUCTIVE_ACTION_TYPE')),
  c('delete_account', act('delete_account'), asked('review', 'DESTRUCTIVE_ACTION_TYPE')),
  c('change_bank_details', act('change_bank_details'), asked('review', 'SENSITIVE_ACTION_TYPE', 'BANK_DETAILS_CHANGE')),
  c('reset_credentials', act('reset_credentials'), asked('review', 'SENSITIVE_ACTION_TYPE')),
  c('grant_access', act('grant_access'), asked('review', 'SENSITIVE_ACTION_TYPE')),
  c('export_data', act('export_data'), asked('review', 'EXFILTRATION_ACTION_TYPE')),
  c('share_externally', act('share_externally'), asked('review', 'EXFILTRATION_ACTION_TYPE')),
  c('send_message is only communication', act('send_message'), ALLOW),
  // A type outside the registry is a tool call, decided on what it does: a change nobody can be seen to have
  // asked for (no user request in the context) goes to a person.
  c('a type outside the registry is a tool call: an unexplained change is reviewed', act('water_plants'), asked('review', 'UNREQUESTED_ACTION')),

  // ---- facts: operator-added types
  c('added money-moving type needs an amount', act('issue_credit'), { ...stopped('more_information', 'MISSING_AMOUNT'), missing: AMOUNT }, {
    types: [{ type: 'issue_credit', categories: ['money_movement', 'refund'] }],
  }),
  c('added refund-like type above the limit', act('issue_credit', { amount: 900, currency: 'EUR' }), asked('review', 'HIGH_VALUE_REFUND'), {
    types: [{ type: 'issue_credit', categories: ['money_movement', 'refund'] }],
  }),
  c('added destructive type', act('archive_tenant'), asked('review', 'DESTRUCTIVE_ACTION_TYPE'), {
    types: [{ type: 'archive_tenant', categories: ['destructive'] }],
  }),
  c('built-in type widened by the operator', act('send_email'), asked('review', 'EXFILTRATION_ACTION_TYPE'), {
    types: [{ type: 'send_email', categories: ['exfiltration'] }],
  }),

  // ---- facts: permissions and registered agents
  c('declared permissions forbid', refund(5, { permissions: ['send_message'] }), stopped('deny', 'ACTION_NOT_PERMITTED')),
  c('declared permissions that include the type', refund(5, { permissions: ['refund'] }), ALLOW),
  c('empty declared permissions forbid everything', act('send_message', {}, { permissions: [] }), stopped('deny', 'ACTION_NOT_PERMITTED')),
  c('forbidden and missing amount together', refund(null, { permissions: ['send_message'] }), {
    ...stopped('deny', 'ACTION_NOT_PERMITTED', 'MISSING_AMOUNT'),
    missing: AMOUNT,
  }),
  c('enforce: unknown agent', refund(5, { name: 'intruder', permissions: ['refund'] }), stopped('deny', 'AGENT_UNKNOWN'), {
    settings: ['agents_mode=enforce'],
    agents: [{ name: 'support-bot', types: ['refund'] }],
  }),
  c('enforce with nobody registered denies everyone', refund(5), stopped('deny', 'AGENT_UNKNOWN'), { settings: ['agents_mode=enforce'] }),
  c('enforce: registered agent, type not granted', act('transfer', { amount: 5, currency: 'EUR' }), stopped('deny', 'AGENT_NOT_PERMITTED'), {
    settings: ['agents_mode=enforce'],
    agents: [{ name: 'support-bot', types: ['refund'] }],
  }),
  c(
    'enforce: declared permissions grant nothing',
    act('delete_records', {}, { permissions: ['refund', 'delete_records'] }),
    stopped('deny', 'AGENT_NOT_PERMITTED', 'DESTRUCTIVE_ACTION_TYPE'),
    { settings: ['agents_mode=enforce'], agents: [{ name: 'support-bot', types: ['refund'] }] },
  ),
  c('enforce: registered and granted', refund(5), ALLOW, { settings: ['agents_mode=enforce'], agents: [{ name: 'support-bot', types: ['refund'] }] }),
  c('record: unknown agent is noted, not denied', refund(5, { name: 'newcomer' }), { ...ALLOW, noted: ['AGENT_UNKNOWN'] }, {
    settings: ['agents_mode=record'],
    agents: [{ name: 'support-bot', types: ['refund'] }],
  }),
  c('record: type not granted is noted', act('transfer', { amount: 5, currency: 'EUR' }), { ...ALLOW, noted: ['AGENT_NOT_PERMITTED'] }, {
    settings: ['agents_mode=record'],
    agents: [{ name: 'support-bot', types: ['refund'] }],
  }),
  c('record: declared permissions still forbid', refund(5, { permissions: ['send_message'] }), stopped('deny', 'ACTION_NOT_PERMITTED'), {
    settings: ['agents_mode=record'],
    agents: [{ name: 'support-bot', types: ['refund'] }],
  }),
  c('off: registered agents are ignored', refund(5, { name: 'stranger' }), ALLOW, { agents: [{ name: 'support-bot', types: ['send_message'] }] }),

  // ---- facts: caps and evidence size
  c('daily cap reached', refund(5), stopped('review', 'RATE_LIMITED'), { settings: ['daily_cap=0'] }),
  c('daily cap reached, destructive type', act('delete_records'), stopped('review', 'RATE_LIMITED', 'DESTRUCTIVE_ACTION_TYPE'), { settings: ['daily_cap=0'] }),
  c('daily cap reached, deny stays deny', refund(5, { permissions: [] }), stopped('deny', 'ACTION_NOT_PERMITTED', 'RATE_LIMITED'), { settings: ['daily_cap=0'] }),
  c('monthly model budget reached', refund(5), stopped('review', 'COST_CAP_REACHED'), { settings: ['monthly_budget=0'] }),
  c('budget not spent when no model is wanted', refund(null), { ...stopped('more_information', 'MISSING_AMOUNT'), missing: AMOUNT }, {
    settings: ['monthly_budget=0'],
  }),
  c('context above max_context_bytes', { ...refund(5), context: { notes: 'x'.repeat(200) } }, stopped('review', 'EVIDENCE_TOO_LARGE'), {
    settings: ['max_context_bytes=100'],
  }),
  c('context at max_context_bytes', { ...refund(5), context: 'x'.repeat(98) }, ALLOW, { settings: ['max_context_bytes=100'] }),

  // ---- rules on model answers
  c('fraud at the deny threshold', refund(40), asked('deny', 'FRAUD_INDICATORS'), { model: sem({ fraud_indicators: 0.8 }) }),
  c('fraud at the review threshold', refund(40), asked('review', 'FRAUD_INDICATORS'), { model: sem({ fraud_indicators: 0.5 }) }),
  c('fraud just below review', refund(40), ALLOW, { model: sem({ fraud_indicators: 0.49 }) }),
  c('exfiltration, deny', act('send_email'), asked('deny', 'DATA_EXFILTRATION'), { model: sem({ data_exfiltration_risk: 0.92 }) }),
  c('exfiltration, review', act('send_email'), asked('review', 'DATA_EXFILTRATION'), { model: sem({ data_exfiltration_risk: 0.6 }) }),
  c('data loss, deny', act('update_record'), asked('deny', 'DATA_LOSS_RISK'), { model: sem({ data_loss_risk: 0.85 }) }),
  c('data loss, review', act('update_record'), asked('review', 'DATA_LOSS_RISK'), { model: sem({ data_loss_risk: 0.55 }) }),
  c('irreversible and wide', act('deploy'), asked('review', 'IRREVERSIBLE_HIGH_IMPACT'), { model: sem({ action_reversible: 0.2, blast_radius: 0.7 }) }),
  c('irreversible and wide, at both thresholds', act('deploy'), asked('review', 'IRREVERSIBLE_HIGH_IMPACT'), {
    model: sem({ action_reversible: 0.3, blast_radius: 0.6 }),
  }),
  c('wide but reversible enough', act('deploy'), ALLOW, { model: sem({ action_reversible: 0.31, blast_radius: 0.95 }) }),
  c('irreversible but narrow', act('deploy'), ALLOW, { model: sem({ action_reversible: 0, blast_radius: 0.59 }) }),
  c('evidence insufficient', refund(40), asked('review', 'EVIDENCE_INSUFFICIENT'), { model: sem({ evidence_supports_action: 0.3 }) }),
  c('evidence at the threshold', refund(40), ALLOW, { model: sem({ evidence_supports_action: 0.5 }) }),
  c('human review required', refund(40), asked('review', 'HUMAN_REVIEW_REQUIRED'), { model: sem({ human_review_required: 0.5 }) }),
  c('low confidence', refund(40), asked('review', 'LOW_CONFIDENCE'), { model: say({ confidence: 0.59 }) }),
  c('confidence at the threshold', refund(40), ALLOW, { model: say({ confidence: 0.6 }) }),
  c('model recommends human review', refund(40), asked('review', 'HUMAN_REVIEW_RECOMMENDED'), { model: say({ handling: 'human_review' }) }),
  c('model recommends reject', refund(40), asked('deny', 'REJECT_RECOMMENDED'), { model: say({ handling: 'reject' }) }),
  c('model needs more information', refund(40), asked('more_information', 'MORE_INFORMATION_NEEDED'), { model: say({ handling: 'more_information' }) }),
  c('v1: an unsure reject is still a deny', refund(40), asked('deny', 'REJECT_RECOMMENDED', 'LOW_CONFIDENCE'), {
    model: say({ handling: 'reject', confidence: 0.4 }),
  }),
  c('v2: an unsure reject goes to a person', refund(40), asked('review', 'LOW_CONFIDENCE', 'LOW_CONFIDENCE_REJECT'), {
    settings: ['policy_version=v2'],
    model: say({ handling: 'reject', confidence: 0.4 }),
  }),
  c('v2: a sure reject is a deny', refund(40), asked('deny', 'REJECT_RECOMMENDED'), {
    settings: ['policy_version=v2'],
    model: say({ handling: 'reject', confidence: 0.9 }),
  }),
  c('several model rules at once', act('send_email'), asked('deny', 'FRAUD_INDICATORS', 'DATA_EXFILTRATION', 'REJECT_RECOMMENDED'), {
    model: sem({ fraud_indicators: 0.9, data_exfiltration_risk: 0.6 }, { handling: 'reject' }),
  }),
  c('deny beats more_information', refund(40), asked('deny', 'FRAUD_INDICATORS', 'MORE_INFORMATION_NEEDED'), {
    model: sem({ fraud_indicators: 0.9 }, { handling: 'more_information' }),
  }),
  c('more_information beats review', refund(600), asked('more_information', 'HIGH_VALUE_REFUND', 'MORE_INFORMATION_NEEDED'), {
    model: say({ handling: 'more_information' }),
  }),
  c('category rule and model reject together', act('delete_records'), asked('deny', 'DESTRUCTIVE_ACTION_TYPE', 'REJECT_RECOMMENDED'), {
    model: say({ handling: 'reject' }),
  }),

  // ---- thresholds are per environment
  c('raised confidence threshold', refund(40), asked('review', 'LOW_CONFIDENCE'), { settings: ['confidence_threshold=0.95'], model: say({ confidence: 0.9 }) }),
  c('raised deny threshold', refund(40), asked('review', 'FRAUD_INDICATORS'), { settings: ['risk_deny_threshold=0.95'], model: sem({ fraud_indicators: 0.9 }) }),
  c('lowered review threshold', refund(40), asked('review', 'DATA_LOSS_RISK'), { settings: ['risk_review_threshold=0.2'], model: sem({ data_loss_risk: 0.25 }) }),
  c('lowered evidence threshold', refund(40), ALLOW, { settings: ['evidence_threshold=0.2'], model: sem({ evidence_supports_action: 0.3 }) }),
  c('raised human review threshold', refund(40), ALLOW, { settings: ['human_review_threshold=0.9'], model: sem({ human_review_required: 0.6 }) }),
  c('raised blast radius threshold', act('deploy'), ALLOW, { settings: ['blast_radius_threshold=0.9'], model: sem({ action_reversible: 0.1, blast_radius: 0.7 }) }),
  c('raised irreversibility threshold', act('deploy'), asked('review', 'IRREVERSIBLE_HIGH_IMPACT'), {
    settings: ['irreversible_threshold=0.5'],
    model: sem({ action_reversible: 0.4, blast_radius: 0.7 }),
  }),

  // ---- fail closed
  c('model answers HTTP 500', refund(40), asked('review', 'PROVIDER_UNAVAILABLE'), { model: { kind: 'status', status: 500 } }),
  c('model never answers', refund(40), asked('review', 'PROVIDER_UNAVAILABLE'), { model: { kind: 'hang' } }),
  c('model answers late', refund(40), asked('review', 'PROVIDER_UNAVAILABLE'), { model: { kind: 'answer', answer: answer(), delayMs: 1600 } }),
  c('model answers out of range', refund(40), asked('review', 'PROVIDER_UNAVAILABLE'), { model: sem({ blast_radius: 2 }) }),
  c('model failure keeps the facts', act('delete_records'), asked('review', 'DESTRUCTIVE_ACTION_TYPE', 'PROVIDER_UNAVAILABLE'), {
    model: { kind: 'status', status: 503 },
  }),
  c('model failure never lowers a deny', refund(5, { permissions: [] }), stopped('deny', 'ACTION_NOT_PERMITTED'), { model: { kind: 'hang' } }),

  // ---- the Anthropic wire format and deep mode
  c('anthropic: calm answer', refund(40), ALLOW, { provider: 'anthropic' }),
  c('anthropic: fraud', refund(40), asked('deny', 'FRAUD_INDICATORS'), { provider: 'anthropic', model: sem({ fraud_indicators: 0.95 }) }),
  c('anthropic: refusal', refund(40), asked('review', 'PROVIDER_UNAVAILABLE'), { provider: 'anthropic', model: { kind: 'refusal' } }),
  c('deep: unanimous', { ...refund(40), options: { mode: 'deep' } }, { ...ALLOW, calls: 3 }),
  c('deep: three-way split', { ...refund(40), options: { mode: 'deep' } }, { decision: 'deny', reason_codes: ['LOW_CONFIDENCE', 'REJECT_RECOMMENDED'], calls: 3 }, {
    model: [say({ handling: 'proceed' }), say({ handling: 'human_review' }), say({ handling: 'reject' })],
  }),
  c('deep v2: three-way split goes to a person', { ...refund(40), options: { mode: 'deep' } }, {
    decision: 'review',
    reason_codes: ['LOW_CONFIDENCE', 'LOW_CONFIDENCE_REJECT'],
    calls: 3,
  }, { settings: ['policy_version=v2'], model: [say({ handling: 'reject' }), say({ handling: 'proceed' }), say({ handling: 'human_review' })] }),
  c('deep: three calls no longer fit the budget', { ...refund(40), options: { mode: 'deep' } }, stopped('review', 'COST_CAP_REACHED'), {
    settings: ['monthly_budget=2'],
  }),
  c('deep: three calls fit the budget exactly', { ...refund(40), options: { mode: 'deep' } }, { ...ALLOW, calls: 3 }, { settings: ['monthly_budget=3'] }),
  c('deep: anthropic majority', { ...refund(40), options: { mode: 'deep' } }, { decision: 'review', reason_codes: ['HUMAN_REVIEW_RECOMMENDED'], calls: 3 }, {
    provider: 'anthropic',
    model: [say({ handling: 'human_review' }), say({ handling: 'proceed' }), say({ handling: 'human_review' })],
  }),

  // ---- the builtin model (offline)
  c('builtin: a missing amount is still a fact', refund(null), { ...stopped('more_information', 'MISSING_AMOUNT'), missing: AMOUNT }, { model: 'builtin' }),
  c('builtin: a plain small refund', refund(40), ALLOW, { model: 'builtin' }),
];
