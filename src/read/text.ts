// Text in any charset the Content-Type names. Pure: bytes in, text out, never throws.
//
// Decoding follows the WHATWG Encoding standard where it matters in practice:
// - a byte-order mark wins over the declared charset (UTF-8, UTF-16LE, UTF-16BE) and is stripped;
// - the labels iso-8859-1, latin1 and us-ascii decode as windows-1252 (the C1 range 0x80-0x9F holds
//   "€", "‚", "„", ... in real-world text declared as Latin-1, never control characters);
// - a charset iconv-lite does not know falls back to UTF-8, and the document's stats say so.

import iconv from 'iconv-lite';
import type { IntakeDocument } from './types';

export interface DecodedText {
  text: string;
  /** Bytes that could not be decoded and became U+FFFD. */
  replacements: number;
  /** The encoding actually used (iconv-lite name, lower case). */
  charset: string;
  /** True when a charset was named but is unknown, so UTF-8 was used. */
  unknownCharset: boolean;
}

const REPLACEMENT = 0xfffd;
const UTF8_REPLACEMENT = Buffer.from([0xef, 0xbf, 0xbd]);

/** WHATWG: these labels mean windows-1252. */
const AS_WINDOWS_1252 = new Set(['iso-8859-1', 'iso8859-1', 'iso_8859-1', 'latin1', 'l1', 'us-ascii', 'ascii', 'ansi_x3.4-1968', 'cp819', 'ibm819', 'iso-ir-100', 'csisolatin1', 'x-cp1252']);

/** The encoding name to use for a declared charset label, or null when unknown. */
export function normaliseCharset(label: string | undefined | null): string | null {
  if (label === undefined || label === null) return 'utf-8';
  const l = label.trim().replace(/^["']|["']$/g, '').trim().toLowerCase();
  if (l === '') return 'utf-8';
  if (AS_WINDOWS_1252.has(l)) return 'windows-1252';
  if (l === 'utf8' || l === 'utf-8' || l === 'unicode-1-1-utf-8') return 'utf-8';
  try {
    return iconv.encodingExists(l) ? l : null;
  } catch {
    return null;
  }
}

function countChar(s: string, code: number): number {
  let n = 0;
  for (let i = s.indexOf(String.fromCharCode(code)); i !== -1; i = s.indexOf(String.fromCharCode(code), i + 1)) n++;
  return n;
}

function countBytes(buf: Buffer, seq: Buffer): number {
  let n = 0;
  for (let i = buf.indexOf(seq); i !== -1; i = buf.indexOf(seq, i + seq.length)) n++;
  return n;
}

function sniffBom(buf: Buffer): { encoding: string; length: number } | null {
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/**
 * Decodes bytes in the named charset (UTF-8 when none is named). A leading BOM decides the encoding and is
 * removed. Never throws.
 */
export function decodeText(buf: Buffer, charset?: string): DecodedText {
  const bom = sniffBom(buf);
  let encoding = normaliseCharset(charset);
  const unknownCharset = encoding === null && !bom;
  if (bom) encoding = bom.encoding;
  if (encoding === null) encoding = 'utf-8';
  const body = bom ? buf.subarray(bom.length) : buf;

  let text: string;
  let literalReplacements = 0;
  if (encoding === 'utf-8') {
    text = body.toString('utf8');
    literalReplacements = countBytes(body, UTF8_REPLACEMENT);
  } else {
    try {
      text = iconv.decode(body, encoding, { stripBOM: false });
    } catch {
      // iconv-lite knew the name but could not decode: read as UTF-8 rather than fail.
      encoding = 'utf-8';
      text = body.toString('utf8');
      literalReplacements = countBytes(body, UTF8_REPLACEMENT);
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const replacements = Math.max(0, countChar(text, REPLACEMENT) - literalReplacements);
  return { text, replacements, charset: encoding, unknownCharset };
}

/** Characters that take no room on screen: zero-width spaces and joiners, word joiner, soft hyphen, BOM. */
export const INVISIBLE_CHARS = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

export function countInvisible(s: string): number {
  let n = 0;
  INVISIBLE_CHARS.lastIndex = 0;
  while (INVISIBLE_CHARS.exec(s) !== null) n++;
  return n;
}

/** A text body: one part of kind 'text' (none when the body is blank). Line ends become "\n". */
export function readText(buf: Buffer, charset?: string): IntakeDocument {
  const decoded = decodeText(buf, charset);
  const text = decoded.text.replace(/\r\n?/g, '\n');
  const blank = text.trim() === '';
  return {
    medium: 'text',
    parts: blank ? [] : [{ kind: 'text', text }],
    hidden: [],
    stats: {
      bytes: buf.length,
      chars: blank ? 0 : text.length,
      parts: blank ? 0 : 1,
      hidden_chars: 0,
      decoding_replacements: decoded.replacements,
      charset_unknown: decoded.unknownCharset ? 1 : 0,
      invisible_chars: countInvisible(text),
    },
  };
}
