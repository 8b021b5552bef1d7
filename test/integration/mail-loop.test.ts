// The whole loop against real servers: evaluate → the environment's digest Schedule fires → the digest
// arrives over SMTP (smtp-server) → the reviewer's reply lands in the IMAP mailbox (Dovecot) → the verdicts
// are recorded → the agreement report counts them. And the digest's own rules: never twice a day, nothing
// when nothing waits, a failed send retried by Temporal, schedules following the settings.

import { randomUUID } from 'node:crypto';
import { Client, Connection, type WorkflowHandle } from '@temporalio/client';
import { digestScheduleId } from '../../src/runtime/mail-schedules';
import { ingestWorkflowId } from '../../src/runtime/mail';
import { setShadow } from '../../src/store/shadow';
import { findEnv } from '../../src/store/tenants';
import type { sendDigest } from '../../workflows/digest';
import { appendMail, folderCount, type DovecotInstance } from '../helpers/dovecot';
import { digestReply, startMailTestService, until } from '../helpers/mail-service';
import { call, refund, uniqueOrg, type TestService } from '../helpers/service';
import type { SmtpCapture } from '../helpers/smtp';

const REVIEWER = 'ana@example.com';

let d: DovecotInstance;
let user: string;
let smtp: SmtpCapture;
let svc: TestService;
let taskQueue: string;
const envIds: string[] = [];

beforeAll(async () => {
  ({ d, user, smtp, svc, taskQueue } = await startMailTestService('loop', { GATEHOUSE_DIGEST_RECONCILE_SECONDS: '1' }));
});

afterAll(async () => {
  await svc?.stop();
  await smtp?.stop();
  // The schedules this file made would otherwise outlive it on the shared Temporal server (deleted once the
  // service, whose reconciler would bring them back, has stopped).
  const connection = await Connection.connect({ address: process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS });
  try {
    const client = new Client({ connection });
    for (const envId of envIds) await client.schedule.getHandle(digestScheduleId(envId)).delete().catch(() => undefined);
  } finally {
    await connection.close();
  }
});

async function org(settings: string[] = [`digest=on`, `digest_recipients=${REVIEWER}`]) {
  const slug = uniqueOrg('digest');
  const key = await svc.key(slug);
  await svc.settings(slug, 'test', ...settings);
  const envId = (await findEnv(svc.running.db, slug, 'test'))!.envId;
  envIds.push(envId);
  return { slug, key, envId };
}

const startDigest = (envId: string, day: string, extra: Partial<Parameters<typeof sendDigest>[0]> = {}) =>
  svc.running.client.workflow.start<typeof sendDigest>('sendDigest', {
    taskQueue,
    workflowId: `digest:${envId}:${day}:${randomUUID().slice(0, 6)}`,
    args: [{ envId, day, ...extra }],
  });

