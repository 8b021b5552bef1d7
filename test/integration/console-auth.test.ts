// The operator console's sign-in, sessions, CSRF/Origin checks, password changes, the operators CLI and the
// organisation boundary, over real HTTP against the real service (PostgreSQL, Temporal). A tiny cookie jar
// stands in for the browser (test/helpers/console-http.ts): Set-Cookie is parsed by hand, the hidden _csrf
// fields are read from the HTML, redirects are not followed, so every 303 and its Location are checked as they are.

import { randomUUID } from 'node:crypto';
import { verifyPassword } from '../../src/console/passwords';
import { listKeys } from '../../src/store/keys';
import { sweepSessions } from '../../src/store/operators';
import { sha256 } from '../../src/store/ids';
import { findEnv } from '../../src/store/tenants';
import { runCli, type CliResult } from '../helpers/cli';
import {
  attr,
  Browser,
  createTestOperator,
  csrfOf,
  errorNotice,
  expectConsoleHeaders,
  hasAttr,
  sessionCsrf,
  signIn,
  signedIn as signedInTo,
  signinRedirect,
  type Operator,
  type Reply,
} from '../helpers/console-http';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
/** A second service that trusts X-Forwarded-* from loopback (TLS ended by a proxy). */
let proxied: TestService;

beforeAll(async () => {
  [svc, proxied] = await Promise.all([startTestService(), startTestService({ GATEHOUSE_TRUST_PROXY: 'loopback' })]);
}, 120_000);

afterAll(async () => {
  await Promise.all([svc?.stop(), proxied?.stop()]);
});

const db = () => svc.running.db;
const cliEnv = () => ({ DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL });

// ---------------------------------------------------------------------------------------------------------

const operator = (org?: string, email?: string) => createTestOperator(svc, org, email);
const signedIn = (op: Operator, service: TestService = svc) => signedInTo(op, service);

async function decide(key: string, amount = 40): Promise<string> {
  const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(amount) });
  expect(r.status).toBe(200);
  return r.body.decision_id as string;
}

const record = (id: string, key: string) => call(`${svc.url}/v1/decisions/${id}`, { key });

async function auditRows(orgId: string, action: string) {
  const { rows } = await db().query(
    'SELECT actor, action, subject, before, after, env_id FROM audit_events WHERE org_id = $1 AND action = $2 ORDER BY id',
    [orgId, action],
  );
  return rows as { actor: string; action: string; subject: string | null; before: unknown; after: unknown; env_id: string | null }[];
}

const ONE_TIME = /One-time password[^:\n]*: ([a-z2-9]{5}(?:-[a-z2-9]{5}){3})\n/;

function oneTimePassword(r: CliResult): string {
  expect({ code: r.code, error: r.stderr.includes('gatehouse:') }).toEqual({ code: 0, error: false });
  const m = ONE_TIME.exec(r.stdout);
  if (!m) throw new Error(`no one-time password in: ${r.stdout}`);
  return m[1];
}

// ---------------------------------------------------------------------------------------------------------

describe('without a session', () => {
  it('a GET redirects to sign-in with the page as next; a POST redirects to sign-in; a forged cookie counts as none', async () => {
    const b = new Browser(svc.url);
    for (const path of ['/console/test/decisions', '/console/live/keys', '/console/test/decisions?verdict=none&type=refund', '/console/password']) {
      const r = await b.get(path);
      expect([path, r.status, r.location]).toEqual([path, 303, signinRedirect(path)]);
    }
    const post = await b.post('/console/test/settings', { daily_cap: '5' });
    expect(post.status).toBe(303);
    expect(post.location).toBe('/console/signin');
    const signout = await b.post('/console/signout', {});
    expect(signout.location).toBe('/console/signin');

    // A well-formed but unknown token, and a malformed one.
    for (const token of ['A'.repeat(43), 'x; gh_session=y', '']) {
      const r = await b.get('/console/test/decisions', { cookie: `gh_session=${token}` });
      expect([token, r.status, r.location]).toEqual([token, 303, signinRedirect('/console/test/decisions')]);
    }
  });
});

