// The decision activities, each timed as a step (src/lib/steps.ts), by a worker interceptor rather than by
// a wrapper around each activity: the activities are declared once, and the worker times what it runs.

import type { Context } from '@temporalio/activity';
import type { ActivityInterceptors } from '@temporalio/worker';
import { timed, type StepName } from '../src/lib/steps';

const TIMED: ReadonlySet<string> = new Set<StepName>(['selectCandidates', 'decide', 'record']);

/** The worker's activity interceptor (src/runtime/temporal.ts createWorker): times the decision's activities. */
export function stepTiming(ctx: Context): ActivityInterceptors {
  const step = ctx.info.activityType;
  if (!TIMED.has(step)) return {};
  return { inbound: { execute: (input, next) => timed(step as StepName, () => next(input)) } };
}
