// All I/O of the approval workflow (workflows/approval.ts): settling the approval row, the escalation mail
// of an expired approval, and webhook deliveries. createApprovalActivities(deps) takes its store, master
// keys (the webhook secret is kept wrapped), mail configuration and sender, so tests and the service wire
// the same code to their own.

import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { Webhook } from 'standardwebhooks';
import type { WEBHOOK_EVENT_TYPES } from '../src/contract/schemas';
import { forbiddenAddressReason, forbiddenHostReason } from '../src/domain/addresses';
import type { Approval } from '../src/domain/types';
import type { MailConfig } from '../src/mail/config';
import { esc } from '../src/mail/digest';
import { smtpSender, type SendMail } from '../src/mail/smtp';
import type { MasterKeys } from '../src/store/codec';
import { errorName, log } from '../src/lib/log';
import { timeoutSignal } from '../src/lib/timers';
import { claimEscalation, markEscalated, releaseEscalation, settleApproval, webhookSecret } from '../src/store/approvals';
import type { Db } from '../src/store/db';
import { mailEnv } from '../src/store/mail';

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** One event as posted: the body is {type, timestamp, data}; `id` is the webhook-id, the same on every attempt. */
export interface WebhookEvent {
  envId: string;
  id: string;
  type: WebhookEventType;
  timestamp: string;
  data: Record<string, unknown>;
}

export type WebhookResult = { type: WebhookEventType; status: 'delivered'; httpStatus: number } | { type: WebhookEventType; status: 'skipped' | 'failed'; reason?: string };

export type EscalationResult = 'sent' | 'already_sent' | 'no_address' | 'no_smtp';

/** One attempt's limit: a receiver that does not answer in time is retried later. */
export const WEBHOOK_ATTEMPT_MS = 10_000;
/** An escalation send holds its claim this long; a crashed attempt's claim lapses after it. */
const ESCALATION_CLAIM_MS = 5 * 60_000;

export interface ApprovalActivityDeps {
  db: Db;
  masters: MasterKeys;
  mail: MailConfig;
  /** The SMTP sender; by default nodemailer with mail.smtp. */
  send?: SendMail;
  /** GATEHOUSE_WEBHOOK_ALLOW_PRIVATE: deliver to loopback, private, link-local and metadata addresses too. */
  allowPrivateWebhooks?: boolean;
}

/** A webhook host that is, or resolves to, an address webhooks must not reach. */
export class AddressRefused extends Error {
  override name = 'AddressRefused';
}

/**
 * dns.lookup that fails the connection when any address the name resolves to is refused: the address checked
 * is the address connected to (no second resolution a rebinding name could answer differently).
 */
const refusingLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const refused = addresses.map((a) => forbiddenAddressReason(a.address)).find((r) => r !== null);
    if (refused || addresses.length === 0) return callback(new AddressRefused(refused ?? `${hostname} has no address`), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/** One POST of a webhook (no redirects followed): the receiver's HTTP status. */
export function postWebhook(url: string, headers: Record<string, string>, body: string, signal: AbortSignal, allowPrivate: boolean): Promise<number> {
  const u = new URL(url);
  // An address literal is connected to without a lookup: it is checked here.
  const literal = allowPrivate ? null : forbiddenHostReason(u.hostname);
  if (literal) return Promise.reject(new AddressRefused(literal));
  return new Promise((resolve, reject) => {
    const req = (u.protocol === 'https:' ? https : http).request(
      u,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, signal, lookup: allowPrivate ? undefined : refusingLookup },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

export function createApprovalActivities(deps: ApprovalActivityDeps) {
  const send = deps.send ?? (deps.mail.smtp ? smtpSender(deps.mail.smtp) : undefined);

  return {
    /** The approval row once the workflow wakes; `expire` (the timer fired) turns a pending one into expired. */
    async settleApproval(input: { envId: string; decisionId: string; expire: boolean }): Promise<{ approval: Approval | null; expiredNow: boolean }> {
      return settleApproval(deps.db, input.envId, input.decisionId, input.expire);
    },

    /**
     * The one mail telling the environment's escalation address that an approval expired unanswered. Claimed
     * in the approval row before the send and marked after it, so a retried attempt sends nothing twice; the
     * Message-ID is the approval's own, so even a send whose mark was lost reads as the same mail.
     */
    async escalateApproval(input: { envId: string; decisionId: string; expiresAt: string; actionType: string | null }): Promise<EscalationResult> {
      const env = await mailEnv(deps.db, input.envId);
      const to = env?.settings.escalation_address;
      if (!env || !to) return 'no_address';
      if (!send || !deps.mail.smtp) {
        log.warn('an approval expired but SMTP is not configured in this worker: no escalation mail', { env_id: input.envId, decision_id: input.decisionId });
        return 'no_smtp';
      }
      const claim = await claimEscalation(deps.db, input.envId, input.decisionId, ESCALATION_CLAIM_MS);
      if (claim === 'sent') return 'already_sent';
      if (claim === 'busy') throw ApplicationFailure.retryable('another attempt is sending this escalation right now', 'EscalationBusy');
      const what = input.actionType ?? 'an action';
      const line = `Decision ${input.decisionId} (${what}, ${env.orgSlug}/${env.kind}) waited for a verdict until ${input.expiresAt} and expired unanswered: it counts as denied, and the agent was told so.`;
      try {
        await send({
          to: to.split(','),
          replyTo: deps.mail.ingestAddress ?? deps.mail.smtp.fromAddress,
          subject: `Gatehouse: an approval expired unanswered (${what})`,
          text: `${line}\n\nA verdict given now is recorded for the agreement report but no longer releases the action.\n`,
          html: `<p>${esc(line)}</p><p>A verdict given now is recorded for the agreement report but no longer releases the action.</p>`,
          messageId: `<approval.${input.decisionId}@${deps.mail.smtp.fromAddress.split('@')[1]}>`,
          headers: { 'Auto-Submitted': 'auto-generated', 'X-Gatehouse-Approval': input.decisionId },
        });
      } catch (err) {
        await releaseEscalation(deps.db, input.envId, input.decisionId).catch(() => undefined);
        log.warn('escalation mail failed; Temporal retries it', { env_id: input.envId, decision_id: input.decisionId, error: errorName(err) });
        throw err;
      }
      await markEscalated(deps.db, input.envId, input.decisionId);
      log.info('escalation mail sent', { env_id: input.envId, decision_id: input.decisionId });
      return 'sent';
    },

    /**
     * One delivery attempt of a webhook event to the environment's webhook_url, signed per Standard Webhooks
     * with the environment's secret (webhook-id stable across attempts, webhook-timestamp of this attempt).
     * A non-2xx answer, a timeout or a network error fails the attempt and Temporal retries it. Redirects are
     * not followed (a 3xx is a failure). Nothing of the request or the answer is logged.
     */
    async deliverWebhook(event: WebhookEvent): Promise<WebhookResult> {
      const env = await mailEnv(deps.db, event.envId);
      const url = env?.settings.webhook_url;
      if (!url) return { type: event.type, status: 'skipped', reason: 'no webhook_url' };
      const secret = await webhookSecret(deps.db, deps.masters, event.envId);
      if (!secret) {
        log.warn('webhook_url is set but the environment has no signing secret here; set webhook_url again to make one', { env_id: event.envId });
        return { type: event.type, status: 'skipped', reason: 'no signing secret' };
      }
      const body = JSON.stringify({ type: event.type, timestamp: event.timestamp, data: event.data });
      const at = new Date();
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'Gatehouse-Webhooks/1',
        'webhook-id': event.id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(event.id, at, body),
      };
      const attempt = Context.current().info.attempt;
      let status: number;
      const limit = timeoutSignal(WEBHOOK_ATTEMPT_MS, Context.current().cancellationSignal);
      try {
        status = await postWebhook(url, headers, body, limit.signal, deps.allowPrivateWebhooks ?? false);
      } catch (err) {
        if (err instanceof AddressRefused) {
          // A setting problem, not a passing one: no retries. The reason names the address, never the request.
          log.warn('webhook refused: its host is this machine, a private network or a metadata service (GATEHOUSE_WEBHOOK_ALLOW_PRIVATE allows it)', {
            env_id: event.envId,
            type: event.type,
            reason: err.message,
          });
          throw ApplicationFailure.nonRetryable(`webhook_url refused: ${err.message}`, 'WebhookAddressRefused');
        }
        log.warn('webhook delivery failed; Temporal retries it', { env_id: event.envId, type: event.type, attempt, error: err instanceof Error ? err.name : 'Error' });
        throw ApplicationFailure.retryable(`webhook receiver unreachable (${err instanceof Error ? err.name : 'Error'})`, 'WebhookUnreachable');
      } finally {
        limit.clear();
      }
      if (status < 200 || status > 299) {
        log.warn('webhook receiver refused the event; Temporal retries it', { env_id: event.envId, type: event.type, attempt, http_status: status });
        throw ApplicationFailure.retryable(`webhook receiver answered ${status}`, 'WebhookRejected');
      }
      return { type: event.type, status: 'delivered', httpStatus: status };
    },
  };
}
