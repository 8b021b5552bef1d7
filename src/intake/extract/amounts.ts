// Amount candidates: numbers with a currency next to them, numbers the text introduces as a sum ("Betrag:
// 50", "refund 50"), and JSON leaves whose key names an amount.
//
// Currency: a symbol (€ $ £ ¥ ₹ ₽ ₩ ₺ ₪ ₴ ₦ ฿ ₫ ₱, US$ C$ A$ NZ$ HK$ MX$ R$ S$, CHF Fr. SFr. zł Kč Ft kr lei),
// an ISO 4217 code before or after ("EUR 50", "50 EUR", "EUR50"; lower case only for eur, usd, gbp, chf), or
// a word after ("50 euros", "50 Euro", "20 dollars", "10 pounds", "5 francs", "5 Franken"). "$" alone is USD,
// "¥" JPY; "kr" and "kronor/kroner/krona/krone" name no single currency: currency null, cue
// 'currency:ambiguous'. A JSON amount leaf takes its currency from a sibling key (currency, currency_code,
// ccy, währung, devise, moneda, ...) when one holds a known code or symbol (cue 'currency:sibling').
//
// Number formats: 1234, 1234.56, 1234,56, 1,234.56, 1.234,56, 1 234,56 (space, no-break, thin and narrow
// no-break spaces), 1'234.50, 0.5, "50,-" and "50.–" (whole amounts), "$.50". Thousands groups must have
// three digits and a first group of one to three digits; mixed group separators are refused. A single "."
// or "," followed by exactly three digits is a thousands separator ("1.234 €" and "1,234 $" are 1234),
// except after a first group of "0" ("0,500") or for a currency with three decimals (BHD IQD JOD KWD LYD
// OMR TND), where it is the decimal mark. A JSON leaf that is a plain number (digits, at most one ".")
// is read the JSON way: "1.234" is 1.234. At most 15 significant digits; exponents are not read.
//
// Refused (never an amount): numbers inside or glued to words and ids ("INV-2024", "A4", "50kg"), after
// "#", "+", "-", "/", "@", after id words (order, invoice, ticket, customer, account, no., nr., n°, id,
// ref, tel, phone, iban, Bestellung, Rechnung, commande, facture, pedido, factura, ...), inside spans
// other extractors recognised (IBANs, e-mail addresses, URLs, ids), dates (12.03.2024, 2024-03-12,
// 12/03/2024, "15. März"), times (10:30), ranges (50-100), versions (1.2.3), percentages (10 %, 10
// Prozent, 10 pour cent, 10 por ciento), magnitudes (1.5 million, 2 Mio., 3k, 4 bn: never scaled, never
// read as the bare number), negative numbers, bare numbers without a currency or an amount word, and bare
// numbers followed by a unit ("refund 3 items", "2 days", "5 Stück").
//
// value: the number; currency: ISO code or null; raw: the text from the currency (or number) to the number
// (or currency), exactly as written. Cues: 'currency:symbol', 'currency:code', 'currency:word',
// 'currency:sibling', 'currency:ambiguous', 'no_currency', 'after:<word>' (the amount word or action word
// that introduced a bare number), 'key:<key>' for JSON leaves.

import {
  beyond,
  charAt,
  charBefore,
  cutByBudget,
  draft,
  isDigit,
  isWordChar,
  leafKey,
  LOOSE_CAP,
  parentPointer,
  table,
  tokenAtOrAfter,
  tokensOf,
  trimmedSpan,
  type Draft,
  type ExtractContext,
  type Horizon,
  type ScanPart,
  type SpanSet,
} from './common';

const ISO_CODES = new Set(
  (
    'AED AFN AMD ANG AOA ARS AUD AWG AZN BBD BDT BGN BHD BIF BMD BND BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CVE CZK DJF DKK DOP DZD ' +
    'EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD ' +
    'KZT LAK LBP LKR LRD LSL LYD MDL MGA MKD MMK MNT MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PGK PHP PKR PLN PYG QAR RON RSD ' +
    'RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SRD SSP STN SVC SYP SZL THB TJS TMT TND TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF ' +
    'XCD XOF XPF YER ZAR ZMW ZWL'
  ).split(' '),
);
// Left out on purpose: ALL, BAM, BOB, CUP, MAD, MOP, PEN, SOS, TOP (everyday words in capitals).
/** Codes read before a number only when they cannot be a capitalised word ("TRY 50 TIMES"). */
const NOT_BEFORE = new Set(['TRY']);
const LOWER_CODES: Record<string, string> = table({ eur: 'EUR', usd: 'USD', gbp: 'GBP', chf: 'CHF' });
const THREE_DECIMALS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

