import express from 'express';
import { buildOpenApi } from '../contract/openapi';
import type { Evaluator } from '../runtime/evaluator';
import type { Db } from '../store/db';
import { errorMiddleware, notFound } from './errors';
import { getDecisionRoute, reviewRoute } from './routes/decisions';
import { evaluateRoute } from './routes/evaluate';

export interface AppDeps {
  db: Db;
  evaluator: Evaluator;
  version: string;
  deployment: string;
}

export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const openapi = buildOpenApi();

  app.get('/v1/health', (_req, res) => {
    res.json({ status: 'ok', service: 'gatehouse', version: deps.version, env: deps.deployment });
  });
  app.get('/v1/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  app.post('/v1/gate/evaluate', evaluateRoute(deps));
  app.get('/v1/decisions/:decision_id', getDecisionRoute(deps));
  app.post('/v1/decisions/:decision_id/review', reviewRoute(deps));
  app.use(notFound);
  app.use(errorMiddleware);
  return app;
}
