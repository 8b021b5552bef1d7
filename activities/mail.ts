// All I/O of the mail workflows: the daily digest (SMTP out) and the ingestion mailbox (IMAP in).
// createMailActivities(deps) takes its store, mail configuration, clock and sender, so tests and the
// service wire the same code to their own.

import { ApplicationFailure } from '@temporalio/common';
import type { MailConfig } from '../src/mail/config';
import { whileHeartbeating } from './heartbeat';
import { buildDigest, MAX_DIGEST_ITEMS } from '../src/mail/digest';
import { pollOnce, type OnApprovalMoved, type PollResult } from '../src/mail/ingest';
import { smtpSender, type SendMail } from '../src/mail/smtp';
import { newDigestToken } from '../src/mail/token';
import { errorName, log } from '../src/lib/log';
import { pause } from '../src/lib/timers';
import type { Db } from '../src/store/db';
import { addToken, claimDigest, getDigest, mailEnv, markDigestSent, pruneMail, releaseDigest, waitingDecisions } from '../src/store/mail';
import { showShadow } from '../src/store/shadow';

export interface MailActivityDeps {
  db: Db;
  mail: MailConfig;
  now?: () => Date;
  /** The SMTP sender; by default nodemailer with mail.smtp. */
  send?: SendMail;
  /** Wakes the approval run of a decision whose approval a mailed verdict resolved (or announces a revocation). */
  onApprovalMoved?: OnApprovalMoved;
}

export type DigestResult =
  | { status: 'sent'; listed: number; total: number; messageId: string }
  | { status: 'already_sent'; messageId: string | null }
  | { status: 'empty' }
  | { status: 'disabled' };

/** A send attempt holds the day's digest this long; a crashed attempt's hold lapses after it. */
const CLAIM_MS = 5 * 60_000;
/** How often a mailbox pass heartbeats; its heartbeat timeout (workflows/ingest.ts) is a few of these. */
export const MAIL_HEARTBEAT_MS = 2_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The shadow's running report for the digest; a failure to read it leaves the digest without it. */
async function digestShadow(db: Db, envId: string) {
  try {
    const view = await showShadow(db, envId);
    return view.shadow && view.report ? { id: view.shadow.id, setAt: view.shadow.set_at, report: view.report } : null;
  } catch (err) {
    log.warn('the shadow report could not be read for the digest', { error: errorName(err) });
    return null;
  }
}

export function createMailActivities(deps: MailActivityDeps) {
  const now = deps.now ?? (() => new Date());
  const send = deps.send ?? (deps.mail.smtp ? smtpSender(deps.mail.smtp) : undefined);

  return {
    /**
     * The environment's digest for `day`: the decisions of the 24 hours before `at` that still wait for a
     * verdict. Sent at most once per environment and day (the mail_digests row); nothing is sent when nothing
     * waits. A failed send throws, and Temporal retries it with backoff.
     */
    async deliverDigest(input: { envId: string; day: string; at: string }): Promise<DigestResult> {
      if (!DAY.test(input.day) || Number.isNaN(Date.parse(input.at))) throw ApplicationFailure.nonRetryable('day must be YYYY-MM-DD and at an ISO time');
      const env = await mailEnv(deps.db, input.envId);
      if (!env || env.settings.digest !== 'on' || !env.settings.digest_recipients) return { status: 'disabled' };
      if (!send || !deps.mail.smtp || !deps.mail.ingestAddress) {
        throw ApplicationFailure.nonRetryable('SMTP is not configured in this worker (SMTP_HOST, GATEHOUSE_MAIL_FROM, GATEHOUSE_INGEST_ADDRESS)');
      }
      const prior = await getDigest(deps.db, input.envId, input.day);
      if (prior?.status === 'sent') return { status: 'already_sent', messageId: prior.messageId };

      const to = new Date(input.at);
      const from = new Date(to.getTime() - 86_400_000);
      const { items, total } = await waitingDecisions(deps.db, input.envId, from, to, MAX_DIGEST_ITEMS);
      if (total === 0) return { status: 'empty' };

      const claim = await claimDigest(deps.db, input.envId, input.day, { from, to }, CLAIM_MS);
      if (claim === 'sent') return { status: 'already_sent', messageId: (await getDigest(deps.db, input.envId, input.day))?.messageId ?? null };
      if (claim === 'busy') throw ApplicationFailure.retryable('another attempt is sending this digest right now', 'DigestBusy');

      const messageId = `<digest.${input.envId}.${input.day}@${deps.mail.smtp.fromAddress.split('@')[1]}>`;
      try {
        // A fresh token per attempt: whichever copy arrives, its token is valid.
        const token = newDigestToken();
        await addToken(deps.db, input.envId, input.day, token, now());
        const mail = buildDigest({
          orgSlug: env.orgSlug,
          envKind: env.kind,
          day: input.day,
          windowStart: from.toISOString(),
          windowEnd: to.toISOString(),
          items,
          total,
          token,
          replyTo: deps.mail.ingestAddress,
          shadow: await digestShadow(deps.db, input.envId),
        });
        const recipients = env.settings.digest_recipients.split(',');
        await send({
          to: recipients,
          replyTo: deps.mail.ingestAddress,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId,
          headers: { 'Auto-Submitted': 'auto-generated', 'X-Gatehouse-Digest': `${input.envId}/${input.day}` },
        });
      } catch (err) {
        await releaseDigest(deps.db, input.envId, input.day).catch(() => undefined);
        log.warn('digest send failed; Temporal retries it', { env_id: input.envId, day: input.day, error: errorName(err) });
        throw err;
      }
      // Sent: record it, trying hard, since a digest recorded as unsent would go out again after the claim lapses.
      for (let attempt = 1; ; attempt++) {
        try {
          await markDigestSent(deps.db, input.envId, input.day, messageId, items.length);
          break;
        } catch (err) {
          if (attempt >= 5) throw ApplicationFailure.nonRetryable(`digest sent but not recorded: ${errorName(err)}`);
          await pause(attempt * 500);
        }
      }
      await pruneMail(deps.db, now()).catch(() => undefined);
      log.info('digest sent', { env_id: input.envId, day: input.day, listed: items.length, total });
      return { status: 'sent', listed: items.length, total, messageId };
    },

    /** One pass over the ingestion mailbox. `disabled` when this worker has no IMAP settings: the workflow ends. */
    async pollMailbox(): Promise<PollResult & { disabled: boolean; nextPollSeconds: number }> {
      const nextPollSeconds = deps.mail.pollSeconds;
      if (!deps.mail.imap) return { processed: 0, rejected: 0, verdicts: 0, disabled: true, nextPollSeconds };
      // Heartbeats while it reads: a pass on a worker that died is retried after the heartbeat timeout
      // (workflows/ingest.ts), not after its whole two minutes.
      const imap = deps.mail.imap;
      const r = await whileHeartbeating(MAIL_HEARTBEAT_MS, () => pollOnce({ db: deps.db, now, onApprovalMoved: deps.onApprovalMoved }, imap));
      return { ...r, disabled: false, nextPollSeconds };
    },
  };
}
