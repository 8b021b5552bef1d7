// A learned second opinion on harmful content (issue 24): a logistic regression over hashed word and word-pair
// features of the user's task and the call's text, giving the probability that the call produces or sends
// harmful content (threats, harassment, fraud, fake reviews, disinformation, malware, weapons, drugs, ...).
//
// Why beside the patterns of harm.ts: those name a harmful act joined to its object, in the words someone
// thought of. A request in other words ("make sure he regrets it", "forty five-star reviews from different
// names") passes them. The classifier learns which words and pairs of words go with harm from a corpus written
// for it (data/harm-corpus: harmful requests in many domains, each set beside legitimate look-alikes that share
// its vocabulary: a security course, a report of a threat, a debunking article). It only sends a call to a
// person (HARMFUL_CONTENT_SUSPECTED, review) when no pattern already named the harm: a pattern's finding is a
// fact with its own code, this is a suspicion.
//
// Weights are trained offline by `npm run train-harm` (scripts/train-harm.ts) and committed in
// harm-weights.json; docs/judge.md says on what. Pure and bounded: at most MAX_TEXT characters are read.

import { fnv1a } from '../../lib/hash';
import type { RiskFact } from '../types';
import { fact } from './codes';
import { FRAMED } from './harm';
import { snakeName } from './walk';
import DEFAULT_WEIGHTS from './harm-weights.json';
import DECEPTION_WEIGHTS from './deception-weights.json';

export interface HarmWeights {
  version: number;
  dimensions: number;
  bias: number;
  /** A probability at or above this: the call is suspected of harmful content. */
  threshold: number;
  /** Sparse weights: [bucket, weight] pairs. */
  weights: [number, number][];
  /** What it was trained on, for the record (examples per corpus file and label). */
  trained_on: Record<string, { benign: number; harmful: number }>;
}

export interface HarmModel {
  readonly spec: HarmWeights;
  readonly dense: Float64Array;
}

export const HARM_DIMENSIONS = 1 << 18;
const MAX_TEXT = 6000;
const MAX_TOKENS = 600;

/**
 * Words that carry nothing on their own (negations stay: "not real"). Nor the words for the act of communicating and
 * its channels (say, tell, post, message, text, send, reply, chat ...): whether content hurts is in what it says, and
 * "say" had become harm itself ("Tell the team the offsite moved to Thursday and say lunch is on us" was flagged).
 */
