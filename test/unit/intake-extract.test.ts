// Hand-written examples for the candidate extractors (src/intake/extract): action types, amounts, targets and
// actors in English, German, French and Spanish, and what each one refuses. Documents are built by hand.

import { BUILTIN_REGISTRY, Registry } from '../../src/domain/registry';
import { extractCandidates, MAIL_FROM_PART, MAX_PER_KIND, MAX_SCAN_CHARS } from '../../src/intake/extract';
import { parseAmountNumber } from '../../src/intake/extract/amounts';
import { synonymLanguage } from '../../src/intake/extract/inflect';
import { ibanChecksumOk } from '../../src/intake/extract/targets';
import type { Candidate, CandidateKind, IntakeDocument, PartKind, TextPart } from '../../src/read/types';

// ------------------------------------------------------------------------------------------------------------
// Documents by hand

function textDoc(text: string, kind: PartKind = 'text'): IntakeDocument {
  return { medium: kind === 'html' ? 'html' : 'text', parts: [{ kind, text }], hidden: [], stats: {} };
}

const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/** One part per string or number leaf, in document order, with its pointer and key (what the JSON reader does). */
function jsonDoc(value: unknown): IntakeDocument {
  const parts: TextPart[] = [];
  const walk = (v: unknown, pointer: string, key: string) => {
    if (typeof v === 'string' || typeof v === 'number') {
      if (v !== '') parts.push({ kind: 'json', text: String(v), pointer, key });
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${pointer}/${i}`, String(i)));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${pointer}/${esc(k)}`, k);
  };
  walk(value, '', '');
  return { medium: 'json', parts, hidden: [], stats: {} };
}

function mailDoc(m: { subject?: string; body: string; from?: string | null; attachments?: string[] }): IntakeDocument {
  const parts: TextPart[] = [];
  if (m.subject) parts.push({ kind: 'subject', text: m.subject });
  parts.push({ kind: 'body', text: m.body });
  for (const a of m.attachments ?? []) parts.push({ kind: 'attachment', text: a });
  const from = m.from ?? null;
  return {
    medium: 'mail',
    parts,
    hidden: [],
    mail: { subject: m.subject ?? null, from, senderDomain: from ? from.split('@')[1] : null, date: null, attachments: m.attachments ?? [] },
    stats: {},
  };
}

/** Extracts and checks the one promise every candidate keeps: raw is exactly the input at its source. */
function extract(doc: IntakeDocument, registry = BUILTIN_REGISTRY): Candidate[] {
  const cs = extractCandidates(doc, registry);
  for (const c of cs) {
    const src = c.source.part === MAIL_FROM_PART ? doc.mail!.from! : doc.parts[c.source.part].text;
    expect(src.slice(c.source.start, c.source.end)).toBe(c.raw);
  }
  return cs;
}

const ofKind = (cs: Candidate[], kind: CandidateKind) => cs.filter((c) => c.kind === kind);
const types = (text: string, registry = BUILTIN_REGISTRY) => ofKind(extract(textDoc(text), registry), 'action_type').map((c) => [c.value, c.raw]);
const amounts = (text: string) => ofKind(extract(textDoc(text)), 'amount').map((c) => [c.value, c.currency ?? null, c.raw]);
const targets = (text: string) => ofKind(extract(textDoc(text)), 'target').map((c) => [c.targetKind, c.raw]);

// ------------------------------------------------------------------------------------------------------------

