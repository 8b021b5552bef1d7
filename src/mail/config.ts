// Mail settings of the process, read once from the environment with the rest of the configuration.
// SMTP sends the digests; IMAP reads the replies. Each part is off until its host is given.

import { addressOf } from '../domain/address';

export interface SmtpConfig {
  host: string;
  port: number;
  /** true: TLS from the first byte (usually port 465); false: STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  /** The From header, e.g. `Gatehouse <gatehouse@example.com>`. */
  from: string;
  fromAddress: string;
}

export interface ImapConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
  processedFolder: string;
  rejectedFolder: string;
}

export interface MailConfig {
  smtp?: SmtpConfig;
  imap?: ImapConfig;
  /** The ingestion mailbox's address: the digest's Reply-To. */
  ingestAddress?: string;
  /** Seconds between two reads of the ingestion mailbox. */
  pollSeconds: number;
  /** Seconds between two passes of the digest schedule reconciler. */
  reconcileSeconds: number;
}

type Str = (name: string) => string | undefined;

function bool(str: Str, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = str(name);
  if (raw === undefined) return fallback;
  if (/^(true|1|yes|on)$/i.test(raw)) return true;
  if (/^(false|0|no|off)$/i.test(raw)) return false;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return fallback;
}

function num(str: Str, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = str(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return fallback;
  }
  return n;
}

export function readMailConfig(str: Str, problems: string[]): MailConfig {
  const cfg: MailConfig = {
    pollSeconds: num(str, 'GATEHOUSE_MAIL_POLL_SECONDS', 30, 1, 3600, problems),
    reconcileSeconds: num(str, 'GATEHOUSE_DIGEST_RECONCILE_SECONDS', 60, 1, 3600, problems),
  };
  const ingest = str('GATEHOUSE_INGEST_ADDRESS');
  if (ingest !== undefined) {
    const a = addressOf(ingest);
    if (!a) problems.push('GATEHOUSE_INGEST_ADDRESS must be an e-mail address');
    else cfg.ingestAddress = a;
  }

  const smtpHost = str('SMTP_HOST');
  if (smtpHost) {
    const secure = bool(str, 'SMTP_SECURE', false, problems);
    const from = str('GATEHOUSE_MAIL_FROM');
    const fromAddress = from ? addressOf(from) : null;
    if (!from) problems.push('SMTP_HOST needs GATEHOUSE_MAIL_FROM (e.g. "Gatehouse <gatehouse@example.com>")');
    else if (!fromAddress) problems.push('GATEHOUSE_MAIL_FROM must be an e-mail address, optionally with a name: Name <a@example.com>');
    if (!cfg.ingestAddress && ingest === undefined) problems.push('SMTP_HOST needs GATEHOUSE_INGEST_ADDRESS (the Reply-To of the digest: the mailbox IMAP reads)');
    const user = str('SMTP_USER');
    const password = str('SMTP_PASSWORD');
    if (!!user !== !!password) problems.push('SMTP_USER and SMTP_PASSWORD go together');
    cfg.smtp = {
      host: smtpHost,
      port: num(str, 'SMTP_PORT', secure ? 465 : 587, 1, 65535, problems),
      secure,
      user,
      password,
      from: from ?? '',
      fromAddress: fromAddress ?? '',
    };
  }

  const imapHost = str('IMAP_HOST');
  if (imapHost) {
    const secure = bool(str, 'IMAP_SECURE', true, problems);
    const user = str('IMAP_USER');
    const password = str('IMAP_PASSWORD');
    if (!user || !password) problems.push('IMAP_HOST needs IMAP_USER and IMAP_PASSWORD');
    const folder = (name: string, fallback: string) => {
      const v = str(name) ?? fallback;
      if (v.length > 200 || /[\u0000-\u001f*%]/.test(v)) problems.push(`${name} must be a mailbox name without control characters, * or %`);
      return v;
    };
    cfg.imap = {
      host: imapHost,
      port: num(str, 'IMAP_PORT', secure ? 993 : 143, 1, 65535, problems),
      secure,
      user: user ?? '',
      password: password ?? '',
      mailbox: folder('IMAP_MAILBOX', 'INBOX'),
      processedFolder: folder('IMAP_PROCESSED_FOLDER', 'Processed'),
      rejectedFolder: folder('IMAP_REJECTED_FOLDER', 'Rejected'),
    };
    const names = [cfg.imap.mailbox, cfg.imap.processedFolder, cfg.imap.rejectedFolder].map((n) => n.toLowerCase());
    if (new Set(names).size !== 3) problems.push('IMAP_MAILBOX, IMAP_PROCESSED_FOLDER and IMAP_REJECTED_FOLDER must differ');
  }
  return cfg;
}
