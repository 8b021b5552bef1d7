// Where a decision's time goes, per step, in this process: the API's start and result wait, and each
// activity (and the parts of decide). Kept as the last samples of each step, so reading them costs nothing
// on the request path; the benchmark prints their medians.

const MAX_SAMPLES = 20_000;

export type StepName =
  | 'start'
  | 'answer'
  | 'result'
  | 'selectCandidates'
  | 'decide'
  | 'decide.facts'
  | 'decide.reserve'
  | 'decide.model'
  | 'decide.remoteModel'
  | 'decide.record'
  | 'record'
  /** From the start call's return to the decide step's beginning: the run's first task and the local activity's dispatch. */
  | 'dispatch'
  /** From the commit to the API's hands (in process). */
  | 'handback'
  /** From admission to the route: the API key looked up, its rate limits taken. */
  | 'route.auth'
  /** The route before the run: the body read, validated, the idempotency key claimed. */
  | 'route.pre'
  /** The route after the run: the receipt signed and the answer written. */
  | 'route.post';

/** The last MAX_SAMPLES samples of a step, in a ring: noting one is a write, whatever the count (no shift). */
interface Ring {
  xs: number[];
  /** Where the next sample goes once the ring is full. */
  next: number;
}

const samples = new Map<StepName, Ring>();

export function noteStep(step: StepName, ms: number): void {
  let r = samples.get(step);
  if (!r) samples.set(step, (r = { xs: [], next: 0 }));
  if (r.xs.length < MAX_SAMPLES) r.xs.push(ms);
  else {
    r.xs[r.next] = ms;
    r.next = (r.next + 1) % MAX_SAMPLES;
  }
}

/** Times `fn` as `step`. */
export async function timed<T>(step: StepName, fn: () => Promise<T>): Promise<T> {
  const t = performance.now();
  try {
    return await fn();
  } finally {
    noteStep(step, performance.now() - t);
  }
}

/** The median and count of each step since the last reset. */
export function stepMedians(): Partial<Record<StepName, { p50: number; n: number }>> {
  const out: Partial<Record<StepName, { p50: number; n: number }>> = {};
  for (const [step, { xs }] of samples) {
    if (xs.length === 0) continue;
    const sorted = [...xs].sort((a, b) => a - b);
    out[step] = { p50: sorted[Math.floor((sorted.length - 1) / 2)], n: sorted.length };
  }
  return out;
}

export function resetSteps(): void {
  samples.clear();
}

// Steps that span two places (the API's start and the worker's decide; the worker's commit and the API's
// answer): one side marks the moment under a key, the other notes the time since. Bounded, and a mark whose
// other side never comes (a run on another worker) is dropped with the rest when the bound is reached.
const MAX_MARKS = 10_000;
const marks = new Map<string, number>();

export function mark(key: string): void {
  if (marks.size >= MAX_MARKS) marks.clear();
  marks.set(key, performance.now());
}

/** Notes the time since `mark(key)` as `step` (nothing when there is no such mark), and forgets the mark. */
export function since(key: string, step: StepName): void {
  const t = marks.get(key);
  if (t === undefined) return;
  marks.delete(key);
  noteStep(step, performance.now() - t);
}
