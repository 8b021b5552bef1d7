// The daily digest of one environment: started by its Temporal Schedule (`digest:<env_id>`) at the
// environment's digest hour, or by hand with a given day. The send is an activity that Temporal retries
// with backoff (each attempt and its failure visible in the UI); the activity's store row makes a second
// run for the same environment and day send nothing.

import { proxyActivities } from '@temporalio/workflow';
import type { createMailActivities, DigestResult } from '../activities/mail';

type MailActivities = ReturnType<typeof createMailActivities>;

export interface DigestInput {
  envId: string;
  /** The UTC day the digest is for (YYYY-MM-DD); default: the day of `at`. */
  day?: string;
  /** The end of the 24-hour window (ISO time); default: when the run starts (the scheduled time). */
  at?: string;
  /** Seconds before the first retry of a failed send (default 10; doubles up to 15 minutes). */
  retryInitialSeconds?: number;
}

export async function sendDigest(input: DigestInput): Promise<DigestResult> {
  // Workflow time is deterministic: the run's start, replayed identically.
  const at = input.at ?? new Date().toISOString();
  const day = input.day ?? at.slice(0, 10);
  const { deliverDigest } = proxyActivities<MailActivities>({
    startToCloseTimeout: '2m',
    // Retried until the next day's digest is near; then the run fails, visibly, and the next one takes over.
    scheduleToCloseTimeout: '20h',
    retry: {
      initialInterval: `${Math.max(1, input.retryInitialSeconds ?? 10)}s`,
      backoffCoefficient: 2,
      maximumInterval: '15m',
    },
  });
  return deliverDigest({ envId: input.envId, day, at });
}
