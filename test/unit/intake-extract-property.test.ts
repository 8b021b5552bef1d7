// Property tests for the candidate extractors: on any text, any JSON and any mail, extraction never throws,
// every candidate is exactly the input at its source, amounts are finite, non-negative and made of the
// digits they were written with, action types are registry types or the caller's own words as written, and
// the scorer selects only candidates. Plus round trips: formatted sums and valid IBANs are found again.

import fc from 'fast-check';
import { BUILTIN_REGISTRY, Registry } from '../../src/domain/registry';
import { extractCandidates, MAIL_FROM_PART, MAX_PER_KIND } from '../../src/intake/extract';
import { selectByScore } from '../../src/intake/extract/score';
import type { Candidate, IntakeDocument, PartKind, TextPart } from '../../src/read/types';

const CUSTOM = new Registry([{ type: 'crm.update_contact', categories: ['account'], synonyms: ['kontakt aktualisieren', 'constructor', 'toString', 'über'] }]);
const TARGET_KINDS = new Set(['order', 'invoice', 'ticket', 'customer', 'account', 'email', 'iban', 'url', 'record']);

// ------------------------------------------------------------------------------------------------------------
// Invariants

/** The decimal digits of a number as written without exponent, leading zeros dropped ("0.05" -> "5"). */
function digitsOf(x: number): string {
  let s = String(x);
  if (/e/i.test(s)) s = x.toFixed(10).replace(/0+$/, '');
  return s.replace(/\D/g, '').replace(/^0+/, '');
}

/** The value's digits are the raw text's digits, up to leading zeros and trailing zeros of a fraction. */
function derivable(value: number, raw: string): boolean {
  const rawDigits = raw.replace(/\D/g, '').replace(/^0+/, '');
  const valueDigits = digitsOf(value);
  return rawDigits.startsWith(valueDigits) && /^0*$/.test(rawDigits.slice(valueDigits.length));
}

function checkCandidates(doc: IntakeDocument, cs: Candidate[], registry: Registry): void {
  expect(cs.map((c) => c.id)).toEqual(cs.map((_, i) => `c${i + 1}`));
  const perKind = new Map<string, number>();
  for (const c of cs) {
    perKind.set(c.kind, (perKind.get(c.kind) ?? 0) + 1);
    const { part, start, end } = c.source;
    let source: string;
    if (part === MAIL_FROM_PART) {
      expect(c.kind).toBe('actor');
      source = doc.mail!.from!;
    } else {
      expect(Number.isInteger(part) && part >= 0 && part < doc.parts.length).toBe(true);
      source = doc.parts[part].text;
      if (doc.parts[part].kind === 'json') expect(c.source.pointer).toBe(doc.parts[part].pointer);
    }
    expect(Number.isInteger(start) && Number.isInteger(end) && 0 <= start && start < end && end <= source.length).toBe(true);
    expect(source.slice(start, end)).toBe(c.raw);
    expect(c.cues.length).toBeGreaterThan(0);
    switch (c.kind) {
      case 'amount':
        expect(typeof c.value).toBe('number');
        expect(Number.isFinite(c.value as number) && (c.value as number) >= 0).toBe(true);
        expect(c.currency === null || /^[A-Z]{3}$/.test(c.currency!)).toBe(true);
        if (!derivable(c.value as number, c.raw)) throw new Error(`amount ${c.value} is not made of the digits of ${JSON.stringify(c.raw)}`);
        break;
      case 'action_type':
        expect(typeof c.value).toBe('string');
        if (c.cues.includes('unregistered')) expect(c.value).toBe(c.raw);
        else expect(registry.lookup(c.value as string)).toBeDefined();
        break;
      case 'target':
        expect(TARGET_KINDS.has(c.targetKind!)).toBe(true);
        expect(c.value).toBe(c.raw);
        break;
      case 'actor':
        expect(c.value).toBe(c.raw);
        break;
      default:
        throw new Error(`unknown kind ${String(c.kind)}`);
    }
  }
  for (const n of perKind.values()) expect(n).toBeLessThanOrEqual(MAX_PER_KIND);
}

