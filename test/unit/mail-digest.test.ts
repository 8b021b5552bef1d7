import { buildDigest, type DigestInput, type DigestItem } from '../../src/mail/digest';
import { parseVerdicts } from '../../src/mail/reply';
import { findTokens } from '../../src/mail/token';

const risk = (overall: number) => ({ financial: overall, fraud: 0, data_loss: 0, security: 0, overall });
const item = (id: string, outcome: DigestItem['outcome'], over: Partial<DigestItem> = {}): DigestItem => ({
  decisionId: id,
  outcome,
  action: { type: 'refund', identified: true, confidence: 1, amount: 900, currency: 'EUR', target: 'order_1042' },
  actor: 'support-bot',
  reasonCodes: outcome === 'review' ? ['HIGH_VALUE_REFUND'] : [],
  risk: risk(0.5),
  createdAt: '2026-01-30T12:00:00.000Z',
  ...over,
});

const A = 'dec_01JAAAAAAAAAAAAAAAAAAAAAAA';
const B = 'dec_01JBBBBBBBBBBBBBBBBBBBBBBB';
const C = 'dec_01JCCCCCCCCCCCCCCCCCCCCCCC';
const TOKEN = 'GH-ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const input = (over: Partial<DigestInput> = {}): DigestInput => ({
  orgSlug: 'acme',
  envKind: 'live',
  day: '2026-01-31',
  windowStart: '2026-01-30T07:00:00.000Z',
  windowEnd: '2026-01-31T07:00:00.000Z',
  items: [item(A, 'allow', { risk: risk(0.1) }), item(B, 'review', { risk: risk(0.7) }), item(C, 'deny', { reasonCodes: ['FRAUD_SUSPECTED'], risk: risk(0.9) })],
  total: 3,
  token: TOKEN,
  replyTo: 'verdicts@example.com',
  ...over,
});

describe('buildDigest', () => {
  const d = buildDigest(input());

  it('carries the token in the subject and in both parts', () => {
    expect(d.subject).toBe(`Gatehouse digest acme/live 2026-01-31: 3 decisions wait for your verdict [${TOKEN}]`);
    expect(findTokens(d.subject)).toEqual([TOKEN]);
    expect(findTokens(d.text)).toEqual([TOKEN]);
    expect(findTokens(d.html)).toEqual([TOKEN]);
  });

  it('lists review first, then deny, then allow, each with id, action, reasons and risk', () => {
    const order = [B, C, A].map((id) => d.text.indexOf(id));
    expect(order.every((p) => p > 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(d.text).toContain(`1. [REVIEW] ${B}`);
    expect(d.text).toContain('action:  refund 900 EUR → order_1042 (by support-bot)');
    expect(d.text).toContain('reasons: HIGH_VALUE_REFUND');
    expect(d.text).toContain('risk:    0.70 (financial 0.70, fraud 0.00, data loss 0.00, security 0.00)');
    expect(d.text).toContain('<decision_id> approved|denied|changed [note]');
    expect(d.text).toContain('verdicts@example.com');
  });

  it('an unquoted copy of the whole digest (a top-posting mail program) is never read as verdicts', () => {
    expect(parseVerdicts(d.text)).toEqual({ ok: false, reason: 'no_verdict' });
    expect(parseVerdicts(`${B} denied too risky\n\n${d.text}`)).toEqual({ ok: true, verdicts: [{ decisionId: B, outcome: 'denied', note: 'too risky' }] });
  });

  it('escapes what callers wrote in the HTML part and keeps it on one line in the text part', () => {
    const hostile = buildDigest(
      input({ items: [item(A, 'review', { actor: '<script>alert(1)</script>', action: { type: 'refund\nBcc: x@y', identified: true, confidence: 1, amount: null, currency: null, target: '"><img src=x>' } })], total: 1 }),
    );
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).toContain('&lt;script&gt;');
    expect(hostile.text).toContain('action:  refund Bcc: x@y → "><img src=x> (by <script>alert(1)</script>)');
    expect(hostile.subject).toContain('1 decision waits');
  });

  it('offers prefilled reply links per decision and says how many more there are', () => {
    const many = buildDigest(input({ total: 250 }));
    expect(many.html).toContain(`mailto:verdicts@example.com?subject=`);
    expect(many.html).toContain(encodeURIComponent(`${B} approved `));
    expect(many.text).toContain('…and 247 more');
  });
});
