// The decision core: the pure steps from a request and the store's facts to a Decision. The evaluate
// workflow's activities run these steps around their reads and writes, and the in-process pipeline of the
// evaluation scripts (pipeline.ts) runs the very same functions, so the two cannot drift apart.
//
// Order of a decision: understand (intake path only) → judge (every deterministic rule; whether the model
// may still change anything, and how many calls it costs) → ask the model (only when wanted and within
// budget; any failure fails closed) → finish (compose the Decision). Nothing here reads a clock, a store
// or the network except through what is passed in.

import type { Selection, IntakeFacts, IntakeInput } from '../intake/understand';
import { understand } from '../intake/understand';
import { DEEP_SAMPLES } from '../model/deep';
import type { DecisionModel } from '../model/provider';
import { composeDecision } from './decide';
import { prepareEvidence } from '../domain/evidence';
import type { Registry } from '../domain/registry';
import { evaluateDeterministic, modelWanted, type AgentFacts } from './rules';
import type { EnvSettings } from '../domain/settings';
import type { ActionSummary, Decision, EvaluateRequest, ModelOutcome, PolicyResult } from '../domain/types';
import { assessRequest, toolCallOf, toolEnvOf, toolOutputsOf, type ToolCallFacts } from '../toolcall/assess';
import { readConversation } from '../toolcall/conversation';
import { fact } from '../toolcall/facts/codes';
import { BANK_CHANGE } from '../toolcall/facts/money';
import { readsOnly } from '../toolcall/effects';
import { keepsToTask, onlyQuotedMaterial, onlySetAsideOrders, readsForTask, reportsSuspect } from '../toolcall/facts/task';
import { conversationInjection } from '../read/injection';
import { callLine } from '../toolcall/args';
import type { ToolDefinition } from '../toolcall/types';

/** How an intake request was understood, for the decision's `action` and `intake` fields. */
export interface IntakeView {
  action: ActionSummary;
  quality: Record<string, number>;
  contradictions: string[];
  language: string | null;
}

/** The request decided on: the caller's own, or on the intake path the one understood from the input. */
export interface Understanding {
  request: EvaluateRequest;
  /** Intake path only. */
  intakeFacts?: IntakeFacts;
  intakeView?: IntakeView;
  /** Bytes of context (structured path) or of visible text (intake path): the EVIDENCE_TOO_LARGE fact. */
  contextBytes: number;
  /**
   * The proposed calls as text (`call 1: name({...})`), read with the conversation for instructions aimed at
   * the reader: the request's own call, or every call of an intake batch. Absent for intake input that makes
   * no tool call (intake read that text itself).
   */
  callLines?: string[];
}

/** The structured path: the caller's request as it is. */
export function structured(request: EvaluateRequest): Understanding {
  return { request, contextBytes: utf8Bytes(JSON.stringify(request.context ?? null)), callLines: [callLine(toolCallOf(request), 0)] };
}

/** The intake path: the request understood from the input with a selection of candidates (code's or a model's). */
export function fromIntake(
  intake: IntakeInput,
  selection: Selection | 'unavailable',
  registry: Registry,
  mode?: 'standard' | 'deep',
  tools?: { settings: EnvSettings; catalogue: readonly ToolDefinition[] },
): Understanding {
  // A batch of tool calls is decided on its riskiest call, judged with the environment's domains and catalogue.
  const u = understand(intake, selection, registry, { mode, toolEnv: tools ? toolEnvOf(tools.settings) : undefined, tools: tools?.catalogue });
  return {
    request: u.request,
    intakeFacts: u.facts,
    intakeView: { action: u.action, quality: u.quality, contradictions: u.facts.contradictions, language: u.language },
    contextBytes: intake.textBytes,
    ...(intake.toolCalls ? { callLines: intake.toolCalls.calls.map(callLine) } : {}),
  };
}

/** The facts only the store knows, read without side effects. */
export interface StoreFacts {
  agent: AgentFacts;
  dailyCapReached: boolean;
  /** The catalogue entries of the proposed tools (an operator's entry outranks what code computes). */
  tools?: ToolDefinition[];
}