function checkSelection(doc: IntakeDocument, cs: Candidate[]): void {
  const s = selectByScore(cs, doc);
  const byId = new Map(cs.map((c) => [c.id, c]));
  for (const kind of ['action_type', 'amount', 'target', 'actor'] as const) {
    const chosen = s[kind];
    const conf = s.confidence[kind];
    expect(conf >= 0 && conf <= 1).toBe(true);
    if (!chosen) {
      expect(cs.some((c) => c.kind === kind)).toBe(false);
      continue;
    }
    expect(byId.get(chosen.id)).toBe(chosen);
    expect(chosen.kind).toBe(kind);
    for (const r of s.competing[kind]) {
      expect(byId.get(r.id)).toBe(r);
      expect(r.kind).toBe(kind);
      expect(r.value !== chosen.value || r.currency !== chosen.currency || r.targetKind !== chosen.targetKind).toBe(true);
    }
  }
}

function check(doc: IntakeDocument, registry: Registry = BUILTIN_REGISTRY): Candidate[] {
  const cs = extractCandidates(doc, registry);
  checkCandidates(doc, cs, registry);
  checkSelection(doc, cs);
  expect(extractCandidates(doc, registry)).toEqual(cs);
  return cs;
}

// ------------------------------------------------------------------------------------------------------------
// Generators

const loneSurrogates = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const anyString = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: loneSurrogates, maxLength: 60 }),
);

interface Sum {
  text: string;
  value: number;
  currency: string | null;
}

const CURRENCIES: Array<[string, string | null, 'both' | 'after']> = [
  ['EUR', 'EUR', 'both'],
  ['€', 'EUR', 'both'],
  ['$', 'USD', 'both'],
  ['USD', 'USD', 'both'],
  ['CHF', 'CHF', 'both'],
  ['£', 'GBP', 'both'],
  ['zł', 'PLN', 'after'],
  ['kr', null, 'both'],
  ['euros', 'EUR', 'after'],
  ['Kč', 'CZK', 'after'],
];

function group(int: number, sep: string): string {
  return String(int).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

const sum: fc.Arbitrary<Sum> = fc
  .record({
    int: fc.oneof(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99_999_999 })),
    cents: fc.integer({ min: 0, max: 99 }),
    style: fc.constantFrom('en', 'de', 'fr', 'fr-nbsp', 'fr-thin', 'ch', 'plain-dot', 'plain-comma', 'whole'),
    cur: fc.constantFrom(...CURRENCIES),
    before: fc.boolean(),
    space: fc.boolean(),
  })
  .map(({ int, cents, style, cur, before, space }) => {
    const c2 = String(cents).padStart(2, '0');
    const number =
      style === 'en' ? `${group(int, ',')}.${c2}`
      : style === 'de' ? `${group(int, '.')},${c2}`
      : style === 'fr' ? `${group(int, ' ')},${c2}`
      : style === 'fr-nbsp' ? `${group(int, '\u00a0')},${c2}`
      : style === 'fr-thin' ? `${group(int, '\u202f')},${c2}`
      : style === 'ch' ? `${group(int, "'")}.${c2}`
      : style === 'plain-dot' ? `${int}.${c2}`
      : style === 'plain-comma' ? `${int},${c2}`
      : String(int);
    const value = style === 'whole' ? int : Number(`${int}.${c2}`);
    const [sym, code, where] = cur;
    const gap = space || /^[a-z]/i.test(sym) ? ' ' : '';
    const text = before && where === 'both' ? `${sym}${gap}${number}` : `${number}${gap}${sym}`;
    return { text, value, currency: code };
  });

function ibanFor(country: string, bban: string): string {
  const digits = (bban + country + '00').replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let r = 0;
  for (const d of digits) r = (r * 10 + Number(d)) % 97;
  return `${country}${String(98 - r).padStart(2, '0')}${bban}`;
}

const iban = fc.record({ bban: fc.stringMatching(/^\d{18}$/), spaced: fc.boolean() }).map(({ bban, spaced }) => {
  const compact = ibanFor('DE', bban);
  return { compact, text: spaced ? compact.replace(/(.{4})(?!$)/g, '$1 ') : compact };
});

