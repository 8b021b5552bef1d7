// The shadow's running report, pure: counts by live outcome, shadow outcome and verdict added up as a
// backtest's (src/domain/backtest.ts), checked against hand-counted figures; and the report in the daily
// digest's text and HTML parts, where no line of it can be read as a verdict.

import { buildDigest, type DigestInput } from '../../src/mail/digest';
import { parseVerdicts } from '../../src/mail/reply';
import { buildShadowReport, cellCount, shadowReportLines, type ShadowCount } from '../../src/domain/shadow-report';

// 10 decisions: 4 allow/allow (2 approved, 1 denied, 1 none), 3 allow/review (1 approved, 2 denied),
// 2 review/review (2 changed), 1 deny/allow (approved).
const COUNTS: ShadowCount[] = [
  { live: 'allow', shadow: 'allow', verdict: 'approved', n: 2 },
  { live: 'allow', shadow: 'allow', verdict: 'denied', n: 1 },
  { live: 'allow', shadow: 'allow', verdict: null, n: 1 },
  { live: 'allow', shadow: 'review', verdict: 'approved', n: 1 },
  { live: 'allow', shadow: 'review', verdict: 'denied', n: 2 },
  { live: 'review', shadow: 'review', verdict: 'changed', n: 2 },
  { live: 'deny', shadow: 'allow', verdict: 'approved', n: 1 },
];
const D1 = 'dec_01JAAAAAAAAAAAAAAAAAAAAAAA';
const D2 = 'dec_01JBBBBBBBBBBBBBBBBBBBBBBB';

describe('buildShadowReport', () => {
  const r = buildShadowReport(COUNTS, [{ live: 'allow', shadow: 'review', ids: [D1, D2] }]);

  it('counts every cell, the changed ones with their examples', () => {
    expect(r.decisions).toBe(10);
    expect(r.changed).toBe(4);
    expect(r.matrix).toHaveLength(16);
    expect([cellCount(r, 'allow', 'allow'), cellCount(r, 'allow', 'review'), cellCount(r, 'review', 'review'), cellCount(r, 'deny', 'allow'), cellCount(r, 'deny', 'deny')]).toEqual([4, 3, 2, 1, 0]);
    expect(r.matrix.find((c) => c.old === 'allow' && c.new === 'review')!.examples).toEqual([D1, D2]);
  });

  it('gives both policies’ agreement with the verdicts, as counted by hand', () => {
    // 9 with a verdict. Live: stops review×2 (changed: TP 2) and deny×1 (approved: FP 1); passes allow×6:
    // approved 3 (TN), denied 3 (FN). po = 5/9; pe = (3·5 + 6·4)/81 = 39/81; κ = (45/81 − 39/81)/(42/81) = 6/42.
    expect(r.agreement.live).toEqual({
      n: 9,
      confusion: { tp: 2, fp: 1, fn: 3, tn: 3 },
      agreement: { value: 0.5556, n: 9 },
      precision: { value: 0.6667, n: 3 },
      recall: { value: 0.4, n: 5 },
      kappa: { value: 0.1429, n: 9 },
    });
    // Shadow: stops allow→review ×3 (1 approved FP, 2 denied TP) and review×2 (TP); passes allow×3 (2 approved
    // TN, 1 denied FN) and deny→allow (approved TN). TP 4, FP 1, FN 1, TN 3. po = 7/9; pe = (5·5 + 4·4)/81 = 41/81;
    // κ = (63 − 41)/(81 − 41) = 22/40.
    expect(r.agreement.shadow).toEqual({
      n: 9,
      confusion: { tp: 4, fp: 1, fn: 1, tn: 3 },
      agreement: { value: 0.7778, n: 9 },
      precision: { value: 0.8, n: 5 },
      recall: { value: 0.8, n: 5 },
      kappa: { value: 0.55, n: 9 },
    });
  });

  it('is empty without decisions: every figure null with n 0', () => {
    const e = buildShadowReport([], []);
    expect(e.decisions).toBe(0);
    expect(e.agreement.shadow.kappa).toEqual({ value: null, n: 0 });
    expect(shadowReportLines(e)[0]).toBe('0 decisions decided with it, 0 with another outcome; 0 with a verdict');
  });
});

describe('the digest with a shadow', () => {
  const report = buildShadowReport(COUNTS, [{ live: 'allow', shadow: 'review', ids: [D1] }]);
  const input: DigestInput = {
    orgSlug: 'acme',
    envKind: 'live',
    day: '2026-01-31',
    windowStart: '2026-01-30T07:00:00.000Z',
    windowEnd: '2026-01-31T07:00:00.000Z',
    items: [],
    total: 0,
    token: 'GH-ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    replyTo: 'verdicts@example.com',
    shadow: { id: 'shd_01jaaaaaaaaaaaaaaaaaaaaaaa', setAt: '2026-01-29T10:00:00.000Z', report },
  };
  const d = buildDigest(input);

  it('shows the matrix and both policies’ figures in the text part', () => {
    expect(d.text).toContain('SHADOW POLICY\n\nShadow policy shd_01jaaaaaaaaaaaaaaaaaaaaaaa (set 2026-01-29 10:00 UTC)');
    expect(d.text).toContain('10 decisions decided with it, 4 with another outcome; 9 with a verdict');
    expect(d.text).toMatch(/^ {2}allow +4 +3 +0 +0$/m);
    expect(d.text).toMatch(/^ {2}deny +1 +0 +0 +0$/m);
    expect(d.text).toMatch(/agreement with verdicts +live 0\.56 \(n=9\) +shadow 0\.78 \(n=9\)/);
    expect(d.text).toMatch(/Cohen's kappa +live 0\.14 \(n=9\) +shadow 0\.55 \(n=9\)/);
    // Nothing of it reads as a verdict line if quoted back unquoted.
    expect(parseVerdicts(d.text)).toEqual({ ok: false, reason: 'no_verdict' });
  });

  it('shows the same in the HTML part, escaped', () => {
    expect(d.html).toContain('<h3>Shadow policy</h3>');
    expect(d.html).toContain('<tr><th style="padding:4px 8px;text-align:left">allow</th><td style="padding:4px 8px;text-align:right">4</td><td style="padding:4px 8px;text-align:right">3</td>');
    expect(d.html).toContain('0.78 (n=9)');
    expect(d.html).toContain('Cohen&#39;s κ');
  });

  it('leaves the section out when there is no shadow', () => {
    const plain = buildDigest({ ...input, shadow: null });
    expect(plain.text).not.toContain('SHADOW POLICY');
    expect(plain.html).not.toContain('Shadow policy');
  });
});
