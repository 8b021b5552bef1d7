// readJson and readDocument: leaves with RFC 6901 pointers, bounds, and the dispatcher.

import iconv from 'iconv-lite';
import { readDocument, readJson } from '../../src/read';

describe('readJson', () => {
  it('reads every string and number leaf in document order, with pointer and key', () => {
    const doc = readJson({
      action: 'refund',
      amount: 49.9,
      items: [{ sku: 'A-1', qty: 2 }, [3, 'x', [true, null, 'deep']]],
      note: { 'a/b': 'slash', 'm~n': 'tilde', '': 'empty key', '~/': 'both' },
      flag: false,
      nothing: null,
    });
    expect(doc.medium).toBe('json');
    expect(doc.hidden).toEqual([]);
    expect(doc.parts).toEqual([
      { kind: 'json', text: 'refund', pointer: '/action', key: 'action' },
      { kind: 'json', text: '49.9', pointer: '/amount', key: 'amount' },
      { kind: 'json', text: 'A-1', pointer: '/items/0/sku', key: 'sku' },
      { kind: 'json', text: '2', pointer: '/items/0/qty', key: 'qty' },
      { kind: 'json', text: '3', pointer: '/items/1/0', key: '0' },
      { kind: 'json', text: 'x', pointer: '/items/1/1', key: '1' },
      { kind: 'json', text: 'deep', pointer: '/items/1/2/2', key: '2' },
      { kind: 'json', text: 'slash', pointer: '/note/a~1b', key: 'a/b' },
      { kind: 'json', text: 'tilde', pointer: '/note/m~0n', key: 'm~n' },
      { kind: 'json', text: 'empty key', pointer: '/note/', key: '' },
      { kind: 'json', text: 'both', pointer: '/note/~0~1', key: '~/' },
    ]);
    expect(doc.stats).toMatchObject({ parts: 11, truncated: 0, json_depth: 4 });
  });

  it('writes numbers as String(n)', () => {
    const doc = readJson([0, -0, 1e21, 1.5e-7, -12.25, 12345678901234567890]);
    expect(doc.parts.map((p) => p.text)).toEqual(['0', '0', '1e+21', '1.5e-7', '-12.25', '12345678901234567000']);
  });

  it('reads a scalar root with the empty pointer', () => {
    expect(readJson('Bitte 12 € erstatten').parts).toEqual([{ kind: 'json', text: 'Bitte 12 € erstatten', pointer: '', key: '' }]);
    expect(readJson(true).parts).toEqual([]);
    expect(readJson(null).parts).toEqual([]);
  });

  it('skips empty strings and counts them', () => {
    const doc = readJson({ a: '', b: ' ', c: 'x' });
    expect(doc.parts.map((p) => p.pointer)).toEqual(['/b', '/c']);
    expect(doc.stats.json_empty_strings).toBe(1);
  });

  it('does not enter containers deeper than the depth limit', () => {
    let v: unknown = 'bottom';
    for (let i = 0; i < 100; i++) v = { k: v, [`s${i}`]: `level ${100 - i}` };
    const doc = readJson(v);
    expect(doc.stats.truncated).toBe(1);
    expect(doc.stats.json_truncated_depth).toBe(1);
    expect(doc.parts).toHaveLength(64);
    expect(doc.parts[0]).toEqual({ kind: 'json', text: 'level 64', pointer: `${'/k'.repeat(63)}/s36`, key: 's36' });
    expect(readJson(v, { maxDepth: 200 }).parts).toHaveLength(101);
  });

  it('keeps at most 5,000 leaves', () => {
    const doc = readJson(Array.from({ length: 12_000 }, (_, i) => `v${i}`));
    expect(doc.parts).toHaveLength(5000);
    expect(doc.parts[4999].pointer).toBe('/4999');
    expect(doc.stats).toMatchObject({ truncated: 1, json_truncated_leaves: 7000 });
  });

  it('visits a bounded number of nodes', () => {
    const doc = readJson(Array.from({ length: 300 }, () => Array.from({ length: 500 }, () => null)));
    expect(doc.stats.json_truncated_nodes).toBe(1);
    expect(doc.stats.json_nodes).toBe(100_000);
  });

  it('survives a cycle in a live object', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    a.list = [a, 'x'];
    const doc = readJson(a);
    expect(doc.parts.map((p) => p.pointer)).toEqual(['/name', '/list/1']);
    expect(doc.stats.json_truncated_depth).toBe(2);
  });

  it('reads a shared (non-cyclic) value at each place it appears', () => {
    const shared = { v: 'same' };
    expect(readJson({ a: shared, b: shared }).parts.map((p) => p.pointer)).toEqual(['/a/v', '/b/v']);
  });
});

describe('readDocument', () => {
  it('parses JSON with a BOM and in a declared charset', async () => {
    const doc = await readDocument('json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":"ü"}')]));
    expect(doc.parts).toEqual([{ kind: 'json', text: 'ü', pointer: '/a', key: 'a' }]);
    const latin = await readDocument('json', iconv.encode('{"a":"Straße"}', 'latin1'), 'iso-8859-1');
    expect(latin.parts[0].text).toBe('Straße');
  });

  it('gives an empty document for JSON that does not parse', async () => {
    const doc = await readDocument('json', Buffer.from('{"a": '));
    expect(doc).toMatchObject({ medium: 'json', parts: [], stats: { json_invalid: 1 } });
  });

  it('dispatches text, html and mail', async () => {
    expect((await readDocument('text', Buffer.from('hi'))).parts).toEqual([{ kind: 'text', text: 'hi' }]);
    expect((await readDocument('html', Buffer.from('<p>hi</p><p hidden>no</p>'))).parts).toEqual([{ kind: 'html', text: 'hi' }]);
    const mail = await readDocument('mail', Buffer.from('Subject: Hello\r\nFrom: a@b.example\r\n\r\nBody'));
    expect(mail.parts).toEqual([
      { kind: 'subject', text: 'Hello' },
      { kind: 'body', text: 'Body' },
    ]);
  });
});