const SNIPPETS = [
  'order #1042', 'order no. 77', 'INV-2024-001', 'Rechnung Nr. 2024-001', 'commande n° 1042', 'pedido nº 9', 'ticket 5521', 'customer C-88',
  'account 12345678', 'Kundennummer 4711', 'PO12345', 'jane.doe@example.com', 'x@y', 'https://shop.example/o/1042?a=1', 'www.example.org/x',
  'DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 01', 'GB82 WEST 1234 5698 7654 32', '12.03.2024', '2024-03-12', '10:30', '10%',
  '+49 30 1234567', '555-1234', '1.5 million', 'EUR', '€', '$', '$.50', '.50', '50,-', 'Fr.', 'kr.', '#', 'n°', 'Agent: refund-bot\n',
  'From: Jane <jane@x.org>\n', 'Von: Max\n', 'please', 'bitte', 'nicht', 'do not', 'refund', 'refunded', 'Erstattung', 'zurückerstattet',
  'rembourser', 'remboursé', 'reembolsado', 'cancel my subscription', 'update IBAN', 'delete_records', 'crm.update_contact', 'constructor',
  '__proto__', 'hasOwnProperty', 'Betrag:', 'amount', 'total', 'e\u0301', 'Ü', 'İstanbul', 'ß', '\u0000', '\ud800', '😀', '\u2028',
];

const word = fc.constantFrom(...SNIPPETS, ...BUILTIN_REGISTRY.all().flatMap((t) => [...t.synonyms, t.type]));
const chunk = fc.oneof(anyString, word, sum.map((s) => s.text), iban.map((i) => i.text), fc.integer().map(String), fc.double().map(String));
const mixedText = fc.oneof(
  fc.array(chunk, { maxLength: 24 }).map((a) => a.join(' ')),
  fc.array(chunk, { maxLength: 24 }).map((a) => a.join('')),
  fc.tuple(fc.array(chunk, { maxLength: 12 }), fc.array(fc.constantFrom(' ', '', '\n', ', ', '. ', ':', '#', '-', '\u00a0', '\t'), { minLength: 12, maxLength: 12 })).map(([a, seps]) =>
    a.map((x, i) => x + seps[i]).join(''),
  ),
);

const partKind = fc.constantFrom<PartKind>('text', 'html', 'subject', 'body', 'attachment');

const textDocument: fc.Arbitrary<IntakeDocument> = fc
  .record({
    parts: fc.array(fc.record({ kind: partKind, text: mixedText }), { minLength: 0, maxLength: 4 }),
    from: fc.option(fc.oneof(fc.emailAddress(), anyString, word), { nil: null }),
    mail: fc.boolean(),
    hidden: fc.array(mixedText, { maxLength: 2 }),
  })
  .map(({ parts, from, mail, hidden }) => ({
    medium: mail ? 'mail' : 'text',
    parts,
    hidden,
    ...(mail ? { mail: { subject: null, from, senderDomain: null, date: null, attachments: [] } } : {}),
    stats: {},
  }));

const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

function jsonDoc(value: unknown): IntakeDocument {
  const parts: TextPart[] = [];
  const walk = (v: unknown, pointer: string, key: string) => {
    if (typeof v === 'string' || typeof v === 'number') parts.push({ kind: 'json', text: String(v), pointer, key });
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${pointer}/${i}`, String(i)));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${pointer}/${esc(k)}`, k);
  };
  walk(value, '', '');
  return { medium: 'json', parts, hidden: [], stats: {} };
}

const KEYS = [
  'amount', 'currency', 'action', 'type', 'intent', 'operation', 'tool', 'function', 'name', 'agent', 'actor', 'from', 'sender', 'user', 'role',
  'order_id', 'orderId', 'order', 'invoice', 'ticket_id', 'customer', 'account', 'iban', 'email', 'url', 'target', 'resource', 'id', 'value',
  'total', 'price', 'refund_amount', 'amount_cents', 'max_amount', 'Währung', 'description', 'content', '0', '', '~/', 'constructor', '__proto__',
];
const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 }));
const leaf = fc.oneof(mixedText, word, fc.integer(), fc.double(), fc.constantFrom('EUR', 'eur', '€', 'refund', 'refund_order', 'make_coffee', 'Billy', '1.234', '1.234,56'), sum.map((s) => s.text));
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof({ maxDepth: 4 }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('tree'), { maxLength: 4 }),
  object: fc.dictionary(key, tie('tree'), { maxKeys: 6 }),
}));

// ------------------------------------------------------------------------------------------------------------

