// The operator console at /console: server-rendered pages over the same store the API uses. Every page
// below /console/<test|live>/ works on the signed-in operator's own organisation only: the environment is
// looked up by the session's organisation id, and every query names that environment.

import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response } from 'express';
import { checkJsonText } from '../domain/text';
import { isStoreUnavailable } from '../store/db';
import { touchSession, type Session } from '../store/operators';
import { envOfOrg } from '../store/tenants';
import { errorName, log } from '../lib/log';
import { CONSOLE_CSS, CSS_PATH } from './assets';
import { ConsoleError, type ConsoleDeps, type PageContext, type Section } from './context';
import { html } from './html';
import { barePage } from './layout';
import { passwordPage, passwordSubmit, signinPage, signinSubmit, signoutSubmit } from './pages/auth';
import { agentsPage, agentModeSubmit, agentRemoveSubmit, agentSaveSubmit } from './pages/agents';
import { agreementPage } from './pages/agreement';
import { backtestCancelSubmit, backtestPage, backtestsPage, backtestSubmit } from './pages/backtests';
import { decisionPage, verdictSubmit } from './pages/decision';
import { decisionsPage } from './pages/decisions';
import { keyCreateSubmit, keyRevokeSubmit, keysPage } from './pages/keys';
import { settingsPage, settingsSubmit } from './pages/settings';
import { shadowClearSubmit, shadowPage, shadowPromoteSubmit, shadowSubmit } from './pages/shadow';
import { IMPORT_FORM_LIMIT, toolImportSubmit, toolRemoveSubmit, toolSaveSubmit, toolsPage } from './pages/tools';
import { usagePage } from './pages/usage';
import { checkCsrf, checkOrigin, readCookie, securityHeaders, SESSION_COOKIE } from './security';

/** Form bodies are small: the largest is the settings page. */
const FORM_LIMIT = '32kb';

