// Target candidates: the record an action is about.
//
// - order, invoice, ticket, customer and account ids after a keyword in English, German, French or Spanish
//   ("order #1042", "order no. 1042", "Bestellung 1042", "Rechnung Nr. 2024-001", "commande n° 1042", "pedido
//   nº 1042", "ticket 5521", "case #77", "customer C-88", "Kundennummer 4711", "account 12345678", "compte
//   123", "cuenta 55"): the id has 2 to 64 characters, letters, digits and inner "-", "_", "/", "." and at
//   least one digit; a date ("12.03.2024") or a number followed by a currency ("order 50 EUR") is no id.
// - ids with a known prefix, upper case, without a keyword: INV-2024-001, RE-17, ORD-5, PO12345, SO-3,
//   TKT-9, CASE-12, INC-4, SR-8, REQ-2, CUST-7, C-88, KD-12, ACC-3, ACCT-1, KTO-5 (a one-letter prefix
//   needs a separator, a two-letter prefix a separator or four digits).
// - e-mail addresses (ASCII local part and domain, a dotted domain with a letter TLD);
// - IBANs of the countries in IBAN_LENGTHS, written compact or in groups, upper case, with a valid mod-97
//   checksum (kept as written, spaces included). An IBAN-shaped text with a wrong checksum is no candidate,
//   but its digits are still kept from the amount extractor (the returned mask);
// - URLs starting with http://, https:// or www. (trailing punctuation and unbalanced ")" trimmed);
// - JSON leaves whose key names a target (order_id, invoice, ticket_id, customer, account, iban, email, url,
//   target, resource, /order/id, ...): the whole trimmed leaf (at most 256 characters, one line) with the
//   key's kind; e-mail, IBAN and URL leaves must also look like one; target/resource/record leaves take the
//   kind their content shows, else 'record'.
//
// value = raw = the id as written (without the keyword, "#" or "no."). targetKind: order, invoice, ticket,
// customer, account, email, iban, url, record. Cues: 'keyword:<word>', 'prefix:<PREFIX>', 'pattern'
// (e-mail, IBAN, URL), 'key:<key>', 'whole'.

import { currencyFollows } from './amounts';
import {
  charBefore,
  cutByBudget,
  draft,
  isWordChar,
  leafKey,
  LOOSE_CAP,
  targetKeyKind,
  tokensOf,
  trimmedSpan,
  SpanSet,
  table,
  type Draft,
  type ExtractContext,
  type Horizon,
  type ScanPart,
  type TargetKind,
} from './common';

export const IBAN_LENGTHS: Record<string, number> = table({
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27,
  DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22,
  IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19,
  MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18,
  SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
});

/** ISO 13616 check: move the first four characters to the end, letters to numbers, remainder 1 modulo 97. */
export function ibanChecksumOk(compact: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  const s = compact.slice(4) + compact.slice(0, 4);
  let r = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) r = (r * 10 + (c - 48)) % 97;
    else r = (r * 100 + (c - 55)) % 97;
  }
  return r === 1;
}

/** An IBAN written from offset s: its end and whether the checksum holds, or null when the shape is not one. */
function ibanAt(text: string, s: number): { end: number; valid: boolean } | null {
  const country = text.slice(s, s + 2);
  const len = IBAN_LENGTHS[country];
  if (!len) return null;
  let n = 0;
  let i = s;
  let compact = '';
  while (i < text.length && n < len) {
    const ch = text[i];
    if (/[A-Z0-9]/.test(ch)) {
      compact += ch;
      n++;
      i++;
    } else if ((ch === ' ' || ch === '\u00a0') && n >= 4 && /[A-Z0-9]/.test(text[i + 1] ?? '')) i++;
    else break;
  }
  if (n < len) return null;
  if (isWordChar(text[i] ?? '')) return null;
  return { end: i, valid: ibanChecksumOk(compact) };
}

const LOCAL = /[A-Za-z0-9._%+-]/;
const LABEL = /[A-Za-z0-9-]/;

/** The e-mail address around the "@" at index at, or null. */
function emailAt(text: string, at: number): { start: number; end: number } | null {
  let s = at;
  while (s > 0 && at - s < 64 && LOCAL.test(text[s - 1])) s--;
  if (s > 0 && LOCAL.test(text[s - 1])) return null;
  while (s < at && text[s] === '.') s++;
  if (s === at || text[at - 1] === '.') return null;
  let e = at + 1;
  while (e < text.length && e - at <= 253 && (LABEL.test(text[e]) || (text[e] === '.' && LABEL.test(text[e + 1] ?? '')))) e++;
  const domain = text.slice(at + 1, e);
  const labels = domain.split('.');
  if (labels.length < 2 || labels.some((l) => l.length === 0 || l.startsWith('-') || l.endsWith('-'))) return null;
  if (!/^[A-Za-z]{2,24}$/.test(labels[labels.length - 1])) return null;
  if (isWordChar(text[e] ?? '') || text[e] === '@') return null;
  return { start: s, end: e };
}

