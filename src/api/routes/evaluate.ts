import { noteStep } from '../../runtime/steps';
import type { Request, RequestHandler, Response } from 'express';
import { validateAs } from '../../contract/validate';
import { Registry } from '../../domain/registry';
import type { Decision, EvaluateRequest } from '../../domain/types';
import { prepareIntake } from '../../intake/prepare';
import type { Hints, IntakeInput } from '../../intake/understand';
import { OVERLOAD_RETRY_AFTER_S, type Admission, type Ticket } from '../../runtime/admission';
import type { Evaluator } from '../../runtime/evaluator';
import type { ReceiptKeys } from '../../receipts/sign';
import type { ApprovalDeps } from '../../runtime/approvals';
import { errorName, log } from '../../runtime/log';
import { readToolCalls } from '../../toolcall/shapes';
import type { Db } from '../../store/db';
import { getEvaluation } from '../../store/decisions';
import { claimKey } from '../../store/idempotency';
import { newDecisionId, sha256 } from '../../store/ids';
import { requireScope } from '../auth';
import { EVALUATE_LIMIT, mediaTypeOf, parseJson, readBody } from '../body';
import { decisionResponse } from '../decision-response';
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

const isObjectOrArray = (v: unknown) => typeof v === 'object' && v !== null;

/** An object with the version-1 request's two required keys: meant as one, so its errors are reported. */
const looksLikeVersion1 = (v: unknown) => isObjectOrArray(v) && !Array.isArray(v) && 'action' in (v as object) && 'actor' in (v as object);

function checkHints(req: Request): void {
  const problems = HINT_HEADERS.filter((h) => String(req.headers[h] ?? '').length > HINT_MAX).map((h) => ({
    field: h.replace(/(^|-)([a-z])/g, (_m, d, c) => d + c.toUpperCase()),
    reason: `must be at most ${HINT_MAX} characters`,
  }));
  if (problems.length > 0) throw new ApiError(422, 'invalid_request', 'A hint header is too long.', problems);
}

/** Key-order-independent JSON, so the same request written differently is the same body. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

type EvaluateDeps = { db: Db; evaluator: Evaluator; receipts: ReceiptKeys; approvals?: ApprovalDeps };

/**
 * Starts the approval run of a review decision with approvals on (idempotent: a replayed request starts
 * nothing new). Temporal unreachable: the approval still works through the store (verdicts resolve it,
 * waiters are told, it reads as expired after its time), only its webhooks and escalation mail are lost.
 */
async function openApproval(deps: EvaluateDeps, decision: Decision, ids: { orgId: string; envId: string }): Promise<void> {
  if (!deps.approvals || decision.approval?.status !== 'pending') return;
  await deps.approvals.runs.open(decision, ids).catch((err) => log.error('approval run not started', { decision_id: decision.decision_id, error: errorName(err) }));
}

/** The admission of each admitted request, and whether the route has taken it over yet. */
const admitted = new WeakMap<Response, { ticket: Ticket; route: boolean; at: number }>();

/**
 * Admission control, first of all (before authentication, rate limits or reading the body): past this
 * process's in-flight limit the answer is 429 at once, with no database or Temporal call. A caller waiting
 * in a queue until every deadline has passed is served worse than one told to come back.
 */
export function admission(limit?: Admission): RequestHandler {
  return (_req, res, next) => {
    if (!limit) return next();
    const ticket = limit.tryEnter();
    if (!ticket) {
      res.setHeader('Retry-After', String(OVERLOAD_RETRY_AFTER_S));
      throw new ApiError(429, 'overloaded', 'Gatehouse is at capacity; nothing was decided or recorded. Retry after the Retry-After seconds.');
    }
    const held = { ticket, route: false, at: performance.now() };
    admitted.set(res, held);
    // Answered before the route took over (401, 429 rate_limited): the admission ends with the answer.
    res.once('close', () => {
      if (!held.route) ticket.release();
    });
    next();
  };
}

export function evaluateRoute(deps: EvaluateDeps): RequestHandler {
  return async (req, res) => {
    const receivedAt = Date.now();
    const held = admitted.get(res);
    if (held) {
      held.route = true;
      // Admitted to here: the key looked up and its rate limits taken.
      noteStep('route.auth', performance.now() - held.at);
    }
    try {
      await evaluate(deps, req, res, receivedAt, held?.ticket);
    } finally {
      held?.ticket.release();
    }
  };
}

