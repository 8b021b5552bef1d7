// gatehouse <command>: the service's entry point and the operator's tools.

import { BACKTEST_USAGE, backtestCommand } from './backtest';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config/config';
import { buildOpenApi } from '../contract/openapi';
import { actionTypeProblems, BUILTIN_TYPES, CATEGORIES, Registry, type Category } from '../domain/registry';
import { agentProblems, splitList } from '../domain/agents';
import { formatSetting, parseAssignments, SETTING_DEFS, SETTING_NAMES } from '../domain/settings';
import { shadowReportLines } from '../domain/shadow-report';
import { clearShadowCandidate, promoteShadowCandidate, setShadowCandidate, showShadow } from '../usecases/shadow';
import { listActionTypes, removeActionType, upsertActionType } from '../store/action-types';
import { deleteAgent, listAgents, saveAgent } from '../store/agents';
import type { Db } from '../store/db';
import { createKey, KEY_SCOPES, listKeys, revokeKey, type KeyScope } from '../store/keys';
import { audit } from '../store/audit';
import { createOperator, EMAIL_PATTERN, listOperators, normaliseEmail, removeOperator, resetOperatorPassword } from '../store/operators';
import { generatePassword, hashPassword, passwordProblem, PASSWORD_MAX_LENGTH } from '../console/passwords';
import { ensureOrg, findEnv, updateSettings, type EnvKind, type EnvRef } from '../store/tenants';
import { errorName, log, setLogLevel } from '../lib/log';
import type { Roles } from '../runtime/service';
import { VERSION } from '../runtime/version';
import { withStore } from './db';
import { verifyCommand } from './receipts';
import { auditVerifyCommand, writeExport } from './audit';
import { makeCheckpoints } from '../receipts/audit-checkpoints';
import { ReceiptKeys } from '../receipts/sign';
import { checkMasterKey } from '../store/payload-keys';
import { listReceiptKeys } from '../store/receipt-keys';
import { ensureWebhookSecret } from '../store/approvals';
import { loadMasterKeys } from '../store/codec';
import { CatalogueConflict, importTools, listTools, removeTool, upsertTool } from '../store/tools';
import { ARG_FIELDS, CatalogueError, IMPORT_FORMATS, parseCatalogue, toolDefinitionProblems, type ImportedTool, type ImportFormat } from '../toolcall/catalogue';
import { EFFECT_CLASSES, normaliseToolName, type EffectClass, type ToolDefinition } from '../toolcall/types';

