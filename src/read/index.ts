// One entry point for every medium the intake path reads. Pure apart from parsing; never throws.

import { scrubText, unstorableReason } from '../domain/text';
import type { IntakeDocument, IntakeMedium } from './types';
import { readHtml } from './html';
import { readJson } from './json';
import { readMail } from './mail';
import { decodeText, readText } from './text';

export { readHtml, htmlVisibleText, sniffHtmlCharset, normaliseColour } from './html';
export type { HtmlText, ReadHtmlOptions } from './html';
export { readJson, escapePointerToken, JSON_MAX_DEPTH, JSON_MAX_LEAVES, JSON_MAX_NODES } from './json';
export type { ReadJsonOptions } from './json';
export { readMail } from './mail';
export type { ReadMailOptions } from './mail';
export { decodeText, normaliseCharset, readText } from './text';
export type { DecodedText } from './text';

/**
 * Text, HTML and mail are prose Gatehouse only reads: a NUL or a lone UTF-16 surrogate in what was read
 * (a UTF-16 body cut in the middle of a character, a NUL byte, an encoded-word decoding to either) becomes
 * U+FFFD here, once, so nothing downstream (candidates, the excerpt, the stored content) meets it.
 * stats.unstorable_replaced counts the strings changed.
 */
export function scrubDocument(doc: IntakeDocument): IntakeDocument {
  let changed = 0;
  const fix = (s: string) => {
    if (unstorableReason(s) === null) return s;
    changed++;
    return scrubText(s);
  };
  const fixNullable = (s: string | null) => (s === null ? null : fix(s));
  const out: IntakeDocument = {
    ...doc,
    parts: doc.parts.map((p) => ({ ...p, text: fix(p.text), ...(p.key !== undefined ? { key: fix(p.key) } : {}), ...(p.pointer !== undefined ? { pointer: fix(p.pointer) } : {}) })),
    hidden: doc.hidden.map(fix),
  };
  if (doc.mail) {
    out.mail = {
      subject: fixNullable(doc.mail.subject),
      from: fixNullable(doc.mail.from),
      senderDomain: fixNullable(doc.mail.senderDomain),
      date: fixNullable(doc.mail.date),
      attachments: doc.mail.attachments.map(fix),
    };
  }
  out.stats = { ...doc.stats, unstorable_replaced: changed };
  return out;
}

/**
 * Reads a body of the given medium. JSON is decoded in the named charset (UTF-8 by default, BOM stripped)
 * and parsed; JSON that does not parse gives a document without parts and stats.json_invalid = 1 (the API
 * refuses such bodies before this point; a caller holding an already parsed value uses readJson directly).
 */
export async function readDocument(medium: IntakeMedium, buf: Buffer, charset?: string): Promise<IntakeDocument> {
  switch (medium) {
    case 'json': {
      const decoded = decodeText(buf, charset);
      let value: unknown;
      try {
        value = JSON.parse(decoded.text);
      } catch {
        return {
          medium: 'json',
          parts: [],
          hidden: [],
          stats: { bytes: buf.length, chars: 0, parts: 0, hidden_chars: 0, json_invalid: 1, decoding_replacements: decoded.replacements },
        };
      }
      const doc = readJson(value);
      doc.stats = { bytes: buf.length, ...doc.stats, json_invalid: 0, decoding_replacements: decoded.replacements, charset_unknown: decoded.unknownCharset ? 1 : 0 };
      return doc;
    }
    case 'text':
      return scrubDocument(readText(buf, charset));
    case 'html':
      return scrubDocument(readHtml(buf, charset));
    case 'mail':
      return scrubDocument(await readMail(buf));
    default: {
      // An unknown medium from an untyped caller: read as text rather than fail.
      const doc = scrubDocument(readText(buf, charset));
      doc.stats.medium_unknown = 1;
      return doc;
    }
  }
}
