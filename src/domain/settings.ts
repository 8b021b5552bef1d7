// Per-environment settings: one table of definitions drives defaults, validation, the CLI and the docs.

import { parseAddressList } from './address';
import { forbiddenHostReason } from './addresses';
import { formatRules, readLimits, readSequences, RuleSyntaxError } from './session-rules';
import { unstorableReason } from './text';

export interface EnvSettings {
  daily_cap: number;
  monthly_budget: number | null;
  refund_review_limit: number;
  max_context_bytes: number;
  confidence_threshold: number;
  evidence_threshold: number;
  human_review_threshold: number;
  risk_review_threshold: number;
  risk_deny_threshold: number;
  irreversible_threshold: number;
  blast_radius_threshold: number;
  agents_mode: 'off' | 'record' | 'enforce';
  intake: 'on' | 'off';
  retention: 'full' | 'redacted' | 'metadata' | 'zero';
  policy_version: 'v1' | 'v2';
  model_provider: 'builtin' | 'openai' | 'anthropic';
  model_name: string | null;
  model_base_url: string | null;
  digest: 'on' | 'off';
  /** Comma-separated, normalised addresses: the digest's recipients and the reviewers whose mail replies count. */
  digest_recipients: string | null;
  digest_hour_utc: number;
  /** Comma-separated domains of the organisation: recipients and URLs elsewhere are external (EXTERNAL_RECIPIENT). */
  org_domains: string | null;
  /** What a tool call that changes something gets when the user's request does not explain it. */
  unknown_write_tools: 'explained' | 'review' | 'allow';
  /** Requests per rate_limit_window per API key (a token bucket); null = unlimited. */
  key_rate_limit: number | null;
  /** Requests per rate_limit_window for the whole environment, all its keys together; null = unlimited. */
  env_rate_limit: number | null;
  /** The rate limits' window in seconds: the buckets refill at limit / window per second. */
  rate_limit_window: number;
  /** Approvals (issue 15): every `review` opens an approval that a verdict resolves or the timer expires. */
  approvals: 'off' | 'on';
  /** Seconds an approval waits for a verdict before it expires (counts as denied). */
  approval_timeout_s: number;
  /** Comma-separated, normalised addresses told by mail when an approval expires; null = nobody. */
  escalation_address: string | null;
  /** Where approval events are posted (Standard Webhooks); null = no webhooks. */
  webhook_url: string | null;
  /** Limits over a scope and a window (issue 27), in their canonical text (src/domain/session-rules.ts); null = none. */
  window_limits: string | null;
  /** Sequences within a session (issue 27), in their canonical text; null = none. */
  sequence_rules: string | null;
}

/** What the deployment allows beyond the defaults (from its configuration, passed in by every caller). */
export interface ParseOptions {
  /** GATEHOUSE_WEBHOOK_ALLOW_PRIVATE: webhook_url may name loopback, private, link-local and metadata hosts. */
  allowPrivateWebhooks?: boolean;
}

type Parser = (raw: string, opts?: ParseOptions) => unknown;

interface SettingDef {
  default: unknown;
  help: string;
  parse: Parser;
  /** Write-only (a credential): never shown by the API, nor kept in the audit trail; only whether it is set. */
  secret?: boolean;
}

class SettingError extends Error {}

const int = (min: number, max = Number.MAX_SAFE_INTEGER): Parser => (raw) => {
  if (!/^\d+$/.test(raw)) throw new SettingError(`must be a whole number between ${min} and ${max}`);
  const n = Number(raw);
  if (n < min || n > max) throw new SettingError(`must be a whole number between ${min} and ${max}`);
  return n;
};
const nonNegative: Parser = (raw) => {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0) throw new SettingError('must be a number of at least 0');
  return n;
};
const fraction: Parser = (raw) => {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new SettingError('must be a number from 0 to 1');
  return n;
};
/** A parser that accepts one of a few values; the values are kept on it for forms that offer a choice. */
const oneOf = (...values: string[]): Parser & { choices: readonly string[] } =>
  Object.assign(
    (raw: string) => {
      if (!values.includes(raw)) throw new SettingError(`must be one of ${values.join(', ')}`);
      return raw;
    },
    { choices: values },
  );

/** The values a setting accepts when it is a choice among a few; null for free input. */
export const settingChoices = (name: keyof EnvSettings): readonly string[] | null =>
  (SETTING_DEFS[name].parse as Partial<{ choices: readonly string[] }>).choices ?? null;

