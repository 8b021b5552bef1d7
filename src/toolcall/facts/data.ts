// Secrets and personal data: found by pattern (and checksum where there is one) in tool outputs and in a
// call's arguments, so that what a tool returned can be traced into a call that sends data out. Values are
// compared, never reported: details name the kind ("an AWS access key"), not the value.

export interface Found {
  kind: string;
  /** The value as compared: for numbers, digits only; otherwise lower case. */
  key: string;
}

const SECRETS: [RegExp, string][] = [
  // A login written with its password after a slash ("pivot app login admin / Valley123", "wifi FarmOffice / Harvest2025!").
  [/\b(?:log-?in|credentials?|sign-?in|user(?:name)?\s*\/\s*pass(?:word)?|wi-?fi)\s*[:=]?\s*[\w.@-]{2,40}\s*\/\s*(?=[^\s"',;]*\d)[^\s"',;]{5,60}/gi, 'a login and its password'],
  [/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, 'an AWS access key'],
  [/\bsk-(?:proj-|ant-(?:api\d\d-)?|svcacct-)?[A-Za-z0-9_-]{20,200}/g, 'an API key (sk-)'],
  [/\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{40,255})\b/g, 'a GitHub token'],
  [/\bxox[abposr]-[A-Za-z0-9-]{10,200}/g, 'a Slack token'],
  [/\bAIza[0-9A-Za-z_-]{35}\b/g, 'a Google API key'],
  [/\b(?:sk|rk)_(?:live|test)_[0-9a-zA-Z]{16,200}\b/g, 'a Stripe key'],
  // A live key of any service by its prefix ("hk_live_7f3a9c21d4e84b0f9a"), and a bearer token as a request log shows it.
  [/\b[a-z]{2,6}_live_[0-9a-zA-Z]{12,200}\b/g, 'a live API key'],
  [/\bBearer\s+(?=[A-Za-z0-9._~+/-]*\d)(?=[A-Za-z0-9._~+/-]*[a-z])[A-Za-z0-9._~+/-]{16,400}=*/g, 'a bearer token'],
  [/\bglpat-[0-9A-Za-z_-]{20,100}\b/g, 'a GitLab token'],
  [/-----BEGIN (?:[A-Z]{1,20} ){0,2}PRIVATE KEY(?: BLOCK)?-----[A-Za-z0-9+/=\s\\n]{0,200}/g, 'a private key'],
  [/\beyJ[A-Za-z0-9_-]{8,2000}\.eyJ[A-Za-z0-9_-]{8,4000}\.[A-Za-z0-9_-]{8,2000}/g, 'a JSON web token'],
  // (Also a camera's stream or a file server's address with its login: "rtsp://admin:Kennel!2024@73.14.22.90:554/stream1".)
  [/\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis|amqp|rtsp|rtmp|ftps?|sftp|smb|https?):\/\/[^\s:/@'"]{1,100}:[^\s@'"/]{3,200}@/g, 'a connection string with a password'],
];
// "password": "hunter22", api_key=..., STRIPE_SECRET_KEY=...; the value is what is compared.
const FIELD = /(?:\b|(?<=_))(?:password|passwd|pwd|passphrase|secret|client_secret|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|private[_-]?key|secret[_-]?key|stream[_-]?key)["']?\s*[:=]\s*["']?([^\s"',;}{]{6,200})/gi;
/** The same written with a space, as a settings listing shows one ("stream_key live_883201_aXq9ZtP0wLr"): letters and digits. */
const SPACED_FIELD = /(?:\b|(?<=_))(?:password|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|secret[_-]?key|stream[_-]?key|stream\s+key)\s+(?=[^\s"',;}{]*\d)(?=[^\s"',;}{]*[a-z])([^\s"',;}{]{10,200})/gi;
/**
 * A token or a key labelled in words, its value after a colon ("Production access token: EAAAEJ3kP0c8...x9Q", "Webhook signature key:
 * wsk_5c1f0e..."): letters with a digit, as a settings page shows them, cut short or not.
 */
const LABELLED_TOKEN = /\b(?:access|auth|api|secret|signing|signature|webhook(?:\s+(?:signing|signature))?|refresh|bearer|private)\s+(?:token|key|secret)\s*[:=]\s*["']?((?=[^\s"',;}{|]*\d)(?=[^\s"',;}{|]*[A-Za-z])[^\s"',;}{|]{8,200})/gi;
/**
 * A secret's value said in a sentence ("Current key on the BNG is Xk9#pLq2-syd-rad", "the Wi-Fi password is Tr0ub4dor!", "your
 * password is now Welcome2024!"):
 * letters and digits, with a sign or both cases, not a reference to where it is kept ("vault:network/radius").
 */
const STATED_SECRET =
  /\b(?:key|secret|password|passphrase|psk|pre-?shared\s+key|shared\s+secret|passcode)\s+(?:(?:on|for|of|at)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+)?(?:is|was|reads|=|:)\s+(?:now\s+|still\s+|currently\s+|(?:set|changed|reset)\s+to\s+)?["'`]?((?=[^\s"'`,;]*\d)(?=[^\s"'`,;]*[A-Za-z])(?=[^\s"'`,;]*(?:[#!@$%^&*+=~?-]|[a-z][^\s"'`,;]*[A-Z]|[A-Z][^\s"'`,;]*[a-z]))[^\s"'`,;/:]{8,100})(?![\w/:])/g;
const NOT_A_SECRET = /^(?:https?:\/\/.*|\*+|x+|\.{3,}|<[^>]*>|\$\{?\w+\}?|null|none|undefined|true|false|redacted|changeme|password|example\w*|your[_-]?\w*|string|required|optional|\[?redacted\]?)$/i;

/** A sign-in or verification code ("your verification code is 482 913", "482913. Don't share it"): six to eight digits. */
const ONE_TIME_CODE =
  /\b(?:verification|security|login|log-?in|sign-?in|one[- ]time|2fa|mfa|auth(?:entication|orization)?|confirmation|access)\s+code\b[^.\n\d]{0,30}?(\d(?:[ -]?\d){5,7})\b|\b(?:otp|passcode)\b[^.\n\d]{0,30}?(\d(?:[ -]?\d){5,7})\b|\b(\d(?:[ -]?\d){5,7})\b(?=[^\n]{0,30}?\b(?:do\s+not|don['’]?t|never)\s+share\b)/gi;

/** A sign-in written as a name and a password ("Camera NVR admin login: admin / Oakm0nt!2024", "creds: ops / Tr0ub4dor"). */
const LOGIN_PAIR = /\b(?:login|log-?in|sign-?in|credentials?|creds|admin)\s*[:=]\s*[\w.@+-]{2,40}\s*[/|]\s*((?=[^\s"'`,;]*\d)(?=[^\s"'`,;]*[A-Za-z])[^\s"'`,;]{6,64})/gi;
/** An alarm's disarm code or a safe's combination ("the back office alarm code is 9082", "alarm_disarm: 9902#"). */
// (Also as a record's fields: "vault_combo":"24-11-37", "alarm_code":"4471".)
const ALARM_CODE = /\b(?:alarm|disarm|security\s+system)[\s_-]*(?:disarm[\s_-]*)?(?:code|pin|passcode)\b["']?\s*(?:is|was|[:=-])?\s*["']?(\d{4,8}#?)(?!\d)|\b(?:safe|vault|coin[\s_-]?vault|cash[\s_-]?box|padlock)[\s_-]+(?:combination|combo|code)\b["']?\s*(?:is|was|[:=-])?\s*["']?(\d{1,3}(?:[-\s]\d{1,3}){1,3}|\d{4,8})\b/gi;

/** A door's, a gate's or a lockbox's entry code ("Door code 4471#", "gate code: 2580", "lockbox code is 1937"). */
const DOOR_CODE = /\b(?:door|gate|entry|entrance|lockbox|lock\s?box|key\s?safe|keypad|garage|building|side\s+door|back\s+door|front\s+door)\s+(?:access\s+|entry\s+)?(?:code|pin|passcode)\b\s*(?:is|was|[:=-])?\s*(\d{3,8}#?)(?!\d)/gi;
/** A router's or a network's admin password given after its label ("Wi-Fi admin: BrightSide!2024", "router admin = Tr0ub4dor!9"). */
const ADMIN_SECRET = /\b(?:wi-?fi|router|network|modem|nas|camera|nvr)\s+admin\s*[:=]\s*((?=[^\s"'`,;]*\d)(?=[^\s"'`,;]*[A-Za-z])[^\s"'`,;]{8,64})/gi;

/** A login in an address that stands for one ("user:pass@", "<user>:<password>@", "***@"). */
const PLACEHOLDER_LOGIN = /:\/\/(?:[^:@\s]*:)?(?:pass(?:word)?|pwd|<[^>]*>|\*+|x+|secret|changeme|\$\{?\w+\}?|\.{3})@/i;

/** The secrets in a text. */
export function secretsIn(text: string, max = 100): Found[] {
  const out: Found[] = [];
  for (const [re, kind] of SECRETS) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      if (out.length >= max) return out;
      // (A placeholder login in an example is none: "http://user:pass@proxy.example:3128" in a repro.)
      if (PLACEHOLDER_LOGIN.test(m[0])) continue;
      out.push({ kind, key: m[0].replace(/\s+|\\n/g, '').toLowerCase().slice(0, 120) });
    }
  }
  FIELD.lastIndex = 0;
  for (const m of text.matchAll(FIELD)) {
    if (out.length >= max) break;
    if (!NOT_A_SECRET.test(m[1])) out.push({ kind: 'a password or secret', key: m[1].toLowerCase() });
  }
  SPACED_FIELD.lastIndex = 0;
  for (const m of text.matchAll(SPACED_FIELD)) {
    if (out.length >= max) break;
    if (!NOT_A_SECRET.test(m[1]) && !/^(?:rotation|reset|expired|expires|missing|required|changed|updated)$/i.test(m[1])) out.push({ kind: 'a password or secret', key: m[1].toLowerCase() });
  }
  // (A labelled token, a secret said in a sentence and a login's password: the value after its label, once each.)
  for (const re of [LABELLED_TOKEN, STATED_SECRET, LOGIN_PAIR]) {
    for (const m of text.matchAll(re)) {
      if (out.length >= max) break;
      const v = m[1]!.replace(/[.!?]+$/, '');
      if (!NOT_A_SECRET.test(v) && !out.some((f) => f.key === v.toLowerCase())) out.push({ kind: 'a password or secret', key: v.toLowerCase() });
    }
  }
  for (const m of text.matchAll(ALARM_CODE)) {
    if (out.length >= max) break;
    out.push({ kind: 'an alarm code or a safe combination', key: (m[1] ?? m[2] ?? '').replace(/\D/g, '') });
  }
  for (const m of text.matchAll(DOOR_CODE)) {
    if (out.length >= max) break;
    out.push({ kind: 'a door or gate code', key: m[1]!.replace(/\D/g, '') });
  }
  for (const m of text.matchAll(ADMIN_SECRET)) {
    if (out.length >= max) break;
    const v = m[1]!.replace(/[.!?]+$/, '');
    if (!NOT_A_SECRET.test(v) && !out.some((f) => f.key === v.toLowerCase())) out.push({ kind: 'a password or secret', key: v.toLowerCase() });
  }
  for (const m of text.matchAll(ONE_TIME_CODE)) {
    if (out.length >= max) break;
    out.push({ kind: 'a one-time code', key: (m[1] ?? m[2] ?? m[3] ?? '').replace(/\D/g, '') });
  }
  return out;
}

// ---- Personal data

const EMAIL = /(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8}\.[a-z]{2,24}\b/gi;
const PHONE = /(?<![\w+]|[A-Za-z][-_])\+?[\d(][\d ().-]{7,22}\d(?!\w|\.[a-z]{2,4}\b)/g;
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?\b/g;
// (Not a phone number written with its country code: "+49 160 8845 3321".)
const CARD = /(?<![+\d-])(?<!\+\s)\d(?:[ -]?\d){12,18}(?![\d-])/g;
/** Words that say the number after them is a payment card's. */
const CARD_LABEL = /\b(?:visa|mastercard|master\s*card|amex|american\s+express|discover|card(?:\s+(?:number|no\.?|num|#))?|credit\s+card|debit\s+card|cc|pan)\b[^\d\n]{0,14}$/i;
const SSN = /(?<![\d-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\d-])/g;
const DOB = /\b(?:born(?:\s+on)?|d\.?o\.?b\.?|date\s+of\s+birth|birth\s*date|birthday|geboren(?:\s+am)?|né(?:e)?\s+le)\W{0,5}(\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{1,2}\s+[a-z]{3,9}\.?\s+\d{4}|[a-z]{3,9}\.?\s+\d{1,2},?\s+\d{4})/gi;

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function ibanValid(iban: string): boolean {
  const s = iban.replace(/\s+/g, '').toUpperCase();
  if (s.length < 15 || s.length > 34) return false;
  const r = s.slice(4) + s.slice(0, 4);
  let mod = 0;
  for (const c of r) {
    const v = c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c;
    for (const d of v) mod = (mod * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return mod === 1;
}

const digitsOf = (s: string) => s.replace(/\D+/g, '');

/** A street address: a house number, a name of one to three capitalised words and the kind of street ("9 Marlow Court"). */
const STREET_ADDRESS = /\b\d{1,5}[A-Za-z]?,?\s+(?:[A-Z][a-z'’]+\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Court|Ct|Close|Way|Place|Pl|Crescent|Terrace|Boulevard|Blvd|Grove|Gardens|Square|Mews|Parade|Row)\b\.?/g;

/** The personal data in a text: e-mail addresses, phone numbers, IBANs, card numbers, SSNs, dates of birth. */
export function personalDataIn(text: string, max = 200): Found[] {
  const out: Found[] = [];
  const push = (f: Found) => {
    if (out.length < max) out.push(f);
  };
  for (const m of text.matchAll(EMAIL)) push({ kind: 'an e-mail address', key: m[0].toLowerCase() });
  for (const m of text.matchAll(IBAN)) if (ibanValid(m[0])) push({ kind: 'an IBAN', key: m[0].replace(/\s+/g, '').toLowerCase() });
  const cards = new Set<string>();
  for (const m of text.matchAll(CARD)) {
    const d = digitsOf(m[0]);
    // (Or one that fails the Luhn check but is said to be a card's, 15 or 16 digits: "Visa 4929 1183 0072 5514 exp 08/26".)
    const labelled = (d.length === 15 || d.length === 16) && CARD_LABEL.test(text.slice(Math.max(0, (m.index ?? 0) - 30), m.index));
    if (d.length >= 13 && d.length <= 19 && (luhn(d) || labelled) && !/^(\d)\1+$/.test(d)) {
      cards.add(d);
      push({ kind: 'a card number', key: d });
    }
  }
  for (const m of text.matchAll(SSN)) push({ kind: 'a social security number', key: digitsOf(m[0]) });
  for (const m of text.matchAll(DOB)) push({ kind: 'a date of birth', key: m[1].toLowerCase().replace(/\s+/g, ' ') });
  for (const m of text.slice(0, 200_000).matchAll(STREET_ADDRESS)) push({ kind: 'a street address', key: m[0].toLowerCase().replace(/\s+/g, ' ') });
  for (const m of text.matchAll(PHONE)) {
    const d = digitsOf(m[0]);
    // A phone number has 9 to 15 digits and is written with a + or separators (a bare run is an id).
    if (d.length < 9 || d.length > 15 || cards.has(d) || /^\d{4}[-./]\d{2}[-./]\d{2}/.test(m[0].trim())) continue;
    if (!/^\+|[\s().-]/.test(m[0].trim())) continue;
    // One dot between two runs of digits is a decimal (a Slack thread's "1730711520.2231"), not a number to call.
    if (/^\d+\.\d+$/.test(m[0].trim())) continue;
    // Nor are a range of timings ("8412.1..8501.7") or a figure with one decimal in it.
    if (/\.\.|\d\.\d(?!\d)/.test(m[0])) continue;
    // Nor is an IPv4 address ("102.89.34.11").
    if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(m[0].trim())) continue;
    // Nor a code its label names ("Voucher: 48213-90177", "Confirmation # 5521-448-190", "tracking 1Z 999 ...").
    if (/\b(?:voucher|code|coupon|ticket|order|ref|reference|confirmation|booking|pin|tracking|serial|invoice|case|claim|policy|member|membership|badge|permit|licen[cs]e|vin|sku|part|batch|lot)\s*(?:no\.?|number|id)?\s*[:#]?\s*$/i.test(text.slice(Math.max(0, (m.index ?? 0) - 30), m.index ?? 0))) continue;
    // (Nor a value a record's field names as an id: "meeting_id": "871 2290 4417".)
    if (/["']?[A-Za-z][\w-]*(?:_id|_no|_number|Id|ID)["']?\s*[:=]\s*["']?\s*$/.test(text.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0))) continue;
    // Nor a file's name ("Bill 2024-112-004-31.pdf").
    const after = (m.index ?? 0) + m[0].length;
    if (/^[\w-]{0,20}\.(?:pdf|docx?|xlsx?|csv|txt|png|jpe?g|gif|zip|json|xml|html?|pptx?|eml|msg|tiff?)\b/i.test(text.slice(after, after + 30))) continue;
    push({ kind: 'a phone number', key: d });
  }
  return out;
}

/** A text prepared for occursIn: lower case, and separators between digits taken out. */
export function comparable(text: string): string {
  return text.toLowerCase().replace(/(?<=\d)[ ().\/-]{1,3}(?=\d)/g, '');
}

/** Whether a found value occurs in a text prepared by comparable (IBANs and numbers without their spaces). */
export function occursIn(found: Found, prepared: string): boolean {
  // (A short code of a lock or an alarm counts where it stands whole: "alarm 5180", "safe 12-40-7".)
  if (/^\d+$/.test(found.key) && found.key.length < 6) return found.key.length >= 4 && /alarm code|door or gate code/.test(found.kind) && new RegExp(String.raw`(?<!\d)${found.key}(?!\d)`).test(prepared);
  const key = comparable(found.key);
  // (A phone number written with its country code in one place and without it in the other is the same number: "+14065550166" and
  // "406-555-0166".)
  const national = found.kind === 'a phone number' && /^\d{11,15}$/.test(key) ? key.slice(-10) : null;
  return prepared.includes(key) || (found.kind === 'an IBAN' && prepared.replace(/ /g, '').includes(key)) || (national !== null && new RegExp(String.raw`(?<!\d)${national}(?!\d)`).test(prepared));
}
