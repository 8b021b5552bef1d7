import type { RequestHandler } from 'express';
import { parseWindow } from '../../domain/agreement';
import type { Db } from '../../store/db';
import { agreementReport } from '../../store/reports';
import { requirePrincipal } from '../auth';
import { ApiError } from '../errors';

/** GET /v1/reports/agreement?from=&to=: the caller's own environment only. */
export function agreementReportRoute(deps: { db: Db }): RequestHandler {
  return async (req, res) => {
    const principal = await requirePrincipal(deps.db, req);
    const parsed = parseWindow(req.query as Record<string, unknown>, new Date());
    if ('problems' in parsed) throw new ApiError(422, 'invalid_request', 'The report window is not valid.', parsed.problems);
    res.json(await agreementReport(deps.db, principal.envId, parsed.window));
  };
}
