// Reading the ingestion mailbox: each mail is either applied whole (every verdict line recorded, channel
// mail, reviewer = the sender) and moved to the processed folder, or rejected whole with a reason and moved
// to the rejected folder. A mail is remembered by its Message-ID before its move, in the same transaction as
// its verdicts, so that no mail is ever applied twice: not after a crash between the two steps, not when the
// same mail arrives again.

import { createHash } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { scrubText } from '../domain/text';
import { errorName, log } from '../lib/log';
import { inTransaction, type Db } from '../store/db';
import { recordVerdict, type VerdictMoves } from '../store/decisions';
import { decisionEnvs, findIngested, lookupTokens, mailEnv, recordIngested } from '../store/mail';
import { isMailAddress, normalizeAddress } from '../domain/address';
import type { ImapConfig } from './config';
import { withMailbox, type MailboxSession } from './imap';
import { parseVerdicts, type VerdictLine } from './reply';
import { findTokens } from './token';

/** Told after a committed verdict resolved or revoked a decision's approval (ApprovalRuns.afterVerdict). */
export type OnApprovalMoved = (decisionId: string, envId: string, moved: VerdictMoves) => Promise<void>;

export const MAX_MAIL_BYTES = 1_000_000;
/** Mails read per poll; the rest wait for the next one. */
export const POLL_BATCH = 50;

export type RejectReason =
  | 'unparseable'
  | 'too_large'
  | 'replayed'
  | 'auto_reply'
  | 'no_token'
  | 'bad_token'
  | 'expired_token'
  | 'ambiguous_token'
  | 'unknown_sender'
  | 'no_verdict'
  | 'malformed_verdict'
  | 'unknown_decision'
  | 'foreign_decision';

export type MailOutcome =
  | { status: 'processed'; envId: string; verdicts: number; resumed?: boolean }
  | { status: 'rejected'; reason: RejectReason; envId?: string; resumed?: boolean };

export interface IngestDeps {
  db: Db;
  now: () => Date;
  /** Told, after the mail's verdicts are committed, of each decision whose approval one of them resolved or revoked. */
  onApprovalMoved?: OnApprovalMoved;
}

async function parse(source: Buffer): Promise<ParsedMail | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      simpleParser(source, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true }),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), 10_000);
      }),
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The single sender address of From; null when there is none, several, or a group. */
export function senderOf(mail: Pick<ParsedMail, 'from'>): string | null {
  const list = mail.from?.value ?? [];
  if (list.length !== 1 || list[0].group || !list[0].address) return null;
  const a = list[0].address.trim();
  return isMailAddress(a) ? normalizeAddress(a) : null;
}

const headerText = (mail: ParsedMail, name: string): string | null => {
  const v = mail.headers.get(name);
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && 'value' in v && typeof v.value === 'string') return v.value;
  return String(v);
};

type Judged = { ok: true; envId: string; sender: string; verdicts: VerdictLine[] } | { ok: false; reason: RejectReason; envId?: string; sender: string | null };

/** Who may say what: token, sender, verdict lines, decisions, in that order. */
async function judge(deps: IngestDeps, mail: ParsedMail): Promise<Judged> {
  const sender = senderOf(mail);
  const auto = headerText(mail, 'auto-submitted');
  if (auto && !/^no\b/i.test(auto.trim())) return { ok: false, reason: 'auto_reply', sender };

  const tokens = findTokens(mail.subject, mail.text);
  if (tokens.length === 0) return { ok: false, reason: 'no_token', sender };
  const known = await lookupTokens(deps.db, tokens);
  if (known.length === 0) return { ok: false, reason: 'bad_token', sender };
  const now = deps.now().getTime();
  const valid = known.filter((t) => t.expiresAt.getTime() > now);
  if (valid.length === 0) return { ok: false, reason: 'expired_token', envId: known[0].envId, sender };
  const envIds = [...new Set(valid.map((t) => t.envId))];
  if (envIds.length > 1) return { ok: false, reason: 'ambiguous_token', sender };
  const envId = envIds[0];

  const env = await mailEnv(deps.db, envId);
  const reviewers = (env?.settings.digest_recipients ?? '').split(',').filter(Boolean);
  if (!sender || !reviewers.includes(sender)) return { ok: false, reason: 'unknown_sender', envId, sender };

  // The body is prose Gatehouse only reads: a NUL or a lone surrogate in it becomes U+FFFD (src/domain/text.ts).
  const parsed = parseVerdicts(scrubText(mail.text ?? ''));
  if (!parsed.ok) return { ok: false, reason: parsed.reason, envId, sender };

  const where = await decisionEnvs(deps.db, [...new Set(parsed.verdicts.map((v) => v.decisionId))]);
  for (const v of parsed.verdicts) {
    const owner = where.get(v.decisionId);
    if (owner === undefined) return { ok: false, reason: 'unknown_decision', envId, sender };
    if (owner !== envId) return { ok: false, reason: 'foreign_decision', envId, sender };
  }
  return { ok: true, envId, sender, verdicts: parsed.verdicts };
}