/** A setting's value as an operator types it (what parse reads back): null is "none". */
export const formatSetting = (value: unknown): string => (value === null || value === undefined ? 'none' : String(value));
const nullable = (inner: Parser): Parser => (raw, opts) => (raw === '' || raw === 'none' || raw === 'null' ? null : inner(raw, opts));
const text = (max: number): Parser => (raw) => {
  if (raw.length > max || /[\u0000-\u001f]/.test(raw) || unstorableReason(raw) !== null) throw new SettingError(`must be printable text of at most ${max} characters`);
  return raw;
};
/** An http or https URL (no other scheme); throws the setting's problem otherwise. */
function parseHttpUrl(raw: string): URL {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new SettingError('must be an http(s) URL');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new SettingError('must be an http(s) URL');
  return u;
}
const httpUrl: Parser = (raw) => {
  const u = parseHttpUrl(raw);
  if (u.username || u.password) throw new SettingError('must not carry credentials; use GATEHOUSE_MODEL_API_KEY');
  return raw.replace(/\/+$/, '');
};
/**
 * An http(s) URL for webhooks: no other scheme, no credentials, no fragment, and (unless the deployment allows
 * it) no loopback, private, link-local or metadata host (see docs/operations-health.md). Names are checked
 * again after resolution when an event is delivered.
 */
const webhookUrl: Parser = (raw, opts) => {
  if (raw.length > 2000) throw new SettingError('must be an http(s) URL of at most 2000 characters');
  const u = parseHttpUrl(raw);
  if (u.username || u.password) throw new SettingError('must not carry credentials (requests are signed instead)');
  if (u.hash) throw new SettingError('must not have a #fragment');
  const refused = opts?.allowPrivateWebhooks ? null : forbiddenHostReason(u.hostname);
  if (refused) throw new SettingError(`must not reach this machine, a private network or a metadata service (${refused}); an operator can allow it with GATEHOUSE_WEBHOOK_ALLOW_PRIVATE=true`);
  return u.toString();
};
const mailList: Parser = (raw) => {
  const r = parseAddressList(raw);
  if ('problem' in r) throw new SettingError(r.problem);
  return r.addresses.join(',');
};
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
const domainList: Parser = (raw) => {
  const domains = [...new Set(raw.split(/[\s,]+/).filter(Boolean).map((d) => d.toLowerCase().replace(/^@/, '')))];
  if (domains.length === 0 || domains.length > 50) throw new SettingError('must be 1 to 50 comma-separated domain names');
  const bad = domains.find((d) => !DOMAIN.test(d));
  if (bad !== undefined) throw new SettingError(`"${bad.slice(0, 80)}" is not a domain name (example.com)`);
  return domains.join(',');
};
/** Session and window rules: read, then kept in their canonical text (what the console shows and parses back). */
const rulesText = (read: (raw: string) => Parameters<typeof formatRules>[0]): Parser => (raw) => {
  if (raw.length > 4000) throw new SettingError('must be at most 4000 characters');
  try {
    return formatRules(read(raw));
  } catch (err) {
    if (err instanceof RuleSyntaxError) throw new SettingError(err.message);
    throw err;
  }
};
const unlimitedOr = (inner: Parser): Parser => (raw) => (raw === 'unlimited' || raw === 'none' ? null : inner(raw));

