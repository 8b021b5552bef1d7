// The ingestion mailbox reader: one long-running workflow per deployment (`mail-ingestion`). Each pass is
// an activity (IMAP read, verdicts recorded, mails moved); between passes a durable timer. An IMAP server
// that is down only makes the activity retry with backoff. After a bounded number of passes, or when
// Temporal suggests it, the run continues as new, so its history never grows without bound.

import { condition, continueAsNew, defineSignal, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import type { createMailActivities } from '../activities/mail';

type MailActivities = ReturnType<typeof createMailActivities>;

// A pass heartbeats every 2 s while it reads (activities/mail.ts): one whose worker died is retried after 10 s,
// not after the whole two minutes a pass may take.
const { pollMailbox } = proxyActivities<MailActivities>({
  startToCloseTimeout: '2m',
  heartbeatTimeout: '10s',
  retry: { initialInterval: '1s', backoffCoefficient: 2, maximumInterval: '30s' },
});

/** Read the mailbox now instead of at the end of the current wait. */
export const pollNowSignal = defineSignal('pollNow');

export const PASSES_PER_RUN = 200;

export interface IngestInput {
  /** Passes before the run continues as new (default PASSES_PER_RUN). */
  passesPerRun?: number;
}

export async function ingestMail(input: IngestInput = {}): Promise<void> {
  const passes = Math.max(1, input.passesPerRun ?? PASSES_PER_RUN);
  let wake = false;
  setHandler(pollNowSignal, () => {
    wake = true;
  });
  for (let pass = 0; pass < passes; pass++) {
    wake = false;
    const r = await pollMailbox();
    // This worker has no IMAP settings: nothing to read. A process with them starts the reader again.
    if (r.disabled) return;
    if (workflowInfo().continueAsNewSuggested) break;
    await condition(() => wake, r.nextPollSeconds * 1000);
  }
  await continueAsNew<typeof ingestMail>(input);
}
