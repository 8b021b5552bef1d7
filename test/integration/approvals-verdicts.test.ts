// Approvals follow the latest verdict (issue 25), through every channel against the real service: the API,
// the console (HTTP with a signed-in session) and mailed replies (real Dovecot, real SMTP capture). An
// approved approval is revoked by a later `denied` or `changed` verdict: the record, the receipt signed
// afterwards (checked with the real `gatehouse receipts verify`) and a signed `approval.revoked` webhook say
// so. A refusal stays a refusal: a later `approved` is kept as the review but does not turn the agent's no
// into a yes (the README's rule for an expired approval: the agent was already told no).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { loadConfig } from '../../src/config/config';
import { ingestWorkflowId } from '../../src/runtime/mail';
import { loadMasterKeys } from '../../src/store/codec';
import { approvalWorkflowId, revocationWorkflowId } from '../../src/lib/names';
import { ensureWebhookSecret } from '../../src/store/approvals';
import { findEnv } from '../../src/store/tenants';
import type { sendDigest } from '../../workflows/digest';
import { runCli } from '../helpers/cli';
import { createTestOperator, csrfOf, signedIn, type Browser } from '../helpers/console-http';
import { appendMail, type DovecotInstance } from '../helpers/dovecot';
import { digestReply, startMailTestService, until } from '../helpers/mail-service';
import { call, expectContract, refund, type TestService } from '../helpers/service';
import type { Captured, SmtpCapture } from '../helpers/smtp';
import { webhookReceiver } from '../helpers/webhooks';

const REVIEWER = 'ana@example.com';
type Channel = 'api' | 'console' | 'mail';
type Outcome = 'approved' | 'denied' | 'changed';

let d: DovecotInstance;
let user: string;
let smtp: SmtpCapture;
let svc: TestService;
let taskQueue: string;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let key: string;
let browser: Browser;
let digest: Captured;
let secret: string;
let tmp: string;

const review = async () => {
  const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(900) });
  expect(r.status).toBe(200);
  expect(r.body.approval.status).toBe('pending');
  return r.body.decision_id as string;
};

const get = (id: string) => call(`${svc.url}/v1/decisions/${id}`, { key });

/** One verdict through one channel; resolves once it is recorded (the mail path: once the reply was read). */
async function verdict(channel: Channel, id: string, outcome: Outcome): Promise<void> {
  const note = `${channel}-${randomUUID().slice(0, 6)}`;
  if (channel === 'api') {
    const r = await call(`${svc.url}/v1/decisions/${id}/review`, { key, body: { outcome, reviewer: REVIEWER, note } });
    expect(r.status).toBe(200);
    expectContract(r, 'Review');
    return;
  }
  if (channel === 'console') {
    const page = await browser.get(`/console/test/decisions/${id}`);
    const posted = await browser.post(`/console/test/decisions/${id}/verdict`, { _csrf: csrfOf(page.body), outcome, note });
    expect(posted.status).toBe(303);
    return;
  }
  await appendMail(d, user, digestReply(digest, REVIEWER, [`${id} ${outcome} ${note}`, '']));
  await svc.running.client.workflow.getHandle(ingestWorkflowId(taskQueue)).signal('pollNow');
  await until(`the mailed ${outcome} on ${id}`, async () => (await get(id)).body.review?.note === note);
}

/** Exit code of the real `gatehouse receipts verify` for the decision's receipt as the API signs it now. */
async function verifyNow(id: string): Promise<{ code: number | null; approval: string | null }> {
  const r = await get(id);
  const action = path.join(tmp, `${id}.json`);
  const a = refund(900).action;
  fs.writeFileSync(action, JSON.stringify({ type: a.type, amount: a.amount, currency: a.currency, target: a.target, parameters: null }));
  const v = await runCli(['receipts', 'verify', r.body.receipt, '--action', action, '--jwks', svc.url], { DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL });
  return { code: v.code, approval: v.code === 1 ? null : JSON.parse(v.stdout).claims.approval_status };
}

