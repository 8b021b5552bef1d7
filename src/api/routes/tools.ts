// The environment's tool catalogue through the API. Any key reads it; only an admin key changes it (since
// 0.5.0: an agent must not reclassify its own tools). What is set here (source api, or the import's format)
// still only adds to what Gatehouse computes about a call, and never replaces or removes an operator's entry
// set in the CLI or console (409 tool_set_by_operator).

import type { Request, RequestHandler } from 'express';
import { validateAs } from '../../contract/validate';
import type { Db } from '../../store/db';
import { CatalogueConflict, importTools, listTools, removeTool, upsertTool } from '../../store/tools';
import { CatalogueError, parseCatalogue, toolDefinitionProblems, toolFromInput, type ImportFormat } from '../../toolcall/catalogue';
import { normaliseToolName, type ToolDefinition } from '../../toolcall/types';
import { requirePrincipal, requireScope } from '../auth';
import { readJsonBody } from '../body';
import { ApiError } from '../errors';
import type { Principal } from '../../store/keys';

/** One tool's body, and a catalogue to import (an MCP tools/list result of a large server fits). */
export const TOOL_LIMIT = 16 * 1024;
export const TOOL_IMPORT_LIMIT = 256 * 1024;

const actorOf = (p: Principal) => `api:${p.keyId}`;

/** The tool name of the path, normalised; null when nothing usable is left of it. */
function pathName(req: Request): string | null {
  const raw = String(req.params.name);
  return raw.length <= 256 ? normaliseToolName(raw) : null;
}

function conflict(err: unknown): never {
  if (err instanceof CatalogueConflict) throw new ApiError(409, err.code === 'set_by_operator' ? 'tool_set_by_operator' : 'catalogue_full', err.message);
  throw err;
}

export function listToolsRoute(deps: { db: Db }): RequestHandler {
  return async (req, res) => {
    const principal = await requirePrincipal(deps.db, req);
    res.json({ tools: await listTools(deps.db, principal.envId) });
  };
}

export function putToolRoute(deps: { db: Db }): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    const body = await readJsonBody(req, TOOL_LIMIT, 'tool');
    const problems = validateAs('ToolInput', body);
    const name = pathName(req);
    if (!name) problems.push({ field: 'name', reason: 'the path names no usable tool (at most 256 characters, with a letter)' });
    if (problems.length > 0) throw new ApiError(422, 'invalid_request', 'The body does not match the ToolInput schema.', problems);
    const def = toolFromInput(name!, body as Partial<ToolDefinition>, 'api');
    const defProblems = toolDefinitionProblems(def);
    if (defProblems.length > 0) throw new ApiError(422, 'invalid_request', 'The tool definition cannot be stored.', defProblems);
    const saved = await upsertTool(deps.db, principal.envId, def, actorOf(principal)).catch(conflict);
    res.status(saved.created ? 201 : 200).json(saved.tool);
  };
}

export function deleteToolRoute(deps: { db: Db }): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    const name = pathName(req);
    const removed = name !== null && (await removeTool(deps.db, principal.envId, name, actorOf(principal), 'api').catch(conflict));
    if (!removed) throw new ApiError(404, 'tool_not_found', 'No tool of that name in this environment’s catalogue.');
    res.status(204).end();
  };
}

export function importToolsRoute(deps: { db: Db }): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    const body = await readJsonBody(req, TOOL_IMPORT_LIMIT, 'import');
    const problems = validateAs('ToolImportRequest', body);
    if (problems.length > 0) throw new ApiError(422, 'invalid_request', 'The body does not match the ToolImportRequest schema.', problems);
    const { format, definitions } = body as { format: ImportFormat; definitions: unknown };
    let tools;
    try {
      tools = parseCatalogue(format, definitions);
    } catch (err) {
      if (!(err instanceof CatalogueError)) throw err;
      const at = (f: string) => (f === '(definitions)' ? 'definitions' : f.startsWith('[') ? `definitions${f}` : `definitions.${f}`);
      const details = err.problems.map((p) => ({ field: at(p.field), reason: p.reason }));
      throw new ApiError(422, 'invalid_request', `The definitions cannot be read as ${format} tool definitions.`, details);
    }
    const result = await importTools(deps.db, principal.envId, tools, format, actorOf(principal)).catch(conflict);
    res.json({ imported: result.tools.length, tools: result.tools, skipped: result.skipped });
  };
}