describe('sign-in', () => {
  it('the form sets the gh_signin cookie, whose value is its _csrf field, and keeps it on reload', async () => {
    const b = new Browser(svc.url);
    const form = await b.get('/console/signin');
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toMatch(/^text\/html/);
    const cookie = form.cookies.find((c) => c.name === 'gh_signin');
    expect(cookie).toBeDefined();
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrfOf(form.body)).toBe(cookie!.value);
    for (const a of ['HttpOnly', 'Path', 'SameSite']) expect(hasAttr(cookie!, a)).toBe(true);
    expect(attr(cookie!, 'SameSite')).toBe('Lax');
    expect(hasAttr(cookie!, 'Secure')).toBe(false);
    const again = await b.get('/console/signin');
    expect(again.cookies).toEqual([]);
    expect(csrfOf(again.body)).toBe(cookie!.value);
  });

  it('403 without the _csrf field, with a wrong one, without the cookie, and from another origin; then the same form signs in', async () => {
    const op = await operator();
    const b = new Browser(svc.url);
    const form = await b.get('/console/signin');
    const token = csrfOf(form.body);
    const creds = { org: op.org, email: op.email, password: op.password };

    const attempts: [string, Promise<Reply>][] = [
      ['no _csrf', b.post('/console/signin', creds)],
      ['wrong _csrf', b.post('/console/signin', { ...creds, _csrf: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` })],
      ['no cookie', new Browser(svc.url).post('/console/signin', { ...creds, _csrf: token })],
      ['evil Origin', b.post('/console/signin', { ...creds, _csrf: token }, { origin: 'http://evil.example' })],
      ['evil Referer, no Origin', b.post('/console/signin', { ...creds, _csrf: token }, { origin: null, referer: 'http://evil.example/page' })],
      ['Origin null', b.post('/console/signin', { ...creds, _csrf: token }, { origin: 'null' })],
    ];
    for (const [what, p] of attempts) {
      const r = await p;
      expect([what, r.status]).toEqual([what, 403]);
      expect(r.cookies.map((c) => c.name)).not.toContain('gh_session');
      expect(r.body).toContain('Form expired');
    }
    const { rows } = await db().query('SELECT count(*)::int AS n FROM operator_sessions s JOIN operators p ON p.id = s.operator_id WHERE p.org_id = $1', [op.orgId]);
    expect(rows[0].n).toBe(0);

    const ok = await b.post('/console/signin', { ...creds, _csrf: token });
    expect(ok.status).toBe(303);
    expect(b.jar.has('gh_session')).toBe(true);
  });

  it('a wrong password and an unknown account get the same 401 and the same message; the password is not echoed', async () => {
    const op = await operator();
    const replies: Record<string, Reply> = {
      wrongPassword: await signIn(new Browser(svc.url), op.org, op.email, 'not the password at all'),
      unknownEmail: await signIn(new Browser(svc.url), op.org, `nobody-${randomUUID().slice(0, 6)}@example.com`, op.password),
      unknownOrg: await signIn(new Browser(svc.url), uniqueOrg('nowhere'), op.email, op.password),
    };
    const messages = new Set<string>();
    for (const [what, r] of Object.entries(replies)) {
      expect([what, r.status]).toEqual([what, 401]);
      expect(r.cookies.map((c) => c.name)).not.toContain('gh_session');
      expect(r.body).not.toContain(op.password);
      expect(r.body).not.toContain('not the password at all');
      messages.add(errorNotice(r.body));
    }
    expect([...messages]).toEqual(['That organisation, e-mail and password do not match an operator.']);
    // Empty fields are a different, form-level problem.
    const empty = await signIn(new Browser(svc.url), op.org, op.email, '');
    expect(empty.status).toBe(422);
  });

  it('after 5 failures an account is locked (429 with Retry-After), even for the right password; another account still signs in', async () => {
    const op = await operator();
    const other = await operator(op.org);
    const b = new Browser(svc.url);
    for (let i = 1; i <= 5; i++) {
      const r = await signIn(b, op.org, op.email, `wrong password ${i}`);
      expect([i, r.status]).toEqual([i, 401]);
    }
    const locked = await signIn(b, op.org, op.email, op.password);
    expect(locked.status).toBe(429);
    const retry = Number(locked.headers.get('retry-after'));
    expect(Number.isInteger(retry)).toBe(true);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect(errorNotice(locked.body)).toMatch(/^Too many failed sign-ins\. Try again after \d\d:\d\d UTC\.$/);
    expect(b.jar.has('gh_session')).toBe(false);
    // The e-mail's case does not make it another account.
    expect((await signIn(b, op.org, op.email.toUpperCase(), op.password)).status).toBe(429);

    const fine = await signIn(new Browser(svc.url), other.org, other.email, other.password);
    expect(fine.status).toBe(303);

    // An account that does not exist is locked the same way: the throttle tells nothing about existence.
    const ghost = `ghost-${randomUUID().slice(0, 6)}@example.com`;
    for (let i = 1; i <= 5; i++) expect((await signIn(b, op.org, ghost, `guess ${i}`)).status).toBe(401);
    const ghostLocked = await signIn(b, op.org, ghost, 'guess 6');
    expect(ghostLocked.status).toBe(429);
    expect(ghostLocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('success: 303 to next, gh_session HttpOnly, SameSite=Lax, Path=/, not Secure over plain http (X-Forwarded-Proto ignored)', async () => {
    const op = await operator();
    const b = new Browser(svc.url, { 'x-forwarded-proto': 'https' });
    const r = await signIn(b, op.org, op.email, op.password, '/console/test/settings');
    expect(r.status).toBe(303);
    expect(r.location).toBe('/console/test/settings');
    const session = r.cookies.filter((c) => c.name.endsWith('gh_session'));
    expect(session).toHaveLength(1);
    const c = session[0];
    expect(c.name).toBe('gh_session');
    expect(c.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hasAttr(c, 'HttpOnly')).toBe(true);
    expect(attr(c, 'SameSite')).toBe('Lax');
    expect(attr(c, 'Path')).toBe('/');
    expect(Number(attr(c, 'Max-Age'))).toBe(12 * 3600);
    expect(hasAttr(c, 'Secure')).toBe(false);
    expect(hasAttr(c, 'Domain')).toBe(false);

    const page = await b.get('/console/test/settings');
    expect(page.status).toBe(200);
    expect(page.body).toContain(op.email);
    expect(page.body).toContain(op.org);

    // next survives the round trip through the form, query and all.
    const deep = '/console/live/decisions?verdict=waiting&type=refund';
    const fromDeep = new Browser(svc.url);
    const redirected = await fromDeep.get(deep);
    expect(redirected.location).toBe(signinRedirect(deep));
    const viaForm = await signIn(fromDeep, op.org, op.email, op.password, deep);
    expect([viaForm.status, viaForm.location]).toEqual([303, deep]);

    // Only a path inside the console is followed after sign-in.
    for (const next of ['https://evil.example/', '//evil.example/x', '/console//evil.example', '/v1/health']) {
      const again = await signIn(new Browser(svc.url), op.org, op.email, op.password, next);
      expect([next, again.status, again.location]).toEqual([next, 303, '/console/test/decisions']);
    }
  });

  it('behind a trusted proxy over https the cookies are __Host- and Secure; the same service over http gives plain ones', async () => {
    const op = await operator();
    // The operator lives in the shared database; the proxied service reads the same store.
    const tls = new Browser(proxied.url, { 'x-forwarded-proto': 'https' });
    const form = await tls.get('/console/signin');
    const signinCookie = form.cookies.find((c) => c.name === '__Host-gh_signin');
    expect(signinCookie).toBeDefined();
    expect(hasAttr(signinCookie!, 'Secure')).toBe(true);
    const r = await tls.post('/console/signin', { _csrf: csrfOf(form.body), org: op.org, email: op.email, password: op.password, next: '/console/test/decisions' });
    expect(r.status).toBe(303);
    expect(r.cookies.map((c) => c.name)).toEqual(['__Host-gh_session']);
    const c = r.cookies[0];
    expect(c.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const a of ['Secure', 'HttpOnly']) expect(hasAttr(c, a)).toBe(true);
    expect(attr(c, 'SameSite')).toBe('Lax');
    expect(attr(c, 'Path')).toBe('/');
    expect(hasAttr(c, 'Domain')).toBe(false);
    expect((await tls.get('/console/test/decisions')).status).toBe(200);

    // The __Host- cookie is not read over plain http (the browser would not send it; the server does not look).
    const plainWithHostCookie = await tls.get('/console/test/decisions', { 'x-forwarded-proto': 'http' });
    expect(plainWithHostCookie.status).toBe(303);
    expect(plainWithHostCookie.location).toBe(signinRedirect('/console/test/decisions'));

    const plain = new Browser(proxied.url);
    const p = await signIn(plain, op.org, op.email, op.password);
    expect(p.status).toBe(303);
    expect(p.cookies.map((x) => x.name)).toEqual(['gh_session']);
    expect(hasAttr(p.cookies[0], 'Secure')).toBe(false);
  });

  it('the store keeps only the SHA-256 of the session token, and scrypt password hashes', async () => {
    const op = await operator();
    const b = await signedIn(op);
    const token = b.jar.get('gh_session')!;
    const { rows } = await db().query(
      `SELECT s.token_hash, s.csrf_token, row_to_json(s)::text AS whole FROM operator_sessions s JOIN operators p ON p.id = s.operator_id WHERE p.org_id = $1`,
      [op.orgId],
    );
    expect(rows).toHaveLength(1);
    expect(Buffer.compare(rows[0].token_hash, sha256(token))).toBe(0);
    expect(rows[0].csrf_token).not.toBe(token);
    for (const form of [token, Buffer.from(token).toString('hex'), Buffer.from(token, 'base64url').toString('hex')]) expect(rows[0].whole).not.toContain(form);
    const { rows: all } = await db().query(`SELECT count(*)::int AS n FROM operator_sessions s WHERE row_to_json(s)::text LIKE '%' || $1 || '%'`, [token]);
    expect(all[0].n).toBe(0);

    const { rows: ops } = await db().query('SELECT password_hash FROM operators WHERE org_id = $1', [op.orgId]);
    expect(ops[0].password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(ops[0].password_hash).not.toContain(op.password);
  });
});

describe('one-time passwords and password changes', () => {
  it('a CLI-created operator must choose a password first; weak or mismatching ones are refused; the change signs out other sessions', async () => {
    const org = uniqueOrg('otp');
    const email = `first-${randomUUID().slice(0, 6)}@example.com`;
    const otp = oneTimePassword(await runCli(['operators', 'create', '--org', org, '--email', email], cliEnv()));

    const b = new Browser(svc.url);
    const first = await signIn(b, org, email, otp);
    expect(first.status).toBe(303);
    expect(first.location).toBe('/console/password');
    for (const path of ['/console/test/settings', '/console/live/keys', '/console/', '/console/test/decisions/dec_01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
      const r = await b.get(path);
      expect([path, r.status, r.location]).toEqual([path, 303, '/console/password']);
    }
    const form = await b.get('/console/password');
    expect(form.status).toBe(200);
    expect(form.body).toContain('Choose your own before you go on');
    const csrf = csrfOf(form.body);
    // Forms elsewhere are held back too, even with a valid token.
    const held = await b.post('/console/test/settings', { _csrf: csrf, daily_cap: '5' });
    expect([held.status, held.location]).toEqual([303, '/console/password']);
    expect((await findEnv(db(), org, 'test'))!.settings.daily_cap).toBe(10000);

    // A second, older session of the same operator.
    const older = new Browser(svc.url);
    expect((await signIn(older, org, email, otp)).status).toBe(303);

    const chosen = `my own ${randomUUID()}`;
    const bad: [string, Record<string, string>, string][] = [
      ['too short', { current: otp, new: 'short pw 11', confirm: 'short pw 11' }, 'The new password must be at least 12 characters.'],
      ['mismatch', { current: otp, new: chosen, confirm: `${chosen}!` }, 'The two new passwords differ.'],
      ['wrong current', { current: 'not-the-one-time-pw', new: chosen, confirm: chosen }, 'This is not your current password.'],
      ['unchanged', { current: otp, new: otp, confirm: otp }, 'The new password must differ from the current one.'],
    ];
    for (const [what, fields, problem] of bad) {
      const r = await b.post('/console/password', { _csrf: csrf, ...fields });
      expect([what, r.status]).toEqual([what, 422]);
      expect(r.body).toContain(problem);
      expect(r.body).toContain('The password was not changed.');
    }
    expect((await b.get('/console/test/decisions')).location).toBe('/console/password');
    expect((await db().query('SELECT must_change_password FROM operators WHERE email = $1', [email])).rows[0].must_change_password).toBe(true);

    const saved = await b.post('/console/password', { _csrf: csrf, current: otp, new: chosen, confirm: chosen });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe('/console/test/decisions?done=password');
    const now = await b.get(saved.location!);
    expect(now.status).toBe(200);
    expect(now.body).toContain('Your new password is saved.');
    expect((await b.get('/console/test/settings')).status).toBe(200);

    // The other session is over; the one-time password is no longer a password.
    const gone = await older.get('/console/test/settings');
    expect([gone.status, gone.location]).toEqual([303, signinRedirect('/console/test/settings')]);
    expect((await signIn(new Browser(svc.url), org, email, otp)).status).toBe(401);
    const withNew = new Browser(svc.url);
    expect((await signIn(withNew, org, email, chosen)).status).toBe(303);
    expect((await withNew.get('/console/test/decisions')).status).toBe(200);
    expect((await auditRows((await findEnv(db(), org, 'test'))!.orgId, 'operator.password_changed')).map((e) => e.actor)).toEqual([email]);
  });
});

describe('guessing the current password', () => {
  it('counts against the sign-in throttle: after 5 wrong guesses even the right one is refused (429) and nothing changes', async () => {
    const op = await operator();
    const b = await signedIn(op);
    const csrf = csrfOf((await b.get('/console/password')).body);
    const chosen = `guessed ${randomUUID()}`;
    for (let i = 0; i < 5; i++) {
      const r = await b.post('/console/password', { _csrf: csrf, current: `guess ${i} of many`, new: chosen, confirm: chosen });
      expect(r.status).toBe(422);
    }
    const locked = await b.post('/console/password', { _csrf: csrf, current: op.password, new: chosen, confirm: chosen });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorNotice(locked.body)).toContain('Too many wrong passwords');
    // The account is locked for sign-in too, and its password is what it was.
    expect((await signIn(new Browser(svc.url), op.org, op.email, op.password)).status).toBe(429);
    const { rows } = await db().query('SELECT password_hash FROM operators WHERE org_id = $1 AND email = $2', [op.orgId, op.email]);
    expect(await verifyPassword(op.password, rows[0].password_hash)).toBe(true);
  });
});

describe('signed-in forms', () => {
  it('a POST without _csrf, with a wrong one, with another session\'s, or from another origin is 403 and changes nothing', async () => {
    const op = await operator();
    const b = await signedIn(op);
    const csrf = await sessionCsrf(b);
    const otherSession = await signedIn(op);
    const otherCsrf = await sessionCsrf(otherSession);
    expect(otherCsrf).not.toBe(csrf);

    const attempts: [string, Record<string, string>, Record<string, string | null>][] = [
      ['no _csrf', { daily_cap: '5' }, {}],
      ['empty _csrf', { _csrf: '', daily_cap: '5' }, {}],
      ['wrong _csrf', { _csrf: 'A'.repeat(43), daily_cap: '5' }, {}],
      ["another session's _csrf", { _csrf: otherCsrf, daily_cap: '5' }, {}],
      ['evil Origin', { _csrf: csrf, daily_cap: '5' }, { origin: 'http://evil.example' }],
      ['evil Referer, no Origin', { _csrf: csrf, daily_cap: '5' }, { origin: null, referer: 'http://evil.example/' }],
      ['Origin on another port', { _csrf: csrf, daily_cap: '5' }, { origin: 'http://127.0.0.1:1' }],
    ];
    for (const [what, form, headers] of attempts) {
      const r = await b.post('/console/test/settings', form, headers);
      expect([what, r.status]).toEqual([what, 403]);
    }
    expect((await findEnv(db(), op.org, 'test'))!.settings.daily_cap).toBe(10000);
    expect(await auditRows(op.orgId, 'setting.changed')).toEqual([]);
    // Sign-out and verdicts are guarded the same way.
    expect((await b.post('/console/signout', {})).status).toBe(403);
    expect((await b.get('/console/test/settings')).status).toBe(200);

    // The very same form with its own token and origin goes through.
    const ok = await b.post('/console/test/settings', { _csrf: csrf, daily_cap: '5' });
    expect([ok.status, ok.location]).toEqual([303, '/console/test/settings?done=settings']);
    expect((await findEnv(db(), op.org, 'test'))!.settings.daily_cap).toBe(5);
  });

  it('sign-out ends the session: the old cookie afterwards redirects to sign-in', async () => {
    const op = await operator();
    const b = await signedIn(op);
    const token = b.jar.get('gh_session')!;
    const csrf = await sessionCsrf(b, '/console/test/decisions');
    const out = await b.post('/console/signout', { _csrf: csrf });
    expect([out.status, out.location]).toEqual([303, '/console/signin?signed_out=1']);
    const cleared = out.cookies.find((c) => c.name === 'gh_session');
    expect(cleared).toBeDefined();
    expect(cleared!.value).toBe('');
    expect(attr(cleared!, 'Max-Age')).toBe('0');
    expect(b.jar.has('gh_session')).toBe(false);

    const replay = new Browser(svc.url);
    replay.jar.set('gh_session', token);
    const r = await replay.get('/console/test/decisions');
    expect([r.status, r.location]).toEqual([303, signinRedirect('/console/test/decisions')]);
    const post = await replay.post('/console/test/settings', { _csrf: csrf, daily_cap: '5' });
    expect([post.status, post.location]).toEqual([303, '/console/signin']);
    expect((await findEnv(db(), op.org, 'test'))!.settings.daily_cap).toBe(10000);
    const { rows } = await db().query('SELECT count(*)::int AS n FROM operator_sessions WHERE token_hash = $1', [sha256(token)]);
    expect(rows[0].n).toBe(0);
    const page = await b.get('/console/signin?signed_out=1');
    expect(page.body).toContain('You are signed out.');
  });
});

describe('organisation isolation', () => {
  it("an operator of A cannot see, judge or revoke B's decisions and keys; A's own verdict goes through as channel console", async () => {
    const a = await operator(uniqueOrg('iso-a'));
    const bOrg = uniqueOrg('iso-b');
    const bKey = await svc.key(bOrg, 'test');
    const bLiveKey = await svc.key(bOrg, 'live');
    const aLiveKey = await svc.key(a.org, 'live');
    const bDecision = await decide(bKey);
    const bLiveDecision = await decide(bLiveKey);
    const aDecision = await decide(a.key);
    const aLiveDecision = await decide(aLiveKey);
    const keyIds = async (org: string) => Object.fromEntries((await listKeys(db(), org)).map((k) => [k.env, k.id])) as Record<'test' | 'live', string>;
    const bKeys = await keyIds(bOrg);
    const aKeys = await keyIds(a.org);

    const browser = await signedIn(a);
    const csrf = await sessionCsrf(browser, '/console/test/decisions');

    // B's decision: not found, under either environment, and no verdict lands on it.
    for (const path of [`/console/test/decisions/${bDecision}`, `/console/live/decisions/${bDecision}`, `/console/live/decisions/${bLiveDecision}`]) {
      const r = await browser.get(path);
      expect([path, r.status]).toEqual([path, 404]);
      expect(r.body).not.toContain(bOrg);
    }
    for (const env of ['test', 'live']) {
      const v = await browser.post(`/console/${env}/decisions/${bDecision}/verdict`, { _csrf: csrf, outcome: 'approved', note: 'not mine' });
      expect([env, v.status]).toEqual([env, 404]);
    }
    const bRecord = await record(bDecision, bKey);
    expect(bRecord.status).toBe(200);
    expect(bRecord.body.review).toBeNull();
    expect(bRecord.body.review_history).toEqual([]);

    // B's keys: not found (neither the confirmation nor the revocation itself), and still working.
    for (const [env, id] of [['test', bKeys.test], ['live', bKeys.test], ['live', bKeys.live]]) {
      for (const confirm of [{}, { confirm: 'yes' }] as Record<string, string>[]) {
        const r = await browser.post(`/console/${env}/keys/${id}/revoke`, { _csrf: csrf, ...confirm });
        expect([env, id, confirm, r.status]).toEqual([env, id, confirm, 404]);
        expect(r.body).not.toContain(id);
      }
    }
    expect((await call(`${svc.url}/v1/gate/evaluate`, { key: bKey, body: refund(10) })).status).toBe(200);
    expect((await call(`${svc.url}/v1/gate/evaluate`, { key: bLiveKey, body: refund(10) })).status).toBe(200);
    expect((await listKeys(db(), bOrg)).map((k) => k.revoked_at)).toEqual([null, null]);

    // A's live environment is A's only.
    const liveKeys = await browser.get('/console/live/keys');
    expect(liveKeys.status).toBe(200);
    expect(liveKeys.body).toContain(aKeys.live);
    expect(liveKeys.body).not.toContain(aKeys.test);
    expect(liveKeys.body).not.toContain(bKeys.live);
    expect(liveKeys.body).not.toContain(bKeys.test);
    const liveList = await browser.get('/console/live/decisions');
    expect(liveList.status).toBe(200);
    expect(liveList.body).toContain(aLiveDecision);
    expect(liveList.body).not.toContain(aDecision);
    expect(liveList.body).not.toContain(bLiveDecision);
    expect(liveList.body).not.toContain(bOrg);
    const testList = await browser.get('/console/test/decisions');
    expect(testList.body).toContain(aDecision);
    expect(testList.body).not.toContain(bDecision);
    expect((await browser.get('/console/staging/decisions')).status).toBe(404);

    // A's own decision and verdict.
    const own = await browser.get(`/console/test/decisions/${aDecision}`);
    expect(own.status).toBe(200);
    expect(own.body).toContain(aDecision);
    const verdict = await browser.post(`/console/test/decisions/${aDecision}/verdict`, { _csrf: csrfOf(own.body), outcome: 'denied', note: 'checked <by> hand' });
    expect([verdict.status, verdict.location]).toEqual([303, `/console/test/decisions/${aDecision}?done=verdict`]);
    const aRecord = await record(aDecision, a.key);
    expect(aRecord.body.review).toMatchObject({ outcome: 'denied', channel: 'console', reviewer: a.email, note: 'checked <by> hand' });
    const shown = await browser.get(verdict.location!);
    expect(shown.body).toContain('Verdict recorded.');
    expect(shown.body).toContain('checked &lt;by&gt; hand');
    expect(shown.body).not.toContain('checked <by> hand');

    // A's own key revokes (the 404s above were the boundary, not a broken form).
    // The first press asks (the key still works), the confirmed one revokes.
    const ask = await browser.post(`/console/live/keys/${aKeys.live}/revoke`, { _csrf: csrf });
    expect(ask.status).toBe(200);
    expect(ask.body).toContain('<input type="hidden" name="confirm" value="yes">');
    expect((await call(`${svc.url}/v1/gate/evaluate`, { key: aLiveKey, body: refund(10) })).status).toBe(200);
    const revoked = await browser.post(`/console/live/keys/${aKeys.live}/revoke`, { _csrf: csrfOf(ask.body), confirm: 'yes' });
    expect([revoked.status, revoked.location]).toEqual([303, '/console/live/keys?done=key-revoked']);
    expect((await call(`${svc.url}/v1/gate/evaluate`, { key: aLiveKey, body: refund(10) })).status).toBe(401);
    expect((await auditRows(a.orgId, 'key.revoked')).map((e) => [e.actor, e.subject])).toEqual([[a.email, aKeys.live]]);
  });

  it('verdict form problems: no outcome, an unknown one, or a note over 2,000 characters is 422 and records nothing', async () => {
    const op = await operator();
    const id = await decide(op.key);
    const b = await signedIn(op);
    const csrf = csrfOf((await b.get(`/console/test/decisions/${id}`)).body);
    const cases: [string, Record<string, string>, string][] = [
      ['no outcome', { note: 'fine' }, 'Choose one of approved, denied, changed.'],
      ['unknown outcome', { outcome: 'maybe' }, 'Choose one of approved, denied, changed.'],
      ['note of 2,001 characters', { outcome: 'approved', note: 'n'.repeat(2001) }, 'The note is at most 2,000 characters.'],
      ['note of 5,000 characters', { outcome: 'approved', note: 'n'.repeat(5000) }, 'The note is at most 2,000 characters.'],
    ];
    for (const [what, form, problem] of cases) {
      const r = await b.post(`/console/test/decisions/${id}/verdict`, { _csrf: csrf, ...form });
      expect([what, r.status]).toEqual([what, 422]);
      expect(r.body).toContain(problem);
      expect(r.body).toContain('The verdict was not recorded.');
    }
    const untouched = await record(id, op.key);
    expect(untouched.body.review).toBeNull();
    expect(untouched.body.review_history).toEqual([]);

    // 2,000 characters exactly is accepted.
    const ok = await b.post(`/console/test/decisions/${id}/verdict`, { _csrf: csrf, outcome: 'approved', note: 'n'.repeat(2000) });
    expect(ok.status).toBe(303);
    expect((await record(id, op.key)).body.review).toMatchObject({ outcome: 'approved', channel: 'console', note: 'n'.repeat(2000) });
  });
});

describe('settings', () => {
  it('an invalid value is 422 naming the field and stores nothing; a valid change is stored with an audit row; the CLI audits as cli:', async () => {
    const op = await operator();
    const b = await signedIn(op);
    const csrf = await sessionCsrf(b);

    const invalid: Record<string, string>[] = [{ confidence_threshold: '2' }, { daily_cap: '5', confidence_threshold: '2' }];
    for (const form of invalid) {
      const bad = await b.post('/console/test/settings', { _csrf: csrf, ...form });
      expect(bad.status).toBe(422);
      expect(bad.body).toContain('confidence_threshold must be a number from 0 to 1.');
      expect(bad.body).toContain('href="#s-confidence_threshold"');
      expect(bad.body).toMatch(/id="s-confidence_threshold" name="confidence_threshold" value="2"[^>]*aria-invalid="true"/);
      expect(errorNotice(bad.body)).toMatch(/^Nothing was saved\./);
    }
    const unchanged = (await findEnv(db(), op.org, 'test'))!.settings;
    expect([unchanged.confidence_threshold, unchanged.daily_cap]).toEqual([0.6, 10000]);
    expect(await auditRows(op.orgId, 'setting.changed')).toEqual([]);

    const ok = await b.post('/console/test/settings', { _csrf: csrf, daily_cap: '5', confidence_threshold: '0.6' });
    expect([ok.status, ok.location]).toEqual([303, '/console/test/settings?done=settings']);
    const env = (await findEnv(db(), op.org, 'test'))!;
    expect(env.settings.daily_cap).toBe(5);
    expect((await findEnv(db(), op.org, 'live'))!.settings.daily_cap).toBe(10000);
    expect(await auditRows(op.orgId, 'setting.changed')).toEqual([
      { actor: op.email, action: 'setting.changed', subject: 'daily_cap', before: 10000, after: 5, env_id: env.envId },
    ]);
    const page = await b.get(ok.location!);
    expect(page.body).toContain('Settings saved.');
    expect(page.body).toMatch(new RegExp(`<td>${op.email.replace(/[.]/g, '\\.')}</td><td><code>daily_cap</code></td><td class="mono">10000</td><td class="mono">5</td>`));

    // Nothing changed: no audit row.
    const same = await b.post('/console/test/settings', { _csrf: csrf, daily_cap: '5' });
    expect(same.location).toBe('/console/test/settings?done=settings-unchanged');
    expect(await auditRows(op.orgId, 'setting.changed')).toHaveLength(1);

    const cli = await runCli(['env', 'set', '--org', op.org, '--env', 'test', 'daily_cap=7'], cliEnv());
    expect(cli.code).toBe(0);
    expect((await findEnv(db(), op.org, 'test'))!.settings.daily_cap).toBe(7);
    const rows = await auditRows(op.orgId, 'setting.changed');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ subject: 'daily_cap', before: 5, after: 7 });
    expect(rows[1].actor).toMatch(/^cli:./);
  });
});

describe('API keys', () => {
  it('creates an admin key (shown once, listed with its scope, audited) that reads settings by API; a forged scope is 422 and creates nothing', async () => {
    const op = await operator();
    const b = await signedIn(op);
    const page = await b.get('/console/test/keys');
    expect(page.body).toMatch(/<label for="key-scope">Scope<\/label>/);
    expect(page.body).toMatch(/<select id="key-scope" name="scope"[^>]*><option value="agent" selected>agent<\/option><option value="admin">admin<\/option><\/select>/);
    const csrf = csrfOf(page.body);

    const created = await b.post('/console/test/keys', { _csrf: csrf, scope: 'admin' });
    expect(created.status).toBe(201);
    expect(created.body).toContain('Your new admin key');
    const key = /<input type="text" id="new-key" class="mono" readonly value="(gate_test_[0-9A-Za-z]{40})"/.exec(created.body)?.[1] ?? '';
    expect(key).toMatch(/^gate_test_/);
    const settings = await call(`${svc.url}/v1/settings`, { key });
    expect([settings.status, settings.body.settings?.daily_cap?.value]).toEqual([200, 10000]);
    expect((await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(5) })).body.error).toBe('forbidden');
    // The operator's existing (agent) key cannot read settings.
    expect((await call(`${svc.url}/v1/settings`, { key: op.key })).status).toBe(403);

    const listed = await b.get('/console/test/keys');
    expect(listed.body).not.toContain(key);
    expect(listed.body).toMatch(new RegExp(`<td class="mono">${key.slice(0, 14)}…</td><td>admin</td>`));
    expect(listed.body).toMatch(new RegExp(`<td class="mono">${op.key.slice(0, 14)}…</td><td>agent</td>`));
    const rows = await auditRows(op.orgId, 'key.created');
    expect(rows.map((r) => [r.actor, r.after])).toEqual([[op.email, { prefix: key.slice(0, 14), scope: 'admin' }]]);

    // Without the field (a form from before 0.5.0): an agent key. A forged value: 422, nothing created.
    expect((await b.post('/console/test/keys', { _csrf: csrf })).body).toContain('Your new agent key');
    const forged = await b.post('/console/test/keys', { _csrf: csrf, scope: '<b>root</b>' });
    expect(forged.status).toBe(422);
    expect(errorNotice(forged.body)).toContain('the scope must be agent or admin');
    expect(forged.body).not.toContain('<b>root</b>');
    expect((await listKeys(db(), op.org)).map((k) => k.scope).sort()).toEqual(['admin', 'agent', 'agent']);
  });
});

describe('security headers', () => {
  it('every console page, redirect and error carries the Content-Security-Policy and Cache-Control: no-store', async () => {
    const op = await operator();
    const id = await decide(op.key);
    const b = await signedIn(op);
    const csrf = await sessionCsrf(b);
    const replies: [string, Reply, number][] = [
      ['sign-in form', await new Browser(svc.url).get('/console/signin'), 200],
      ['redirect to sign-in', await new Browser(svc.url).get('/console/test/usage'), 303],
      ['console root', await b.get('/console/'), 303],
      ['not found', await b.get('/console/test/nowhere'), 404],
      ['forbidden', await b.post('/console/test/settings', { daily_cap: '1' }), 403],
      ['unprocessable', await b.post('/console/test/settings', { _csrf: csrf, confidence_threshold: '2' }), 422],
      ['password', await b.get('/console/password'), 200],
    ];
    for (const section of ['decisions', 'agreement', 'keys', 'agents', 'settings', 'usage']) {
      replies.push([section, await b.get(`/console/test/${section}`), 200], [`live ${section}`, await b.get(`/console/live/${section}`), 200]);
    }
    replies.push(['decision', await b.get(`/console/test/decisions/${id}`), 200]);
    replies.push(['new key (shown once)', await b.post('/console/test/keys', { _csrf: csrf }), 201]);
    for (const [what, r, status] of replies) {
      expect([what, r.status]).toEqual([what, status]);
      expectConsoleHeaders(r, what);
      if (status !== 303) expect([what, r.headers.get('content-type')]).toEqual([what, expect.stringMatching(/^text\/html/)]);
    }
  });
});

describe('gatehouse operators', () => {
  it('create prints a one-time password, refuses a second create; list, reset (new one-time or stdin password) and remove', async () => {
    const org = uniqueOrg('cli-ops');
    const email = `Admin-${randomUUID().slice(0, 6)}@Example.com`;
    const lower = email.toLowerCase();
    const created = await runCli(['operators', 'create', '--org', org, '--email', email], cliEnv());
    const otp = oneTimePassword(created);
    expect(created.stdout).toContain(`Operator created: ${lower} (organisation ${org})`);
    const { rows } = await db().query('SELECT password_hash, must_change_password FROM operators WHERE email = $1', [lower]);
    expect(rows).toEqual([{ password_hash: expect.stringMatching(/^scrypt\$32768\$8\$1\$/), must_change_password: true }]);
    expect(rows[0].password_hash).not.toContain(otp);

    const twice = await runCli(['operators', 'create', '--org', org, '--email', lower], cliEnv());
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('already an operator');
    expect(twice.stdout).not.toMatch(ONE_TIME);

    const listed = await runCli(['operators', 'list', '--org', org], cliEnv());
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(lower);
    expect(listed.stdout).toContain('(must choose a password)');

    const session = new Browser(svc.url);
    expect((await signIn(session, org, email, otp)).status).toBe(303);

    const reset = await runCli(['operators', 'reset', '--org', org, '--email', lower], cliEnv());
    const otp2 = oneTimePassword(reset);
    expect(reset.stdout).toContain(`Password reset: ${lower}`);
    expect(otp2).not.toBe(otp);
    // The reset signs the operator out everywhere; the old one-time password is over.
    expect((await session.get('/console/password')).location).toBe(signinRedirect('/console/password'));
    expect((await signIn(new Browser(svc.url), org, lower, otp)).status).toBe(401);
    const withOtp2 = new Browser(svc.url);
    expect((await signIn(withOtp2, org, lower, otp2)).status).toBe(303);
    expect((await withOtp2.get('/console/test/decisions')).location).toBe('/console/password');

    // A password from standard input is the operator's own: no change is asked for.
    const own = `stdin password ${randomUUID()}`;
    const fromStdin = await runCli(['operators', 'reset', '--org', org, '--email', lower, '--password-stdin'], cliEnv(), `${own}\n`);
    expect(fromStdin.code).toBe(0);
    expect(fromStdin.stdout).toContain('Password set from standard input.');
    expect(fromStdin.stdout).not.toContain(own);
    expect(fromStdin.stdout).not.toMatch(ONE_TIME);
    const direct = new Browser(svc.url);
    expect((await signIn(direct, org, lower, own)).status).toBe(303);
    expect((await direct.get('/console/test/decisions')).status).toBe(200);
    const weak = await runCli(['operators', 'reset', '--org', org, '--email', lower, '--password-stdin'], cliEnv(), 'short\n');
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('at least 12 characters');

    const removed = await runCli(['operators', 'remove', '--org', org, '--email', email], cliEnv());
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain(`removed ${lower}`);
    expect((await direct.get('/console/test/decisions')).status).toBe(303);
    expect((await signIn(new Browser(svc.url), org, lower, own)).status).toBe(401);
    expect((await runCli(['operators', 'list', '--org', org], cliEnv())).stdout).not.toContain(lower);
    expect((await runCli(['operators', 'remove', '--org', org, '--email', lower], cliEnv())).code).toBe(1);
    const orgId = (await findEnv(db(), org, 'test'))!.orgId;
    const trail = await db().query('SELECT action, actor FROM audit_events WHERE org_id = $1 AND action LIKE $2 ORDER BY id', [orgId, 'operator.%']);
    expect(trail.rows.filter((e) => e.action !== 'operator.signed_in').map((e) => e.action)).toEqual([
      'operator.created',
      'operator.password_reset',
      'operator.password_reset',
      'operator.removed',
    ]);
    for (const e of trail.rows.filter((x) => x.action !== 'operator.signed_in')) expect(e.actor).toMatch(/^cli:./);
  });
});

describe('session lifetime', () => {
  it('a session idle for over 2 hours, or past its 12 hours, is over; the sweep deletes ended sessions', async () => {
    const op = await operator();
    const idle = await signedIn(op);
    const old = await signedIn(op);
    const fresh = await signedIn(op);
    const hashOf = (b: Browser) => sha256(b.jar.get('gh_session')!);
    await db().query(`UPDATE operator_sessions SET last_seen_at = now() - interval '121 minutes' WHERE token_hash = $1`, [hashOf(idle)]);
    await db().query(`UPDATE operator_sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashOf(old)]);
    for (const b of [idle, old]) {
      const r = await b.get('/console/test/usage');
      expect([r.status, r.location]).toEqual([303, signinRedirect('/console/test/usage')]);
    }
    expect((await fresh.get('/console/test/usage')).status).toBe(200);

    expect(await sweepSessions(db(), new Date())).toBeGreaterThanOrEqual(2);
    const left = await db().query('SELECT token_hash FROM operator_sessions WHERE token_hash = ANY($1)', [[hashOf(idle), hashOf(old), hashOf(fresh)]]);
    expect(left.rows.map((r) => Buffer.from(r.token_hash).toString('hex'))).toEqual([hashOf(fresh).toString('hex')]);
  });
});

describe('usage', () => {
  it("shows the month's model calls against a budget and says when the budget and the daily cap are used up", async () => {
    const op = await operator();
    await svc.settings(op.org, 'test', 'monthly_budget=5', 'daily_cap=2');
    const env = (await findEnv(db(), op.org, 'test'))!;
    const now = new Date();
    await db().query(
      `INSERT INTO usage_counters (env_id, metric, period, n) VALUES ($1, 'model_calls', $2, 5), ($1, 'decisions', $3, 3)`,
      [env.envId, now.toISOString().slice(0, 7), now.toISOString().slice(0, 10)],
    );
    const b = await signedIn(op);
    const page = await b.get('/console/test/usage');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<meter id="u-month" min="0" max="5"[^>]* value="5">/);
    expect(page.body).toContain('5 of 5');
    expect(page.body).toContain('The budget is used up');
    expect(page.body).toMatch(/<meter id="u-today" min="0" max="2"[^>]* value="2">/);
    expect(page.body).toContain('3 of 2');
    expect(page.body).toContain('The daily cap is passed');
    // The other environment counts on its own.
    const live = await b.get('/console/live/usage');
    expect(live.body).toContain('0 of 10,000');
    expect(live.body).not.toContain('The daily cap is passed');
  });
});

