import type { Request } from 'express';
import { authenticate, type Principal } from '../store/keys';
import { API_KEY_PATTERN } from '../store/ids';
import type { Db } from '../store/db';
import { ApiError } from './errors';

/** The principal of a request already authenticated (by the rate-limit middleware), so a route does not look it up twice. */
const known = new WeakMap<Request, Principal>();

export async function requirePrincipal(db: Db, req: Request): Promise<Principal> {
  const seen = known.get(req);
  if (seen) return seen;
  const header = req.headers.authorization;
  if (header === undefined || header.trim() === '') throw new ApiError(401, 'missing_api_key', 'Send your API key as Authorization: Bearer <key>.');
  const m = /^Bearer[ ]+(\S+)$/i.exec(header.trim());
  if (!m || !API_KEY_PATTERN.test(m[1])) throw new ApiError(401, 'invalid_api_key', 'The API key is malformed.');
  const principal = await authenticate(db, m[1]);
  if (!principal) throw new ApiError(401, 'invalid_api_key', 'The API key is unknown or revoked.');
  known.set(req, principal);
  return principal;
}
