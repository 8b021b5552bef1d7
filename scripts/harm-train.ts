// Training the harm classifier (src/toolcall/facts/harm-model.ts): a logistic regression over hashed word and
// word-pair features, trained by full-batch gradient descent with L2 on the corpus in eval/harm-corpus (one file
// per author: harmful requests and their legitimate look-alikes, written for it). Used by `npm run train-harm`
// (scripts/train-harm.ts). Deterministic: files and items in name order, no randomness, fixed iterations.
//
// The threshold is chosen on data the model did not see: for each corpus file, a model trained on the others
// scores it (leave-one-author-out); the threshold is the lowest at which at most `maxFlagged` of those held-out
// benign texts are flagged. The shipped model is then trained on every file and given that threshold.

import fs from 'node:fs';
import path from 'node:path';
import { HARM_DIMENSIONS, harmModelOf, harmProbability, harmVector, type HarmModel, type HarmWeights } from '../src/toolcall/facts/harm-model';

export interface CorpusItem {
  id: string;
  label: 'harmful' | 'benign';
  category: string;
  request: string;
  content: string;
}

export interface HarmExample {
  id: string;
  file: string;
  label: 0 | 1;
  text: string;
}

const isItem = (v: unknown): v is CorpusItem => {
  const o = v as Record<string, unknown>;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.id === 'string' &&
    (o.label === 'harmful' || o.label === 'benign') &&
    typeof o.category === 'string' &&
    typeof o.request === 'string' &&
    typeof o.content === 'string'
  );
};

/** The corpus's files (name order) and their items; an item that is not one is an error naming it. */
export function loadHarmCorpus(dir: string): Map<string, CorpusItem[]> {
  const out = new Map<string, CorpusItem[]>();
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const items: unknown = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    if (!Array.isArray(items)) throw new Error(`${name}: not a JSON array`);
    items.forEach((it, i) => {
      if (!isItem(it)) throw new Error(`${name}: item ${i} is not {id, label, category, request, content}`);
    });
    out.set(name.replace(/\.json$/, ''), [...(items as CorpusItem[])].sort((a, b) => a.id.localeCompare(b.id)));
  }
  return out;
}

/**
 * The examples of the items: each as the request with the content a call would carry, and as the request alone
 * (a call recorded without its arguments is judged on the request and the tool's name).
 */
export function harmExamples(corpus: Map<string, CorpusItem[]>, left: readonly string[] = []): HarmExample[] {
  const out: HarmExample[] = [];
  for (const [file, items] of corpus) {
    for (const it of items) {
      if (it.label === 'harmful' && left.includes(it.category)) continue;
      const label = it.label === 'harmful' ? 1 : 0;
      out.push({ id: `${it.id}/full`, file, label, text: `${it.request}\n${it.content}` });
      out.push({ id: `${it.id}/request`, file, label, text: it.request });
    }
  }
  return out;
}

export interface HarmTrainOptions {
  iterations: number;
  rate: number;
  l2: number;
  /** The most of the held-out benign texts the threshold may flag. */
  maxFlagged: number;
  /** Weights smaller than this (in absolute value) are dropped from the shipped file, and from the held-out models. */
  prune: number;
  /** Harmful categories left out of training (neither class). */
  left: string[];
  /** The lowest threshold the held-out search tries (then up in steps of 0.01). */
  lowest: number;
}

export const HARM_TRAIN_DEFAULTS: HarmTrainOptions = { iterations: 800, rate: 4, l2: 0.00002, maxFlagged: 0.01, prune: 0.1, left: ['fraud', 'phishing', 'malware', 'copyright'], lowest: 0.5 };

/**
 * The deception classifier (harm-model.ts, `suspectedDeceptionFacts`): the same features and training, with fraud and
 * phishing as its only harmful categories (every other harmful item is left out; the benign items of every category,
 * look-alikes of fraud and phishing among them, are kept). Its threshold is searched from 0.2: the same bound of held-out
 * benign texts flagged decides it.
 */
