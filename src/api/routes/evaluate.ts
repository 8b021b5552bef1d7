// POST /v1/gate/evaluate, HTTP only: the headers checked, a place in the admission queue reserved (or 429
// `overloaded` at once, nothing read), the body read, the decision left to the use case
// (src/usecases/evaluate.ts), and its outcome written as a status, headers and a body.

import type { Request, RequestHandler, Response } from 'express';
import type { Hints } from '../../intake/understand';
import type { Admission, Reservation } from '../admission';
import type { ReceiptKeys } from '../../receipts/sign';
import { noteStep } from '../../lib/steps';
import type { Db } from '../../store/db';
import type { Principal } from '../../store/keys';
import type { EvaluateOutcome, EvaluateUseCase } from '../../usecases/evaluate';
import { presentedKey, requireScope } from '../auth';
import { checkTextEncoding, EVALUATE_LIMIT, mediaTypeOf, parseJson, readBody } from '../body';
import { decisionResponse } from '../decision-response';
import { RefusalHold } from '../refusal-hold';
import { ApiError, storeUnavailable } from '../errors';

const HINT_HEADERS = ['x-gatehouse-agent', 'x-gatehouse-action-hint', 'x-gatehouse-resource-hint', 'x-gatehouse-language-hint'];
const HINT_MAX = 128;

function idempotencyKeyOf(req: Request): string | undefined {
  const v = req.headers['idempotency-key'];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v.length < 1 || v.length > 128 || !/^[\x20-\x7e]+$/.test(v)) {
    throw new ApiError(422, 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 128 printable characters.', [
      { field: 'Idempotency-Key', reason: 'must be 1 to 128 printable ASCII characters' },
    ]);
  }
  return v;
}

function hintsOf(req: Request): Hints {
  const h = (name: string) => {
    const v = req.headers[name];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
  };
  return {
    agent: h('x-gatehouse-agent'),
    action: h('x-gatehouse-action-hint'),
    resource: h('x-gatehouse-resource-hint'),
    language: h('x-gatehouse-language-hint'),
  };
}

function checkHints(req: Request): void {
  const problems = HINT_HEADERS.filter((h) => String(req.headers[h] ?? '').length > HINT_MAX).map((h) => ({
    field: h.replace(/(^|-)([a-z])/g, (_m, d, c) => d + c.toUpperCase()),
    reason: `must be at most ${HINT_MAX} characters`,
  }));
  if (problems.length > 0) throw new ApiError(422, 'invalid_request', 'A hint header is too long.', problems);
}

/** An error outcome of the use case as the API's error. */
function errorOf(outcome: Exclude<EvaluateOutcome, { ok: true }>, admission: Admission | undefined, res: Response): ApiError {
  switch (outcome.error) {
    case 'invalid_request':
      return new ApiError(422, 'invalid_request', outcome.message, outcome.details);
    case 'idempotency_conflict':
      return new ApiError(409, 'idempotency_conflict', 'This Idempotency-Key was used with a different body in the last 24 hours.');
    case 'overloaded':
      return overloaded(admission, res);
    case 'store_unavailable':
      return storeUnavailable();
  }
}

const OVERLOADED_MESSAGE = 'Gatehouse is at capacity; nothing was decided or recorded. Retry after the Retry-After seconds.';
const OVERLOADED_BODY = Buffer.from(JSON.stringify({ error: 'overloaded', message: OVERLOADED_MESSAGE }));

/**
 * 429 `overloaded`: Retry-After (when the queue in front will have drained), and beside the key's and the
 * environment's rate-limit fields (when they were taken) a "capacity" policy: the decisions per second this
 * process makes now, none left for this request until then. Returns the Retry-After in seconds.
 */
function overloadHeaders(admission: Admission | undefined, res: Response): number {
  const retryAfter = admission?.retryAfterS() ?? 1;
  res.setHeader('Retry-After', String(retryAfter));
  if (admission) {
    const add = (name: string, field: string) => {
      const was = res.getHeader(name);
      res.setHeader(name, was === undefined ? field : `${String(was)}, ${field}`);
    };
    add('RateLimit-Policy', `"capacity";q=${admission.capacityPerS()};w=1`);
    add('RateLimit', `"capacity";r=0;t=${retryAfter}`);
  }
  return retryAfter;
}

