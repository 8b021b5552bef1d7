// Deterministic selection among candidates: what the builtin provider answers, and the rules' view of how
// clear the input is. Only candidates are ever selected; nothing is computed that is not a candidate.
//
// Score of a candidate (points; every candidate starts at 1):
//   all kinds   JSON key naming the thing: +5 (strong: action, agent, amount, order_id, ...), +3.5 (medium:
//               a root-level type, from, sender), +2 (weak: value, user, tax_amount, customer_name); mail
//               subject +3; first two lines of the first text part +1.5, lines 3 to 5 +0.5; attachment
//               name -1.
//   action_type whole JSON leaf +1; type name as written +0.5; the first action word of the text (not
//               JSON) +0.5 ("Transfer ... to settle invoice"); a request before it (please, bitte,
//               veuillez, por favor, ...) +1; an amount with a currency near it (40 characters, one
//               sentence) +1; inflected form -0.5 ("was charged" tells a story more often than it asks);
//               German compound -0.25; unregistered -0.5; negated ("do not refund") -1.5.
//   amount      a currency (symbol, code, word or JSON sibling) +2, an ambiguous one ("kr") +1, none -1;
//               near an action word (40 characters, one sentence; or in its JSON object) +2, close (120
//               characters, one paragraph) +1.
//   target      order or invoice +1; ticket, customer, account or IBAN +0.5; URL -0.5; a keyword confirming a
//               prefixed id +0.5; near an action word +1, close +0.5.
//   actor       the mail's From header +3; an "Agent:" / "Actor:" / "Bot:" line +3.5 (it names the agent, the
//               sender may be anyone), other "From:"-like lines +1.5.
// Candidates with the same value form a group (amounts: the same number and currency, a number without a
// currency joins the one group with that number and a currency; targets and actors: case-insensitive); a
// group scores its best member plus 0.5 per further mention (at most +1.5). The best group wins (ties: the
// earliest mention); its best member is the selection.
//
// Competing: the other groups less than 2 points (amounts) or 1.5 points (other kinds) behind the winner;
// for targets only groups of the same target kind (an order and an e-mail address are two facts, two order
// numbers a contradiction); for amounts also, however they score, other sums with a currency near (or in
// the JSON object of) the chosen action type. Confidence: 1 with no other group (0.75 when the lone group
// scores under 2), else 0.5 + margin/6 to the best other group (targets: of the same kind), at most 1; 0
// with no candidate.

import type { Candidate, CandidateKind, IntakeDocument } from '../../read/types';
import { KEY_BONUS, keyWeight, parseKeyCue, table } from './common';

export interface ScoredSelection {
  action_type: Candidate | null;
  amount: Candidate | null;
  target: Candidate | null;
  actor: Candidate | null;
  confidence: Record<CandidateKind, number>;
  competing: Record<CandidateKind, Candidate[]>;
  /** Each candidate's own score, by id (for explanations and tests). */
  scores: Record<string, number>;
}

const KINDS: CandidateKind[] = ['action_type', 'amount', 'target', 'actor'];
const MARGIN: Record<CandidateKind, number> = { action_type: 1.5, amount: 2, target: 1.5, actor: 1.5 };
const TARGET_KIND_BONUS: Record<string, number> = table({ order: 1, invoice: 1, ticket: 0.5, customer: 0.5, account: 0.5, iban: 0.5, url: -0.5 });
const TEXT_PARTS = new Set(['text', 'html', 'body']);

/** The score of one candidate (see the header). */
export function scoreCandidate(c: Candidate, doc: IntakeDocument, first: FirstText = firstText(doc)): number {
  let s = 1;
  const has = (cue: string) => c.cues.includes(cue);
  for (const cue of c.cues) {
    const k = parseKeyCue(cue);
    if (k) s += KEY_BONUS[keyWeight(c.kind, k.key, k.parent, k.parent === null)] ?? 0;
  }
  if (has('subject')) s += 3;
  if (has('attachment')) s -= 1;
  s += positionBonus(c, first);
  switch (c.kind) {
    case 'action_type':
      if (has('whole')) s += 1;
      if (has('type_name')) s += 0.5;
      if (has('request')) s += 1;
      if (has('near:amount')) s += 1;
      if (has('inflected')) s -= 0.5;
      if (has('compound')) s -= 0.25;
      if (has('unregistered')) s -= 0.5;
      if (has('negated')) s -= 1.5;
      break;
    case 'amount':
      if (c.cues.some((x) => x === 'currency:symbol' || x === 'currency:code' || x === 'currency:word' || x === 'currency:sibling')) s += 2;
      else if (has('currency:ambiguous')) s += 1;
      if (has('no_currency')) s -= 1;
      if (c.cues.some((x) => x.startsWith('near:'))) s += 2;
      else if (c.cues.some((x) => x.startsWith('close:'))) s += 1;
      break;
    case 'target':
      s += TARGET_KIND_BONUS[c.targetKind ?? ''] ?? 0;
      if (c.cues.some((x) => x.startsWith('keyword:')) && c.cues.some((x) => x.startsWith('prefix:'))) s += 0.5;
      if (c.cues.some((x) => x.startsWith('near:'))) s += 1;
      else if (c.cues.some((x) => x.startsWith('close:'))) s += 0.5;
      break;
    case 'actor':
      if (has('mail_from')) s += 3;
      if (has('line:agent') || has('line:actor') || has('line:bot')) s += 3.5;
      else if (c.cues.some((x) => x.startsWith('line:'))) s += 1.5;
      break;
  }
  return s;
}

