// Property tests for the intake readers: they never throw on arbitrary input, and readJson's parts are
// exactly the input's leaves.

import fc from 'fast-check';
import { readDocument, readHtml, readJson, readMail, readText } from '../../src/read';
import { decodeText } from '../../src/read/text';
import type { IntakeDocument } from '../../src/read/types';

const CHARSETS = [undefined, 'utf-8', 'UTF-8', 'iso-8859-1', 'windows-1252', 'utf-16le', 'utf-16be', 'shift_jis', 'big5', 'koi8-r', 'x-garbage', '', '"', 'utf-7', 'iso-2022-jp'];
const charsetArb = fc.oneof(fc.constantFrom(...CHARSETS), fc.string({ maxLength: 20 }));
const bytesArb = fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a));

function wellFormed(doc: IntakeDocument): void {
  expect(Array.isArray(doc.parts)).toBe(true);
  expect(Array.isArray(doc.hidden)).toBe(true);
  for (const p of doc.parts) expect(typeof p.text).toBe('string');
  for (const h of doc.hidden) expect(typeof h).toBe('string');
  for (const v of Object.values(doc.stats)) expect(Number.isFinite(v)).toBe(true);
}

describe('readers never throw on arbitrary bytes', () => {
  it('decodeText / readText', () => {
    fc.assert(
      fc.property(bytesArb, charsetArb, (buf, cs) => {
        const d = decodeText(buf, cs);
        expect(typeof d.text).toBe('string');
        expect(d.replacements).toBeGreaterThanOrEqual(0);
        wellFormed(readText(buf, cs));
      }),
      { numRuns: 300 },
    );
  });

  it('readHtml', () => {
    fc.assert(
      fc.property(bytesArb, charsetArb, (buf, cs) => {
        wellFormed(readHtml(buf, cs));
      }),
      { numRuns: 300 },
    );
  });

  it('readMail', async () => {
    await fc.assert(
      fc.asyncProperty(bytesArb, async (buf) => {
        wellFormed(await readMail(buf));
      }),
      { numRuns: 200 },
    );
  });

  it('readDocument for every medium', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('json', 'text', 'html', 'mail') as fc.Arbitrary<'json' | 'text' | 'html' | 'mail'>, bytesArb, charsetArb, async (medium, buf, cs) => {
        wellFormed(await readDocument(medium, buf, cs));
      }),
      { numRuns: 200 },
    );
  });
});

describe('readers never throw on arbitrary strings inside skeletons', () => {
  const s = fc.string({ unit: 'binary', maxLength: 300 });
  const markup = fc.array(fc.oneof(s, fc.constantFrom('<', '>', '</', '<!--', '-->', '"', "'", '=', '<style>', '</style>', '<script>', '{', '}', ';', ':', 'display:none', '&', '&#', '&amp;', '\u0000', '<p>', '<div hidden>')), { maxLength: 30 }).map((a) => a.join(''));

  it('HTML', () => {
    fc.assert(
      fc.property(s, s, markup, s, (a, b, body, css) => {
        const html = `<!doctype html><html><head><title>${a}</title><style>${css}</style></head><body><div style="${b}" class="${a}">${body}</div><p id="${b}">${a}</p>${body}</body></html>`;
        const doc = readHtml(html);
        wellFormed(doc);
        for (const p of doc.parts) expect(p.kind).toBe('html');
      }),
      { numRuns: 300 },
    );
  });

  it('mail', async () => {
    const header = fc.string({ unit: 'binary', maxLength: 120 }).map((x) => x.replace(/[\r\n]/g, ' '));
    await fc.assert(
      fc.asyncProperty(header, header, header, header, s, markup, fc.constantFrom('text/plain', 'text/html', 'multipart/mixed; boundary="q"', 'multipart/alternative', 'application/octet-stream'), fc.constantFrom('7bit', 'base64', 'quoted-printable', 'x-nonsense'), async (subject, from, date, name, text, html, ctype, cte) => {
        const mail = [
          `From: ${from}`,
          `Subject: ${subject}`,
          `Date: ${date}`,
          `Content-Type: ${ctype}`,
          `Content-Transfer-Encoding: ${cte}`,
          '',
          '--q',
          'Content-Type: text/plain; charset=utf-8',
          '',
          text,
          '--q',
          'Content-Type: text/html',
          '',
          html,
          '--q',
          `Content-Disposition: attachment; filename="${name}"`,
          '',
          text,
          '--q--',
        ].join('\r\n');
        const doc = await readMail(Buffer.from(mail, 'utf8'));
        wellFormed(doc);
        expect(doc.mail).toBeDefined();
        if (doc.mail?.date !== null && doc.mail?.date !== undefined) expect(new Date(doc.mail.date).toISOString()).toBe(doc.mail.date);
      }),
      { numRuns: 150 },
    );
  });
});