describe('verdicts by mail, end to end', () => {
  it('evaluate → digest on its schedule → reply in the mailbox → verdicts recorded → the report counts them', async () => {
    const o = await org(['digest=on', `digest_recipients=${REVIEWER},bob@example.com`, 'digest_hour_utc=6']);
    const review = await call(`${svc.url}/v1/gate/evaluate`, { key: o.key, body: refund(900) });
    const allow = await call(`${svc.url}/v1/gate/evaluate`, { key: o.key, body: refund(40) });
    expect([review.body.decision, allow.body.decision]).toEqual(['review', 'allow']);

    // The reconciler (every second here) creates the environment's schedule: daily at 06:00 UTC, overlap SKIP.
    const schedule = svc.running.client.schedule.getHandle(digestScheduleId(o.envId));
    const desc = await until('the digest schedule', () => schedule.describe());
    expect(desc.spec.calendars?.[0]?.hour).toEqual([{ start: 6, end: 6, step: 1 }]);
    expect(desc.policies.overlap).toBe('SKIP');
    expect(desc.action).toMatchObject({ type: 'startWorkflow', workflowType: 'sendDigest', taskQueue });
    expect(desc.state.paused).toBe(false);

    // Fire it now instead of waiting for 06:00.
    const before = smtp.messages.length;
    await schedule.trigger();
    const [digest] = (await smtp.waitFor(before + 1)).slice(before);
    expect(digest.to.sort()).toEqual(['ana@example.com', 'bob@example.com']);
    expect(digest.parsed.replyTo?.value[0].address).toBe('verdicts@gatehouse.test');
    expect(digest.parsed.from?.value[0].address).toBe('gatehouse@gatehouse.test');
    expect(digest.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    const token = /\[(GH-[A-Z2-7]{26})\]/.exec(digest.parsed.subject ?? '')![1];
    const text = digest.parsed.text ?? '';
    expect(digest.parsed.html).toContain(review.body.decision_id);
    expect(text.indexOf(`[REVIEW] ${review.body.decision_id}`)).toBeGreaterThan(0);
    expect(text.indexOf(`[REVIEW] ${review.body.decision_id}`)).toBeLessThan(text.indexOf(`[ALLOW] ${allow.body.decision_id}`));
    expect(text).toContain('HIGH_VALUE_REFUND');
    expect(text).toContain('<decision_id> approved|denied|changed [note]');

    // The run is visible in Temporal as the schedule's action; a second run the same day sends nothing.
    const first = (await schedule.describe()).info.recentActions.at(-1)!;
    const firstHandle = svc.running.client.workflow.getHandle(first.action.workflow.workflowId);
    expect(await firstHandle.result()).toMatchObject({ status: 'sent', listed: 2, total: 2 });
    await schedule.trigger();
    const second = await until('a second schedule run', async () => {
      const acts = (await schedule.describe()).info.recentActions;
      return acts.length >= 2 ? acts.at(-1)! : null;
    });
    expect(await svc.running.client.workflow.getHandle(second.action.workflow.workflowId).result()).toMatchObject({ status: 'already_sent' });
    expect(smtp.messages.length).toBe(before + 1);

    // The reviewer answers from a mail program: a reply with the digest quoted below.
    const quoted = text
      .split('\n')
      .map((l) => `> ${l}`)
      .join('\r\n');
    const reply = digestReply(digest, REVIEWER, [
      `${review.body.decision_id} approved refunded after checking the photos`,
      `${allow.body.decision_id} denied customer withdrew the request`,
      '',
      'Ana',
      '',
      `On Sat, 31 Jan 2026 at 06:00, Gatehouse <gatehouse@gatehouse.test> wrote:`,
      quoted,
      '',
    ]);
    await appendMail(d, user, reply);
    await svc.running.client.workflow.getHandle(ingestWorkflowId(taskQueue)).signal('pollNow');

    const recorded = await until('the verdict', async () => {
      const r = await call(`${svc.url}/v1/decisions/${review.body.decision_id}`, { key: o.key });
      return r.body.review ? r.body : null;
    });
    expect(recorded.review).toMatchObject({ outcome: 'approved', reviewer: REVIEWER, note: 'refunded after checking the photos' });
    const denied = await call(`${svc.url}/v1/decisions/${allow.body.decision_id}`, { key: o.key });
    expect(denied.body.review).toMatchObject({ outcome: 'denied', reviewer: REVIEWER });
    expect(token).toMatch(/^GH-/);
    expect(await folderCount(d, user, 'Processed')).toBe(1);
    expect(await folderCount(d, user, 'INBOX')).toBe(0);

    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const report = await call(`${svc.url}/v1/reports/agreement?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { key: o.key });
    expect(report.status).toBe(200);
    expect(report.body.totals).toMatchObject({ decisions: 2, with_verdict: 2 });
    expect(report.body.by_channel.find((c: { channel: string }) => c.channel === 'mail')).toMatchObject({ verdicts: 2, disagreed: 1 });
    expect(report.body.resolutions.review.approved).toBe(1);
    expect(report.body.matrix.allow.denied).toBe(1);
  });
});

describe('the digest', () => {
  it('is not sent when nothing waits for a verdict', async () => {
    const o = await org();
    const before = smtp.messages.length;
    const h = await startDigest(o.envId, '2026-01-31');
    expect(await h.result()).toEqual({ status: 'empty' });
    // Decisions with a verdict do not wait either.
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key: o.key, body: refund(900) });
    await call(`${svc.url}/v1/decisions/${r.body.decision_id}/review`, { key: o.key, body: { outcome: 'approved', reviewer: REVIEWER } });
    expect(await (await startDigest(o.envId, '2026-02-01')).result()).toEqual({ status: 'empty' });
    // Nor do decisions older than the 24-hour window (injected window end: two days later).
    const r2 = await call(`${svc.url}/v1/gate/evaluate`, { key: o.key, body: refund(900) });
    expect(r2.status).toBe(200);
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect(await (await startDigest(o.envId, later.slice(0, 10), { at: later })).result()).toEqual({ status: 'empty' });
    expect(smtp.messages.length).toBe(before);
  });

  it('carries the running matrix and agreement of the environment’s shadow (shadow mode)', async () => {
    const o = await org();
    await setShadow(svc.running.db, o.envId, { settings: { refund_review_limit: 50 }, tools: [] }, 'test');
    // Live allow, shadow review (over the candidate's 50): it waits for a verdict, so the digest goes out.
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key: o.key, body: refund(100) });
    expect(r.body.decision).toBe('allow');
    const before = smtp.messages.length;
    expect(await (await startDigest(o.envId, '2026-02-03')).result()).toMatchObject({ status: 'sent', listed: 1 });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const text = mail.parsed.text ?? '';
    expect(text).toContain('SHADOW POLICY');
    expect(text).toContain('1 decision decided with it, 1 with another outcome; 0 with a verdict');
    expect(text).toMatch(/^ {2}allow +0 +1 +0 +0$/m);
    expect(mail.parsed.html).toContain('<h3>Shadow policy</h3>');
  });

  it('a refused send is retried by Temporal (the attempt visible in the run history) and the digest goes out once', async () => {
    const o = await org();
    await call(`${svc.url}/v1/gate/evaluate`, { key: o.key, body: refund(900) });
    const before = smtp.messages.length;
    smtp.failNext(1);
    const h: WorkflowHandle<typeof sendDigest> = await startDigest(o.envId, '2026-02-02', { retryInitialSeconds: 1 });
    expect(await h.result()).toMatchObject({ status: 'sent', listed: 1 });
    expect(smtp.refused()).toBeGreaterThanOrEqual(1);
    const history = await h.fetchHistory();
    const started = (history.events ?? []).filter((e) => e.activityTaskStartedEventAttributes);
    expect(started.at(-1)!.activityTaskStartedEventAttributes!.attempt).toBe(2);
    expect(started.at(-1)!.activityTaskStartedEventAttributes!.lastFailure?.message).toMatch(/451|Try again later/);
    expect(smtp.messages.length).toBe(before + 1);

    // Two more runs for the same environment and day, at once: still one mail.
    const [a, b] = await Promise.all([startDigest(o.envId, '2026-02-02'), startDigest(o.envId, '2026-02-02')]);
    expect((await a.result()).status).toBe('already_sent');
    expect((await b.result()).status).toBe('already_sent');
    expect(smtp.messages.length).toBe(before + 1);
  });

  it('schedules follow the settings: the hour is updated, digest=off pauses the schedule, on again resumes it', async () => {
    const o = await org(['digest=on', `digest_recipients=${REVIEWER}`, 'digest_hour_utc=5']);
    const schedule = svc.running.client.schedule.getHandle(digestScheduleId(o.envId));
    await until('the schedule', () => schedule.describe());
    await svc.settings(o.slug, 'test', 'digest_hour_utc=22');
    await until('the new hour', async () => (await schedule.describe()).spec.calendars?.[0]?.hour?.[0]?.start === 22);
    await svc.settings(o.slug, 'test', 'digest=off');
    const paused = await until('the pause', async () => {
      const s = await schedule.describe();
      return s.state.paused ? s : null;
    });
    expect(paused.state.note).toMatch(/digest is off/);
    await svc.settings(o.slug, 'test', 'digest=on');
    await until('the resume', async () => !(await schedule.describe()).state.paused);
  });
});