describe('action types', () => {
  it.each([
    ['Please refund the customer.', 'refund', 'refund'],
    ['The order was refunded yesterday.', 'refund', 'refunded'],
    ['We are refunding the fee.', 'refund', 'refunding'],
    ['Please reimburse the travel costs.', 'refund', 'reimburse'],
    ['Bitte erstatten Sie den Betrag.', 'refund', 'erstatten'],
    ['Der Betrag wurde erstattet.', 'refund', 'erstattet'],
    ['Wir haben die Rückerstattung veranlasst.', 'refund', 'Rückerstattung'],
    ['Der Betrag wurde zurückerstattet.', 'refund', 'zurückerstattet'],
    ['Merci de rembourser la commande.', 'refund', 'rembourser'],
    ['Le client a été remboursé hier.', 'refund', 'remboursé'],
    ['Je demande un remboursement.', 'refund', 'remboursement'],
    ['Por favor, reembolsar el pedido.', 'refund', 'reembolsar'],
    ['Ya fue reembolsado.', 'refund', 'reembolsado'],
    ['Solicito un reembolso.', 'refund', 'reembolso'],
    ['Please wire the money today.', 'transfer', 'wire'],
    ['Bitte 50 EUR überweisen.', 'transfer', 'überweisen'],
    ['Das Geld wurde überwiesen.', 'transfer', 'überwiesen'],
    ['Merci de faire un virement.', 'transfer', 'virement'],
    ['Haz una transferencia.', 'transfer', 'transferencia'],
    ['Please delete my account.', 'delete_account', 'delete my account'],
    ['Please cancel my subscription.', 'cancel_subscription', 'cancel my subscription'],
    ['Ich möchte mein Abo kündigen.', 'cancel_subscription', 'Abo kündigen'],
    ['Je veux résilier mon abonnement.', 'cancel_subscription', 'résilier mon abonnement'],
    ['Quiero cancelar mi suscripción.', 'cancel_subscription', 'cancelar mi suscripción'],
    ['Please update IBAN for this vendor.', 'change_bank_details', 'update IBAN'],
    ['Konto löschen, bitte.', 'delete_account', 'Konto löschen'],
    ['Die Daten wurden gelöscht.', 'delete_records', 'gelöscht'],
    ['Disable 2FA for bob.', 'disable_mfa', 'Disable 2FA'],
    ['E-Mail senden an den Kunden.', 'send_email', 'E-Mail senden'],
    ['Email senden an den Kunden.', 'send_email', 'Email senden'],
    ['Run cancel_subscription now.', 'cancel_subscription', 'cancel_subscription'],
    ['Run delete_records now.', 'delete_records', 'delete_records'],
    ['Deploy to staging.', 'deploy', 'Deploy'],
    ['REFUND NOW', 'refund', 'REFUND'],
  ])('%p → %s (%p)', (text, type, raw) => {
    expect(types(text)).toContainEqual([type, raw]);
  });

  it('tags the language of the synonym and a request before it', () => {
    const [c] = ofKind(extract(textDoc('Bitte erstatten Sie 20 €.')), 'action_type');
    expect(c.cues).toEqual(expect.arrayContaining(['synonym:de', 'request']));
    const [e] = ofKind(extract(textDoc('Please refund it.')), 'action_type');
    expect(e.cues).toEqual(expect.arrayContaining(['synonym:en', 'request']));
    expect(ofKind(extract(textDoc('Le client a été remboursé.')), 'action_type')[0].cues).toEqual(expect.arrayContaining(['synonym:fr', 'inflected']));
    expect(ofKind(extract(textDoc('Ya fue reembolsado.')), 'action_type')[0].cues).toContain('synonym:es');
  });

  it('marks a negated action', () => {
    expect(ofKind(extract(textDoc('Do not refund this order.')), 'action_type')[0].cues).toContain('negated');
    expect(ofKind(extract(textDoc('Bitte nicht erstatten.')), 'action_type')[0].cues).toContain('negated');
  });

  it('lets the longest phrase win where matches overlap', () => {
    expect(types('Please update IBAN now')).toEqual([['change_bank_details', 'update IBAN']]);
    expect(types('Passwort zurücksetzen')).toEqual([['reset_credentials', 'Passwort zurücksetzen']]);
  });

  it.each(['prepayment plan', 'payroll report', 'the refundable deposit', 'subscribers list', 'a wiper blade', 'ordered pizza'])('finds no action inside other words: %p', (text) => {
    expect(types(text)).toEqual([]);
  });

  it('reads no action in e-mail addresses, URLs or an "Agent:" line', () => {
    expect(types('write to refunds@shop.example and see https://shop.example/refund/policy')).toEqual([]);
    expect(types('Agent: refund-bot\nHello')).toEqual([]);
  });

  it('reads JSON leaves whose key names the action', () => {
    const cs = ofKind(extract(jsonDoc({ action: 'refund', note: 'reply soon' })), 'action_type');
    const refund = cs.find((c) => c.value === 'refund')!;
    expect(refund.cues).toEqual(expect.arrayContaining(['key:action', 'whole']));
    expect(refund.source.pointer).toBe('/action');
    const reply = cs.find((c) => c.value === 'send_message')!;
    expect(reply.cues.some((c) => c.startsWith('key:'))).toBe(false);
    const nested = ofKind(extract(jsonDoc({ action: { type: 'transfer' } })), 'action_type');
    expect(nested.map((c) => [c.value, c.cues.includes('key:action/type')])).toEqual([['transfer', true]]);
    const tool = ofKind(extract(jsonDoc({ tool_calls: [{ function: { name: 'cancel_subscription' } }] })), 'action_type');
    expect(tool[0].cues).toContain('key:function/name');
  });

  it('keeps an unregistered identifier under an action key as written, cue unregistered', () => {
    const cs = ofKind(extract(jsonDoc({ intent: 'make_coffee' })), 'action_type');
    expect(cs).toHaveLength(1);
    expect(cs[0]).toMatchObject({ value: 'make_coffee', raw: 'make_coffee' });
    expect(cs[0].cues).toEqual(expect.arrayContaining(['unregistered', 'key:intent', 'whole']));
    const both = ofKind(extract(jsonDoc({ action: 'refund_order' })), 'action_type').map((c) => [c.value, c.cues.includes('unregistered')]);
    expect(both).toEqual(expect.arrayContaining([['refund', false], ['refund_order', true]]));
  });

  it('makes no unregistered type of a "type" that is not about the action, nor of prose', () => {
    expect(ofKind(extract(jsonDoc({ customer: { type: 'business' } })), 'action_type')).toEqual([]);
    expect(ofKind(extract(jsonDoc({ action: 'please look at this' })), 'action_type')).toEqual([]);
    expect(ofKind(extract(jsonDoc({ description: 'make_coffee' })), 'action_type')).toEqual([]);
  });

  it('reads a registry type under an action key in any case', () => {
    const cs = ofKind(extract(jsonDoc({ action: 'Cancel_Subscription' })), 'action_type');
    expect(cs.map((c) => c.value)).toEqual(['cancel_subscription']);
  });

  it('uses custom types, their synonyms and their names', () => {
    const reg = new Registry([{ type: 'crm.update_contact', categories: [], synonyms: ['kontakt aktualisieren', 'constructor', '__proto__'] }]);
    expect(types('Bitte den Kontakt aktualisieren.', reg)).toEqual([['crm.update_contact', 'Kontakt aktualisieren']]);
    expect(types('call crm.update_contact now', reg)).toEqual([['crm.update_contact', 'crm.update_contact']]);
    expect(types('the constructor and __proto__ of toString', reg)).toEqual([
      ['crm.update_contact', 'constructor'],
      ['crm.update_contact', 'proto'],
    ]);
  });

  it('marks action words in a mail subject', () => {
    const cs = ofKind(extract(mailDoc({ subject: 'Refund request', body: 'see below', from: 'a@b.example' })), 'action_type');
    expect(cs[0].cues).toContain('subject');
  });

  it('knows the language of the built-in synonyms', () => {
    expect(synonymLanguage('money back')).toBe('en');
    expect(synonymLanguage('rückerstattung')).toBe('de');
    expect(synonymLanguage("résilier l'abonnement")).toBe('fr');
    expect(synonymLanguage('dar de baja')).toBe('es');
    expect(synonymLanguage('Gutschrift erteilen')).toBe('de');
    expect(synonymLanguage('ōkii')).toBe(null);
    expect(synonymLanguage('anular el pedido')).toBe('es');
  });
});

