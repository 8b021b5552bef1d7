// The intake path's data: what a reader makes of a body (a document of text parts), and what code finds
// in it (candidates, each pointing at the exact input it came from). Nothing here is ever invented: every
// candidate's `raw` is the input text at its source.

export type IntakeMedium = 'json' | 'text' | 'html' | 'mail';

/** Where a text part came from. */
export type PartKind =
  | 'json' // a string or number leaf of arbitrary JSON (pointer and key set)
  | 'text' // a text body
  | 'html' // visible text of an HTML body
  | 'subject' // mail subject
  | 'body' // mail body text (or the visible text of its HTML part)
  | 'attachment'; // a mail attachment's file name (names only, never contents)

export interface TextPart {
  kind: PartKind;
  text: string;
  /** JSON pointer (RFC 6901) of the leaf, for kind 'json'. */
  pointer?: string;
  /** The leaf's property name (or array index as a string), for kind 'json'. */
  key?: string;
}

export interface MailHeaders {
  subject: string | null;
  /** The sender's address as written in From (lower-cased), or null. */
  from: string | null;
  senderDomain: string | null;
  /** The first address in Reply-To (lower-cased), or null when there is none. */
  replyTo?: string | null;
  /** The display name in From ("Jane Doe" of "Jane Doe <jane@x.example>"), or null. */
  fromName?: string | null;
  /** ISO 8601, or null when absent or unreadable. */
  date: string | null;
  attachments: string[];
}

export interface IntakeDocument {
  medium: IntakeMedium;
  /** Visible text in reading order. Candidates point into these. */
  parts: TextPart[];
  /**
   * Text a person would not see (HTML script, style, template, hidden, aria-hidden, display:none, ...).
   * Never a source of candidates; read only as a signal (hidden instructions are INJECTION_SUSPECTED).
   */
  hidden: string[];
  mail?: MailHeaders;
  /** What was read: sizes and counts, e.g. chars, parts, hidden_chars, decoding_replacements. */
  stats: Record<string, number>;
}

/** A span of one part: characters [start, end) of parts[part].text (UTF-16 offsets). */
export interface Source {
  part: number;
  start: number;
  end: number;
  /** Copied from the part for JSON leaves, so the caller sees where the value was. */
  pointer?: string;
}

export type CandidateKind = 'action_type' | 'amount' | 'target' | 'actor';

export interface Candidate {
  /** Stable within one document: 'c1', 'c2', ... in order of discovery. */
  id: string;
  kind: CandidateKind;
  /**
   * The normalised value: a registry type name (action_type), a number (amount), the target or actor as
   * written (target, actor).
   */
  value: string | number;
  /** ISO 4217 code for amounts when the input names a currency (symbol or code), else null. */
  currency?: string | null;
  /** For targets: order, invoice, ticket, customer, account, email, iban, url. */
  targetKind?: string;
  /** Exactly the input text at `source`. */
  raw: string;
  source: Source;
  /** Why code thinks this is relevant, used by deterministic scoring: e.g. 'synonym:en', 'key:amount', 'subject', 'near:refund'. */
  cues: string[];
}