function overloaded(admission: Admission | undefined, res: Response): ApiError {
  overloadHeaders(admission, res);
  return new ApiError(429, 'overloaded', OVERLOADED_MESSAGE);
}

/**
 * The cheapest refusal: no error object, no error middleware, a body written once per process. Its answer is held
 * back (src/api/refusal-hold.ts): briefly the first time, and until the Retry-After it was told for a connection
 * that came back sooner. The Retry-After is computed when the answer goes out.
 */
function refuseAtOnce(admission: Admission, hold: RefusalHold, req: Request, res: Response): void {
  const connection = req.socket;
  const timer = setTimeout(() => {
    if (res.headersSent || res.destroyed) return;
    hold.told(connection, overloadHeaders(admission, res));
    res.status(429).type('application/json').end(OVERLOADED_BODY);
  }, hold.holdMs(connection));
  res.once('close', () => clearTimeout(timer));
}

/** Keys known to this process without a store round trip (src/store/principal-cache.ts). */
export interface KnownKeys {
  /** The cached principal of a key, possibly stale by a moment: only for turning a request away. */
  peek(key: string): Principal | null;
}

const tenantOf = (p: Principal) => ({ org: p.orgId, key: p.keyId });

/**
 * First on the evaluate route: for a key this process knows, its place in the fair queue is reserved at
 * once, so that a refusal (429 `overloaded`) costs a hash and a map lookup: no store, no body, no JSON. The
 * place is kept in `res.locals` for the route, and given up if the request ends before it (401, 429 rate_limited).
 * The refusal's answer is held back (src/api/refusal-hold.ts).
 */
export function earlyAdmission(deps: { admission?: Admission; knownKeys?: KnownKeys }): RequestHandler {
  const hold = new RefusalHold(() => performance.now());
  return (req, res, next) => {
    res.locals.arrivedAt = performance.now();
    const key = deps.admission && deps.knownKeys ? presentedKey(req) : null;
    const known = key === null ? null : deps.knownKeys!.peek(key);
    if (!known) return next();
    const place = deps.admission!.reserve(tenantOf(known));
    if (!place) return refuseAtOnce(deps.admission!, hold, req, res);
    res.locals.place = place;
    res.once('close', () => place.cancel());
    next();
  };
}

type EvaluateRouteDeps = { db: Db; receipts: ReceiptKeys; evaluations: EvaluateUseCase; admission?: Admission };

/**
 * After authentication and the rate limits. Who the request belongs to is known, so its place in the fair
 * queue is reserved before anything is read: a refusal costs no body read and no JSON parse.
 */
export function evaluateRoute(deps: EvaluateRouteDeps): RequestHandler {
  return async (req, res) => {
    const receivedAt = Date.now();
    if (typeof res.locals.arrivedAt === 'number') noteStep('route.auth', performance.now() - res.locals.arrivedAt);
    const principal = await requireScope(deps.db, req, 'agent');
    const idempotencyKey = idempotencyKeyOf(req);
    checkHints(req);
    const media = mediaTypeOf(req);
    // Reserved already by earlyAdmission for a key this process knew; else now that it is known.
    const place = (res.locals.place as Reservation | undefined) ?? deps.admission?.reserve(tenantOf(principal));
    if (place === null) throw overloaded(deps.admission, res);
    let answered!: () => void;
    const responded = new Promise<void>((r) => (answered = r));
    try {
      const raw = await readBody(req, EVALUATE_LIMIT);
      checkTextEncoding(raw, media);
      const json = media.medium === 'json' ? parseJson(raw, 'evaluate') : undefined;
      const outcome = await deps.evaluations.evaluate({ principal, media, raw, json, idempotencyKey, hints: hintsOf(req), receivedAt, place, responded });
      if (!outcome.ok) throw errorOf(outcome, deps.admission, res);
      const tP = performance.now();
      res.json(await decisionResponse(deps.receipts, principal, outcome.decision));
      noteStep('route.post', performance.now() - tP);
    } finally {
      // Unread or unparsable body: the place is given up (the use case gives it up or enters it otherwise).
      place?.cancel();
      answered();
    }
  };
}