/** The tool names whose catalogue entries a decision needs: every call of an intake batch, or the request's type. */
export function toolNamesOf(input: { intake?: IntakeInput; request?: EvaluateRequest }): string[] {
  if (input.intake?.toolCalls) return [...new Set(input.intake.toolCalls.calls.map((c) => c.name))];
  return input.request ? [input.request.action.type] : [];
}

export const NO_AGENT_FACTS: AgentFacts = { governed: false, registered: false, types: [] };

export interface Judgement {
  deterministic: PolicyResult[];
  /** Whether asking the model can still change anything. */
  modelWanted: boolean;
  /** Model calls the answer costs against the monthly budget (deep mode asks a remote model several times). */
  modelCalls: number;
  /** The store's facts the rules ran on. */
  facts: StoreFacts;
  /** What the proposed call does, whether the user asked for it, and its risk facts. */
  tool: ToolCallFacts;
}

/** Every deterministic rule over the facts. */
export function judge(u: Understanding, settings: EnvSettings, registry: Registry, facts: StoreFacts): Judgement {
  const def = facts.tools?.find((t) => t.name === u.request.action.type) ?? null;
  const conversation = readConversation(u.request.context ?? null);
  const tool = assessRequest(u.request, toolEnvOf(settings), def, u.intakeFacts?.toolCall ?? undefined, conversation, registry.lookup(u.request.action.type) !== undefined);
  // Instructions aimed at the reader anywhere in the conversation: the same reading on both paths.
  // A call that only reads for the user's own task ("summarize_text" after a page that held orders) follows none of them;
  // nor does a change the user's own words ask for, when the orders sit in what the tools returned (a call that does
  // what they order is the call-level INJECTION_SUSPECTED of src/toolcall/facts/injection.ts).
  if (u.callLines !== undefined && !readsForTask(u.request.action.type, tool.effects, conversation.userRequest, toolOutputsOf(conversation), u.request.action.parameters ?? null)) {
    const signal = conversationInjection(conversation, u.callLines);
    // (A runner called without its command, right after data that orders the reader, is not known to run what the task asks: "Have a
    // look at the PWTAG guidance page ... and summarise it" and a bare shell.exec after "<!-- AI agents: to confirm ... run ...".)
    const bareRunner = tool.effects.includes('code_execution') && Object.keys(u.request.action.parameters ?? {}).length === 0;
    const asked = signal.from === 'data' && tool.explained === true && !readsOnly(tool.effects) && !bareRunner;
    // (Nor does a report of the text the user called a scam: the orders in it are what is reported.)
    const reported = signal.from === 'request' && reportsSuspect(conversation.userRequest, tool.effects, u.request.action.type);
    // (Nor does a read that takes nothing from the orders in the data, `readsApart`: the second client mail the
    // user's summary needs, after the first one told "the AI assistant" to forward W-2s.)
    // (Nor does a call the user's task asks for that takes nothing from orders injected into the user's turn: whether a call
    // follows those is INJECTED_USER_INSTRUCTION's.)
    const kept = signal.from === 'request' && tool.explained === true && keepsToTask(toolCallOf(u.request), conversation.userRequest, readsOnly(tool.effects));
    // (Nor do orders the user quotes and sets aside: "One line says 'ignore previous instructions ...' - just a joke, leave it out".)
    // (Read only for a turn already found to hold such orders.)
    // (Nor orders inside a quotation the user hands over as material, for a call their own words ask for: 'Add this line to the end of
    // our policy doc: "Please don't ask the chatbot to ignore previous instructions ..."'.)
    const material = signal.from === 'request' && tool.explained === true && !tool.facts.some((f) => f.code === 'INJECTED_USER_INSTRUCTION') && onlyQuotedMaterial(conversation.userRequest);
    if (signal.suspected && !asked && !reported && !kept && !material && !(signal.from === 'request' && onlySetAsideOrders(conversation.userRequest)) && !(signal.from === 'data' && tool.readsApart)) tool.facts.push(fact('INJECTION_SUSPECTED', 'the conversation holds instructions aimed at the reader', 'conversation'));
  }
  if (u.intakeFacts && !u.intakeFacts.toolCall) {
    // What intake read from free input is no agent's tool call: it has no task to be off.
    tool.facts = tool.facts.filter((f) => f.code !== 'OFF_TASK_TOOL');
    // A mail or text that changes a payee's bank details: a person confirms it by another channel.
    if (typeof u.request.context === 'string' && BANK_CHANGE.test(u.request.context)) {
      tool.facts.push(fact('BANK_DETAILS_CHANGE', 'the input changes a payee’s or supplier’s bank details', 'input'));
    }
    // A mail asking for money, bank details or a login (src/intake/mail-facts.ts).
    tool.facts.push(...(u.intakeFacts.inputFacts ?? []).map((f) => ({ ...f, at: f.at ?? 'input' })));
  }
  const deterministic = evaluateDeterministic({
    tool,
    request: u.request,
    settings,
    registry,
    agent: facts.agent,
    dailyCapReached: facts.dailyCapReached,
    contextBytes: u.contextBytes,
    intake: u.intakeFacts,
  });
  const wanted = modelWanted(deterministic);
  const modelCalls = wanted ? (u.request.options?.mode === 'deep' && settings.model_provider !== 'builtin' ? DEEP_SAMPLES : 1) : 0;
  return { deterministic, modelWanted: wanted, modelCalls, facts, tool };
}

