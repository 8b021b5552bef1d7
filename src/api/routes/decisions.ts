import type { Request, RequestHandler } from 'express';
import { validateAs } from '../../contract/validate';
import type { ReviewOutcome } from '../../domain/types';
import type { ReceiptKeys } from '../../receipts/sign';
import { MAX_WAIT_S, type ApprovalDeps } from '../../usecases/approvals';
import type { Db } from '../../store/db';
import { getDecision, recordVerdict } from '../../store/decisions';
import { requirePrincipal } from '../auth';
import { readJsonBody, REVIEW_LIMIT } from '../body';
import { decisionResponse } from '../decision-response';
import { ApiError } from '../errors';

const DECISION_ID = /^dec_[0-9A-Z]{26}$/;
const notFound = () => new ApiError(404, 'decision_not_found', 'No decision with that id in this environment.');

/** The `wait` query parameter: whole seconds, 1 to MAX_WAIT_S; undefined when absent. */
function waitSeconds(req: Request): number | undefined {
  const raw = req.query.wait;
  if (raw === undefined) return undefined;
  const n = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(n > 0 && n <= MAX_WAIT_S)) {
    throw new ApiError(422, 'invalid_request', `wait must be a whole number of seconds from 1 to ${MAX_WAIT_S}.`, [
      { field: 'wait', reason: `must be a whole number of seconds, 0 < wait <= ${MAX_WAIT_S}` },
    ]);
  }
  return n;
}

export function getDecisionRoute(deps: { db: Db; receipts: ReceiptKeys; approvals?: ApprovalDeps }): RequestHandler {
  return async (req, res) => {
    const principal = await requirePrincipal(deps.db, req);
    const wait = waitSeconds(req);
    const id = String(req.params.decision_id);
    if (!DECISION_ID.test(id)) throw notFound();
    const read = () => getDecision(deps.db, principal.envId, id);
    let decision;
    if (wait === undefined || !deps.approvals) decision = await read();
    else {
      // Held until the approval leaves pending or the wait ends; a caller that goes away ends it at once.
      const gone = new AbortController();
      res.once('close', () => gone.abort());
      decision = await deps.approvals.waiters.wait(id, wait * 1000, read, gone.signal);
      if (gone.signal.aborted) return;
    }
    if (!decision) throw notFound();
    // Signed now: the receipt reflects the decision as it stands (an approval resolved since, for one).
    res.json(await decisionResponse(deps.receipts, principal, decision));
  };
}

export function reviewRoute(deps: { db: Db; approvals?: ApprovalDeps }): RequestHandler {
  return async (req, res) => {
    const principal = await requirePrincipal(deps.db, req);
    const body = await readJsonBody(req, REVIEW_LIMIT, 'review', 'review');
    const problems = validateAs('ReviewRequest', body);
    if (problems.length > 0) throw new ApiError(422, 'invalid_request', 'The body does not match the ReviewRequest schema.', problems);
    const id = String(req.params.decision_id);
    if (!DECISION_ID.test(id)) throw notFound();
    const v = body as { outcome: ReviewOutcome; reviewer: string; note?: string | null };
    const recorded = await recordVerdict(deps.db, principal.envId, id, { outcome: v.outcome, reviewer: v.reviewer, note: v.note ?? null, channel: 'api' });
    if (!recorded) throw notFound();
    await deps.approvals?.runs.afterVerdict(id, principal.envId, recorded);
    res.json(recorded.review);
  };
}