const events = (id: string, type: string) =>
  hooks.got.filter((g) => g.headers['webhook-id'] === `${type}:${id}`).map((g) => ({ ...(JSON.parse(g.body) as { type: string; data: Record<string, unknown> }), raw: g }));

beforeAll(async () => {
  ({ d, user, smtp, svc, taskQueue } = await startMailTestService('verd', { GATEHOUSE_WEBHOOK_RETRY_INITIAL_MS: '200', GATEHOUSE_WEBHOOK_ALLOW_PRIVATE: 'true' }));
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-verdicts-'));
  hooks = await webhookReceiver(0);
  const op = await createTestOperator(svc);
  key = op.key;
  await svc.settings(op.org, 'test', 'approvals=on', 'digest=on', `digest_recipients=${REVIEWER}`, `webhook_url=${hooks.url}`);
  const envId = (await findEnv(svc.running.db, op.org, 'test'))!.envId;
  // The CLI printed the secret once; the test makes its own when none exists yet, else reads nothing back.
  secret = (await ensureWebhookSecret(svc.running.db, loadMasterKeys(loadConfig()), envId)) ?? '';
  browser = await signedIn(op, svc);
  // One digest gives the reviewer a token for the environment: every reply below answers it.
  await review();
  const before = smtp.messages.length;
  await svc.running.client.workflow.start<typeof sendDigest>('sendDigest', {
    taskQueue,
    workflowId: `digest:${envId}:${randomUUID().slice(0, 6)}`,
    args: [{ envId, day: new Date().toISOString().slice(0, 10), at: new Date(Date.now() + 1000).toISOString() }],
  });
  digest = (await smtp.waitFor(before + 1)).slice(before).find((m) => m.to.includes(REVIEWER))!;
});

afterAll(async () => {
  await hooks?.stop();
  await svc?.stop();
  await smtp?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a pending approval takes the first verdict, from any channel', () => {
  it.each<[Channel, Outcome]>([
    ['api', 'approved'],
    ['console', 'denied'],
    ['mail', 'changed'],
    ['mail', 'approved'],
  ])('%s %s', async (channel, outcome) => {
    const id = await review();
    await verdict(channel, id, outcome);
    const r = await get(id);
    expect(r.body.approval).toMatchObject({ status: outcome, channel });
    expect(r.body.review).toMatchObject({ outcome, channel });
    expect(await verifyNow(id)).toEqual({ code: outcome === 'approved' ? 0 : 3, approval: outcome });
    const resolved = await until('approval.resolved', () => events(id, 'approval.resolved')[0]);
    expect(resolved.data).toMatchObject({ status: outcome, channel });
  });
});

