import { ownText, parseVerdicts } from '../../src/mail/reply';
import { findTokens, newDigestToken } from '../../src/mail/token';

const A = 'dec_01JABCDEFGHJKMNPQRSTVWXYZ0';
const B = 'dec_01JZZZZZZZZZZZZZZZZZZZZZZ1';

describe('ownText: the sender\'s own lines only', () => {
  it('drops ">" quoted lines, the signature and everything after', () => {
    const body = [`${A} approved`, '> ' + `${B} denied`, '', 'Thanks', '-- ', 'Ana', `${B} denied`].join('\n');
    expect(ownText(body)).toBe([`${A} approved`, '', 'Thanks'].join('\n'));
  });

  it.each([
    ['On Mon, 1 Jan 2024 at 10:00, Gatehouse <g@x.test> wrote:'],
    ['Am 01.01.2024 um 10:00 schrieb Gatehouse <g@x.test>:'],
    ['Le lun. 1 janv. 2024 à 10:00, Gatehouse <g@x.test> a écrit :'],
    ['-----Original Message-----'],
    ['________________________________'],
  ])('stops at a quote header: %s', (header) => {
    const body = [`${A} changed smaller refund`, '', header, `${B} denied`].join('\n');
    expect(parseVerdicts(body)).toEqual({ ok: true, verdicts: [{ decisionId: A, outcome: 'changed', note: 'smaller refund' }] });
  });

  it('stops at an "On … wrote:" header wrapped over two lines, dropping both halves', () => {
    const body = [`${A} approved`, 'On Mon, 1 Jan 2024 at 10:00, Gatehouse <', 'g@x.test> wrote:', `${B} denied`].join('\n');
    expect(ownText(body)).toBe(`${A} approved`);
  });

  it('stops at an Outlook header block (From: … Sent: …) with the original unquoted below', () => {
    const body = [`${A} denied`, '', 'From: Gatehouse <g@x.test>', 'Sent: Monday, 1 January 2024 10:00', `1. [REVIEW] ${B}`, `${B} approved`].join('\n');
    expect(parseVerdicts(body)).toEqual({ ok: true, verdicts: [{ decisionId: A, outcome: 'denied', note: null }] });
  });

  it('handles CRLF line ends', () => {
    expect(parseVerdicts(`${A} approved ok\r\n-- \r\n${B} denied\r\n`)).toEqual({ ok: true, verdicts: [{ decisionId: A, outcome: 'approved', note: 'ok' }] });
  });
});

describe('parseVerdicts', () => {
  it('reads many lines, case-insensitive outcomes, notes, and normalises the id', () => {
    const body = [`  ${A}   APPROVED   refunded after photos  `, `${B.toLowerCase().replace('dec_', 'DEC_')} Denied`, 'thanks!'].join('\n');
    expect(parseVerdicts(body)).toEqual({
      ok: true,
      verdicts: [
        { decisionId: A, outcome: 'approved', note: 'refunded after photos' },
        { decisionId: B, outcome: 'denied', note: null },
      ],
    });
  });

  it('bounds notes at 2000 characters', () => {
    const r = parseVerdicts(`${A} changed ${'x'.repeat(5000)}`);
    expect(r.ok && r.verdicts[0].note!.length).toBe(2000);
  });

  it('no verdict line: no_verdict', () => {
    expect(parseVerdicts('Looks good to me\n\n> ' + `${A} approved`)).toEqual({ ok: false, reason: 'no_verdict' });
    expect(parseVerdicts('')).toEqual({ ok: false, reason: 'no_verdict' });
  });

  it.each([`${A} approve`, `${A}`, `${A}: approved`, 'dec_123 approved', `${A}approved`, `${A} approved|denied|changed`])(
    'a line that starts like a verdict but is not one makes the reply malformed: %s',
    (line) => {
      expect(parseVerdicts(`${B} approved\n${line}`)).toMatchObject({ ok: false, reason: 'malformed_verdict' });
    },
  );

  it('lines that merely mention an id are not verdicts', () => {
    expect(parseVerdicts(`Re ${A}: I approved it`)).toEqual({ ok: false, reason: 'no_verdict' });
  });
});

describe('digest tokens', () => {
  it('are GH- plus 26 base32 characters, unique, and found in subject or body whatever their case', () => {
    const t = newDigestToken();
    expect(t).toMatch(/^GH-[A-Z2-7]{26}$/);
    expect(new Set(Array.from({ length: 200 }, newDigestToken)).size).toBe(200);
    expect(findTokens(`Re: Gatehouse digest [${t}]`, null)).toEqual([t]);
    expect(findTokens(undefined, `> token ${t.toLowerCase().replace('gh-', 'gh-')} more`)).toEqual([t]);
    expect(findTokens(`[${t}]`, `${t} again`)).toEqual([t]);
    expect(findTokens('GH-SHORT', `GH-${'A'.repeat(27)}`)).toEqual([]);
  });
});