const USAGE = `gatehouse ${VERSION}

Service:
  gatehouse start                      API + worker; embedded PostgreSQL and Temporal unless configured
  gatehouse api | gatehouse worker     one half only (production; needs DATABASE_URL and TEMPORAL_ADDRESS)
  gatehouse openapi                    print the OpenAPI document

Backtests (through the API, with an admin key):
  ${BACKTEST_USAGE.split('\n').join('\n  ')}

MCP gateway:
  gatehouse mcp-proxy [--url URL] [--key KEY] [--wait SECONDS] [--listen PORT] [--agent NAME] -- COMMAND [ARGS...]

Operator:
  gatehouse keys create --org <slug> --env test|live [--scope agent|admin]
  gatehouse keys list --org <slug>
  gatehouse keys revoke <key or key id>
  gatehouse env show --org <slug> --env test|live
  gatehouse env set --org <slug> --env test|live name=value ...
  gatehouse agents add --org <slug> --env test|live --name <agent> --types a,b
  gatehouse agents list --org <slug> --env test|live
  gatehouse agents remove --org <slug> --env test|live --name <agent>
  gatehouse operators create --org <slug> --email <address> [--password-stdin]
  gatehouse operators reset --org <slug> --email <address> [--password-stdin]
  gatehouse operators list --org <slug>
  gatehouse operators remove --org <slug> --email <address>
  gatehouse types add --org <slug> --env test|live --name <type> [--categories a,b] [--synonyms "x,y"]
  gatehouse types list --org <slug> --env test|live [--all]
  gatehouse types remove --org <slug> --env test|live --name <type>
  gatehouse tools set --org <slug> --env test|live --name <tool> [--effects a,b] [--review] [--description <text>]
                      [--amount-arg <arg>] [--currency-arg <arg>] [--target-arg <arg>] [--recipient-arg <arg>]
  gatehouse tools list --org <slug> --env test|live [--json]
  gatehouse tools remove --org <slug> --env test|live --name <tool>
  gatehouse tools import --org <slug> --env test|live --format mcp|openai|anthropic <file, or - for stdin> [--untrusted]
  gatehouse shadow set --org <slug> --env test|live [name=value ...] [--tools <file.json, or - for stdin>]
                      a candidate decided beside every live decision (tools: [{"name": ..., "effects": [...], "review": ...}])
  gatehouse shadow show --org <slug> --env test|live [--json]     the candidate, its matrix (live × shadow) and agreement
  gatehouse shadow promote --org <slug> --env test|live           make it live, in one audited step, and clear it
  gatehouse shadow clear --org <slug> --env test|live
  gatehouse receipts rotate --org <slug> --env test|live     a new signing key; the old one stays published until its receipts expire
  gatehouse receipts list --org <slug> --env test|live
  gatehouse receipts verify <receipt> --action <file.json> [--jwks <url or file>] [--org <slug>] [--env test|live]
                      exit 0: valid, for this action, and it permits it; 3: valid but does not permit it; 1: refused
                      (--jwks defaults to this host's service, http://HOST:PORT)
  gatehouse audit export --org <slug> --env test|live [--from <ISO time>] [--to <ISO time>] [--out <file>]
                      the audit chain as JSON Lines (stdout unless --out), widened to the checkpoints around the range
  gatehouse audit verify <file> [--jwks <url or file>]
                      exit 0: the chain verifies; 1: broken (names the first broken entry) or unreadable
                      (--jwks defaults to this host's service's JWKS of the export's environment)
  gatehouse audit checkpoint           sign every environment's chain at its head now (the worker signs every
                                       1,000 entries and every 10 minutes by itself)

  Key scopes: agent (default: evaluate, read, review) or admin (an operator's: also GET/PATCH /v1/settings
  and the tool catalogue's writes; cannot evaluate).
  Categories: ${CATEGORIES.join(', ')}
  Effect classes: ${EFFECT_CLASSES.join(', ')}
  Tools set or imported here are the operator's word and outrank what Gatehouse computes about a call;
  --untrusted imports them as additions only (like the API does).
`;

class UsageError extends Error {}

const out = (s: string) => process.stdout.write(s + '\n');

/** Who ran the command, for the settings' audit trail. */
function cliUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

function envKind(v: string | undefined): EnvKind {
  if (v !== 'test' && v !== 'live') throw new UsageError('--env must be test or live');
  return v;
}

function need(v: string | undefined, flag: string): string {
  if (!v) throw new UsageError(`${flag} is required`);
  return v;
}

async function envOf(db: Db, org: string, env: EnvKind): Promise<EnvRef> {
  const found = await findEnv(db, org, env);
  if (!found) throw new UsageError(`no organisation "${org}" (create one with: gatehouse keys create --org ${org} --env ${env})`);
  return found;
}