const SYMBOL_CHARS: Record<string, string> = table({
  '€': 'EUR', $: 'USD', '£': 'GBP', '¥': 'JPY', '￥': 'JPY', '₹': 'INR', '₽': 'RUB', '₩': 'KRW', '₺': 'TRY', '₪': 'ILS', '₴': 'UAH', '₦': 'NGN',
  '฿': 'THB', '₫': 'VND', '₱': 'PHP',
});
const DOLLAR_PREFIX: Record<string, string> = table({ US: 'USD', NZ: 'NZD', HK: 'HKD', MX: 'MXN', C: 'CAD', CA: 'CAD', A: 'AUD', AU: 'AUD', R: 'BRL', S: 'SGD', SG: 'SGD' });
/** Letter symbols, case-sensitive; null: names no single currency. Those in DOTTED may be followed by ".". */
const LETTER_SYMBOLS: Record<string, string | null> = table({ CHF: 'CHF', SFr: 'CHF', Fr: 'CHF', zł: 'PLN', Kč: 'CZK', Ft: 'HUF', kr: null, Kr: null, lei: 'RON' });
const DOTTED = new Set(['SFr', 'Fr', 'kr', 'Kr']);
/** Words after a number, lower case; null: ambiguous. */
const CURRENCY_WORDS: Record<string, string | null> = table({
  euro: 'EUR', euros: 'EUR', dollar: 'USD', dollars: 'USD', pound: 'GBP', pounds: 'GBP', franc: 'CHF', francs: 'CHF', franken: 'CHF',
  yen: 'JPY', yuan: 'CNY', renminbi: 'CNY', rupee: 'INR', rupees: 'INR', zloty: 'PLN', złoty: 'PLN', złotych: 'PLN', forint: 'HUF',
  kronor: null, kroner: null, krona: null, krone: null, kronen: null, peso: null, pesos: null,
});

/** Words that introduce a sum: a bare number right after one is an amount. */
const AMOUNT_NOUNS = new Set([
  'amount', 'total', 'sum', 'price', 'cost', 'betrag', 'gesamtbetrag', 'summe', 'gesamtsumme', 'preis', 'montant', 'somme', 'prix', 'importe', 'monto', 'precio', 'suma',
]);
/** Words allowed between an amount or action word and its bare number ("refund of 50", "Betrag von 50"). */
const CONNECTORS = new Set(['of', 'von', 'über', 'de', 'du', 'is', 'ist', 'est', 'es', 'by', 'um', 'à', 'a', 'por', 'for', 'für', 'pour', 'para', 'the', 'le', 'la', 'el', 'den', 'die', 'der']);
/** Words right before a number that make it an id, never an amount. */
const ID_WORDS = new Set([
  'order', 'orders', 'invoice', 'invoices', 'ticket', 'case', 'customer', 'account', 'acct', 'no', 'nr', 'n', 'nº', 'number', 'nummer', 'numéro', 'numero', 'número',
  'num', 'id', 'ref', 'reference', 'référence', 'referencia', 'tel', 'phone', 'telefon', 'téléphone', 'teléfono', 'fax', 'mobile', 'handy', 'iban', 'bic',
  'swift', 'zip', 'plz', 'bestellung', 'bestellnummer', 'bestellnr', 'rechnung', 'rechnungsnummer', 'rechnungsnr', 'auftrag', 'auftragsnummer', 'kunde',
  'kundennummer', 'kundennr', 'konto', 'kontonummer', 'commande', 'facture', 'client', 'compte', 'pedido', 'factura', 'cliente', 'cuenta', 'version',
  'v', 'room', 'zimmer', 'page', 'seite', 'item', 'sku', 'art', 'artikel', 'ticketnummer', 'vorgang', 'caso', 'incidencia',
]);

