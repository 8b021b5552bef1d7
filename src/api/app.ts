import express from 'express';
import { buildOpenApi } from '../contract/openapi';
import type { Admission } from '../runtime/admission';
import type { Evaluator } from '../runtime/evaluator';
import type { Db } from '../store/db';
import { consoleRouter } from '../console/router';
import { errorMiddleware, notFound } from './errors';
import { getDecisionRoute, reviewRoute } from './routes/decisions';
import { evaluateRoute } from './routes/evaluate';
import { agreementReportRoute } from './routes/reports';

export interface AppDeps {
  db: Db;
  evaluator: Evaluator;
  /** Admission control of POST /v1/gate/evaluate (429 `overloaded` past the in-flight limit); none: unlimited. */
  admission?: Admission;
  version: string;
  deployment: string;
  /** The Temporal codec endpoint (src/runtime/codec-server.ts), mounted at /codec. */
  codecRoutes?: express.Router;
  /** The operator console (src/console), mounted at /console. */
  console?: { temporalUiUrl: string | null; temporalNamespace: string };
  /** Express's `trust proxy`: which proxies' X-Forwarded-* headers count (TLS detection, client address). */
  trustProxy?: string | number | boolean;
}

export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', deps.trustProxy ?? false);
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
  app.get('/v1/reports/agreement', agreementReportRoute(deps));
  if (deps.codecRoutes) app.use('/codec', deps.codecRoutes);
  if (deps.console) app.use('/console', consoleRouter({ db: deps.db, ...deps.console }));
  app.use(notFound);
  app.use(errorMiddleware);
  return app;
}