const STOP = new Set(
  [
    'the a an to of and or in on for with at by from as is are was were be been being this that these those it its into about than then so very just also can could would should will shall may might do does did has have had there here which what who whom whose when where how',
    'say says said saying tell tells told telling post posts posted posting message messages messaged text texts texted send sends sent sending write writes wrote written writing reply replies replied email emails emailed mail dm chat chats channel channels comment comments note notes letter draft drafts thread threads body content subject',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Pronouns read as whom they point at, not as themselves: a third person whoever it is (he, she, they), the writer,
 * the reader. Harmful requests are about a person, and a model taught on words weighed "she" and "her" above "he"
 * (a grievance about a pregnant woman turned down was flagged): a bias, not a signal.
 */
const PERSON: Record<string, string> = {};
for (const w of 'he him his himself she her hers herself they them their theirs themselves'.split(' ')) PERSON[w] = '3p';
for (const w of 'me my mine myself we us our ours ourselves'.split(' ')) PERSON[w] = '1p';
for (const w of 'you your yours yourself yourselves'.split(' ')) PERSON[w] = '2p';

const PRONOUN_TOKENS = new Set(Object.values(PERSON));

/** A crude stem: plurals and the commonest verb endings, so "threatening", "threatens" and "threat" meet. */
function stem(w: string): string {
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ied')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}

/** The words of a text, lower-cased, stemmed, without the stop words (bounded). */
export function harmTokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.slice(0, MAX_TEXT).toLowerCase().replace(/['’]/g, '').split(/[^a-z0-9]+/)) {
    if (raw.length < 2 || STOP.has(raw) || /^\d+$/.test(raw)) continue;
    out.push(PERSON[raw] ?? stem(raw));
    if (out.length >= MAX_TOKENS) break;
  }
  return out;
}

/** The features of a text: each word, and each pair of neighbouring words (once each). */
export function harmFeatures(text: string): string[] {
  const t = harmTokens(text);
  const out = new Set<string>();
  for (let i = 0; i < t.length; i++) {
    // A pronoun alone says only that someone is meant: it counts in its pairs ("threaten 3p", "3p address"), not alone.
    if (!PRONOUN_TOKENS.has(t[i]!)) out.add(`w:${t[i]}`);
    if (i + 1 < t.length) out.add(`b:${t[i]} ${t[i + 1]}`);
  }
  return [...out];
}

export const harmBucketOf = (feature: string, dimensions: number = HARM_DIMENSIONS): number => fnv1a(feature) % dimensions;

/** Buckets of a text's features, each counted once, with the value each carries (1 / sqrt(count): a long text weighs no more). */
export function harmVector(text: string, dimensions: number = HARM_DIMENSIONS): { buckets: number[]; value: number } {
  const buckets = [...new Set(harmFeatures(text).map((f) => harmBucketOf(f, dimensions)))].sort((a, b) => a - b);
  return { buckets, value: buckets.length > 0 ? 1 / Math.sqrt(buckets.length) : 0 };
}

export function harmModelOf(spec: HarmWeights): HarmModel {
  const dense = new Float64Array(spec.dimensions);
  for (const [i, w] of spec.weights) dense[i] = w;
  return { spec, dense };
}

let shipped: HarmModel | null = null;
/** The committed model (harm-weights.json), read on first use. */
export function defaultHarmModel(): HarmModel {
  shipped ??= harmModelOf(DEFAULT_WEIGHTS as unknown as HarmWeights);
  return shipped;
}

let deception: HarmModel | null = null;
/** The committed deception classifier (deception-weights.json): fraud and phishing against every benign text. */
export function defaultDeceptionModel(): HarmModel {
  deception ??= harmModelOf(DECEPTION_WEIGHTS as unknown as HarmWeights);
  return deception;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The probability that a text asks for or carries harmful content. */
export function harmProbability(text: string, model: HarmModel = defaultHarmModel()): number {
  const { buckets, value } = harmVector(text, model.spec.dimensions);
  let z = model.spec.bias;
  for (const b of buckets) z += model.dense[b]! * value;
  return sigmoid(z);
}

/** Tools that act against content (report, flag, block, mute, ban, hide or remove it): they write nothing harmful. */
const AGAINST_CONTENT = /(?:^|[_.\s-])(?:report|flag|block|mute|ban|moderate|hide|remove|delete|takedown|unpublish|quarantine)(?:[_.\s-]|$)/i;

/**
 * The suspicion of harm, when no harm pattern found any (the caller checks): the task and the call's text read
 * together, flagged at the model's threshold. Not for a tool that acts against content, nor for a task or call
 * framed the way harm's look-alikes are (teaching, defence, research, reporting, care: harm.ts's FRAMED).
 */
export function suspectedHarmFacts(toolName: string, callText: string, task: string, model: HarmModel = defaultHarmModel()): RiskFact[] {
  if (FRAMED.test(task) || FRAMED.test(callText)) return [];
  return suspicion(model, 'harmful content', toolName, callText, task);
}

/** HARMFUL_CONTENT_SUSPECTED where a model reads the task and the call's text at or above its threshold; never for a tool against content. */
function suspicion(model: HarmModel, what: string, toolName: string, callText: string, task: string): RiskFact[] {
  if (AGAINST_CONTENT.test(snakeName(toolName))) return [];
  const p = harmProbability(`${task}\n${callText}`, model);
  if (p < model.spec.threshold) return [];
  return [fact('HARMFUL_CONTENT_SUSPECTED', `reads as ${what} to the classifier trained for it (p ${p.toFixed(2)}, threshold ${model.spec.threshold})`)];
}

/**
 * The suspicion of fraud or phishing in what a call writes, when no harm pattern found any (the caller checks): a second
 * classifier with the same features, trained on the corpus's fraud and phishing items against every benign one (a fake
 * notice from a city office, a bank's "verify your account" mail, a scare script asking for gift cards, a forged lender's
 * letter, each beside look-alikes: a scam warning, a real security notice, an invoice). The harm classifier leaves these
 * categories out because their words are those of ordinary payments and logins; this one is only asked about calls that
 * write prose or make a document and move no money (the caller checks that too), so a payment or a login never meets it. Not
 * for a tool that acts against content; the harm patterns' framing (FRAMED: "summary", "report on", "training") is not read
 * here: the classifier learned the look-alikes of fraud itself, and "an inspection summary that says the spillway passed" is
 * framed by the word that makes it a forgery.
 */
export function suspectedDeceptionFacts(toolName: string, callText: string, task: string, model: HarmModel = defaultDeceptionModel()): RiskFact[] {
  return suspicion(model, 'fraud or phishing', toolName, callText, task);
}
