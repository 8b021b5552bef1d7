// One Temporal Schedule per environment with the digest on: `digest:<env_id>`, daily at digest_hour_utc.
//
// Settings change through the CLI (`gatehouse env set`), which has no Temporal client, so the worker
// process reconciles: at start and then every GATEHOUSE_DIGEST_RECONCILE_SECONDS it makes the schedules
// match the settings (create, update the hour or task queue, unpause) and pauses the schedules of
// environments whose digest is off (deletes those of environments that no longer exist). Every step is
// idempotent, so several worker processes may do it at once.

import { ScheduleAlreadyRunning, ScheduleNotFoundError, type Client, type ScheduleDescription } from '@temporalio/client';
import { SA_ENV, SA_ORG } from '../lib/search-attributes';
import type { Db } from '../store/db';
import { digestEnvs, existingEnvIds, type MailEnv } from '../store/mail';
import type { sendDigest } from '../../workflows/digest';

export const DIGEST_SCHEDULE_PREFIX = 'digest:';
export const digestScheduleId = (envId: string) => `${DIGEST_SCHEDULE_PREFIX}${envId}`;

const hh = (h: number) => String(h).padStart(2, '0');
const onNote = (env: MailEnv) => `daily digest of ${env.orgSlug}/${env.kind} at ${hh(env.settings.digest_hour_utc)}:00 UTC`;
const OFF_NOTE = 'paused: digest is off for this environment (gatehouse env set ... digest=on)';

export interface ReconcileResult {
  created: string[];
  updated: string[];
  paused: string[];
  deleted: string[];
}

function desired(env: MailEnv, taskQueue: string, searchAttributes: boolean) {
  return {
    spec: { calendars: [{ hour: env.settings.digest_hour_utc, minute: 0, second: 0, comment: onNote(env) }] },
    action: {
      type: 'startWorkflow' as const,
      workflowType: 'sendDigest',
      // The schedule appends the scheduled time to this id: digest:<env_id>-2026-01-31T07:00:00Z.
      workflowId: `digest:${env.envId}`,
      args: [{ envId: env.envId }] as Parameters<typeof sendDigest>,
      taskQueue,
      workflowExecutionTimeout: '23h',
      typedSearchAttributes: searchAttributes
        ? [
            { key: SA_ORG, value: env.orgId },
            { key: SA_ENV, value: env.envId },
          ]
        : undefined,
    },
    // A digest that is still retrying its send when the next day comes keeps going; the next one is skipped.
    // After an outage a missed digest is still sent if the server is back within six hours.
    policies: { overlap: 'SKIP' as const, catchupWindow: '6h' },
  };
}

function matches(d: ScheduleDescription, env: MailEnv, taskQueue: string): boolean {
  const hours = d.spec.calendars?.[0]?.hour ?? [];
  const hourOk = hours.length === 1 && hours[0].start === env.settings.digest_hour_utc && hours[0].end === env.settings.digest_hour_utc;
  const actionOk = d.action.type === 'startWorkflow' && d.action.taskQueue === taskQueue && d.action.workflowType === 'sendDigest';
  return hourOk && actionOk && !d.state.paused && d.state.note === onNote(env);
}

async function describe(client: Client, id: string): Promise<ScheduleDescription | null> {
  try {
    return await client.schedule.getHandle(id).describe();
  } catch (err) {
    if (err instanceof ScheduleNotFoundError) return null;
    throw err;
  }
}

export async function reconcileDigestSchedules(
  client: Client,
  db: Db,
  opts: { taskQueue: string; searchAttributes: boolean },
): Promise<ReconcileResult> {
  const result: ReconcileResult = { created: [], updated: [], paused: [], deleted: [] };
  const envs = (await digestEnvs(db)).filter((e) => e.settings.digest_recipients);
  const wanted = new Set<string>();
  for (const env of envs) {
    const id = digestScheduleId(env.envId);
    wanted.add(id);
    const want = desired(env, opts.taskQueue, opts.searchAttributes);
    const current = await describe(client, id);
    if (current === null) {
      try {
        await client.schedule.create({ scheduleId: id, ...want, state: { note: onNote(env) } });
        result.created.push(id);
        continue;
      } catch (err) {
        if (!(err instanceof ScheduleAlreadyRunning)) throw err;
        // Another process created it just now: bring it in line below.
      }
    } else if (matches(current, env, opts.taskQueue)) continue;
    await client.schedule.getHandle(id).update((prev) => ({ ...prev, ...want, state: { paused: false, note: onNote(env) } }));
    result.updated.push(id);
  }

  // Listing is eventually consistent: a schedule created a moment ago may be missing, and is then handled next time.
  const others: string[] = [];
  const pausedAlready = new Set<string>();
  for await (const s of client.schedule.list()) {
    if (!s.scheduleId.startsWith(DIGEST_SCHEDULE_PREFIX) || wanted.has(s.scheduleId)) continue;
    others.push(s.scheduleId);
    if (s.state.paused && s.state.note === OFF_NOTE) pausedAlready.add(s.scheduleId);
  }
  const alive = await existingEnvIds(
    db,
    others.map((id) => id.slice(DIGEST_SCHEDULE_PREFIX.length)),
  );
  for (const id of others) {
    const handle = client.schedule.getHandle(id);
    try {
      if (!alive.has(id.slice(DIGEST_SCHEDULE_PREFIX.length))) {
        await handle.delete();
        result.deleted.push(id);
      } else if (!pausedAlready.has(id)) {
        const d = await handle.describe();
        if (d.state.paused && d.state.note === OFF_NOTE) continue;
        await handle.pause(OFF_NOTE);
        result.paused.push(id);
      }
    } catch (err) {
      if (!(err instanceof ScheduleNotFoundError)) throw err;
    }
  }
  return result;
}
