import type { Request } from 'express';
import { authenticate, type Principal } from '../store/keys';
import { API_KEY_PATTERN } from '../store/ids';
import type { Db } from '../store/db';
import { ApiError } from './errors';

export async function requirePrincipal(db: Db, req: Request): Promise<Principal> {
  const header = req.headers.authorization;
  if (header === undefined || header.trim() === '') throw new ApiError(401, 'missing_api_key', 'Send your API key as Authorization: Bearer <key>.');
  const m = /^Bearer[ ]+(\S+)$/i.exec(header.trim());
  if (!m || !API_KEY_PATTERN.test(m[1])) throw new ApiError(401, 'invalid_api_key', 'The API key is malformed.');
  const principal = await authenticate(db, m[1]);
  if (!principal) throw new ApiError(401, 'invalid_api_key', 'The API key is unknown or revoked.');
  return principal;
}