describe('a later denied or changed verdict revokes an approval', () => {
  it.each<[Channel, Channel, Outcome]>([
    ['api', 'api', 'denied'],
    ['api', 'console', 'denied'],
    ['console', 'mail', 'denied'],
    ['mail', 'api', 'changed'],
    ['api', 'console', 'changed'],
  ])('approved by %s, then %s %s', async (first, second, outcome) => {
    const id = await review();
    await verdict(first, id, 'approved');
    expect(await verifyNow(id)).toEqual({ code: 0, approval: 'approved' });
    // The approval run ended resolved (the revocation comes after it, as in the finding).
    expect(await svc.running.client.workflow.getHandle(approvalWorkflowId(id)).result()).toMatchObject({ status: 'approved' });

    await verdict(second, id, outcome);
    const r = await get(id);
    expect(r.status).toBe(200);
    expectContract(r, 'Decision');
    expect(r.body.review).toMatchObject({ outcome, channel: second });
    expect(r.body.approval).toMatchObject({ status: outcome, channel: second, decided_at: expect.any(String) });
    expect(Date.parse(r.body.approval.decided_at)).toBeGreaterThanOrEqual(Date.parse(r.body.review_history[0].created_at));
    // The receipt signed now refuses: genuine and for this action, but it does not permit it (exit 3).
    expect(await verifyNow(id)).toEqual({ code: 3, approval: outcome });

    // The receiver is told with a signed approval.revoked of its own webhook-id, after approval.resolved.
    const revoked = await until('approval.revoked', () => events(id, 'approval.revoked')[0]);
    expect(revoked.data).toMatchObject({ decision_id: id, action_type: 'refund', status: outcome, channel: second });
    expect(new Webhook(secret).verify(revoked.raw.body, revoked.raw.headers as Record<string, string>)).toMatchObject({ type: 'approval.revoked' });
    expect(hooks.got.indexOf(events(id, 'approval.resolved')[0].raw)).toBeLessThan(hooks.got.indexOf(revoked.raw));
    expect(await svc.running.client.workflow.getHandle(revocationWorkflowId(id)).result()).toMatchObject({ status: outcome, webhooks: [{ status: 'delivered' }] });
  });

  it('an approval is revoked even after its expiry time has passed (the receipt would still permit it)', async () => {
    const id = await review();
    await verdict('api', id, 'approved');
    // The approval's time runs out (set in the store: no real wait); approved, it stays approved until revoked.
    await svc.running.db.query("UPDATE approvals SET expires_at = now() - interval '1 second' WHERE decision_id = $1", [id]);
    expect((await get(id)).body.approval.status).toBe('approved');
    expect((await verifyNow(id)).code).toBe(0);
    await verdict('console', id, 'denied');
    expect((await get(id)).body.approval).toMatchObject({ status: 'denied', channel: 'console' });
    expect(await verifyNow(id)).toEqual({ code: 3, approval: 'denied' });
  });

  it('a revoked approval stays revoked: approving again changes the review, not the approval', async () => {
    const id = await review();
    await verdict('api', id, 'approved');
    await verdict('api', id, 'denied');
    await verdict('console', id, 'approved');
    const r = await get(id);
    expect(r.body.review).toMatchObject({ outcome: 'approved', channel: 'console' });
    expect(r.body.approval).toMatchObject({ status: 'denied', channel: 'api' });
    expect(await verifyNow(id)).toEqual({ code: 3, approval: 'denied' });
    await until('approval.revoked', () => events(id, 'approval.revoked')[0]);
    expect(events(id, 'approval.revoked')).toHaveLength(1);
  });
});

describe('a refusal stays a refusal', () => {
  it.each<[Outcome, Channel, Outcome, Channel]>([
    ['denied', 'api', 'approved', 'api'],
    ['denied', 'console', 'approved', 'mail'],
    ['changed', 'mail', 'approved', 'console'],
    ['denied', 'api', 'changed', 'api'],
  ])('%s by %s, then %s by %s: the approval keeps the first refusal', async (o1, c1, o2, c2) => {
    const id = await review();
    await verdict(c1, id, o1);
    await verdict(c2, id, o2);
    const r = await get(id);
    // The review is the latest verdict (SPEC: the latest is the one kept); the approval, the agent's answer, is not turned into a yes.
    expect(r.body.review).toMatchObject({ outcome: o2, channel: c2 });
    expect(r.body.approval).toMatchObject({ status: o1, channel: c1 });
    expect(await verifyNow(id)).toEqual({ code: 3, approval: o1 });
    expect(events(id, 'approval.revoked')).toHaveLength(0);
  });
});

describe('revocations race', () => {
  it('parallel approved and denied verdicts end in one consistent state, and a final denied always wins', async () => {
    const id = await review();
    const outcomes: Outcome[] = ['approved', 'denied', 'approved', 'changed', 'approved', 'denied'];
    await Promise.all(outcomes.map((o) => verdict('api', id, o)));
    await verdict('api', id, 'denied');
    const r = await get(id);
    expect(['denied', 'changed']).toContain(r.body.approval.status);
    expect(r.body.review.outcome).toBe('denied');
    expect((await verifyNow(id)).code).toBe(3);
  });
});
