import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { ReceiptKeys } from '../../receipts/sign';
import { ORG_SLUG } from '../../store/tenants';
import { ApiError } from '../errors';

/** Kids are random ids (rk_ + a ULID): asking by kid tells nothing about which organisations exist. */
export const KID_PATTERN = /^rk_[0-9a-z]{26}$/;
export const KIDS_PER_REQUEST_MAX = 20;
/** How long a client or proxy may keep an environment's JWKS: a key made by a rotation is listed within this and the server's own 10 s. */
export const JWKS_MAX_AGE_S = 60;

/** Requests to GET /v1/receipts/keys per client address per minute (verifiers cache the keys for 5 minutes). */
export const RECEIPT_KEYS_PER_MINUTE = 60;

/**
 * The per-address limit of GET /v1/receipts/keys, kept in this process (no key, so no key's budget): past it,
 * 429 rate_limited with Retry-After, before anything is read. The address is Express's req.ip, so behind a
 * proxy it is the client's only with GATEHOUSE_TRUST_PROXY set.
 */
export function receiptKeysLimit(perMinute = RECEIPT_KEYS_PER_MINUTE): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The app's trust proxy setting is the operator's choice; the library's checks of it only log.
    validate: { trustProxy: false, xForwardedForHeader: false },
    handler: (_req, _res, next, options) =>
      next(
        new ApiError(429, 'rate_limited', `At most ${options.limit as number} requests a minute per client address; retry after the Retry-After seconds.`, {
          policy: 'address',
        }),
      ),
  });
}

/**
 * GET /v1/receipts/keys?kid=rk_…[,rk_…]: the published public keys among those named, as a JWKS. No key
 * needed. Unknown and retired kids are simply absent (an empty set is a valid answer).
 */
export function receiptKeysRoute(deps: { receipts: ReceiptKeys }): RequestHandler {
  return async (req, res) => {
    const unknown = Object.keys(req.query).filter((k) => k !== 'kid');
    const raw = req.query.kid;
    const kids = typeof raw === 'string' ? raw.split(',').map((s) => s.trim()).filter(Boolean) : [];
    const problems = [
      ...unknown.map((k) => ({ field: k, reason: 'unknown parameter' })),
      ...(typeof raw !== 'string' || kids.length === 0 ? [{ field: 'kid', reason: "required, once: the receipt's kid (its protected header), or several comma-separated" }] : []),
      ...(kids.length > KIDS_PER_REQUEST_MAX ? [{ field: 'kid', reason: `at most ${KIDS_PER_REQUEST_MAX} kids` }] : []),
      ...kids.filter((k) => !KID_PATTERN.test(k)).slice(0, 5).map((k) => ({ field: 'kid', reason: `"${k.slice(0, 40)}" is not a receipt key id (rk_…)` })),
    ];
    if (problems.length > 0) throw new ApiError(422, 'invalid_request', 'Name the receipt keys wanted: ?kid=rk_…', problems);
    const keys = await deps.receipts.published([...new Set(kids)]);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ keys });
  };
}

/**
 * GET /v1/receipts/{org}/{env}/jwks.json: the environment's published receipt keys (current, and retired ones
 * whose receipts may still be valid) as a standard JWKS at a URL without parameters, which jose's
 * createRemoteJWKSet takes as it is. No key needed; 404 `not_found` for an organisation or environment that
 * does not exist (so the URL does tell whether an organisation slug exists).
 */
export function receiptJwksRoute(deps: { receipts: ReceiptKeys }): RequestHandler {
  return async (req, res) => {
    const { org, env } = req.params as { org: string; env: string };
    const unknown = Object.keys(req.query);
    if (unknown.length > 0) {
      throw new ApiError(422, 'invalid_request', 'The JWKS URL takes no parameters.', unknown.map((k) => ({ field: k, reason: 'unknown parameter' })));
    }
    const keys = ORG_SLUG.test(org) && (env === 'test' || env === 'live') ? await deps.receipts.publishedFor(org, env) : null;
    if (!keys) throw new ApiError(404, 'not_found', 'No such organisation or environment.');
    res.setHeader('Cache-Control', `public, max-age=${JWKS_MAX_AGE_S}`);
    res.json({ keys });
  };
}
