import type { Request } from 'express';
import { authenticate, type KeyScope, type Principal } from '../store/keys';
import { API_KEY_PATTERN } from '../store/ids';
import type { Db } from '../store/db';
import { ApiError } from './errors';

/** The principal of a request already authenticated (by the rate-limit middleware), so a route does not look it up twice. */
const known = new WeakMap<Request, Principal>();

/** The bearer key as presented, when it has the shape of one; anything else is left to authentication. */
export function presentedKey(req: Request): string | null {
  const m = /^\s*Bearer[ ]+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return m && API_KEY_PATTERN.test(m[1]) ? m[1] : null;
}

/** Looks a presented key up: the per-process cache (src/store/principal-cache.ts) when the app has one. */
export type KeyLookup = (key: string) => Promise<Principal | null>;

export async function requirePrincipal(db: Db, req: Request, lookup?: KeyLookup): Promise<Principal> {
  const seen = known.get(req);
  if (seen) return seen;
  const header = req.headers.authorization;
  if (header === undefined || header.trim() === '') throw new ApiError(401, 'missing_api_key', 'Send your API key as Authorization: Bearer <key>.');
  const m = /^Bearer[ ]+(\S+)$/i.exec(header.trim());
  if (!m || !API_KEY_PATTERN.test(m[1])) throw new ApiError(401, 'invalid_api_key', 'The API key is malformed.');
  const principal = await (lookup ? lookup(m[1]) : authenticate(db, m[1]));
  if (!principal) throw new ApiError(401, 'invalid_api_key', 'The API key is unknown or revoked.');
  known.set(req, principal);
  return principal;
}

/**
 * Admin keys are an operator's credential: they read decisions, reports and settings, review, and change the
 * environment's settings and tool catalogue; they do not evaluate. Agent keys (the default) evaluate, read and
 * review, and change nothing about the environment. A request outside its key's scope: 403 forbidden.
 */
export async function requireScope(db: Db, req: Request, scope: KeyScope): Promise<Principal> {
  const principal = await requirePrincipal(db, req);
  if (principal.scope !== scope) {
    const why = scope === 'admin' ? 'This needs an admin key (an operator credential); agent keys cannot change the environment.' : 'Admin keys are for operators; evaluate with an agent key.';
    throw new ApiError(403, 'forbidden', why, { scope: principal.scope, required_scope: scope });
  }
  return principal;
}
