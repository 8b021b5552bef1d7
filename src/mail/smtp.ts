// Sending over SMTP with nodemailer. One transport per send: digests go out once a day per environment.

import nodemailer from 'nodemailer';
import type { SmtpConfig } from './config';

export interface OutgoingMail {
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers?: Record<string, string>;
}

export type SendMail = (mail: OutgoingMail) => Promise<{ messageId: string; accepted: string[] }>;

export function smtpSender(cfg: SmtpConfig): SendMail {
  return async (mail) => {
    const transport = nodemailer.createTransport({
      host: cfg.host,
      port: cfg.port,
      secure: cfg.secure,
      auth: cfg.user ? { user: cfg.user, pass: cfg.password } : undefined,
      // Bounded: a server that does not answer fails the attempt, and Temporal retries it later.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    try {
      const info = await transport.sendMail({
        from: cfg.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
      });
      // A partial delivery is still a delivery: the digest must not go to the others twice.
      return { messageId: info.messageId, accepted: (info.accepted as (string | { address: string })[]).map((a) => (typeof a === 'string' ? a : a.address)) };
    } finally {
      transport.close();
    }
  };
}
