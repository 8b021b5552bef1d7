// From what code found to a request the policy engine can decide on. The selection (by the builtin scorer
// or a remote model) only names candidate ids; anything it names that is not a candidate of the right kind
// counts as not found. Hints fill only what the input does not say. Nothing here invents a value: every
// field of the resulting request is a candidate's value, a hint, or null.

import { ACTION_TYPE_PATTERN, type Registry } from '../domain/registry';
import type { ActionSummary, EvaluateRequest } from '../domain/types';
import { riskiestCall, type ToolEnv } from '../toolcall/assess';
import type { ToolCallInput, ToolCallShape, ToolDefinition } from '../toolcall/types';
import type { Candidate, CandidateKind, IntakeMedium, MailHeaders } from '../read/types';
import type { RiskFact } from '../toolcall/types';
import { intakeMailFacts } from './mail-facts';

export interface Hints {
  agent?: string;
  action?: string;
  resource?: string;
  language?: string;
}

/** What the API hands to the decision workflow for one intake request: small, no raw body. */
export interface IntakeInput {
  medium: IntakeMedium;
  /** The visible text, bounded: what the decision model reads as untrusted data. */
  excerpt: string;
  /** Bytes of visible text in all (the excerpt may be shorter). */
  textBytes: number;
  mail: MailHeaders | null;
  candidates: Candidate[];
  /** Where text that instructs the evaluator was found, if anywhere. */
  injection: { where: 'visible' | 'hidden' | null; matches: string[] };
  stats: Record<string, number>;
  hints: Hints;
  /** The builtin scorer's choice, computed with the candidates (used when the model is builtin or as the fallback view). */
  scored: Selection;
  /** Ids of candidates that compete with the scorer's choice with a different value (two sums for one refund). */
  competing: { amount: string[]; action_type: string[] };
  /** Tool calls the input makes, read as they are (no candidates, no selection): the request is built from one of them. */
  toolCalls?: ToolCallInput;
}

/** Candidate ids per kind, or null for not found, and how sure the selector is. */
export interface Selection {
  action_type: string | null;
  amount: string | null;
  target: string | null;
  actor: string | null;
  confidence: number;
}

export interface IntakeFacts {
  unavailable: boolean;
  typeFound: boolean;
  registered: boolean;
  actorFound: boolean;
  targetFound: boolean;
  contradictions: string[];
  injection: 'visible' | 'hidden' | null;
  /** A refund's sum had to be chosen among different candidate sums. */
  refundSumChosen: boolean;
  /** The tool call the request was built from, when the input makes tool calls: its shape, its place among them, their count, its id. */
  toolCall: { shape: ToolCallShape; index: number; count: number; id: string | null } | null;
  /** Risk facts of the input itself (free input only): a mail's phishing or business-e-mail-compromise signals. */
  inputFacts?: RiskFact[];
}

export interface Understood {
  request: EvaluateRequest;
  facts: IntakeFacts;
  action: ActionSummary;
  quality: Record<string, number>;
  language: string | null;
}

/** The placeholder type of a request whose type was not found; the summary reports type null. */
export const UNIDENTIFIED_TYPE = 'unidentified';

/** Keeps only ids that name a candidate of the right kind; anything else is not found. */
export function checkSelection(raw: Partial<Record<CandidateKind, unknown>> & { confidence?: unknown }, candidates: Candidate[]): Selection {
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const pick = (kind: CandidateKind) => {
    const id = raw[kind];
    return typeof id === 'string' && byId.get(id)?.kind === kind ? id : null;
  };
  const conf = typeof raw.confidence === 'number' && raw.confidence >= 0 && raw.confidence <= 1 ? raw.confidence : 0;
  return { action_type: pick('action_type'), amount: pick('amount'), target: pick('target'), actor: pick('actor'), confidence: conf };
}