async function serve(cfg: Config, roles: Roles): Promise<number> {
  if (!(roles.api && roles.worker) && (!cfg.databaseUrl || !cfg.temporalAddress)) {
    throw new UsageError('`gatehouse api` and `gatehouse worker` need DATABASE_URL and TEMPORAL_ADDRESS; use `gatehouse start` for everything in one process');
  }
  // Loaded here, not at the top: the service (Temporal's worker, the API) takes most of a second to load, and
  // the operator's commands (keys, env, agents, ...) need none of it.
  const { startService } = require('../runtime/service') as typeof import('../runtime/service');
  const running = await startService(cfg, roles);
  if (roles.api) {
    const created = await bootstrapDemo(running.db);
    out(`Gatehouse ${VERSION} is running.`);
    out(`  API:          ${running.apiUrl}/v1/health`);
    out(`  Console:      ${running.apiUrl}/console`);
    if (running.temporalUiUrl) out(`  Temporal UI:  ${running.temporalUiUrl}`);
    if (created) {
      out(`  Demo organisation "demo" created. Its test API key (shown once, keep it):`);
      out(`    ${created.key}`);
      out(`  Console sign-in (organisation demo): ${created.email}, one-time password (shown once; choose your own at the first sign-in):`);
      out(`    ${created.password}`);
    }
  } else out(`Gatehouse worker ${VERSION} is running on task queue ${cfg.taskQueue}.`);
  let signalled = false;
  await new Promise<void>((resolve) => {
    const onSignal = () => {
      if (!signalled) {
        signalled = true;
        resolve();
      }
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    running.stopped.then(onSignal, onSignal);
  });
  log.info('stopping');
  await running.stop();
  return signalled ? 0 : 1;
}

/** On the very first start: a demo organisation, one test key and one operator with a one-time password. */
async function bootstrapDemo(db: Db): Promise<{ key: string; email: string; password: string } | null> {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM organizations');
  if (rows[0].n > 0) return null;
  const orgId = await ensureOrg(db, 'demo');
  const { key } = await createKey(db, 'demo', 'test');
  const password = generatePassword();
  await createOperator(db, orgId, DEMO_OPERATOR, await hashPassword(password), true);
  return { key, email: DEMO_OPERATOR, password };
}

const DEMO_OPERATOR = 'operator@demo.test';

export async function main(argv: string[]): Promise<number> {
  setLogLevel(process.env.GATEHOUSE_LOG_LEVEL);
  const [cmd, sub, ...rest] = argv;
  try {
    if (!cmd || cmd === 'help' || cmd === '--help' || cmd === '-h') {
      out(USAGE);
      return cmd ? 0 : 2;
    }
    if (cmd === '--version') return (out(VERSION), 0);
    if (cmd === 'openapi') return (out(JSON.stringify(buildOpenApi(), null, 2)), 0);
    // bin/gatehouse.js starts the gateway's own entry; this is for callers of main().
    if (cmd === 'mcp-proxy') return await (require('./mcp-proxy') as typeof import('./mcp-proxy')).main(argv);
    // Through the API with an admin key: no store or Temporal of its own.
    if (cmd === 'backtest') {
      const io = { out, err: (s: string) => process.stderr.write(s + '\n'), tty: process.stderr.isTTY === true, env: process.env };
      return await backtestCommand(argv.slice(1), { ...io, serviceUrl: () => serviceUrl(loadConfig()) });
    }
    const cfg = loadConfig();
    if (cmd === 'start') return await serve(cfg, { api: true, worker: true });
    if (cmd === 'api') return await serve(cfg, { api: true, worker: false });
    if (cmd === 'worker') return await serve(cfg, { api: false, worker: true });
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        org: { type: 'string' },
        env: { type: 'string' },
        name: { type: 'string' },
        types: { type: 'string' },
        categories: { type: 'string' },
        synonyms: { type: 'string' },
        all: { type: 'boolean' },
        email: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        json: { type: 'boolean' },
        description: { type: 'string' },
        effects: { type: 'string' },
        review: { type: 'boolean' },
        'amount-arg': { type: 'string' },
        'currency-arg': { type: 'string' },
        'target-arg': { type: 'string' },
        'recipient-arg': { type: 'string' },
        format: { type: 'string' },
        untrusted: { type: 'boolean' },
        scope: { type: 'string' },
        action: { type: 'string' },
        jwks: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        out: { type: 'string' },
        tools: { type: 'string' },
      },
    });
    if (cmd === 'keys') return await withStore(cfg, (db) => keys(db, sub, values, positionals));
    if (cmd === 'env') return await withStore(cfg, (db) => env(db, sub, values, positionals, cfg));
    if (cmd === 'agents') return await withStore(cfg, (db) => agents(db, sub, values));
    if (cmd === 'types') return await withStore(cfg, (db) => actionTypes(db, sub, values));
    if (cmd === 'tools') {
      // The definitions are read (and parsed) before the store starts: a bad file costs no connection.
      const imported = sub === 'import' ? await readImport(values, positionals) : null;
      return await withStore(cfg, (db) => tools(db, sub, values, imported));
    }
    if (cmd === 'shadow') {
      // The candidate's tools are read (and parsed) before the store starts: a bad file costs no connection.
      const tools = sub === 'set' && values.tools !== undefined ? await readJsonInput(values.tools) : undefined;
      return await withStore(cfg, (db) => shadow(db, sub, values, positionals, tools));
    }
    if (cmd === 'receipts' && sub === 'verify') {
      const r = await verifyCommand({
        receipt: need(positionals[0], '<receipt>'),
        actionFile: need(values.action, '--action'),
        jwks: values.jwks ?? serviceUrl(cfg),
        org: values.org,
        env: values.env === undefined ? undefined : envKind(values.env),
      });
      r.stdout.forEach(out);
      for (const line of r.stderr) process.stderr.write(line + '\n');
      return r.code;
    }
    if (cmd === 'receipts') return await withStore(cfg, (db) => receipts(db, sub, values, cfg));
    if (cmd === 'audit' && sub === 'verify') {
      const r = await auditVerifyCommand({ file: need(positionals[0], '<file>'), jwks: values.jwks, base: serviceUrl(cfg) });
      r.stdout.forEach(out);
      for (const line of r.stderr) process.stderr.write(line + '\n');
      return r.code;
    }
    if (cmd === 'audit') return await withStore(cfg, (db) => auditCli(db, sub, values, cfg));
    if (cmd === 'operators') {
      // Read before the store starts, so a password typed at a prompt is not interleaved with its output.
      const password = values['password-stdin'] ? await readPassword() : null;
      return await withStore(cfg, (db) => operators(db, sub, values, password, cfg));
    }
    throw new UsageError(`unknown command "${cmd}"`);
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`gatehouse: ${(err as Error).message}\n\n${USAGE}`);
      return 2;
    }
    process.stderr.write(`gatehouse: ${errorName(err)}\n`);
    return 1;
  }
}

