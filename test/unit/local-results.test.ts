import { ANSWER_FIRST_MAX_MS, LocalResults } from '../../src/runtime/local-results';
import type { Decision } from '../../src/domain/types';

const decision = (id: string) => ({ decision_id: id, decision: 'allow' }) as Decision;

it('hands a recorded decision to every request waiting on its id, and forgets ids nobody waits on', async () => {
  const local = new LocalResults();
  const a = local.wait('dec_1');
  const b = local.wait('dec_1');
  const other = local.wait('dec_2');
  expect(local.size).toBe(2);
  void local.recorded(decision('dec_1'));
  await expect(a.decision).resolves.toEqual(decision('dec_1'));
  await expect(b.decision).resolves.toEqual(decision('dec_1'));
  expect(local.size).toBe(1);
  other.cancel();
  expect(local.size).toBe(0);
  // A decision nobody waits for (recorded for another process's request) is ignored.
  void local.recorded(decision('dec_3'));
  expect(local.size).toBe(0);
});

it('a cancelled waiter does not take the others with it', async () => {
  const local = new LocalResults();
  const first = local.wait('dec_1');
  const second = local.wait('dec_1');
  first.cancel();
  expect(local.size).toBe(1);
  void local.recorded(decision('dec_1'));
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

it('the record step is held until the waiting caller has been answered, and no longer than ANSWER_FIRST_MAX_MS', async () => {
  const local = new LocalResults();
  let answered!: () => void;
  const responded = new Promise<void>((r) => (answered = r));
  const waiter = local.wait('dec_1', { responded });
  let released = false;
  const held = local.recorded(decision('dec_1')).then(() => (released = true));
  await expect(waiter.decision).resolves.toEqual(decision('dec_1'));
  await new Promise((r) => setImmediate(r));
  expect(released).toBe(false);
  answered();
  await held;
  expect(released).toBe(true);

  // A caller that never says it was answered holds the step for the cap only.
  const stuck = new LocalResults();
  stuck.wait('dec_2', { responded: new Promise(() => undefined) });
  const t0 = Date.now();
  await stuck.recorded(decision('dec_2'));
  expect(Date.now() - t0).toBeGreaterThanOrEqual(ANSWER_FIRST_MAX_MS - 5);
  // Nobody waiting: not held at all.
  await expect(stuck.recorded(decision('dec_3'))).resolves.toBeUndefined();
});

it('facts read by the API are taken once by the run, and dropped when nobody took them', async () => {
  const local = new LocalResults();
  const facts = { catalogue: [], early: null };
  local.prefetch('dec_1', Promise.resolve(facts));
  await expect(local.takeFacts('dec_1')).resolves.toBe(facts);
  // A second attempt of the step reads for itself.
  expect(local.takeFacts('dec_1')).toBeUndefined();
  // A failed read is no unhandled rejection; the request's end drops what was never taken.
  local.prefetch('dec_2', Promise.reject(new Error('store away')));
  local.dropFacts('dec_2');
  expect(local.takeFacts('dec_2')).toBeUndefined();
});
