// Cookies, CSRF and the session lookup. The session cookie is HttpOnly and SameSite=Lax, and Secure (with the
// __Host- prefix) whenever the request came over TLS (directly or, with GATEHOUSE_TRUST_PROXY, via a proxy).
// Every POST carries the session's CSRF token in a hidden field; the sign-in form, which has no session yet,
// uses a double-submit cookie. A POST whose Origin names another site is refused before either check.

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { ConsoleError } from './context';
import { SESSION_HOURS } from '../store/operators';

export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name !== '' && !out.has(name)) out.set(name, value);
  }
  return out;
}

const cookieName = (req: Request, base: string) => (req.secure ? `__Host-${base}` : base);

function setCookie(req: Request, res: Response, base: string, value: string, maxAgeSeconds: number, httpOnly = true): void {
  const attrs = [`${cookieName(req, base)}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax'];
  if (httpOnly) attrs.push('HttpOnly');
  if (req.secure) attrs.push('Secure');
  res.append('Set-Cookie', attrs.join('; '));
}

export const SESSION_COOKIE = 'gh_session';
export const SIGNIN_COOKIE = 'gh_signin';

export const readCookie = (req: Request, base: string) => parseCookies(req.headers.cookie).get(cookieName(req, base));

export const setSessionCookie = (req: Request, res: Response, token: string) => setCookie(req, res, SESSION_COOKIE, token, SESSION_HOURS * 3600);
export const clearSessionCookie = (req: Request, res: Response) => setCookie(req, res, SESSION_COOKIE, '', 0);

/** The sign-in form's CSRF token: the one in its cookie, or a new one (set on the response). */
export function signinToken(req: Request, res: Response): string {
  const existing = readCookie(req, SIGNIN_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  setCookie(req, res, SIGNIN_COOKIE, token, 3600);
  return token;
}

function sameToken(a: unknown, b: string | undefined): boolean {
  if (typeof a !== 'string' || b === undefined) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const forbidden = () => new ConsoleError(403, 'Form expired', 'This form could not be accepted (its security token is missing or stale). Reload the page and try again.');

/** POSTs must come from this site: an Origin (or, without one, a Referer) naming another host is refused. */
export function checkOrigin(req: Request): void {
  const origin = req.headers.origin ?? req.headers.referer;
  if (!origin || origin === 'null') {
    if (origin === 'null') throw forbidden();
    return;
  }
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw forbidden();
  }
  if (host !== req.headers.host) throw forbidden();
}

export function checkCsrf(req: Request, expected: string | undefined): void {
  const body = req.body as Record<string, unknown> | undefined;
  if (!sameToken(body?._csrf, expected)) throw forbidden();
}

/** Headers for every console response: no framing, no inline script, nothing cached. */
export function securityHeaders(res: Response): void {
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cache-Control', 'no-store');
}
