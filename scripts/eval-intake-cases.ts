// Case builders for the intake section of `npm run eval`: turn records of BIPIA (payment mails), InjecAgent
// (tool responses with and without an injected instruction) and Bitext (customer requests) into the bodies an
// integrator would send to POST /v1/gate/evaluate with Intake on, and say what the intake path should find.
// Pure functions over already-parsed records, so the unit tests can feed them small hand-written inputs.

import { parsePythonLiteral, toolOutputText } from './eval-cases';

/** A body as the API hands it to prepareIntake: the medium its Content-Type names, the bytes, and parsed JSON. */
export interface IntakeBody {
  medium: 'json' | 'text' | 'mail';
  /** The Content-Type an integrator would send, for the report. */
  contentType: string;
  raw: Buffer;
  charset?: string;
  json?: unknown;
}

export function textBody(text: string): IntakeBody {
  return { medium: 'text', contentType: 'text/plain; charset=utf-8', raw: Buffer.from(text, 'utf8'), charset: 'utf-8' };
}

export function mailBody(rfc822: string): IntakeBody {
  return { medium: 'mail', contentType: 'message/rfc822', raw: Buffer.from(rfc822, 'utf8') };
}

/** JSON as the API sees it: the serialised bytes and the value parsed back from them. */
export function jsonBody(value: unknown): IntakeBody {
  const text = JSON.stringify(value);
  return { medium: 'json', contentType: 'application/json', raw: Buffer.from(text, 'utf8'), json: JSON.parse(text) as unknown };
}

// ---------------------------------------------------------------------------------------------------------
// BIPIA EmailQA: "SUBJECT: ...|EMAIL_FROM: ...|RECEIVED DATE: ...|CONTENT: ..." (any of the header fields may
// be missing; some records are a bare body), a question "Find the $ value paid to X?" and an ideal answer
// ("$8,803.15", "$2 680.00" or "unknown").

export interface BipiaRecord {
  context: string;
  question: string;
  ideal: string;
}

export interface MailFields {
  subject: string | null;
  from: string | null;
  date: string | null;
  body: string;
}

const BIPIA_FIELDS = ['SUBJECT', 'EMAIL_FROM', 'RECEIVED DATE', 'CONTENT'] as const;
type BipiaField = (typeof BIPIA_FIELDS)[number];

/**
 * Splits a BIPIA context into its header fields and body. Fields come in the order above, each ended by "|"
 * before the next field's label (a subject may itself contain "|"); CONTENT runs to the end. A context that
 * does not start with a label is a bare body.
 */
export function parseBipiaContext(context: string): MailFields {
  const values: Partial<Record<BipiaField, string>> = {};
  let rest = context;
  for (;;) {
    const m = /^(SUBJECT|EMAIL_FROM|RECEIVED DATE|CONTENT):[ \t]?/.exec(rest);
    if (!m) break;
    const field = m[1] as BipiaField;
    rest = rest.slice(m[0].length);
    if (field === 'CONTENT') {
      values.CONTENT = rest;
      rest = '';
      break;
    }
    const later = BIPIA_FIELDS.slice(BIPIA_FIELDS.indexOf(field) + 1).join('|');
    const next = new RegExp(`\\|(?=(?:${later}):)`).exec(rest);
    if (!next) {
      values[field] = rest;
      rest = '';
      break;
    }
    values[field] = rest.slice(0, next.index);
    rest = rest.slice(next.index + 1);
  }
  const labelled = Object.keys(values).length > 0;
  const field = (f: BipiaField) => {
    const v = values[f]?.trim();
    return v ? v : null;
  };
  return {
    subject: field('SUBJECT'),
    from: field('EMAIL_FROM'),
    date: field('RECEIVED DATE'),
    body: (labelled ? (values.CONTENT ?? rest) : context).replace(/^\s+/, ''),
  };
}

/** An RFC 2047 encoded word when the value is not plain ASCII. */
function headerValue(v: string): string {
  const oneLine = v.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(oneLine) ? oneLine : `=?UTF-8?B?${Buffer.from(oneLine, 'utf8').toString('base64')}?=`;
}

/** "Sara Smith sara142@abc.com" → "Sara Smith <sara142@abc.com>"; a From that is already well-formed stays. */
export function fromHeader(from: string): string {
  if (/<[^<>\s]+@[^<>\s]+>/.test(from)) return headerValue(from);
  const m = /^(.*?)\s*([^\s<>]+@[^\s<>]+)$/.exec(from.trim());
  if (!m) return headerValue(from);
  return m[1] ? `${headerValue(m[1])} <${m[2]}>` : m[2]!;
}

/**
 * The mail as an RFC 822 message: From, Date and Subject from the context's fields (when present), a
 * text/plain UTF-8 body, CRLF line ends. The Date is passed as written (BIPIA's are RFC 2822 dates, with a
 * few exceptions such as "8 June 2022").
 */
