// One proposed action, one short workflow. Deterministic code only: the I/O lives in activities.
//
// Every step is a local activity, so with eager start the whole run is one workflow task on the worker
// that started it: no activity task round trips through the server. Every decision is a single local
// activity (decide: facts, rules, the model, record), the remote model's call (1.5 s) included; only on the
// intake path with a remote model does the model's selection come first (selectCandidates), and only when
// the store fails right after a remote model answered is the record step retried on its own.
//
// One deadline (input.deadline, set by the API from its configured wait): each step's timeout is what is
// left of it, and the record step refuses to commit past it, so a caller told 503 at the deadline is told
// the truth: nothing was recorded and nothing will be.
//
// Errors are data here: a store failure or the deadline becomes a result the API turns into 503, and a
// model failure becomes PROVIDER_UNAVAILABLE (or INTAKE_UNAVAILABLE) in the decision. Nothing retries into
// an allow.

import { proxyLocalActivities } from '@temporalio/workflow';
import type { createActivities, Step } from '../activities';
import type { Decision } from '../src/domain/types';
import type { Selection } from '../src/intake/understand';
import { refOf } from '../src/domain/recorded';
import type { EvaluateInput, RecordedRef, RunResult } from './types';

type Activities = ReturnType<typeof createActivities>;

/** The decision model's own limit (the contract's 1.5 s). */
export const MODEL_LIMIT_MS = 1500;
/** One attempt of a store step; a stalled attempt is given up and retried while the deadline allows. */
export const STORE_ATTEMPT_MS = 2000;

const STORE_ERROR: RunResult = { ok: false, error: 'store_unavailable' };

/** The store steps: retried briefly after a hiccup, never past the deadline, never after the deadline passed. */
function storeSteps(leftMs: number) {
  return proxyLocalActivities<Activities>({
    scheduleToCloseTimeout: leftMs,
    startToCloseTimeout: Math.min(STORE_ATTEMPT_MS, leftMs),
    retry: { initialInterval: '50ms', backoffCoefficient: 2, maximumInterval: '400ms', nonRetryableErrorTypes: ['DeadlinePassed'] },
  });
}

/** The remote model steps: one attempt each, within the model's limit and the deadline. */
function modelSteps(leftMs: number) {
  const limit = Math.min(MODEL_LIMIT_MS, leftMs);
  return proxyLocalActivities<Activities>({ startToCloseTimeout: limit, scheduleToCloseTimeout: limit, retry: { maximumAttempts: 1 } });
}

/**
 * decide with a remote model inside it: a store attempt plus the model's limit (the model's own 1.5 s is
 * enforced in the step), retried like a store step. A retry finds a decision already recorded and asks no
 * model again.
 */
function decideSteps(leftMs: number, remote: boolean) {
  if (!remote) return storeSteps(leftMs);
  return proxyLocalActivities<Activities>({
    scheduleToCloseTimeout: leftMs,
    startToCloseTimeout: Math.min(STORE_ATTEMPT_MS + MODEL_LIMIT_MS, leftMs),
    retry: { initialInterval: '50ms', backoffCoefficient: 2, maximumInterval: '400ms', nonRetryableErrorTypes: ['DeadlinePassed'] },
  });
}

export async function evaluateDecision(input: EvaluateInput): Promise<RunResult> {
  // Workflow time: the workflow task's start, identical on replay.
  const left = () => input.deadline - Date.now();
  if (left() <= 0) return STORE_ERROR;

  let selection: Selection | 'unavailable' | undefined;
  // A tool call is read by code alone: nothing to select, so no model call for it.
  if (input.intake && !input.intake.toolCalls && input.settings.model_provider !== 'builtin') {
    // Remote models pick among code's candidates; the builtin provider's selection is code's own scoring.
    try {
      selection = await modelSteps(left()).selectCandidates({ envId: input.envId, decisionId: input.decisionId, intake: input.intake, settings: input.settings });
    } catch {
      // Timed out (the activity itself never throws for a model failure): fail closed.
      selection = 'unavailable';
    }
    if (left() <= 0) return STORE_ERROR;
  }

  let step: Step;
  try {
    step = await decideSteps(left(), input.settings.model_provider !== 'builtin').decide({ ...input, selection });
  } catch {
    return STORE_ERROR;
  }
  if (step.done) return { ok: true, recorded: refIn(step) };
  if (left() <= 0) return STORE_ERROR;

  // The model answered but the store failed at that moment: the record step alone, retried.
  let recorded: RecordedRef | Decision;
  try {
    recorded = await storeSteps(left()).record({ run: input, pending: step.pending, model: step.model });
  } catch {
    return STORE_ERROR;
  }
  return { ok: true, recorded: refOf(recorded) };
}

/** The recorded decision's reference; steps of runs started before it existed returned the whole decision. */
const refIn = (step: Extract<Step, { done: true }> | { done: true; decision: Decision }): RecordedRef => ('recorded' in step ? step.recorded : refOf(step.decision));