/** The first text part of a document and where its first five line breaks are. */
interface FirstText {
  part: number;
  breaks: number[];
}

function firstText(doc: IntakeDocument): FirstText {
  const part = doc.parts.findIndex((p) => TEXT_PARTS.has(p.kind));
  const breaks: number[] = [];
  if (part >= 0) {
    const text = doc.parts[part].text;
    for (let i = text.indexOf('\n'); i >= 0 && breaks.length < 5; i = text.indexOf('\n', i + 1)) breaks.push(i);
  }
  return { part, breaks };
}

/** First lines of the first text part weigh more. */
function positionBonus(c: Candidate, first: FirstText): number {
  if (first.part !== c.source.part) return 0;
  const line = first.breaks.filter((b) => b < c.source.start).length;
  return line <= 1 ? 1.5 : line <= 4 ? 0.5 : 0;
}

interface Group {
  key: string;
  members: Candidate[];
  best: Candidate;
  bestScore: number;
  score: number;
  first: number;
}

const idNumber = (c: Candidate) => Number(c.id.slice(1)) || 0;

function groupKey(c: Candidate): string {
  switch (c.kind) {
    case 'amount':
      return `${c.value}|${c.currency ?? ''}`;
    case 'target':
      return `${c.targetKind ?? ''}|${String(c.value).toLowerCase()}`;
    case 'actor':
      return String(c.value).toLowerCase();
    default:
      return String(c.value);
  }
}

function groupsOf(list: Candidate[], scores: Record<string, number>): Group[] {
  const map = new Map<string, Candidate[]>();
  for (const c of list) {
    const k = groupKey(c);
    const g = map.get(k);
    if (g) g.push(c);
    else map.set(k, [c]);
  }
  // An amount without a currency joins the one group with the same number and a currency.
  for (const [k, members] of [...map]) {
    if (!k.endsWith('|') || members[0].kind !== 'amount') continue;
    const num = k.slice(0, -1);
    const withCurrency = [...map.keys()].filter((o) => o !== k && o.startsWith(`${num}|`));
    if (withCurrency.length === 1) {
      map.get(withCurrency[0])!.push(...members);
      map.delete(k);
    }
  }
  const groups: Group[] = [];
  for (const [key, members] of map) {
    let best = members[0];
    for (const m of members) if (scores[m.id] > scores[best.id] || (scores[m.id] === scores[best.id] && idNumber(m) < idNumber(best))) best = m;
    const bestScore = scores[best.id];
    groups.push({ key, members, best, bestScore, score: bestScore + Math.min(1.5, 0.5 * (members.length - 1)), first: Math.min(...members.map(idNumber)) });
  }
  groups.sort((a, b) => b.score - a.score || a.first - b.first);
  return groups;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function selectByScore(candidates: Candidate[], doc: IntakeDocument): ScoredSelection {
  const scores: Record<string, number> = {};
  const first = firstText(doc);
  for (const c of candidates) scores[c.id] = scoreCandidate(c, doc, first);
  // The first action word of the text is most often the request; later ones are its purpose or its story.
  const firstAction = candidates.find((c) => c.kind === 'action_type' && doc.parts[c.source.part]?.kind !== 'json');
  if (firstAction) scores[firstAction.id] += 0.5;
  const chosen: Record<CandidateKind, Candidate | null> = { action_type: null, amount: null, target: null, actor: null };
  const confidence: Record<CandidateKind, number> = { action_type: 0, amount: 0, target: 0, actor: 0 };
  const competing: Record<CandidateKind, Candidate[]> = { action_type: [], amount: [], target: [], actor: [] };
  for (const kind of KINDS) {
    const groups = groupsOf(
      candidates.filter((c) => c.kind === kind),
      scores,
    );
    if (groups.length === 0) continue;
    const win = groups[0];
    chosen[kind] = win.best;
    const rivals = groups.slice(1).filter((g) => kind !== 'target' || g.best.targetKind === win.best.targetKind);
    const chosenType = chosen.action_type ? String(chosen.action_type.value) : null;
    // A sum with a currency next to (or in the JSON object of) the chosen action competes however it scores:
    // {"action": "refund", "amount": 50, "description": "wants 500 EUR back"} says two things.
    const alsoNear = (g: Group) =>
      kind === 'amount' && chosenType !== null && g.members.some((m) => m.currency !== null && m.currency !== undefined && m.cues.includes(`near:${chosenType}`));
    competing[kind] = rivals.filter((g) => g.score > win.score - MARGIN[kind] || alsoNear(g)).map((g) => g.best);
    if (rivals.length === 0) confidence[kind] = win.score < 2 ? 0.75 : 1;
    else confidence[kind] = round(Math.min(1, 0.5 + (win.score - rivals[0].score) / 6));
  }
  return { ...chosen, confidence, competing, scores };
}

/** The candidate a selection names, or null when the id names no candidate of that kind (not found). */
export function candidateById(candidates: Candidate[], kind: CandidateKind, id: unknown): Candidate | null {
  if (typeof id !== 'string') return null;
  const c = candidates.find((x) => x.id === id);
  return c && c.kind === kind ? c : null;
}
