import { LocalResults } from '../../src/runtime/local-results';
import type { Decision } from '../../src/domain/types';

const decision = (id: string) => ({ decision_id: id, decision: 'allow' }) as Decision;

it('hands a recorded decision to every request waiting on its id, and forgets ids nobody waits on', async () => {
  const local = new LocalResults();
  const a = local.wait('dec_1');
  const b = local.wait('dec_1');
  const other = local.wait('dec_2');
  expect(local.size).toBe(2);
  local.recorded(decision('dec_1'));
  await expect(a.decision).resolves.toEqual(decision('dec_1'));
  await expect(b.decision).resolves.toEqual(decision('dec_1'));
  expect(local.size).toBe(1);
  other.cancel();
  expect(local.size).toBe(0);
  // A decision nobody waits for (recorded for another process's request) is ignored.
  local.recorded(decision('dec_3'));
  expect(local.size).toBe(0);
});

it('a cancelled waiter does not take the others with it', async () => {
  const local = new LocalResults();
  const first = local.wait('dec_1');
  const second = local.wait('dec_1');
  first.cancel();
  expect(local.size).toBe(1);
  local.recorded(decision('dec_1'));
  await expect(second.decision).resolves.toEqual(decision('dec_1'));
});

it('tells each request waiting on a decision when its run starts and ends waiting on a model', () => {
  const local = new LocalResults();
  const events: string[] = [];
  const hook = (name: string) => () => {
    events.push(`${name} waits`);
    return () => events.push(`${name} resumes`);
  };
  const a = local.wait('dec_1', { modelWait: hook('a') });
  local.wait('dec_1', { modelWait: hook('b') });
  local.wait('dec_2', { modelWait: hook('c') });
  const end = local.modelWait('dec_1');
  expect(events).toEqual(['a waits', 'b waits']);
  end();
  expect(events).toEqual(['a waits', 'b waits', 'a resumes', 'b resumes']);
  // Nobody waiting (or a request gone): nothing to tell.
  a.cancel();
  local.modelWait('dec_9')();
  expect(events).toHaveLength(4);
});
