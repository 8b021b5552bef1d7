import fc from 'fast-check';
import { checkJsonText, fieldPath, scrubText, unstorableReason } from '../../src/domain/text';
import { scrubDocument } from '../../src/read';
import { pgJson } from '../../src/store/decisions';

describe('text the store can hold', () => {
  it.each([
    ['\ud800x', /surrogate/],
    ['x\udc00', /surrogate/],
    ['\udc00\ud800', /surrogate/],
    ['a\u0000b', /NUL/],
  ])('%j is refused with a reason', (s, reason) => {
    expect(unstorableReason(s)).toMatch(reason);
  });

  it.each(['', 'plain', '😀 emoji pair', 'ümlaut €', '\ufffd'])('%j is storable and left alone', (s) => {
    expect(unstorableReason(s)).toBeNull();
    expect(scrubText(s)).toBe(s);
  });

  it('scrubText replaces each offending code unit with one U+FFFD, keeping valid pairs and the length', () => {
    expect(scrubText('a\ud800b\u0000c\udc00😀\ud83d')).toBe('a\ufffdb\ufffdc\ufffd😀\ufffd');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udfff', 'a', '😀') }), (a, b) => {
        const s = a + b;
        const out = scrubText(s);
        expect(out.length).toBe(s.length);
        expect(unstorableReason(out)).toBeNull();
        // What PostgreSQL reads: encodes to UTF-8 and back unchanged.
        expect(Buffer.from(out, 'utf8').toString('utf8')).toBe(out);
      }),
      { seed: 17, numRuns: 300 },
    );
  });

  it('checkJsonText names each field, keys included, and replaces only where the caller says prose', () => {
    const body = {
      action: { type: 'refund', description: 'cut \ud83d', parameters: { 'k\u0000': 1, to: ['ok', 'bad\udc00'] } },
      actor: { name: 'bot\u0000' },
      context: { note: 'prose \ud800', deep: [{ x: '\u0000' }] },
    };
    const problems = checkJsonText(body, (p) => p[0] === 'context' || (p[0] === 'action' && p[1] === 'description'));
    expect(problems).toEqual([
      { field: 'action.parameters.k\ufffd', reason: expect.stringMatching(/^the member's name must not contain the NUL/) },
      { field: 'action.parameters.to[1]', reason: expect.stringMatching(/surrogate/) },
      { field: 'actor.name', reason: expect.stringMatching(/NUL/) },
    ]);
    expect(body.action.description).toBe('cut \ufffd');
    expect(body.context).toEqual({ note: 'prose \ufffd', deep: [{ x: '\ufffd' }] });
    expect(body.actor.name).toBe('bot\u0000'); // refused, not changed
  });

  it('checkJsonText survives a deep value without recursion and reports at most 20 problems', () => {
    let v: unknown = '\u0000';
    for (let i = 0; i < 10_000; i++) v = [v];
    expect(checkJsonText(v)).toHaveLength(1);
    expect(checkJsonText(Array.from({ length: 100 }, () => '\ud800'))).toHaveLength(20);
    expect(fieldPath([])).toBe('(body)');
    expect(fieldPath(['a', 0, 'b'])).toBe('a[0].b');
  });

  it('scrubDocument replaces in every string of an intake document and counts them', () => {
    const doc = scrubDocument({
      medium: 'mail',
      parts: [{ kind: 'body', text: 'refund \ud800 order 1' }],
      hidden: ['\u0000'],
      mail: { subject: 's\udc00', from: 'a@b.c', senderDomain: 'b.c', date: null, attachments: ['f\u0000.pdf'] },
      stats: {},
    });
    expect(doc.parts[0].text).toBe('refund \ufffd order 1');
    expect(doc.hidden).toEqual(['\ufffd']);
    expect(doc.mail).toEqual({ subject: 's\ufffd', from: 'a@b.c', senderDomain: 'b.c', date: null, attachments: ['f\ufffd.pdf'] });
    expect(doc.stats.unstorable_replaced).toBe(4);
  });

  it('pgJson, the store-side last line, writes no escape jsonb refuses, and leaves escaped backslashes alone', () => {
    expect(pgJson({ a: '\ud800x', '\udc00': '\u0000', b: '\\ud800', c: '😀' })).toBe('{"a":"\\ufffdx","\\ufffd":"\\ufffd","b":"\\\\ud800","c":"😀"}');
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (v, s) => {
        const text = pgJson({ v, s });
        expect(text).not.toMatch(/(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/);
        expect(() => JSON.parse(text)).not.toThrow();
      }),
      { seed: 17, numRuns: 300 },
    );
  });
});
