import http from 'node:http';
import express from 'express';
import { buildOpenApi } from '../contract/openapi';
import type { Admission } from './admission';
import type { ApprovalDeps } from '../usecases/approvals';
import type { Evaluator } from '../usecases/ports';
import type { ReceiptKeys } from '../receipts/sign';
import type { Db } from '../store/db';
import { EvaluateUseCase } from '../usecases/evaluate';
import type { KeyLookup } from './auth';
import { consoleRouter } from '../console/router';
import { bodyDeadline, DEFAULT_REQUEST_TIMEOUT_MS } from './body';
import { ApiError, errorMiddleware, notFound } from './errors';
import type { Readiness } from './readiness';
import { rateLimited, RateLimiter } from './ratelimit';
import { getDecisionRoute, reviewRoute } from './routes/decisions';
import { earlyAdmission, evaluateRoute, type KnownKeys } from './routes/evaluate';
import { receiptJwksRoute, receiptKeysLimit, receiptKeysRoute } from './routes/receipts';
import { agreementReportRoute } from './routes/reports';
import { cancelBacktestRoute, createBacktestRoute, getBacktestRoute, listBacktestsRoute, suggestionsRoute } from './routes/backtests';
import type { BacktestUseCase } from '../usecases/backtests';
import { getSettingsRoute, patchSettingsRoute } from './routes/settings';
import { auditExportRoute } from './routes/audit';
import { deleteShadowRoute, getShadowRoute, promoteShadowRoute, putShadowRoute } from './routes/shadow';
import { deleteToolRoute, importToolsRoute, listToolsRoute, putToolRoute } from './routes/tools';

export interface AppDeps {
  db: Db;
  evaluator: Evaluator;
  /** Receipt signing keys (src/receipts/sign.ts): every decision answered carries a receipt. */
  receipts: ReceiptKeys;
  /** Fair admission of POST /v1/gate/evaluate (a short fair queue, 429 `overloaded` past it); none: unlimited. */
  admission?: Admission;
  /** The key lookup, cached per process (src/store/principal-cache.ts); none: the store is asked every time. */
  keys?: KnownKeys & { authenticate: KeyLookup };
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
  /** How long a request's body may take to arrive after its headers (408 request_timeout); default 30 s. */
  requestTimeoutMs?: number;
  /** GET /v1/health/ready: the store's and Temporal's checks (src/api/readiness.ts); none: the route is absent. */
  readiness?: Readiness;
  /** Backtests (issue 28): started on Temporal; none: their routes answer 503. */
  backtests?: BacktestUseCase;
}

export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', deps.trustProxy ?? false);
  const openapi = buildOpenApi();
  app.use(bodyDeadline(deps.requestTimeoutMs));

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
  app.get('/v1/receipts/:org/:env/jwks.json', jsonOnly, receiptKeysLimit(), receiptJwksRoute(deps));
  // Every key-authenticated route: authentication, then the key's and the environment's rate limits.
  const limited = rateLimited(deps.db, new RateLimiter(deps.db), deps.keys && ((key) => deps.keys!.authenticate(key)));
  // Who the request belongs to is known (from the process's key cache) before it is admitted: fair admission.
  const evaluations = new EvaluateUseCase(deps);
  app.post('/v1/gate/evaluate', earlyAdmission({ admission: deps.admission, knownKeys: deps.keys }), limited, evaluateRoute({ ...deps, evaluations }));
  app.get('/v1/decisions/:decision_id', limited, getDecisionRoute(deps));
  app.post('/v1/decisions/:decision_id/review', limited, reviewRoute(deps));
  app.get('/v1/reports/agreement', limited, agreementReportRoute(deps));
  app.get('/v1/reports/suggestions', limited, suggestionsRoute(deps));
  app.get('/v1/tools', limited, listToolsRoute(deps));
  app.post('/v1/tools/import', limited, importToolsRoute(deps));
  app.put('/v1/tools/:name', limited, putToolRoute(deps));
  app.delete('/v1/tools/:name', limited, deleteToolRoute(deps));
  app.post('/v1/backtests', limited, createBacktestRoute(deps));
  app.get('/v1/backtests', limited, listBacktestsRoute(deps));
  app.get('/v1/backtests/:backtest_id', limited, getBacktestRoute(deps));
  app.post('/v1/backtests/:backtest_id/cancel', limited, cancelBacktestRoute(deps));
  app.get('/v1/settings', limited, getSettingsRoute(deps));
  app.patch('/v1/settings', limited, patchSettingsRoute(deps));
  app.get('/v1/audit/export', limited, auditExportRoute(deps));
  app.get('/v1/shadow', limited, getShadowRoute(deps));
  app.put('/v1/shadow', limited, putShadowRoute(deps));
  app.delete('/v1/shadow', limited, deleteShadowRoute(deps));
  app.post('/v1/shadow/promote', limited, promoteShadowRoute(deps));
  if (deps.codecRoutes) app.use('/codec', deps.codecRoutes);
  if (deps.console) app.use('/console', consoleRouter({ db: deps.db, ...deps.console, approvals: deps.approvals, backtests: deps.backtests }));
  app.use(notFound);
  app.use(errorMiddleware);
  return app;
}

/**
 * The app's HTTP server, with Node enforcing the request timeout as a backstop to the body reader's own
 * (which answers 408 with a JSON body): the headers within the timeout, the whole request within it and a
 * second, checked every second (Node's default check every 30 s let a stalled upload live 85 s).
 */
export function createApiServer(app: http.RequestListener, requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS): http.Server {
  const server = http.createServer({ connectionsCheckingInterval: 1000, headersTimeout: requestTimeoutMs, requestTimeout: requestTimeoutMs + 1000 }, app);
  server.keepAliveTimeout = 65_000;
  return server;
}
