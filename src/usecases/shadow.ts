// Shadow mode (issue 28) without HTTP: set a candidate as the environment's shadow, read the running matrix
// (live × shadow) and both policies' agreement with people's verdicts, clear it, or promote it to live in
// one audited action. The API, the CLI and the console call these.

import type { FieldProblem } from '../contract/validate';
import { parseCandidate, type StoredShadow } from '../decision/shadow';
import type { EnvSettings, ParseOptions } from '../domain/settings';
import type { Db } from '../store/db';
import { clearShadow, promoteShadow, setShadow, type PromoteResult } from '../store/shadow';

export { showShadow, type ShadowView } from '../store/shadow';

/**
 * Reads a candidate and sets it as the shadow; the problems (each naming its field) when it is not valid.
 * `source`: operator for the CLI and console, api for an admin key (its tools count as additions, as live).
 */
export async function setShadowCandidate(
  db: Db,
  env: { envId: string; settings: EnvSettings },
  body: unknown,
  who: { source: 'operator' | 'api'; actor: string },
  opts?: ParseOptions,
): Promise<{ shadow: StoredShadow } | { problems: FieldProblem[] }> {
  const parsed = parseCandidate(body, env.settings, who.source, opts);
  if ('problems' in parsed) return parsed;
  return { shadow: await setShadow(db, env.envId, parsed.candidate, who.actor) };
}

export const clearShadowCandidate = (db: Db, envId: string, actor: string): Promise<boolean> => clearShadow(db, envId, actor);

/** Promotes the shadow to live in one audited transaction (see promoteShadow). */
export const promoteShadowCandidate = (db: Db, envId: string, actor: string): Promise<PromoteResult> => promoteShadow(db, envId, actor);
