import { buildReport, compare, parseInstant, parseWindow, rate, type Group } from '../../src/domain/agreement';
import { validateAs } from '../../src/contract/validate';

describe('compare (design §5)', () => {
  it.each([
    ['allow', 'approved', 'agreed'],
    ['allow', 'denied', 'disagreed'],
    ['allow', 'changed', 'disagreed'],
    ['deny', 'denied', 'agreed'],
    ['deny', 'approved', 'disagreed'],
    ['deny', 'changed', 'disagreed'],
    ['review', 'approved', null],
    ['review', 'denied', null],
    ['more_information', 'changed', null],
    ['allow', null, null],
    ['deny', null, null],
  ] as const)('%s then %s: %s', (decision, verdict, expected) => {
    expect(compare(decision, verdict)).toBe(expected);
  });
});

describe('rate', () => {
  it('is null when nothing was compared', () => expect(rate(0, 0)).toBeNull());
  it('is 1 and 0 at the ends', () => {
    expect(rate(3, 0)).toBe(1);
    expect(rate(0, 5)).toBe(0);
  });
  it('is rounded to 4 decimals', () => {
    expect(rate(2, 1)).toBe(0.6667);
    expect(rate(1, 2)).toBe(0.3333);
    expect(rate(1, 7)).toBe(0.125);
  });
});

