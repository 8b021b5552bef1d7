// A tool call's arguments as an object, whatever form they came in: an object, a JSON string (OpenAI), a
// Python dict repr (ReAct, LangChain), or plain text. Pure and bounded: nesting deeper than 64 levels is cut
// (replaced by a marker), never recursed into.

import { parsePythonCallArguments, parsePythonLiteral } from './python-literal';

/** Deepest nesting kept in arguments (the arguments object is level 0), as for JSON bodies. */
export const MAX_ARGUMENT_DEPTH = 64;

/** What a value nested too deeply is replaced by. */
export const CUT_MARKER = '[cut: nested deeper than 64 levels]';

/** At most this many values are copied (a guard for shared values in live objects; JSON bodies stay far below). */
const MAX_NODES = 500_000;

export interface Arguments {
  args: Record<string, unknown>;
  /** Parts nested deeper than the limit were replaced by CUT_MARKER. */
  cut: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A copy of a JSON-like value with containers at `max` levels below the root replaced by CUT_MARKER. Values
 * that are not JSON (functions, symbols, undefined) are dropped from objects and become null in arrays, as
 * JSON.stringify would. A "__proto__" key stays an own key.
 */
export function cutDepth(value: unknown, max: number = MAX_ARGUMENT_DEPTH): { value: unknown; cut: boolean } {
  let cut = false;
  let nodes = 0;
  const copy = (v: unknown, depth: number): unknown => {
    if (++nodes > MAX_NODES) {
      cut = true;
      return CUT_MARKER;
    }
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    if (typeof v === 'number') return Number.isFinite(v) ? v : null;
    if (typeof v === 'bigint') return String(v);
    if (typeof v !== 'object') return undefined;
    if (depth >= max) {
      cut = true;
      return CUT_MARKER;
    }
    if (Array.isArray(v)) return v.map((x) => copy(x, depth + 1) ?? null);
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      const c = copy((v as Record<string, unknown>)[k], depth + 1);
      if (c !== undefined) Object.defineProperty(out, k, { value: c, enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  const copied = copy(value, 0);
  return { value: copied, cut };
}

/** Strips a Markdown code fence (```json ... ```) around text, as models write it. */
export function unfence(text: string): string {
  const m = /^\s*```[a-zA-Z0-9_-]*[ \t]*\n?([\s\S]*?)\n?```\s*$/.exec(text);
  return (m ? m[1]! : text).trim();
}

/**
 * Text that holds a value: JSON, else (with `python`) a Python literal, else the first balanced-looking
 * `{...}` in it. Undefined when none of these parse.
 */
export function parseValueText(text: string, options: { python?: boolean } = {}): unknown {
  const t = unfence(text);
  if (t === '') return undefined;
  const attempts = [t];
  const open = t.indexOf('{');
  const close = t.lastIndexOf('}');
  if (open >= 0 && close > open && (open > 0 || close < t.length - 1)) attempts.push(t.slice(open, close + 1));
  for (const a of attempts) {
    try {
      return JSON.parse(a) as unknown;
    } catch {
      // not JSON: try the next reading
    }
    if (options.python) {
      try {
        return parsePythonLiteral(a);
      } catch {
        // not a Python literal either
      }
    }
  }
  return undefined;
}

/** A Python call's argument list (`query='x', n=3`) as an object; undefined when it is not one. */
function callArguments(text: string): Record<string, unknown> | undefined {
  try {
    return parsePythonCallArguments(text.trim());
  } catch {
    return undefined;
  }
}

/**
 * The arguments of a call as an object. An object is kept (cut at the nesting limit); a string is parsed
 * (JSON, or with `python` a Python literal) and an object it holds is used; any other value, and text that
 * does not parse, is kept under `input`. Null, undefined and blank text are no arguments.
 */
export function argumentsOf(raw: unknown, options: { python?: boolean } = {}): Arguments {
  if (raw === null || raw === undefined) return { args: {}, cut: false };
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { args: {}, cut: false };
    const parsed = parseValueText(raw, options) ?? (options.python ? callArguments(raw) : undefined);
    value = parsed === undefined ? raw : parsed;
  }
  const c = cutDepth(value);
  if (isRecord(c.value)) return { args: c.value, cut: c.cut };
  if (c.value === undefined || c.value === null) return { args: {}, cut: c.cut };
  return { args: { input: c.value }, cut: c.cut };
}

/** Bounded JSON text of a value (never throws): for history items such as `name(argsJSON)`. */
export function jsonText(value: unknown, maxChars: number): string {
  let s: string;
  try {
    s = JSON.stringify(cutDepth(value).value) ?? 'null';
  } catch (err) {
    // cutDepth leaves only JSON values, so this is not expected; say what happened rather than hide it.
    s = `[unprintable: ${(err as Error).name}]`;
  }
  return s.length > maxChars ? `${s.slice(0, maxChars)}…` : s;
}

/**
 * A copy of arguments with every string longer than `maxChars` cut to that length and marked, for carrying a
 * large call where its full text is not needed (it is too large to judge anyway). Nesting is already bounded.
 */
export function shortenStrings(args: Record<string, unknown>, maxChars: number): { args: Record<string, unknown>; cut: boolean } {
  let cut = false;
  const copy = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') {
      if (v.length <= maxChars) return v;
      cut = true;
      return `${v.slice(0, maxChars)}…[cut: ${v.length} characters]`;
    }
    if (v === null || typeof v !== 'object' || depth > MAX_ARGUMENT_DEPTH) return v;
    if (Array.isArray(v)) return v.map((x) => copy(x, depth + 1));
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) Object.defineProperty(out, k, { value: copy((v as Record<string, unknown>)[k], depth + 1), enumerable: true, writable: true, configurable: true });
    return out;
  };
  const copied = copy(args, 0) as Record<string, unknown>;
  return { args: copied, cut };
}

/** Characters of one call's arguments in the text view: all of them a body can hold, so the size rules count them. */
const CALL_TEXT_CHARS = 1024 * 1024;
/** One proposed call as text (`call 1: name({...})`): the intake text view, and what injections are looked for in. */
export const callLine = (c: { name: string; arguments: unknown }, i: number): string => `call ${i + 1}: ${c.name}(${jsonText(c.arguments, CALL_TEXT_CHARS)})`;