describe('the audit trail of CLI changes', () => {
  it('keys created and revoked and agents saved and removed with the CLI are recorded as cli:<user>', async () => {
    const org = uniqueOrg('audit');
    const created = await runCli(['keys', 'create', '--org', org, '--env', 'live'], cliEnv());
    expect(created.code).toBe(0);
    const key = created.stdout.trim();
    expect((await runCli(['keys', 'revoke', key], cliEnv())).code).toBe(0);
    expect((await runCli(['agents', 'add', '--org', org, '--env', 'live', '--name', 'bot', '--types', 'refund'], cliEnv())).code).toBe(0);
    expect((await runCli(['agents', 'add', '--org', org, '--env', 'live', '--name', 'bot', '--types', 'refund,send_email'], cliEnv())).code).toBe(0);
    expect((await runCli(['agents', 'remove', '--org', org, '--env', 'live', '--name', 'bot'], cliEnv())).code).toBe(0);
    const live = (await findEnv(db(), org, 'live'))!;
    const { rows } = await db().query('SELECT actor, action, subject, before, after FROM audit_events WHERE env_id = $1 ORDER BY id', [live.envId]);
    const keyId = (await listKeys(db(), org))[0].id;
    expect(rows.map((r) => [r.action, r.subject, r.before, r.after])).toEqual([
      ['key.created', keyId, null, { prefix: key.slice(0, 14), scope: 'agent' }],
      ['key.revoked', keyId, { prefix: key.slice(0, 14) }, null],
      ['agent.saved', 'bot', null, ['refund']],
      ['agent.saved', 'bot', ['refund'], ['refund', 'send_email']],
      ['agent.removed', 'bot', null, null],
    ]);
    for (const r of rows) expect(r.actor).toMatch(/^cli:./);
  });
});