/** Where the input says two things: competing sums for the action, or a subject the body contradicts. */
function contradictionsOf(input: IntakeInput, chosen: Selection): string[] {
  const { candidates } = input;
  const out: string[] = [];
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const chosenAmount = chosen.amount ? byId.get(chosen.amount) : undefined;
  const rivals = input.competing.amount.map((id) => byId.get(id)).filter((c): c is Candidate => !!c && c.value !== chosenAmount?.value);
  if (chosenAmount && rivals.length > 0) out.push(`amounts: ${[chosenAmount, ...rivals].slice(0, 4).map((c) => c.raw).join(' vs ')}`);
  const types = candidates.filter((c) => c.kind === 'action_type');
  const subjectTypes = new Set(types.filter((c) => c.cues.includes('subject')).map((c) => String(c.value)));
  const bodyTypes = new Set(types.filter((c) => !c.cues.includes('subject')).map((c) => String(c.value)));
  // The subject names one action and the body only others (a refund subject over a transfer body).
  if (subjectTypes.size > 0 && bodyTypes.size > 0 && ![...subjectTypes].some((t) => bodyTypes.has(t))) {
    out.push(`action type: the subject says ${[...subjectTypes].join('/')}, the body says ${[...bodyTypes].join('/')}`);
  }
  return out;
}

function hintType(hint: string | undefined, registry: Registry): string | null {
  if (!hint) return null;
  const h = hint.trim().toLowerCase();
  if (registry.lookup(h)) return h;
  const bySynonym = registry.all().find((t) => t.synonyms.includes(h) || t.type.replace(/_/g, ' ') === h);
  if (bySynonym) return bySynonym.type;
  return ACTION_TYPE_PATTERN.test(h) ? h : null;
}

export interface UnderstandOptions {
  mode?: 'standard' | 'deep';
  /** Which of the input's tool calls the request is built from (default: the riskiest; out of range: the first). */
  toolCallIndex?: number;
  /** The environment's view for choosing the riskiest call of a batch: its domains and catalogue entries. */
  toolEnv?: ToolEnv;
  tools?: readonly ToolDefinition[];
}

const MONEY_AMOUNT = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * A request from a tool call, without a model: the tool's name is the type, its arguments the parameters, its
 * description the description; the context is the conversation as the structured path reads it. An argument
 * named `amount` (a number) and `currency` (an ISO 4217 code) are the amount and currency, as written.
 */
function understandToolCall(input: IntakeInput, toolCalls: ToolCallInput, registry: Registry, options: UnderstandOptions): Understood {
  const count = toolCalls.calls.length;
  // A batch is decided on its riskiest call (src/toolcall/assess.ts), and the answer says which.
  const asked = options.toolCallIndex ?? (count > 1 ? riskiestCall(toolCalls, options.toolEnv ?? { orgDomains: [] }, options.tools ?? []) : 0);
  const index = Number.isInteger(asked) && asked >= 0 && asked < count ? asked : 0;
  const call = toolCalls.calls[index]!;
  const amount = MONEY_AMOUNT(call.arguments.amount);
  const currency = amount !== null && typeof call.arguments.currency === 'string' && /^[A-Z]{3}$/.test(call.arguments.currency) ? call.arguments.currency : null;
  const actor = toolCalls.agent ?? input.hints.agent ?? toolCalls.model ?? null;
  const { userRequest, history, tools } = toolCalls.conversation;
  const request: EvaluateRequest = {
    // The amount stays in the arguments, as a version-1 request carries it: the rules read it from there on
    // both paths (ToolCallFacts.amount), so the same call is decided alike however it came.
    action: { type: call.name, amount: null, currency: null, target: null, description: call.description?.slice(0, 2000) ?? null, parameters: call.arguments },
    actor: { name: actor ?? 'unknown', type: 'ai_agent' },
    context: { user_request: userRequest, history, ...(tools ? { tools } : {}) },
    options: { mode: options.mode ?? 'standard' },
  };
  const facts: IntakeFacts = {
    unavailable: false,
    typeFound: true,
    registered: registry.lookup(call.name) !== undefined,
    actorFound: actor !== null,
    targetFound: false,
    contradictions: [],
    // A tool call's conversation is read for injections by the decision core, as on the structured path.
    injection: null,
    refundSumChosen: false,
    toolCall: { shape: call.shape, index, count, id: call.id ?? null },
  };
  return {
    request,
    facts,
    action: { type: call.name, identified: true, confidence: 1, amount, currency, target: null },
    quality: { ...input.stats, tool_call_index: index },
    language: input.hints.language && /^[a-z]{2}$/i.test(input.hints.language) ? input.hints.language.toLowerCase() : null,
  };
}