type Flags = {
  org?: string;
  env?: string;
  name?: string;
  types?: string;
  categories?: string;
  synonyms?: string;
  all?: boolean;
  json?: boolean;
  email?: string;
  description?: string;
  effects?: string;
  review?: boolean;
  'amount-arg'?: string;
  'currency-arg'?: string;
  'target-arg'?: string;
  'recipient-arg'?: string;
  format?: string;
  untrusted?: boolean;
  scope?: string;
  action?: string;
  jwks?: string;
  from?: string;
  to?: string;
  out?: string;
  tools?: string;
};


async function keys(db: Db, sub: string | undefined, f: Flags, pos: string[]): Promise<number> {
  if (sub === 'create') {
    const scope = f.scope ?? 'agent';
    if (!KEY_SCOPES.includes(scope as KeyScope)) throw new UsageError('--scope must be agent or admin');
    const created = await createKey(db, need(f.org, '--org'), envKind(f.env), scope as KeyScope);
    await audit(db, {
      orgId: created.orgId,
      envId: created.envId,
      actor: `cli:${cliUser()}`,
      action: 'key.created',
      subject: created.id,
      after: { prefix: created.prefix, scope },
    });
    out(created.key);
    return 0;
  }
  if (sub === 'list') {
    const rows = await listKeys(db, need(f.org, '--org'));
    if (f.json) out(JSON.stringify(rows, null, 2));
    else for (const k of rows) out(`${k.id}  ${k.env}  ${k.scope.padEnd(5)}  ${k.prefix}…  created ${k.created_at}${k.revoked_at ? `  REVOKED ${k.revoked_at}` : ''}`);
    return 0;
  }
  if (sub === 'revoke') {
    const revoked = await revokeKey(db, need(pos[0], '<key or key id>'));
    if (!revoked) {
      process.stderr.write('gatehouse: no such active key\n');
      return 1;
    }
    await audit(db, { orgId: revoked.orgId, envId: revoked.envId, actor: `cli:${cliUser()}`, action: 'key.revoked', subject: revoked.id, before: { prefix: revoked.prefix } });
    out(`revoked ${revoked.id}`);
    return 0;
  }
  throw new UsageError('keys needs create, list or revoke');
}

async function env(db: Db, sub: string | undefined, f: Flags, pos: string[], cfg: Config): Promise<number> {
  const ref = await envOf(db, need(f.org, '--org'), envKind(f.env));
  if (sub === 'show') {
    if (f.json) out(JSON.stringify(ref.settings, null, 2));
    else for (const n of SETTING_NAMES) out(`${n}=${ref.settings[n] ?? 'none'}    # ${SETTING_DEFS[n].help}`);
    return 0;
  }
  if (sub === 'set') {
    if (pos.length === 0) throw new UsageError('env set needs at least one name=value');
    const { changes, problems } = parseAssignments(pos, { allowPrivateWebhooks: cfg.webhookAllowPrivate });
    const result = problems.length === 0 ? await updateSettings(db, ref.envId, changes, `cli:${cliUser()}`) : { problems, settings: ref.settings };
    if (result.problems.length > 0) {
      for (const p of result.problems) process.stderr.write(`gatehouse: ${p.name}: ${p.reason}\n`);
      process.stderr.write('nothing was changed\n');
      return 2;
    }
    for (const n of Object.keys(changes)) out(`${n}=${result.settings[n as keyof typeof result.settings] ?? 'none'}`);
    // The webhook signing secret is made when webhook_url is first set, and printed this once.
    const secret = result.settings.webhook_url ? await ensureWebhookSecret(db, loadMasterKeys(cfg), ref.envId) : null;
    if (secret) out(`webhook_secret=${secret}    # shown once: keep it to verify the webhook-signature header`);
    return 0;
  }
  throw new UsageError('env needs show or set');
}

