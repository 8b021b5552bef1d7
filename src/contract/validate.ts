import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { normaliseToolName } from './tools';
import { schemas, type SchemaName } from './schemas';

export interface FieldProblem {
  field: string;
  reason: string;
}

const ROOT_ID = 'https://gatehouse.local/contract';

// One Ajv instance and compiled validators, built lazily on first use and kept for the process.
let compiledValidators: Map<SchemaName, ValidateFunction> | undefined;

/**
 * Compiles the contract's validators now rather than at the first request that needs them (about 0.4 s on a
 * 2-core machine, which the first agent would wait for). Says whether this call compiled them, and its time.
 */
export function compileContract(): { compiled: boolean; ms: number } {
  const t0 = performance.now();
  const compiled = !compiledValidators;
  validators();
  return { compiled, ms: performance.now() - t0 };
}

function validators(): Map<SchemaName, ValidateFunction> {
  if (compiledValidators) return compiledValidators;
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, useDefaults: false });
  addFormats(ajv);
  ajv.addKeyword('components');
  ajv.addSchema({ $id: ROOT_ID, components: { schemas } });
  const compiled = new Map<SchemaName, ValidateFunction>();
  for (const name of Object.keys(schemas) as SchemaName[]) {
    const fn = ajv.getSchema(`${ROOT_ID}#/components/schemas/${name}`);
    if (!fn) throw new Error(`schema ${name} did not compile`);
    compiled.set(name, fn);
  }
  compiledValidators = compiled;
  return compiled;
}

/** JSON pointer (/action/type) to the dotted path callers use (action.type, actor.permissions[3]). */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, seg) => (/^\d+$/.test(seg) ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg), '');
}

function describe(e: ErrorObject): FieldProblem {
  const base = pointerToPath(e.instancePath);
  const join = (child: string) => (base ? `${base}.${child}` : child);
  switch (e.keyword) {
    case 'additionalProperties':
      return { field: join(String(e.params.additionalProperty)), reason: 'unknown field' };
    case 'required':
      return { field: join(String(e.params.missingProperty)), reason: 'is required' };
    case 'type':
      return { field: base || '(body)', reason: `must be of type ${[].concat(e.params.type).join(' or ')}` };
    case 'pattern':
      return { field: base, reason: `must match pattern ${e.params.pattern}` };
    case 'enum':
      return { field: base, reason: `must be one of ${(e.params.allowedValues as unknown[]).join(', ')}` };
    default:
      return { field: base || '(body)', reason: e.message ?? e.keyword };
  }
}

/** How to write a tool's name as an action type: what the pattern error on action.type adds. */
export function actionTypeAdvice(type: unknown): string {
  const how = 'tool names are normalised to snake_case: BinanceGetRealTimePrice → binance_get_real_time_price (dots, colons and hyphens stay: gmail.send)';
  if (typeof type !== 'string') return how;
  const normalised = normaliseToolName(type);
  return normalised === null ? `${how}; nothing of this name is left once normalised` : `${how}; this one is "${normalised}"`;
}

export function validateAs(name: SchemaName, value: unknown): FieldProblem[] {
  const fn = validators().get(name)!;
  if (fn(value)) return [];
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const e of fn.errors ?? []) {
    const p = describe(e);
    if (name === 'EvaluateRequest' && e.keyword === 'pattern' && e.instancePath === '/action/type') {
      const action = (value as { action?: { type?: unknown } }).action;
      p.reason = `${p.reason}; ${actionTypeAdvice(action?.type)}`;
    }
    const k = `${p.field}\u0000${p.reason}`;
    if (!seen.has(k)) {
      seen.add(k);
      problems.push(p);
    }
  }
  return problems;
}