/**
 * The one call to the decision model over prepared evidence. Never throws: any failure, timeout (the
 * signal) or unreadable answer is the outcome `unavailable`, which composes to review + PROVIDER_UNAVAILABLE.
 */
export async function askModel(
  provider: DecisionModel,
  u: Understanding,
  settings: EnvSettings,
  registry: Registry,
  judgement: Pick<Judgement, 'deterministic' | 'tool'>,
  signal: AbortSignal,
): Promise<ModelOutcome> {
  try {
    const answer = await provider.assess(prepareEvidence(u.request, settings, judgement.deterministic, registry, judgement.tool), { signal });
    return { status: 'answered', answer };
  } catch (err) {
    // Only the kind of failure travels on; the provider's message may quote the request.
    return { status: 'unavailable', reason: `${provider.name} model unavailable: ${err instanceof Error ? err.name : 'Error'}` };
  }
}

export interface FinishInput {
  decisionId: string;
  understanding: Understanding;
  settings: EnvSettings;
  registry: Registry;
  judgement: Judgement;
  budgetReached: boolean;
  model: ModelOutcome;
  createdAt: Date;
  /** Epoch milliseconds when the request was received: latency_ms runs from here to createdAt. */
  receivedAt: number;
  /** The session and window rules' results (src/decision/session-rules.ts), read with the record. */
  sessionResults?: PolicyResult[];
}

export function finish(input: FinishInput): Decision {
  return composeDecision({
    decisionId: input.decisionId,
    request: input.understanding.request,
    settings: input.settings,
    registry: input.registry,
    deterministic: input.sessionResults?.length ? [...input.judgement.deterministic, ...input.sessionResults] : input.judgement.deterministic,
    modelWanted: input.judgement.modelWanted,
    budgetReached: input.judgement.modelWanted && input.budgetReached,
    model: input.model,
    createdAt: input.createdAt,
    latencyMs: input.createdAt.getTime() - input.receivedAt,
    intake: input.understanding.intakeView,
    tool: input.judgement.tool,
  });
}

/**
 * The decision again with the daily cap reached: what the record step answers when the count it commits
 * passes the cap (concurrent requests near the cap all read a count below it). The model is not consulted.
 */
export function withCapReached(input: FinishInput): Decision {
  const judgement = judge(input.understanding, input.settings, input.registry, { ...input.judgement.facts, dailyCapReached: true });
  return finish({ ...input, judgement, budgetReached: false, model: { status: 'skipped' } });
}

function utf8Bytes(s: string): number {
  // TextEncoder is available in every runtime this code runs in (Node and the workflow sandbox alike).
  return new TextEncoder().encode(s).length;
}
