// Walking a call's arguments and the conversation within fixed bounds, so every detector's work is bounded
// by the limits here and not by the input.

import type { Conversation, HistoryItem } from '../types';

export const MAX_DEPTH = 16;
export const MAX_LEAVES = 2000;
/** Strings are read up to this many characters for pattern work. */
export const MAX_STRING = 20_000;
/** All argument strings together are read up to this many characters. */
export const MAX_ARGUMENT_CHARS = 1024 * 1024;
/** Each history item, and all of them together, are read up to these many characters. */
export const MAX_HISTORY_ITEM = 64 * 1024;
export const MAX_HISTORY_TOTAL = 512 * 1024;

/** One scalar argument value with where it was found. */
export interface Leaf {
  /** "arguments.to[0]", "arguments.payload.url". */
  path: string;
  /** The nearest object key above the value, lower-cased ("" for none). */
  key: string;
  /** The value as text (numbers and booleans as written), truncated at MAX_STRING. */
  value: string;
}

/** The object or array a string holds when it is a JSON document ("{\"Statement\": ...}"), else undefined. */
export function jsonIn(value: string): unknown {
  const t = value.trim();
  if (t.length < 2 || !((t.startsWith('{') && t.endsWith('}')) || (t.startsWith('[') && t.endsWith(']')))) return undefined;
  try {
    const v: unknown = JSON.parse(t);
    return v !== null && typeof v === 'object' ? v : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The items of a JSON list a tool returned (a top-level array, or the first array under a key of an object), objects only, at most
 * 200; none for a text longer than maxChars or no JSON.
 */
export function jsonItems(output: string, maxChars = 20_000): Record<string, unknown>[] {
  const rows = output.trim().length > maxChars ? undefined : jsonIn(output);
  const list = Array.isArray(rows) ? rows : rows !== undefined ? Object.values(rows as Record<string, unknown>).find((v) => Array.isArray(v)) : undefined;
  return Array.isArray(list) ? list.slice(0, 200).filter((x): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x)) : [];
}

/** Every string and number in the arguments (and in JSON documents passed as strings), depth-first: at most MAX_LEAVES, no deeper than MAX_DEPTH, MAX_ARGUMENT_CHARS in all. */
export function leavesOf(args: Record<string, unknown>): Leaf[] {
  const out: Leaf[] = [];
  let budget = MAX_ARGUMENT_CHARS;
  const visit = (v: unknown, path: string, key: string, depth: number) => {
    if (out.length >= MAX_LEAVES || depth > MAX_DEPTH || budget <= 0) return;
    if (typeof v === 'string') {
      const value = v.slice(0, Math.min(MAX_STRING, budget));
      budget -= value.length;
      out.push({ path, key, value });
      // A JSON document passed as a string (an IAM policy, a request body) is read as the values it holds too.
      const inner = jsonIn(value);
      if (inner !== undefined) visit(inner, path, key, depth + 1);
    } else if (typeof v === 'number' || typeof v === 'bigint') out.push({ path, key, value: String(v) });
    else if (Array.isArray(v)) {
      for (let i = 0; i < v.length && out.length < MAX_LEAVES; i++) visit(v[i], `${path}[${i}]`, key, depth + 1);
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        if (out.length >= MAX_LEAVES) break;
        visit(x, `${path}.${k}`, k.toLowerCase(), depth + 1);
      }
    }
  };
  visit(args, 'arguments', '', 0);
  return out;
}

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether a text holds a value whole, not inside a longer word or code ("SMF-PN" is not in "SMF-PN-2"). */
export const holdsWhole = (text: string, value: string, flags = ''): boolean => new RegExp(String.raw`(?<![\w-])${escapeRegExp(value)}(?![\w-])`, flags).test(text);

/** Arguments of someone let in ("email", "guest", "members") and of what is posted ("text", "message", "body"). */
const ADMITTED_KEY = /^(?:email|guest|guest_email|member|member_email|members|user|user_id|user_email|users|invitee|invitees|invitee_email)$/i;
const POSTED_KEY = /^(?:text|message|body|content|blocks|attachments|post|msg)$/i;
/** A call that lets someone into a channel or a team and posts nothing to it ("teams.add_guest" with "channel": "General"). */
export const admitsSomeone = (args: Record<string, unknown> | null | undefined): boolean => {
  const keys = Object.keys(args ?? {});
  return keys.some((k) => ADMITTED_KEY.test(k)) && !keys.some((k) => POSTED_KEY.test(k));
};

/** A tool name with its CamelCase words joined by underscores ("SlackDeactivateUser" → "Slack_Deactivate_User"), for
 * patterns that look for a word between separators. */
export const snakeName = (name: string): string => name.replace(/([a-z])([A-Z])/g, '$1_$2');

/** A tool's name in lower-case snake case, every other character an underscore ("appointments_cancel_by_vet"). */
/** Names compared without case or separators: `gmail.send`, `gmail_send` and `GmailSend` are one tool; "on-call" is "oncall". */
export const compactName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
export const flatName = (name: string): string => snakeName(name).toLowerCase().replace(/[^a-z0-9]+/g, '_');

/** A path's last part, after its last slash or backslash ("uploads/IMG_2202.jpg" is "IMG_2202.jpg"); the whole value without one. */
export const fileBaseName = (path: string): string => path.split(/[/\\]/).pop() ?? path;