/** Every string (non-empty) and number leaf of a JSON value, in document order, with its pointer. */
function leaves(v: unknown, pointer = '', out: { text: string; pointer: string }[] = []): { text: string; pointer: string }[] {
  if (typeof v === 'string') {
    if (v !== '') out.push({ text: v, pointer });
  } else if (typeof v === 'number') out.push({ text: String(v), pointer });
  else if (Array.isArray(v)) v.forEach((x, i) => leaves(x, `${pointer}/${i}`, out));
  else if (v !== null && typeof v === 'object') {
    for (const k of Object.keys(v)) leaves((v as Record<string, unknown>)[k], `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  }
  return out;
}

/** RFC 6901 evaluation of a pointer against a value. */
function resolve(v: unknown, pointer: string): unknown {
  if (pointer === '') return v;
  let cur = v;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    cur = Array.isArray(cur) ? cur[Number(token)] : (cur as Record<string, unknown>)[token];
  }
  return cur;
}

describe('readJson: parts are exactly the leaves', () => {
  const keyish = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('~', '/', '~1', '~0', '/~', 'a/b~c', ''));
  const json = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.string({ maxLength: 12 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 5 }),
      fc.dictionary(keyish, tie('value'), { maxKeys: 5 }),
    ),
  })).value;

  it('every part is a string leaf (equal) or a number leaf (String(n)), in order, at its pointer', () => {
    fc.assert(
      fc.property(fc.oneof(json, fc.jsonValue()), (value) => {
        const doc = readJson(value);
        const expected = leaves(value);
        expect(doc.parts.map((p) => ({ text: p.text, pointer: p.pointer }))).toEqual(expected);
        for (const p of doc.parts) {
          expect(p.kind).toBe('json');
          const leaf = resolve(value, p.pointer!);
          expect(typeof leaf === 'number' ? String(leaf) : leaf).toBe(p.text);
          const last = p.pointer === '' ? '' : p.pointer!.split('/').pop()!.replace(/~1/g, '/').replace(/~0/g, '~');
          expect(p.key).toBe(last);
        }
        expect(doc.stats.truncated).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('also after a JSON round trip through readDocument', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const text = JSON.stringify(value);
        const doc = await readDocument('json', Buffer.from(text));
        const reparsed: unknown = JSON.parse(text);
        expect(doc.parts.map((p) => p.text)).toEqual(leaves(reparsed).map((l) => l.text));
      }),
      { numRuns: 200 },
    );
  });
});

describe('readHtml: visible words stay, hidden words go', () => {
  const HIDERS: ((w: string) => string)[] = [
    (w) => `<script>${w}</script>`,
    (w) => `<style>/* ${w} */</style>`,
    (w) => `<template>${w}</template>`,
    (w) => `<div hidden>${w}</div>`,
    (w) => `<span aria-hidden="true">${w}</span>`,
    (w) => `<p style="display:none">${w}</p>`,
    (w) => `<p style="visibility:hidden">${w}</p>`,
    (w) => `<b style="font-size:0">${w}</b>`,
    (w) => `<div style="opacity:0"><i>${w}</i></div>`,
    (w) => `<!-- ${w} -->`,
    (w) => `<p class="gone">${w}</p>`,
    (w) => `<noscript>${w}</noscript>`,
  ];
  const SHOWERS: ((w: string) => string)[] = [(w) => `<p>${w}</p>`, (w) => `<span>${w}</span> `, (w) => `<div><b>${w}</b></div>`, (w) => `<li>${w}</li>`, (w) => ` ${w} `, (w) => `<td>${w}</td>`];
  const segment = fc.tuple(fc.boolean(), fc.nat(), fc.nat());

  it('for random mixes of visible and hidden segments', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 25 }), (segments) => {
        const shown: string[] = [];
        const gone: string[] = [];
        const body = segments
          .map(([visible, a, b], i) => {
            const word = `${visible ? 'seen' : 'unseen'}${i}x`;
            if (visible) {
              shown.push(word);
              return SHOWERS[a % SHOWERS.length](word);
            }
            gone.push(word);
            return HIDERS[b % HIDERS.length](word);
          })
          .join('');
        const doc = readHtml(`<html><head><style>.gone{display:none}</style></head><body>${body}</body></html>`);
        const text = doc.parts.map((p) => p.text).join('\n');
        const words = text.split(/\s+/).filter(Boolean);
        expect(words).toEqual(shown);
        const hiddenText = doc.hidden.join('\n');
        for (const w of gone) expect(hiddenText).toContain(w);
      }),
      { numRuns: 300 },
    );
  });
});
