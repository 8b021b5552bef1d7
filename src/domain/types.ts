import type { EffectClass, ToolCallShape } from '../contract/tools';
import type { APPROVAL_STATUSES, DECISION_VALUES, REVIEW_CHANNELS, REVIEW_OUTCOMES, SEMANTIC_KEYS, RISK_KEYS } from '../contract/schemas';

export type Outcome = (typeof DECISION_VALUES)[number];
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];
export type ReviewChannel = (typeof REVIEW_CHANNELS)[number];
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export type SemanticKey = (typeof SEMANTIC_KEYS)[number];
export type RiskKey = (typeof RISK_KEYS)[number];
export type Semantic = Record<SemanticKey, number>;
export type Risk = Record<RiskKey, number>;

export interface Action {
  type: string;
  amount?: number | null;
  currency?: string | null;
  description?: string | null;
  parameters?: Record<string, unknown> | null;
  target?: string | null;
}

export interface Actor {
  name: string;
  type?: 'ai_agent' | 'human' | 'system';
  permissions?: string[];
}

export interface EvaluateRequest {
  action: Action;
  actor: Actor;
  context?: unknown;
  options?: { language?: string; mode?: 'standard' | 'deep' };
}

export interface PolicyResult {
  policy: string;
  matched: boolean;
  effect: Outcome;
  reason_code: string;
  missing?: string[];
  /** What the rule found, in a few words (tool-call rules). */
  detail?: string;
  /** Session and window rules: the running value the rule saw before this call (a sum, a count). */
  running?: number;
}

export interface MissingDetail {
  field: string;
  reason: string;
}

export interface Review {
  decision_id: string;
  outcome: ReviewOutcome;
  reviewer: string;
  note: string | null;
  created_at: string;
  channel: ReviewChannel;
}

/**
 * A review decision's approval (environments with approvals on): pending until a verdict resolves it
 * (approved, denied, changed: the verdict's outcome) or its time runs out (expired, which counts as denied).
 */
export interface Approval {
  status: ApprovalStatus;
  expires_at: string;
  /** When the verdict resolved it, or when it expired; null while pending. */
  decided_at: string | null;
  /** The verdict's channel; null while pending and for an expired approval. */
  channel: ReviewChannel | null;
}

export interface ActionSummary {
  type: string | null;
  identified: boolean;
  confidence: number;
  amount: number | null;
  currency: string | null;
  target: string | null;
  /** What the action does, computed in code (tool calls and registry types alike). */
  effects?: EffectClass[];
  /** For a tool call: which call of the input was decided on. Absent in decisions recorded before 0.4.0. */
  tool_call?: ToolCallMeta | null;
}

export interface IntakeSummary {
  path: 'structured' | 'intake';
  version: string;
  input_quality: Record<string, number>;
  contradictions: string[];
}

export interface Decision {
  decision_id: string;
  decision: Outcome;
  confidence: number;
  reason_codes: string[];
  risk: Risk;
  semantic: Semantic;
  policy_results: PolicyResult[];
  language: string;
  latency_ms: number;
  created_at: string;
  missing: string[];
  missing_details: MissingDetail[];
  policy_version: string;
  action: ActionSummary | null;
  /**
   * "sha256:" + hex of the canonical action as understood (src/domain/action-hash.ts). Added in 0.5.0:
   * absent from decisions recorded before.
   */
  action_hash?: string | null;
  intake: IntakeSummary | null;
  review: Review | null;
  /** Null for decisions other than review and with approvals off; always set on answers (absent only inside the workflow). */
  approval?: Approval | null;
}

export type Handling = 'proceed' | 'human_review' | 'reject' | 'more_information';

/** What a decision model says about prepared evidence. Facts never come from here. */
export interface ModelAnswer {
  semantic: Semantic;
  handling: Handling;
  confidence: number;
}

/** The model step's result as data: an answer, or why there is none. */
export type ModelOutcome =
  | { status: 'answered'; answer: ModelAnswer }
  | { status: 'unavailable'; reason: string }
  | { status: 'skipped' };

// What the tool-call code (src/toolcall) finds about a call: the decision's facts about it, defined here so
// that the rules, the evidence and the record share one shape.

/** A risk fact found in a call's arguments, its history or the input carrying it: each has its own reason code. */
export interface RiskFact {
  /** The reason code, e.g. SHELL_DOWNLOAD_EXECUTE. */
  code: string;
  /** At least this outcome. */
  effect: Exclude<Outcome, 'allow'>;
  /** What was found, in a few words, without quoting secrets (e.g. "pipes a download into sh"). */
  detail: string;
  /** The argument path it was found at (e.g. "arguments.command"), when there is one. */
  at?: string;
}

export interface ToolCallMeta {
  shape: ToolCallShape;
  /** 0-based position of the decided call in the input. */
  index: number;
  /** How many calls the input proposed. */
  count: number;
  id: string | null;
}


export interface ToolCallFacts {
  call: ToolCallMeta;
  effects: EffectClass[];
  /** Why these effect classes (short phrases, or "catalogue"). */
  because: string[];
  catalogue: 'operator' | 'added' | null;
  /** The catalogue asks for review of every call of this tool. */
  review: boolean;
  /** Whether the user's request explains the call's changes; null when the input carries no user request. */
  explained: boolean | null;
  unexplained: EffectClass[];
  /** Tool outputs earlier in the conversation hold instructions addressed to the reader (a read may follow them). */
  instructed: boolean;
  /** There are such instructions, and the call only reads and takes nothing from them (src/toolcall/assess.ts readsApart). */
  readsApart: boolean;
  facts: RiskFact[];
  amount: number | null;
  currency: string | null;
  recipient: string | null;
  target: string | null;
}
