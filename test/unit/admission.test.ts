import { Admission } from '../../src/api/admission';

it('admits up to the limit, turns the next away, and admits again once one is released', () => {
  const a = new Admission(2);
  const one = a.tryEnter()!;
  const two = a.tryEnter()!;
  expect(one).not.toBeNull();
  expect(two).not.toBeNull();
  expect(a.tryEnter()).toBeNull();
  expect(a.stats).toMatchObject({ inFlight: 2, turnedAway: 1 });
  one.release();
  one.release(); // a second release frees nothing more
  expect(a.stats.inFlight).toBe(1);
  expect(a.tryEnter()).not.toBeNull();
  expect(a.tryEnter()).toBeNull();
});

it('sets a decision waiting on a model aside while there is room, and takes its slot back when the model answers', () => {
  const a = new Admission(1, 1);
  const waiting = a.tryEnter()!;
  const back = waiting.aside();
  expect(a.stats).toMatchObject({ inFlight: 0, waiting: 1 });
  // Its slot serves the next request, which cannot be set aside as well: the room is taken.
  const next = a.tryEnter()!;
  expect(next).not.toBeNull();
  next.aside()();
  expect(a.stats).toMatchObject({ inFlight: 1, waiting: 1 });
  expect(a.tryEnter()).toBeNull();
  // The model answers: the first one counts again (past the limit for a moment; it was admitted already).
  back();
  back();
  expect(a.stats).toMatchObject({ inFlight: 2, waiting: 0 });
  next.release();
  waiting.release();
  expect(a.stats).toMatchObject({ inFlight: 0, waiting: 0 });
});

it('releasing a ticket that is set aside frees its model-wait room, and its late take-back changes nothing', () => {
  const a = new Admission(1, 1);
  const t = a.tryEnter()!;
  const back = t.aside();
  t.release();
  back();
  expect(a.stats).toMatchObject({ inFlight: 0, waiting: 0 });
  // Without room for model waits, a wait keeps its slot.
  const b = new Admission(1);
  const u = b.tryEnter()!;
  u.aside()();
  expect(b.stats).toMatchObject({ inFlight: 1, waiting: 0 });
  expect(b.tryEnter()).toBeNull();
});

it('refuses a limit that is not a positive integer', () => {
  expect(() => new Admission(0)).toThrow(/positive integer/);
  expect(() => new Admission(1, -1)).toThrow(/non-negative/);
});
