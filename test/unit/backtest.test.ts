import { addReplayed, addUnreplayable, agreementFigures, backtestReport, emptyTally, mergeTallies } from '../../src/domain/backtest';

describe('agreement figures', () => {
  test("rate, precision, recall and Cohen's kappa, each with its n (hand-counted)", () => {
    // 20 compared: stopped & should 8, stopped but should pass 2, passed but should stop 4, passed & should 6.
    const f = agreementFigures({ tp: 8, fp: 2, fn: 4, tn: 6 });
    expect(f.agreement).toEqual({ value: 0.7, n: 20 });
    expect(f.precision).toEqual({ value: 0.8, n: 10 });
    expect(f.recall).toEqual({ value: 0.6667, n: 12 });
    // po 0.7; pe (10·12 + 10·8)/400 = 0.5; κ = 0.2/0.5 = 0.4.
    expect(f.kappa).toEqual({ value: 0.4, n: 20 });
  });

  test('nothing compared is null with n 0; total chance agreement has no kappa', () => {
    const none = agreementFigures({ tp: 0, fp: 0, fn: 0, tn: 0 });
    expect([none.agreement, none.precision, none.recall, none.kappa]).toEqual([
      { value: null, n: 0 },
      { value: null, n: 0 },
      { value: null, n: 0 },
      { value: null, n: 0 },
    ]);
    expect(agreementFigures({ tp: 3, fp: 0, fn: 0, tn: 0 }).kappa).toEqual({ value: null, n: 3 });
  });
});

describe('tallies', () => {
  test('batches merge in order: counts add up, the first three examples of a cell are kept', () => {
    const a = emptyTally();
    for (let i = 0; i < 2; i++) addReplayed(a, `a${i}`, 'review', 'allow', i === 0 ? 'approved' : null);
    addUnreplayable(a, 'retention_zero');
    const b = emptyTally();
    for (let i = 0; i < 3; i++) addReplayed(b, `b${i}`, 'review', 'allow', 'denied');
    addReplayed(b, 'same', 'allow', 'allow', 'approved');
    const t = mergeTallies([a, b]);
    expect(t).toMatchObject({ decisions: 7, replayed: 6, unreplayable: { retention_zero: 1 } });
    expect(t.examples['review>allow']).toEqual(['a0', 'a1', 'b0']);
    // approved review→allow: before fp, after tn; 3 denied review→allow: before tp, after fn; approved allow→allow: tn, tn.
    expect(t.before).toEqual({ tp: 3, fp: 1, fn: 0, tn: 1 });
    expect(t.after).toEqual({ tp: 0, fp: 0, fn: 3, tn: 2 });
    const r = backtestReport(t);
    expect(r.matrix).toHaveLength(16);
    expect(r.matrix.filter((c) => c.n > 0).map((c) => [c.old, c.new, c.n, c.examples.length])).toEqual([
      ['allow', 'allow', 1, 0],
      ['review', 'allow', 5, 3],
    ]);
    expect(r.changed).toBe(5);
    expect(r.unreplayable).toEqual([{ reason: 'retention_zero', n: 1 }]);
  });
});
