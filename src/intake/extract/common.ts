// Shared plumbing of the candidate extractors: the scan budget, the parts as scanned, word tokens with their
// offsets, JSON pointer and key helpers, the key tables that say which JSON keys name which kind of
// candidate, and a set of spans that other extractors must not read into (an IBAN's digits are not an
// amount). Pure and deterministic: no clock, no randomness, no I/O.

import type { Registry } from '../../domain/registry';
import type { Candidate, CandidateKind, IntakeDocument, TextPart } from '../../read/types';

/** Characters of part text scanned in all, in part order; the rest of a document is not read. */
export const MAX_SCAN_CHARS = 200 * 1024;
/** Parts scanned at most (a JSON body of countless tiny leaves). */
export const MAX_SCAN_PARTS = 20_000;
/** Candidates kept per kind. */
export const MAX_PER_KIND = 50;
/**
 * Free-text drafts an extractor produces at most (JSON leaves whose key names the thing are not counted):
 * once reached, it reads no further. Enough for index.ts to keep MAX_PER_KIND in text order.
 */
export const LOOSE_CAP = 4 * MAX_PER_KIND;

/** Where free-text scanning stopped: parts after `part`, and offsets from `offset` in it, were not read. */
export interface Horizon {
  part: number;
  offset: number;
}

/** True when (part, offset) lies at or past the horizon. */
export function beyond(h: Horizon | null | undefined, part: number, offset: number): boolean {
  return !!h && (part > h.part || (part === h.part && offset >= h.offset));
}

/** A look-up table without a prototype: input text such as "constructor" or "__proto__" finds nothing in it. */
export function table<T>(entries: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

/** A candidate before it gets its id. */
export type Draft = Omit<Candidate, 'id'>;

export interface Tokens {
  start: number[];
  end: number[];
  /** The token lower-cased (and NFC-normalised when not ASCII): for lookups only, never for offsets. */
  lower: string[];
}

/** Tokenisation in progress: tokens are made on demand, up to the offset a caller needs. */
interface TokenState extends Tokens {
  /** Scan position: every token starting before it is in the arrays. */
  pos: number;
  lowerAll: string;
  sameLength: boolean;
}

/** One part as the extractors see it. `text` is the scanned prefix of the part's text. */
export interface ScanPart {
  index: number;
  part: TextPart;
  text: string;
  /** True when the part was cut by the scan budget: a match touching the cut is dropped. */
  truncated: boolean;
  /** For JSON leaves: true when the leaf is directly under the root ("/type"). */
  rootLevel: boolean;
  /** The leaf key and its parent's key (lower case), for JSON leaves. */
  key: string | null;
  parentKey: string | null;
  tokens?: TokenState;
  /** leafKey results by kind, computed once. */
  keys?: Partial<Record<CandidateKind, { weight: number; cue: string } | null>>;
}

export interface ExtractContext {
  doc: IntakeDocument;
  registry: Registry;
  parts: ScanPart[];
  /** JSON pointer -> index into doc.parts, for sibling look-ups. */
  byPointer: Map<string, number>;
}

export function makeContext(doc: IntakeDocument, registry: Registry): ExtractContext {
  const parts: ScanPart[] = [];
  const byPointer = new Map<string, number>();
  let budget = MAX_SCAN_CHARS;
  const list = Array.isArray(doc.parts) ? doc.parts : [];
  for (let i = 0; i < list.length && i < MAX_SCAN_PARTS && budget > 0; i++) {
    const part = list[i];
    if (!part || typeof part.text !== 'string') continue;
    const take = Math.min(part.text.length, budget);
    budget -= Math.max(take, 1);
    const pointer = part.kind === 'json' && typeof part.pointer === 'string' ? part.pointer : null;
    if (pointer !== null && !byPointer.has(pointer)) byPointer.set(pointer, i);
    const [parentSeg, lastSeg] = pointer !== null ? lastTwoSegments(pointer) : [null, null];
    const key = part.kind === 'json' ? (typeof part.key === 'string' ? part.key : lastSeg) : null;
    const parentKey = parentSeg;
    parts.push({
      index: i,
      part,
      text: take === part.text.length ? part.text : part.text.slice(0, take),
      truncated: take < part.text.length,
      rootLevel: pointer !== null && pointer.lastIndexOf('/') === 0,
      key: key === null ? null : key.toLowerCase(),
      parentKey: parentKey === null ? null : parentKey.toLowerCase(),
    });
  }
  return { doc, registry, parts, byPointer };
}

/** The decoded last two segments of a JSON pointer: [parent or null, last or null]. */
function lastTwoSegments(pointer: string): [string | null, string | null] {
  const unescape = (x: string) => (x.includes('~') ? x.replace(/~1/g, '/').replace(/~0/g, '~') : x);
  const last = pointer.lastIndexOf('/');
  if (last < 0) return [null, pointer === '' ? null : unescape(pointer)];
  const prev = pointer.lastIndexOf('/', last - 1);
  return [prev < 0 ? null : unescape(pointer.slice(prev + 1, last)), unescape(pointer.slice(last + 1))];
}

/** The parent pointer of a JSON pointer ("/a/b" -> "/a", "/a" -> ""). */
export function parentPointer(pointer: string): string {
  const i = pointer.lastIndexOf('/');
  return i <= 0 ? '' : pointer.slice(0, i);
}

// ---------------------------------------------------------------------------------------------------------
// Characters and tokens

const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;

/** The code point (as a string) ending just before index i, or '' at the start. */
export function charBefore(text: string, i: number): string {
  if (i <= 0) return '';
  const c = text.charCodeAt(i - 1);
  if (c >= 0xdc00 && c <= 0xdfff && i >= 2) {
    const h = text.charCodeAt(i - 2);
    if (h >= 0xd800 && h <= 0xdbff) return text.slice(i - 2, i);
  }
  return text[i - 1];
}

/** The code point (as a string) starting at index i, or '' at the end. */
export function charAt(text: string, i: number): string {
  if (i >= text.length) return '';
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
    const l = text.charCodeAt(i + 1);
    if (l >= 0xdc00 && l <= 0xdfff) return text.slice(i, i + 2);
  }
  return text[i];
}

