// The candidate extractors, together: what code finds in an IntakeDocument. Pure, deterministic and
// bounded (the first MAX_SCAN_CHARS characters of at most MAX_SCAN_PARTS parts; each extractor stops reading
// free text after LOOSE_CAP finds; at most MAX_PER_KIND candidates per kind are kept, JSON leaves whose key
// names the thing and mail subjects first, then in document order). Every candidate's raw is exactly the
// input text at its source: doc.parts[source.part].text.slice(source.start, source.end), or, for
// source.part === -1 (MAIL_FROM_PART), the mail's From header: doc.mail.from.slice(source.start,
// source.end). Nothing is ever invented. Ids are c1, c2, ... in document order (part, then offset).
//
// Order of work:
// 1. targets (their spans keep amounts out of IBANs, ids, e-mail addresses and URLs, and action words out
//    of e-mail addresses and URLs);
// 2. actors (an "Agent: refund-bot" line names an agent: its words are no action);
// 3. action types;
// 4. amounts (a bare number right after a money-moving action word is a sum: "refund 50");
// 5. cues: 'subject' and 'attachment' by part kind; proximity: an amount or target within 40 characters of
//    an action word in one sentence (or in the JSON object of an action leaf) gets 'near:<type>', within
//    120 characters in one paragraph 'close:<type>'; an action word with an amount naming a currency near
//    it gets 'near:amount';
// 6. duplicates (same kind, value and source) merged with their cues, the per-kind cap, ids.

import type { Registry } from '../../domain/registry';
import type { Candidate, CandidateKind, IntakeDocument } from '../../read/types';
import { extractActors, MAIL_FROM_PART } from './actor';
import { extractAmounts } from './amounts';
import { makeContext, MAX_PER_KIND, parentPointer, type Draft } from './common';
import { extractTargets } from './targets';
import { extractActionTypes, moneyWordEnds } from './types';

export { MAIL_FROM_PART } from './actor';
export { MAX_PER_KIND, MAX_SCAN_CHARS, MAX_SCAN_PARTS } from './common';

const KIND_ORDER: Record<CandidateKind, number> = { action_type: 0, amount: 1, target: 2, actor: 3 };
const NEAR = 40;
const CLOSE = 120;

export function extractCandidates(doc: IntakeDocument, registry: Registry): Candidate[] {
  const ctx = makeContext(doc, registry);
  const targets = extractTargets(ctx);
  const actors = extractActors(ctx);
  // Words inside e-mail addresses, URLs and "Agent: refund-helper" lines are no actions.
  for (const a of actors) if (a.cues.some((c) => c.startsWith('line:'))) targets.addressMask.add(a.source.part, a.source.start, a.source.end);
  const types = extractActionTypes(ctx, targets.addressMask, targets.horizon);
  const amounts = extractAmounts(ctx, { mask: targets.mask, moneyEnds: moneyWordEnds(types, registry), horizon: targets.horizon });
  const all = [...types, ...amounts, ...targets.drafts, ...actors];

  for (const d of all) {
    const part = d.source.part === MAIL_FROM_PART ? undefined : doc.parts[d.source.part];
    if (part?.kind === 'subject') d.cues.push('subject');
    if (part?.kind === 'attachment') d.cues.push('attachment');
  }
  proximity(types, amounts, targets.drafts, doc);

  // One candidate per kind, value and source: cues of duplicates are merged.
  const byKey = new Map<string, Draft>();
  for (const d of all) {
    const k = `${d.kind}\u0001${typeof d.value}:${d.value}\u0001${d.currency ?? ''}\u0001${d.targetKind ?? ''}\u0001${d.source.part}:${d.source.start}:${d.source.end}`;
    const seen = byKey.get(k);
    if (seen) {
      for (const c of d.cues) if (!seen.cues.includes(c)) seen.cues.push(c);
    } else byKey.set(k, { ...d, cues: [...new Set(d.cues)] });
  }
  const unique = [...byKey.values()];

  // At most MAX_PER_KIND per kind: keyed JSON leaves and subject lines first, then in document order.
  const kept: Draft[] = [];
  for (const kind of Object.keys(KIND_ORDER) as CandidateKind[]) {
    const ofKind = unique.filter((d) => d.kind === kind);
    if (ofKind.length <= MAX_PER_KIND) kept.push(...ofKind);
    else {
      const priority = (d: Draft) => (d.cues.some((c) => c.startsWith('key:')) ? 0 : d.cues.includes('subject') || d.cues.includes('mail_from') ? 1 : 2);
      kept.push(...[...ofKind].sort((a, b) => priority(a) - priority(b) || byPosition(a, b)).slice(0, MAX_PER_KIND));
    }
  }
  kept.sort(byPosition);
  return kept.map((d, i) => ({ id: `c${i + 1}`, ...d }));
}

