import express from 'express';
import { buildOpenApi } from '../contract/openapi';
import type { Admission } from '../runtime/admission';
import type { ApprovalDeps } from '../runtime/approvals';
import type { Evaluator } from '../runtime/evaluator';
import type { ReceiptKeys } from '../receipts/sign';
import type { Db } from '../store/db';
import { consoleRouter } from '../console/router';
import { ApiError, errorMiddleware, notFound } from './errors';
import type { Readiness } from './readiness';
import { rateLimited, RateLimiter } from './ratelimit';
import { getDecisionRoute, reviewRoute } from './routes/decisions';
import { admission, evaluateRoute } from './routes/evaluate';
import { receiptKeysLimit, receiptKeysRoute } from './routes/receipts';
import { agreementReportRoute } from './routes/reports';
import { getSettingsRoute, patchSettingsRoute } from './routes/settings';
import { deleteToolRoute, importToolsRoute, listToolsRoute, putToolRoute } from './routes/tools';

export interface AppDeps {
  db: Db;
  evaluator: Evaluator;
  /** Receipt signing keys (src/receipts/sign.ts): every decision answered carries a receipt. */
  receipts: ReceiptKeys;
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
  /** Approvals (issue 15): their runs, the callers waiting for them, the keys of the webhook secret. */
  approvals?: ApprovalDeps;
  /** GET /v1/health/ready: the store's and Temporal's checks (src/api/readiness.ts); none: the route is absent. */
  readiness?: Readiness;
}

export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', deps.trustProxy ?? false);
  const openapi = buildOpenApi();

  // Both answer JSON only; a client whose Accept header excludes it gets 406 rather than a body it refused.
  const jsonOnly: express.RequestHandler = (req, _res, next) =>
    next(req.accepts('application/json') ? undefined : new ApiError(406, 'not_acceptable', 'This resource is served only as application/json.', { accepted: ['application/json'] }));
  app.get('/v1/health', jsonOnly, (_req, res) => {
    res.json({ status: 'ok', service: 'gatehouse', version: deps.version, env: deps.deployment });
  });
  // Readiness, for load balancers and supervisors: 200 when every part answers, else 503 naming the part down.
  const readiness = deps.readiness;
  if (readiness) {
    app.get('/v1/health/ready', jsonOnly, async (_req, res) => {
      const report = await readiness.check();
      res.setHeader('Cache-Control', 'no-store');
      res.status(report.status === 'ready' ? 200 : 503).json(report);
    });
  }
  app.get('/v1/openapi.json', jsonOnly, (_req, res) => {
    res.json(openapi);
  });
  app.get('/v1/receipts/keys', jsonOnly, receiptKeysLimit(), receiptKeysRoute(deps));
  // Every key-authenticated route: authentication, then the key's and the environment's rate limits.
  const limited = rateLimited(deps.db, new RateLimiter(deps.db));
  // Admission control comes first, so that a 429 `overloaded` costs no database round trip.
  app.post('/v1/gate/evaluate', admission(deps.admission), limited, evaluateRoute(deps));
  app.get('/v1/decisions/:decision_id', limited, getDecisionRoute(deps));
  app.post('/v1/decisions/:decision_id/review', limited, reviewRoute(deps));
  app.get('/v1/reports/agreement', limited, agreementReportRoute(deps));
  app.get('/v1/tools', limited, listToolsRoute(deps));
  app.post('/v1/tools/import', limited, importToolsRoute(deps));
  app.put('/v1/tools/:name', limited, putToolRoute(deps));
  app.delete('/v1/tools/:name', limited, deleteToolRoute(deps));
  app.get('/v1/settings', limited, getSettingsRoute(deps));
  app.patch('/v1/settings', limited, patchSettingsRoute(deps));
  if (deps.codecRoutes) app.use('/codec', deps.codecRoutes);
  if (deps.console) app.use('/console', consoleRouter({ db: deps.db, ...deps.console, approvals: deps.approvals }));
  app.use(notFound);
  app.use(errorMiddleware);
  return app;
}
