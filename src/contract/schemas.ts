// The contract's schemas, written once. The validator compiles them and the OpenAPI document embeds them,
// so what the code checks and what the document promises cannot drift apart.

import { IMPORT_FORMATS, TOOL_SOURCES } from './tools';
import { EFFECT_CLASSES, TOOL_CALL_SHAPES } from './tools';

export const CONTRACT_VERSION = '0.9.0';

export const REASON_CODES = [
  'ACTION_NOT_PERMITTED',
  'AGENT_UNKNOWN',
  'AGENT_NOT_PERMITTED',
  'RATE_LIMITED',
  'COST_CAP_REACHED',
  'EVIDENCE_TOO_LARGE',
  'MISSING_AMOUNT',
  'HIGH_VALUE_REFUND',
  'DESTRUCTIVE_ACTION_TYPE',
  'SENSITIVE_ACTION_TYPE',
  'EXFILTRATION_ACTION_TYPE',
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
  'LOW_CONFIDENCE_REJECT',
  'PROVIDER_UNAVAILABLE',
  'INTAKE_UNAVAILABLE',
  'MISSING_ACTION_TYPE',
  'MISSING_ACTOR',
  'MISSING_TARGET',
  'UNREGISTERED_ACTION',
  'CONTRADICTORY_INPUT',
  'INJECTION_SUSPECTED',
  // Tool calls (added in 0.4.0): the call's effects, whether the user asked for it, and its risk facts.
  'READ_ONLY',
  'TOOL_REVIEW_REQUIRED',
  'UNREQUESTED_ACTION',
  'UNKNOWN_WRITE_TOOL',
  'RULE_ERROR',
  // Risk facts of a tool call's arguments and history (src/toolcall/facts/codes.ts; added in 0.4.0).
  'SHELL_DESTRUCTIVE',
  'SHELL_DOWNLOAD_EXECUTE',
  'SHELL_REVERSE_SHELL',
  'SHELL_PERMISSION_WEAKENING',
  'SHELL_CREDENTIAL_ACCESS',
  'SQL_DESTRUCTIVE',
  'SQL_UNBOUNDED_WRITE',
  'SQL_PRIVILEGE_CHANGE',
  'SYSTEM_PATH',
  'CREDENTIAL_PATH',
  'EXTERNAL_RECIPIENT',
  'LOOKALIKE_DOMAIN',
  'SECRET_EXFILTRATION',
  'PERSONAL_DATA_DISCLOSURE',
  'SECRET_IN_OUTGOING_CALL',
  'NEW_PAYEE',
  'PAYEE_BANK_DETAILS_CHANGED',
  'BANK_DETAILS_CHANGE',
  'HIDDEN_INSTRUCTIONS',
  'BROAD_SCOPE',
  'PRIVILEGE_ESCALATION',
  'SECURITY_WEAKENING',
  'OWN_DOMAIN_BLOCKED',
  'REQUEST_WITHDRAWN',
  'ENVIRONMENT_MISMATCH',
  'SENSITIVE_FIELDS',
  'AMOUNT_NOT_REQUESTED',
  'SQL_EXFILTRATION',
  'RECIPIENT_NOT_REQUESTED',
  'ACTIVE_CONTENT',
  'UNSAFE_SETPOINT',
  'SAFETY_SYSTEM_DISABLED',
  // Added in 0.5.0.
  'PACKAGE_TYPOSQUAT',
  // Added in 0.6.0.
  'UNDECLARED_TOOL',
  'OFF_TASK_TOOL',
  'INJECTED_USER_INSTRUCTION',
  'HARMFUL_MALWARE',
  'HARMFUL_PHISHING',
  'HARMFUL_HARASSMENT',
  'HARMFUL_HATE',
  'HARMFUL_SEXUAL_MINORS',
  'HARMFUL_WEAPONS',
  'HARMFUL_DRUGS',
  'HARMFUL_DISINFORMATION',
  'HARMFUL_COPYRIGHT',
  // Added in 0.7.0.
  'UNDERSPECIFIED_TASK',
  'HARMFUL_FRAUD',
  'HARMFUL_SEXUAL_EXPLOITATION',
  // Session and window rules (0.7.0).
  'WINDOW_LIMIT_EXCEEDED',
  'UNTRUSTED_OUTPUT_FOLLOWED',
  'PAYEE_CHANGED_RECENTLY',
  // Added in 0.9.0.
  'SUSPICIOUS_DOMAIN',
  'HARMFUL_VIOLENCE',
  'HARMFUL_SELF_HARM',
  'HARMFUL_CONTENT_SUSPECTED',
  'DUPLICATE_PAYMENT',
  'UNAPPROVED_PAYMENT',
] as const;

export const SEMANTIC_KEYS = [
  'evidence_supports_action',
  'action_reversible',
  'human_review_required',
  'fraud_indicators',
  'data_exfiltration_risk',
  'data_loss_risk',
  'financial_impact',
  'blast_radius',
] as const;

export const RISK_KEYS = ['financial', 'fraud', 'data_loss', 'security', 'overall'] as const;

