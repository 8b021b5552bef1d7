// Shadow mode through the API (issue 28), for admin keys only: the environment's shadow with its running
// report, set (a candidate of settings and tools), cleared, and promoted to live. Each change is audited
// under api:<key id>; an admin key's tools count as additions (source api), as PUT /v1/tools/{name} sets them.

import type { RequestHandler } from 'express';
import type { Db } from '../../store/db';
import { CatalogueConflict } from '../../store/tools';
import { clearShadowCandidate, promoteShadowCandidate, setShadowCandidate, showShadow } from '../../usecases/shadow';
import { requireScope } from '../auth';
import { readJsonBody } from '../body';
import { ApiError } from '../errors';

/** A candidate's body: room for its settings and up to 100 tools with long descriptions. */
export const SHADOW_LIMIT = 256 * 1024;

export function getShadowRoute(deps: { db: Db }): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    res.json(await showShadow(deps.db, principal.envId));
  };
}

export function putShadowRoute(deps: { db: Db }): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    const body = await readJsonBody(req, SHADOW_LIMIT, 'shadow');
    const r = await setShadowCandidate(deps.db, principal, body, { source: 'api', actor: `api:${principal.keyId}` });
    if ('problems' in r) throw new ApiError(422, 'invalid_request', 'Nothing was set: the candidate fields named in details are not valid.', r.problems);
    res.json(await showShadow(deps.db, principal.envId));
  };
}

export function deleteShadowRoute(deps: { db: Db }): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    if (!(await clearShadowCandidate(deps.db, principal.envId, `api:${principal.keyId}`))) throw new ApiError(404, 'no_shadow', 'This environment has no shadow.');
    res.status(204).end();
  };
}

export function promoteShadowRoute(deps: { db: Db }): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    let r;
    try {
      r = await promoteShadowCandidate(deps.db, principal.envId, `api:${principal.keyId}`);
    } catch (err) {
      if (err instanceof CatalogueConflict) throw new ApiError(409, err.code === 'set_by_operator' ? 'tool_set_by_operator' : 'catalogue_full', `Nothing was promoted: ${err.message}`);
      throw err;
    }
    if ('none' in r) throw new ApiError(404, 'no_shadow', 'This environment has no shadow to promote.');
    if ('problems' in r) {
      throw new ApiError(
        409,
        'shadow_conflict',
        'Nothing was promoted: the candidate no longer fits the live settings (they changed since it was set).',
        r.problems.map((p) => ({ field: `settings.${p.name}`, reason: p.reason })),
      );
    }
    res.json({ promoted: r.promoted, settings_changed: r.changed, tools_saved: r.tools });
  };
}
