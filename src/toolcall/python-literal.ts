// Python literals as agents print them: a dict or list repr (`{'to': 'a@b.c', 'cc': None}`), the way ReAct
// agents and Python tool wrappers write a call's arguments. Pure; bounded by a nesting limit, so hostile text
// cannot exhaust the stack.

/** Deepest nesting read; deeper text is refused like any other text that is not a literal. */
export const PYTHON_LITERAL_MAX_DEPTH = 64;

/**
 * Parses a Python literal: dicts, lists, tuples (as arrays), strings in either quote, numbers, True, False,
 * None. Throws SyntaxError on anything else, on trailing text, and on nesting deeper than `maxDepth`.
 */
export function parsePythonLiteral(src: string, maxDepth: number = PYTHON_LITERAL_MAX_DEPTH): unknown {
  const r = reader(src, maxDepth);
  const v = r.value(0);
  r.end();
  return v;
}

/**
 * Parses the argument list of a Python call as agents print it (`query='x', n=3`, `'a.txt', mode='w'`): keyword
 * arguments by name, positional ones as `arg1`, `arg2`, ... An empty list is no arguments. Throws SyntaxError
 * like parsePythonLiteral.
 */
export function parsePythonCallArguments(src: string, maxDepth: number = PYTHON_LITERAL_MAX_DEPTH): Record<string, unknown> {
  const r = reader(src, maxDepth);
  const out: Record<string, unknown> = {};
  let positional = 0;
  r.ws();
  while (!r.done()) {
    const name = r.keyword();
    const key = name ?? `arg${++positional}`;
    Object.defineProperty(out, key, { value: r.value(1), enumerable: true, writable: true, configurable: true });
    r.ws();
    if (r.done()) break;
    r.expect(',');
    r.ws();
  }
  return out;
}

/** The literal reader over one text: values, white space, a `name=` keyword, the end. */
function reader(src: string, maxDepth: number) {
  let i = 0;
  const ws = () => {
    while (i < src.length && /\s/.test(src[i]!)) i++;
  };
  const fail = (why = 'not a Python literal'): never => {
    throw new SyntaxError(`${why} at ${i}`);
  };
  const value = (depth: number): unknown => {
    ws();
    const c = src[i];
    if ((c === '{' || c === '[' || c === '(') && depth >= maxDepth) fail(`nested deeper than ${maxDepth} levels`);
    if (c === '{') {
      i++;
      const obj: Record<string, unknown> = {};
      ws();
      if (src[i] === '}') return (i++, obj);
      for (;;) {
        const k = value(depth + 1);
        ws();
        if (src[i++] !== ':') fail();
        // defineProperty: a key "__proto__" is an own key, as in JSON.parse, never the object's prototype.
        Object.defineProperty(obj, String(k), { value: value(depth + 1), enumerable: true, writable: true, configurable: true });
        ws();
        const sep = src[i++];
        if (sep === '}') return obj;
        if (sep !== ',') fail();
        ws();
        if (src[i] === '}') return (i++, obj);
      }
    }
    if (c === '[' || c === '(') {
      const close = c === '[' ? ']' : ')';
      i++;
      const arr: unknown[] = [];
      ws();
      if (src[i] === close) return (i++, arr);
      for (;;) {
        arr.push(value(depth + 1));
        ws();
        const sep = src[i++];
        if (sep === close) return arr;
        if (sep !== ',') fail();
        ws();
        if (src[i] === close) return (i++, arr);
      }
    }
    if (c === "'" || c === '"') {
      i++;
      let s = '';
      while (i < src.length && src[i] !== c) {
        if (src[i] === '\\' && i + 1 < src.length) {
          const e = src[i + 1]!;
          s += e === 'n' ? '\n' : e === 't' ? '\t' : e;
          i += 2;
        } else s += src[i++];
      }
      if (src[i++] !== c) fail();
      return s;
    }
    const m = /^(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|True|False|None)/.exec(src.slice(i, i + 400));
    if (!m) return fail();
    i += m[0].length;
    if (m[0] === 'True') return true;
    if (m[0] === 'False') return false;
    if (m[0] === 'None') return null;
    return Number(m[0]);
  };
  return {
    value,
    ws,
    done: () => i >= src.length,
    expect: (c: string) => {
      if (src[i++] !== c) fail();
    },
    /** A `name=` (not `==`) at the current position, consumed; null when there is none. */
    keyword: (): string | null => {
      const m = /^([A-Za-z_]\w*)\s*=(?!=)/.exec(src.slice(i, i + 200));
      if (!m) return null;
      i += m[0].length;
      return m[1]!;
    },
    end: () => {
      ws();
      if (i !== src.length) fail();
    },
  };
}