/** The words of a key or tool name: CamelCase, snake_case, kebab-case and dots split, lower-cased. */
export function wordsOf(name: string): string[] {
  return name
    .slice(0, 200)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    // (An acronym before a word: "HRDisciplinaryRecords" is hr, disciplinary, records.)
    .replace(/([A-Z]{2,})([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/** An earlier turn as the detectors read it. */
export interface Turn {
  role: HistoryItem['role'];
  text: string;
  tool?: string;
}

/** The history's turns in order, each and all together within the limits above. */
export function historyTurns(conv: Conversation): Turn[] {
  const out: Turn[] = [];
  let total = 0;
  for (const h of conv.history ?? []) {
    if (total >= MAX_HISTORY_TOTAL) break;
    if (typeof h.content !== 'string') continue;
    const text = h.content.slice(0, Math.min(MAX_HISTORY_ITEM, MAX_HISTORY_TOTAL - total));
    total += text.length;
    out.push({ role: h.role, text, tool: h.tool });
  }
  return out;
}

/** The user's request within the limits. */
export function userText(conv: Conversation): string {
  return (conv.userRequest ?? '').slice(0, MAX_HISTORY_TOTAL);
}

/** Compares values loosely: lower case, no white space, dashes or dots between digits. */
export function looseKey(s: string): string {
  return s.toLowerCase().replace(/[\s\-–—]+/g, '').replace(/(\d)[.,/](?=\d)/g, '$1');
}

// Words of an identifier too common to name anyone: role and account words, and the parts of a domain.
const GENERIC_ID_WORDS = new Set(
  'com org net edu gov www http https example test user users info admin support contact service account accounts wallet bank payee vendor recipient customer customers'.split(' '),
);

/**
 * Whether the user names the holder of a handle or account by a word of it: "Send Maria $45" for maria-lopez-22,
 * "my savings" for savings-002, "from the pharmacy website" for pharmacy.example.com (words of four letters or
 * more, not generic ones). An e-mail address is never named this way: its domain would be a guess ("Email the deck
 * to Greg" does not give greg@sequoia-cap.example), so it must be written out.
 */
export function namedByWord(identifier: string, text: string): boolean {
  // (A handle's "@" is no mail address: "@jess-liu" is Jess's.)
  const id = identifier.toLowerCase().slice(0, 256).replace(/^@/, '');
  if (id.includes('@')) return false;
  const list = text.slice(0, 20_000).toLowerCase().split(/[^a-z0-9]+/);
  const words = new Set(list);
  // (Or two of them written together: "PY-HAPPYPLATES" for "Happy Plates".)
  const joined = new Set(list.slice(1).map((w, i) => `${list[i]}${w}`));
  // (A name with its figures is one word: "concept2.co.uk" for "from Concept2 UK".)
  const withFigures = id.split(/[^a-z0-9]+/).filter((t) => /[a-z]/.test(t) && /\d/.test(t) && t.length >= 4);
  return id.split(/[^a-z]+/).some((t) => (t.length >= 4 && !GENERIC_ID_WORDS.has(t) && words.has(t)) || (t.length >= 7 && joined.has(t))) || withFigures.some((t) => words.has(t));
}

/** The numbers of the ranges a text writes out ("301 through 305", "rooms 12-15", "units 4 to 9"), at most 100 each. */
function numbersInRanges(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.slice(0, 4000).matchAll(/\b(\d{1,6})\s*(?:through|thru|to|-|–)\s*(\d{1,6})\b/gi)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (b > a && b - a <= 100 && m[1]!.length === m[2]!.length) for (let n = a; n <= b; n++) out.add(n);
  }
  return out;
}

/**
 * The ids a range of ids the user wrote names, each of them ("TEST-0001 through TEST-0005": test-0001 ... test-0005), lower
 * case; a range of at most 100.
 */
// (With letters in more than one part: "WB-T001 through WB-T014".)
function idsInRanges(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.slice(0, 4000).matchAll(/\b((?:[a-z]+[-_]?){1,3})(\d{1,6})\s*(?:through|thru|to|-|–)\s*(?:((?:[a-z]+[-_]?){1,3}))?(\d{1,6})\b/gi)) {
    if (m[3] !== undefined && m[3].toLowerCase() !== m[1]!.toLowerCase()) continue;
    const a = Number(m[2]);
    const b = Number(m[4]);
    if (!(b > a && b - a <= 100)) continue;
    for (let n = a; n <= b; n++) out.add(`${m[1]!.toLowerCase()}${String(n).padStart(m[2]!.length, '0')}`);
  }
  return out;
}

/**
 * Whether a value is one the ranges a text writes out name: a number ("units 301 through 305") or an id with its letters
 * ("TEST-0001 through TEST-0005").
 */
export function namedByRange(text: string): (value: unknown) => boolean {
  const numbers = numbersInRanges(text);
  const ids = idsInRanges(text);
  const days = weekdaysSpanned(text);
  return (value) => {
    const v = String(value).trim();
    return (/^\d{1,6}$/.test(v) && numbers.has(Number(v))) || ids.has(v.toLowerCase()) || (WEEKDAY.test(v) && days.has(v.slice(0, 3).toLowerCase()));
  };
}

const WEEK_FROM_MONDAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*$/i;
/** The weekdays of the spans a text writes ("Mon-Wed", "Monday to Friday"), by their first three letters. */
function weekdaysSpanned(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.slice(0, 4000).matchAll(/\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*(?:-|–|to|through|thru|until)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/gi)) {
    const from = WEEK_FROM_MONDAY.indexOf(m[1]!.toLowerCase());
    const to = WEEK_FROM_MONDAY.indexOf(m[2]!.toLowerCase());
    for (let i = from; i <= (to >= from ? to : to + 7); i++) out.add(WEEK_FROM_MONDAY[i % 7]!);
  }
  return out;
}
