// Python literals as agents print tool arguments (src/toolcall/python-literal.ts).

import { parsePythonCallArguments, parsePythonLiteral } from '../../src/toolcall/python-literal';

describe('parsePythonLiteral', () => {
  it('reads dicts, lists, strings with either quote, numbers, True/False/None', () => {
    expect(parsePythonLiteral(`{'a': [1, 2.5, "it's"], 'b': {'c': True, 'd': None, 'e': False}, 'f': 'x\\'y'}`)).toEqual({
      a: [1, 2.5, "it's"],
      b: { c: true, d: null, e: false },
      f: "x'y",
    });
  });

  it('reads tuples as arrays and trailing commas', () => {
    expect(parsePythonLiteral("{'ids': (1, 2,), 'x': [3,],}")).toEqual({ ids: [1, 2], x: [3] });
  });

  it('refuses what is not a literal', () => {
    expect(() => parsePythonLiteral("{'a': }")).toThrow(SyntaxError);
    expect(() => parsePythonLiteral("{'a': 1} trailing")).toThrow(SyntaxError);
    expect(() => parsePythonLiteral("{'a': 'unterminated}")).toThrow(SyntaxError);
    expect(() => parsePythonLiteral('')).toThrow(SyntaxError);
  });

  it('refuses nesting deeper than the limit with a SyntaxError, not a stack overflow', () => {
    expect(() => parsePythonLiteral('['.repeat(100_000) + ']'.repeat(100_000))).toThrow(/deeper than 64/);
    expect(parsePythonLiteral('['.repeat(64) + ']'.repeat(64))).toBeInstanceOf(Array);
    expect(() => parsePythonLiteral('['.repeat(65) + ']'.repeat(65))).toThrow(SyntaxError);
  });

  it('keeps a "__proto__" key as an own key, never as the prototype', () => {
    const v = parsePythonLiteral("{'__proto__': {'admin': True}}") as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.keys(v)).toEqual(['__proto__']);
    expect((v as { admin?: unknown }).admin).toBeUndefined();
  });
});

describe('parsePythonCallArguments', () => {
  it('reads keyword and positional arguments of a call as agents print it', () => {
    expect(parsePythonCallArguments("query='x', n=3")).toEqual({ query: 'x', n: 3 });
    expect(parsePythonCallArguments("'C:\\\\Users', 'key', mode='w', flags=['a', None]")).toEqual({ arg1: 'C:\\Users', arg2: 'key', mode: 'w', flags: ['a', null] });
    expect(parsePythonCallArguments('')).toEqual({});
  });

  it('refuses what is not an argument list', () => {
    expect(() => parsePythonCallArguments('query x')).toThrow(SyntaxError);
    expect(() => parsePythonCallArguments("q='x' n=3")).toThrow(SyntaxError);
    expect(() => parsePythonCallArguments("a == 'b'")).toThrow(SyntaxError);
  });
});
