// Action-type candidates: registry synonyms and type names found in the parts, case-insensitively, on word
// boundaries (a match starts and ends on a token edge: tokens are runs of Unicode letters, digits and
// marks), with cheap inflections (inflect.ts). Words of a phrase may be separated by up to three spaces,
// hyphens, apostrophes or underscores ("cancel_subscription", "money back", "l’abonnement"); type-name
// separators other than "_" ("crm.update") must be written as they are. One article or possessive may
// stand between two words of a phrase, or for one of its own ("cancel my subscription", "close the
// account", "résilier mon abonnement", "cancelar mi suscripción"). Where matches overlap, the longest wins
// ("update IBAN" is change_bank_details, not update_record); one span may name several types when a custom
// registry gives them the same synonym. Words inside e-mail addresses, URLs and "Agent:" lines are skipped
// (the mask index.ts passes).
//
// JSON leaves whose key names the action (action, intent, operation, tool, command, function, type at the
// root or under such a parent, ...) carry the cue 'key:<key>'; a match covering the whole leaf also carries
// 'whole'. Such a leaf whose value is identifier-like but no registry type becomes a candidate with that
// exact value and the cue 'unregistered' (the rules never allow an unregistered type automatically).
//
// value: the registry type (or, for 'unregistered', the raw text); raw: the text as written.
// Cues: 'synonym:<en|de|fr|es>' (or 'synonym' when the language is unknown), 'type_name', 'inflected',
// 'phrase' (several words), 'compound' (German prefix + synonym), 'request' (please, bitte, veuillez, por
// favor, ... among the five words before), 'negated' (not, nicht, pas, no, ... among the two words
// before), 'key:<key>', 'whole', 'unregistered'. index.ts adds 'subject', 'attachment' and 'near:amount'.

import type { Registry } from '../../domain/registry';
import {
  beyond,
  cutByBudget,
  draft,
  leafKey,
  LOOSE_CAP,
  tokenAtOrAfter,
  tokensOf,
  trimmedSpan,
  type Draft,
  type ExtractContext,
  type Horizon,
  type ScanPart,
  type SpanSet,
  type Tokens,
} from './common';
import { DE_COMPOUND_PREFIXES, inflectedVariants, synonymLanguage, type Lang } from './inflect';