export const SETTING_DEFS: Record<keyof EnvSettings, SettingDef> = {
  daily_cap: { default: 10000, parse: int(0), help: 'decisions per UTC day; past it: review + RATE_LIMITED, no model call' },
  monthly_budget: { default: null, parse: unlimitedOr(int(0)), help: 'model calls per UTC month, or "unlimited"; past it: review + COST_CAP_REACHED' },
  refund_review_limit: { default: 500, parse: nonNegative, help: "refunds above this amount (action's currency) need review: HIGH_VALUE_REFUND" },
  max_context_bytes: { default: 65536, parse: int(1, 262144), help: 'serialized context above this many bytes: review + EVIDENCE_TOO_LARGE, no model call' },
  confidence_threshold: { default: 0.6, parse: fraction, help: 'model confidence below this: review + LOW_CONFIDENCE' },
  evidence_threshold: { default: 0.5, parse: fraction, help: 'evidence_supports_action below this: review + EVIDENCE_INSUFFICIENT' },
  human_review_threshold: { default: 0.5, parse: fraction, help: 'human_review_required at or above this: review + HUMAN_REVIEW_REQUIRED' },
  risk_review_threshold: { default: 0.5, parse: fraction, help: 'fraud/exfiltration/data-loss scores at or above this: review' },
  risk_deny_threshold: { default: 0.8, parse: fraction, help: 'fraud/exfiltration/data-loss scores at or above this: deny' },
  irreversible_threshold: { default: 0.3, parse: fraction, help: 'action_reversible at or below this (with a wide blast radius): IRREVERSIBLE_HIGH_IMPACT' },
  blast_radius_threshold: { default: 0.6, parse: fraction, help: 'blast_radius at or above this (with low reversibility): IRREVERSIBLE_HIGH_IMPACT' },
  agents_mode: { default: 'off', parse: oneOf('off', 'record', 'enforce'), help: 'registered agents: off, record (noted), enforce (unknown agents denied)' },
  intake: { default: 'off', parse: oneOf('on', 'off'), help: 'accept text, HTML, mail and arbitrary JSON as well as version-1 requests' },
  retention: { default: 'full', parse: oneOf('full', 'redacted', 'metadata', 'zero'), help: 'how decision content is kept' },
  policy_version: { default: 'v1', parse: oneOf('v1', 'v2'), help: 'v2 turns a low-confidence reject into review + LOW_CONFIDENCE_REJECT' },
  model_provider: {
    default: 'builtin',
    parse: oneOf('builtin', 'openai', 'anthropic'),
    help: 'decision model: builtin (offline), openai (any OpenAI-compatible endpoint) or anthropic (Messages API)',
  },
  model_name: { default: null, parse: nullable(text(200)), help: 'model name sent to the provider (needed for openai and anthropic)' },
  model_base_url: {
    default: null,
    parse: nullable(httpUrl),
    help: "provider base URL; none = the provider's public API (https://api.openai.com/v1, https://api.anthropic.com/v1)",
  },
  digest: { default: 'off', parse: oneOf('on', 'off'), help: 'daily digest mail of the decisions waiting for a verdict (needs SMTP settings and digest_recipients)' },
  digest_recipients: {
    default: null,
    parse: nullable(mailList),
    help: 'comma-separated e-mail addresses (max 50): who gets the digest, and the only senders whose replies are accepted',
  },
  digest_hour_utc: { default: 7, parse: int(0, 23), help: 'hour of the day (UTC, 0-23) the digest is sent at' },
  org_domains: {
    default: null,
    parse: nullable(domainList),
    help: "comma-separated domains of the organisation (max 50); tool calls sending to or sharing with others: EXTERNAL_RECIPIENT",
  },
  unknown_write_tools: {
    default: 'explained',
    parse: oneOf('explained', 'review', 'allow'),
    help: "tool calls that change something: explained (review unless the user's request explains them: UNREQUESTED_ACTION), review (every such call of a tool the operator has not catalogued: UNKNOWN_WRITE_TOOL), allow (facts and the model decide)",
  },
  key_rate_limit: {
    default: 1200,
    parse: unlimitedOr(int(1, 1_000_000)),
    help: 'API requests per rate_limit_window per API key, or "unlimited"; past it: 429 rate_limited with Retry-After',
  },
  env_rate_limit: {
    default: 3000,
    parse: unlimitedOr(int(1, 10_000_000)),
    help: 'API requests per rate_limit_window for the environment (all its keys), or "unlimited"; past it: 429 rate_limited',
  },
  rate_limit_window: { default: 60, parse: int(1, 86_400), help: 'window of the rate limits in seconds (tokens refill at limit / window per second)' },
  approvals: { default: 'off', parse: oneOf('off', 'on'), help: 'on: every review opens an approval the agent can wait for (?wait=N); a verdict resolves it, the timer expires it' },
  approval_timeout_s: { default: 3600, parse: int(5, 2_592_000), help: 'seconds an approval waits for a verdict (5 to 2592000); then it expires, which counts as denied' },
  escalation_address: {
    default: null,
    parse: nullable(mailList),
    help: 'comma-separated e-mail addresses (max 50) told once when an approval expires unanswered (needs SMTP settings)',
  },
  webhook_url: {
    default: null,
    parse: nullable(webhookUrl),
    help: 'http(s) URL approval events are posted to, signed per Standard Webhooks; the signing secret is shown once when first set',
  },
  window_limits: {
    default: null,
    parse: nullable(rulesText(readLimits)),
    help: 'limits over a scope (agent, key, session, organisation) and a window, separated by ";", e.g. "sum type:refund <= 2000 EUR per agent per 1d; count effect:external_communication <= 20 per session per 1h"; a call past one: review + WINDOW_LIMIT_EXCEEDED (end a rule with "deny" to deny)',
  },
  sequence_rules: {
    default: null,
    parse: nullable(rulesText(readSequences)),
    help: 'sequences, separated by ";", e.g. "untrusted_output; payee_change within 7d": after a mail, web or outside-file read in the session, a send, payment or code execution is review + UNTRUSTED_OUTPUT_FOLLOWED; a payment to a payee whose bank details changed within the window is review + PAYEE_CHANGED_RECENTLY ("per session" unless another scope is named)',
  },
};

