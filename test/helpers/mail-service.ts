// The real service wired to real mail servers: a Dovecot mailbox of its own (replies in) and an SMTP capture
// (digests and escalations out), on a task queue of its own, reading the mailbox every second.

import { randomUUID } from 'node:crypto';
import { addUser, imapEnv, testDovecot, type DovecotInstance } from './dovecot';
import { startTestService, type TestService } from './service';
import { startSmtpCapture, type Captured, type SmtpCapture } from './smtp';

export interface MailTestService {
  d: DovecotInstance;
  user: string;
  smtp: SmtpCapture;
  svc: TestService;
  taskQueue: string;
}

export async function startMailTestService(userPrefix: string, env: Record<string, string> = {}): Promise<MailTestService> {
  const d = testDovecot();
  const user = addUser(d.dir, `${userPrefix}-${randomUUID().slice(0, 8)}`);
  const smtp = await startSmtpCapture();
  const taskQueue = `test-${randomUUID()}`;
  const svc = await startTestService({ ...imapEnv(d, user), ...smtp.env(), GATEHOUSE_MAIL_POLL_SECONDS: '1', GATEHOUSE_TASK_QUEUE: taskQueue, ...env });
  return { d, user, smtp, svc, taskQueue };
}

/** A reviewer's reply to a digest, as a mail program writes it: these body lines under the reply's headers. */
export function digestReply(digest: Captured, from: string, body: string[]): string {
  return [
    `From: Ana Reviewer <${from}>`,
    'To: verdicts@gatehouse.test',
    `Subject: Re: ${digest.parsed.subject}`,
    `Message-ID: <reply-${randomUUID()}@example.com>`,
    `In-Reply-To: ${digest.parsed.messageId}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    ...body,
  ].join('\r\n');
}

/** Polls fn until it gives something truthy (errors count as not yet), or fails after timeoutMs. */
export async function until<T>(what: string, fn: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await Promise.resolve()
      .then(fn)
      .catch(() => null);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
