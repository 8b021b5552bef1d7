// The deterministic selection among candidates (src/intake/extract/score.ts): what wins, what competes, and
// how sure the scorer is.

import { BUILTIN_REGISTRY } from '../../src/domain/registry';
import { extractCandidates } from '../../src/intake/extract';
import { candidateById, selectByScore } from '../../src/intake/extract/score';
import type { Candidate, IntakeDocument, TextPart } from '../../src/read/types';

const textDoc = (text: string): IntakeDocument => ({ medium: 'text', parts: [{ kind: 'text', text }], hidden: [], stats: {} });

function jsonDoc(value: unknown): IntakeDocument {
  const parts: TextPart[] = [];
  const walk = (v: unknown, pointer: string, key: string) => {
    if (typeof v === 'string' || typeof v === 'number') parts.push({ kind: 'json', text: String(v), pointer, key });
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${pointer}/${i}`, String(i)));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, k);
  };
  walk(value, '', '');
  return { medium: 'json', parts, hidden: [], stats: {} };
}

function mailDoc(subject: string, body: string, from: string | null = null): IntakeDocument {
  return {
    medium: 'mail',
    parts: [
      { kind: 'subject', text: subject },
      { kind: 'body', text: body },
    ],
    hidden: [],
    mail: { subject, from, senderDomain: null, date: null, attachments: [] },
    stats: {},
  };
}

function select(doc: IntakeDocument) {
  const candidates = extractCandidates(doc, BUILTIN_REGISTRY);
  return { candidates, ...selectByScore(candidates, doc) };
}

const v = (c: Candidate | null) => (c ? c.value : null);

describe('selectByScore', () => {
  it('selects nothing, with confidence 0, when nothing was found', () => {
    const s = select(textDoc('Hello there, how are you?'));
    expect([s.action_type, s.amount, s.target, s.actor]).toEqual([null, null, null, null]);
    expect(s.confidence).toEqual({ action_type: 0, amount: 0, target: 0, actor: 0 });
    expect(s.competing).toEqual({ action_type: [], amount: [], target: [], actor: [] });
  });

  it('selects the one candidate of each kind with confidence 1', () => {
    const s = select(textDoc('Please refund EUR 50 for order #1042.'));
    expect([v(s.action_type), v(s.amount), v(s.target)]).toEqual(['refund', 50, '1042']);
    expect(s.amount!.currency).toBe('EUR');
    expect(s.confidence).toMatchObject({ action_type: 1, amount: 1, target: 1 });
  });

  it('gives a lone weak candidate less than full confidence', () => {
    const s = select(textDoc('x\ny\nz\nw\nv\nu\nrefund'));
    expect(v(s.action_type)).toBe('refund');
    expect(s.confidence.action_type).toBe(0.75);
  });

  it('prefers JSON keys named for the thing over mentions in prose', () => {
    const s = select(jsonDoc({ description: 'please reply to the customer', action: 'refund', amount: 50, currency: 'EUR', agent: 'support-bot', order_id: 1042 }));
    expect([v(s.action_type), v(s.amount), v(s.target), v(s.actor)]).toEqual(['refund', 50, '1042', 'support-bot']);
    expect(s.competing.action_type).toEqual([]);
  });

  it('reports another sum in the action object as competing, however it scores', () => {
    const s = select(jsonDoc({ action: 'refund', amount: 50, currency: 'EUR', description: 'Customer wants 500 EUR back' }));
    expect(v(s.amount)).toBe(50);
    expect(s.competing.amount.map((c) => c.value)).toEqual([500]);
  });

  it('reports two different sums for one refund as competing', () => {
    const s = select(textDoc('Please refund EUR 50. Sorry, I meant EUR 80.'));
    expect(v(s.amount)).toBe(50);
    expect(s.competing.amount.map((c) => c.value)).toEqual([80]);
    expect(s.confidence.amount).toBeLessThan(1);
  });

  it('counts repeated mentions of the same value', () => {
    const s = select(textDoc('Sum EUR 80 maybe.\nRefund EUR 50.\nYes, the EUR 50 from before.'));
    expect(v(s.amount)).toBe(50);
  });

  it('joins a bare number to the one sum with the same number and a currency', () => {
    const s = select(jsonDoc({ action: 'refund', amount: 50, note: 'refund 50 EUR' }));
    expect(v(s.amount)).toBe(50);
    expect(s.amount!.currency).toBe(null);
    expect(s.competing.amount).toEqual([]);
  });

  it('weighs the mail subject', () => {
    const s = select(mailDoc('Refund for order 1042', 'Hi,\nthanks for the quick reply last week.\nBest'));
    expect(v(s.action_type)).toBe('refund');
    expect(s.competing.action_type).toEqual([]);
  });

  it('weighs a request over a story, and a negation down', () => {
    expect(v(select(textDoc('The card was charged twice. Please refund EUR 20.')).action_type)).toBe('refund');
    const neg = select(textDoc('Do not refund this one; just reply to the customer please.'));
    expect(v(neg.action_type)).toBe('send_message');
  });

  it('prefers the first action word of the text over its purpose', () => {
    const s = select(textDoc('Transfer 1,250.00 USD to account 12345678 to settle invoice INV-2024-001.'));
    expect(v(s.action_type)).toBe('transfer');
    expect(v(s.amount)).toBe(1250);
  });

  it('puts the amount next to the action word first', () => {
    const s = select(textDoc('Our shop sells items from EUR 5 to EUR 500.\n\n\n\n\n\nThe customer asked us to refund EUR 45 for the broken kettle.'));
    expect(v(s.amount)).toBe(45);
  });

  it('lets targets of another kind not compete', () => {
    const s = select(textDoc('Refund order 1042 and tell jane@example.com.'));
    expect(v(s.target)).toBe('1042');
    expect(s.competing.target).toEqual([]);
    const two = select(textDoc('Refund order 1042 or order 1043?'));
    expect(two.competing.target.map((c) => c.value)).toEqual(['1043']);
  });

  it('ranks an "Agent:" line and the mail sender', () => {
    const s = select(mailDoc('Refund', 'Agent: refund-helper\nplease refund EUR 5', 'jane@shop.example'));
    expect(v(s.actor)).toBe('refund-helper');
    expect(s.confidence.actor).toBe(0.833);
    const late = select(mailDoc('Refund', 'please refund EUR 5\n\n\n\n\n\nAgent: refund-helper', 'jane@shop.example'));
    expect(v(late.actor)).toBe('refund-helper');
    expect(late.competing.actor.map((c) => c.value)).toEqual(['jane@shop.example']);
  });

  it('lets the caller’s unregistered type win over a synonym inside it, and says it is not sure', () => {
    const s = select(jsonDoc({ action: 'refund_order' }));
    expect(v(s.action_type)).toBe('refund_order');
    expect(s.competing.action_type.map((c) => c.value)).toEqual(['refund']);
    expect(s.confidence.action_type).toBeLessThan(1);
  });

  it('selects only candidates, and only of the right kind', () => {
    const s = select(textDoc('Please refund EUR 50 for order #1042. Agent: bot-1'));
    const ids = new Set(s.candidates.map((c) => c.id));
    for (const kind of ['action_type', 'amount', 'target', 'actor'] as const) {
      const chosen = s[kind];
      if (chosen) {
        expect(ids.has(chosen.id)).toBe(true);
        expect(chosen.kind).toBe(kind);
      }
      for (const c of s.competing[kind]) expect(c.kind).toBe(kind);
    }
  });

  it('is deterministic', () => {
    const doc = textDoc('Bitte 50 € erstatten, Bestellung 1042. Oder doch 60 €? Rechnung RE-2024-7.');
    const a = select(doc);
    const b = select(doc);
    expect(b).toEqual(a);
  });

  it('resolves a selection by id only to a candidate of that kind', () => {
    const { candidates } = select(textDoc('Please refund EUR 50.'));
    const amount = candidates.find((c) => c.kind === 'amount')!;
    expect(candidateById(candidates, 'amount', amount.id)).toBe(amount);
    expect(candidateById(candidates, 'action_type', amount.id)).toBe(null);
    expect(candidateById(candidates, 'amount', 'c999')).toBe(null);
    expect(candidateById(candidates, 'amount', 50)).toBe(null);
  });
});