export function consoleRouter(deps: ConsoleDeps): express.Router {
  const r = express.Router();
  r.use((_req, res, next) => {
    securityHeaders(res);
    next();
  });
  r.get(CSS_PATH.slice('/console'.length), (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('css').send(CONSOLE_CSS);
  });
  // The tool import's form carries a catalogue (up to 256 KB of JSON); it is read here, and the general
  // parser below leaves a body already read alone.
  r.use('/:env/tools/import', express.urlencoded({ extended: false, limit: IMPORT_FORM_LIMIT, parameterLimit: 10 }));
  // So does a shadow's candidate (its tools as JSON).
  r.use('/:env/shadow', express.urlencoded({ extended: false, limit: IMPORT_FORM_LIMIT, parameterLimit: 10 }));
  r.use(express.urlencoded({ extended: false, limit: FORM_LIMIT, parameterLimit: 100 }));
  r.use((req, _res, next) => {
    if (req.method === 'POST') checkOrigin(req);
    next();
  });
  // Every form field is checked where it enters: text the store cannot hold (NUL, a lone surrogate) is
  // refused with 422 naming the field, before any page reads the form (src/domain/text.ts).
  r.use((req, _res, next) => {
    if (req.method !== 'POST' || req.body === undefined) return next();
    const problems = checkJsonText(req.body);
    if (problems.length > 0) {
      throw new ConsoleError(422, 'Form not saved', `Nothing was saved: ${problems.map((p) => `${p.field} ${p.reason}`).join('; ')}.`);
    }
    next();
  });

  r.get('/signin', signinPage());
  r.post('/signin', signinSubmit(deps));

  // Everything below needs a session, and every POST its CSRF token.
  r.use(async (req: Request, res: Response, next: NextFunction) => {
    const token = readCookie(req, SESSION_COOKIE);
    const session = token && /^[A-Za-z0-9_-]{43}$/.test(token) ? await touchSession(deps.db, token) : null;
    if (!session) {
      const back = req.method === 'GET' ? `?next=${encodeURIComponent(req.originalUrl)}` : '';
      return res.redirect(303, `/console/signin${back}`);
    }
    if (req.method === 'POST') checkCsrf(req, session.csrf);
    res.locals.session = session;
    next();
  });
  r.post('/signout', signoutSubmit(deps));
  r.get('/password', passwordPage());
  r.post('/password', passwordSubmit(deps));
  r.use((_req, res, next) => {
    if ((res.locals.session as Session).mustChangePassword) return res.redirect(303, '/console/password');
    next();
  });
  r.get('/', (_req, res) => res.redirect(303, '/console/test/decisions'));

  // The environment in view, from the path, within the operator's organisation.
  const env = express.Router({ mergeParams: true });
  r.use('/:env', async (req: Request<{ env: string }>, res: Response, next: NextFunction) => {
    const kind = req.params.env;
    if (kind !== 'test' && kind !== 'live') throw new ConsoleError(404, 'Not found', 'There is no such page.');
    const session = res.locals.session as Session;
    const ref = await envOfOrg(deps.db, session.orgId, kind);
    if (!ref) throw new ConsoleError(404, 'Not found', 'Your organisation has no such environment.');
    res.locals.env = ref;
    next();
  }, env);

  const section = (s: Section) => (_req: Request, res: Response, next: NextFunction) => {
    res.locals.ctx = { session: res.locals.session, env: res.locals.env, section: s } satisfies PageContext;
    next();
  };
  env.get('/decisions', section('decisions'), decisionsPage(deps));
  env.get('/decisions/:id', section('decisions'), decisionPage(deps));
  env.post('/decisions/:id/verdict', section('decisions'), verdictSubmit(deps));
  env.get('/agreement', section('agreement'), agreementPage(deps));
  env.get('/backtests', section('backtests'), backtestsPage(deps));
  env.post('/backtests', section('backtests'), backtestSubmit(deps));
  env.get('/backtests/:id', section('backtests'), backtestPage(deps));
  env.post('/backtests/:id/cancel', section('backtests'), backtestCancelSubmit(deps));
  env.get('/keys', section('keys'), keysPage(deps));
  env.post('/keys', section('keys'), keyCreateSubmit(deps));
  env.post('/keys/:id/revoke', section('keys'), keyRevokeSubmit(deps));
  env.get('/agents', section('agents'), agentsPage(deps));
  env.post('/agents', section('agents'), agentSaveSubmit(deps));
  env.post('/agents/mode', section('agents'), agentModeSubmit(deps));
  env.post('/agents/remove', section('agents'), agentRemoveSubmit(deps));
  env.get('/tools', section('tools'), toolsPage(deps));
  env.post('/tools', section('tools'), toolSaveSubmit(deps));
  env.post('/tools/remove', section('tools'), toolRemoveSubmit(deps));
  env.post('/tools/import', section('tools'), toolImportSubmit(deps));
  env.get('/settings', section('settings'), settingsPage(deps));
  env.post('/settings', section('settings'), settingsSubmit(deps));
  env.get('/usage', section('usage'), usagePage(deps));
  env.get('/shadow', section('shadow'), shadowPage(deps));
  env.post('/shadow', section('shadow'), shadowSubmit(deps));
  env.post('/shadow/promote', section('shadow'), shadowPromoteSubmit(deps));
  env.post('/shadow/clear', section('shadow'), shadowClearSubmit(deps));

  r.use((_req, _res, next) => next(new ConsoleError(404, 'Not found', 'There is no such page.')));
  r.use(consoleErrors);
  return r;
}

/** The console's one error handler: a page, never a stack or a body; store outages are a 503. */
const consoleErrors: ErrorRequestHandler = (err, req, res, _next) => {
  let e: ConsoleError;
  if (err instanceof ConsoleError) e = err;
  else if (isStoreUnavailable(err)) e = new ConsoleError(503, 'Store unavailable', 'The store did not answer. Nothing was changed; try again in a moment.');
  else if ((err as { type?: string }).type === 'entity.too.large') e = new ConsoleError(413, 'Form too large', 'The form was larger than the console accepts.');
  else if (typeof (err as { status?: number }).status === 'number' && (err as { status: number }).status < 500) {
    e = new ConsoleError(400, 'Bad request', 'The request could not be read.');
  } else {
    log.error('console error', { method: req.method, route: req.route?.path, error: errorName(err) });
    e = new ConsoleError(500, 'Something went wrong', 'Something went wrong on our side. Nothing more is known here; the service log has the details.');
  }
  if (res.headersSent) return;
  res
    .status(e.status)
    .type('html')
    .send(barePage(e.title, html`<p>${e.message}</p><p><a href="/console/test/decisions">Back to the console</a></p>`).value);
};