async function evaluate(deps: EvaluateDeps, req: Request, res: Response, receivedAt: number, ticket?: Ticket): Promise<void> {
  const tA = performance.now();
  const principal = await requireScope(deps.db, req, 'agent');
  const idemKey = idempotencyKeyOf(req);
  checkHints(req);
  const media = mediaTypeOf(req);
  const raw = await readBody(req, EVALUATE_LIMIT);
  const intakeOn = principal.settings.intake === 'on';
  if (media.medium !== 'json' && !intakeOn) {
    throw new ApiError(422, 'invalid_request', 'Intake is off for this environment: send a version-1 request as application/json.', [
      { field: '(body)', reason: `${media.type} is read only when Intake is on` },
    ]);
  }
  const body = media.medium === 'json' ? parseJson(raw, 'evaluate') : undefined;
  let request: EvaluateRequest | undefined;
  let intake: IntakeInput | undefined;
  const problems = media.medium === 'json' ? validateAs('EvaluateRequest', body) : [];
  // An agent's tool call in a framework's shape (OpenAI, Anthropic, MCP, LangChain, any JSON naming a tool and
  // its arguments) is read whether Intake is on or not: reading it involves no free text. Intake gates the rest.
  const toolCall = media.medium === 'json' && problems.length > 0 && !looksLikeVersion1(body) && isObjectOrArray(body) && readToolCalls(body) !== null;
  if (media.medium === 'json' && (problems.length === 0 || (!intakeOn && !toolCall) || looksLikeVersion1(body) || !isObjectOrArray(body))) {
    // A clean version-1 request takes the structured path (never an intake model call); a broken one is
    // answered 422 even with Intake on, so a caller's mistake is not silently reinterpreted.
    if (problems.length > 0) throw new ApiError(422, 'invalid_request', 'The body does not match the version-1 request schema.', problems);
    request = body as EvaluateRequest;
  } else {
    const registry = new Registry(principal.actionTypes);
    // Understood once, in the run, with the selection that counts (code's scoring, or a remote model's).
    intake = await prepareIntake({ medium: media.medium, raw, charset: media.charset, json: body, registry, hints: hintsOf(req) });
  }

  let decisionId = newDecisionId();
  if (idemKey !== undefined) {
    const fingerprint = body !== undefined ? canonical(body) : `${media.type}\u0000${raw.toString('base64')}`;
    const claim = await claimKey(deps.db, principal.envId, sha256(idemKey), sha256(fingerprint), decisionId);
    if (claim.kind === 'conflict') {
      throw new ApiError(409, 'idempotency_conflict', 'This Idempotency-Key was used with a different body in the last 24 hours.');
    }
    decisionId = claim.decisionId;
    if (claim.kind === 'replay') {
      const existing = await getEvaluation(deps.db, principal.envId, decisionId);
      if (existing) {
        await openApproval(deps, existing, principal);
        return void res.json(await decisionResponse(deps.receipts, principal, existing));
      }
      // Not recorded yet: the first request is still running (the run is shared) or it failed (it is retried).
    }
  }

  const input = {
    decisionId,
    orgId: principal.orgId,
    envId: principal.envId,
    request,
    settings: principal.settings,
    actionTypes: principal.actionTypes,
    intake,
    receivedAt,
    content: { mediaType: media.type, bytes: raw.length },
  };
  // While the run waits on a remote model, the request is set aside: its slot serves the next one.
  noteStep('route.pre', performance.now() - tA);
  // Settled once the answer is written (or this fails): this process's worker holds back the rest of the run till then.
  let answered!: () => void;
  const responded = new Promise<void>((r) => (answered = r));
  try {
    const result = await deps.evaluator.evaluate(input, { modelWait: ticket && (() => ticket.aside()), responded });
    const tP = performance.now();
    if (!result.ok) throw storeUnavailable();
    await openApproval(deps, result.decision, principal);
    res.json(await decisionResponse(deps.receipts, principal, result.decision));
    noteStep('route.post', performance.now() - tP);
  } finally {
    answered();
  }
}
