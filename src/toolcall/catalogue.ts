// An environment's tool catalogue: what an operator (or an import) says a tool does. Pure code only: the
// checks every entry passes before it is stored, and the parsers that read a catalogue from an MCP
// `tools/list` result or from OpenAI or Anthropic tool definitions. No I/O; safe to import from workflows.

import { IMPORT_FORMATS, TOOL_SOURCES, TOOLS_PER_ENV_MAX, TOOLS_PER_IMPORT_MAX, type ImportFormat } from '../contract/tools';
import { EFFECT_CLASSES, normaliseToolName, type EffectClass, type ToolDefinition } from './types';

export { IMPORT_FORMATS, TOOL_SOURCES, TOOLS_PER_ENV_MAX, TOOLS_PER_IMPORT_MAX, type ImportFormat };

export const TOOL_NAME_PATTERN = /^[a-z][a-z0-9_.:-]{0,63}$/;
export const TOOL_DESCRIPTION_MAX = 2000;
/** An argument's name, or a dotted path to a nested one (`payment.amount`). */
export const TOOL_ARG_PATTERN = /^[A-Za-z0-9_$@:-]+(\.[A-Za-z0-9_$@:-]+)*$/;
export const TOOL_ARG_MAX = 128;
export const ARG_FIELDS = ['amount_arg', 'currency_arg', 'target_arg', 'recipient_arg'] as const;
export type ArgField = (typeof ARG_FIELDS)[number];

/** The MCP tool annotations kept with an imported entry (the hints themselves and the display title). */
export const MCP_HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;
export type McpAnnotations = Partial<Record<(typeof MCP_HINTS)[number], boolean>> & { title?: string };

export interface FieldProblem {
  field: string;
  reason: string;
}

/** A definitions document that cannot be read as a catalogue: every problem found, each at its place. */
export class CatalogueError extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super(problems.map((p) => `${p.field}: ${p.reason}`).join('; '));
  }
}

/** An imported entry: a tool definition and, from MCP, the annotations it came with. */
export interface ImportedTool extends ToolDefinition {
  annotations: McpAnnotations | null;
}

/** Every problem with a catalogue entry, each with its field; empty when the entry can be stored. */
export function toolDefinitionProblems(def: ToolDefinition): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (typeof def.name !== 'string' || !TOOL_NAME_PATTERN.test(def.name)) {
    problems.push({ field: 'name', reason: `must match ${TOOL_NAME_PATTERN.source} (a tool name as normalised: lower case, at most 64 characters)` });
  }
  if (def.description !== null) {
    if (typeof def.description !== 'string') problems.push({ field: 'description', reason: 'must be text or null' });
    else if (def.description.length > TOOL_DESCRIPTION_MAX) problems.push({ field: 'description', reason: `must be at most ${TOOL_DESCRIPTION_MAX} characters` });
    else if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(def.description)) {
      problems.push({ field: 'description', reason: 'must not contain control characters' });
    }
  }
  if (!Array.isArray(def.effects)) problems.push({ field: 'effects', reason: 'must be a list of effect classes' });
  else {
    const unknown = def.effects.filter((e) => !(EFFECT_CLASSES as readonly string[]).includes(e));
    if (unknown.length > 0) problems.push({ field: 'effects', reason: `unknown effect classes: ${unknown.join(', ')}; known: ${EFFECT_CLASSES.join(', ')}` });
    if (new Set(def.effects).size !== def.effects.length) problems.push({ field: 'effects', reason: 'names an effect class twice' });
    if (def.effects.includes('read') && def.effects.length > 1) {
      problems.push({ field: 'effects', reason: 'read means the tool only reads: it cannot be combined with other effect classes' });
    }
  }
  if (typeof def.review !== 'boolean') problems.push({ field: 'review', reason: 'must be true or false' });
  for (const f of ARG_FIELDS) {
    const v = def[f];
    if (v === null) continue;
    if (typeof v !== 'string' || v.length > TOOL_ARG_MAX || !TOOL_ARG_PATTERN.test(v)) {
      problems.push({ field: f, reason: `must be an argument name (letters, digits, _ $ @ : -; dots for nested arguments), at most ${TOOL_ARG_MAX} characters` });
    }
  }
  if (!(TOOL_SOURCES as readonly string[]).includes(def.source)) problems.push({ field: 'source', reason: `must be one of ${TOOL_SOURCES.join(', ')}` });
  return problems;
}

