// Mail (message/rfc822) through mailparser: subject, sender, date, body text and attachment names.
//
// mailparser's MailParser stream is used directly (simpleParser is a thin wrapper around it) because
// simpleParser reads every attachment into memory and inlines cid: images as data: URIs; here each
// attachment is released unread, so only its name is ever seen. HTML is never converted by mailparser
// (skipHtmlToText); when a mail has no text part, its HTML part goes through readHtml's visible-text reader
// and the HTML's hidden text lands in `hidden`. When there is a text part, the HTML part (what most mail
// clients show) is still read for its hidden text, as a signal.
//
// Never throws and never hangs: a parser error or a time limit ends the read with whatever was read so far,
// recorded in stats (mail_error, mail_timeout).

import { MailParser, type AddressObject, type EmailAddress, type HeaderLines, type Headers } from 'mailparser';
import type { IntakeDocument, MailHeaders, TextPart } from './types';
import { htmlVisibleText } from './html';

export interface ReadMailOptions {
  /** Wall-clock limit for the parse; default 5,000 ms (a 256 KB mail takes a few ms). */
  timeoutMs?: number;
  /** At most this many attachment names are kept; default 100. */
  maxAttachments?: number;
}

interface RawAttachment {
  filename?: string;
  related?: boolean;
}

interface Parsed {
  headers: Headers | null;
  headerLines: HeaderLines | null;
  text: string | null;
  html: string | null;
  attachments: RawAttachment[];
  error: boolean;
  timedOut: boolean;
}

function parseMail(buf: Buffer, timeoutMs: number): Promise<Parsed> {
  return new Promise((resolve) => {
    const out: Parsed = { headers: null, headerLines: null, text: null, html: null, attachments: [], error: false, timedOut: false };
    let settled = false;
    let parser: MailParser | null = null;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(out);
    };
    const timer = setTimeout(() => {
      out.timedOut = true;
      try {
        parser?.destroy();
      } catch {
        // nothing to do
      }
      settle();
    }, timeoutMs);
    timer.unref?.();
    try {
      parser = new MailParser({
        skipHtmlToText: true,
        skipTextToHtml: true,
        skipTextLinks: true,
        skipImageLinks: true,
      });
      parser.on('headers', (headers: Headers) => {
        out.headers = headers;
      });
      parser.on('headerLines', (lines: HeaderLines) => {
        out.headerLines = lines;
      });
      parser.on('data', (data: unknown) => {
        const d = data as { type?: string; text?: unknown; html?: unknown; filename?: unknown; related?: unknown; content?: NodeJS.ReadableStream; release?: () => void };
        if (d.type === 'text') {
          if (typeof d.text === 'string') out.text = d.text;
          if (typeof d.html === 'string') out.html = d.html;
        } else if (d.type === 'attachment') {
          out.attachments.push({ filename: typeof d.filename === 'string' ? d.filename : undefined, related: d.related === true });
          // Names only: let the content flow away unread.
          try {
            d.content?.resume();
          } catch {
            // ignore
          }
          if (typeof d.release === 'function') d.release();
        }
      });
      parser.on('error', () => {
        out.error = true;
        settle();
      });
      parser.on('end', settle);
      parser.end(buf);
    } catch {
      out.error = true;
      settle();
    }
  });
}

function firstAddress(list: EmailAddress[] | undefined): string | null {
  for (const a of list ?? []) {
    if (a.address && a.address.includes('@')) return a.address;
    const inGroup = firstAddress(a.group);
    if (inGroup) return inGroup;
  }
  return null;
}

function headerAddress(headers: Headers | null, name: 'from' | 'reply-to'): string | null {
  const value = headers?.get(name) as AddressObject | AddressObject[] | undefined;
  if (!value) return null;
  const objs = Array.isArray(value) ? value : [value];
  for (const o of objs) {
    const a = firstAddress(o?.value);
    if (a) return a.trim().toLowerCase();
  }
  return null;
}

/** The display name of the first From address, or null. */
function fromName(headers: Headers | null): string | null {
  const value = headers?.get('from') as AddressObject | AddressObject[] | undefined;
  const first = (Array.isArray(value) ? value[0] : value)?.value?.[0];
  const name = first?.name?.replace(/\s+/g, ' ').trim();
  return name ? name : null;
}

