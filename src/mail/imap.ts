// The ingestion mailbox over IMAP (imapflow): one short session per poll. The folders for processed and
// rejected mail are created when missing.

import { ImapFlow } from 'imapflow';
import type { ImapConfig } from './config';

export interface MailboxSession {
  /** The mailbox's UIDVALIDITY: with a UID it names one message for good. */
  uidValidity: string;
  /** The oldest `limit` messages, by UID. */
  list(limit: number): Promise<{ uid: number; size: number }[]>;
  source(uid: number): Promise<Buffer>;
  move(uid: number, folder: string): Promise<void>;
}

export function imapClient(cfg: ImapConfig): ImapFlow {
  const client = new ImapFlow({
    host: cfg.host,
    port: cfg.port,
    secure: cfg.secure,
    auth: { user: cfg.user, pass: cfg.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  // A dropped connection surfaces as a failed command; the event alone must not crash the process.
  client.on('error', () => undefined);
  return client;
}

/** Creates the folders that do not exist yet. */
export async function ensureFolders(client: ImapFlow, folders: string[]): Promise<void> {
  const existing = new Set((await client.list()).map((m) => m.path.toLowerCase()));
  for (const f of folders) {
    // created: false means another reader made it meanwhile: fine.
    if (!existing.has(f.toLowerCase())) await client.mailboxCreate(f);
  }
}

export async function withMailbox<T>(cfg: ImapConfig, fn: (s: MailboxSession) => Promise<T>): Promise<T> {
  const client = imapClient(cfg);
  await client.connect();
  try {
    await ensureFolders(client, [cfg.processedFolder, cfg.rejectedFolder]);
    const lock = await client.getMailboxLock(cfg.mailbox);
    try {
      const box = client.mailbox;
      if (!box) throw new Error(`mailbox ${cfg.mailbox} could not be opened`);
      const session: MailboxSession = {
        uidValidity: String(box.uidValidity),
        async list(limit) {
          if (!client.mailbox || client.mailbox.exists === 0) return [];
          const all = await client.fetchAll('1:*', { uid: true, size: true });
          return all
            .map((m) => ({ uid: m.uid, size: m.size ?? 0 }))
            .sort((a, b) => a.uid - b.uid)
            .slice(0, limit);
        },
        async source(uid) {
          const m = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
          if (!m || !m.source) throw new Error(`message uid ${uid} has no source`);
          return m.source;
        },
        async move(uid, folder) {
          const r = await client.messageMove(String(uid), folder, { uid: true });
          if (r === false) throw new Error(`moving message uid ${uid} to ${folder} failed`);
        },
      };
      return await fn(session);
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}