export function understand(input: IntakeInput, selection: Selection | 'unavailable', registry: Registry, options: UnderstandOptions = {}): Understood {
  // Tool calls are read as they are: no candidates were extracted, so no selection applies.
  if (input.toolCalls && input.toolCalls.calls.length > 0) return understandToolCall(input, input.toolCalls, registry, options);
  const byId = new Map(input.candidates.map((c) => [c.id, c]));
  const unavailable = selection === 'unavailable';
  const sel: Selection = unavailable ? { action_type: null, amount: null, target: null, actor: null, confidence: 0 } : selection;
  const get = (id: string | null) => (id ? byId.get(id) : undefined);
  const typeC = get(sel.action_type);
  const amountC = get(sel.amount);
  const targetC = get(sel.target);
  const actorC = get(sel.actor);

  let type: string | null = typeC && ACTION_TYPE_PATTERN.test(String(typeC.value)) ? String(typeC.value) : null;
  let typeConfidence = type ? sel.confidence : 0;
  if (!type && !unavailable) {
    type = hintType(input.hints.action, registry);
    if (type) typeConfidence = 1;
  }
  const target = targetC ? String(targetC.value).slice(0, 256) : !unavailable && input.hints.resource ? input.hints.resource : null;
  const actor = actorC ? String(actorC.value).slice(0, 128) : !unavailable && input.hints.agent ? input.hints.agent : null;
  const amount = amountC && typeof amountC.value === 'number' ? amountC.value : null;
  const currency = amountC?.currency ?? null;

  const contradictions = unavailable ? [] : contradictionsOf(input, sel);
  const refundLike = type !== null && registry.hasCategory(type, 'refund');
  const subject = input.mail?.subject ?? null;

  const request: EvaluateRequest = {
    action: {
      type: type ?? UNIDENTIFIED_TYPE,
      amount,
      currency,
      target,
      description: subject ? subject.slice(0, 2000) : null,
      parameters: null,
    },
    actor: { name: actor ?? 'unknown', type: 'ai_agent' },
    context: input.excerpt,
    options: { mode: options.mode ?? 'standard' },
  };
  const facts: IntakeFacts = {
    unavailable,
    typeFound: type !== null,
    registered: type !== null && registry.lookup(type) !== undefined,
    actorFound: actor !== null,
    targetFound: target !== null,
    contradictions,
    injection: input.injection.where,
    refundSumChosen: refundLike && amount !== null && contradictions.some((c) => c.startsWith('amounts:')),
    toolCall: null,
    inputFacts: intakeMailFacts(input, options.toolEnv?.orgDomains ?? []),
  };
  const count = (kind: CandidateKind) => input.candidates.filter((c) => c.kind === kind).length;
  const quality: Record<string, number> = {
    ...input.stats,
    candidates_action_type: count('action_type'),
    candidates_amount: count('amount'),
    candidates_target: count('target'),
    candidates_actor: count('actor'),
    selection_confidence: Math.round(sel.confidence * 1000) / 1000,
  };
  return {
    request,
    facts,
    action: { type, identified: type !== null, confidence: Math.round(typeConfidence * 1000) / 1000, amount, currency, target },
    quality,
    language: input.hints.language && /^[a-z]{2}$/i.test(input.hints.language) ? input.hints.language.toLowerCase() : null,
  };
}