async function agents(db: Db, sub: string | undefined, f: Flags): Promise<number> {
  const ref = await envOf(db, need(f.org, '--org'), envKind(f.env));
  if (sub === 'add') {
    const name = need(f.name, '--name');
    const types = splitList(need(f.types, '--types'));
    const problems = agentProblems(name, types);
    if (problems.length > 0) throw new UsageError(problems.map((p) => `--${p.field} ${p.reason}`).join('; '));
    await saveAgent(db, ref, name, types, `cli:${cliUser()}`);
    out(`${name}: ${types.join(',')}`);
    return 0;
  }
  if (sub === 'list') {
    const rows = await listAgents(db, ref.envId);
    if (f.json) out(JSON.stringify(rows, null, 2));
    else for (const a of rows) out(`${a.name}: ${a.action_types.join(',')}`);
    if (!f.json) out(`(agents_mode=${ref.settings.agents_mode})`);
    return 0;
  }
  if (sub === 'remove') {
    if (!(await deleteAgent(db, ref, need(f.name, '--name'), `cli:${cliUser()}`))) {
      process.stderr.write('gatehouse: no such agent\n');
      return 1;
    }
    out(`removed ${f.name}`);
    return 0;
  }
  throw new UsageError('agents needs add, list or remove');
}

async function actionTypes(db: Db, sub: string | undefined, f: Flags): Promise<number> {
  const ref = await envOf(db, need(f.org, '--org'), envKind(f.env));
  if (sub === 'add') {
    const def = { type: need(f.name, '--name'), categories: splitList(f.categories), synonyms: splitList(f.synonyms).map((s) => s.toLowerCase()) };
    const problems = actionTypeProblems(def);
    if (problems.length > 0) throw new UsageError(problems.join('; '));
    await upsertActionType(db, ref.envId, { ...def, categories: def.categories as Category[] });
    const merged = new Registry([{ ...def, categories: def.categories as Category[] }]).lookup(def.type)!;
    const builtin = BUILTIN_TYPES.some((t) => t.type === def.type);
    out(`${def.type}: ${merged.categories.join(',') || '(no category)'}${builtin ? ' (built-in type, widened)' : ''}`);
    return 0;
  }
  if (sub === 'list') {
    const custom = await listActionTypes(db, ref.envId);
    const rows = f.all ? new Registry(custom).all() : custom;
    if (f.json) out(JSON.stringify(rows, null, 2));
    else for (const t of rows) out(`${t.type}: ${t.categories.join(',') || '-'}${t.synonyms.length ? `  (${t.synonyms.join(', ')})` : ''}`);
    return 0;
  }
  if (sub === 'remove') {
    const removed = await removeActionType(db, ref.envId, need(f.name, '--name'));
    if (!removed) {
      process.stderr.write('gatehouse: no such added type (built-in types cannot be removed)\n');
      return 1;
    }
    out(`removed ${f.name}`);
    return 0;
  }
  throw new UsageError('types needs add, list or remove');
}

/** The largest definitions file `tools import` reads. */
const IMPORT_FILE_MAX = 4 * 1024 * 1024;

/** A JSON document from a file, or from standard input for "-", at most IMPORT_FILE_MAX bytes. */
async function readJsonInput(file: string): Promise<unknown> {
  let text: string;
  if (file === '-') {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of process.stdin) {
      chunks.push(c as Buffer);
      size += (c as Buffer).length;
      if (size > IMPORT_FILE_MAX) throw new UsageError(`standard input holds more than ${IMPORT_FILE_MAX / 1024 / 1024} MB`);
    }
    text = Buffer.concat(chunks).toString('utf8');
  } else {
    const st = await fs.stat(file).catch(() => null);
    if (!st?.isFile()) throw new UsageError(`no such file: ${file}`);
    if (st.size > IMPORT_FILE_MAX) throw new UsageError(`${file} is larger than ${IMPORT_FILE_MAX / 1024 / 1024} MB`);
    text = await fs.readFile(file, 'utf8');
  }
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (err) {
    throw new UsageError(`${file === '-' ? 'standard input' : file} is not JSON: ${(err as Error).message.slice(0, 200)}`);
  }
}