/** An entry with nothing stated: its effects are computed as for any tool, no argument is named. */
export function blankTool(name: string, source: ToolDefinition['source']): ToolDefinition {
  return { name, description: null, effects: [], review: false, amount_arg: null, currency_arg: null, target_arg: null, recipient_arg: null, source };
}

/** A definition from a ToolInput body (PUT /v1/tools/{name}, a shadow candidate's tools), already schema-checked: fields left out are empty. */
export function toolFromInput(name: string, v: Partial<Omit<ToolDefinition, 'name' | 'source'>>, source: ToolDefinition['source']): ToolDefinition {
  return { ...blankTool(name, source), ...Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)), name, source };
}

/** Reads a definitions document in one of the import formats. Throws CatalogueError with every problem. */
export function parseCatalogue(format: ImportFormat, definitions: unknown): ImportedTool[] {
  if (format === 'mcp') return fromMcpToolsList(definitions);
  if (format === 'openai') return fromOpenAiTools(definitions);
  return fromAnthropicTools(definitions);
}

/**
 * An MCP `tools/list` result: the JSON-RPC response (`{result: {tools}}`), the result itself (`{tools}`) or
 * the list of tools. Annotations are the server's hints: readOnlyHint true → read; destructiveHint true →
 * write and destructive; readOnlyHint false → write; openWorldHint true on a tool that writes → also
 * external_communication. A tool without hints states nothing: its effects are computed from its name,
 * description and arguments.
 */
export function fromMcpToolsList(result: unknown): ImportedTool[] {
  const o = asObject(result);
  const inner = o && 'result' in o ? asObject(o.result) : o;
  const list = Array.isArray(result) ? result : inner?.tools;
  const where = Array.isArray(result) ? '' : o && 'result' in o ? 'result.tools' : 'tools';
  return readList(list, where, 'an MCP tools/list result: {"result":{"tools":[…]}}, {"tools":[…]} or […]', 'mcp', (t) => ({
    name: t.name,
    description: t.description ?? (typeof t.title === 'string' ? t.title : null),
    schema: t.inputSchema,
    annotations: t.annotations,
  }));
}

/**
 * OpenAI tool definitions: Chat Completions' `[{type: 'function', function: {name, description, parameters}}]`,
 * the Responses API's flat `{type: 'function', name, description, parameters}`, or the older `functions` list
 * (`[{name, description, parameters}]`); also a request body holding them as `tools` or `functions`. The
 * provider's own tools (web_search, file_search, …) are not the agent's and are left out.
 */
export function fromOpenAiTools(defs: unknown): ImportedTool[] {
  const o = asObject(defs);
  const list = Array.isArray(defs) ? defs : (o?.tools ?? o?.functions);
  const where = Array.isArray(defs) ? '' : o && 'tools' in o ? 'tools' : 'functions';
  return readList(list, where, 'OpenAI tool definitions: [{"type":"function","function":{…}}] or {"tools":[…]}', 'openai', (t) => {
    if (typeof t.type === 'string' && t.type !== 'function') return null;
    const f = asObject(t.function) ?? t;
    return { name: f.name, description: f.description, schema: f.parameters };
  });
}

/**
 * Anthropic tool definitions: `[{name, description, input_schema}]`, or a Messages request body holding them
 * as `tools`. Anthropic's server tools (a `type` other than `custom`) are not the agent's and are left out.
 */
export function fromAnthropicTools(defs: unknown): ImportedTool[] {
  const o = asObject(defs);
  const list = Array.isArray(defs) ? defs : o?.tools;
  return readList(list, Array.isArray(defs) ? '' : 'tools', 'Anthropic tool definitions: [{"name":…,"input_schema":{…}}] or {"tools":[…]}', 'anthropic', (t) => {
    if (typeof t.type === 'string' && t.type !== 'custom') return null;
    return { name: t.name, description: t.description, schema: t.input_schema };
  });
}

interface RawTool {
  name: unknown;
  description: unknown;
  schema: unknown;
  annotations?: unknown;
}

