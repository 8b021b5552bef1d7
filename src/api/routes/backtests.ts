// Backtests through the API (issue 28), admin keys only: start one, read it, list them, cancel one; and the
// suggestions a backtest can try. The
// story lives in src/usecases/backtests.ts; this turns its refusals into HTTP answers.

import type { RequestHandler } from 'express';
import { BacktestRefused, type BacktestUseCase } from '../../usecases/backtests';
import type { Db } from '../../store/db';
import { requireScope } from '../auth';
import { readJsonBody } from '../body';
import { ApiError } from '../errors';

/** A backtest's body: a candidate with up to 100 catalogue entries fits. */
export const BACKTEST_LIMIT = 64 * 1024;

export interface BacktestRouteDeps {
  db: Db;
  backtests?: BacktestUseCase;
}

function refused(err: unknown): never {
  if (err instanceof BacktestRefused) throw new ApiError(err.status, err.code, err.message, err.details);
  throw err;
}

function useCase(deps: BacktestRouteDeps): BacktestUseCase {
  if (!deps.backtests) throw new ApiError(503, 'temporal_unavailable', 'Backtests are not available in this process.');
  return deps.backtests;
}

export function createBacktestRoute(deps: BacktestRouteDeps): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    const body = await readJsonBody(req, BACKTEST_LIMIT, 'backtest');
    const view = await useCase(deps)
      .create({ orgId: principal.orgId, envId: principal.envId, settings: principal.settings, actor: `api:${principal.keyId}` }, body)
      .catch(refused);
    res.status(202).location(`/v1/backtests/${view.backtest_id}`).json(view);
  };
}

export function listBacktestsRoute(deps: BacktestRouteDeps): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    res.json({ backtests: await useCase(deps).list(principal) });
  };
}

export function getBacktestRoute(deps: BacktestRouteDeps): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    res.json(await useCase(deps).get(principal, String(req.params.backtest_id)).catch(refused));
  };
}

export function cancelBacktestRoute(deps: BacktestRouteDeps): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    res.json(await useCase(deps).cancel(principal, String(req.params.backtest_id)).catch(refused));
  };
}

/** GET /v1/reports/suggestions?from=&to=&min_n=: for each threshold and limit, the value people would have agreed with most. */
export function suggestionsRoute(deps: BacktestRouteDeps): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    res.json(await useCase(deps).suggestions(principal, req.query as Record<string, unknown>).catch(refused));
  };
}
