// The console's pure parts: escaping, passwords, filters and cursors, redirects, cookies, settings forms.

import { html, query } from '../../src/console/html';
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from '../../src/console/passwords';
import { decodeCursor, encodeCursor, parseFilters } from '../../src/console/pages/decisions';
import { safeNext } from '../../src/console/pages/auth';
import { parseCookies } from '../../src/console/security';
import { agentProblems } from '../../src/domain/agents';
import { defaultSettings, formatSetting, parseAssignments, settingChoices, SETTING_NAMES } from '../../src/domain/settings';

describe('html', () => {
  it('escapes every interpolated value, in attributes and text, arrays included', () => {
    const evil = `"><script>alert('x')</script>&`;
    const out = html`<a title="${evil}">${evil}</a>${[evil, 1]}`.value;
    expect(out).not.toContain('<script>');
    expect(out).toBe(
      '<a title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</a>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;1',
    );
  });
  it('lets markup built by html through, and drops null, undefined and false', () => {
    expect(html`<p>${html`<b>${'<i>'}</b>`}${null}${undefined}${false}${0}</p>`.value).toBe('<p><b>&lt;i&gt;</b>0</p>');
  });
  it('builds query strings without empty parameters, encoded', () => {
    expect(query({ a: 'x y&z', b: '', c: null, d: undefined })).toBe('?a=x+y%26z');
    expect(query({ a: '' })).toBe('');
  });
});

describe('passwords', () => {
  it('hashes with scrypt and its parameters, verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await hashPassword('correct horse battery')).not.toBe(hash); // salted
  });
  it('refuses malformed stored hashes without throwing', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
  it('treats composed and decomposed forms of one password alike', async () => {
    const hash = await hashPassword('caf\u00e9-passwort-123');
    expect(await verifyPassword('cafe\u0301-passwort-123', hash)).toBe(true);
  });
  it('generates one-time passwords of 4 groups of 5 unambiguous characters, all different', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generatePassword();
      expect(p).toMatch(/^[a-hjkmnp-z2-9]{5}(-[a-hjkmnp-z2-9]{5}){3}$/);
      expect(passwordProblem(p)).toBeNull();
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
  it('names the problem with a short or an overlong password', () => {
    expect(passwordProblem('short')).toMatch(/at least 12/);
    expect(passwordProblem('x'.repeat(257))).toMatch(/at most 256/);
  });
});

describe('decision list filters', () => {
  const parse = (q: Record<string, string>) => parseFilters((n) => q[n] ?? '');
  it('maps valid values to a filter; the "to" day is included', () => {
    const { filter, problems } = parse({ decision: 'deny', reason: 'MISSING_AMOUNT', verdict: 'waiting', agent: 'bot', type: 'refund', from: '2026-01-01', to: '2026-01-31' });
    expect(problems).toEqual({});
    expect(filter).toEqual({
      decision: 'deny',
      reasonCode: 'MISSING_AMOUNT',
      verdict: 'waiting',
      agent: 'bot',
      actionType: 'refund',
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-02-01T00:00:00Z'),
    });
  });
  it('names every invalid value', () => {
    const { problems } = parse({ decision: 'maybe', reason: 'NOPE', verdict: 'later', from: '2026-02-30', to: 'yesterday', agent: 'a'.repeat(129) });
    expect(Object.keys(problems).sort()).toEqual(['agent', 'decision', 'from', 'reason', 'to', 'verdict']);
  });
  it('refuses a "to" before "from"', () => {
    expect(parse({ from: '2026-03-02', to: '2026-03-01' }).problems.to).toMatch(/before/);
  });
  it('round-trips cursors and refuses anything else', () => {
    const c = { createdAt: new Date('2026-11-21T10:00:00.123Z'), id: 'dec_01JD0000000000000000000000' };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(decodeCursor('2026-11-21T10:00:00.123Z_dec_x')).toBeNull();
    expect(decodeCursor("2026-11-21T10:00:00.123Z_dec_01JD0000000000000000000000' OR 1=1")).toBeNull();
  });
});

describe('redirects and cookies', () => {
  it('only returns to paths inside the console', () => {
    expect(safeNext('/console/live/decisions?decision=deny')).toBe('/console/live/decisions?decision=deny');
    for (const bad of ['https://evil.example/', '/console/../v1/health', '//evil.example/console/', '/console//evil.example', '/api', '/console/a b', 42, undefined]) {
      expect(safeNext(bad)).toBe('/console/test/decisions');
    }
  });
  it('parses a Cookie header, the first of a repeated name winning', () => {
    const c = parseCookies('a=1; gh_session=abc; gh_session=evil; broken; =x');
    expect(c.get('gh_session')).toBe('abc');
    expect(c.get('a')).toBe('1');
    expect(c.size).toBe(2);
  });
});

describe('settings as the console shows them', () => {
  it('every default, formatted as the form shows it, parses back to itself (so an untouched form changes nothing)', () => {
    const defaults = defaultSettings();
    for (const name of SETTING_NAMES) {
      const { changes, problems } = parseAssignments([`${name}=${formatSetting(defaults[name])}`]);
      expect({ name, problems }).toEqual({ name, problems: [] });
      expect({ name, value: changes[name] }).toEqual({ name, value: defaults[name] });
    }
  });
  it('offers the choices of the settings that are choices, and free input for the rest', () => {
    expect(settingChoices('agents_mode')).toEqual(['off', 'record', 'enforce']);
    expect(settingChoices('retention')).toEqual(['full', 'redacted', 'metadata', 'zero']);
    expect(settingChoices('daily_cap')).toBeNull();
  });
});

describe('agent registrations', () => {
  it('accepts a name and valid types, and names each problem otherwise', () => {
    expect(agentProblems('support-bot', ['refund', 'send_email'])).toEqual([]);
    expect(agentProblems('', []).map((p) => p.field)).toEqual(['name', 'types']);
    expect(agentProblems('x'.repeat(129), ['Refund!'])).toEqual([
      { field: 'name', reason: 'must be at most 128 characters' },
      { field: 'types', reason: expect.stringContaining('not action types: Refund!') },
    ]);
    expect(agentProblems('bad\u0000name', ['refund'])[0].reason).toMatch(/control/);
  });
});