/** Message-ID, or when a mail has none, the hash of its bytes. */
export function messageKey(mail: Pick<ParsedMail, 'messageId'> | null, source: Buffer): string {
  const id = mail?.messageId?.trim();
  if (id) return scrubText(id.slice(0, 998));
  return `sha256:${createHash('sha256').update(source).digest('hex')}`;
}

/** Decides one mail and records the outcome; the caller moves it to the folder that goes with the status. */
export async function ingestOne(deps: IngestDeps, msg: { uid: number; uidValidity: string; source: Buffer }): Promise<MailOutcome> {
  const mail = await parse(msg.source);
  const key = messageKey(mail, msg.source);

  const seen = await findIngested(deps.db, key);
  if (seen) {
    // The same message, not moved yet (the process stopped between recording and moving): finish the move.
    if (seen.uidValidity === msg.uidValidity && seen.uid === msg.uid) {
      return seen.status === 'processed'
        ? { status: 'processed', envId: '', verdicts: 0, resumed: true }
        : { status: 'rejected', reason: (seen.reason ?? 'replayed') as RejectReason, resumed: true };
    }
    return { status: 'rejected', reason: 'replayed' };
  }

  const judged: Judged = mail ? await judge(deps, mail) : { ok: false, reason: 'unparseable', sender: null };
  const base = { messageKey: key, uidValidity: msg.uidValidity, uid: msg.uid };
  if (!judged.ok) {
    const fresh = await recordIngested(deps.db, {
      ...base,
      envId: judged.envId ?? null,
      status: 'rejected',
      reason: judged.reason,
      sender: judged.sender,
      verdicts: 0,
    });
    return { status: 'rejected', reason: fresh ? judged.reason : 'replayed', envId: judged.envId };
  }

  const moved: [string, VerdictMoves][] = [];
  const applied = await inTransaction(deps.db, async (c) => {
    const fresh = await recordIngested(c, { ...base, envId: judged.envId, status: 'processed', reason: null, sender: judged.sender, verdicts: judged.verdicts.length });
    if (!fresh) return false;
    for (const v of judged.verdicts) {
      // recordVerdict takes the pool's query interface; the transaction's client has the same one.
      const r = await recordVerdict(c as unknown as Db, judged.envId, v.decisionId, { outcome: v.outcome, reviewer: judged.sender, note: v.note, channel: 'mail' });
      if (!r) throw new Error('decision vanished while applying a mail');
      if (r.resolved || r.revoked) moved.push([v.decisionId, r]);
    }
    return true;
  });
  if (!applied) return { status: 'rejected', reason: 'replayed', envId: judged.envId };
  for (const [id, r] of moved) await deps.onApprovalMoved?.(id, judged.envId, r);
  return { status: 'processed', envId: judged.envId, verdicts: judged.verdicts.length };
}

export interface PollResult {
  processed: number;
  rejected: number;
  verdicts: number;
}

/** One pass over the mailbox: the oldest POLL_BATCH mails, each decided, recorded and moved. */
export async function pollOnce(deps: IngestDeps, cfg: ImapConfig, onMail?: () => void): Promise<PollResult> {
  const result: PollResult = { processed: 0, rejected: 0, verdicts: 0 };
  await withMailbox(cfg, async (box: MailboxSession) => {
    for (const { uid, size } of await box.list(POLL_BATCH)) {
      onMail?.();
      let outcome: MailOutcome;
      if (size > MAX_MAIL_BYTES) outcome = { status: 'rejected', reason: 'too_large' };
      else outcome = await ingestOne(deps, { uid, uidValidity: box.uidValidity, source: await box.source(uid) });
      await box.move(uid, outcome.status === 'processed' ? cfg.processedFolder : cfg.rejectedFolder);
      if (outcome.status === 'processed') {
        result.processed++;
        result.verdicts += outcome.verdicts;
        if (!outcome.resumed) log.info('mail verdicts recorded', { env_id: outcome.envId, verdicts: outcome.verdicts, uid });
      } else {
        result.rejected++;
        // The reason only: never the mail's content.
        if (!outcome.resumed) log.warn('mail rejected', { reason: outcome.reason, env_id: outcome.envId ?? null, uid, folder: cfg.rejectedFolder });
      }
    }
  }).catch((err) => {
    throw new Error(`IMAP ${cfg.host}:${cfg.port}: ${errorName(err)}`);
  });
  return result;
}
