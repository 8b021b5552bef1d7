// The tool catalogue of an environment. Every write locks the environment's row (so the size bound holds
// under concurrent writes), refuses to let an addition (source api, mcp, openai, anthropic: set with the
// environment's API key, which an agent holds) replace or remove an operator's entry, and writes its audit
// rows in the same transaction.

import type { PoolClient } from 'pg';
import { TOOLS_PER_ENV_MAX, TOOLS_PER_IMPORT_MAX, toolDefinitionProblems, type ImportedTool, type McpAnnotations } from '../toolcall/catalogue';
import type { ToolDefinition } from '../toolcall/types';
import { audit } from './audit';
import type { Db } from './db';
import { inTransaction } from './db';
import { pgJson, pgText } from './decisions';

/** A stored entry: the definition, the MCP annotations it was imported with, and when it was set. */
export interface CatalogueEntry extends ToolDefinition {
  annotations: McpAnnotations | null;
  created_at: string;
  updated_at: string;
}

export type CatalogueConflictCode = 'catalogue_full' | 'set_by_operator';

/** A write the catalogue refuses: it would pass the size bound, or an addition would override an operator. */
export class CatalogueConflict extends Error {
  constructor(
    readonly code: CatalogueConflictCode,
    message: string,
  ) {
    super(message);
  }
}

const COLUMNS = 'name, description, effects, review, amount_arg, currency_arg, target_arg, recipient_arg, source';

type Row = Omit<CatalogueEntry, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const entryOf = (r: Row): CatalogueEntry => ({ ...r, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() });

/** What the audit trail keeps of an entry (its name is the row's subject). */
const auditView = (d: ToolDefinition) => ({
  description: d.description,
  effects: d.effects,
  review: d.review,
  amount_arg: d.amount_arg,
  currency_arg: d.currency_arg,
  target_arg: d.target_arg,
  recipient_arg: d.recipient_arg,
  source: d.source,
});

const overridesOperator = (source: ToolDefinition['source'], existing: { source: string } | undefined) => source !== 'operator' && existing?.source === 'operator';

const setByOperator = (name: string) =>
  new CatalogueConflict('set_by_operator', `The entry for "${name}" was set by an operator; only an operator (CLI or console) can change or remove it.`);

const full = () => new CatalogueConflict('catalogue_full', `An environment's catalogue holds at most ${TOOLS_PER_ENV_MAX} tools.`);

/** Locks the environment for a catalogue write; its organisation, for the audit rows. */
async function lockEnv(c: PoolClient, envId: string): Promise<string> {
  const { rows } = await c.query<{ org_id: string }>('SELECT org_id FROM environments WHERE id = $1 FOR NO KEY UPDATE', [envId]);
  if (rows.length === 0) throw new Error('no such environment');
  return rows[0].org_id;
}

function assertValid(def: ToolDefinition): void {
  const problems = toolDefinitionProblems(def);
  if (problems.length > 0) throw new Error(`invalid tool definition: ${problems.map((p) => `${p.field} ${p.reason}`).join('; ')}`);
}

/**
 * Adds an entry or replaces the earlier one of that name, with its audit row (`tool.saved`, from what to what,
 * under `actor`). Throws CatalogueConflict when the catalogue is full or an addition would replace an
 * operator's entry.
 */
export async function upsertTool(
  db: Db,
  envId: string,
  def: ToolDefinition & { annotations?: McpAnnotations | null },
  actor: string,
): Promise<{ created: boolean; tool: CatalogueEntry }> {
  return inTransaction(db, (c) => saveTool(c, envId, def, actor));
}

/** upsertTool within a transaction the caller holds (shadow promotion saves settings and tools in one). */
export async function saveTool(
  c: PoolClient,
  envId: string,
  def: ToolDefinition & { annotations?: McpAnnotations | null },
  actor: string,
): Promise<{ created: boolean; tool: CatalogueEntry }> {
  assertValid(def);
  const orgId = await lockEnv(c, envId);
  const before = (await c.query<Row>(`SELECT ${COLUMNS} FROM tools WHERE env_id = $1 AND name = $2`, [envId, def.name])).rows[0];
  if (overridesOperator(def.source, before)) throw setByOperator(def.name);
  if (!before) {
    const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM tools WHERE env_id = $1', [envId]);
    if (rows[0].n >= TOOLS_PER_ENV_MAX) throw full();
  }
  const { rows } = await c.query<Row>(
    `INSERT INTO tools (env_id, ${COLUMNS}, annotations) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (env_id, name) DO UPDATE SET description = EXCLUDED.description, effects = EXCLUDED.effects, review = EXCLUDED.review,
       amount_arg = EXCLUDED.amount_arg, currency_arg = EXCLUDED.currency_arg, target_arg = EXCLUDED.target_arg,
       recipient_arg = EXCLUDED.recipient_arg, source = EXCLUDED.source, annotations = EXCLUDED.annotations, updated_at = now()
     RETURNING ${COLUMNS}, annotations, created_at, updated_at`,
    [
      envId,
      def.name,
      def.description === null ? null : pgText(def.description),
      def.effects,
      def.review,
      def.amount_arg,
      def.currency_arg,
      def.target_arg,
      def.recipient_arg,
      def.source,
      def.annotations ? pgJson(def.annotations) : null,
    ],
  );
  await audit(c, { orgId, envId, actor, action: 'tool.saved', subject: def.name, before: before ? auditView(before) : null, after: auditView(def) });
  return { created: !before, tool: entryOf(rows[0]) };
}

