// Text the store can hold, decided where the text enters. PostgreSQL refuses two things JavaScript strings
// can carry: the NUL character (U+0000, in text and in jsonb) and a lone UTF-16 surrogate (half of a
// character outside the Basic Multilingual Plane, as a string cut in the middle of an emoji leaves it; jsonb
// refuses its \udxxx escape). Each input path either refuses such a string with 422 naming the field, or,
// where the input is prose Gatehouse only reads, replaces each offending unit with U+FFFD. Pure.

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. Code units, no `u` flag. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const REPLACEMENT_CHARACTER = '\ufffd';

/** Why the store cannot hold this string, or null when it can. */
export function unstorableReason(s: string): string | null {
  if (s.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(s)) return 'must not contain a lone UTF-16 surrogate (half of a character, as a string cut inside an emoji leaves it)';
  return null;
}

/** The string with every NUL and lone surrogate replaced by U+FFFD (one code unit for one, so offsets hold). */
export function scrubText(s: string): string {
  return unstorableReason(s) === null ? s : s.replace(UNSTORABLE, REPLACEMENT_CHARACTER);
}

export interface TextProblem {
  field: string;
  reason: string;
}

/** At most this many problems are reported for one value; the first is enough to refuse it. */
export const MAX_TEXT_PROBLEMS = 20;

type Segment = string | number;

/** Dotted path as the contract's 422 details name fields: action.parameters.to, actor.permissions[3]. */
export function fieldPath(path: readonly Segment[]): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out === '' ? seg : `.${seg}`;
  return out === '' ? '(body)' : out;
}

/**
 * Checks every string of a parsed JSON value, object keys included. A string value at a path where
 * `prose(path)` holds is replaced in place (U+FFFD); any other string, and every object key, that the store
 * cannot hold is a problem naming its field. Iterative, so depth cannot exhaust the stack.
 */
export function checkJsonText(value: unknown, prose: (path: readonly Segment[]) => boolean = () => false): TextProblem[] {
  const problems: TextProblem[] = [];
  const stack: { v: unknown; path: Segment[]; set?: (s: string) => void }[] = [{ v: value, path: [] }];
  while (stack.length > 0 && problems.length < MAX_TEXT_PROBLEMS) {
    const { v, path, set } = stack.pop()!;
    if (typeof v === 'string') {
      const reason = unstorableReason(v);
      if (reason === null) continue;
      if (set && prose(path)) set(scrubText(v));
      else problems.push({ field: fieldPath(path), reason });
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: [...path, i], set: (s) => (v[i] = s) });
    } else if (v !== null && typeof v === 'object') {
      const rec = v as Record<string, unknown>;
      const keys = Object.keys(rec);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i];
        const reason = unstorableReason(k);
        if (reason !== null) problems.push({ field: fieldPath([...path, scrubText(k)]), reason: `the member's name ${reason}` });
        else stack.push({ v: rec[k], path: [...path, k], set: (s) => (rec[k] = s) });
      }
    }
  }
  return problems;
}