function readList(
  list: unknown,
  where: string,
  expected: string,
  source: ImportFormat,
  pick: (t: Record<string, unknown>) => RawTool | null,
): ImportedTool[] {
  if (!Array.isArray(list)) throw new CatalogueError([{ field: where || '(definitions)', reason: `expected ${expected}` }]);
  if (list.length > TOOLS_PER_IMPORT_MAX) {
    throw new CatalogueError([{ field: where || '(definitions)', reason: `${list.length} tools; at most ${TOOLS_PER_IMPORT_MAX} per import` }]);
  }
  const problems: FieldProblem[] = [];
  const tools: ImportedTool[] = [];
  const seen = new Map<string, number>();
  list.forEach((item, i) => {
    const at = `${where}[${i}]`;
    const t = asObject(item);
    if (!t) return void problems.push({ field: at, reason: 'must be an object' });
    const raw = pick(t);
    if (!raw) return;
    if (typeof raw.name !== 'string' || raw.name.trim() === '') return void problems.push({ field: `${at}.name`, reason: 'is required' });
    const name = raw.name.length <= 256 ? normaliseToolName(raw.name) : null;
    if (!name) return void problems.push({ field: `${at}.name`, reason: 'is not a usable tool name (at most 256 characters, with a letter)' });
    const earlier = seen.get(name);
    if (earlier !== undefined) return void problems.push({ field: `${at}.name`, reason: `becomes "${name}", as ${where}[${earlier}].name does` });
    seen.set(name, i);
    const annotations = source === 'mcp' ? mcpAnnotations(raw.annotations) : null;
    const args = guessArguments(raw.schema);
    tools.push({
      ...blankTool(name, source),
      description: cleanDescription(raw.description),
      effects: annotations ? effectsFromHints(annotations) : [],
      ...args,
      annotations,
    });
  });
  if (problems.length > 0) throw new CatalogueError(problems);
  return tools;
}

function asObject(v: unknown): Record<string, unknown> | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** A description as text of at most 2,000 characters, control characters (other than line breaks and tabs) as spaces. */
function cleanDescription(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ').trim();
  return s === '' ? null : s.slice(0, TOOL_DESCRIPTION_MAX);
}

function mcpAnnotations(v: unknown): McpAnnotations | null {
  const o = asObject(v);
  if (!o) return null;
  const out: McpAnnotations = {};
  for (const h of MCP_HINTS) if (typeof o[h] === 'boolean') out[h] = o[h] as boolean;
  if (typeof o.title === 'string') out.title = o.title.slice(0, 200);
  return Object.keys(out).length > 0 ? out : null;
}

/** What MCP hints state about a tool's effects; [] when they state nothing about reading or writing. */
export function effectsFromHints(a: McpAnnotations): EffectClass[] {
  if (a.readOnlyHint === true) return ['read'];
  const effects: EffectClass[] = [];
  if (a.destructiveHint === true) effects.push('write', 'destructive');
  else if (a.readOnlyHint === false) effects.push('write');
  if (effects.length > 0 && a.openWorldHint === true) effects.push('external_communication');
  return effects;
}

// Argument names that say what an argument holds, compared without case, `_` and `-`.
const AMOUNT_NAMES = new Set(['amount', 'value', 'sum']);
const CURRENCY_NAMES = new Set(['currency', 'currencycode']);
const RECIPIENT_NAMES = new Set(['to', 'recipient', 'recipients', 'email', 'payee']);
const TARGET_NAMES = new Set(['id', 'recordid', 'target', 'targetid']);
const PROPERTIES_READ = 200;

const squash = (k: string) => k.toLowerCase().replace(/[_-]/g, '');

/**
 * Which top-level parameter holds the amount, currency, recipient and record, where exactly one parameter's
 * name says so (`value` and `sum` count as an amount only when declared as numbers). Null where none does or
 * several do.
 */
export function guessArguments(schema: unknown): Pick<ToolDefinition, ArgField> {
  const props = asObject(asObject(schema)?.properties);
  const entries = props ? Object.entries(props).slice(0, PROPERTIES_READ) : [];
  const typeOf = (v: unknown) => {
    const t = asObject(v)?.type;
    return Array.isArray(t) ? t : [t];
  };
  const numeric = (v: unknown) => typeOf(v).some((t) => t === 'number' || t === 'integer');
  const only = (test: (key: string, value: unknown) => boolean): string | null => {
    const hits = entries.filter(([k, v]) => TOOL_ARG_PATTERN.test(k) && k.length <= TOOL_ARG_MAX && test(squash(k), v));
    return hits.length === 1 ? hits[0][0] : null;
  };
  return {
    amount_arg: only((k, v) => AMOUNT_NAMES.has(k) && (k === 'amount' ? !typeOf(v).some((t) => t === 'boolean' || t === 'object' || t === 'array') : numeric(v))),
    currency_arg: only((k) => CURRENCY_NAMES.has(k)),
    target_arg: only((k) => TARGET_NAMES.has(k)),
    recipient_arg: only((k) => RECIPIENT_NAMES.has(k)),
  };
}