const window = { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') };

describe('buildReport', () => {
  it('is all zeros, rates null, every channel listed, on no decisions; and matches the contract', () => {
    const r = buildReport(window, []);
    expect(r.totals).toEqual({ decisions: 0, with_verdict: 0, without_verdict: 0 });
    expect(r.agreement).toEqual({ agreed: 0, disagreed: 0, rate: null });
    expect(r.matrix.allow).toEqual({ approved: 0, denied: 0, changed: 0, none: 0 });
    expect(r.by_channel.map((c) => c.channel)).toEqual(['api', 'mail', 'console']);
    expect(r.by_reason_code).toEqual([]);
    expect(r.window).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' });
    expect(validateAs('AgreementReport', r)).toEqual([]);
  });

  it('counts the matrix, the rate, the channels, the reason codes and the resolutions', () => {
    const NOT_PERMITTED = ['ACTION_NOT_PERMITTED'];
    const groups: Group[] = [
      { decision: 'allow', reason_codes: [], verdict: 'approved', channel: 'api', n: 3 },
      { decision: 'allow', reason_codes: [], verdict: 'changed', channel: 'mail', n: 1 },
      { decision: 'allow', reason_codes: [], verdict: null, channel: null, n: 2 },
      { decision: 'deny', reason_codes: NOT_PERMITTED, verdict: 'denied', channel: 'console', n: 2 },
      { decision: 'deny', reason_codes: [...NOT_PERMITTED, 'FRAUD_INDICATORS'], verdict: 'approved', channel: 'api', n: 1 },
      { decision: 'review', reason_codes: ['DESTRUCTIVE_ACTION_TYPE', 'DESTRUCTIVE_ACTION_TYPE'], verdict: 'approved', channel: 'mail', n: 4 },
      { decision: 'more_information', reason_codes: ['MISSING_AMOUNT'], verdict: null, channel: null, n: 5 },
    ];
    const r = buildReport(window, groups);
    expect(validateAs('AgreementReport', r)).toEqual([]);
    expect(r.totals).toEqual({ decisions: 18, with_verdict: 11, without_verdict: 7 });
    expect(r.matrix).toEqual({
      allow: { approved: 3, denied: 0, changed: 1, none: 2 },
      review: { approved: 4, denied: 0, changed: 0, none: 0 },
      deny: { approved: 1, denied: 2, changed: 0, none: 0 },
      more_information: { approved: 0, denied: 0, changed: 0, none: 5 },
    });
    // agreed: 3 allow→approved + 2 deny→denied; disagreed: 1 allow→changed + 1 deny→approved.
    expect(r.agreement).toEqual({ agreed: 5, disagreed: 2, rate: 0.7143 });
    expect(r.by_channel).toEqual([
      { channel: 'api', verdicts: 4, agreed: 3, disagreed: 1, rate: 0.75 },
      { channel: 'mail', verdicts: 5, agreed: 0, disagreed: 1, rate: 0 },
      { channel: 'console', verdicts: 2, agreed: 2, disagreed: 0, rate: 1 },
    ]);
    // A code repeated in one decision counts once; a decision counts under each of its codes.
    expect(r.by_reason_code).toEqual([
      { reason_code: null, decisions: 6, with_verdict: 4, agreed: 3, disagreed: 1, rate: 0.75 },
      { reason_code: 'MISSING_AMOUNT', decisions: 5, with_verdict: 0, agreed: 0, disagreed: 0, rate: null },
      { reason_code: 'DESTRUCTIVE_ACTION_TYPE', decisions: 4, with_verdict: 4, agreed: 0, disagreed: 0, rate: null },
      { reason_code: 'ACTION_NOT_PERMITTED', decisions: 3, with_verdict: 3, agreed: 2, disagreed: 1, rate: 0.6667 },
      { reason_code: 'FRAUD_INDICATORS', decisions: 1, with_verdict: 1, agreed: 0, disagreed: 1, rate: 0 },
    ]);
    expect(r.resolutions).toEqual({ review: r.matrix.review, more_information: r.matrix.more_information });
  });

  it('orders reason codes with equal counts alphabetically, the no-code entry last', () => {
    const groups: Group[] = [
      { decision: 'allow', reason_codes: [], verdict: null, channel: null, n: 1 },
      { decision: 'review', reason_codes: ['B'], verdict: null, channel: null, n: 1 },
      { decision: 'review', reason_codes: ['A'], verdict: null, channel: null, n: 1 },
    ];
    expect(buildReport(window, groups).by_reason_code.map((c) => c.reason_code)).toEqual(['A', 'B', null]);
  });

  it('ignores a channel it does not know in by_channel, still counting the verdict overall', () => {
    const groups = [{ decision: 'allow', reason_codes: [], verdict: 'approved', channel: 'fax', n: 2 }] as unknown as Group[];
    const r = buildReport(window, groups);
    expect(r.agreement).toEqual({ agreed: 2, disagreed: 0, rate: 1 });
    expect(r.by_channel.every((c) => c.verdicts === 0)).toBe(true);
  });
});

describe('parseInstant', () => {
  it.each([
    ['2026-11-21', '2026-11-21T00:00:00.000Z'],
    ['2026-11-21T10:00:00Z', '2026-11-21T10:00:00.000Z'],
    ['2026-11-21T10:00Z', '2026-11-21T10:00:00.000Z'],
    ['2026-11-21t10:00:00.5z', '2026-11-21T10:00:00.500Z'],
    ['2026-11-21T10:00:00.123456789Z', '2026-11-21T10:00:00.123Z'],
    ['2026-11-21T11:00:00+01:00', '2026-11-21T10:00:00.000Z'],
    ['2026-11-21T11:00:00 01:00', '2026-11-21T10:00:00.000Z'],
    ['2026-11-21T00:30:00-02:00', '2026-11-21T02:30:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['0099-01-01', '0099-01-01T00:00:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(new Date(parseInstant(text)!).toISOString()).toBe(iso);
  });

  it.each([
    '',
    'yesterday',
    '2026-11-21T10:00:00',
    '2026-13-01',
    '2026-02-29',
    '2026-04-31',
    '2026-11-21T24:00:00Z',
    '2026-11-21T10:60:00Z',
    '2026-11-21T10:00:60Z',
    '2026-11-21T10:00:00+24:00',
    '2026-11-21 10:00:00Z',
    '1764000000',
    ' 2026-11-21',
  ])('%j is refused', (text) => {
    expect(parseInstant(text)).toBeNull();
  });
});

describe('parseWindow', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ok = (q: Record<string, unknown>) => {
    const r = parseWindow(q, now);
    if ('problems' in r) throw new Error(JSON.stringify(r.problems));
    return { from: r.window.from.toISOString(), to: r.window.to.toISOString() };
  };
  const problems = (q: Record<string, unknown>) => {
    const r = parseWindow(q, now);
    if (!('problems' in r)) throw new Error('accepted');
    return r.problems;
  };

  it('defaults to the last 30 days', () => {
    expect(ok({})).toEqual({ from: '2026-10-22T12:00:00.000Z', to: '2026-11-21T12:00:00.000Z' });
  });
  it('takes from alone up to now, and to alone back 30 days', () => {
    expect(ok({ from: '2026-11-01' })).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-11-21T12:00:00.000Z' });
    expect(ok({ to: '2026-11-01' })).toEqual({ from: '2026-10-02T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' });
  });
  it('accepts an empty window (from = to) and exactly 400 days', () => {
    expect(ok({ from: '2026-11-01', to: '2026-11-01' }).from).toBe('2026-11-01T00:00:00.000Z');
    expect(ok({ from: '2025-10-17', to: '2026-11-21' })).toEqual({ from: '2025-10-17T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' });
  });
  it('refuses malformed values, naming each field', () => {
    expect(problems({ from: 'soon', to: '2026-02-30' }).map((p) => p.field)).toEqual(['from', 'to']);
  });
  it('refuses from after to, a window longer than 400 days, repeated and unknown parameters', () => {
    expect(problems({ from: '2026-11-02', to: '2026-11-01' })).toEqual([{ field: 'from', reason: 'must not be after to' }]);
    expect(problems({ from: '2025-10-16', to: '2026-11-21' })).toEqual([{ field: 'from', reason: 'the window may span at most 400 days' }]);
    expect(problems({ from: ['2026-11-01', '2026-11-02'] })).toEqual([{ field: 'from', reason: 'must be given once' }]);
    expect(problems({ form: '2026-11-01' })).toEqual([{ field: 'form', reason: 'unknown parameter' }]);
    expect(problems({ from: '2026-11-22' })).toEqual([{ field: 'from', reason: 'must not be after to' }]);
  });
});
