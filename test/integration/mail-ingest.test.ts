// Replies read from a real IMAP server (Dovecot) by the running service's ingestion workflow: who may
// answer, with which token, about which decisions; replays, malformed mail, and an IMAP server restart.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newDigestToken } from '../../src/mail/token';
import { ingestWorkflowId } from '../../src/runtime/mail';
import { addToken, pruneMail } from '../../src/store/mail';
import { findEnv } from '../../src/store/tenants';
import { addUser, appendMail, folderCount, imapEnv, startDovecot, stopDovecot, testDovecot, type DovecotInstance } from '../helpers/dovecot';
import { freePort } from '../helpers/infra';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

const REVIEWER = 'ana@example.com';
const today = () => new Date().toISOString().slice(0, 10);

interface Org {
  slug: string;
  key: string;
  envId: string;
  token: string;
}

let d: DovecotInstance;
let user: string;
let svc: TestService;
let taskQueue: string;

async function newOrg(recipients = REVIEWER): Promise<Org> {
  const slug = uniqueOrg('mail');
  const key = await svc.key(slug);
  await svc.settings(slug, 'test', `digest_recipients=${recipients}`);
  const envId = (await findEnv(svc.running.db, slug, 'test'))!.envId;
  const token = newDigestToken();
  await addToken(svc.running.db, envId, today(), token, new Date());
  return { slug, key, envId, token };
}

async function decide(o: Org, amount = 900): Promise<string> {
  const r = await call(`${svc.url}/v1/gate/evaluate`, { key: o.key, body: refund(amount) });
  expect(r.status).toBe(200);
  return r.body.decision_id;
}

function mail(opts: { from?: string; subject?: string; body: string; messageId?: string; headers?: string[] }): { raw: string; messageId: string } {
  const messageId = opts.messageId ?? `<${randomUUID()}@example.com>`;
  const raw = [
    `From: ${opts.from ?? `Ana Reviewer <${REVIEWER}>`}`,
    'To: verdicts@gatehouse.test',
    `Subject: ${opts.subject ?? 'Re: Gatehouse digest'}`,
    `Message-ID: ${messageId}`,
    'Date: Sat, 31 Jan 2026 08:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    ...(opts.headers ?? []),
    '',
    opts.body,
    '',
  ].join('\r\n');
  return { raw, messageId };
}