export const SETTING_NAMES = Object.keys(SETTING_DEFS) as (keyof EnvSettings)[];

export function defaultSettings(): EnvSettings {
  return Object.fromEntries(SETTING_NAMES.map((k) => [k, SETTING_DEFS[k].default])) as unknown as EnvSettings;
}

/** Stored settings hold only what an operator changed; defaults fill the rest. */
export function resolveSettings(stored: Record<string, unknown> | null | undefined): EnvSettings {
  return { ...defaultSettings(), ...(stored ?? {}) } as EnvSettings;
}

export interface SettingProblem {
  name: string;
  reason: string;
}

type Parsed = { changes: Partial<EnvSettings>; problems: SettingProblem[] };

/** Parses one setting's value as an operator types it into `into`; an unknown name or a bad value is a problem. */
function parseOne(name: string, raw: string, into: { changes: Record<string, unknown>; problems: SettingProblem[] }, opts?: ParseOptions): void {
  if (!Object.hasOwn(SETTING_DEFS, name)) {
    into.problems.push({ name, reason: `unknown setting; known: ${SETTING_NAMES.join(', ')}` });
    return;
  }
  try {
    into.changes[name] = SETTING_DEFS[name as keyof EnvSettings].parse(raw, opts);
  } catch (err) {
    if (!(err instanceof SettingError)) throw err;
    into.problems.push({ name, reason: err.message });
  }
}

/** Parses `name=value` assignments (CLI, console form). Returns the changes, or every problem found. */
export function parseAssignments(assignments: string[], opts?: ParseOptions): Parsed {
  const out = { changes: {} as Record<string, unknown>, problems: [] as SettingProblem[] };
  for (const a of assignments) {
    const eq = a.indexOf('=');
    if (eq <= 0) out.problems.push({ name: a, reason: 'expected name=value' });
    else parseOne(a.slice(0, eq), a.slice(eq + 1), out, opts);
  }
  return out as Parsed;
}

/**
 * Parses a JSON object of name → value (PATCH /v1/settings) with the same parsers: a string is read as typed
 * in the CLI, a number as its decimal text, null as "none". Returns the changes, or every problem found.
 */
export function parseSettingValues(values: Record<string, unknown>, opts?: ParseOptions): Parsed {
  const out = { changes: {} as Record<string, unknown>, problems: [] as SettingProblem[] };
  for (const [name, value] of Object.entries(values)) {
    if (value === null) parseOne(name, 'none', out, opts);
    else if (typeof value === 'string' || typeof value === 'number') parseOne(name, String(value), out, opts);
    else if (!Object.hasOwn(SETTING_DEFS, name)) parseOne(name, '', out);
    else out.problems.push({ name, reason: 'must be a string, a number or null' });
  }
  return out as Parsed;
}

export interface SettingView {
  /** The current value; null for a secret setting (see set). */
  value: unknown;
  default: unknown;
  help: string;
  /** The values accepted, when the setting is a choice among a few. */
  choices: readonly string[] | null;
  /** Write-only: the value is never shown, only whether it is set. */
  secret: boolean;
  set: boolean;
}

/** The settings as shown to an operator (GET /v1/settings): secrets are never shown. */
export function settingsView(s: EnvSettings): Record<string, SettingView> {
  return Object.fromEntries(
    SETTING_NAMES.map((n) => {
      const d = SETTING_DEFS[n];
      const secret = d.secret === true;
      const set = s[n] !== null && s[n] !== undefined;
      return [n, { value: secret ? null : s[n], default: secret ? null : d.default, help: d.help, choices: settingChoices(n), secret, set }];
    }),
  );
}

/** A setting's value as the audit trail keeps it: a secret only as whether it is set. */
export const auditedValue = (name: keyof EnvSettings, value: unknown): unknown =>
  SETTING_DEFS[name].secret ? (value === null || value === undefined ? null : '(secret)') : value;

/** Checks that only make sense across settings, run on the merged result before it is stored. */
export function consistencyProblems(s: EnvSettings): SettingProblem[] {
  const problems: SettingProblem[] = [];
  if (s.risk_review_threshold > s.risk_deny_threshold) {
    problems.push({ name: 'risk_review_threshold', reason: 'must not exceed risk_deny_threshold' });
  }
  if (s.model_provider !== 'builtin' && !s.model_name) {
    problems.push({ name: 'model_provider', reason: `${s.model_provider} needs model_name` });
  }
  if (s.digest === 'on' && !s.digest_recipients) problems.push({ name: 'digest', reason: 'on needs digest_recipients' });
  return problems;
}