function byPosition(a: Draft, b: Draft): number {
  return (
    a.source.part - b.source.part ||
    a.source.start - b.source.start ||
    a.source.end - b.source.end ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    (String(a.value) < String(b.value) ? -1 : String(a.value) > String(b.value) ? 1 : 0)
  );
}

function gap(a: Draft, b: Draft): number {
  if (a.source.end <= b.source.start) return b.source.start - a.source.end;
  if (b.source.end <= a.source.start) return a.source.start - b.source.end;
  return 0;
}

/** Spans of one part sorted by start, for nearest-neighbour look-ups. */
class Spans {
  readonly items: Draft[];
  constructor(items: Draft[]) {
    this.items = [...items].sort((a, b) => a.source.start - b.source.start);
  }

  /** The item nearest to d (smallest gap), or null. Items do not nest much, so the neighbours by start suffice. */
  nearest(d: Draft): { item: Draft; dist: number } | null {
    const list = this.items;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].source.start < d.source.start) lo = mid + 1;
      else hi = mid;
    }
    let best: { item: Draft; dist: number } | null = null;
    for (let i = Math.max(0, lo - 2); i < Math.min(list.length, lo + 2); i++) {
      const dist = gap(d, list[i]);
      if (!best || dist < best.dist) best = { item: list[i], dist };
    }
    return best;
  }
}

function byPart(drafts: Draft[]): Map<number, Spans> {
  const lists = new Map<number, Draft[]>();
  for (const d of drafts) {
    const l = lists.get(d.source.part);
    if (l) l.push(d);
    else lists.set(d.source.part, [d]);
  }
  return new Map([...lists].map(([k, v]) => [k, new Spans(v)]));
}

/** Proximity cues between action words and the amounts and targets around them. */
function proximity(types: Draft[], amounts: Draft[], targets: Draft[], doc: IntakeDocument): void {
  const typesByPart = byPart(types);
  const typesByObject = new Map<string, Draft>();
  for (const t of types) {
    if (t.source.pointer !== undefined && t.cues.some((c) => c.startsWith('key:'))) {
      const parent = parentPointer(t.source.pointer);
      if (!typesByObject.has(parent)) typesByObject.set(parent, t);
    }
  }
  const mark = (d: Draft) => {
    const near = typesByPart.get(d.source.part)?.nearest(d) ?? null;
    let best = near ? { type: String(near.item.value), dist: near.dist } : null;
    if (doc.parts[d.source.part]?.kind === 'json' && d.source.pointer !== undefined && (best === null || best.dist > NEAR)) {
      // Leaves of one JSON object: {"action": "refund", "amount": 50}.
      const sibling = typesByObject.get(parentPointer(d.source.pointer));
      if (sibling) best = { type: String(sibling.value), dist: 0 };
    }
    if (!best) return;
    const cue = proximityCue(best.dist, near && best.type === String(near.item.value) ? between(doc, d, near.item) : '');
    if (cue) d.cues.push(`${cue}:${best.type}`);
  };
  for (const a of amounts) mark(a);
  for (const t of targets) mark(t);

  const amountsByPart = byPart(amounts.filter((a) => a.currency !== null && a.currency !== undefined || a.cues.includes('currency:ambiguous')));
  for (const t of types) {
    const near = amountsByPart.get(t.source.part)?.nearest(t);
    if (near && proximityCue(near.dist, between(doc, t, near.item)) === 'near') t.cues.push('near:amount');
  }
}

/** The text between two drafts of one part ('' when they overlap or are not in a part). */
function between(doc: IntakeDocument, a: Draft, b: Draft): string {
  const text = doc.parts[a.source.part]?.text ?? '';
  return a.source.end <= b.source.start ? text.slice(a.source.end, b.source.start) : b.source.end <= a.source.start ? text.slice(b.source.end, a.source.start) : '';
}

/** 'near' within NEAR characters in one sentence, 'close' within CLOSE characters in one paragraph, else null. */
function proximityCue(dist: number, gapText: string): 'near' | 'close' | null {
  if (dist > CLOSE || /\n[ \t]*\n/.test(gapText)) return null;
  if (dist <= NEAR && !/[.!?;](\s|$)/.test(gapText)) return 'near';
  return 'close';
}
