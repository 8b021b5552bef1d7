// The intake path's first half, in the API process: read the body, find candidates by code, score them,
// and look for instructions aimed at the evaluator. Pure CPU and bounded; the result is small enough to
// travel as the workflow's input (no raw body).

import type { Registry } from '../domain/registry';
import { scrubText } from '../domain/text';
import { extractCandidates } from './extract';
import { selectByScore } from './extract/score';
import { injectionSignal } from './injection';
import { readDocument, readJson } from './read';
import type { IntakeDocument, IntakeMedium, TextPart } from './types';
import type { Hints, IntakeInput, Selection } from './understand';

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
  let doc: IntakeDocument;
  try {
    doc = args.medium === 'json' ? readJson(args.json) : await readDocument(args.medium, args.raw, args.charset);
  } catch {
    // A reader that fails on hostile input reads nothing: the decision then asks for what is missing.
    doc = EMPTY(args.medium, { unreadable: 1 });
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
  const hidden = injectionSignal(doc.hidden, { source: 'data' });
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