export const DECISION_VALUES = ['allow', 'review', 'deny', 'more_information'] as const;
export const REVIEW_OUTCOMES = ['approved', 'denied', 'changed'] as const;
export const REVIEW_CHANNELS = ['api', 'mail', 'console'] as const;
/** The approval webhook events (approval.revoked added in 0.6.0). */
export const WEBHOOK_EVENT_TYPES = ['approval.requested', 'approval.resolved', 'approval.expired', 'approval.revoked'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'denied', 'changed', 'expired'] as const;
/** At most this many verdicts are listed in a record's review_history (the latest ones). */
export const REVIEW_HISTORY_LIMIT = 100;
/** The longest window an agreement report covers. */
export const REPORT_MAX_DAYS = 400;
/** The window an agreement report covers when neither end is given. */
export const REPORT_DEFAULT_DAYS = 30;

const unit = { type: 'number', minimum: 0, maximum: 1 } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

function scores(keys: readonly string[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(keys.map((k) => [k, unit])),
    required: [...keys],
    additionalProperties: unit,
  };
}

const argName = {
  type: ['string', 'null'],
  maxLength: 128,
  pattern: '^[A-Za-z0-9_$@:-]+(\\.[A-Za-z0-9_$@:-]+)*$',
  description: 'An argument name; dots for a nested one (payment.amount).',
} as const;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const count = () => ({ type: 'integer', minimum: 0 }) as const;
const rate = () =>
  ({
    type: ['number', 'null'],
    minimum: 0,
    maximum: 1,
    description: 'agreed / (agreed + disagreed), rounded to 4 decimals; null when there is nothing to compare.',
  }) as const;

