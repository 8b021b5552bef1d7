// The intake path's first half, in the API process: read the body, find candidates by code, score them,
// and look for instructions aimed at the evaluator. Pure CPU and bounded; the result is small enough to
// travel as the workflow's input (no raw body).

import type { Registry } from '../domain/registry';
import { callLine, jsonText, shortenStrings } from '../toolcall/args';
import { readReactText, readToolCalls } from '../toolcall/shapes';
import type { Conversation, ToolCallInput } from '../toolcall/types';
import { scrubText } from '../domain/text';
import { extractCandidates } from './extract';
import { selectByScore } from './extract/score';
import { conversationInjection, injectionSignal } from '../read/injection';
import { readDocument, readJson } from '../read';
import type { IntakeDocument, IntakeMedium, TextPart } from '../read/types';
import type { Hints, IntakeInput, Selection } from './understand';

/** An order to act, in hidden text. */
const HIDDEN_ORDER = /\b(?:transfer|pay|wire|send|refund|approve|authori[sz]e|delete|grant|forward|execute|install)\b[^.\n]{0,80}(?:\d[\d.,]*\s?(?:eur|usd|gbp|chf|€|\$|£)|[€$£]\s?\d|\b[A-Z]{2}\d{2}[A-Z0-9]{8,}|https?:\/\/|\S@\S|\b(?:access|password|credentials|admin)\b)/i;

/** Visible text handed to the decision model and kept as content: the rest still counts for size rules. */
export const EXCERPT_CHARS = 16_000;

/** JSON members that carry evidence the agent read rather than its own request. */
const DATA_KEYS = /\/(tool_?(results?|outputs?|responses?)|observations?|outputs?|results?|responses?|documents?|search_results|retrieved|context|quoted|attachments?)(\/|$)/i;

const EMPTY = (medium: IntakeMedium, stats: Record<string, number>): IntakeDocument => ({ medium, parts: [], hidden: [], stats });

export async function prepareIntake(args: {
  medium: IntakeMedium;
  raw: Buffer;
  charset?: string;
  /** The parsed body, for JSON. */
  json?: unknown;
  registry: Registry;
  hints: Hints;
}): Promise<IntakeInput> {
  // Tool calls first: a call in any common shape is read as it is, without candidates or a model.
  if (args.medium === 'json') {
    const calls = readToolCalls(args.json);
    if (calls) return toolCallIntake(calls, args.medium, { bytes: args.raw.length }, args.hints);
  }
  let doc: IntakeDocument;
  try {
    doc = args.medium === 'json' ? readJson(args.json) : await readDocument(args.medium, args.raw, args.charset);
  } catch {
    // A reader that fails on hostile input reads nothing: the decision then asks for what is missing.
    doc = EMPTY(args.medium, { unreadable: 1 });
  }
  if (args.medium === 'text' && doc.parts.length > 0) {
    const calls = readReactText(doc.parts.map((p) => p.text).join('\n'));
    if (calls) return toolCallIntake(calls, args.medium, doc.stats, args.hints);
  }
  const candidates = extractCandidates(doc, args.registry);
  const best = selectByScore(candidates, doc);
  const scored: Selection = {
    action_type: best.action_type?.id ?? null,
    amount: best.amount?.id ?? null,
    target: best.target?.id ?? null,
    actor: best.actor?.id ?? null,
    confidence: best.action_type ? (best.confidence.action_type ?? 0) : 0,
  };
  // The body asks for an action, so only words aimed at the evaluator count there; text the body carries as
  // evidence (tool output, a quoted document) and hidden text are data, where any order to the reader is a sign.
  const isData = (p: TextPart) => p.kind === 'json' && DATA_KEYS.test(p.pointer ?? '');
  const asRequest = injectionSignal(doc.parts.filter((p) => !isData(p)).map((p) => p.text), { source: 'request' });
  const asData = injectionSignal(doc.parts.filter(isData).map((p) => p.text), { source: 'data' });
  const visible = asRequest.score >= asData.score ? asRequest : asData;
  // Hidden text that orders an action (pay, transfer, approve, delete, ...) is an attack as much as one that
  // addresses the reader: a person approving what they see would never see it.
  const hiddenSignal = injectionSignal(doc.hidden, { source: 'data' });
  const hiddenOrder = doc.hidden.find((t) => HIDDEN_ORDER.test(t));
  const hidden = hiddenOrder && !hiddenSignal.suspected ? { ...hiddenSignal, suspected: true, matches: ['hidden order: an action in text a person does not see'] } : hiddenSignal;
  const text =
    args.medium === 'json'
      ? doc.parts.map((p) => `${p.pointer}: ${p.text}`).join('\n')
      : [doc.mail?.subject, ...doc.parts.filter((p) => p.kind !== 'subject').map((p) => p.text)].filter(Boolean).join('\n');
  return {
    medium: args.medium,
    // The cut may split a surrogate pair: its half is replaced, so the excerpt is text the store holds.
    excerpt: scrubText(text.slice(0, EXCERPT_CHARS)),
    textBytes: Buffer.byteLength(text, 'utf8'),
    mail: doc.mail ?? null,
    candidates,
    injection: {
      where: hidden.suspected ? 'hidden' : visible.suspected ? 'visible' : null,
      matches: [...hidden.matches, ...visible.matches].slice(0, 10),
    },
    stats: doc.stats,
    hints: args.hints,
    scored,
    competing: { amount: (best.competing.amount ?? []).map((c) => c.id), action_type: (best.competing.action_type ?? []).map((c) => c.id) },
  };
}