const NUM = /\d+(?:(?:[.,'’]|[ \u00A0\u202F\u2009](?=\d{3}(?!\d)))\d+)*/g;
const SPACE_LIKE = /[ \u00A0\u202F\u2009]/;
const PERCENT_AFTER = /[ \u00A0\u202F\u2009]?(?:%|‰|percent\b|per cent\b|prozent\b|pour ?cent\b|por ?ciento\b|pct\b)/iuy;
const MAGNITUDE_AFTER =
  /[ \u00A0\u202F\u2009]?(?:k|m|mn|bn|mm|mio\.?|mrd\.?|tsd\.?|million|millions|millionen|milliard|milliards|milliarden|billion|billions|millón|millones|mil|thousand|tausend|mille)(?![\p{L}\p{N}])/iuy;
/** Units after a bare number make it a count, not a sum ("refund 3 items"). */
const UNIT_AFTER =
  /[ \u00A0]*(?:x|items?|pieces?|pcs|units?|stück|stk|artikel|unités?|pièces?|articles?|unidades?|piezas?|artículos?|days?|tage?n?|jours?|días?|dias?|hours?|stunden?|heures?|horas?|minutes?|minuten?|min|times|mal|fois|veces|people|personen|personnes|personas|orders?|bestellungen|commandes|pedidos)(?![\p{L}\p{N}])/iuy;
const ORDINAL_DATE_AFTER =
  /\.[ \u00A0]*(?:jan|feb|mär|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec|janv|févr|fév|avr|juil|aoû|déc|ene|abr|ago|dic|\d)/iuy;

interface Currency {
  /** Where the currency text starts (before) or ends (after) the number. */
  at: number;
  code: string | null;
  cue: string;
}

function isSpace(ch: string): boolean {
  return ch !== '' && SPACE_LIKE.test(ch);
}

function isLetter(ch: string): boolean {
  return ch !== '' && isWordChar(ch) && !isDigit(ch) && ch !== '_';
}

/** A currency written right before offset s (one space allowed, or none: "EUR50", "€50"). */
function currencyBefore(text: string, s: number): Currency | null {
  let i = s;
  if (isSpace(charBefore(text, i))) i--;
  const ch = charBefore(text, i);
  if (ch === '') return null;
  if (SYMBOL_CHARS[ch] !== undefined) {
    let at = i - ch.length;
    let code = SYMBOL_CHARS[ch];
    if (ch === '$') {
      let k = at;
      while (k > 0 && k > at - 3 && /[A-Z]/.test(text[k - 1])) k--;
      const prefix = text.slice(k, at);
      if (prefix !== '' && DOLLAR_PREFIX[prefix] && !isWordChar(charBefore(text, k))) {
        code = DOLLAR_PREFIX[prefix];
        at = k;
      } else if (prefix !== '' && isWordChar(charBefore(text, at))) return null;
    }
    return { at, code, cue: 'currency:symbol' };
  }
  let j = i;
  const dotted = text[j - 1] === '.';
  if (dotted) j--;
  let k = j;
  while (k > 0 && j - k <= 4 && isLetter(charBefore(text, k))) k -= charBefore(text, k).length;
  if (k === j || j - k > 4 || isWordChar(charBefore(text, k))) return null;
  const word = text.slice(k, j);
  if (dotted) return DOTTED.has(word) ? { at: k, code: LETTER_SYMBOLS[word], cue: LETTER_SYMBOLS[word] ? 'currency:symbol' : 'currency:ambiguous' } : null;
  if (ISO_CODES.has(word) && !NOT_BEFORE.has(word)) return { at: k, code: word, cue: 'currency:code' };
  if (LOWER_CODES[word]) return { at: k, code: LOWER_CODES[word], cue: 'currency:code' };
  if (word in LETTER_SYMBOLS && word !== 'Fr' && word !== 'SFr') return { at: k, code: LETTER_SYMBOLS[word], cue: LETTER_SYMBOLS[word] ? 'currency:symbol' : 'currency:ambiguous' };
  return null;
}

/** A currency written right after offset e (one space allowed, or none), and a "50,-" dash before it. */
function currencyAfter(text: string, e: number, integer: boolean): Currency | null {
  let i = e;
  if (integer && (text[i] === ',' || text[i] === '.') && (text[i + 1] === '-' || text[i + 1] === '–')) i += 2;
  if (isSpace(charAt(text, i))) i++;
  const ch = charAt(text, i);
  if (ch === '') return null;
  if (SYMBOL_CHARS[ch] !== undefined) return { at: i + ch.length, code: SYMBOL_CHARS[ch], cue: 'currency:symbol' };
  let k = i;
  while (k < text.length && k - i <= 12 && isLetter(charAt(text, k))) k += charAt(text, k).length;
  if (k === i || isWordChar(charAt(text, k))) return null;
  const word = text.slice(i, k);
  if (ISO_CODES.has(word)) return { at: k, code: word, cue: 'currency:code' };
  if (LOWER_CODES[word]) return { at: k, code: LOWER_CODES[word], cue: 'currency:code' };
  if (word in LETTER_SYMBOLS) {
    const end = DOTTED.has(word) && text[k] === '.' ? k + 1 : k;
    return { at: end, code: LETTER_SYMBOLS[word], cue: LETTER_SYMBOLS[word] ? 'currency:symbol' : 'currency:ambiguous' };
  }
  const lower = word.toLowerCase();
  if (lower in CURRENCY_WORDS) return { at: k, code: CURRENCY_WORDS[lower], cue: CURRENCY_WORDS[lower] ? 'currency:word' : 'currency:ambiguous' };
  return null;
}

const MAX_SIGNIFICANT = 15;

function finish(intDigits: string, frac: string): number | null {
  const significant = intDigits.replace(/^0+/, '').length + frac.length;
  if (intDigits.length === 0 || significant > MAX_SIGNIFICANT || frac.length > 8) return null;
  const v = Number(frac ? `${intDigits}.${frac}` : intDigits);
  return Number.isFinite(v) && v >= 0 ? v : null;
}

/**
 * The value of a number token as written in text (see the header for the rules), or null when its
 * separators make no amount. `code` is the currency when known (three-decimal currencies read "1.234" as 1.234).
 */
export function parseAmountNumber(token: string, code: string | null): number | null {
  const groups: string[] = [];
  const seps: string[] = [];
  let cur = '';
  for (const ch of token) {
    if (ch >= '0' && ch <= '9') cur += ch;
    else {
      if (cur === '') return null;
      groups.push(cur);
      cur = '';
      seps.push(ch === '.' || ch === ',' ? ch : ' ');
    }
  }
  if (cur === '') return null;
  groups.push(cur);
  if (seps.length === 0) return finish(groups[0], '');
  const last = seps[seps.length - 1];
  let intGroups = groups;
  let thousands = seps;
  let frac = '';
  if ((last === '.' || last === ',') && seps.filter((s) => s === last).length === 1) {
    const lastGroup = groups[groups.length - 1];
    const asThousands = seps.length === 1 && lastGroup.length === 3 && groups[0] !== '0' && groups[0].length <= 3 && !(code !== null && THREE_DECIMALS.has(code));
    if (!asThousands) {
      intGroups = groups.slice(0, -1);
      thousands = seps.slice(0, -1);
      frac = lastGroup;
    }
  }
  if (thousands.length > 0) {
    if (new Set(thousands).size !== 1) return null;
    if (intGroups[0].length > 3) return null;
    for (let g = 1; g < intGroups.length; g++) if (intGroups[g].length !== 3) return null;
  }
  return finish(intGroups.join(''), frac);
}

/** A JSON leaf that is a plain number ("1042", "12.5"): read the JSON way, "." is always the decimal mark. */
const JSON_NUMBER = /^\d+(?:\.\d+)?$/;

function jsonNumber(text: string): number | null {
  if (!JSON_NUMBER.test(text)) return null;
  const [i, f = ''] = text.split('.');
  return finish(i, f);
}

const SIBLING_CURRENCY_KEYS = ['currency', 'currency_code', 'currencyCode', 'currencycode', 'cur', 'ccy', 'curr', 'waehrung', 'währung', 'Währung', 'devise', 'moneda', 'divisa', 'Currency'];

/** The currency a sibling leaf of a JSON amount names, if any (also the sibling of the parent: {"amount": {"value": 5}, "currency": "EUR"}). */
function siblingCurrency(ctx: ExtractContext, sp: ScanPart): string | null {
  const pointer = sp.part.pointer;
  if (typeof pointer !== 'string') return null;
  let parent = parentPointer(pointer);
  for (let level = 0; level < 2; level++) {
    for (const k of SIBLING_CURRENCY_KEYS) {
      const idx = ctx.byPointer.get(`${parent}/${k}`);
      if (idx === undefined) continue;
      const code = currencyOfText(ctx.doc.parts[idx].text);
      if (code) return code;
    }
    if (parent === '') break;
    parent = parentPointer(parent);
  }
  return null;
}

/** A whole text naming one currency: an ISO code (any case) or a symbol. */
export function currencyOfText(text: string): string | null {
  const t = text.trim();
  if (t.length === 0 || t.length > 4) return null;
  if (ISO_CODES.has(t.toUpperCase())) return t.toUpperCase();
  if (SYMBOL_CHARS[t] !== undefined) return SYMBOL_CHARS[t];
  const l = LETTER_SYMBOLS[t.replace(/\.$/, '')];
  return l ?? null;
}

export interface AmountOptions {
  /** Spans of ids, IBANs, e-mail addresses and URLs: numbers there are not amounts. */
  mask?: SpanSet;
  /** Per part, the end offsets of action words that move money ("refund 50" then needs no currency). */
  moneyEnds?: Map<number, Set<number>>;
  /** Free text at or past this point is not read (the target scan stopped there). */
  horizon?: Horizon | null;
}

export function extractAmounts(ctx: ExtractContext, options: AmountOptions = {}): Draft[] {
  const out: Draft[] = [];
  let loose = 0;
  for (const sp of ctx.parts) {
    const key = leafKey(sp, 'amount');
    if (key) {
      const sibling = siblingCurrency(ctx, sp);
      const whole = trimmedSpan(sp.text);
      const asJson = whole && !cutByBudget(sp, whole.end) ? jsonNumber(sp.text.slice(whole.start, whole.end)) : null;
      if (whole && asJson !== null) {
        const cues = [key.cue, sibling ? 'currency:sibling' : 'no_currency'];
        out.push(draft(sp, 'amount', whole.start, whole.end, asJson, cues, { currency: sibling }));
        continue;
      }
      for (const d of scanText(sp, options, whole, sp.text.length, LOOSE_CAP)) {
        d.cues.push(key.cue);
        if (d.currency === null && sibling) {
          d.currency = sibling;
          d.cues = d.cues.filter((c) => c !== 'no_currency');
          d.cues.push('currency:sibling');
        }
        out.push(d);
      }
      continue;
    }
    if (loose >= LOOSE_CAP || beyond(options.horizon, sp.index, 0)) continue;
    const limit = options.horizon && options.horizon.part === sp.index ? options.horizon.offset : sp.text.length;
    for (const d of scanText(sp, options, null, limit, LOOSE_CAP - loose)) {
      out.push(d);
      loose++;
    }
  }
  return out;
}

/** The word token right before offset s, skipping `gap` characters and, when allowed, one connector word. */
function previousWord(sp: ScanPart, s: number, gap: RegExp, connector: boolean): { lower: string; end: number } | null {
  const t = tokensOf(sp, s);
  let p = tokenAtOrAfter(t, s) - 1;
  if (p < 0 || s - t.end[p] > 4 || !gap.test(sp.text.slice(t.end[p], s))) return null;
  if (connector && CONNECTORS.has(t.lower[p]) && p > 0 && /^[\s:]{1,3}$/.test(sp.text.slice(t.end[p - 1], t.start[p]))) p--;
  return { lower: t.lower[p], end: t.end[p] };
}

const ID_GAP = /^[\s:.#°º]{0,4}$/u;
const BARE_GAP = /^[\s:=]{0,4}$/u;

/** Amounts of a part's text whose number starts before `limit`, at most `room` of them. */
function scanText(sp: ScanPart, options: AmountOptions, whole: { start: number; end: number } | null, limit: number, room: number): Draft[] {
  const text = sp.text;
  const out: Draft[] = [];
  if (!/\d/.test(text)) return out;
  const re = NUM;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null && m.index < limit && out.length < room; m = re.exec(text)) {
    const s = m.index;
    const e = s + m[0].length;
    if (!whole && !worthALook(text, s, e)) continue;
    const d = candidateAt(sp, s, e, options, whole);
    if (d) out.push(d);
    else if (SPACE_LIKE.test(m[0])) {
      // "1042 500 EUR": no thousands grouping; each space-separated piece stands alone.
      let pos = s;
      for (const piece of m[0].split(/[ \u00A0\u202F\u2009]/)) {
        const pd = candidateAt(sp, pos, pos + piece.length, options, whole);
        if (pd && out.length < room) out.push(pd);
        pos += piece.length + 1;
      }
    }
  }
  return out;
}

const GAP_CHARS = ' \u00A0\u202F\u2009\t:=';

/**
 * Cheap pre-filter: an amount needs a currency or a word next to its number. True when the nearest
 * character before it (past up to four spaces, ":" or "=") or after it (past one space, or ",-") is neither
 * a digit nor plain ASCII punctuation. Rows of bare numbers are then skipped at once.
 */
function worthALook(text: string, s: number, e: number): boolean {
  let i = s - 1;
  while (i >= 0 && s - i <= 4 && GAP_CHARS.includes(text[i])) i--;
  if (i >= 0 && interesting(text.charCodeAt(i))) return true;
  let j = e;
  if ((text[j] === ',' || text[j] === '.') && (text[j + 1] === '-' || text[j + 1] === '–')) j += 2;
  if (j < text.length && GAP_CHARS.includes(text[j]) && text[j] !== ':' && text[j] !== '=') j++;
  if (j < text.length && interesting(text.charCodeAt(j))) return true;
  // "$.50"
  return text[s - 1] === '.' && s >= 2 && interesting(text.charCodeAt(s - 2));
}

function interesting(c: number): boolean {
  return c >= 128 || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 36 /* $ */;
}

function sticky(re: RegExp, text: string, at: number): boolean {
  re.lastIndex = at;
  return re.test(text);
}

function candidateAt(sp: ScanPart, s: number, e: number, options: AmountOptions, whole: { start: number; end: number } | null): Draft | null {
  const text = sp.text;
  if (cutByBudget(sp, e)) return null;
  if (options.mask?.overlaps(sp.index, s, e)) return null;
  const token = text.slice(s, e);
  const integer = /^\d+$/.test(token);

  // What is before the number.
  const before = currencyBefore(text, s);
  const prev = charBefore(text, s);
  if (!before && prev === '.' && /^\d{1,2}$/.test(token) && !isDigit(charBefore(text, s - 1))) {
    // "$.50"
    const b = currencyBefore(text, s - 1);
    if (b && b.cue === 'currency:symbol' && b.at === s - 2 && !options.mask?.overlaps(sp.index, b.at, e)) {
      const v = finish('0', token);
      return v === null ? null : draft(sp, 'amount', b.at, e, v, [b.cue], { currency: b.code });
    }
    return null;
  }
  if (!before) {
    if (isWordChar(prev) || (prev !== '' && '-−+#/\\@&°º§.,'.includes(prev))) return null;
    if (prev === ':' && isDigit(charBefore(text, s - 1))) return null;
    // "# 1042"
    if (isSpace(prev) && charBefore(text, s - 1) === '#') return null;
  } else if (before.at > 0) {
    // A sign or an id glued to the currency ("-€50", "#$5").
    const p2 = charBefore(text, before.at);
    if (p2 !== '' && '-−+#'.includes(p2)) return null;
  }

  // What is after it.
  const after = before ? null : currencyAfter(text, e, integer);
  let bareCue: string | null = null;
  if (!before && !after) {
    // A bare number: the whole of a JSON amount leaf, or introduced by an amount word or a money action word.
    if (whole && whole.start === s && whole.end === e) bareCue = '';
    else {
      const word = previousWord(sp, s, BARE_GAP, true);
      const ends = options.moneyEnds?.get(sp.index);
      if (!word || !(AMOUNT_NOUNS.has(word.lower) || /(betrag|summe)$/.test(word.lower) || (ends && ends.has(word.end)))) return null;
      if (sticky(UNIT_AFTER, text, e)) return null;
      bareCue = `after:${word.lower}`;
    }
  }
  if (!after) {
    const next = charAt(text, e);
    if (isWordChar(next)) return null;
    if ((next === ':' || next === '/' || next === '-' || next === '–' || next === '.' || next === ',') && isDigit(charAt(text, e + 1))) return null;
    if (next === '-' && isWordChar(charAt(text, e + 1))) return null;
    if (next === '°' || next === 'º') return null;
  }
  if (sticky(PERCENT_AFTER, text, e) || sticky(MAGNITUDE_AFTER, text, e)) return null;
  if (integer && token.length <= 2 && sticky(ORDINAL_DATE_AFTER, text, e)) return null;

  const code = before ? before.code : after ? after.code : null;
  const value = parseAmountNumber(token, code);
  if (value === null) return null;
  if (!before) {
    const idWord = previousWord(sp, s, ID_GAP, false);
    if (idWord && ID_WORDS.has(idWord.lower)) return null;
  }

  const start = before ? before.at : s;
  const end = after ? after.at : e;
  if (cutByBudget(sp, end)) return null;
  if (options.mask?.overlaps(sp.index, start, end)) return null;
  const cue = before?.cue ?? after?.cue;
  if (cue) return draft(sp, 'amount', start, end, value, [cue], { currency: code });
  return draft(sp, 'amount', s, e, value, bareCue ? ['no_currency', bareCue] : ['no_currency'], { currency: null });
}

/** True when a currency is written right after offset e: "1042 EUR" is then more likely a sum than an id. */
export function currencyFollows(text: string, e: number): boolean {
  return currencyAfter(text, e, true) !== null;
}
