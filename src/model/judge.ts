// The learned judge of the builtin model: a logistic regression over hashed features of the prepared
// evidence (the call's name and argument keys, its effect classes, the risk facts code found, the rules matched,
// the user's request and what the conversation's tool data asks for, and the lexicon scores of
// scoreEvidence), giving a calibrated probability that the call is unsafe. Weights are trained offline by
// `npm run train-judge` (scripts/train-judge.ts) and committed in judge-weights.json; docs/judge.md says on
// which data. The judge answers the semantic question only: facts stay computed in code, and rules matched on
// them decide whatever the judge says.
//
// Risk facts count by their code, whatever the code: a new code is a new feature the next training learns.

import { SEMANTIC_KEYS } from '../contract/schemas';
import { stringsOf, type Evidence } from '../domain/evidence';
import type { Handling, ModelAnswer } from '../domain/types';
import { contentWords, dataInstructions, literalsOf, recordsListedItems } from '../domain/words';
import { delegatedOutputs } from '../read/injection';
import { fnv1a } from '../lib/hash';
import { requestAndData } from './context';
import DEFAULT_WEIGHTS from './judge-weights.json';

/** Hashed feature space: 2^18 buckets. */
export const JUDGE_DIMENSIONS = 1 << 18;

export interface JudgeWeights {
  version: number;
  dimensions: number;
  /** Platt scaling of the raw score: p = sigmoid(a * score + b). */
  calibration: { a: number; b: number };
  /** A probability at or above this: the call goes to a person, whatever the lexicon says. */
  threshold: number;
  /** A probability below this clears what the lexicon flagged; between the two, the lexicon's answer stands. */
  clear_threshold: number;
  /** A probability at or above this, with the lexicon scores saying reject too: reject. */
  reject_threshold: number;
  bias: number;
  /** Sparse weights: [bucket, weight] pairs. */
  weights: [number, number][];
  /** What it was trained on, for the record (counts per dataset and label). */
  trained_on: Record<string, { safe: number; unsafe: number }>;
}

/** A judge ready to score: the weights spread into a dense array once. */
export interface Judge {
  readonly spec: JudgeWeights;
  readonly dense: Float64Array;
}

export function judgeOf(spec: JudgeWeights): Judge {
  const dense = new Float64Array(spec.dimensions);
  for (const [i, w] of spec.weights) dense[i] = w;
  return { spec, dense };
}

let shipped: Judge | null = null;
/** The committed judge (src/model/judge-weights.json), read on first use. */
export function defaultJudge(): Judge {
  shipped ??= judgeOf(DEFAULT_WEIGHTS as unknown as JudgeWeights);
  return shipped;
}

export const bucketOf = (feature: string, dimensions: number = JUDGE_DIMENSIONS): number => fnv1a(feature) % dimensions;

const MAX_TEXT = 4000;
const MAX_WORDS = 60;
const few = (n: number) => (n >= 3 ? '3+' : String(n));
const level = (x: number) => String(Math.min(4, Math.floor(x * 5)));
const firstWords = (text: string) => [...contentWords(text.slice(0, MAX_TEXT))].slice(0, MAX_WORDS);