// ------------------------------------------------------------------------------------------------------------

describe('amounts', () => {
  it.each([
    ['Refund EUR 50 please', 50, 'EUR', 'EUR 50'],
    ['Refund 50 EUR please', 50, 'EUR', '50 EUR'],
    ['Erstattung 50,00 € bitte', 50, 'EUR', '50,00 €'],
    ['Total €50', 50, 'EUR', '€50'],
    ['Summe € 1.234,56', 1234.56, 'EUR', '€ 1.234,56'],
    ['pay $1,234.56 now', 1234.56, 'USD', '$1,234.56'],
    ['rembourser 1 234,56 € svp', 1234.56, 'EUR', '1 234,56 €'],
    ['rembourser 1\u00a0234,56\u00a0€ svp', 1234.56, 'EUR', '1\u00a0234,56\u00a0€'],
    ['rembourser 1\u202f234,56\u202f€ svp', 1234.56, 'EUR', '1\u202f234,56\u202f€'],
    ['rembourser 1\u2009234,56 € svp', 1234.56, 'EUR', '1\u2009234,56 €'],
    ['Betrag CHF 1\u2019234.50', 1234.5, 'CHF', 'CHF 1\u2019234.50'],
    ["Betrag CHF 1'234.50", 1234.5, 'CHF', "CHF 1'234.50"],
    ['costs £12.5 each', 12.5, 'GBP', '£12.5'],
    ['it was ¥5000', 5000, 'JPY', '¥5000'],
    ['send US$ 20', 20, 'USD', 'US$ 20'],
    ['send C$20', 20, 'CAD', 'C$20'],
    ['pagar R$ 35,90', 35.9, 'BRL', 'R$ 35,90'],
    ['zapłać 20 zł', 20, 'PLN', '20 zł'],
    ['zaplatit 150 Kč', 150, 'CZK', '150 Kč'],
    ['fizess 5000 Ft', 5000, 'HUF', '5000 Ft'],
    ['Bitte Fr. 50 erstatten', 50, 'CHF', 'Fr. 50'],
    ['Preis 50,- €', 50, 'EUR', '50,- €'],
    ['Preis 50.– EUR', 50, 'EUR', '50.– EUR'],
    ['refund EUR50', 50, 'EUR', 'EUR50'],
    ['refund 50EUR', 50, 'EUR', '50EUR'],
    ['refund 50€', 50, 'EUR', '50€'],
    ['refund eur 50', 50, 'EUR', 'eur 50'],
    ['refund 3 500 EUR', 3500, 'EUR', '3 500 EUR'],
    ['refund 1.234 EUR', 1234, 'EUR', '1.234 EUR'],
    ['refund 1,234 USD', 1234, 'USD', '1,234 USD'],
    ['refund 0,500 EUR', 0.5, 'EUR', '0,500 EUR'],
    ['refund 1.234 KWD', 1.234, 'KWD', '1.234 KWD'],
    ['refund 1.5 EUR', 1.5, 'EUR', '1.5 EUR'],
    ['refund 12,5 EUR', 12.5, 'EUR', '12,5 EUR'],
    ['refund 1.234.567,89 €', 1234567.89, 'EUR', '1.234.567,89 €'],
    ['refund 1,234,567.89 USD', 1234567.89, 'USD', '1,234,567.89 USD'],
    ['refund 50 euros', 50, 'EUR', '50 euros'],
    ['erstatten 20 Euro', 20, 'EUR', '20 Euro'],
    ['refund 10 dollars', 10, 'USD', '10 dollars'],
    ['refund 5 pounds', 5, 'GBP', '5 pounds'],
    ['rembourser 100 francs', 100, 'CHF', '100 francs'],
    ['erstatten 30 Franken', 30, 'CHF', '30 Franken'],
    ['refund $.50', 0.5, 'USD', '$.50'],
    ['refund 0.5 USD', 0.5, 'USD', '0.5 USD'],
  ])('%p → %p %s', (text, value, currency, raw) => {
    expect(amounts(text)).toEqual([[value, currency, raw]]);
  });

  it('reads "kr" as a currency it cannot name', () => {
    const [c] = ofKind(extract(textDoc('betala 100 kr')), 'amount');
    expect(c).toMatchObject({ value: 100, currency: null, raw: '100 kr' });
    expect(c.cues).toContain('currency:ambiguous');
  });

  it.each([
    ['Betrag: 50', 50, 'Betrag: 50'],
    ['Amount: 120.50', 120.5, 'Amount: 120.50'],
    ['Montant : 120,50', 120.5, 'Montant : 120,50'],
    ['importe de 30', 30, 'importe de 30'],
    ['please refund 50 to the customer', 50, 'refund 50'],
    ['bitte 70 erstatten', null, null],
  ])('a bare number after an amount word or a money action word: %p', (text, value, context) => {
    const cs = ofKind(extract(textDoc(text)), 'amount');
    if (value === null) expect(cs).toEqual([]);
    else {
      expect(cs.map((c) => [c.value, c.currency])).toEqual([[value, null]]);
      expect(cs[0].cues).toContain('no_currency');
      expect(text).toContain(context!);
    }
  });

  it.each([
    'on 12.03.2024 at 10:30',
    'due 2024-03-12',
    'due 12/03/2024',
    'order #1042',
    'order 1042 EUR',
    'Bestellung 1042',
    'commande n° 1042',
    'pedido nº 1042',
    'call +49 30 1234567',
    'call 555-1234',
    'discount 10%',
    'discount 10 %',
    'discount 10 percent EUR',
    'Rabatt 20 Prozent',
    'remise de 15 pour cent',
    'descuento del 5 por ciento',
    'invoice INV-2024-001',
    'version 1.2.3',
    'A4 paper',
    'weighs 50kg',
    '3 items',
    '€1.5 million',
    'EUR 2 Mio.',
    '€3k',
    'IBAN DE89 3704 0044 0532 0130 00',
    'IBAN DE89 3704 0044 0532 0130 01 EUR',
    'EUR 50-100',
    '-50 EUR',
    'Fr. 15. März',
    'room 12 for 2 nights',
    'ticket #5521',
    'refund 50 items',
    'pay at 10:30 EUR',
    'order 50 EUR',
    'erstatten 5 Stück',
  ])('no amount in %p', (text) => {
    expect(amounts(text)).toEqual([]);
  });

  it('takes only the sum where ids and sums meet', () => {
    expect(amounts('Please refund order 1042 EUR 50.')).toEqual([[50, 'EUR', 'EUR 50']]);
    expect(amounts('Refund EUR 50 for order #1042 and invoice INV-7.')).toEqual([[50, 'EUR', 'EUR 50']]);
    expect(amounts('Bestellung 1042 über 50 € erstatten')).toEqual([[50, 'EUR', '50 €']]);
    expect(amounts('order 1042 500 EUR')).toEqual([[500, 'EUR', '500 EUR']]);
  });

  it('reads JSON amount leaves, with the currency of a sibling', () => {
    const a = ofKind(extract(jsonDoc({ amount: 50, currency: 'EUR' })), 'amount');
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({ value: 50, currency: 'EUR', raw: '50', source: { pointer: '/amount' } });
    expect(a[0].cues).toEqual(expect.arrayContaining(['key:amount', 'currency:sibling']));
    const nested = ofKind(extract(jsonDoc({ amount: { value: 12.5, currency: 'usd' } })), 'amount');
    expect(nested.map((c) => [c.value, c.currency, c.cues.includes('key:amount/value')])).toEqual([[12.5, 'USD', true]]);
    const outer = ofKind(extract(jsonDoc({ payment: { amount: 7 }, currency: '€' })), 'amount');
    expect(outer.map((c) => [c.value, c.currency])).toEqual([[7, 'EUR']]);
    expect(ofKind(extract(jsonDoc({ total: '1.234,56 €' })), 'amount').map((c) => [c.value, c.currency, c.raw])).toEqual([[1234.56, 'EUR', '1.234,56 €']]);
    expect(ofKind(extract(jsonDoc({ refund_amount: '1.234' })), 'amount').map((c) => c.value)).toEqual([1.234]);
    expect(ofKind(extract(jsonDoc({ price: 19.99, Währung: 'chf' })), 'amount').map((c) => [c.value, c.currency])).toEqual([[19.99, 'CHF']]);
    expect(ofKind(extract(jsonDoc({ betrag: ' 20 ' })), 'amount').map((c) => [c.value, c.raw])).toEqual([[20, '20']]);
  });

  it.each([{ amount_cents: 5000 }, { max_amount: 500 }, { order_id: 1042 }, { amount: -5 }, { amount: 1e21 }, { quantity: 3 }, { amount: 'soon' }, { balance: 10 }])(
    'no amount in %p',
    (value) => {
      expect(ofKind(extract(jsonDoc(value)), 'amount')).toEqual([]);
    },
  );

  it('parses number formats', () => {
    expect(parseAmountNumber('1.234', 'EUR')).toBe(1234);
    expect(parseAmountNumber('1.234', 'JOD')).toBe(1.234);
    expect(parseAmountNumber('1.234', null)).toBe(1234);
    expect(parseAmountNumber('1234,567', null)).toBe(1234.567);
    expect(parseAmountNumber('12.03.2024', null)).toBe(null);
    expect(parseAmountNumber('1.234.5', null)).toBe(null);
    expect(parseAmountNumber('1,234.567,8', null)).toBe(null);
    expect(parseAmountNumber('1 23', null)).toBe(null);
    expect(parseAmountNumber('1234 567', null)).toBe(null);
    expect(parseAmountNumber('1234567890123456', null)).toBe(null);
    expect(parseAmountNumber('007', null)).toBe(7);
  });
});

