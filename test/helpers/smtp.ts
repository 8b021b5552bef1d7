// A real SMTP server (smtp-server) on a random loopback port that keeps every accepted message in memory,
// and can be told to refuse the next messages with a temporary error (451), as a mail server that is in
// trouble does.

import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Captured {
  from: string;
  to: string[];
  raw: Buffer;
  parsed: ParsedMail;
}

export interface SmtpCapture {
  port: number;
  messages: Captured[];
  /** Refuse the next n messages (DATA answered 451). */
  failNext(n: number): void;
  /** How many messages were refused so far. */
  refused(): number;
  waitFor(count: number, timeoutMs?: number): Promise<Captured[]>;
  env(): Record<string, string>;
  stop(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: Captured[] = [];
  let failing = 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failing > 0) {
          failing--;
          refusedCount++;
          const err = new Error('Try again later') as Error & { responseCode: number };
          err.responseCode = 451;
          callback(err);
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo).port;
  return {
    port,
    messages,
    failNext: (n) => {
      failing = n;
    },
    refused: () => refusedCount,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return messages;
    },
    env: () => ({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_SECURE: 'false',
      GATEHOUSE_MAIL_FROM: 'Gatehouse <gatehouse@gatehouse.test>',
      GATEHOUSE_INGEST_ADDRESS: 'verdicts@gatehouse.test',
    }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
