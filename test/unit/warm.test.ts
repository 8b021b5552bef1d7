// The worker's warm-up at start (src/decision/warm.ts): two made-up calls decided in process, one per path.

import { warmDecisionCore } from '../../src/decision/warm';
import { BuiltinModel } from '../../src/model/builtin';
import type { DecisionModel } from '../../src/model/provider';

it('decides one made-up call on each path, the same way (a plain reply the user asked for: allow)', async () => {
  const r = await warmDecisionCore(new BuiltinModel());
  expect(r.outcomes).toEqual(['allow', 'allow']);
  expect(r.ms).toBeGreaterThan(0);
});

it('asks the model it is given, and nothing else (a failing model fails closed: review, never allow)', async () => {
  let asked = 0;
  const failing: DecisionModel = {
    name: 'failing',
    assess: async () => {
      asked++;
      throw new Error('down');
    },
  };
  const r = await warmDecisionCore(failing);
  expect(asked).toBeGreaterThan(0);
  expect(r.outcomes.every((o) => o !== 'allow')).toBe(true);
});
