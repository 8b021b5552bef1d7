// Sign-in, sign-out and password change.

import type { Request, RequestHandler, Response } from 'express';
import { audit } from '../../store/audit';
import {
  changePassword,
  createSession,
  endSession,
  findOperatorForSignIn,
  passwordHashOf,
  type Session,
} from '../../store/operators';
import { accountKey, addressKey, claimAttempt, clearFailures, forgiveAttempt, THROTTLE, type ThrottleKey } from '../../store/signin-throttle';
import { ORG_SLUG } from '../../store/tenants';
import type { ConsoleDeps } from '../context';
import { html } from '../html';
import { barePage, csrfField, type Notice } from '../layout';
import { decoyHash, hashPassword, passwordProblem, PASSWORD_MAX_LENGTH, verifyPassword } from '../passwords';
import { checkCsrf, clearSessionCookie, readCookie, setSessionCookie, signinToken, SIGNIN_COOKIE, SESSION_COOKIE } from '../security';

const field = (body: unknown, name: string, max: number): string => {
  const v = (body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v.slice(0, max) : '';
};

/** Where to go after signing in: only a path inside the console. */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || !/^\/console\/[A-Za-z0-9/_\-?=&.~%]*$/.test(next) || next.startsWith('/console//') || next.includes('..')) {
    return '/console/test/decisions';
  }
  return next;
}

function signinForm(token: string, values: { org: string; email: string; next: string }, notice: Notice | null) {
  return barePage(
    'Sign in',
    html`<form method="post" action="/console/signin" novalidate>
  ${csrfField(token)}
  <input type="hidden" name="next" value="${values.next}">
  <div class="field"><label for="org">Organisation</label>
    <input type="text" id="org" name="org" value="${values.org}" autocomplete="organization" required autofocus spellcheck="false"></div>
  <div class="field"><label for="email">E-mail</label>
    <input type="email" id="email" name="email" value="${values.email}" autocomplete="username" required spellcheck="false"></div>
  <div class="field"><label for="password">Password</label>
    <input type="password" id="password" name="password" autocomplete="current-password" required></div>
  <button type="submit">Sign in</button>
</form>
<p class="help">No account? An administrator creates one with <code>gatehouse operators create --org &lt;slug&gt; --email &lt;address&gt;</code>.</p>`,
    notice,
  );
}

/** Retry-After in whole seconds (at least 1) until the lock ends. */
const retryAfter = (until: Date): string => String(Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)));

export function signinPage(): RequestHandler {
  return (req, res) => {
    const notice: Notice | null = req.query.signed_out ? { kind: 'ok', text: 'You are signed out.' } : null;
    res.type('html').send(signinForm(signinToken(req, res), { org: '', email: '', next: safeNext(req.query.next) }, notice).value);
  };
}

export function signinSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    checkCsrf(req, readCookie(req, SIGNIN_COOKIE));
    const org = field(req.body, 'org', 64).trim().toLowerCase();
    const email = field(req.body, 'email', 320).trim();
    const password = field(req.body, 'password', PASSWORD_MAX_LENGTH + 1);
    const next = safeNext(field(req.body, 'next', 2000));
    const again = (status: number, text: string): void => {
      res.status(status).type('html').send(signinForm(signinToken(req, res), { org, email, next }, { kind: 'error', text }).value);
    };
    if (!ORG_SLUG.test(org) || email === '' || password === '') return again(422, 'Enter your organisation, e-mail and password.');
    const account = accountKey(org, email);
    const address: ThrottleKey = { key: addressKey(req.ip ?? 'unknown'), limit: THROTTLE.addressFailures };
    // The attempt is counted as a failure before the password is checked, in the statement that checks the
    // locks: parallel guesses cannot all pass one check (issue 25). A right password gives it back.
    const claim = await claimAttempt(deps.db, [{ key: account, limit: THROTTLE.accountFailures }, address]);
    if (!claim.ok) {
      res.setHeader('Retry-After', retryAfter(claim.until));
      return again(429, `Too many failed sign-ins. Try again after ${claim.until.toISOString().slice(11, 16)} UTC.`);
    }
    const candidate = await findOperatorForSignIn(deps.db, org, email);
    // The same scrypt work whether or not the account exists, so that timing tells nothing.
    const ok = (await verifyPassword(password, candidate?.passwordHash ?? (await decoyHash()))) && candidate !== null;
    if (!ok || !candidate) return again(401, 'That organisation, e-mail and password do not match an operator.');
    await clearFailures(deps.db, account);
    await forgiveAttempt(deps.db, [address]);
    const token = await createSession(deps.db, candidate.id);
    await audit(deps.db, { orgId: candidate.orgId, envId: null, actor: email.toLowerCase(), action: 'operator.signed_in' });
    setSessionCookie(req, res, token);
    // A one-time password leads straight to choosing one's own (every other page would send there anyway).
    res.redirect(303, candidate.mustChangePassword ? '/console/password' : next);
  };
}