/** The catalogue of an environment, by name. */
export async function listTools(db: Db, envId: string): Promise<CatalogueEntry[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS}, annotations, created_at, updated_at FROM tools WHERE env_id = $1 ORDER BY name`, [envId]);
  return rows.map(entryOf);
}

/**
 * Removes an entry with its audit row (`tool.removed`). `by` says who asks: an API caller ('api') cannot
 * remove an operator's entry (CatalogueConflict). False when there is no such entry.
 */
export async function removeTool(db: Db, envId: string, name: string, actor: string, by: 'operator' | 'api'): Promise<boolean> {
  return inTransaction(db, async (c) => {
    const orgId = await lockEnv(c, envId);
    const { rows } = await c.query<Row>(`SELECT ${COLUMNS} FROM tools WHERE env_id = $1 AND name = $2`, [envId, name]);
    if (rows.length === 0) return false;
    if (overridesOperator(by, rows[0])) throw setByOperator(name);
    await c.query('DELETE FROM tools WHERE env_id = $1 AND name = $2', [envId, name]);
    await audit(c, { orgId, envId, actor, action: 'tool.removed', subject: name, before: auditView(rows[0]) });
    return true;
  });
}

/** The entries for these tool names (already normalised) in one indexed query: the decision path's lookup. */
export async function findTools(db: Db, envId: string, names: string[]): Promise<ToolDefinition[]> {
  const wanted = [...new Set(names)].slice(0, TOOLS_PER_IMPORT_MAX);
  if (wanted.length === 0) return [];
  const { rows } = await db.query<ToolDefinition>({
    name: 'gatehouse.findTools',
    text: `SELECT ${COLUMNS} FROM tools WHERE env_id = $1 AND name = ANY($2::text[]) ORDER BY name`,
    values: [envId, wanted],
  });
  return rows;
}

export interface ImportResult {
  /** The entries as stored, by name. */
  tools: CatalogueEntry[];
  created: string[];
  updated: string[];
  /** Entries left as they were: an addition never replaces an operator's entry. */
  skipped: { name: string; reason: string }[];
}

/**
 * Stores imported entries under one source, all or nothing, in one transaction with one audit row per entry
 * (`tool.imported`). An import by an API caller skips the names an operator has set; one that would take the
 * catalogue past its bound stores nothing (CatalogueConflict).
 */
export async function importTools(db: Db, envId: string, defs: ImportedTool[] | ToolDefinition[], source: ToolDefinition['source'], actor: string): Promise<ImportResult> {
  if (defs.length > TOOLS_PER_IMPORT_MAX) throw new Error(`at most ${TOOLS_PER_IMPORT_MAX} tools per import`);
  const entries = defs.map((d) => ({ ...d, source, annotations: 'annotations' in d ? d.annotations : null }));
  for (const e of entries) assertValid(e);
  if (new Set(entries.map((e) => e.name)).size !== entries.length) throw new Error('an import names a tool twice');
  return inTransaction(db, async (c) => {
    const orgId = await lockEnv(c, envId);
    const names = entries.map((e) => e.name);
    const existing = new Map(
      (await c.query<Row>(`SELECT ${COLUMNS} FROM tools WHERE env_id = $1 AND name = ANY($2::text[])`, [envId, names])).rows.map((r) => [r.name, r]),
    );
    const skipped = entries.filter((e) => overridesOperator(source, existing.get(e.name))).map((e) => ({ name: e.name, reason: 'set by an operator' }));
    const kept = entries.filter((e) => !overridesOperator(source, existing.get(e.name)));
    const { rows: others } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM tools WHERE env_id = $1 AND NOT (name = ANY($2::text[]))', [envId, names]);
    if (others[0].n + kept.length + skipped.length > TOOLS_PER_ENV_MAX) throw full();
    if (kept.length === 0) return { tools: [], created: [], updated: [], skipped };
    const payload = kept.map((e) => ({ ...e, description: e.description === null ? null : pgText(e.description) }));
    const { rows } = await c.query<Row>(
      `INSERT INTO tools (env_id, ${COLUMNS}, annotations)
       SELECT $1, x.name, x.description, ARRAY(SELECT jsonb_array_elements_text(x.effects)), x.review, x.amount_arg, x.currency_arg, x.target_arg, x.recipient_arg, x.source, x.annotations
         FROM jsonb_to_recordset($2::jsonb) AS x(name text, description text, effects jsonb, review boolean, amount_arg text, currency_arg text,
              target_arg text, recipient_arg text, source text, annotations jsonb)
       ON CONFLICT (env_id, name) DO UPDATE SET description = EXCLUDED.description, effects = EXCLUDED.effects, review = EXCLUDED.review,
         amount_arg = EXCLUDED.amount_arg, currency_arg = EXCLUDED.currency_arg, target_arg = EXCLUDED.target_arg,
         recipient_arg = EXCLUDED.recipient_arg, source = EXCLUDED.source, annotations = EXCLUDED.annotations, updated_at = now()
       RETURNING ${COLUMNS}, annotations, created_at, updated_at`,
      [envId, pgJson(payload)],
    );
    const trail = kept.map((e) => {
      const b = existing.get(e.name);
      return { name: e.name, before: b ? auditView(b) : null, after: auditView(e) };
    });
    await c.query(
      `INSERT INTO audit_events (org_id, env_id, actor, action, subject, before, after)
       SELECT $1, $2, $3, 'tool.imported', x.name, x.before, x.after FROM jsonb_to_recordset($4::jsonb) AS x(name text, before jsonb, after jsonb)`,
      [orgId, envId, actor, pgJson(trail)],
    );
    const tools = rows.map(entryOf).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return {
      tools,
      created: kept.filter((e) => !existing.has(e.name)).map((e) => e.name),
      updated: kept.filter((e) => existing.has(e.name)).map((e) => e.name),
      skipped,
    };
  });
}