/** The judge's features for one piece of evidence, as strings (hashed by the caller); `lexicon` is scoreEvidence's answer. */
export function judgeFeatures(evidence: Evidence, lexicon: ModelAnswer): string[] {
  const { facts, untrusted } = evidence;
  const out: string[] = [];
  for (const e of facts.effects) out.push(`effect:${e}`);
  out.push(`effects:${few(facts.effects.length)}`);
  for (const r of facts.risk_facts) out.push(`risk:${r.code}`);
  out.push(`risks:${few(facts.risk_facts.length)}`);
  for (const c of facts.categories) out.push(`category:${c}`);
  for (const r of facts.rules_matched) out.push(`rule:${r}`);
  out.push(`known:${facts.action_type_known}`, `explained:${String(facts.explained)}`, `amount:${facts.amount !== null}`, `target:${facts.target !== null}`);

  const typeWords = firstWords(facts.action_type.replace(/[_.:-]+/g, ' '));
  for (const w of typeWords) out.push(`tool:${w}`);
  const argText = stringsOf(untrusted.parameters).join(' ');
  // The arguments' words count through the overlap with the request below, not one feature each: a word of an
  // argument learned from a few hundred labelled calls ("curl", "main", "switch") said more about those calls than
  // about the next agent's, and what arguments carry is read by code (shell, SQL, harm, domain facts). Dropped in
  // the seventh follow-up of issue 24: the leave-one-dataset-out F1 of the sets trained on went from 0.971 / 0.952
  // / 1.000 to 0.967 / 0.968 / 1.000 (docs/judge.md).
  const argWords = firstWords(`${argText} ${untrusted.description ?? ''}`);
  if (untrusted.parameters && typeof untrusted.parameters === 'object') for (const k of Object.keys(untrusted.parameters).slice(0, 20)) out.push(`key:${k.toLowerCase()}`);
  out.push(`args:${few(Math.ceil(argText.length / 200))}`);

  // The conversation: the user's request, and what untrusted tool data asks for.
  const parts = requestAndData(untrusted.context);
  const user = parts.user.toLowerCase();
  // The request's words count through the overlaps below, not one feature each: a word of the few hundred labelled
  // requests ("look", "draft", "place", "don") said more about those requests than about the next user's, and moved
  // safe look-alikes of earlier probes across the threshold at each retraining. Dropped in the twenty-eighth follow-up
  // of issue 24: leave-one-dataset-out F1 of the sets trained on 0.962 / 0.952 / 1.000 -> 0.962 / 0.968 / 1.000, the
  // held-out probe sets 0.843 -> 0.851, AgentHarm 0.963 -> 0.966 (docs/judge.md).
  const userWords = new Set(firstWords(user));
  out.push(`user:${parts.user ? 'present' : 'absent'}`, `data:${parts.data ? 'present' : 'absent'}`);
  const actionWords = new Set([...typeWords, ...argWords]);
  out.push(`overlap:${few([...actionWords].filter((w) => userWords.has(w)).length)}`);
  const literals = literalsOf(untrusted.parameters, facts.target, facts.amount);
  out.push(`literals:${few(literals.length)}`, `literals_from_user:${few(literals.filter((l) => user.includes(l)).length)}`);
  // (Nor when the user asked for the items a tool returned to be written down one by one, "add each deadline to my calendar":
  // its to-dos are the record's words, as the injection facts read them.)
  const instructions = parts.data && delegatedOutputs(parts.user, parts.data) === null && !recordsListedItems(parts.user) ? dataInstructions(parts.data.slice(0, 20 * MAX_TEXT)) : [];
  out.push(`data_instructions:${few(instructions.length)}`);
  if (instructions.length > 0) {
    const instr = instructions.join('\n');
    const instrWords = contentWords(instr);
    out.push(`follows_data:${few([...actionWords].filter((w) => instrWords.has(w) && !userWords.has(w)).length)}`);
    out.push(`literals_from_data:${few(literals.filter((l) => instr.includes(l) && !user.includes(l)).length)}`);
  }
  // Crossed features: what the call does against what the request explains.
  for (const e of facts.effects) out.push(`effect:${e}|explained:${String(facts.explained)}`);

  // The lexicon scores, bucketed.
  for (const k of SEMANTIC_KEYS) out.push(`lexicon:${k}=${level(lexicon.semantic[k])}`);
  out.push(`lexicon:handling=${lexicon.handling}`);
  return out;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The raw score (before calibration) of hashed features. */
export function rawScore(judge: Judge, features: string[]): number {
  let z = judge.spec.bias;
  for (const f of features) z += judge.dense[bucketOf(f, judge.spec.dimensions)]!;
  return z;
}

/** The calibrated probability that the call is unsafe. */
export function unsafeProbability(judge: Judge, evidence: Evidence, lexicon: ModelAnswer): number {
  const { a, b } = judge.spec.calibration;
  return sigmoid(a * rawScore(judge, judgeFeatures(evidence, lexicon)) + b);
}

const round = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 1000) / 1000;
const BELOW = 0.49;

/** Whether the lexicon's answer alone would stop the call (at the default thresholds of the settings). */
export function lexiconFlags(a: ModelAnswer): boolean {
  const s = a.semantic;
  return (
    a.handling !== 'proceed' ||
    Math.max(s.human_review_required, s.fraud_indicators, s.data_exfiltration_risk, s.data_loss_risk) >= 0.5 ||
    s.evidence_supports_action < 0.5 ||
    (s.action_reversible <= 0.3 && s.blast_radius >= 0.6)
  );
}

/**
 * The builtin model's answer: the lexicon's semantic scores, gated by the judge's probability p. p at or above
 * `threshold`: the call is flagged (human_review_required carries p; the lexicon's handling stands, or becomes
 * human_review when the lexicon saw nothing). p below `clear_threshold`: what the lexicon flagged is cleared
 * (no score reaches a review threshold), except a reject. Between the two, the lexicon's answer stands as it is. Confidence is
 * how far p is from the threshold that decided.
 */
export function judgedAnswer(judge: Judge, evidence: Evidence, lexicon: ModelAnswer): ModelAnswer {
  const p = unsafeProbability(judge, evidence, lexicon);
  const { threshold, clear_threshold, reject_threshold } = judge.spec;
  const s = lexicon.semantic;
  if (p >= threshold) {
    let handling: Handling = lexicon.handling === 'proceed' ? 'human_review' : lexicon.handling;
    if (handling === 'reject' && p < reject_threshold) handling = 'human_review';
    return { semantic: { ...s, human_review_required: round(Math.max(s.human_review_required, p)) }, handling, confidence: round(0.6 + (0.39 * (p - threshold)) / (1 - threshold || 1)) };
  }
  // What the lexicon rejects outright (its strongest signals) is never cleared.
  if (p >= clear_threshold || lexicon.handling === 'reject') return lexicon;
  const cap = (x: number) => Math.min(x, BELOW);
  return {
    semantic: {
      ...s,
      evidence_supports_action: Math.max(s.evidence_supports_action, 0.6),
      human_review_required: cap(s.human_review_required),
      fraud_indicators: cap(s.fraud_indicators),
      data_exfiltration_risk: cap(s.data_exfiltration_risk),
      data_loss_risk: cap(s.data_loss_risk),
      // Irreversible and wide at once is a rule of its own; judged safe, it is not both.
      blast_radius: cap(s.blast_radius),
    },
    handling: 'proceed',
    confidence: round(0.6 + (0.39 * (clear_threshold - p)) / (clear_threshold || 1)),
  };
}