async function ingested(messageKey: string, timeoutMs = 60_000): Promise<{ status: string; reason: string | null; verdicts: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await svc.running.db.query('SELECT status, reason, verdicts FROM mail_ingested WHERE message_key = $1', [messageKey]);
    if (rows.length) return rows[0];
    if (Date.now() > deadline) throw new Error(`mail ${messageKey} was not read within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function pollNow(): Promise<void> {
  await svc.running.client.workflow.getHandle(ingestWorkflowId(taskQueue)).signal('pollNow').catch(() => undefined);
}

/** Delivers the mail, nudges the reader, and waits until the mail was decided. */
async function deliver(m: { raw: string; messageId: string }, key = m.messageId) {
  await appendMail(d, user, m.raw);
  await pollNow();
  return ingested(key);
}

async function verdicts(decisionId: string): Promise<{ outcome: string; reviewer: string; note: string | null; channel: string }[]> {
  const { rows } = await svc.running.db.query('SELECT outcome, reviewer, note, channel FROM reviews WHERE decision_id = $1 ORDER BY id', [decisionId]);
  return rows;
}

beforeAll(async () => {
  d = testDovecot();
  user = addUser(d.dir, `ingest-${randomUUID().slice(0, 8)}`);
  taskQueue = `test-${randomUUID()}`;
  svc = await startTestService({ ...imapEnv(d, user), GATEHOUSE_MAIL_POLL_SECONDS: '1', GATEHOUSE_TASK_QUEUE: taskQueue });
});

afterAll(async () => {
  await svc?.stop();
});

describe('mail ingestion', () => {
  it('records every verdict line of a reviewer\'s reply (reviewer = sender, channel mail), ignoring quoted text and the signature', async () => {
    const o = await newOrg();
    const [a, b, c] = [await decide(o), await decide(o, 40), await decide(o)];
    const m = mail({
      subject: `Re: Gatehouse digest ${o.slug}/test [${o.token}]`,
      body: [`${a} approved refunded after checking the photos`, `${b} DENIED`, '', 'Thanks,', '-- ', 'Ana', `${c} approved`, '', `> ${c} denied`].join('\r\n'),
    });
    expect(await deliver(m)).toEqual({ status: 'processed', reason: null, verdicts: 2 });
    expect(await verdicts(a)).toEqual([{ outcome: 'approved', reviewer: REVIEWER, note: 'refunded after checking the photos', channel: 'mail' }]);
    expect(await verdicts(b)).toEqual([{ outcome: 'denied', reviewer: REVIEWER, note: null, channel: 'mail' }]);
    expect(await verdicts(c)).toEqual([]);
    const shown = await call(`${svc.url}/v1/decisions/${a}`, { key: o.key });
    expect(shown.body.review).toMatchObject({ outcome: 'approved', reviewer: REVIEWER });
    expect(await folderCount(d, user, 'Processed')).toBeGreaterThanOrEqual(1);
  });

  it('the token may sit in the quoted digest instead of the subject; the sender is matched case-insensitively', async () => {
    const o = await newOrg('Ana@Example.com');
    const a = await decide(o);
    const m = mail({ from: 'ANA@EXAMPLE.COM', subject: 'Re: your digest', body: `${a} changed refunded 450 instead\r\n\r\nOn Sat, Gatehouse wrote:\r\n> Digest token: ${o.token}` });
    expect(await deliver(m)).toMatchObject({ status: 'processed', verdicts: 1 });
    expect(await verdicts(a)).toEqual([{ outcome: 'changed', reviewer: REVIEWER, note: 'refunded 450 instead', channel: 'mail' }]);
  });

  it.each([
    ['a spoofed sender', 'unknown_sender', (o: Org, id: string) => mail({ from: 'Mallory <mallory@evil.test>', subject: `Re: [${o.token}]`, body: `${id} approved` })],
    ['two senders in From', 'unknown_sender', (o: Org, id: string) => mail({ from: `${REVIEWER}, mallory@evil.test`, subject: `Re: [${o.token}]`, body: `${id} approved` })],
    ['a token never issued', 'bad_token', (_o: Org, id: string) => mail({ subject: `Re: [${newDigestToken()}]`, body: `${id} approved` })],
    ['no token at all', 'no_token', (_o: Org, id: string) => mail({ subject: 'Re: digest', body: `${id} approved` })],
    ['no verdict line', 'no_verdict', (o: Org) => mail({ subject: `Re: [${o.token}]`, body: 'Looks fine to me.' })],
    ['a malformed verdict line', 'malformed_verdict', (o: Org, id: string) => mail({ subject: `Re: [${o.token}]`, body: `${id} approve\r\n` })],
    ['an unknown decision', 'unknown_decision', (o: Org) => mail({ subject: `Re: [${o.token}]`, body: 'dec_01JZZZZZZZZZZZZZZZZZZZZZZZ approved' })],
    ['an out-of-office auto-reply', 'auto_reply', (o: Org, id: string) => mail({ subject: `Re: [${o.token}]`, body: `${id} approved`, headers: ['Auto-Submitted: auto-replied'] })],
  ])('rejects %s (%s): nothing recorded, mail moved to Rejected', async (_name, reason, make) => {
    const o = await newOrg();
    const id = await decide(o);
    const before = await folderCount(d, user, 'Rejected');
    expect(await deliver(make(o, id))).toEqual({ status: 'rejected', reason, verdicts: 0 });
    expect(await verdicts(id)).toEqual([]);
    expect(await folderCount(d, user, 'Rejected')).toBe(before + 1);
  });

  it('rejects an expired token (issued 8 days ago) and a decision of another environment, applying nothing of the mail', async () => {
    const o = await newOrg();
    const id = await decide(o);
    const old = newDigestToken();
    await addToken(svc.running.db, o.envId, '2026-01-01', old, new Date(Date.now() - 8 * 86_400_000));
    expect(await deliver(mail({ subject: `Re: [${old}]`, body: `${id} approved` }))).toMatchObject({ status: 'rejected', reason: 'expired_token' });

    // Pruning (after each digest sent, by any environment) keeps an expired token 30 days, so the late reply is
    // still told its token expired; one expired longer ago is forgotten and reads as never issued.
    const forgotten = newDigestToken();
    await addToken(svc.running.db, o.envId, '2025-12-01', forgotten, new Date(Date.now() - 38 * 86_400_000));
    await pruneMail(svc.running.db, new Date());
    expect(await deliver(mail({ subject: `Re: [${old}]`, body: `${id} approved` }))).toMatchObject({ status: 'rejected', reason: 'expired_token' });
    expect(await deliver(mail({ subject: `Re: [${forgotten}]`, body: `${id} approved` }))).toMatchObject({ status: 'rejected', reason: 'bad_token' });

    // The other environment's token and reviewer, but one line names a decision of the first: all refused.
    const other = await newOrg();
    const own = await decide(other);
    expect(await deliver(mail({ subject: `Re: [${other.token}]`, body: `${own} approved\r\n${id} approved` }))).toMatchObject({
      status: 'rejected',
      reason: 'foreign_decision',
    });
    expect(await verdicts(own)).toEqual([]);
    expect(await verdicts(id)).toEqual([]);
  });

  it('never applies a mail twice: the same Message-ID again is rejected as replayed', async () => {
    const o = await newOrg();
    const id = await decide(o);
    const m = mail({ subject: `Re: [${o.token}]`, body: `${id} approved` });
    expect(await deliver(m)).toMatchObject({ status: 'processed', verdicts: 1 });
    const rejected = await folderCount(d, user, 'Rejected');
    await appendMail(d, user, m.raw);
    await pollNow();
    const deadline = Date.now() + 15_000;
    while ((await folderCount(d, user, 'Rejected')) === rejected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await folderCount(d, user, 'Rejected')).toBe(rejected + 1);
    expect(await verdicts(id)).toHaveLength(1);
  });

  it('rejects malformed mail: no headers, binary garbage, a broken MIME structure', async () => {
    const o = await newOrg();
    const id = await decide(o);
    const garbage = Buffer.concat([Buffer.from('\x00\x01\x02'), Buffer.from(randomUUID()), Buffer.from([0xff, 0xfe, 0x00])]);
    await appendMail(d, user, garbage);
    const broken = [
      `From: ${REVIEWER}`,
      `Subject: Re: [${o.token}]`,
      `Message-ID: <broken-${randomUUID()}@example.com>`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="never-closed"',
      '',
      '--never-closed',
      'Content-Type: application/octet-stream',
      'Content-Transfer-Encoding: base64',
      '',
      '!!!not base64!!!',
    ].join('\r\n');
    const brokenId = /Message-ID: (<[^>]+>)/.exec(broken)![1];
    await appendMail(d, user, broken);
    await pollNow();
    expect(await ingested(brokenId)).toEqual({ status: 'rejected', reason: 'no_verdict', verdicts: 0 });
    const { rows } = await svc.running.db.query(`SELECT reason FROM mail_ingested WHERE message_key LIKE 'sha256:%' ORDER BY created_at DESC LIMIT 1`);
    expect(rows[0].reason).toBe('no_token');
    expect(await verdicts(id)).toEqual([]);
  });
});

describe('mail ingestion across an IMAP server restart', () => {
  let own: DovecotInstance;
  let ownUser: string;
  let svc2: TestService;
  let tq2: string;
  let dir: string;

  beforeAll(async () => {
    // An instance of its own, so that restarting it disturbs no other test.
    dir = fs.mkdtempSync(path.join(process.env.GATEHOUSE_TEST_DOVECOT_DIR ? path.dirname(process.env.GATEHOUSE_TEST_DOVECOT_DIR) : os.tmpdir(), 'dovecot-restart-'));
    fs.chmodSync(dir, 0o755);
    own = await startDovecot(dir, await freePort());
    ownUser = addUser(dir, 'restart');
    tq2 = `test-${randomUUID()}`;
    svc2 = await startTestService({ ...imapEnv(own, ownUser), GATEHOUSE_MAIL_POLL_SECONDS: '1', GATEHOUSE_TASK_QUEUE: tq2 });
  });

  afterAll(async () => {
    await svc2?.stop();
    await stopDovecot(dir);
  });

  it('keeps reading after the server was down, and continues as new instead of growing its history', async () => {
    const client = svc2.running.client;
    const id = ingestWorkflowId(tq2);
    // A run that continues as new after every 2 passes (the service's own one does after 200).
    await client.workflow.getHandle(id).terminate('test: shorter runs');
    await client.workflow.start('ingestMail', { workflowId: id, taskQueue: tq2, args: [{ passesPerRun: 2 }] });
    const firstRun = (await client.workflow.getHandle(id).describe()).runId;

    const slug = uniqueOrg('restart');
    const key = await svc2.key(slug);
    await svc2.settings(slug, 'test', `digest_recipients=${REVIEWER}`);
    const envId = (await findEnv(svc2.running.db, slug, 'test'))!.envId;
    const token = newDigestToken();
    await addToken(svc2.running.db, envId, today(), token, new Date());
    const r = await call(`${svc2.url}/v1/gate/evaluate`, { key, body: refund(900) });

    await stopDovecot(dir);
    await new Promise((res) => setTimeout(res, 2500)); // polls fail meanwhile; Temporal retries them
    await startDovecot(dir);
    const m = mail({ subject: `Re: [${token}]`, body: `${r.body.decision_id} denied not during an outage` });
    await appendMail(own, ownUser, m.raw);
    const deadline = Date.now() + 20_000;
    let rows: { outcome: string }[] = [];
    while (rows.length === 0 && Date.now() < deadline) {
      await client.workflow.getHandle(id).signal('pollNow').catch(() => undefined);
      rows = (await svc2.running.db.query('SELECT outcome FROM reviews WHERE decision_id = $1', [r.body.decision_id])).rows;
      await new Promise((res) => setTimeout(res, 250));
    }
    expect(rows).toEqual([{ outcome: 'denied' }]);
    // The reply may be read in the first run's own passes: it continues as new after its second pass, so
    // poll until that has happened (or the deadline) rather than expect it at the moment the reply lands.
    let now = await client.workflow.getHandle(id).describe();
    const continued = Date.now() + 20_000;
    while (now.runId === firstRun && Date.now() < continued) {
      await client.workflow.getHandle(id).signal('pollNow').catch(() => undefined);
      await new Promise((res) => setTimeout(res, 250));
      now = await client.workflow.getHandle(id).describe();
    }
    expect(now.status.name).toBe('RUNNING');
    expect(now.runId).not.toBe(firstRun);
  });
});