function domainOf(address: string | null): string | null {
  if (!address) return null;
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const domain = address
    .slice(at + 1)
    .replace(/[>\]\s]+$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  return /^[a-z0-9\u00a0-\uffff]([a-z0-9\u00a0-\uffff.-]*[a-z0-9\u00a0-\uffff])?$/.test(domain) && domain.includes('.') ? domain : null;
}

/** The Date header as ISO 8601, from the raw header line (mailparser substitutes "now" for an unreadable date). */
function dateOf(lines: HeaderLines | null): string | null {
  const line = lines?.find((l) => l.key === 'date')?.line;
  if (!line) return null;
  const raw = line
    .replace(/^date\s*:/i, '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
  if (raw === '') return null;
  const t = Date.parse(raw.replace(/\s*\([^)]*\)\s*$/, ''));
  if (Number.isNaN(t)) return null;
  const d = new Date(t);
  const year = d.getUTCFullYear();
  return year >= 1970 && year <= 9999 ? d.toISOString() : null;
}

function subjectOf(headers: Headers | null): string | null {
  const s = headers?.get('subject');
  if (typeof s !== 'string') return null;
  const t = s.replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
}

/** Reads a mail. Never throws; garbage gives a document with no or few parts and stats saying why. */
export async function readMail(buf: Buffer, options: ReadMailOptions = {}): Promise<IntakeDocument> {
  const maxAttachments = options.maxAttachments ?? 100;
  const stats: Record<string, number> = { bytes: buf.length };
  let parsed: Parsed;
  try {
    parsed = await parseMail(buf, options.timeoutMs ?? 5000);
  } catch {
    parsed = { headers: null, headerLines: null, text: null, html: null, attachments: [], error: true, timedOut: false };
  }

  const parts: TextPart[] = [];
  const hidden: string[] = [];
  let mail: MailHeaders;
  try {
    const subject = subjectOf(parsed.headers);
    const from = headerAddress(parsed.headers, 'from');
    const names: string[] = [];
    let unnamed = 0;
    for (const a of parsed.attachments) {
      const name = a.filename?.replace(/\s+/g, ' ').trim();
      if (!name) {
        if (!a.related) unnamed++;
        continue;
      }
      if (a.related) continue; // an inline image of the HTML body, not an attachment a person sees as one
      if (names.length < maxAttachments) names.push(name);
    }
    mail = {
      subject,
      from,
      senderDomain: domainOf(from),
      replyTo: headerAddress(parsed.headers, 'reply-to'),
      fromName: fromName(parsed.headers),
      date: dateOf(parsed.headerLines),
      attachments: names,
    };

    if (subject) parts.push({ kind: 'subject', text: subject });
    const text = parsed.text !== null && parsed.text.trim() !== '' ? parsed.text.replace(/\r\n?/g, '\n') : null;
    let htmlRead: ReturnType<typeof htmlVisibleText> | null = null;
    if (parsed.html !== null && parsed.html.trim() !== '') {
      htmlRead = htmlVisibleText(parsed.html, { title: false });
      hidden.push(...htmlRead.hidden);
      stats.hidden_chars = htmlRead.stats.hidden_chars;
      stats.invisible_chars = htmlRead.stats.invisible_chars;
    }
    if (text !== null) parts.push({ kind: 'body', text });
    else if (htmlRead && htmlRead.text !== '') parts.push({ kind: 'body', text: htmlRead.text });
    for (const name of names) parts.push({ kind: 'attachment', text: name });

    stats.mail_has_text = text !== null ? 1 : 0;
    stats.mail_has_html = htmlRead ? 1 : 0;
    stats.mail_body_from_html = text === null && htmlRead !== null && htmlRead.text !== '' ? 1 : 0;
    stats.attachments = names.length;
    stats.attachments_unnamed = unnamed;
    stats.attachments_dropped = Math.max(0, parsed.attachments.filter((a) => a.filename && !a.related).length - names.length);
  } catch {
    mail = { subject: null, from: null, senderDomain: null, date: null, attachments: [] };
    parts.length = 0;
    hidden.length = 0;
    parsed.error = true;
  }
  stats.mail_error = parsed.error ? 1 : 0;
  stats.mail_timeout = parsed.timedOut ? 1 : 0;
  stats.parts = parts.length;
  stats.chars = parts.reduce((n, p) => n + p.text.length, 0);
  stats.hidden_chars = hidden.reduce((n, h) => n + h.length, 0);
  stats.decoding_replacements = parts.reduce((n, p) => n + (p.text.match(/\ufffd/g)?.length ?? 0), 0);
  return { medium: 'mail', parts, hidden, mail, stats };
}
