// decodeText / readText: charsets named by the Content-Type, with hand-written bytes.

import { decodeText, normaliseCharset, readText } from '../../src/read/text';

const bytes = (...b: number[]) => Buffer.from(b);
const ascii = (s: string) => Buffer.from(s, 'latin1');

describe('decodeText', () => {
  it('reads UTF-8 by default and strips a BOM', () => {
    expect(decodeText(Buffer.from('Grüße € ñ', 'utf8'))).toEqual({ text: 'Grüße € ñ', replacements: 0, charset: 'utf-8', unknownCharset: false });
    expect(decodeText(Buffer.concat([bytes(0xef, 0xbb, 0xbf), Buffer.from('Hallo')])).text).toBe('Hallo');
  });

  it('reads German in ISO-8859-1', () => {
    // "Grüße aus Köln, Straße" with ü=0xFC, ß=0xDF, ö=0xF6
    const buf = Buffer.concat([ascii('Gr'), bytes(0xfc, 0xdf), ascii('e aus K'), bytes(0xf6), ascii('ln, Stra'), bytes(0xdf), ascii('e')]);
    expect(decodeText(buf, 'ISO-8859-1').text).toBe('Grüße aus Köln, Straße');
    expect(decodeText(buf, 'latin1').text).toBe('Grüße aus Köln, Straße');
  });

  it('reads Windows-1252: € is 0x80, „ 0x84, “ 0x93, ” 0x94, Œ 0x8C, – 0x96', () => {
    const buf = Buffer.concat([ascii('Betrag: 49,90 '), bytes(0x80), ascii(' '), bytes(0x84), ascii('Zitat'), bytes(0x93), ascii(' '), bytes(0x8c), ascii('uvre '), bytes(0x96), ascii(' fin')]);
    expect(decodeText(buf, 'windows-1252').text).toBe('Betrag: 49,90 € „Zitat“ Œuvre – fin');
    expect(decodeText(buf, 'cp1252').text).toBe('Betrag: 49,90 € „Zitat“ Œuvre – fin');
  });

  it('reads ISO-8859-1 labels as Windows-1252 (WHATWG), so 0x80 is € and not a control character', () => {
    expect(decodeText(bytes(0x80, 0x20, 0x35), 'iso-8859-1').text).toBe('€ 5');
    expect(decodeText(bytes(0x80), 'us-ascii').text).toBe('€');
    expect(normaliseCharset('ISO-8859-1')).toBe('windows-1252');
  });

  it('reads French and Spanish in Latin-1', () => {
    const fr = Buffer.concat([ascii('Cr'), bytes(0xe8), ascii('me br'), bytes(0xfb), ascii('l'), bytes(0xe9), ascii('e, d'), bytes(0xe9), ascii('j'), bytes(0xe0), ascii(' '), bytes(0xab), ascii('ici'), bytes(0xbb)]);
    expect(decodeText(fr, 'iso-8859-1').text).toBe('Crème brûlée, déjà «ici»');
    const es = Buffer.concat([bytes(0xbf), ascii('A'), bytes(0xf1), ascii('o nuevo? '), bytes(0xa1), ascii('S'), bytes(0xed), ascii('! Ma'), bytes(0xf1), ascii('ana')]);
    expect(decodeText(es, 'ISO-8859-1').text).toBe('¿Año nuevo? ¡Sí! Mañana');
  });

  it('reads other charsets iconv-lite knows (ISO-8859-15, UTF-16, Shift_JIS)', () => {
    expect(decodeText(bytes(0xa4), 'iso-8859-15').text).toBe('€');
    expect(decodeText(Buffer.concat([bytes(0xff, 0xfe), Buffer.from('Hé', 'utf16le')])).text).toBe('Hé');
    expect(decodeText(Buffer.from('Hé', 'utf16le'), 'utf-16le').text).toBe('Hé');
    expect(decodeText(bytes(0x82, 0xa0), 'shift_jis').text).toBe('あ');
  });

  it('accepts quoted and oddly cased labels', () => {
    expect(decodeText(bytes(0x80), '"Windows-1252"').text).toBe('€');
    expect(decodeText(Buffer.from('ü'), ' UTF8 ').text).toBe('ü');
  });

  it('falls back to UTF-8 for an unknown charset and says so', () => {
    const r = decodeText(Buffer.from('Grüße'), 'x-klingon');
    expect(r).toEqual({ text: 'Grüße', replacements: 0, charset: 'utf-8', unknownCharset: true });
  });

  it('counts undecodable bytes, not literal U+FFFD', () => {
    expect(decodeText(bytes(0x61, 0xff, 0x62, 0xc3)).replacements).toBe(2);
    expect(decodeText(Buffer.from('a\ufffdb', 'utf8')).replacements).toBe(0);
    expect(decodeText(bytes(0x81), 'windows-1252').replacements).toBe(1);
  });

  it('lets a BOM win over the declared charset', () => {
    expect(decodeText(Buffer.concat([bytes(0xef, 0xbb, 0xbf), Buffer.from('€')]), 'iso-8859-1').text).toBe('€');
  });
});

describe('readText', () => {
  it('gives one text part with line ends normalised', () => {
    const doc = readText(Buffer.from('Bitte erstatten\r\nSie 12 €.\rDanke'), 'utf-8');
    expect(doc).toEqual({
      medium: 'text',
      parts: [{ kind: 'text', text: 'Bitte erstatten\nSie 12 €.\nDanke' }],
      hidden: [],
      stats: expect.objectContaining({ parts: 1, chars: 'Bitte erstatten\nSie 12 €.\nDanke'.length, hidden_chars: 0, decoding_replacements: 0, charset_unknown: 0 }),
    });
  });

  it('records the charset fallback and replacements in stats', () => {
    const doc = readText(bytes(0x61, 0xff), 'no-such');
    expect(doc.stats).toMatchObject({ charset_unknown: 1, decoding_replacements: 1, bytes: 2 });
  });

  it('gives no part for a blank body', () => {
    expect(readText(Buffer.from(' \r\n\t ')).parts).toEqual([]);
    expect(readText(Buffer.alloc(0)).parts).toEqual([]);
  });

  it('counts invisible characters without removing them', () => {
    const doc = readText(Buffer.from('ig\u200bnore'));
    expect(doc.parts[0].text).toBe('ig\u200bnore');
    expect(doc.stats.invisible_chars).toBe(1);
  });
});