/** Letters, digits, combining marks and "_": what a word boundary separates. */
export function isWordChar(ch: string): boolean {
  if (ch === '') return false;
  const c = ch.charCodeAt(0);
  if (c < 0x80) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
  return WORD_CHAR.test(ch);
}

export function isDigit(ch: string): boolean {
  return ch.length > 0 && ch.charCodeAt(0) >= 48 && ch.charCodeAt(0) <= 57;
}

/** Lower case for look-ups: NFC so a decomposed "é" finds the composed one. */
export function lookupForm(s: string): string {
  const l = s.toLowerCase();
  return /^[\x00-\x7f]*$/.test(l) ? l : l.normalize('NFC');
}

const TOKEN_CHAR = /[\p{L}\p{N}\p{M}]/u;
/** Per BMP code unit: 0 not yet known, 1 a token character, 2 not one. */
const tokenCharCache = new Uint8Array(65536);

/**
 * Whether the code point at i is a letter, digit or mark: 0 no; 1 yes, ASCII; 2 yes, two code units
 * (astral); 3 yes, one code unit, not ASCII.
 */
function tokenCharAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? 1 : 0;
  if (c >= 0xd800 && c <= 0xdbff) {
    const l = text.charCodeAt(i + 1);
    return l >= 0xdc00 && l <= 0xdfff && TOKEN_CHAR.test(text.slice(i, i + 2)) ? 2 : 0;
  }
  let known = tokenCharCache[c];
  if (known === 0) tokenCharCache[c] = known = TOKEN_CHAR.test(text[i]) ? 1 : 2;
  return known === 1 ? 3 : 0;
}

/**
 * Word tokens of a scanned part (runs of letters, digits and marks), made on demand and cached on the part:
 * afterwards every token starting before `upTo` is there (all of them without `upTo`).
 */
export function tokensOf(sp: ScanPart, upTo = Infinity): Tokens {
  const text = sp.text;
  let t = sp.tokens;
  if (!t) {
    const lowerAll = text.toLowerCase();
    // When lower-casing keeps every offset (nearly always), slice the lower-cased text instead of lowering each token.
    t = sp.tokens = { start: [], end: [], lower: [], pos: 0, lowerAll, sameLength: lowerAll.length === text.length };
  }
  const n = text.length;
  const stop = Math.min(upTo, n);
  let i = t.pos;
  while (i < stop) {
    let step = tokenCharAt(text, i);
    if (step === 0) {
      i++;
      continue;
    }
    const s = i;
    let ascii = true;
    while (step > 0) {
      if (step === 1) i++;
      else {
        ascii = false;
        i += step === 2 ? 2 : 1;
      }
      step = i < n ? tokenCharAt(text, i) : 0;
    }
    t.start.push(s);
    t.end.push(i);
    if (ascii) t.lower.push(t.lowerAll.slice(s, i));
    else t.lower.push(t.sameLength ? t.lowerAll.slice(s, i).normalize('NFC') : lookupForm(text.slice(s, i)));
  }
  t.pos = Math.max(t.pos, i);
  return t;
}

