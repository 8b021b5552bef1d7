// Shadow mode (issue 28) without HTTP: set a candidate as the environment's shadow, read the running matrix
// (live × shadow) and both policies' agreement with people's verdicts, clear it, or promote it to live in
// one audited action. The API, the CLI and the console call these.

import type { CandidateProblem } from '../decision/candidate';
import { parseShadow, type StoredShadow } from '../decision/shadow';
import type { EnvSettings } from '../domain/settings';
import type { Db } from '../store/db';
import { clearShadow, promoteShadow, setShadow, type PromoteResult } from '../store/shadow';

export { showShadow, type ShadowView } from '../store/shadow';

/**
 * Reads a shadow's body (`{candidate}`) and sets it as the shadow; the problems (each naming its field) when it is not valid.
 * `source`: operator for the CLI and console, api for an admin key (its tools count as additions, as live).
 */
export async function setShadowCandidate(
  db: Db,
  env: { envId: string; settings: EnvSettings },
  body: unknown,
  who: { source: 'operator' | 'api'; actor: string },
): Promise<{ shadow: StoredShadow } | { problems: CandidateProblem[] }> {
  const parsed = parseShadow(body, env.settings, who.source);
  if ('problems' in parsed) return parsed;
  return { shadow: await setShadow(db, env.envId, parsed.candidate, who.actor) };
}

export const clearShadowCandidate = (db: Db, envId: string, actor: string): Promise<boolean> => clearShadow(db, envId, actor);

/** Promotes the shadow to live in one audited transaction (see promoteShadow). */
export const promoteShadowCandidate = (db: Db, envId: string, actor: string): Promise<PromoteResult> => promoteShadow(db, envId, actor);