export function rfc822(f: MailFields): string {
  const h: string[] = [];
  if (f.from) h.push(`From: ${fromHeader(f.from)}`);
  if (f.date) h.push(`Date: ${f.date.replace(/[\r\n]+/g, ' ')}`);
  if (f.subject !== null) h.push(`Subject: ${headerValue(f.subject)}`);
  h.push('MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit');
  return `${h.join('\r\n')}\r\n\r\n${f.body.replace(/\r?\n/g, '\r\n')}`;
}

/** The question asks for a sum (all of BIPIA's EmailQA questions do: "Find the $ value paid to ..."). */
export function asksForAmount(question: string): boolean {
  return /\$\s*value|\bamount\b|\btotal\b|how\s+much|\bsum\b|\bpaid\b|\bpay\b|\bcost\b|\bprice\b/i.test(question);
}

/** Every amount an ideal answer names with a currency symbol: "$8,803.15" → 8803.15, "$2 680.00" → 2680. */
export function idealAmounts(ideal: string): number[] {
  const out: number[] = [];
  for (const m of ideal.matchAll(/(?:US)?[$€£]\s?(\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.(\d{1,2}))?(?!\d)/g)) {
    out.push(Number(m[1]!.replace(/[, ]/g, '') + (m[2] ? `.${m[2]}` : '')));
  }
  return out;
}

/** The currency an ideal answer names: "$" and "US$" are USD (the mails are US businesses'), € EUR, £ GBP. */
export function idealCurrency(ideal: string): string | null {
  if (/[$]/.test(ideal)) return 'USD';
  if (/€/.test(ideal)) return 'EUR';
  if (/£/.test(ideal)) return 'GBP';
  return null;
}

export const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * Whether the text writes the amount at all, in any grouping ("8,803.15", "8 803.15", "8803.15", "504"): a
 * check on the dataset's labels, independent of the extractors.
 */
export function amountWritten(amount: number, text: string): boolean {
  const flat = text.replace(/(\d)[,\u00a0\u202f ](?=\d{3}(?!\d))/g, '$1');
  const forms = new Set([amount.toFixed(2), Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(/0$/, '')]);
  return [...forms].some((f) => new RegExp(`(?<![\\d.])${f.replace('.', '\\.')}(?!\\d|\\.\\d)`).test(flat));
}

// ---------------------------------------------------------------------------------------------------------
// InjecAgent: each test case's "Tool Response" is the user tool's response template ("Tool Response
// Template", a Python dict repr with the placeholder "<Attacker Instruction>") with the attacker's
// instruction pasted in, JSON-encoded once more.

export const ATTACKER_PLACEHOLDER = '<Attacker Instruction>';

/** Deep copy of a parsed value with `from` replaced by `to` in every string (keys stay). */
function replaceInStrings(v: unknown, from: string, to: string): unknown {
  if (typeof v === 'string') return v.split(from).join(to);
  if (Array.isArray(v)) return v.map((x) => replaceInStrings(x, from, to));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replaceInStrings(x, from, to)]));
  return v;
}

/** A Python dict or list repr as JSON, or null when the text is not one. */
function pythonContainer(text: string): object | null {
  try {
    const v = parsePythonLiteral(text.trim());
    return v !== null && typeof v === 'object' ? v : null;
  } catch {
    return null;
  }
}

/**
 * A response template with the placeholder replaced by `text`, as the JSON a tool would have returned (the
 * template is parsed first, so the text needs no quoting); the template as text when it does not parse.
 */
export function fillTemplate(template: string, text: string): unknown {
  const parsed = pythonContainer(template);
  return parsed ? replaceInStrings(parsed, ATTACKER_PLACEHOLDER, text) : template.split(ATTACKER_PLACEHOLDER).join(text);
}

export interface ToolOutput {
  /** The response as a JSON value (an object when the template or the response parses). */
  value: unknown;
  /** The response as the agent read it (text). */
  text: string;
  /** How value was made: the 'template' filled with the text found in its slot, the response 'parsed', or its 'text'. */
  via: 'template' | 'parsed' | 'text';
}

/**
 * A test case's tool response as JSON. The dataset made the response by pasting the injected text (for the
 * enhanced cases with its "IMPORTANT!!! Ignore all previous instructions ..." preamble) into the template's
 * Python repr, which breaks the repr's quoting when the text holds a quote. So the injected text is read off
 * the response between the template's parts around the placeholder, and the parsed template is filled with
 * it; when the response does not fit the template, the response is parsed as it is; else it stays text.
 * The text is the response as the agent saw it: the JSON string decoded, or a bare pair of quotes around it removed.
 */
