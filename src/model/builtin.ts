// The builtin decision model: an offline, deterministic scorer. It is not a language model. It counts
// lexicon hits and simple features in the prepared evidence and maps them onto the semantic scores, so the
// service runs with no external model and gives the same answer to the same evidence every time. Its
// confidence says how clear-cut those signals are, nothing more.

import { stringsOf, type Evidence } from '../domain/evidence';
import type { Handling, ModelAnswer, Semantic } from '../domain/types';
import type { DecisionModel } from './provider';

const LEXICON = {
  fraud: [
    /\bgift ?cards?\b/, /\bwire (it |the money )?(immediately|now|urgently)\b/, /\burgent(ly)?\b/, /\b(bitcoin|crypto(currency)?|btc)\b/,
    /\bnew (bank )?account\b/, /\bdo(n'?t| not) tell\b/, /\bbypass\b/, /\boverride\b/, /\bwithout (approval|verification|review)\b/,
    /\bchargeback\b/, /\bphishing\b/, /\bspoof/, /\bimpersonat/, /\bsuspicious\b/, /\bstolen\b/, /\bfraud/,
  ],
  injection: [
    /\bignore (all |any )?(previous|prior|above) (instructions|rules)\b/, /\byou (must|should) (now )?(approve|allow)\b/,
    /\bsystem prompt\b/, /\bas an? (ai|assistant|evaluator)\b/, /\bdisregard\b/, /\bnew instructions?\b/,
  ],
  exfiltration: [
    /\bexport\b/, /\bdownload (all|every|the entire)\b/, /\bsend (all|every|the)? ?(data|records|files|customers?)\b/, /\bexternal\b/,
    /@(gmail|yahoo|outlook|hotmail|proton(mail)?)\.(com|me)\b/, /\bpastebin\b/, /\bupload\b/, /\bpasswords?\b/, /\bcredentials?\b/,
    /\bapi[ _-]?keys?\b/, /\bssn\b|\bsocial security\b/, /\bcredit card numbers?\b/, /\bpersonal data\b/, /\bdump\b/,
  ],
  dataLoss: [
    /\bdelete (all|every|the entire)\b/, /\bdrop (table|database)\b/, /\bpurge\b/, /\bwipe\b/, /\brm -rf\b/, /\btruncate\b/,
    /\bpermanent(ly)?\b/, /\birreversibl/, /\bdestroy\b/, /\berase\b/,
  ],
  breadth: [/\ball (customers|users|records|accounts|orders)\b/, /\bevery\b/, /\bentire\b/, /\bbulk\b/, /\bproduction\b/, /\bwhole\b/],
};

const clamp = (x: number) => Math.max(0, Math.min(1, x));
const round = (x: number) => Math.round(clamp(x) * 1000) / 1000;

function hits(text: string, patterns: RegExp[]): number {
  return patterns.reduce((n, p) => n + (p.test(text) ? 1 : 0), 0);
}

/** 0 hits → 0; each further hit closes half the remaining distance to 1, starting from `first`. */
function saturate(n: number, first: number): number {
  return n === 0 ? 0 : 1 - (1 - first) * Math.pow(0.5, n - 1);
}

export function scoreEvidence(evidence: Evidence): ModelAnswer {
  const { facts, untrusted } = evidence;
  const text = stringsOf([untrusted.description, untrusted.parameters, untrusted.context]).join('\n').toLowerCase();
  const cats = new Set(facts.categories);

  const fraudHits = hits(text, LEXICON.fraud);
  const injectionHits = hits(text, LEXICON.injection);
  const exfilHits = hits(text, LEXICON.exfiltration);
  const lossHits = hits(text, LEXICON.dataLoss);
  const breadthHits = hits(text, LEXICON.breadth);

  const fraud = Math.max(saturate(fraudHits, 0.45), saturate(injectionHits, 0.85));
  const exfil = Math.max(saturate(exfilHits, 0.35), cats.has('exfiltration') ? 0.5 : 0);
  const loss = Math.max(saturate(lossHits, 0.4), cats.has('destructive') ? 0.5 : 0);
  const blast = clamp(saturate(breadthHits, 0.4) + (cats.has('destructive') ? 0.2 : 0));

  let reversible = 0.7;
  if (cats.has('destructive') || cats.has('exfiltration')) reversible = 0.1;
  else if (cats.has('money_movement')) reversible = 0.4;
  else if (cats.has('communication')) reversible = 0.2;
  else if (cats.has('sensitive')) reversible = 0.5;
  reversible = clamp(reversible - 0.15 * lossHits);

  // Evidence supports the action when the caller says why, and the why names what the action is about.
  let support = 0.45;
  if (text.trim().length > 0) support += 0.2;
  if (facts.target && text.includes(facts.target.toLowerCase())) support += 0.15;
  if (facts.amount !== null && text.includes(String(facts.amount))) support += 0.1;
  if (text.includes(facts.action_type.replace(/_/g, ' ')) || text.includes(facts.action_type)) support += 0.1;
  support = clamp(support - 0.25 * injectionHits - 0.1 * fraudHits);

  let financial = 0;
  if (cats.has('money_movement')) financial = facts.amount_above_refund_limit ? 0.7 : facts.amount === null ? 0.5 : 0.3;

  const humanReview = Math.max(fraud, exfil, loss, facts.rules_matched.length > 0 ? 0.5 : 0, blast >= 0.6 && reversible <= 0.3 ? 0.6 : 0);

  const semantic: Semantic = {
    evidence_supports_action: round(support),
    action_reversible: round(reversible),
    human_review_required: round(humanReview),
    fraud_indicators: round(fraud),
    data_exfiltration_risk: round(exfil),
    data_loss_risk: round(loss),
    financial_impact: round(financial),
    blast_radius: round(blast),
  };

  const worst = Math.max(fraud, exfil, loss);
  let handling: Handling = 'proceed';
  if (worst >= 0.8) handling = 'reject';
  else if (worst >= 0.5 || humanReview >= 0.5) handling = 'human_review';

  // Clear-cut evidence (nothing suspicious, or something plainly wrong) gives high confidence; signals
  // near the middle give less.
  const ambiguity = 1 - Math.abs(worst - 0.5) * 2;
  const confidence = round(0.95 - 0.3 * ambiguity * (worst > 0 ? 1 : 0));
  return { semantic, handling, confidence };
}

export class BuiltinModel implements DecisionModel {
  readonly name = 'builtin';
  async assess(evidence: Evidence): Promise<ModelAnswer> {
    return scoreEvidence(evidence);
  }
}