export const schemas = {
  EvaluateRequest: {
    type: 'object',
    description: 'A version-1 request: one proposed action.',
    properties: {
      action: ref('Action'),
      actor: ref('Actor'),
      context: {
        description:
          'What the agent knows; reaches the decision model as prepared evidence. As an object it may name the session the call belongs to in session_id (added in 0.7.0): the session and window rules count and follow calls by it.',
        type: ['object', 'array', 'string', 'null'],
        properties: {
          session_id: {
            type: 'string',
            minLength: 1,
            maxLength: 128,
            pattern: '^[\\x21-\\x7e]+$',
            description: 'The agent session this call belongs to (printable ASCII, no spaces; the MCP gateway sets one per client session, the SDK guards one per run). Added in 0.7.0.',
          },
        },
        additionalProperties: true,
        default: null,
      },
      options: ref('Options'),
    },
    required: ['action', 'actor'],
    additionalProperties: false,
  },
  Action: {
    type: 'object',
    properties: {
      type: { type: 'string', pattern: '^[a-z][a-z0-9_.:-]{0,63}$', description: "The caller's own vocabulary, lower case." },
      amount: { type: ['number', 'null'], minimum: 0, default: null, description: 'The amount moved.' },
      currency: { type: ['string', 'null'], pattern: '^[A-Z]{3}$', default: null, description: 'ISO 4217 code.' },
      description: { type: ['string', 'null'], maxLength: 2000, default: null },
      parameters: { type: ['object', 'null'], default: null },
      target: { type: ['string', 'null'], maxLength: 256, default: null, description: 'The record the action is about.' },
    },
    required: ['type'],
    additionalProperties: false,
  },
  Actor: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 128 },
      type: { type: 'string', enum: ['ai_agent', 'human', 'system'], default: 'ai_agent' },
      permissions: {
        type: 'array',
        items: { type: 'string' },
        maxItems: 256,
        description: 'A declaration, not authorisation. On an environment with registered agents the stored list decides.',
      },
    },
    required: ['name'],
    additionalProperties: false,
  },
  Options: {
    type: 'object',
    properties: {
      language: { type: 'string', pattern: '^(auto|[a-z]{2})$', default: 'auto' },
      mode: { type: 'string', enum: ['standard', 'deep'], default: 'standard' },
    },
    additionalProperties: false,
  },
  PolicyResult: {
    type: 'object',
    properties: {
      policy: { type: 'string' },
      matched: { type: 'boolean' },
      effect: { type: 'string', enum: [...DECISION_VALUES] },
      reason_code: { type: 'string' },
      missing: { type: 'array', items: { type: 'string' } },
      detail: {
        type: 'string',
        description: 'What the rule found, in a few words (tool-call rules: the effect classes and why, a risk fact). Added in 0.4.0.',
      },
      running: {
        type: 'number',
        description:
          'Session and window rules (window_limits.N, sequence_rules.N): the running value the rule saw before this call, in its scope and window: the sum of amounts, the count of calls, or the count of earlier calls the sequence follows. Added in 0.7.0.',
      },
    },
    required: ['policy', 'matched', 'effect', 'reason_code'],
  },
  MissingDetail: {
    type: 'object',
    properties: { field: { type: 'string' }, reason: { type: 'string' } },
    required: ['field', 'reason'],
  },
  ActionSummary: {
    type: 'object',
    description:
      "How the proposal was understood: on the structured path the caller's type; on the intake path the identified type and its confidence, and the amount, currency and target as read (null where not found).",
    properties: {
      type: { type: ['string', 'null'] },
      identified: { type: 'boolean', default: true },
      confidence: { ...unit, default: 1.0 },
      amount: { type: ['number', 'null'], minimum: 0, default: null, description: 'The amount as understood (added in 0.2.0).' },
      currency: { type: ['string', 'null'], pattern: '^[A-Z]{3}$', default: null, description: 'ISO 4217 code as understood (added in 0.2.0).' },
      target: { type: ['string', 'null'], default: null, description: 'The record the action is about, as understood (added in 0.2.0).' },
      effects: {
        type: 'array',
        items: { type: 'string', enum: [...EFFECT_CLASSES] },
        default: [],
        description:
          'What the action does, computed in code from the tool name, description, arguments and the environment\'s tool catalogue (added in 0.4.0). `read` alone means it only reads.',
      },
      tool_call: {
        oneOf: [
          {
            type: 'object',
            properties: {
              shape: { type: 'string', enum: [...TOOL_CALL_SHAPES], description: 'The shape the call arrived in.' },
              index: { type: 'integer', minimum: 0, description: 'Which call of the input was decided on (0-based): the riskiest of a batch.' },
              count: { type: 'integer', minimum: 1, description: 'How many calls the input proposed.' },
              id: { type: ['string', 'null'], description: "The caller's id of the call, when it had one." },
            },
            required: ['shape', 'index', 'count', 'id'],
          },
          { type: 'null' },
        ],
        default: null,
        description: 'For a tool call: which call was decided on (added in 0.4.0). Null for an action of the registry.',
      },
    },
    required: ['type'],
  },
  IntakeSummary: {
    type: 'object',
    properties: {
      path: { type: 'string', enum: ['structured', 'intake'], default: 'structured' },
      version: { type: 'string', default: 'v1' },
      input_quality: { type: 'object', additionalProperties: { type: 'number' } },
      contradictions: { type: 'array', items: { type: 'string' } },
    },
  },
  Review: {
    type: 'object',
    properties: {
      decision_id: { type: 'string' },
      outcome: { type: 'string', enum: [...REVIEW_OUTCOMES] },
      reviewer: { type: 'string', minLength: 1, maxLength: 256 },
      created_at: dateTime,
      note: { type: ['string', 'null'], maxLength: 2000, default: null },
      channel: {
        type: 'string',
        enum: [...REVIEW_CHANNELS],
        description:
          'Where the verdict came from: api (POST /v1/decisions/{decision_id}/review), mail (a reply to the daily digest) or console (the operator console). Added in 0.3.0.',
      },
    },
    required: ['decision_id', 'outcome', 'reviewer', 'created_at', 'channel'],
  },
  Approval: {
    type: 'object',
    description:
      'The approval a review decision opens when the environment has approvals on (added in 0.5.0): pending until a verdict resolves it (approved, denied or changed: the verdict\'s outcome, from any channel) or it expires at expires_at (expired counts as denied; a verdict after that does not change it). Since 0.6.0 it follows a later verdict towards no: an approved approval is revoked by a later denied or changed verdict (status becomes that outcome, with its channel and time; webhook approval.revoked), while a denied, changed or expired one stays so whatever comes after. Wait for it with GET /v1/decisions/{decision_id}?wait=N.',
    properties: {
      status: { type: 'string', enum: [...APPROVAL_STATUSES] },
      expires_at: dateTime,
      decided_at: { oneOf: [dateTime, { type: 'null' }], description: 'When a verdict resolved it or when it expired; null while pending.' },
      channel: { oneOf: [{ type: 'string', enum: [...REVIEW_CHANNELS] }, { type: 'null' }], description: "The resolving verdict's channel; null while pending and when expired." },
    },
    required: ['status', 'expires_at', 'decided_at', 'channel'],
    additionalProperties: false,
  },
  WebhookEvent: {
    type: 'object',
    description:
      'The body of an approval webhook (added in 0.5.0; approval.revoked in 0.6.0). No request content is ever sent: only the decision id, its action type and the approval.',
    properties: {
      type: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] },
      timestamp: { ...dateTime, description: 'When the event happened (the same on every retry).' },
      data: {
        type: 'object',
        properties: {
          decision_id: { type: 'string', pattern: '^dec_[0-9A-Z]{26}$' },
          action_type: { type: ['string', 'null'] },
          status: { type: 'string', enum: [...APPROVAL_STATUSES] },
          expires_at: dateTime,
          decided_at: { oneOf: [dateTime, { type: 'null' }] },
          channel: { oneOf: [{ type: 'string', enum: [...REVIEW_CHANNELS] }, { type: 'null' }] },
        },
        required: ['decision_id', 'action_type', 'status', 'expires_at', 'decided_at', 'channel'],
        additionalProperties: false,
      },
    },
    required: ['type', 'timestamp', 'data'],
    additionalProperties: false,
  },
  Decision: {
    type: 'object',
    properties: {
      decision_id: { type: 'string', pattern: '^dec_[0-9A-Z]{26}$', description: 'dec_ followed by a ULID (time-sortable).' },
      decision: { type: 'string', enum: [...DECISION_VALUES] },
      confidence: unit,
      reason_codes: { type: 'array', items: { type: 'string' } },
      risk: scores(RISK_KEYS),
      semantic: scores(SEMANTIC_KEYS),
      policy_results: { type: 'array', items: ref('PolicyResult') },
      language: { type: 'string' },
      latency_ms: { type: 'integer', minimum: 0 },
      created_at: dateTime,
      missing: { type: 'array', items: { type: 'string' } },
      missing_details: { type: 'array', items: ref('MissingDetail') },
      policy_version: { type: 'string', default: 'v1' },
      action: { oneOf: [ref('ActionSummary'), { type: 'null' }], default: null },
      action_hash: {
        type: ['string', 'null'],
        pattern: '^sha256:[0-9a-f]{64}$',
        description:
          '"sha256:" + lowercase hex of the RFC 8785 (JCS) canonical JSON of the action as understood: {type, amount, currency, target, parameters}, each null when absent; type, amount, currency and target as in `action`, parameters the request\'s action.parameters or the tool call\'s arguments (null when absent or empty, and for text read by Intake). Same action, same hash, on either path. Kept with the record under every retention mode. Null only for decisions recorded before 0.5.0 (added in 0.5.0).',
      },
      receipt: {
        type: ['string', 'null'],
        description:
          'A compact JWS (alg EdDSA, Ed25519; typ gatehouse-receipt+jwt; kid in the protected header) over {decision_id, decision, approval_status, action_hash, org, env, policy_version, iat, exp}, signed with the environment\'s receipt key when this answer was made (so GET returns a fresh one over the decision as it stands). Valid for 30 days unless configured (GATEHOUSE_RECEIPT_TTL_S). Verify offline against the keys of its environment, GET /v1/receipts/{org}/{env}/jwks.json with the receipt\'s org and env claims (added in 0.6.0), or GET /v1/receipts/keys?kid=…: it permits the action only when decision is allow or approval_status is approved, and only the action whose canonical hash is action_hash. Null when it could not be signed (a receipt key unreadable); null permits nothing (added in 0.5.0).',
      },
      intake: { oneOf: [ref('IntakeSummary'), { type: 'null' }], default: null },
      review: { oneOf: [ref('Review'), { type: 'null' }], default: null },
      approval: {
        oneOf: [ref('Approval'), { type: 'null' }],
        default: null,
        description: 'The approval of a review decision in an environment with approvals on; null otherwise. Added in 0.5.0.',
      },
      review_history: {
        type: 'array',
        items: ref('Review'),
        maxItems: REVIEW_HISTORY_LIMIT,
        description: `Every verdict recorded for the decision, oldest first; the last one is \`review\`. Empty before the first verdict; the latest ${REVIEW_HISTORY_LIMIT} when there are more. Present on GET /v1/decisions/{decision_id} only, never in an evaluation answer. Added in 0.3.0.`,
      },
    },
    required: [
      'decision_id',
      'decision',
      'confidence',
      'reason_codes',
      'risk',
      'semantic',
      'policy_results',
      'language',
      'latency_ms',
      'created_at',
      'action_hash',
      'receipt',
    ],
  },
  ReceiptKeySet: {
    type: 'object',
    description: 'A JSON Web Key Set (RFC 7517) of receipt keys: the public Ed25519 keys still published, those asked for by kid or an environment\'s (added in 0.5.0).',
    properties: {
      keys: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            kty: { type: 'string', const: 'OKP' },
            crv: { type: 'string', const: 'Ed25519' },
            x: { type: 'string', description: 'The public key, base64url.' },
            kid: { type: 'string', pattern: '^rk_[0-9a-z]{26}$', description: 'A random id; the kid of the receipts it signs.' },
            alg: { type: 'string', const: 'EdDSA' },
            use: { type: 'string', const: 'sig' },
            org: { type: 'string', description: 'The organisation (slug) whose receipts the key signs.' },
            env: { type: 'string', enum: ['test', 'live'], description: 'The environment whose receipts the key signs.' },
          },
          required: ['kty', 'crv', 'x', 'kid', 'alg', 'use', 'org', 'env'],
        },
      },
    },
    required: ['keys'],
  },
  ReviewRequest: {
    type: 'object',
    properties: {
      outcome: { type: 'string', enum: [...REVIEW_OUTCOMES] },
      reviewer: { type: 'string', minLength: 1, maxLength: 256 },
      note: { type: ['string', 'null'], maxLength: 2000, default: null },
    },
    required: ['outcome', 'reviewer'],
    additionalProperties: false,
  },
  AgreementReport: {
    type: 'object',
    description:
      "How people's verdicts compare with the decisions of the caller's environment in a window. Each decision counts once, with its latest verdict. allow/approved and deny/denied agree; allow/denied, allow/changed, deny/approved and deny/changed disagree; review and more_information decisions are not in the rate, their resolutions are reported apart.",
    properties: {
      window: {
        type: 'object',
        description: 'The decisions counted are those created in [from, to).',
        properties: { from: dateTime, to: dateTime },
        required: ['from', 'to'],
        additionalProperties: false,
      },
      totals: {
        type: 'object',
        properties: { decisions: count(), with_verdict: count(), without_verdict: count() },
        required: ['decisions', 'with_verdict', 'without_verdict'],
        additionalProperties: false,
      },
      matrix: {
        type: 'object',
        description: 'Decisions by outcome (rows) and latest verdict (columns; none = no verdict yet).',
        properties: Object.fromEntries(DECISION_VALUES.map((d) => [d, ref('VerdictCounts')])),
        required: [...DECISION_VALUES],
        additionalProperties: false,
      },
      agreement: ref('Agreement'),
      by_reason_code: {
        type: 'array',
        description:
          'The same per reason code, most decisions first. A decision counts under each of its reason codes; decisions without any (the plain allows) count under reason_code null.',
        items: {
          type: 'object',
          properties: {
            reason_code: { type: ['string', 'null'] },
            decisions: count(),
            with_verdict: count(),
            agreed: count(),
            disagreed: count(),
            rate: rate(),
          },
          required: ['reason_code', 'decisions', 'with_verdict', 'agreed', 'disagreed', 'rate'],
          additionalProperties: false,
        },
      },
      by_channel: {
        type: 'array',
        description: 'The same per channel of the latest verdict: api, mail and console, always all three, in that order.',
        items: {
          type: 'object',
          properties: {
            channel: { type: 'string', enum: [...REVIEW_CHANNELS] },
            verdicts: { ...count(), description: 'Decisions whose latest verdict came through this channel.' },
            agreed: count(),
            disagreed: count(),
            rate: rate(),
          },
          required: ['channel', 'verdicts', 'agreed', 'disagreed', 'rate'],
          additionalProperties: false,
        },
      },
      resolutions: {
        type: 'object',
        description: 'How people resolved the decisions that were left to them: the matrix rows of review and more_information.',
        properties: { review: ref('VerdictCounts'), more_information: ref('VerdictCounts') },
        required: ['review', 'more_information'],
        additionalProperties: false,
      },
      approvals: {
        type: 'object',
        description:
          'The approvals of the window\'s review decisions by status (environments with approvals on; added in 0.5.0). expired (no verdict in time) counts as denied for the agent but is reported apart from denied.',
        properties: Object.fromEntries(APPROVAL_STATUSES.map((k) => [k, count()])),
        required: [...APPROVAL_STATUSES],
        additionalProperties: false,
      },
    },
    required: ['window', 'totals', 'matrix', 'agreement', 'by_reason_code', 'by_channel', 'resolutions'],
  },
  VerdictCounts: {
    type: 'object',
    description: 'Decisions by latest verdict; none = no verdict yet.',
    properties: { approved: count(), denied: count(), changed: count(), none: count() },
    required: ['approved', 'denied', 'changed', 'none'],
    additionalProperties: false,
  },
  Agreement: {
    type: 'object',
    properties: {
      agreed: { ...count(), description: 'allow then approved, deny then denied.' },
      disagreed: { ...count(), description: 'allow then denied or changed, deny then approved or changed.' },
      rate: rate(),
    },
    required: ['agreed', 'disagreed', 'rate'],
    additionalProperties: false,
  },
  Tool: {
    type: 'object',
    description:
      "An entry of the environment's tool catalogue (added in 0.4.0). source says who stated it: operator (CLI or console) entries outrank what Gatehouse computes about a call; entries set with an API key (api, mcp, openai, anthropic) only add to it.",
    properties: {
      name: { type: 'string', pattern: '^[a-z][a-z0-9_.:-]{0,63}$', description: 'The tool name as normalised (CamelCase and spaces become snake_case).' },
      description: { type: ['string', 'null'], maxLength: 2000 },
      effects: {
        type: 'array',
        items: { type: 'string', enum: [...EFFECT_CLASSES] },
        uniqueItems: true,
        description: 'What the tool does. Empty: not stated; computed from the name, description and arguments of each call.',
      },
      review: { type: 'boolean', description: 'A person reviews every call of this tool.' },
      amount_arg: { type: ['string', 'null'], description: 'The argument holding the amount moved.' },
      currency_arg: { type: ['string', 'null'], description: "The argument holding the amount's currency." },
      target_arg: { type: ['string', 'null'], description: 'The argument holding the record acted on.' },
      recipient_arg: { type: ['string', 'null'], description: 'The argument holding the recipient.' },
      source: { type: 'string', enum: [...TOOL_SOURCES] },
      annotations: {
        type: ['object', 'null'],
        description: 'The MCP annotations an entry was imported with (readOnlyHint, destructiveHint, idempotentHint, openWorldHint, title).',
      },
      created_at: dateTime,
      updated_at: dateTime,
    },
    required: ['name', 'description', 'effects', 'review', 'amount_arg', 'currency_arg', 'target_arg', 'recipient_arg', 'source', 'annotations', 'created_at', 'updated_at'],
  },
  ToolList: {
    type: 'object',
    properties: { tools: { type: 'array', items: ref('Tool') } },
    required: ['tools'],
  },
  ToolInput: {
    type: 'object',
    description: 'What a caller states about one tool (added in 0.4.0). Fields left out are empty: no description, no effects stated, no review, no argument named.',
    properties: {
      description: { type: ['string', 'null'], maxLength: 2000, default: null },
      effects: {
        type: 'array',
        items: { type: 'string', enum: [...EFFECT_CLASSES] },
        uniqueItems: true,
        maxItems: EFFECT_CLASSES.length,
        default: [],
        description: 'read (only reads; not combined with others) or the classes of what it changes.',
      },
      review: { type: 'boolean', default: false },
      amount_arg: { ...argName, default: null },
      currency_arg: { ...argName, default: null },
      target_arg: { ...argName, default: null },
      recipient_arg: { ...argName, default: null },
    },
    additionalProperties: false,
  },
  ToolImportRequest: {
    type: 'object',
    description: 'A catalogue to import (added in 0.4.0), at most 1,000 tools.',
    properties: {
      format: {
        type: 'string',
        enum: [...IMPORT_FORMATS],
        description:
          'mcp: a tools/list result ({"result":{"tools":[…]}}, {"tools":[…]} or […]); openai: [{"type":"function","function":{…}}], the flat Responses form, or {"tools":[…]}; anthropic: [{"name","description","input_schema"}] or {"tools":[…]}.',
      },
      definitions: { type: ['object', 'array'], description: 'The definitions as the MCP server or the model API has them.' },
    },
    required: ['format', 'definitions'],
    additionalProperties: false,
  },
  ToolImportResult: {
    type: 'object',
    properties: {
      imported: count(),
      tools: { type: 'array', items: ref('Tool'), description: 'The entries as stored.' },
      skipped: {
        type: 'array',
        description: "Names left as they were: an import never replaces an operator's entry.",
        items: { type: 'object', properties: { name: { type: 'string' }, reason: { type: 'string' } }, required: ['name', 'reason'] },
      },
    },
    required: ['imported', 'tools', 'skipped'],
  },
  Settings: {
    type: 'object',
    description:
      "The settings of the admin key's environment (added in 0.5.0), every one by name (the names and meanings are the settings table of docs/operating.md; new settings appear here without a contract change).",
    properties: {
      environment: { type: 'string', enum: ['test', 'live'] },
      settings: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          properties: {
            value: { description: 'The current value; null means none or unlimited. Always null for a secret setting.' },
            default: { description: 'The value when the operator has set none (null for a secret setting).' },
            help: { type: 'string' },
            choices: { type: ['array', 'null'], items: { type: 'string' }, description: 'The values accepted, when the setting is a choice among a few.' },
            secret: { type: 'boolean', description: 'Write-only: the value is never shown, only whether it is set.' },
            set: { type: 'boolean', description: 'Whether the value is not null.' },
          },
          required: ['value', 'default', 'help', 'choices', 'secret', 'set'],
        },
      },
      webhook_secret: {
        type: 'string',
        description:
          'Only in the answer to the PATCH that first sets `webhook_url` for the environment: the Standard Webhooks signing secret (`whsec_…`), shown this once. Kept encrypted; never shown again.',
      },
    },
    required: ['environment', 'settings'],
  },
  SettingsPatch: {
    type: 'object',
    description:
      'Settings to change (added in 0.5.0), name → value, read as `gatehouse env set name=value` reads them: a number or its text, one of the choices, null (or "none") for none, "unlimited" where allowed. All are changed or none.',
    additionalProperties: { type: ['string', 'number', 'null'] },
  },
  BacktestCandidate: {
    type: 'object',
    description:
      "A candidate policy (added in 0.7.0): any subset of the environment's settings (name → value, read as PATCH /v1/settings reads them, window_limits and sequence_rules included; the model_* settings cannot be tried) and tool-catalogue entries (name and the ToolInput fields; an entry replaces the environment's entry of that name). Unknown settings and values out of range are 422 naming each field.",
    properties: {
      settings: { type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } },
      tools: { type: 'array', maxItems: 100, items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
    },
  },
  BacktestRequest: {
    type: 'object',
    description: `A backtest to run (added in 0.7.0): the candidate and the window of stored decisions [from, to) (default: the last ${REPORT_DEFAULT_DAYS} days; at most ${REPORT_MAX_DAYS} days).`,
    properties: {
      candidate: ref('BacktestCandidate'),
      from: { type: 'string', description: 'A date (00:00 UTC) or a date-time with a time zone; included.' },
      to: { type: 'string', description: 'A date or a date-time with a time zone; excluded. Default: now.' },
      model: {
        type: 'object',
        description:
          "The model to decide with (added in 0.8.0): absent or {\"use\": \"builtin\"}, the builtin model; {\"use\": \"configured\", \"max_calls\": N}, the environment's configured provider, at most N calls (1 to 10000), each once per decision however often a batch is retried. 422 naming model.use when the environment's provider is builtin. The calls do not count against the monthly model budget; a failure is review + PROVIDER_UNAVAILABLE as live; once the N are spent, decisions that need the model are not replayed (unreplayable reason model_budget_spent).",
        properties: { use: { type: 'string', enum: ['builtin', 'configured'] }, max_calls: { type: 'integer', minimum: 1, maximum: 10000 } },
        required: ['use'],
        additionalProperties: false,
      },
    },
    required: ['candidate'],
    additionalProperties: false,
  },
  ShadowRequest: {
    type: 'object',
    description:
      "A shadow to set (added in 0.7.0): the candidate as POST /v1/backtests takes it, any subset of the environment's settings (name → value, read as PATCH /v1/settings reads them; the model_* settings cannot be tried: the shadow reuses the live model answer) and tool-catalogue entries (name and the ToolInput fields; an entry replaces the environment's of that name). Unknown settings, values out of range and bad entries are 422, details naming each field (candidate.settings.<name>, candidate.tools[i].<field>).",
    properties: {
      candidate: {
        type: 'object',
        properties: {
          settings: { type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } },
          tools: { type: 'array', maxItems: 100, items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
        },
      },
    },
    required: ['candidate'],
    additionalProperties: false,
  },
  Backtest: {
    type: 'object',
    description:
      'A backtest (added in 0.7.0): the stored decisions of a window decided again with a candidate by the production decision core (the builtin model unless it opted in to the configured provider with a call budget; nothing recorded, no monthly model budget, no approvals; session and window rules replayed over the candidate\'s own outcomes; the agents as each decision saw them), as the Temporal workflow backtest:<backtest_id>. queued waits for the environment\'s running backtest to end (one at a time per environment). Kept 30 days after it was created.',
    properties: {
      backtest_id: { type: 'string' },
      status: { type: 'string', enum: ['queued', 'running', 'done', 'cancelled', 'failed'] },
      window: { type: 'object', properties: { from: dateTime, to: dateTime }, required: ['from', 'to'] },
      candidate: { type: 'object', properties: { settings: { type: 'object' }, tools: { type: 'array', items: { type: 'object' } } }, required: ['settings', 'tools'] },
      model: {
        type: 'object',
        description: 'The model it decides with: builtin (max_calls null), or the configured provider with at most max_calls calls (added in 0.8.0).',
        properties: { use: { type: 'string', enum: ['builtin', 'configured'] }, max_calls: { type: ['integer', 'null'] } },
        required: ['use', 'max_calls'],
      },
      progress: {
        type: 'object',
        properties: { decisions: count(), replayable: count(), processed: count(), batches: count(), fraction: unit },
        required: ['decisions', 'replayable', 'processed', 'batches', 'fraction'],
      },
      report: {
        type: ['object', 'null'],
        description: 'When done: the outcome matrix (old × new, every cell, a few decision ids for each changed one), agreement before and after, and what could not be replayed and why.',
        properties: {
          decisions: count(),
          replayed: count(),
          changed: count(),
          matrix: {
            type: 'array',
            items: {
              type: 'object',
              properties: { old: { type: 'string', enum: [...DECISION_VALUES] }, new: { type: 'string', enum: [...DECISION_VALUES] }, n: count(), examples: { type: 'array', items: { type: 'string' } } },
              required: ['old', 'new', 'n', 'examples'],
            },
          },
          agreement: { type: 'object', properties: { before: ref('StoppingAgreement'), after: ref('StoppingAgreement') }, required: ['before', 'after'] },
          unreplayable: {
            type: 'array',
            items: { type: 'object', properties: { reason: { type: 'string' }, n: count(), why: { type: 'string' } }, required: ['reason', 'n', 'why'] },
          },
          agents: {
            type: 'object',
            description:
              "Of the replayed decisions whose agent rule read the registered agents: decided with the agents as they were when the decision was made (kept with it), and with today's (decisions recorded before that was kept). Added in 0.8.0.",
            properties: { as_recorded: count(), as_now: count() },
            required: ['as_recorded', 'as_now'],
          },
          model: {
            type: 'object',
            description: 'The model decided with, its call budget (null for builtin) and the calls made (added in 0.8.0).',
            properties: { use: { type: 'string', enum: ['builtin', 'configured'] }, max_calls: { type: ['integer', 'null'] }, calls: count() },
            required: ['use', 'max_calls', 'calls'],
          },
        },
        required: ['decisions', 'replayed', 'changed', 'matrix', 'agreement', 'unreplayable', 'agents', 'model'],
      },
      error: { type: ['string', 'null'] },
      created_at: dateTime,
      started_at: { type: ['string', 'null'], format: 'date-time' },
      finished_at: { type: ['string', 'null'], format: 'date-time' },
      expires_at: dateTime,
    },
    required: ['backtest_id', 'status', 'window', 'candidate', 'model', 'progress', 'report', 'error', 'created_at', 'started_at', 'finished_at', 'expires_at'],
  },
  BacktestList: {
    type: 'object',
    properties: { backtests: { type: 'array', items: ref('Backtest') } },
    required: ['backtests'],
  },
  Suggestions: {
    type: 'object',
    description:
      "For each threshold and limit, the value that would have agreed with people's verdicts most over the window's replayable decisions with a verdict (added in 0.7.0); only when at least min_n such decisions exist. Each carries the body of a backtest that tries it.",
    properties: {
      window: { type: 'object', properties: { from: dateTime, to: dateTime }, required: ['from', 'to'] },
      n: count(),
      min_n: count(),
      truncated: { type: 'boolean', description: 'More decisions with a verdict than one request reads: the newest were used.' },
      suggestions: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            setting: { type: 'string' },
            current: { type: 'number' },
            suggested: { type: 'number' },
            n: count(),
            agreement_current: ref('Figure'),
            agreement_suggested: ref('Figure'),
            changes: { type: 'boolean', description: 'Whether the suggested value differs from the current one.' },
            backtest: ref('BacktestRequest'),
            console_url: { type: 'string', description: "The console's backtest form, filled in with this candidate and window." },
          },
          required: ['setting', 'current', 'suggested', 'n', 'agreement_current', 'agreement_suggested', 'changes', 'backtest', 'console_url'],
        },
      },
    },
    required: ['window', 'n', 'min_n', 'truncated', 'suggestions'],
  },
  Shadow: {
    type: 'object',
    description: "The environment's shadow (added in 0.7.0): the candidate as parsed, its id (the running report counts its decisions only), who set it and when.",
    properties: {
      id: { type: 'string', pattern: '^shd_[0-9a-z]{26}$' },
      settings: { type: 'object', description: 'The settings the candidate changes, parsed (values as GET /v1/settings shows them).' },
      tools: {
        type: 'array',
        description: 'The catalogue entries it adds or replaces; source operator (CLI, console) or api (an admin key: additions only, as live).',
        items: { type: 'object', properties: { name: { type: 'string' }, source: { type: 'string', enum: [...TOOL_SOURCES] } }, required: ['name', 'source'] },
      },
      set_at: dateTime,
      set_by: { type: 'string', description: 'api:<key id>, cli:<user> or console:<operator>.' },
    },
    required: ['id', 'settings', 'tools', 'set_at', 'set_by'],
  },
  Figure: {
    type: 'object',
    description: 'A share with the number of decisions it is computed from; value null when that number is 0 (κ: also when either side never varies).',
    properties: { value: { type: ['number', 'null'] }, n: count() },
    required: ['value', 'n'],
    additionalProperties: false,
  },
  StoppingAgreement: {
    type: 'object',
    description:
      "A policy's stopping against people's verdicts, in a backtest's report and a shadow's (added in 0.7.0): approved says the action should pass, denied or changed that it should have been stopped; allow passes, any other outcome stops. tp/fp/fn/tn count stopped-and-should, stopped-but-should-pass, passed-but-should-stop, passed-and-should.",
    properties: {
      n: { ...count(), description: 'Decisions with a verdict.' },
      confusion: { type: 'object', properties: { tp: count(), fp: count(), fn: count(), tn: count() }, required: ['tp', 'fp', 'fn', 'tn'] },
      agreement: { ...ref('Figure'), description: 'Share whose stop or pass matched the verdict (n: decisions with a verdict).' },
      precision: { ...ref('Figure'), description: 'Of the decisions stopped, the share people stopped too (n: decisions stopped).' },
      recall: { ...ref('Figure'), description: 'Of the decisions people stopped, the share the policy stopped (n: verdicts denied or changed).' },
      kappa: { ...ref('Figure'), description: "Cohen's κ between the policy and people (n: decisions with a verdict)." },
    },
    required: ['n', 'confusion', 'agreement', 'precision', 'recall', 'kappa'],
  },
  ShadowView: {
    type: 'object',
    description: "The environment's shadow and its running report (added in 0.7.0); both null when no shadow is set.",
    properties: {
      shadow: { oneOf: [ref('Shadow'), { type: 'null' }] },
      report: {
        oneOf: [
          {
            type: 'object',
            properties: {
              decisions: { ...count(), description: 'Live decisions decided with this shadow so far.' },
              changed: { ...count(), description: 'Of them, those whose shadow outcome differs.' },
              matrix: {
                type: 'array',
                description: 'Every cell, live outcome (old) by shadow outcome (new), with up to 3 of the latest decision ids of each changed cell.',
                items: {
                  type: 'object',
                  properties: { old: { type: 'string', enum: [...DECISION_VALUES] }, new: { type: 'string', enum: [...DECISION_VALUES] }, n: count(), examples: { type: 'array', items: { type: 'string' } } },
                  required: ['old', 'new', 'n', 'examples'],
                },
              },
              agreement: { type: 'object', properties: { live: ref('StoppingAgreement'), shadow: ref('StoppingAgreement') }, required: ['live', 'shadow'] },
            },
            required: ['decisions', 'changed', 'matrix', 'agreement'],
          },
          { type: 'null' },
        ],
      },
    },
    required: ['shadow', 'report'],
  },
  ShadowPromoted: {
    type: 'object',
    description: 'What promoting the shadow changed (added in 0.7.0): the shadow as it was, the settings whose value changed and the tools saved.',
    properties: {
      promoted: ref('Shadow'),
      settings_changed: { type: 'array', items: { type: 'string' } },
      tools_saved: { type: 'array', items: { type: 'string' } },
    },
    required: ['promoted', 'settings_changed', 'tools_saved'],
  },
  Error: {
    type: 'object',
    properties: {
      error: { type: 'string', description: 'Stable code.' },
      message: { type: 'string' },
      details: { description: 'Where the schema was not met: a list of {field, reason}; for 415 the accepted media types.' },
    },
    required: ['error', 'message'],
  },
  Health: {
    type: 'object',
    properties: {
      status: { type: 'string', const: 'ok' },
      service: { type: 'string', const: 'gatehouse' },
      version: { type: 'string' },
      env: { type: 'string' },
    },
    required: ['status', 'service', 'version', 'env'],
  },
  Readiness: {
    type: 'object',
    description:
      'Whether this process can decide right now (added in 0.6.0): each part it needs, checked within a short budget. The answer is reused for about a second.',
    properties: {
      status: { type: 'string', enum: ['ready', 'not_ready'], description: '`ready` (200) when every check is `up`, else `not_ready` (503).' },
      checks: {
        type: 'object',
        description: 'Each part and its state: `store` (PostgreSQL) and `temporal`.',
        properties: {
          store: { type: 'string', enum: ['up', 'down'] },
          temporal: { type: 'string', enum: ['up', 'down'] },
        },
        required: ['store', 'temporal'],
        additionalProperties: { type: 'string', enum: ['up', 'down'] },
      },
      checked_at: { type: 'string', format: 'date-time', description: 'When the checks ran.' },
    },
    required: ['status', 'checks', 'checked_at'],
  },
} as const;

export type SchemaName = keyof typeof schemas;
