// The body checks of src/api/body.ts that need no server (issue 25): duplicate JSON keys, strict UTF-8,
// charsets, and the request timeout's configuration. The same checks on real sockets:
// test/integration/input-limits.test.ts.

import type { Request } from 'express';
import { checkTextEncoding, DEFAULT_REQUEST_TIMEOUT_MS, duplicateKeys, mediaTypeOf, parseJson } from '../../src/api/body';
import { ApiError } from '../../src/api/errors';
import { loadConfig } from '../../src/config/config';

const refusal = (f: () => unknown): { status: number; code: string; details?: unknown } | null => {
  try {
    f();
    return null;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { status: err.status, code: err.code, details: err.details };
  }
};

describe('duplicateKeys', () => {
  it.each<[string, string[]]>([
    ['{"a":1,"b":2}', []],
    ['{"a":1,"a":2}', ['a']],
    ['{"a":{"b":1},"c":{"b":2}}', []],
    ['{"a":{"b":1,"b":2}}', ['a.b']],
    ['[{"id":1},{"id":2},{"id":3,"id":4}]', ['2.id']],
    ['{"type":"refund","\\u0074ype":"delete_account"}', ['type']],
    ['{"a":1,"a":2,"a":3}', ['a', 'a']],
    ['{"":1,"":2}', ['']],
    ['"text"', []],
  ])('%s → %j', (text, found) => expect(duplicateKeys(text)).toEqual(found));

  it('stops naming after 20', () => {
    const text = `{${Array.from({ length: 50 }, () => '"k":1').join(',')}}`;
    expect(duplicateKeys(text)).toHaveLength(20);
  });

  it('parseJson refuses them with 422 naming each path, after a byte-order mark too', () => {
    expect(refusal(() => parseJson(Buffer.from('\ufeff{"x":{"y":1,"y":2}}')))).toEqual({
      status: 422,
      code: 'invalid_request',
      details: [{ field: 'x.y', reason: 'duplicate key' }],
    });
  });
});

describe('UTF-8', () => {
  it('JSON with bytes that are not UTF-8 (a lone continuation byte, an overlong form, a CESU surrogate) is 422', () => {
    for (const bytes of [[0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff]]) {
      const raw = Buffer.concat([Buffer.from('{"a":"'), Buffer.from(bytes), Buffer.from('"}')]);
      expect(refusal(() => parseJson(raw))).toMatchObject({ status: 422, code: 'invalid_request' });
    }
    expect(parseJson(Buffer.from('{"a":"café 😀"}'))).toEqual({ a: 'café 😀' });
  });

  it('text read as UTF-8 is held to it; other charsets and UTF-16 with a byte-order mark are not', () => {
    const bad = Buffer.from([0x61, 0xc3, 0x28]);
    expect(refusal(() => checkTextEncoding(bad, { medium: 'text', type: 'text/plain', charset: undefined }))).toMatchObject({ status: 422 });
    expect(refusal(() => checkTextEncoding(bad, { medium: 'text', type: 'text/plain', charset: 'UTF-8' }))).toMatchObject({ status: 422 });
    expect(refusal(() => checkTextEncoding(bad, { medium: 'text', type: 'text/plain', charset: 'windows-1252' }))).toBeNull();
    expect(refusal(() => checkTextEncoding(Buffer.from([0xff, 0xfe, 0x41, 0x00]), { medium: 'text', type: 'text/plain', charset: undefined }))).toBeNull();
    // HTML and mail name their charset inside themselves.
    expect(refusal(() => checkTextEncoding(bad, { medium: 'html', type: 'text/html', charset: undefined }))).toBeNull();
  });
});

describe('charsets', () => {
  const of = (contentType: string) => refusal(() => mediaTypeOf({ headers: { 'content-type': contentType } } as unknown as Request));
  it.each(['application/json', 'application/json; charset=utf-8', 'application/json; charset="UTF-8"', 'text/plain; charset=shift_jis', 'text/html; charset=windows-1252', 'message/rfc822; charset=x-anything'])(
    '%s is read',
    (t) => expect(of(t)).toBeNull(),
  );
  it.each(['text/plain; charset=x-bogus', 'text/html; charset=x-bogus', 'application/json; charset=utf-16le', 'application/json; charset=latin1', 'application/json; charset=x-bogus'])(
    '%s is 415',
    (t) => expect(of(t)).toMatchObject({ status: 415, code: 'unsupported_media_type' }),
  );
});

describe('GATEHOUSE_REQUEST_TIMEOUT_MS', () => {
  const base = { HOME: '/tmp' };
  it('defaults to 30 s and takes 1 s to 10 min', () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(loadConfig(base).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ ...base, GATEHOUSE_REQUEST_TIMEOUT_MS: '1500' }).requestTimeoutMs).toBe(1500);
    for (const bad of ['999', '600001', '1.5', 'soon']) expect(() => loadConfig({ ...base, GATEHOUSE_REQUEST_TIMEOUT_MS: bad })).toThrow(/GATEHOUSE_REQUEST_TIMEOUT_MS must be 1000\.\.600000/);
  });
});
