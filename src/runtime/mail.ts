// The mail parts a worker process runs next to its worker: the mailbox ingestion workflow (started when IMAP
// is configured, and restarted if it ever ends) and the digest schedule reconciler (when SMTP is configured).

import type { Client } from '@temporalio/client';
import type { Config } from '../config/config';
import { errorName, log } from '../lib/log';
import { DEFAULT_TASK_QUEUE } from '../lib/names';
import type { Db } from '../store/db';
import type { ingestMail } from '../../workflows/ingest';
import { reconcileDigestSchedules } from './mail-schedules';

/** `mail-ingestion` on the default task queue; one per task queue otherwise (tests, several deployments). */
export const ingestWorkflowId = (taskQueue: string) => (taskQueue === DEFAULT_TASK_QUEUE ? 'mail-ingestion' : `mail-ingestion:${taskQueue}`);

export async function ensureIngestion(client: Client, taskQueue: string): Promise<void> {
  await client.workflow.start<typeof ingestMail>('ingestMail', {
    workflowId: ingestWorkflowId(taskQueue),
    taskQueue,
    args: [],
    // A running one (another process's, or this one's before a restart) is kept.
    workflowIdConflictPolicy: 'USE_EXISTING',
    workflowIdReusePolicy: 'ALLOW_DUPLICATE',
  });
}

export async function startMailRuntime(opts: { client: Client; db: Db; cfg: Config; searchAttributes: boolean }): Promise<() => Promise<void>> {
  const { client, db, cfg } = opts;
  const { imap, smtp, reconcileSeconds } = cfg.mail;
  if (!imap && !smtp) return async () => undefined;

  let failures = 0;
  const pass = async () => {
    try {
      if (imap) await ensureIngestion(client, cfg.taskQueue);
      if (smtp) {
        const r = await reconcileDigestSchedules(client, db, { taskQueue: cfg.taskQueue, searchAttributes: opts.searchAttributes });
        const changed = r.created.length + r.updated.length + r.paused.length + r.deleted.length;
        if (changed > 0) log.info('digest schedules reconciled', { ...r });
      }
      failures = 0;
    } catch (err) {
      // Temporal or the store briefly away: the next pass tries again. Said once, not every minute.
      if (failures++ === 0) log.warn('mail reconcile pass failed', { error: errorName(err) });
    }
  };

  let busy: Promise<void> | null = null;
  const tick = () => (busy ??= pass().finally(() => (busy = null)));
  await tick();
  if (imap) log.info('mail ingestion on', { workflow_id: ingestWorkflowId(cfg.taskQueue), mailbox: imap.mailbox, host: imap.host });
  if (smtp) log.info('digest schedules on', { every_seconds: reconcileSeconds });
  const timer = setInterval(() => void tick(), reconcileSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await busy;
  };
}
