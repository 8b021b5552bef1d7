import { noteStep, resetSteps, stepMedians } from '../../src/lib/steps';

afterEach(() => resetSteps());

it('the median of a step is over its last 20,000 samples: older ones are overwritten in turn', () => {
  // 20,000 samples of 1 ms, then 15,000 of 9 ms: the last 20,000 hold 15,000 nines.
  for (let i = 0; i < 20_000; i++) noteStep('decide', 1);
  expect(stepMedians().decide).toEqual({ p50: 1, n: 20_000 });
  for (let i = 0; i < 15_000; i++) noteStep('decide', 9);
  expect(stepMedians().decide).toEqual({ p50: 9, n: 20_000 });
  // Around the ring once more: 25,000 more samples of 4 ms leave only fours.
  for (let i = 0; i < 25_000; i++) noteStep('decide', 4);
  expect(stepMedians().decide).toEqual({ p50: 4, n: 20_000 });
});

it('steps are kept apart, and a reset forgets them', () => {
  noteStep('start', 3);
  noteStep('start', 5);
  noteStep('start', 7);
  noteStep('record', 2);
  expect(stepMedians()).toEqual({ start: { p50: 5, n: 3 }, record: { p50: 2, n: 1 } });
  resetSteps();
  expect(stepMedians()).toEqual({});
});