/**
 * What a tool call carries into the decision run, in characters of conversation and of one call's arguments.
 * The text view measures everything (a conversation this large is too large to judge); what travels on, twice
 * (in the request and in the intake input) and JSON-escaped, stays well inside a workflow payload.
 */
const CARRIED_HISTORY_CHARS = 64 * 1024;
const CARRIED_ARGUMENT_CHARS = 64 * 1024;
const CARRIED_STRING_CHARS = 4 * 1024;
/** Declared tools carried, and characters of their descriptions in all. */
const CARRIED_TOOLS = 256;
const CARRIED_TOOL_DESCRIPTION_CHARS = 16 * 1024;

function carriedConversation(c: Conversation): Conversation {
  let budget = CARRIED_HISTORY_CHARS;
  const history: Conversation['history'] = [];
  for (const h of c.history) {
    if (budget <= 0) break;
    history.push(h.content.length <= budget ? h : { ...h, content: h.content.slice(0, budget) });
    budget -= h.content.length;
  }
  const userRequest = c.userRequest.slice(0, CARRIED_HISTORY_CHARS);
  const out: Conversation = { userRequest, history };
  if (c.tools) {
    // Every name (up to CARRIED_TOOLS), descriptions while their budget lasts: a long tool list stays small.
    let left = CARRIED_TOOL_DESCRIPTION_CHARS;
    out.tools = c.tools.slice(0, CARRIED_TOOLS).map((t) => {
      if (t.description === undefined || t.description.length > left) return { name: t.name };
      left -= t.description.length;
      return t;
    });
  }
  if (c.truncated || budget < 0 || history.length < c.history.length || userRequest.length < c.userRequest.length) out.truncated = true;
  return out;
}

/** The calls and conversation as carried: large conversations and long argument strings cut (and flagged). */
function carried(toolCalls: ToolCallInput): ToolCallInput {
  const calls = toolCalls.calls.map((c) => {
    if (jsonText(c.arguments, CARRIED_ARGUMENT_CHARS + 1).length <= CARRIED_ARGUMENT_CHARS) return c;
    const short = shortenStrings(c.arguments, CARRIED_STRING_CHARS);
    return short.cut ? { ...c, arguments: short.args, cut: true } : c;
  });
  return { ...toolCalls, calls, conversation: carriedConversation(toolCalls.conversation) };
}

/**
 * The intake input for tool calls: the calls and their conversation travel as read; the text view (the
 * conversation, then the calls) gives the excerpt and the size the size rules count.
 */
function toolCallIntake(read: ToolCallInput, medium: IntakeMedium, readStats: Record<string, number>, hints: Hints): IntakeInput {
  const { conversation, calls } = read;
  const toolCalls = carried(read);
  const turns = conversation.history.map((h) => `${h.role}${h.tool ? ` (${h.tool})` : ''}: ${h.content}`);
  const callLines = calls.map((c, i) => callLine(c, i));
  // The user's request heads the text when no user turn of the history carries it (an explicit user_request key).
  const request = conversation.userRequest && !conversation.history.some((h) => h.role === 'user') ? [`user: ${conversation.userRequest}`] : [];
  const text = [...request, ...turns, ...callLines].join('\n');
  // What the agent and its user say is the request; tool output is data, where any order to the reader is a sign.
  const visible = conversationInjection(conversation, callLines);
  return {
    medium,
    excerpt: text.slice(0, EXCERPT_CHARS),
    textBytes: Buffer.byteLength(text, 'utf8'),
    mail: null,
    candidates: [],
    injection: { where: visible.suspected ? 'visible' : null, matches: visible.matches.slice(0, 10) },
    stats: {
      ...readStats,
      chars: text.length,
      tool_calls: calls.length,
      tool_calls_dropped: toolCalls.callsDropped ?? 0,
      history_items: conversation.history.length,
      history_truncated: toolCalls.conversation.truncated ? 1 : 0,
      arguments_cut: toolCalls.calls.filter((c) => c.cut).length,
      truncated: toolCalls.conversation.truncated || toolCalls.callsDropped || toolCalls.calls.some((c) => c.cut) ? 1 : 0,
    },
    hints,
    scored: { action_type: null, amount: null, target: null, actor: null, confidence: 0 },
    competing: { amount: [], action_type: [] },
    toolCalls,
  };
}