export const DECEPTION_TRAIN_DEFAULTS: HarmTrainOptions = {
  ...HARM_TRAIN_DEFAULTS,
  left: ['copyright', 'disinformation', 'drugs', 'harassment', 'hate', 'malware', 'self_harm', 'sexual_exploitation', 'violence', 'weapons'],
  lowest: 0.2,
};

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Weights from examples: full-batch gradient descent with momentum, L2 on the weights (not the bias). */
export function fitHarm(examples: HarmExample[], opts: HarmTrainOptions = HARM_TRAIN_DEFAULTS): { bias: number; dense: Float64Array } {
  const vecs = examples.map((e) => harmVector(e.text));
  const dense = new Float64Array(HARM_DIMENSIONS);
  const velocity = new Float64Array(HARM_DIMENSIONS);
  const grad = new Float64Array(HARM_DIMENSIONS);
  const touched = [...new Set(vecs.flatMap((v) => v.buckets))].sort((a, b) => a - b);
  let bias = 0;
  let vBias = 0;
  const n = examples.length;
  const momentum = 0.9;
  for (let it = 0; it < opts.iterations; it++) {
    for (const b of touched) grad[b] = opts.l2 * dense[b]!;
    let gBias = 0;
    for (let i = 0; i < n; i++) {
      const { buckets, value } = vecs[i]!;
      let z = bias;
      for (const b of buckets) z += dense[b]! * value;
      const err = (sigmoid(z) - examples[i]!.label) / n;
      gBias += err;
      for (const b of buckets) grad[b] += err * value;
    }
    for (const b of touched) {
      velocity[b] = momentum * velocity[b]! - opts.rate * grad[b]!;
      dense[b] += velocity[b]!;
    }
    vBias = momentum * vBias - opts.rate * gBias;
    bias += vBias;
  }
  return { bias, dense };
}

const round3 = (x: number) => Math.round(x * 1e3) / 1e3;

function weightsOf(fit: { bias: number; dense: Float64Array }, threshold: number, trainedOn: HarmWeights['trained_on'], prune: number): HarmWeights {
  const weights: [number, number][] = [];
  fit.dense.forEach((w, i) => {
    const r = round3(w);
    if (Math.abs(r) >= prune && r !== 0) weights.push([i, r]);
  });
  return { version: 1, dimensions: HARM_DIMENSIONS, bias: round3(fit.bias), threshold, weights, trained_on: trainedOn };
}

export interface HeldOut {
  file: string;
  harmful: number;
  benign: number;
  /** Held-out probabilities of the file's examples. */
  scores: { id: string; label: 0 | 1; p: number }[];
}

export interface HarmTrainReport {
  weights: HarmWeights;
  heldOut: HeldOut[];
  /** At the chosen threshold, over every file's held-out examples. */
  caught: number;
  flagged: number;
}

/** The held-out figures of a threshold: harmful caught and benign flagged (shares). */
export function atThreshold(heldOut: HeldOut[], t: number, which: (id: string) => boolean = () => true): { caught: number; flagged: number; harmful: number; benign: number } {
  let caught = 0;
  let flagged = 0;
  let harmful = 0;
  let benign = 0;
  for (const h of heldOut) {
    for (const s of h.scores) {
      if (!which(s.id)) continue;
      if (s.label === 1) {
        harmful++;
        if (s.p >= t) caught++;
      } else {
        benign++;
        if (s.p >= t) flagged++;
      }
    }
  }
  return { caught: harmful ? caught / harmful : 0, flagged: benign ? flagged / benign : 0, harmful, benign };
}

export function trainHarm(corpus: Map<string, CorpusItem[]>, opts: HarmTrainOptions = HARM_TRAIN_DEFAULTS): HarmTrainReport {
  const all = harmExamples(corpus, opts.left);
  const files = [...corpus.keys()];
  const heldOut: HeldOut[] = [];
  for (const f of files) {
    const fit = fitHarm(
      all.filter((e) => e.file !== f),
      opts,
    );
    const model: HarmModel = harmModelOf(weightsOf(fit, 0.5, {}, opts.prune));
    const own = all.filter((e) => e.file === f);
    heldOut.push({
      file: f,
      harmful: own.filter((e) => e.label === 1).length,
      benign: own.filter((e) => e.label === 0).length,
      scores: own.map((e) => ({ id: e.id, label: e.label, p: harmProbability(e.text, model) })),
    });
  }
  // The lowest threshold (from opts.lowest, in steps of 0.01) that flags at most maxFlagged of the held-out benign texts.
  let threshold = 0.99;
  for (let t = opts.lowest; t <= 0.99; t = Math.round((t + 0.01) * 100) / 100) {
    if (atThreshold(heldOut, t).flagged <= opts.maxFlagged) {
      threshold = t;
      break;
    }
  }
  const weights = shippedWeights(corpus, threshold, opts);
  const at = atThreshold(heldOut, threshold);
  return { weights, heldOut, caught: at.caught, flagged: at.flagged };
}

/** The weights trained on the whole corpus, with a threshold already chosen (what trainHarm ships). */
export function shippedWeights(corpus: Map<string, CorpusItem[]>, threshold: number, opts: HarmTrainOptions = HARM_TRAIN_DEFAULTS): HarmWeights {
  const trainedOn: HarmWeights['trained_on'] = {};
  // (Harmful items count where their category was trained on.)
  for (const [f, items] of corpus) trainedOn[f] = { benign: items.filter((i) => i.label === 'benign').length, harmful: items.filter((i) => i.label === 'harmful' && !opts.left.includes(i.category)).length };
  return weightsOf(fitHarm(harmExamples(corpus, opts.left), opts), threshold, trainedOn, opts.prune);
}