// ------------------------------------------------------------------------------------------------------------

describe('targets', () => {
  it.each([
    ['Refund order #1042 please', 'order', '1042'],
    ['order no. 1042', 'order', '1042'],
    ['Order number: 1042.', 'order', '1042'],
    ['Bestellung 1042 erstatten', 'order', '1042'],
    ['Bestellnummer: A-1042', 'order', 'A-1042'],
    ['la commande n° 1042', 'order', '1042'],
    ['el pedido nº 1042', 'order', '1042'],
    ['pedido 1042', 'order', '1042'],
    ['ticket 5521', 'ticket', '5521'],
    ['case #77', 'ticket', '77'],
    ['see INV-2024-001', 'invoice', 'INV-2024-001'],
    ['Rechnung Nr. 2024-001', 'invoice', '2024-001'],
    ['factura 2024/17', 'invoice', '2024/17'],
    ['facture n° F2024-9', 'invoice', 'F2024-9'],
    ['Kundennummer 4711', 'customer', '4711'],
    ['account 12345678', 'account', '12345678'],
    ['compte 998877', 'account', '998877'],
    ['cuenta 55-66', 'account', '55-66'],
    ['PO12345 is late', 'order', 'PO12345'],
    ['TKT-9 reopened', 'ticket', 'TKT-9'],
    ['jane.doe+tag@example.co.uk', 'email', 'jane.doe+tag@example.co.uk'],
    ['write to jane@example.com.', 'email', 'jane@example.com'],
    ['DE89 3704 0044 0532 0130 00', 'iban', 'DE89 3704 0044 0532 0130 00'],
    ['to DE89370400440532013000 today', 'iban', 'DE89370400440532013000'],
    ['GB82 WEST 1234 5698 7654 32', 'iban', 'GB82 WEST 1234 5698 7654 32'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'iban', 'FR14 2004 1010 0505 0001 3M02 606'],
    ['a ES91 2100 0418 4502 0005 1332.', 'iban', 'ES91 2100 0418 4502 0005 1332'],
    ['CH93 0076 2011 6238 5295 7', 'iban', 'CH93 0076 2011 6238 5295 7'],
    ['see https://example.com/a?b=1.', 'url', 'https://example.com/a?b=1'],
    ['(see https://example.com/x)', 'url', 'https://example.com/x'],
    ['see https://en.wikipedia.org/wiki/Foo_(bar) now', 'url', 'https://en.wikipedia.org/wiki/Foo_(bar)'],
    ['visit www.example.org/page', 'url', 'www.example.org/page'],
  ])('%p → %s %p', (text, kind, raw) => {
    expect(targets(text)).toContainEqual([kind, raw]);
  });

  it('confirms a prefixed id with its keyword', () => {
    const cs = ofKind(extract(textDoc('customer C-88')), 'target');
    expect(cs).toHaveLength(1);
    expect(cs[0]).toMatchObject({ targetKind: 'customer', raw: 'C-88', value: 'C-88' });
    expect(cs[0].cues).toEqual(expect.arrayContaining(['prefix:C', 'keyword:customer']));
  });

  it('checks IBANs by mod 97 and keeps them as written', () => {
    expect(ibanChecksumOk('DE89370400440532013000')).toBe(true);
    expect(ibanChecksumOk('DE89370400440532013001')).toBe(false);
    expect(targets('DE89 3704 0044 0532 0130 01')).toEqual([]);
    expect(targets('account DE89 3704 0044 0532 0130 00')).toEqual([['iban', 'DE89 3704 0044 0532 0130 00']]);
    expect(targets('de89 3704 0044 0532 0130 00')).toEqual([]);
  });

  it.each(['order confirmation', 'the order from 12.03.2024', 'a ticket', 'mail a@b', 'x@localhost', 'ftp://example.com', 'order 5', 'C88', 'ABC-123', 'http://'])(
    'no target in %p',
    (text) => {
      expect(targets(text)).toEqual([]);
    },
  );

  it('does not take an order number followed by a currency', () => {
    expect(targets('refund order 50 EUR')).toEqual([]);
  });

  it('takes the URL, not an address inside it', () => {
    expect(targets('https://example.com/login?email=jane@example.com')).toEqual([['url', 'https://example.com/login?email=jane@example.com']]);
  });

  it('reads JSON leaves whose key names a target', () => {
    const t = (v: unknown) => ofKind(extract(jsonDoc(v)), 'target').map((c) => [c.targetKind, c.raw, c.cues.find((x) => x.startsWith('key:')) ?? null]);
    expect(t({ order_id: 1042 })).toEqual([['order', '1042', 'key:order_id']]);
    expect(t({ customer: { email: 'a@b.co' } })).toEqual([['email', 'a@b.co', 'key:email']]);
    expect(t({ iban: 'DE89 3704 0044 0532 0130 00' })).toEqual([['iban', 'DE89 3704 0044 0532 0130 00', 'key:iban']]);
    expect(t({ iban: 'DE89 3704 0044 0532 0130 01' })).toEqual([]);
    expect(t({ target: 'INV-7' })).toEqual([['invoice', 'INV-7', 'key:target']]);
    expect(t({ resource: 'the big spreadsheet' })).toEqual([['record', 'the big spreadsheet', 'key:resource']]);
    expect(t({ order: { id: 'A1' } })).toEqual([['order', 'A1', 'key:order/id']]);
    expect(t({ order_status: 'shipped', order_total: 50, email: 'not an address' })).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------------------

describe('actors', () => {
  const actors = (doc: IntakeDocument) => ofKind(extract(doc), 'actor').map((c) => [c.raw, c.cues]);

  it('reads JSON leaves named for the agent', () => {
    expect(actors(jsonDoc({ agent: 'refund-bot' }))).toEqual([['refund-bot', ['key:agent', 'whole']]]);
    expect(actors(jsonDoc({ agent: { name: 'Billy', version: '2' } }))).toEqual([['Billy', ['key:agent/name', 'whole']]]);
    expect(actors(jsonDoc({ actor: { id: 'agent-7' } }))).toEqual([['agent-7', ['key:actor/id', 'whole']]]);
    expect(actors(jsonDoc({ sender: 'ops@example.com' }))).toEqual([['ops@example.com', ['key:sender', 'whole']]]);
    expect(actors(jsonDoc({ user: 'alice' }))).toEqual([['alice', ['key:user', 'whole']]]);
  });

  it.each([{ from: 'DE89370400440532013000' }, { from: '12345' }, { role: 'user' }, { agent: '' }, { agent: 'x'.repeat(129) }, { customer: 'Jane' }])('no actor in %p', (v) => {
    expect(actors(jsonDoc(v))).toEqual([]);
  });

  it('reads "Agent:" and "From:" lines', () => {
    expect(actors(textDoc('Agent: support-bot\nPlease refund EUR 5.'))).toEqual([['support-bot', ['line:agent']]]);
    expect(actors(textDoc('Von: Jane Doe  \r\nText'))).toEqual([['Jane Doe', ['line:von']]]);
  });

  it('reads the mail sender from the From header as part -1', () => {
    const doc = mailDoc({ subject: 'Refund', body: 'Please refund EUR 5', from: 'jane@shop.example' });
    const [c] = ofKind(extract(doc), 'actor');
    expect(c).toMatchObject({ value: 'jane@shop.example', raw: 'jane@shop.example', source: { part: MAIL_FROM_PART, start: 0, end: 17 } });
    expect(c.cues).toEqual(['mail_from']);
    expect(ofKind(extract(mailDoc({ body: 'x', from: null })), 'actor')).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------------------

describe('extractCandidates', () => {
  it('numbers candidates c1, c2, ... in document order', () => {
    const cs = extract(textDoc('Please refund EUR 50 for order #1042 to jane@example.com.'));
    expect(cs.map((c) => c.id)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(cs.map((c) => c.kind)).toEqual(['action_type', 'amount', 'target', 'target']);
    expect(cs.map((c) => c.source.start)).toEqual([...cs.map((c) => c.source.start)].sort((a, b) => a - b));
  });

  it('merges duplicates of one value and source, keeping every cue', () => {
    const cs = extract(jsonDoc({ order_id: 'ORD-1042' }));
    expect(cs).toHaveLength(1);
    expect(cs[0].cues).toEqual(expect.arrayContaining(['key:order_id', 'prefix:ORD']));
  });

  it('adds proximity cues', () => {
    const cs = extract(textDoc('Please refund EUR 50 now.'));
    expect(cs.find((c) => c.kind === 'amount')!.cues).toContain('near:refund');
    expect(cs.find((c) => c.kind === 'action_type')!.cues).toContain('near:amount');
    const j = extract(jsonDoc({ action: 'refund', amount: 50, order_id: 7 }));
    expect(j.find((c) => c.kind === 'amount')!.cues).toContain('near:refund');
  });

  it('keeps at most MAX_PER_KIND candidates of a kind, keyed JSON leaves first', () => {
    const many = Array.from({ length: 120 }, (_, i) => `EUR ${i + 1}`).join(', ');
    const cs = extract(jsonDoc({ description: many, amount: 999 }));
    const a = ofKind(cs, 'amount');
    expect(a).toHaveLength(MAX_PER_KIND);
    expect(a.some((c) => c.value === 999)).toBe(true);
    expect(cs.map((c) => c.id)).toEqual(cs.map((_, i) => `c${i + 1}`));
  });

  it('reads no further than MAX_SCAN_CHARS', () => {
    const filler = 'x '.repeat(MAX_SCAN_CHARS);
    expect(extract(textDoc(filler + 'refund EUR 50'))).toEqual([]);
    const cs = extract({ medium: 'text', parts: [{ kind: 'text', text: 'refund EUR 50' }, { kind: 'text', text: filler }, { kind: 'text', text: 'EUR 60' }], hidden: [], stats: {} });
    expect(ofKind(cs, 'amount').map((c) => c.value)).toEqual([50]);
  });

  it('drops a match cut by the scan budget', () => {
    const text = 'y'.repeat(MAX_SCAN_CHARS - 4) + ' EUR 5000';
    expect(ofKind(extract(textDoc(text)), 'amount')).toEqual([]);
  });

  it('never reads hidden text', () => {
    const doc: IntakeDocument = { medium: 'html', parts: [{ kind: 'html', text: 'Hello' }], hidden: ['refund EUR 5000 to DE89370400440532013000'], stats: {} };
    expect(extract(doc)).toEqual([]);
  });

  it('survives documents that break the type promises', () => {
    const doc = { medium: 'text', parts: [null, { kind: 'text' }, { kind: 'text', text: 'refund EUR 5' }], hidden: [], stats: {} } as unknown as IntakeDocument;
    expect(extractCandidates(doc, BUILTIN_REGISTRY).map((c) => c.raw)).toEqual(['refund', 'EUR 5']);
    expect(extractCandidates({ medium: 'text', hidden: [], stats: {} } as unknown as IntakeDocument, BUILTIN_REGISTRY)).toEqual([]);
  });
});
