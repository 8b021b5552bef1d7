import type { RequestHandler } from 'express';
import { validateAs } from '../../contract/validate';
import type { ReviewOutcome } from '../../domain/types';
import type { ReceiptKeys } from '../../receipts/sign';
import type { Db } from '../../store/db';
import { addReview, getDecision } from '../../store/decisions';
import { requirePrincipal } from '../auth';
import { REVIEW_LIMIT, parseJson, readBody } from '../body';
import { decisionResponse } from '../decision-response';
import { ApiError } from '../errors';

const DECISION_ID = /^dec_[0-9A-Z]{26}$/;
const notFound = () => new ApiError(404, 'decision_not_found', 'No decision with that id in this environment.');

export function getDecisionRoute(deps: { db: Db; receipts: ReceiptKeys }): RequestHandler {
  return async (req, res) => {
    const principal = await requirePrincipal(deps.db, req);
    const id = String(req.params.decision_id);
    if (!DECISION_ID.test(id)) throw notFound();
    const decision = await getDecision(deps.db, principal.envId, id);
    if (!decision) throw notFound();
    // Signed now: the receipt reflects the decision as it stands (an approval resolved since, for one).
    res.json(await decisionResponse(deps.receipts, principal, decision));
  };
}

export function reviewRoute(deps: { db: Db }): RequestHandler {
  return async (req, res) => {
    const principal = await requirePrincipal(deps.db, req);
    const raw = await readBody(req, REVIEW_LIMIT);
    const type = String(req.headers['content-type'] ?? '');
    if (!/^application\/json\b/i.test(type)) {
      throw new ApiError(422, 'invalid_request', 'Send the review as application/json.', [{ field: '(body)', reason: 'Content-Type must be application/json' }]);
    }
    const body = parseJson(raw, 'review');
    const problems = validateAs('ReviewRequest', body);
    if (problems.length > 0) throw new ApiError(422, 'invalid_request', 'The body does not match the ReviewRequest schema.', problems);
    const id = String(req.params.decision_id);
    if (!DECISION_ID.test(id)) throw notFound();
    const v = body as { outcome: ReviewOutcome; reviewer: string; note?: string | null };
    const review = await addReview(deps.db, principal.envId, id, { outcome: v.outcome, reviewer: v.reviewer, note: v.note ?? null, channel: 'api' });
    if (!review) throw notFound();
    res.json(review);
  };
}