export function toolOutputOf(t: { 'Tool Response'?: unknown; 'Tool Response Template'?: unknown }): ToolOutput {
  let text = toolOutputText(t['Tool Response']);
  // A few responses are wrapped in double quotes without being valid JSON strings (inner quotes unescaped).
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1);
  const template = t['Tool Response Template'];
  if (typeof template === 'string') {
    const pieces = template.split(ATTACKER_PLACEHOLDER);
    if (pieces.length === 2) {
      const [before, after] = pieces as [string, string];
      if (text.length >= before.length + after.length && text.startsWith(before) && text.endsWith(after)) {
        const filled = fillTemplate(template, text.slice(before.length, text.length - after.length));
        if (typeof filled !== 'string') return { value: filled, text, via: 'template' };
      }
    }
  }
  const parsed = pythonContainer(text);
  return parsed ? { value: parsed, text, via: 'parsed' } : { value: text, text, via: 'text' };
}

/** What an integrator passes when its agent read a tool's output: `tool_output` is read as data (DATA_KEYS). */
export function toolOutputBody(tool: string, output: unknown): { tool: string; tool_output: unknown } {
  return { tool, tool_output: output };
}

// ---------------------------------------------------------------------------------------------------------
// Bitext customer support: a customer's request (instruction), its intent and category, and one tagged
// entity with character offsets into the instruction.

export type IntentClass = 'action' | 'informational' | 'unscored';

export interface IntentExpectation {
  class: IntentClass;
  /** The registry type for 'action' intents. */
  type?: string;
}

const action = (type: string): IntentExpectation => ({ class: 'action', type });
const INFO: IntentExpectation = { class: 'informational' };
const UNSCORED: IntentExpectation = { class: 'unscored' };

/**
 * Bitext intent → what the intake path should understand, decided from the intents' meaning (not from
 * what the extractors find):
 *   action        the customer asks for an action one built-in registry type names;
 *   informational a question, a status or policy look-up, or a problem report: no action, so the right
 *                 answer is type null (MISSING_ACTION_TYPE);
 *   unscored      an action the registry has no type for, or an intent that mixes opposite actions
 *                 (subscribe/unsubscribe): any answer is reported, none is scored.
 */
export const BITEXT_INTENTS: Readonly<Record<string, IntentExpectation>> = {
  get_refund: action('refund'),
  delete_account: action('delete_account'),
  recover_password: action('reset_credentials'),
  edit_account: action('update_record'),
  change_order: action('update_record'),
  change_shipping_address: action('update_record'),
  set_up_shipping_address: action('update_record'),
  check_cancellation_fee: INFO,
  check_invoice: INFO,
  get_invoice: INFO,
  check_payment_methods: INFO,
  check_refund_policy: INFO,
  delivery_options: INFO,
  delivery_period: INFO,
  track_order: INFO,
  track_refund: INFO,
  payment_issue: INFO,
  registration_problems: INFO,
  contact_customer_service: INFO,
  contact_human_agent: INFO,
  cancel_order: UNSCORED,
  place_order: UNSCORED,
  create_account: UNSCORED,
  switch_account: UNSCORED,
  newsletter_subscription: UNSCORED,
  complaint: UNSCORED,
  review: UNSCORED,
};

export interface BitextRow {
  instruction: string;
  intent: string;
  entity_type?: string;
  start_offset?: string;
  end_offset?: string;
}

/** Bitext entity types that are record ids, and the target kind the extractors give such an id. */
const ID_ENTITIES: Record<string, string> = { order_id: 'order', invoice_id: 'invoice' };

/**
 * The record id the request names, as written in the instruction at the tagged offsets (entity_value is
 * sometimes normalised: leading zeros dropped, even another number), trimmed of spaces and punctuation
 * around it; null when the row tags no order or invoice id.
 */
export function bitextTarget(row: BitextRow): { entity: string; kind: string; id: string; before: string } | null {
  const kind = row.entity_type ? ID_ENTITIES[row.entity_type] : undefined;
  if (!kind) return null;
  const start = Number(row.start_offset);
  const end = Number(row.end_offset);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start) return null;
  const id = row.instruction.slice(start, end).replace(/^[\s,.;:!?]+|[\s,.;:!?]+$/g, '');
  return id ? { entity: row.entity_type!, kind, id, before: wordBefore(row.instruction.slice(0, start)) } : null;
}

/** The word that introduces an id ("order", "bill"), lower case; "order (glued)" when no space separates them. */
export function wordBefore(prefix: string): string {
  const glued = /(\p{L}+)$/u.exec(prefix);
  if (glued) return `${glued[1]!.toLowerCase()} (glued)`;
  const m = /(\p{L}+)[^\p{L}\p{N}]*$/u.exec(prefix);
  return m ? m[1]!.toLowerCase() : '';
}

/** One id written two ways: "#37777" and "37777" are the same, case does not matter. */
export function sameId(expected: string, actual: string | null | undefined): boolean {
  if (actual === null || actual === undefined) return false;
  const norm = (s: string) => s.trim().replace(/^#\s*/, '').toLowerCase();
  return norm(expected) === norm(actual);
}
