// The console over plain HTTP, as a browser would use it: a cookie jar (Set-Cookie parsed by hand), same-site
// Origin on POSTs, the hidden _csrf fields read from the HTML, and no redirect following, so that every 303 and
// its Location are checked as they are. Every reply is checked for the console's security headers.

import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/console/passwords';
import { createOperator } from '../../src/store/operators';
import { findEnv } from '../../src/store/tenants';
import { uniqueOrg, type TestService } from './service';

export interface SetCookie {
  name: string;
  value: string;
  /** Attributes as sent, e.g. ['Path=/', 'Max-Age=43200', 'SameSite=Lax', 'HttpOnly']. */
  attrs: string[];
}

export interface Reply {
  status: number;
  headers: Headers;
  body: string;
  location: string | null;
  cookies: SetCookie[];
}

export function parseSetCookie(raw: string): SetCookie {
  const [pair, ...attrs] = raw.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs };
}

export const hasAttr = (c: SetCookie, name: string) => c.attrs.some((a) => a.toLowerCase() === name.toLowerCase() || a.toLowerCase().startsWith(`${name.toLowerCase()}=`));
export const attr = (c: SetCookie, name: string) => c.attrs.find((a) => a.toLowerCase().startsWith(`${name.toLowerCase()}=`))?.split('=')[1];

export const CSP = "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Every console response, whatever its status, carries the security headers and is never cached. */
export function expectConsoleHeaders(r: Reply, what: string): void {
  expect({ what, csp: r.headers.get('content-security-policy'), cache: r.headers.get('cache-control') }).toEqual({ what, csp: CSP, cache: 'no-store' });
  expect(r.headers.get('x-frame-options')).toBe('DENY');
  expect(r.headers.get('x-content-type-options')).toBe('nosniff');
}

export class Browser {
  readonly jar = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly defaults: Record<string, string> = {},
  ) {}

  get(path: string, headers: Record<string, string | null> = {}): Promise<Reply> {
    return this.send('GET', path, undefined, headers);
  }

  post(path: string, form: Record<string, string>, headers: Record<string, string | null> = {}): Promise<Reply> {
    return this.send('POST', path, new URLSearchParams(form).toString(), { origin: this.base, ...headers });
  }

  private async send(method: string, path: string, body: string | undefined, extra: Record<string, string | null>): Promise<Reply> {
    const headers: Record<string, string> = { ...this.defaults };
    for (const [k, v] of Object.entries(extra)) if (v !== null) headers[k] = v;
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(`${this.base}${path}`, { method, headers, body, redirect: 'manual' });
    const reply: Reply = {
      status: res.status,
      headers: res.headers,
      body: await res.text(),
      location: res.headers.get('location'),
      cookies: res.headers.getSetCookie().map(parseSetCookie),
    };
    for (const c of reply.cookies) {
      if (c.value === '' || attr(c, 'Max-Age') === '0') this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    expectConsoleHeaders(reply, `${method} ${path}`);
    return reply;
  }
}

export const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The hidden _csrf field of the (first) form on a page. */
export function csrfOf(page: string): string {
  const m = /<input type="hidden" name="_csrf" value="([^"]*)">/.exec(page);
  if (!m) throw new Error(`no _csrf field on the page: ${page.slice(0, 300)}`);
  return unescape(m[1]);
}

/** The text of the page's error notice. */
export function errorNotice(page: string): string {
  const m = /<div class="notice error" role="alert">([\s\S]*?)<\/div>/.exec(page);
  if (!m) throw new Error(`no error notice on the page: ${page.slice(0, 300)}`);
  return m[1];
}

export const signinRedirect = (path: string) => `/console/signin?next=${encodeURIComponent(path)}`;

/** Fills the sign-in form as a browser would: GET it (cookie + token), then POST it. */
export async function signIn(b: Browser, org: string, email: string, password: string, next?: string): Promise<Reply> {
  const form = await b.get(`/console/signin${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`);
  expect(form.status).toBe(200);
  const nextField = /<input type="hidden" name="next" value="([^"]*)">/.exec(form.body);
  return b.post('/console/signin', { _csrf: csrfOf(form.body), next: unescape(nextField?.[1] ?? ''), org, email, password });
}

export interface Operator {
  org: string;
  orgId: string;
  email: string;
  password: string;
  /** A test API key of the organisation. */
  key: string;
}

/** An organisation with a test key and one operator (created through the store) with a password of their own. */
export async function createTestOperator(svc: TestService, org = uniqueOrg('console'), email = `ops-${randomUUID().slice(0, 8)}@example.com`): Promise<Operator> {
  const key = await svc.key(org, 'test');
  const env = await findEnv(svc.running.db, org, 'test');
  const password = `pw ${randomUUID()}`;
  expect(await createOperator(svc.running.db, env!.orgId, email, await hashPassword(password), false)).toMatch(/^op_/);
  return { org, orgId: env!.orgId, email, password, key };
}

/** A browser signed in as the operator, on the given service. */
export async function signedIn(op: Operator, service: TestService): Promise<Browser> {
  const b = new Browser(service.url);
  const r = await signIn(b, op.org, op.email, op.password);
  expect(r.status).toBe(303);
  expect(b.jar.get('gh_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return b;
}

/** The CSRF token of a signed-in session, read from one of its pages. */
export async function sessionCsrf(b: Browser, page = '/console/test/settings'): Promise<string> {
  const r = await b.get(page);
  expect(r.status).toBe(200);
  return csrfOf(r.body);
}

