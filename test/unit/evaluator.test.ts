// The evaluator's side of a run that returns only its decision's reference: the decision is read from the
// store (again after a failed read, until the caller's wait ends), and a run of the old shape still answers.

import type { Client } from '@temporalio/client';
import type { Decision } from '../../src/domain/types';
import { TemporalEvaluator } from '../../src/runtime/evaluator';
import type { DecisionRequest } from '../../src/usecases/ports';
import type { RunResult } from '../../workflows/types';

const TIMEOUT_MS = 3000;
const decision = { decision_id: 'dec_1', decision: 'allow', reason_codes: [], policy_results: [{ policy: 'p', matched: false }] } as unknown as Decision;

/** A client whose runs (not eager: no worker here) return `result`; `started` counts the starts. */
function fakeClient(result: RunResult) {
  const counts = { started: 0 };
  const client = {
    withDeadline: (_at: number, fn: () => Promise<unknown>) => fn(),
    workflow: {
      start: async () => {
        counts.started++;
        return { eagerlyStarted: false, result: async () => result };
      },
    },
  } as unknown as Client;
  return { client, counts };
}

const request = (): DecisionRequest => ({ decisionId: 'dec_1', orgId: 'org_1', envId: 'env_1', receivedAt: Date.now() }) as unknown as DecisionRequest;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("reads the decision a run names from the store, whole", async () => {
  const { client } = fakeClient({ ok: true, recorded: { decision_id: 'dec_1', decision: 'allow', reason_codes: [] } });
  const asked: string[] = [];
  const evaluator = new TemporalEvaluator(client, { taskQueue: 'q', timeoutMs: TIMEOUT_MS, searchAttributes: false, lookup: async (env, id) => (asked.push(`${env}/${id}`), decision) });
  await expect(evaluator.evaluate(request())).resolves.toEqual({ ok: true, decision });
  expect(asked).toEqual(['env_1/dec_1']);
});

it('asks the store again after a failed read: a recorded decision is not answered 503', async () => {
  const { client } = fakeClient({ ok: true, recorded: { decision_id: 'dec_1', decision: 'allow', reason_codes: [] } });
  let reads = 0;
  const evaluator = new TemporalEvaluator(client, {
    taskQueue: 'q',
    timeoutMs: TIMEOUT_MS,
    searchAttributes: false,
    lookup: async () => {
      reads++;
      if (reads < 3) throw new Error('Connection terminated unexpectedly');
      return decision;
    },
  });
  const answer = evaluator.evaluate(request());
  await jest.advanceTimersByTimeAsync(1000);
  await expect(answer).resolves.toEqual({ ok: true, decision });
  expect(reads).toBe(3);
});

it('a store that stays away: store_unavailable once the wait is over, not before, and no read after it', async () => {
  const { client } = fakeClient({ ok: true, recorded: { decision_id: 'dec_1', decision: 'allow', reason_codes: [] } });
  const readAt: number[] = [];
  const start = Date.now();
  const evaluator = new TemporalEvaluator(client, {
    taskQueue: 'q',
    timeoutMs: TIMEOUT_MS,
    searchAttributes: false,
    lookup: async () => {
      readAt.push(Date.now() - start);
      throw new Error('Connection terminated unexpectedly');
    },
  });
  let settled: unknown;
  const answer = evaluator.evaluate(request()).then((r) => (settled = r));
  await jest.advanceTimersByTimeAsync(TIMEOUT_MS - 500);
  expect(settled).toBeUndefined();
  await jest.advanceTimersByTimeAsync(1000);
  await answer;
  expect(settled).toEqual({ ok: false, error: 'store_unavailable' });
  expect(readAt.length).toBeGreaterThan(3);
  expect(Math.max(...readAt)).toBeLessThan(TIMEOUT_MS);
});

it('a run of the old shape (the whole decision as its result) is answered from it, without a read', async () => {
  const { client } = fakeClient({ ok: true, decision });
  let reads = 0;
  const evaluator = new TemporalEvaluator(client, { taskQueue: 'q', timeoutMs: TIMEOUT_MS, searchAttributes: false, lookup: async () => (reads++, null) });
  await expect(evaluator.evaluate(request())).resolves.toEqual({ ok: true, decision });
  expect(reads).toBe(0);
});

it('a run that recorded nothing is store_unavailable, without a read', async () => {
  const { client } = fakeClient({ ok: false, error: 'store_unavailable' });
  let reads = 0;
  const evaluator = new TemporalEvaluator(client, { taskQueue: 'q', timeoutMs: TIMEOUT_MS, searchAttributes: false, lookup: async () => (reads++, null) });
  await expect(evaluator.evaluate(request())).resolves.toEqual({ ok: false, error: 'store_unavailable' });
  expect(reads).toBe(0);
});

describe('a 503 whose decision may be recorded is named in the log', () => {
  let lines: string[];
  let spy: jest.SpyInstance;
  beforeEach(() => {
    lines = [];
    spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
  });
  afterEach(() => spy.mockRestore());
  const unknown = () => lines.filter((l) => l.includes('decision outcome unknown')).map((l) => JSON.parse(l) as { decision_id: string; store: string; level: string });

  /** A client whose run never answers (the server went down with the store). */
  const silentClient = () =>
    ({
      withDeadline: (_at: number, fn: () => Promise<unknown>) => fn(),
      workflow: { start: async () => ({ eagerlyStarted: false, result: () => new Promise(() => undefined) }) },
    }) as unknown as Client;

  /** The answer of a request whose every read of the store fails, once the wait is over. */
  const answerWithStoreDown = async (client: Client) => {
    const lookup = async (): Promise<Decision | null> => {
      throw new Error('connect ECONNREFUSED');
    };
    const answer = new TemporalEvaluator(client, { taskQueue: 'q', timeoutMs: TIMEOUT_MS, searchAttributes: false, lookup }).evaluate(request());
    await jest.advanceTimersByTimeAsync(TIMEOUT_MS + 500);
    return answer;
  };

  it('the run said it recorded the decision, the store could not be read before the wait ended', async () => {
    const { client } = fakeClient({ ok: true, recorded: { decision_id: 'dec_1', decision: 'allow', reason_codes: [] } });
    await expect(answerWithStoreDown(client)).resolves.toEqual({ ok: false, error: 'store_unavailable' });
    expect(unknown()).toEqual([expect.objectContaining({ decision_id: 'dec_1', store: 'recorded', level: 'warn' })]);
  });

  it('no answer from the run, and the store could not be asked at the end of the wait', async () => {
    await expect(answerWithStoreDown(silentClient())).resolves.toEqual({ ok: false, error: 'store_unavailable' });
    expect(unknown()).toEqual([expect.objectContaining({ decision_id: 'dec_1', store: 'unknown' })]);
  });

  it('no answer from the run, and the store says nothing was recorded: a plain 503, no such line', async () => {
    const evaluator = new TemporalEvaluator(silentClient(), { taskQueue: 'q', timeoutMs: TIMEOUT_MS, searchAttributes: false, lookup: async () => null });
    const answer = evaluator.evaluate(request());
    await jest.advanceTimersByTimeAsync(TIMEOUT_MS + 500);
    await expect(answer).resolves.toEqual({ ok: false, error: 'store_unavailable' });
    expect(unknown()).toEqual([]);
  });
});
