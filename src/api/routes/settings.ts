// The environment's settings through the API, for admin keys only (an operator's credential): read with
// defaults and help, and changed with the same parsers and cross-field checks as `gatehouse env set` and the
// console (src/domain/settings.ts), all or nothing, each change audited under the key's id.

import type { RequestHandler } from 'express';
import { parseSettingValues, settingsView, type EnvSettings, type SettingProblem } from '../../domain/settings';
import type { Db } from '../../store/db';
import { ensureWebhookSecret } from '../../store/approvals';
import { updateSettings } from '../../store/tenants';
import type { MasterKeys } from '../../store/codec';
import { requireScope } from '../auth';
import { readJsonBody } from '../body';
import { ApiError } from '../errors';

/** A PATCH body: far above every setting at once. */
export const SETTINGS_LIMIT = 16 * 1024;

const invalid = (problems: SettingProblem[]) =>
  new ApiError(422, 'invalid_request', 'Nothing was changed: the settings named in details are not valid.', problems.map((p) => ({ field: p.name, reason: p.reason })));

const answer = (kind: string, settings: EnvSettings) => ({ environment: kind, settings: settingsView(settings) });

export function getSettingsRoute(deps: { db: Db }): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    res.json(answer(principal.kind, principal.settings));
  };
}

export function patchSettingsRoute(deps: { db: Db; approvals?: { masters: MasterKeys; allowPrivateWebhooks?: boolean } }): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    const body = await readJsonBody(req, SETTINGS_LIMIT, 'settings');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(422, 'invalid_request', 'Send the settings to change as a JSON object of name → value.', [{ field: '(body)', reason: 'must be a JSON object' }]);
    }
    const parsed = parseSettingValues(body as Record<string, unknown>, { allowPrivateWebhooks: deps.approvals?.allowPrivateWebhooks });
    if (parsed.problems.length > 0) throw invalid(parsed.problems);
    const result = await updateSettings(deps.db, principal.envId, parsed.changes, `api:${principal.keyId}`);
    if (result.problems.length > 0) throw invalid(result.problems);
    // The webhook signing secret is made when webhook_url is first set, and shown in that answer only.
    const secret = result.settings.webhook_url && deps.approvals ? await ensureWebhookSecret(deps.db, deps.approvals.masters, principal.envId) : null;
    res.json(secret ? { ...answer(principal.kind, result.settings), webhook_secret: secret } : answer(principal.kind, result.settings));
  };
}