describe('extraction properties', () => {
  it('holds its promises on arbitrary text, HTML and mail documents', () => {
    fc.assert(
      fc.property(textDocument, (doc) => {
        check(doc);
      }),
      { numRuns: 400 },
    );
  });

  it('holds its promises with a custom registry', () => {
    fc.assert(
      fc.property(textDocument, (doc) => {
        check(doc, CUSTOM);
      }),
      { numRuns: 150 },
    );
  });

  it('holds its promises on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        check(jsonDoc(value));
      }),
      { numRuns: 200 },
    );
  });

  it('holds its promises on JSON with the keys extraction looks for', () => {
    fc.assert(
      fc.property(tree, (value) => {
        check(jsonDoc(value));
      }),
      { numRuns: 400 },
    );
  });

  it('holds its promises on long text', () => {
    fc.assert(
      fc.property(fc.array(mixedText, { minLength: 20, maxLength: 120 }), (chunks) => {
        check({ medium: 'text', parts: [{ kind: 'text', text: chunks.join(' ') }], hidden: [], stats: {} });
      }),
      { numRuns: 30 },
    );
  });

  it('finds a formatted sum again, with its value and currency', () => {
    fc.assert(
      fc.property(sum, (s) => {
        const doc: IntakeDocument = { medium: 'text', parts: [{ kind: 'text', text: `Please refund ${s.text} today.` }], hidden: [], stats: {} };
        const amounts = check(doc).filter((c) => c.kind === 'amount');
        expect(amounts.map((c) => [c.value, c.currency, c.raw])).toEqual([[s.value, s.currency, s.text]]);
      }),
      { numRuns: 500 },
    );
  });

  it('finds a valid IBAN as written, and never one with a changed digit', () => {
    fc.assert(
      fc.property(iban, fc.nat(), fc.integer({ min: 1, max: 9 }), ({ compact, text }, at, delta) => {
        const doc = (t: string): IntakeDocument => ({ medium: 'text', parts: [{ kind: 'text', text: `Pay to ${t} please, EUR 5.` }], hidden: [], stats: {} });
        const found = check(doc(text)).filter((c) => c.kind === 'target');
        expect(found.map((c) => [c.targetKind, c.raw])).toEqual([['iban', text]]);
        // Change one digit of the account part: mod 97 notices every single-digit change.
        const digitIdx = [...text].map((ch, i) => (i >= 4 && /\d/.test(ch) ? i : -1)).filter((i) => i >= 0);
        const i = digitIdx[at % digitIdx.length];
        const changed = text.slice(0, i) + String((Number(text[i]) + delta) % 10) + text.slice(i + 1);
        const cs = check(doc(changed));
        expect(cs.filter((c) => c.kind === 'target')).toEqual([]);
        expect(cs.filter((c) => c.kind === 'amount').map((c) => c.raw)).toEqual(['EUR 5']);
        expect(compact.replace(/\s/g, '')).toHaveLength(22);
      }),
      { numRuns: 200 },
    );
  });

  it('never reads dates, times, percentages or phone numbers as sums', () => {
    const date = fc.record({ d: fc.integer({ min: 1, max: 28 }), m: fc.integer({ min: 1, max: 12 }), y: fc.integer({ min: 1990, max: 2099 }) });
    const p2 = (n: number) => String(n).padStart(2, '0');
    const noise = fc.oneof(
      date.map(({ d, m, y }) => `${p2(d)}.${p2(m)}.${y}`),
      date.map(({ d, m, y }) => `${y}-${p2(m)}-${p2(d)}`),
      date.map(({ d, m, y }) => `${p2(d)}/${p2(m)}/${y}`),
      fc.record({ h: fc.integer({ min: 0, max: 23 }), mi: fc.integer({ min: 0, max: 59 }) }).map(({ h, mi }) => `${p2(h)}:${p2(mi)}`),
      fc.integer({ min: 0, max: 100 }).map((n) => `${n}%`),
      fc.integer({ min: 0, max: 100 }).map((n) => `${n} Prozent`),
      fc.stringMatching(/^\+\d{2} \d{2,3} \d{5,8}$/),
      fc.integer({ min: 10, max: 99999 }).map((n) => `order #${n}`),
      fc.integer({ min: 10, max: 99999 }).map((n) => `Bestellung ${n}`),
    );
    fc.assert(
      fc.property(noise, fc.constantFrom('EUR ', '€', '', 'Betrag: ', 'refund '), (n, lead) => {
        const doc: IntakeDocument = { medium: 'text', parts: [{ kind: 'text', text: `Termin ${lead}${n} bitte` }], hidden: [], stats: {} };
        expect(check(doc).filter((c) => c.kind === 'amount')).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});
