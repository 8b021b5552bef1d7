// Shadow mode's store (issue 28): the environment's candidate on its row (read with its keys, so a change
// reaches every API process like a setting's), set, cleared and promoted with an audit row in the same
// transaction, and the running counts of the current shadow's decisions against live and people's verdicts.

import type { PoolClient } from 'pg';
import type { Candidate } from '../decision/candidate';
import type { StoredShadow } from '../decision/shadow';
import type { SettingProblem } from '../domain/settings';
import { buildShadowReport, type ShadowCount, type ShadowExamples, type ShadowReport } from '../domain/shadow-report';
import { audit } from './audit';
import { inTransaction, type Db } from './db';
import { pgJson } from './decisions';
import { newId } from './ids';
import { applySettings } from './tenants';
import { saveTool } from './tools';

/** What the audit trail keeps of a shadow: its id and candidate (settings here hold no secrets). */
const auditView = (s: StoredShadow | null) => (s === null ? null : { id: s.id, settings: s.settings, tools: s.tools });

async function lockShadow(c: PoolClient, envId: string): Promise<{ orgId: string; shadow: StoredShadow | null }> {
  const { rows } = await c.query<{ org_id: string; shadow: StoredShadow | null }>('SELECT org_id, shadow FROM environments WHERE id = $1 FOR UPDATE', [envId]);
  if (rows.length === 0) throw new Error('no such environment');
  return { orgId: rows[0].org_id, shadow: rows[0].shadow };
}

export async function getShadow(db: Db, envId: string): Promise<StoredShadow | null> {
  const { rows } = await db.query<{ shadow: StoredShadow | null }>('SELECT shadow FROM environments WHERE id = $1', [envId]);
  return rows[0]?.shadow ?? null;
}

/** Sets the environment's shadow (replacing any earlier one, whose counts stay with its own id): audited `shadow.set`. */
export async function setShadow(db: Db, envId: string, candidate: Candidate, actor: string): Promise<StoredShadow> {
  return inTransaction(db, async (c) => {
    const { orgId, shadow: before } = await lockShadow(c, envId);
    const shadow: StoredShadow = { id: newId('shd'), settings: candidate.settings, tools: candidate.tools, set_at: new Date().toISOString(), set_by: actor };
    await c.query('UPDATE environments SET shadow = $2 WHERE id = $1', [envId, pgJson(shadow)]);
    await audit(c, { orgId, envId, actor, action: 'shadow.set', subject: shadow.id, before: auditView(before), after: auditView(shadow) });
    return shadow;
  });
}

/** Clears the shadow without changing anything live: audited `shadow.cleared`. False when there was none. */
export async function clearShadow(db: Db, envId: string, actor: string): Promise<boolean> {
  return inTransaction(db, async (c) => {
    const { orgId, shadow } = await lockShadow(c, envId);
    if (!shadow) return false;
    await c.query('UPDATE environments SET shadow = NULL WHERE id = $1', [envId]);
    await audit(c, { orgId, envId, actor, action: 'shadow.cleared', subject: shadow.id, before: auditView(shadow) });
    return true;
  });
}

export type PromoteResult = { promoted: StoredShadow; changed: string[]; tools: string[] } | { none: true } | { problems: SettingProblem[] };

/**
 * Makes the shadow live in one transaction: its settings (each audited `setting.changed`), its tools (each
 * `tool.saved`), the shadow cleared, and one `shadow.promoted` row naming it. All or nothing: settings that no
 * longer fit the live ones (changed since) are problems and nothing changes; a tool an addition may not
 * replace (an operator's entry, from an admin key's candidate) throws CatalogueConflict and nothing changes.
 */
export async function promoteShadow(db: Db, envId: string, actor: string): Promise<PromoteResult> {
  return inTransaction(db, async (c) => {
    const { orgId, shadow } = await lockShadow(c, envId);
    if (!shadow) return { none: true } as const;
    const applied = await applySettings(c, envId, shadow.settings, actor);
    // Nothing was written when the settings do not fit.
    if (applied.problems.length > 0) return { problems: applied.problems };
    for (const t of shadow.tools) await saveTool(c, envId, t, actor);
    await c.query('UPDATE environments SET shadow = NULL WHERE id = $1', [envId]);
    await audit(c, { orgId, envId, actor, action: 'shadow.promoted', subject: shadow.id, before: null, after: auditView(shadow) });
    return { promoted: shadow, changed: applied.changed, tools: shadow.tools.map((t) => t.name) };
  });
}

/** The counts of one shadow's decisions (its id: only the current candidate's), and a few ids of each changed cell, newest first. */
export async function shadowCounts(db: Db, envId: string, shadowId: string, perCell = 3): Promise<{ counts: ShadowCount[]; examples: ShadowExamples[] }> {
  const [counts, examples] = await Promise.all([
    db.query<ShadowCount>(
      `SELECT d.outcome AS live, d.shadow_outcome AS shadow, d.verdict, count(*)::int AS n
         FROM decisions d WHERE d.env_id = $1 AND d.shadow_id = $2
        GROUP BY d.outcome, d.shadow_outcome, d.verdict`,
      [envId, shadowId],
    ),
    db.query<ShadowExamples>(
      `SELECT d.outcome AS live, d.shadow_outcome AS shadow, (array_agg(d.id ORDER BY d.created_at DESC, d.id DESC))[1:$3] AS ids
         FROM decisions d WHERE d.env_id = $1 AND d.shadow_id = $2 AND d.shadow_outcome <> d.outcome
        GROUP BY d.outcome, d.shadow_outcome`,
      [envId, shadowId, perCell],
    ),
  ]);
  return { counts: counts.rows, examples: examples.rows };
}

export interface ShadowView {
  shadow: StoredShadow | null;
  report: ShadowReport | null;
}

/** The environment's shadow with its running report; both null when none is set. */
export async function showShadow(db: Db, envId: string): Promise<ShadowView> {
  const shadow = await getShadow(db, envId);
  if (!shadow) return { shadow: null, report: null };
  const { counts, examples } = await shadowCounts(db, envId, shadow.id);
  return { shadow, report: buildShadowReport(counts, examples) };
}