export function signoutSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (token) await endSession(deps.db, token);
    clearSessionCookie(req, res);
    res.redirect(303, '/console/signin?signed_out=1');
  };
}

function passwordForm(session: Session, problems: Record<string, string>, notice: Notice | null) {
  const err = (name: string) => (problems[name] ? html`<p class="error-text" id="${name}-error">${problems[name]}</p>` : null);
  const invalid = (name: string) => (problems[name] ? html` aria-invalid="true" aria-describedby="${name}-error"` : null);
  return barePage(
    'Choose a new password',
    html`${session.mustChangePassword ? html`<p>Your password was set by an administrator. Choose your own before you go on.</p>` : null}
<form method="post" action="/console/password" novalidate>
  ${csrfField(session.csrf)}
  <div class="field"><label for="current">Current password</label>
    <input type="password" id="current" name="current" autocomplete="current-password" required${invalid('current')}>${err('current')}</div>
  <div class="field"><label for="new">New password</label>
    <p class="help" id="new-help">At least 12 characters.</p>
    <input type="password" id="new" name="new" autocomplete="new-password" required aria-describedby="new-help"${invalid('new')}>${err('new')}</div>
  <div class="field"><label for="confirm">New password again</label>
    <input type="password" id="confirm" name="confirm" autocomplete="new-password" required${invalid('confirm')}>${err('confirm')}</div>
  <button type="submit">Save password</button>
  ${session.mustChangePassword ? null : html` <a href="/console/test/decisions">Cancel</a>`}
</form>`,
    notice,
  );
}

export function passwordPage(): RequestHandler {
  return (_req, res) => {
    res.type('html').send(passwordForm(res.locals.session as Session, {}, null).value);
  };
}

export function passwordSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req: Request, res: Response): Promise<void> => {
    const session = res.locals.session as Session;
    const current = field(req.body, 'current', PASSWORD_MAX_LENGTH + 1);
    const next = field(req.body, 'new', PASSWORD_MAX_LENGTH + 1);
    const confirm = field(req.body, 'confirm', PASSWORD_MAX_LENGTH + 1);
    const problems: Record<string, string> = {};
    // Guesses at the current password count against the same throttle as failed sign-ins.
    const account: ThrottleKey = { key: accountKey(session.orgSlug, session.email), limit: THROTTLE.accountFailures };
    const claim = await claimAttempt(deps.db, [account]);
    if (!claim.ok) {
      res.setHeader('Retry-After', retryAfter(claim.until));
      res.status(429).type('html').send(passwordForm(session, {}, { kind: 'error', text: `Too many wrong passwords. Try again after ${claim.until.toISOString().slice(11, 16)} UTC.` }).value);
      return;
    }
    const stored = await passwordHashOf(deps.db, session.operatorId);
    if (!stored || !(await verifyPassword(current, stored))) problems.current = 'This is not your current password.';
    else await forgiveAttempt(deps.db, [account]);
    const weak = passwordProblem(next);
    if (weak) problems.new = `The new password ${weak}.`;
    else if (next === current) problems.new = 'The new password must differ from the current one.';
    if (confirm !== next) problems.confirm = 'The two new passwords differ.';
    if (Object.keys(problems).length > 0) {
      res.status(422).type('html').send(passwordForm(session, problems, { kind: 'error', text: 'The password was not changed.' }).value);
      return;
    }
    await changePassword(deps.db, session.operatorId, await hashPassword(next), readCookie(req, SESSION_COOKIE) ?? '');
    await audit(deps.db, { orgId: session.orgId, envId: null, actor: session.email, action: 'operator.password_changed' });
    res.redirect(303, '/console/test/decisions?done=password');
  };
}