async function readImport(f: Flags, pos: string[]): Promise<{ format: ImportFormat; tools: ImportedTool[] }> {
  const format = f.format as ImportFormat;
  if (!(IMPORT_FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${IMPORT_FORMATS.join(', ')}`);
  const definitions = await readJsonInput(need(pos[0], '<file>'));
  try {
    return { format, tools: parseCatalogue(format, definitions) };
  } catch (err) {
    if (err instanceof CatalogueError) throw new UsageError(`nothing was imported: ${err.message}`);
    throw err;
  }
}

const countTools = (n: number) => `${n} tool${n === 1 ? '' : 's'}`;

const formatTool = (t: ToolDefinition) =>
  [
    `${t.name}: ${t.effects.join(',') || '(computed)'}`,
    t.review ? 'review' : null,
    ...ARG_FIELDS.filter((a) => t[a] !== null).map((a) => `${a.replace('_arg', '')}=${t[a]}`),
    `(${t.source})`,
  ]
    .filter(Boolean)
    .join('  ');

async function tools(db: Db, sub: string | undefined, f: Flags, imported: { format: ImportFormat; tools: ImportedTool[] } | null): Promise<number> {
  const ref = await envOf(db, need(f.org, '--org'), envKind(f.env));
  const actor = `cli:${cliUser()}`;
  if (sub === 'set') {
    const raw = need(f.name, '--name');
    const name = raw.length <= 256 ? normaliseToolName(raw) : null;
    if (!name) throw new UsageError(`--name "${raw.slice(0, 80)}" is not a usable tool name`);
    const def: ToolDefinition = {
      name,
      description: f.description?.trim() || null,
      effects: [...new Set(splitList(f.effects))] as EffectClass[],
      review: f.review ?? false,
      amount_arg: f['amount-arg'] || null,
      currency_arg: f['currency-arg'] || null,
      target_arg: f['target-arg'] || null,
      recipient_arg: f['recipient-arg'] || null,
      source: 'operator',
    };
    const problems = toolDefinitionProblems(def);
    if (problems.length > 0) throw new UsageError(problems.map((p) => `--${p.field.replace('_', '-')} ${p.reason}`).join('; '));
    const saved = await upsertTool(db, ref.envId, def, actor).catch(cliConflict);
    out(`${saved.created ? 'added' : 'replaced'} ${formatTool(saved.tool)}`);
    return 0;
  }
  if (sub === 'list') {
    const rows = await listTools(db, ref.envId);
    if (f.json) out(JSON.stringify(rows, null, 2));
    else for (const t of rows) out(formatTool(t));
    if (!f.json) out(`(${countTools(rows.length)}; unknown_write_tools=${ref.settings.unknown_write_tools})`);
    return 0;
  }
  if (sub === 'remove') {
    const raw = need(f.name, '--name');
    const name = normaliseToolName(raw.slice(0, 256));
    if (!name || !(await removeTool(db, ref.envId, name, actor, 'operator'))) {
      process.stderr.write('gatehouse: no such tool in the catalogue\n');
      return 1;
    }
    out(`removed ${name}`);
    return 0;
  }
  if (sub === 'import' && imported) {
    const r = await importTools(db, ref.envId, imported.tools, f.untrusted ? imported.format : 'operator', actor).catch(cliConflict);
    out(`imported ${countTools(r.tools.length)} (${r.created.length} added, ${r.updated.length} replaced)${f.untrusted ? ' as additions only' : ''}`);
    for (const t of r.tools) out(`  ${formatTool(t)}`);
    for (const s of r.skipped) out(`  skipped ${s.name}: ${s.reason}`);
    return 0;
  }
  throw new UsageError('tools needs set, list, remove or import');
}

/** This host's service, as the CLI reaches it (the listening address, or loopback when it listens on all). */
function serviceUrl(cfg: Config): string {
  const host = cfg.host === '0.0.0.0' || cfg.host === '::' ? '127.0.0.1' : cfg.host.includes(':') ? `[${cfg.host}]` : cfg.host;
  return `http://${host}:${cfg.port}`;
}

function instantFlag(v: string | undefined, flag: string): Date | null {
  if (v === undefined) return null;
  const t = Date.parse(v);
  if (!Number.isFinite(t)) throw new UsageError(`${flag} must be an ISO 8601 date or time (2026-11-26 or 2026-11-26T09:00:00Z)`);
  return new Date(t);
}

async function auditCli(db: Db, sub: string | undefined, f: Flags, cfg: Config): Promise<number> {
  if (sub === 'checkpoint') {
    const masters = loadMasterKeys(cfg);
    await checkMasterKey(db, masters);
    out(`${await makeCheckpoints(db, new ReceiptKeys(db, masters, { ttlS: cfg.receiptTtlS }), new Date(), { head: true })} checkpoints signed`);
    return 0;
  }
  if (sub !== 'export') throw new UsageError('audit needs export, verify or checkpoint');
  const ref = await envOf(db, need(f.org, '--org'), envKind(f.env));
  const range = { from: instantFlag(f.from, '--from'), to: instantFlag(f.to, '--to') };
  if (range.from && range.to && range.from >= range.to) throw new UsageError('--from must be before --to');
  const file = f.out ? createWriteStream(f.out, { mode: 0o600 }) : process.stdout;
  const n = await writeExport(db, ref, range, file);
  if (f.out) {
    file.end();
    await once(file, 'finish');
    process.stderr.write(`${n} lines written to ${f.out}\n`);
  }
  return 0;
}

async function shadow(db: Db, sub: string | undefined, f: Flags, pos: string[], tools: unknown): Promise<number> {
  const ref = await envOf(db, need(f.org, '--org'), envKind(f.env));
  const actor = `cli:${cliUser()}`;
  if (sub === 'set') {
    const settings: Record<string, string> = {};
    for (const a of pos) {
      const eq = a.indexOf('=');
      if (eq <= 0) throw new UsageError(`expected name=value, got "${a.slice(0, 80)}"`);
      settings[a.slice(0, eq)] = a.slice(eq + 1);
    }
    const r = await setShadowCandidate(db, ref, { candidate: { settings, ...(tools === undefined ? {} : { tools }) } }, { source: 'operator', actor });
    if ('problems' in r) {
      for (const p of r.problems) process.stderr.write(`gatehouse: ${p.field}: ${p.reason}\n`);
      process.stderr.write('nothing was set\n');
      return 2;
    }
    out(`shadow ${r.shadow.id} set: every live decision is now also decided with it (the live answer does not change)`);
    for (const [n, v] of Object.entries(r.shadow.settings)) out(`  ${n}=${formatSetting(v)}`);
    for (const t of r.shadow.tools) out(`  tool ${formatTool(t)}`);
    return 0;
  }
  if (sub === 'show') {
    const view = await showShadow(db, ref.envId);
    if (f.json) return (out(JSON.stringify(view, null, 2)), 0);
    if (!view.shadow || !view.report) return (out('no shadow (set one with: gatehouse shadow set)'), 0);
    out(`shadow ${view.shadow.id}, set ${view.shadow.set_at} by ${view.shadow.set_by}`);
    for (const [n, v] of Object.entries(view.shadow.settings)) out(`  ${n}=${formatSetting(v)}`);
    for (const t of view.shadow.tools) out(`  tool ${formatTool(t)}`);
    for (const line of shadowReportLines(view.report)) out(line);
    return 0;
  }
  if (sub === 'promote') {
    const r = await promoteShadowCandidate(db, ref.envId, actor).catch(cliConflict);
    if ('none' in r) {
      process.stderr.write('gatehouse: no shadow to promote\n');
      return 1;
    }
    if ('problems' in r) {
      for (const p of r.problems) process.stderr.write(`gatehouse: settings.${p.name}: ${p.reason}\n`);
      process.stderr.write('nothing was promoted: the candidate no longer fits the live settings\n');
      return 2;
    }
    out(`shadow ${r.promoted.id} promoted: ${r.changed.length} setting(s) changed${r.changed.length ? ` (${r.changed.join(', ')})` : ''}, ${r.tools.length} tool(s) saved; no shadow now`);
    return 0;
  }
  if (sub === 'clear') {
    if (!(await clearShadowCandidate(db, ref.envId, actor))) {
      process.stderr.write('gatehouse: no shadow to clear\n');
      return 1;
    }
    out('shadow cleared; nothing live changed');
    return 0;
  }
  throw new UsageError('shadow needs set, show, promote or clear');
}

async function receipts(db: Db, sub: string | undefined, f: Flags, cfg: Config): Promise<number> {
  const ref = await envOf(db, need(f.org, '--org'), envKind(f.env));
  const masters = loadMasterKeys(cfg);
  await checkMasterKey(db, masters);
  const keys = new ReceiptKeys(db, masters, { ttlS: cfg.receiptTtlS });
  if (sub === 'rotate') {
    const r = await keys.rotate(ref);
    await audit(db, { orgId: ref.orgId, envId: ref.envId, actor: `cli:${cliUser()}`, action: 'receipt_key.rotated', subject: r.kid, before: r.retired ? { kid: r.retired.kid } : undefined });
    out(`${r.kid} signs the receipts of ${ref.orgSlug}/${ref.kind} from now on (other processes switch within a minute)`);
    if (r.retired) out(`${r.retired.kid} signs no more; it stays published until ${r.retired.publishedUntil.toISOString()}, when every receipt it signed has expired`);
    return 0;
  }
  if (sub === 'list') {
    for (const k of await listReceiptKeys(db, ref.envId)) {
      out(`${k.id}  created ${k.created_at.toISOString()}  ${k.current ? 'CURRENT' : `retired ${k.retired_at!.toISOString()}, published until ${k.published_until!.toISOString()}`}`);
    }
    return 0;
  }
  throw new UsageError('receipts needs rotate, list or verify');
}

function cliConflict(err: unknown): never {
  if (err instanceof CatalogueConflict) throw new UsageError(err.message);
  throw err;
}

/** The password from standard input (its first line), never from the command line, where `ps` shows it. */
async function readPassword(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) {
    chunks.push(c as Buffer);
    if (Buffer.concat(chunks).length > PASSWORD_MAX_LENGTH * 4) break;
  }
  const password = Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(`the password ${problem}`);
  return password;
}

async function operators(db: Db, sub: string | undefined, f: Flags, password: string | null, cfg: Config): Promise<number> {
  const org = need(f.org, '--org');
  if (sub === 'list') {
    const ref = await envOf(db, org, 'test');
    const rows = await listOperators(db, ref.orgId);
    if (f.json) out(JSON.stringify(rows, null, 2));
    else for (const o of rows) out(`${o.email}  created ${o.created_at}${o.must_change_password ? '  (must choose a password)' : ''}`);
    return 0;
  }
  const email = normaliseEmail(need(f.email, '--email'));
  if (!EMAIL_PATTERN.test(email)) throw new UsageError(`--email "${email}" is not an e-mail address`);
  if (sub === 'remove') {
    const ref = await envOf(db, org, 'test');
    if (!(await removeOperator(db, ref.orgId, email))) {
      process.stderr.write('gatehouse: no such operator\n');
      return 1;
    }
    await audit(db, { orgId: ref.orgId, envId: null, actor: `cli:${cliUser()}`, action: 'operator.removed', subject: email });
    out(`removed ${email}`);
    return 0;
  }
  if (sub !== 'create' && sub !== 'reset') throw new UsageError('operators needs create, reset, list or remove');
  // A generated password is a one-time password: the operator must choose their own at the first sign-in.
  const chosen = password ?? generatePassword();
  const hash = await hashPassword(chosen);
  let orgId: string;
  if (sub === 'create') {
    orgId = await ensureOrg(db, org);
    if (!(await createOperator(db, orgId, email, hash, password === null))) {
      process.stderr.write(`gatehouse: ${email} is already an operator of ${org}; use \`gatehouse operators reset\` for a new password\n`);
      return 1;
    }
  } else {
    orgId = (await envOf(db, org, 'test')).orgId;
    if (!(await resetOperatorPassword(db, orgId, email, hash, password === null))) {
      process.stderr.write('gatehouse: no such operator\n');
      return 1;
    }
  }
  await audit(db, { orgId, envId: null, actor: `cli:${cliUser()}`, action: sub === 'create' ? 'operator.created' : 'operator.password_reset', subject: email });
  out(`${sub === 'create' ? 'Operator created' : 'Password reset'}: ${email} (organisation ${org})`);
  out(`  Sign in at http://${cfg.host === '0.0.0.0' ? '127.0.0.1' : cfg.host}:${cfg.port}/console`);
  if (password === null) out(`  One-time password (shown once; a new one must be chosen at the first sign-in): ${chosen}`);
  else out('  Password set from standard input.');
  return 0;
}
