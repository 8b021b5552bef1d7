// options.mode "deep": several independent samples inside the same per-call time limit, combined by vote.
// Agreement becomes the confidence, so a split model falls under the confidence threshold and goes to a
// person. Samples that fail count as dissent, and fewer usable samples than a majority fail the whole call.

import type { Handling, ModelAnswer, Semantic } from '../domain/types';
import { UnusableAnswerError } from './provider';

export const DEEP_SAMPLES = 3;
/** Sampling temperature for deep mode; standard mode asks once at temperature 0. */
export const DEEP_TEMPERATURE = 0.7;

// On a tie the more cautious choice wins, in the order of the outcome precedence.
const CAUTION: Handling[] = ['reject', 'more_information', 'human_review', 'proceed'];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function combineSamples(answers: ModelAnswer[], requested: number): ModelAnswer {
  if (answers.length === 0 || answers.length * 2 <= requested) {
    throw new UnusableAnswerError(`only ${answers.length} of ${requested} samples were usable`);
  }
  const votes = new Map<Handling, ModelAnswer[]>();
  for (const a of answers) votes.set(a.handling, [...(votes.get(a.handling) ?? []), a]);
  const most = Math.max(...[...votes.values()].map((v) => v.length));
  const handling = CAUTION.find((h) => votes.get(h)?.length === most)!;
  const agreement = most / requested;
  const keys = Object.keys(answers[0].semantic) as (keyof Semantic)[];
  const semantic = Object.fromEntries(keys.map((k) => [k, median(answers.map((a) => a.semantic[k]))])) as unknown as Semantic;
  const confidence = Math.min(agreement, median(votes.get(handling)!.map((a) => a.confidence)));
  return { semantic, handling, confidence: Math.round(confidence * 1000) / 1000 };
}

/** Runs one call (standard) or DEEP_SAMPLES calls in parallel (deep); all share the caller's abort signal. */
export async function sampled(mode: 'standard' | 'deep', once: (temperature: number) => Promise<ModelAnswer>): Promise<ModelAnswer> {
  if (mode !== 'deep') return once(0);
  const settled = await Promise.allSettled(Array.from({ length: DEEP_SAMPLES }, () => once(DEEP_TEMPERATURE)));
  const usable = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  return combineSamples(usable, DEEP_SAMPLES);
}