const URL_START = /(?:https?:\/\/|www\.)/gi;
const URL_STOP = /[\s<>"'`{}|\\^\u0000-\u001f\u007f]/;

function urlAt(text: string, s: number, isWww: boolean): { end: number } | null {
  if (isWww) {
    const b = charBefore(text, s);
    if (isWordChar(b) || b === '.' || b === '/' || b === '@' || b === '-') return null;
  }
  let e = s;
  while (e < text.length && e - s < 2048 && !URL_STOP.test(text[e])) e++;
  // Trailing punctuation belongs to the sentence; a ")" only to the URL when it opened one.
  for (;;) {
    const last = text[e - 1];
    if ('.,;:!?\'"»›]}'.includes(last)) e--;
    else if (last === ')') {
      const url = text.slice(s, e);
      if ((url.match(/\(/g) ?? []).length < (url.match(/\)/g) ?? []).length) e--;
      else break;
    } else break;
  }
  const url = text.slice(s, e);
  if (isWww ? !/^www\.[A-Za-z0-9-]+\.[A-Za-z0-9.-]+/i.test(url) : !/^https?:\/\/[^/?#\s]+/i.test(url)) return null;
  return { end: e };
}

/** Keyword (lower case) -> the kind of id that follows it. */
const ID_KEYWORDS = new Map<string, TargetKind>(Object.entries({
  order: 'order', bestellung: 'order', bestellnummer: 'order', bestellnr: 'order', auftrag: 'order', auftragsnummer: 'order', auftragsnr: 'order',
  commande: 'order', pedido: 'order', orden: 'order',
  invoice: 'invoice', rechnung: 'invoice', rechnungsnummer: 'invoice', rechnungsnr: 'invoice', facture: 'invoice', factura: 'invoice',
  ticket: 'ticket', ticketnummer: 'ticket', case: 'ticket', incident: 'ticket', vorgang: 'ticket', caso: 'ticket', incidencia: 'ticket',
  customer: 'customer', kunde: 'customer', kunden: 'customer', kundennummer: 'customer', kundennr: 'customer', client: 'customer', cliente: 'customer',
  account: 'account', konto: 'account', kontonummer: 'account', compte: 'account', cuenta: 'account',
} satisfies Record<string, TargetKind>));
const AFTER_KEYWORD =
  /(?:[ \t\u00A0]*(?:#|n[°º]\.?|(?:number|nummer|numéro|numero|número|num|no|nr|id|ref)(?![\p{L}\p{N}])\.?|:|-|de(?=[ \t])))*[ \t\u00A0]*([A-Za-z0-9](?:[A-Za-z0-9_/.-]{0,62}[A-Za-z0-9])?)/iuy;
const DATE_LIKE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2})$/;

/** After a known prefix: an optional separator, a digit, then letters and digits in groups joined by - _ /. */
const PREFIX_TAIL = /([-_#]?)(\d[A-Za-z0-9]*(?:[-_/][A-Za-z0-9]+)*)(?![\p{L}\p{N}_])/uy;
const PREFIXES = ['INVOICE', 'INV', 'RE', 'RG', 'FACT', 'FAC', 'FA', 'ORDER', 'ORD', 'SO', 'PO', 'BST', 'TICKET', 'TKT', 'TCK', 'CASE', 'INC', 'SR', 'REQ', 'CUST', 'CUS', 'CLI', 'KD', 'KND', 'C', 'ACCT', 'ACC', 'KTO'];
const PREFIX_SET = new Set(PREFIXES);

/**
 * An id with a known prefix starting at the token [start, tokenEnd) ("INV-2024-001", "PO12345", "C-88"):
 * upper-case prefix, a separator (required after a one- or two-letter prefix), at most 64 characters, not
 * glued to a word, "-", "/" or "." before it.
 */
function prefixIdAt(text: string, start: number, tokenEnd: number): { end: number; prefix: string } | null {
  const before = charBefore(text, start);
  if (before === '_' || before === '-' || before === '/' || before === '.' || isWordChar(before)) return null;
  let k = start;
  while (k < tokenEnd && k - start < 7) {
    const c = text.charCodeAt(k);
    if (c < 65 || c > 90) break;
    k++;
  }
  const prefix = text.slice(start, k);
  if (!PREFIX_SET.has(prefix)) return null;
  PREFIX_TAIL.lastIndex = k;
  const m = PREFIX_TAIL.exec(text);
  if (!m) return null;
  // "C88" is no id, "PO12345" is: without a separator, a prefix needs two letters and four digits.
  if (m[1] === '' && (prefix.length === 1 || (prefix.length === 2 && !/^\d{4}/.test(m[2])))) return null;
  const end = k + m[0].length;
  if (end - start > 64) return null;
  return { end, prefix };
}

const PREFIX_KIND: Record<string, TargetKind> = table({
  INVOICE: 'invoice', INV: 'invoice', RE: 'invoice', RG: 'invoice', FACT: 'invoice', FAC: 'invoice', FA: 'invoice',
  ORDER: 'order', ORD: 'order', SO: 'order', PO: 'order', BST: 'order',
  TICKET: 'ticket', TKT: 'ticket', TCK: 'ticket', CASE: 'ticket', INC: 'ticket', SR: 'ticket', REQ: 'ticket',
  CUST: 'customer', CUS: 'customer', CLI: 'customer', KD: 'customer', KND: 'customer', C: 'customer',
  ACCT: 'account', ACC: 'account', KTO: 'account',
});

/** The kind a text shows by its shape alone (for target/resource leaves), or null. */
function kindOfText(text: string): TargetKind | null {
  const at = text.indexOf('@');
  if (at > 0) {
    const e = emailAt(text, at);
    if (e && e.start === 0 && e.end === text.length) return 'email';
  }
  const iban = ibanAt(text, 0);
  if (iban && iban.valid && iban.end === text.length) return 'iban';
  if (/^(?:https?:\/\/|www\.)/i.test(text)) {
    const u = urlAt(text, 0, /^www\./i.test(text));
    if (u && u.end === text.length) return 'url';
  }
  let e = 0;
  while (e < text.length && isWordChar(text[e])) e++;
  const p = prefixIdAt(text, 0, e);
  return p && p.end === text.length ? PREFIX_KIND[p.prefix] : null;
}

export interface TargetResult {
  drafts: Draft[];
  /** Every id, IBAN (valid or not), e-mail address and URL span: no amount is read inside one. */
  mask: SpanSet;
  /** E-mail addresses and URLs only: words inside them are not actions. */
  addressMask: SpanSet;
  /**
   * Where target scanning stopped because enough was found (LOOSE_CAP), or null when everything was read.
   * The masks say nothing beyond it, so the other extractors read no free text beyond it either.
   */
  horizon: Horizon | null;
}

/** Text is scanned in windows; address patterns look this far past a window (an IBAN after "account"). */
const WINDOW = 8192;
const LOOKAHEAD = 128;

export function extractTargets(ctx: ExtractContext): TargetResult {
  const mask = new SpanSet();
  const addressMask = new SpanSet();
  const out: Draft[] = [];
  let loose = 0;
  let horizon: Horizon | null = null;
  for (const sp of ctx.parts) {
    const keyed = keyedLeaf(sp);
    if (keyed) out.push(keyed);
    // Every free-text target has a digit, an "@" or a URL start.
    if (horizon || !/[\d@]|www\.|:\/\//i.test(sp.text)) continue;
    const scanner = new PartScanner(sp, mask, addressMask);
    const n = sp.text.length;
    for (let b = Math.min(WINDOW, n); ; b = Math.min(b + WINDOW, n)) {
      scanner.run(b);
      if (loose + scanner.out.length >= LOOSE_CAP) {
        horizon = { part: sp.index, offset: b };
        break;
      }
      if (b >= n) break;
    }
    out.push(...scanner.out);
    loose += scanner.out.length;
  }
  return { drafts: out, mask, addressMask, horizon };
}

function keyedLeaf(sp: ScanPart): Draft | null {
  const key = leafKey(sp, 'target');
  if (!key || sp.key === null) return null;
  const whole = trimmedSpan(sp.text);
  if (!whole || cutByBudget(sp, whole.end) || whole.end - whole.start > 256) return null;
  const value = sp.text.slice(whole.start, whole.end);
  if (/[\r\n]/.test(value)) return null;
  const named = targetKeyKind(sp.key, sp.parentKey)?.kind ?? null;
  if (named === null) return null;
  const shown = kindOfText(value);
  let kind: TargetKind;
  if (named === 'email' || named === 'iban' || named === 'url') {
    if (shown !== named) return null;
    kind = named;
  } else if (named === 'record') kind = shown ?? 'record';
  else kind = shown === 'email' || shown === 'iban' || shown === 'url' ? shown : named;
  return draft(sp, 'target', whole.start, whole.end, value, [key.cue, 'whole'], { targetKind: kind });
}

/** The free-text target passes over one part, run window by window in text order. */
class PartScanner {
  readonly out: Draft[] = [];
  private readonly text: string;
  private readonly taken = new SpanSet();
  private readonly bySpan = new Map<string, Draft>();
  private readonly ibanRe: RegExp | null;
  private readonly urlRe: RegExp | null;
  private at: number;
  private token = 0;
  private prefixToken = 0;

  constructor(
    private readonly sp: ScanPart,
    private readonly mask: SpanSet,
    private readonly addressMask: SpanSet,
  ) {
    this.text = sp.text;
    this.at = this.text.indexOf('@');
    this.ibanRe = /[A-Z]{2}\d{2}/.test(this.text) ? /[A-Z]{2}\d{2}/g : null;
    this.urlRe = /https?:\/\/|www\./i.test(this.text) ? new RegExp(URL_START.source, URL_START.flags) : null;
  }

  private push(start: number, end: number, kind: TargetKind, cues: string[]): void {
    this.mask.add(this.sp.index, start, end);
    if (cutByBudget(this.sp, end)) return;
    this.taken.add(this.sp.index, start, end);
    const d = draft(this.sp, 'target', start, end, this.text.slice(start, end), cues, { targetKind: kind });
    this.bySpan.set(`${start}:${end}`, d);
    this.out.push(d);
  }

  /** Finds what starts before `until` (addresses: before until + LOOKAHEAD). */
  run(until: number): void {
    const text = this.text;
    const part = this.sp.index;
    const far = until >= text.length ? text.length : until + LOOKAHEAD;
    // IBANs first: their groups look like ids and amounts.
    if (this.ibanRe) {
      const re = this.ibanRe;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        if (m.index >= far) {
          re.lastIndex = m.index;
          break;
        }
        if (isWordChar(charBefore(text, m.index))) continue;
        const iban = ibanAt(text, m.index);
        if (!iban) continue;
        if (iban.valid) this.push(m.index, iban.end, 'iban', ['pattern']);
        else this.mask.add(part, m.index, iban.end);
        re.lastIndex = iban.end;
      }
    }
    // URLs, then e-mail addresses not inside one.
    if (this.urlRe) {
      const re = this.urlRe;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        if (m.index >= far) {
          re.lastIndex = m.index;
          break;
        }
        const u = urlAt(text, m.index, m[0].toLowerCase() === 'www.');
        if (!u) continue;
        re.lastIndex = Math.max(re.lastIndex, u.end);
        this.addressMask.add(part, m.index, u.end);
        if (this.taken.overlaps(part, m.index, u.end)) {
          this.mask.add(part, m.index, u.end);
          continue;
        }
        this.push(m.index, u.end, 'url', ['pattern']);
      }
    }
    for (; this.at >= 0 && this.at < far; this.at = text.indexOf('@', this.at + 1)) {
      const e = emailAt(text, this.at);
      if (!e || this.taken.overlaps(part, e.start, e.end) || this.addressMask.overlaps(part, e.start, e.end)) continue;
      this.addressMask.add(part, e.start, e.end);
      this.push(e.start, e.end, 'email', ['pattern']);
    }
    // Ids with a known prefix, and ids after a keyword: token by token.
    const t = tokensOf(this.sp, until);
    for (; this.prefixToken < t.start.length && t.start[this.prefixToken] < until; this.prefixToken++) {
      const i = this.prefixToken;
      // Prefixes are upper case: "INV-", "PO1", "C-" (not "The", "I").
      const c = text.charCodeAt(t.start[i]);
      if (c < 65 || c > 90) continue;
      const c2 = text.charCodeAt(t.start[i] + 1);
      if (!((c2 >= 65 && c2 <= 90) || (c === 67 && (c2 === 45 || c2 === 95 || c2 === 35)))) continue;
      const found = prefixIdAt(text, t.start[i], t.end[i]);
      if (!found) continue;
      const { end, prefix } = found;
      if (this.taken.overlaps(part, t.start[i], end) || this.addressMask.overlaps(part, t.start[i], end)) continue;
      this.push(t.start[i], end, PREFIX_KIND[prefix], [`prefix:${prefix}`]);
    }
    for (; this.token < t.start.length && t.start[this.token] < until; this.token++) {
      const i = this.token;
      const kind = ID_KEYWORDS.get(t.lower[i]);
      if (!kind) continue;
      AFTER_KEYWORD.lastIndex = t.end[i];
      const m = AFTER_KEYWORD.exec(text);
      if (!m) continue;
      const id = m[1];
      const end = t.end[i] + m[0].length;
      const start = end - id.length;
      if (id.length < 2 || !/\d/.test(id) || DATE_LIKE.test(id)) continue;
      if (/^\d+([.,]\d+)?$/.test(id) && currencyFollows(text, end)) continue;
      if (this.addressMask.overlaps(part, start, end) || this.mask.overlaps(part, start, end)) {
        // Already a candidate ("customer C-88": the keyword confirms the prefixed id), or inside an IBAN, address or URL.
        const same = this.bySpan.get(`${start}:${end}`);
        if (same && same.targetKind === kind) same.cues.push(`keyword:${t.lower[i]}`);
        continue;
      }
      this.push(start, end, kind, [`keyword:${t.lower[i]}`]);
    }
  }
}