/** Gap class: any short run of spaces, hyphens, apostrophes or underscores. */
const SP = '\u0000';
const SP_GAP = /^[\s_\-‐‑–'’`]{1,3}$/u;
const SP_SOURCE = /^[\s_\-‐‑–'’`]+$/u;
const HYPHEN = /[-‐‑]/;

interface Phrase {
  words: string[];
  gaps: string[];
  type: string;
  lang: Lang | null;
  source: 'synonym' | 'type_name';
  inflected: boolean;
}

interface PhraseIndex {
  byFirst: Map<string, Phrase[]>;
}

const WORDS = /[\p{L}\p{N}\p{M}]+/gu;

function split(s: string): { words: string[]; gaps: string[]; hyphenAt: number[] } | null {
  const norm = s.toLowerCase().normalize('NFC');
  const words: string[] = [];
  const gaps: string[] = [];
  const hyphenAt: number[] = [];
  let prevEnd = -1;
  WORDS.lastIndex = 0;
  for (let m = WORDS.exec(norm); m !== null; m = WORDS.exec(norm)) {
    if (prevEnd >= 0) {
      const gap = norm.slice(prevEnd, m.index);
      if (HYPHEN.test(gap)) hyphenAt.push(gaps.length);
      gaps.push(SP_SOURCE.test(gap) ? SP : gap);
    }
    words.push(m[0]);
    prevEnd = m.index + m[0].length;
  }
  return words.length > 0 ? { words, gaps, hyphenAt } : null;
}

const indexCache = new WeakMap<Registry, PhraseIndex>();
/** By content as well: the API builds a Registry per request from the environment's types. */
const indexByContent = new Map<string, PhraseIndex>();
const MAX_INDEXES = 64;

/** The phrase index of a registry, built once per registry content (registries do not change). */
function phraseIndex(registry: Registry): PhraseIndex {
  const cached = indexCache.get(registry);
  if (cached) return cached;
  const signature = JSON.stringify(registry.all().map((t) => [t.type, t.synonyms]));
  const same = indexByContent.get(signature);
  if (same) {
    indexCache.set(registry, same);
    return same;
  }
  const built = buildIndex(registry);
  if (indexByContent.size >= MAX_INDEXES) indexByContent.clear();
  indexByContent.set(signature, built);
  indexCache.set(registry, built);
  return built;
}

function buildIndex(registry: Registry): PhraseIndex {
  const base: Phrase[] = [];
  const names: Phrase[] = [];
  const inflected: Phrase[] = [];
  for (const info of registry.all()) {
    for (const syn of info.synonyms) {
      if (typeof syn !== 'string') continue;
      const sp = split(syn);
      if (!sp) continue;
      const lang = synonymLanguage(syn);
      base.push({ words: sp.words, gaps: sp.gaps, type: info.type, lang, source: 'synonym', inflected: false });
      for (const words of inflectedVariants(sp.words, lang)) inflected.push({ words, gaps: sp.gaps, type: info.type, lang, source: 'synonym', inflected: true });
      // "e-mail" is also written "email": join the words around a hyphen.
      for (const h of sp.hyphenAt) {
        const words = [...sp.words.slice(0, h), sp.words[h] + sp.words[h + 1], ...sp.words.slice(h + 2)];
        const gaps = [...sp.gaps.slice(0, h), ...sp.gaps.slice(h + 1)];
        base.push({ words, gaps, type: info.type, lang, source: 'synonym', inflected: false });
      }
    }
    const sp = split(info.type.replace(/_/g, ' '));
    if (sp) {
      names.push({ words: sp.words, gaps: sp.gaps, type: info.type, lang: null, source: 'type_name', inflected: false });
      for (const words of inflectedVariants(sp.words, 'en')) inflected.push({ words, gaps: sp.gaps, type: info.type, lang: null, source: 'type_name', inflected: true });
    }
  }
  const byFirst = new Map<string, Phrase[]>();
  const seen = new Set<string>();
  for (const p of [...base, ...names, ...inflected]) {
    const k = `${p.type}\u0001${p.words.join('\u0002')}\u0001${p.gaps.join('\u0002')}`;
    if (seen.has(k)) continue;
    seen.add(k);
    let list = byFirst.get(p.words[0]);
    if (!list) byFirst.set(p.words[0], (list = []));
    list.push(p);
  }
  // Longest phrases first, so a position's first hit is its longest.
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { byFirst };
}

interface Match {
  start: number;
  end: number;
  phrase: Phrase;
  compound: boolean;
}

const COMPOUND_INITIALS = new Set(DE_COMPOUND_PREFIXES.map((p) => p[0]));

/** Articles and possessives: one may stand between the words of a phrase, or for one in it ("cancel my subscription", "résilier mon abonnement"). */
const DETERMINERS = new Set([
  'the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'this', 'that', 'all',
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'mein', 'meine', 'meinen', 'unser', 'unsere', 'sein', 'seine', 'ihr', 'ihre', 'dein', 'deine',
  'le', 'la', 'les', 'l', 'un', 'une', 'mon', 'ma', 'mes', 'son', 'sa', 'ses', 'notre', 'votre', 'leur', 'ce', 'cet', 'cette',
  'el', 'los', 'las', 'una', 'mi', 'mis', 'su', 'sus', 'tu', 'nuestro', 'nuestra', 'este', 'esta',
]);

/**
 * Where phrase p, whose first word is token i, ends in the text, or -1. Between two words of the phrase one
 * determiner may be inserted, and a determiner of the phrase may be written as another one.
 */
function continuePhrase(t: Tokens, text: string, i: number, p: Phrase): number {
  const n = t.start.length;
  let j = i;
  for (let k = 1; k < p.words.length; k++) {
    j++;
    if (j >= n) return -1;
    const gapOk = (a: number, b: number) => {
      const gap = text.slice(t.end[a], t.start[b]);
      return p.gaps[k - 1] === SP ? SP_GAP.test(gap) : gap.toLowerCase() === p.gaps[k - 1];
    };
    const word = p.words[k];
    if (t.lower[j] === word || (DETERMINERS.has(word) && DETERMINERS.has(t.lower[j]) && p.gaps[k - 1] === SP)) {
      if (!gapOk(j - 1, j)) return -1;
      continue;
    }
    // One inserted determiner: "delete my account", "cancel the subscription".
    if (p.gaps[k - 1] === SP && DETERMINERS.has(t.lower[j]) && j + 1 < n && t.lower[j + 1] === word) {
      if (!SP_GAP.test(text.slice(t.end[j - 1], t.start[j])) || !SP_GAP.test(text.slice(t.end[j], t.start[j + 1]))) return -1;
      j++;
      continue;
    }
    return -1;
  }
  return t.end[j];
}

/** Matches of the tokens starting before `limit`, at most `room` of them (before overlap resolution). */
function matchPart(sp: ScanPart, index: PhraseIndex, limit: number, room: number): Match[] {
  const t = tokensOf(sp, limit + 512);
  const text = sp.text;
  const out: Match[] = [];
  const n = t.start.length;
  for (let i = 0; i < n && t.start[i] < limit && out.length < room; i++) {
    const lower = t.lower[i];
    const list = index.byFirst.get(lower);
    if (list) {
      for (const p of list) {
        const end = continuePhrase(t, text, i, p);
        if (end >= 0) out.push({ start: t.start[i], end, phrase: p, compound: false });
      }
    }
    // German compounds: "zurückerstattet", "Teilerstattung".
    if (lower.length < 9 || !COMPOUND_INITIALS.has(lower[0])) continue;
    for (const prefix of DE_COMPOUND_PREFIXES) {
      if (lower.length >= prefix.length + 5 && lower.startsWith(prefix)) {
        for (const p of index.byFirst.get(lower.slice(prefix.length)) ?? []) {
          if (p.lang === 'de' && p.words.length === 1) out.push({ start: t.start[i], end: t.end[i], phrase: p, compound: true });
        }
      }
    }
  }
  return out;
}

/** Longest match wins where matches overlap; matches of the same span (several types) are all kept. */
function resolveOverlaps(matches: Match[]): Match[] {
  const sorted = [...matches].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Match[] = [];
  let coverEnd = -1;
  let last: Match | null = null;
  for (const m of sorted) {
    if (last && m.start === last.start && m.end === last.end) {
      if (!kept.some((k) => k.start === m.start && k.end === m.end && k.phrase.type === m.phrase.type)) kept.push(m);
      continue;
    }
    if (m.start < coverEnd) continue;
    kept.push(m);
    last = m;
    coverEnd = m.end;
  }
  return kept;
}

/** Words (and word pairs) asking for the action shortly before it: "please refund", "bitte erstatten". */
const REQUEST_WORDS = new Set(['please', 'pls', 'kindly', 'bitte', 'veuillez', 'möchte', 'möchten', 'necesito', 'quiero', 'quisiera', 'pouvez', 'pourriez', 'puede', 'pueden']);
const REQUEST_PAIRS = new Set(['por favor', 'can you', 'could you', 'need to', 'needs to', 'want to', 'wants to', 'would like', 'je voudrais', 'il faut', 'merci de', 'hay que']);
/** Words negating the action right before it: "do not refund", "nicht erstatten", "ne pas rembourser", "no reembolsar". */
const NEGATIONS = new Set(['not', 'never', 'nicht', 'kein', 'keine', 'nie', 'pas', 'jamais', 'no', 'nunca']);
const CONTEXT_CHARS = 48;

/** 'request' when a request word is among the five words before `start`, 'negated' when a negation is among the two. */
function contextCues(sp: ScanPart, start: number): string[] {
  const t = tokensOf(sp, start);
  const first = tokenAtOrAfter(t, start);
  const cues: string[] = [];
  let request = false;
  let negated = false;
  for (let k = 1; k <= 5; k++) {
    const i = first - k;
    if (i < 0 || start - t.start[i] > CONTEXT_CHARS) break;
    const w = t.lower[i];
    if (REQUEST_WORDS.has(w) || (i + 1 < first && REQUEST_PAIRS.has(`${w} ${t.lower[i + 1]}`))) request = true;
    if (k <= 2 && NEGATIONS.has(w)) negated = true;
  }
  if (request) cues.push('request');
  if (negated) cues.push('negated');
  return cues;
}

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/;

/**
 * Action-type candidates of every scanned part. `mask` holds spans (e-mail addresses, URLs, "Agent:" line
 * values) whose words are not read as actions; free text at or past `horizon` is not read.
 */
export function extractActionTypes(ctx: ExtractContext, mask?: SpanSet, horizon?: Horizon | null): Draft[] {
  const index = phraseIndex(ctx.registry);
  const out: Draft[] = [];
  let loose = 0;
  for (const sp of ctx.parts) {
    const key = leafKey(sp, 'action_type');
    if (!key && (loose >= LOOSE_CAP || beyond(horizon, sp.index, 0))) continue;
    const whole = key ? trimmedSpan(sp.text) : null;
    const limit = !key && horizon && horizon.part === sp.index ? horizon.offset : sp.text.length;
    const matches = resolveOverlaps(matchPart(sp, index, limit, key ? LOOSE_CAP : LOOSE_CAP - loose)).filter(
      (m) => !cutByBudget(sp, m.end) && !(mask && mask.overlaps(sp.index, m.start, m.end)),
    );
    if (!key) loose += matches.length;
    let wholeCovered = false;
    for (const m of matches) {
      const p = m.phrase;
      const cues: string[] = [p.source === 'type_name' ? 'type_name' : p.lang ? `synonym:${p.lang}` : 'synonym'];
      if (p.inflected) cues.push('inflected');
      if (p.words.length > 1) cues.push('phrase');
      if (m.compound) cues.push('compound');
      cues.push(...contextCues(sp, m.start));
      if (key) {
        cues.push(key.cue);
        if (whole && m.start === whole.start && m.end === whole.end) {
          cues.push('whole');
          wholeCovered = true;
        }
      }
      out.push(draft(sp, 'action_type', m.start, m.end, p.type, cues));
    }
    if (key && whole && !wholeCovered && !cutByBudget(sp, whole.end)) {
      const value = sp.text.slice(whole.start, whole.end);
      if (IDENTIFIER.test(value)) {
        const known = ctx.registry.lookup(value.toLowerCase());
        if (known) out.push(draft(sp, 'action_type', whole.start, whole.end, known.type, ['type_name', key.cue, 'whole']));
        else out.push(draft(sp, 'action_type', whole.start, whole.end, value, ['unregistered', key.cue, 'whole']));
      }
    }
  }
  return out;
}

/** Spans of action words whose type moves money, per part: amounts right after them need no currency cue. */
export function moneyWordEnds(drafts: Draft[], registry: Registry): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  for (const d of drafts) {
    if (d.kind !== 'action_type' || d.cues.includes('unregistered')) continue;
    if (!registry.hasCategory(String(d.value), 'money_movement')) continue;
    let set = out.get(d.source.part);
    if (!set) out.set(d.source.part, (set = new Set()));
    set.add(d.source.end);
  }
  return out;
}