/** Index of the first token starting at or after offset (binary search). */
export function tokenAtOrAfter(t: Tokens, offset: number): number {
  let lo = 0;
  let hi = t.start.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (t.start[mid] < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The trimmed span of a whole part's scanned text, or null when it is blank. */
export function trimmedSpan(text: string): { start: number; end: number } | null {
  let s = 0;
  let e = text.length;
  while (s < e && /\s/.test(text[s])) s++;
  while (e > s && /\s/.test(text[e - 1])) e--;
  return s < e ? { start: s, end: e } : null;
}

export function draft(sp: ScanPart, kind: CandidateKind, start: number, end: number, value: string | number, cues: string[], extra: Partial<Draft> = {}): Draft {
  const d: Draft = { kind, value, raw: sp.text.slice(start, end), source: { part: sp.index, start, end }, cues, ...extra };
  if (sp.part.kind === 'json' && typeof sp.part.pointer === 'string') d.source.pointer = sp.part.pointer;
  return d;
}

/** A match ending at the scan cut of a truncated part may be a fragment: such matches are dropped. */
export function cutByBudget(sp: ScanPart, end: number): boolean {
  return sp.truncated && end >= sp.text.length;
}

// ---------------------------------------------------------------------------------------------------------
// Spans other extractors must not read into

export class SpanSet {
  /** Per part: disjoint spans sorted by start, kept merged on every insert. */
  private readonly byPart = new Map<number, { starts: number[]; ends: number[] }>();

  /** Index of the first span whose end is after `offset` (spans are disjoint and sorted, so ends are sorted). */
  private static firstEndingAfter(ends: number[], offset: number): number {
    let lo = 0;
    let hi = ends.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ends[mid] <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(part: number, start: number, end: number): void {
    if (end <= start) return;
    let m = this.byPart.get(part);
    if (!m) this.byPart.set(part, (m = { starts: [], ends: [] }));
    // Spans touching or overlapping [start, end) are merged into it.
    const i = SpanSet.firstEndingAfter(m.ends, start - 1);
    let j = i;
    let s = start;
    let e = end;
    while (j < m.starts.length && m.starts[j] <= end) {
      s = Math.min(s, m.starts[j]);
      e = Math.max(e, m.ends[j]);
      j++;
    }
    m.starts.splice(i, j - i, s);
    m.ends.splice(i, j - i, e);
  }

  /** True when [start, end) shares a character with a span of the set. */
  overlaps(part: number, start: number, end: number): boolean {
    const m = this.byPart.get(part);
    if (!m || end <= start) return false;
    const i = SpanSet.firstEndingAfter(m.ends, start);
    return i < m.starts.length && m.starts[i] < end;
  }
}

// ---------------------------------------------------------------------------------------------------------
// JSON keys: which key names which kind of candidate, and how strongly (0 = not at all, 1 weak, 2 medium,
// 3 strong). The extractors use the same tables to decide, the scorer to weigh.

/** Words of keys seen: JSON bodies repeat their keys. Cleared when large (bounded memory). */
const wordsMemo = new Map<string, string[]>();

/** "refundAmount", "refund_amount", "Refund-Amount" -> ["refund", "amount"]. */
export function keyWords(key: string): string[] {
  let w = wordsMemo.get(key);
  if (w === undefined) {
    if (wordsMemo.size > 20_000) wordsMemo.clear();
    wordsMemo.set(key, (w = splitKey(key)));
  }
  return w;
}

function splitKey(key: string): string[] {
  return key
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** "refund_amount" -> "refundamount". */
const normMemo = new Map<string, string>();

export function normKey(key: string): string {
  let n = normMemo.get(key);
  if (n === undefined) {
    if (normMemo.size > 20_000) normMemo.clear();
    normMemo.set(key, (n = keyWords(key).join('')));
  }
  return n;
}

const ACTION_KEYS = new Set(['action', 'actiontype', 'actionname', 'intent', 'operation', 'tool', 'toolname', 'command', 'proposedaction', 'function', 'functionname']);
const ACTION_PARENTS = new Set(['action', 'proposedaction', 'operation', 'tool', 'intent', 'function', 'command', 'toolcall']);
const ACTION_QUALIFIED = new Set(['type', 'name', 'kind']);

const AMOUNT_WORDS = new Set(['amount', 'total', 'sum', 'price', 'cost', 'betrag', 'summe', 'gesamtbetrag', 'preis', 'montant', 'somme', 'prix', 'importe', 'monto', 'precio', 'suma', 'refundamount', 'totalamount', 'grandtotal', 'amountdue']);
/** Words that may accompany an amount word and still name the action's amount. */
const AMOUNT_QUALIFIERS = new Set(['refund', 'refunded', 'payment', 'payout', 'transfer', 'charge', 'withdrawal', 'requested', 'request', 'grand', 'gross', 'due', 'order', 'invoice', 'total', 'final', 'net', 'erstattung', 'remboursement', 'reembolso']);
/** Keys that are never the amount moved: minor units would be misread, limits and counts are other numbers. */
const AMOUNT_REFUSED = new Set(['cents', 'cent', 'minor', 'pct', 'percent', 'percentage', 'rate', 'ratio', 'count', 'qty', 'quantity', 'id', 'number', 'nr', 'no', 'num', 'max', 'min', 'maximum', 'minimum', 'limit', 'threshold', 'balance', 'currency', 'code', 'date', 'time', 'year', 'version']);
const AMOUNT_VALUE_KEYS = new Set(['value', 'amount', 'units', 'total']);

export type TargetKind = 'order' | 'invoice' | 'ticket' | 'customer' | 'account' | 'email' | 'iban' | 'url' | 'record';

const TARGET_KEY_KIND: Record<string, TargetKind> = table({
  email: 'email', mail: 'email', emailaddress: 'email',
  iban: 'iban',
  url: 'url', link: 'url', href: 'url', uri: 'url',
  order: 'order', orders: 'order', bestellung: 'order', bestellnummer: 'order', auftrag: 'order', auftragsnummer: 'order', commande: 'order', pedido: 'order', orden: 'order', po: 'order', purchaseorder: 'order',
  invoice: 'invoice', rechnung: 'invoice', rechnungsnummer: 'invoice', facture: 'invoice', factura: 'invoice', bill: 'invoice',
  ticket: 'ticket', case: 'ticket', incident: 'ticket', issue: 'ticket', caso: 'ticket', incidencia: 'ticket',
  customer: 'customer', client: 'customer', kunde: 'customer', kundennummer: 'customer', cliente: 'customer',
  account: 'account', acct: 'account', konto: 'account', kontonummer: 'account', compte: 'account', cuenta: 'account',
  target: 'record', resource: 'record', record: 'record', recordid: 'record', object: 'record', entity: 'record',
});
const TARGET_ID_WORDS = new Set(['id', 'number', 'no', 'nr', 'num', 'ref', 'reference', 'code', 'key', 'address', 'e']);
const TARGET_REFUSED = new Set(['amount', 'total', 'sum', 'price', 'count', 'status', 'date', 'time', 'type', 'currency', 'items', 'item', 'lines', 'line', 'note', 'notes', 'description', 'reason', 'text', 'message', 'body', 'subject', 'quantity', 'qty', 'created', 'updated', 'at']);

const ACTOR_STRONG = new Set(['agent', 'actor', 'agentname', 'agentid', 'actorname', 'actorid']);
const ACTOR_MEDIUM = new Set(['from', 'sender', 'requestedby', 'requester', 'initiatedby', 'submittedby', 'caller', 'assistant', 'bot', 'botname', 'assistantname']);
const ACTOR_WEAK = new Set(['user', 'username']);
const ACTOR_QUALIFIED = new Set(['name', 'id', 'username', 'handle', 'email']);

/**
 * How strongly a JSON key names a candidate of `kind`, 0 to 3. `key` and `parent` are the leaf's key and its
 * parent's key (as written); `rootLevel` is true for a leaf directly under the root.
 */
export function keyWeight(kind: CandidateKind, key: string | null, parent: string | null, rootLevel = false): number {
  if (key === null) return 0;
  const k = normKey(key);
  const p = parent === null ? null : normKey(parent);
  switch (kind) {
    case 'action_type':
      if (ACTION_KEYS.has(k)) return 3;
      if (ACTION_QUALIFIED.has(k) && p !== null && ACTION_PARENTS.has(p)) return 3;
      // A root-level "type" is often the document's kind ({"type": "message", ...}): it counts, but less.
      if (k === 'type' && rootLevel) return 2;
      return 0;
    case 'amount': {
      const words = keyWords(key);
      if (words.some((w) => AMOUNT_REFUSED.has(w))) return 0;
      if (words.some((w) => AMOUNT_WORDS.has(w))) return words.every((w) => AMOUNT_WORDS.has(w) || AMOUNT_QUALIFIERS.has(w)) ? 3 : 1;
      if (AMOUNT_VALUE_KEYS.has(k) && p !== null && keyWeight('amount', parent, null) > 0) return 3;
      if (k === 'value') return 1;
      return 0;
    }
    case 'target':
      return targetKeyKind(key, parent)?.weight ?? 0;
    case 'actor':
      if (ACTOR_STRONG.has(k)) return 3;
      if (ACTOR_QUALIFIED.has(k) && p !== null) {
        if (ACTOR_STRONG.has(p)) return 3;
        if (ACTOR_MEDIUM.has(p)) return 2;
        if (ACTOR_WEAK.has(p)) return 1;
      }
      if (ACTOR_MEDIUM.has(k)) return 2;
      if (ACTOR_WEAK.has(k)) return 1;
      return 0;
  }
  return 0;
}

/** The kind of target a JSON key names, and how strongly (3: only the kind word and id words; 1: more words). */
export function targetKeyKind(key: string, parent: string | null): { kind: TargetKind; weight: number } | null {
  const words = keyWords(key);
  if (words.length === 0) return null;
  if (words.some((w) => TARGET_REFUSED.has(w))) return null;
  // The most specific word wins: "customer_email" is an e-mail, "account_iban" an IBAN.
  let kind: TargetKind | null = null;
  for (const pref of ['email', 'iban', 'url'] as TargetKind[]) {
    if (words.some((w) => TARGET_KEY_KIND[w] === pref) || (pref === 'email' && normKey(key) === 'email')) kind = kind ?? pref;
  }
  if (kind === null) {
    for (const w of words) {
      const k = TARGET_KEY_KIND[w];
      if (k) {
        kind = k;
        break;
      }
    }
  }
  if (kind === null) {
    const whole = TARGET_KEY_KIND[normKey(key)];
    if (whole) kind = whole;
  }
  if (kind === null) {
    // "/order/id", "/customer/number": the parent names the record.
    if (parent !== null && words.every((w) => TARGET_ID_WORDS.has(w))) {
      const pk = targetKeyKind(parent, null);
      if (pk && pk.kind !== 'email' && pk.kind !== 'url' && pk.kind !== 'iban') return { kind: pk.kind, weight: 3 };
    }
    return null;
  }
  const strong = words.every((w) => TARGET_KEY_KIND[w] !== undefined || TARGET_ID_WORDS.has(w));
  return { kind, weight: strong ? 3 : 1 };
}

/** The bonus a key weight adds to a candidate's score. */
export const KEY_BONUS = [0, 2, 3.5, 5] as const;

/** The cue recording a JSON key: "key:<key>" or, when the parent qualifies it, "key:<parent>/<key>". */
export function keyCue(sp: ScanPart, qualified: boolean): string {
  return qualified && sp.parentKey !== null ? `key:${sp.parentKey}/${sp.key}` : `key:${sp.key}`;
}

/** Reads a cue written by keyCue back into key and parent. */
export function parseKeyCue(cue: string): { key: string; parent: string | null } | null {
  if (!cue.startsWith('key:')) return null;
  const body = cue.slice(4);
  const i = body.lastIndexOf('/');
  return i < 0 ? { key: body, parent: null } : { key: body.slice(i + 1), parent: body.slice(0, i) };
}

/** The key weight of a JSON leaf for `kind`, and the cue to record it, or null when the key says nothing. */
export function leafKey(sp: ScanPart, kind: CandidateKind): { weight: number; cue: string } | null {
  if (sp.part.kind !== 'json' || sp.key === null) return null;
  const keys = (sp.keys ??= {});
  const known = keys[kind];
  if (known !== undefined) return known;
  return (keys[kind] = computeLeafKey(sp, kind));
}

function computeLeafKey(sp: ScanPart, kind: CandidateKind): { weight: number; cue: string } | null {
  if (sp.key === null) return null;
  const rootLevel = sp.rootLevel;
  const plain = keyWeight(kind, sp.key, null, rootLevel);
  const withParent = keyWeight(kind, sp.key, sp.parentKey, rootLevel);
  if (withParent === 0) return null;
  // Record the parent only when it is what makes the key count (or count more).
  return { weight: withParent, cue: keyCue(sp, withParent > plain) };
}
