// Configuration is read once, at start, from the environment passed in, and validated as a whole.

import os from 'node:os';
import path from 'node:path';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../api/body';
import { DEFAULT_TEMPORAL_CLI_BASE_URL } from '../embedded/temporal-cli';
import { readMailConfig, type MailConfig } from '../mail/config';
import { DEFAULT_TASK_QUEUE } from '../lib/names';
import { DEFAULT_RECEIPT_TTL_S } from '../receipts/claims';
import { parseMasterKeys } from '../lib/secrets';

export interface TemporalTls {
  certPath?: string;
  keyPath?: string;
  caPath?: string;
  serverName?: string;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** External PostgreSQL; when unset, embedded PostgreSQL runs under dataDir. */
  databaseUrl?: string;
  pgPort: number;
  /** External Temporal; when unset, the Temporal CLI dev server runs under dataDir. */
  temporalAddress?: string;
  temporalNamespace: string;
  /** TLS to Temporal: its settings; false: plaintext said explicitly (TEMPORAL_TLS=false); unset: TLS only with an API key. */
  temporalTls?: TemporalTls | false;
  /** TEMPORAL_API_KEY: sent as `authorization: Bearer <key>` on every call to Temporal (Temporal Cloud's API keys, or a JWT a self-hosted frontend checks). */
  temporalApiKey?: string;
  temporalPort: number;
  temporalUiPort: number;
  temporalCli?: string;
  /** Where the Temporal CLI's release archives are downloaded from (GATEHOUSE_TEMPORAL_CLI_BASE_URL): `<base>/<tag>/<asset>`. */
  temporalCliBaseUrl: string;
  taskQueue: string;
  deployment: string;
  /**
   * The one deadline of a decision (GATEHOUSE_EVALUATE_TIMEOUT_MS, default 5000): the caller's wait ends
   * here; the run's deadline, after which nothing is recorded, is RECORD_GRACE_MS before it; every activity
   * timeout is what is left of that.
   */
  evaluateTimeoutMs: number;
  /**
   * How long a request may take to arrive, headers and body (GATEHOUSE_REQUEST_TIMEOUT_MS, default 30000):
   * a stalled or trickling upload is answered 408 `request_timeout` then and its connection closed.
   */
  requestTimeoutMs: number;
  /**
   * Decisions this API process lets in at once (GATEHOUSE_MAX_IN_FLIGHT, default 2 per CPU core of the
   * machine: on 2 cores, 4 held the measured throughput and kept admitted requests within the latency goal
   * at twice the saturating rate, where 8 let them queue); the next ones wait in the fair admission queue
   * (src/runtime/admission.ts). Size it from measured capacity: saturation throughput (decisions/s,
   * `npm run bench`) times the latency you accept under load (s).
   */
  maxInFlight: number;
  /**
   * The in-flight limit adapts to measured latency (GATEHOUSE_ADAPTIVE_LIMIT, true or false): it moves between
   * 2 and `maxInFlight`, shrinking while decisions take more than 1.5 × their no-load time (src/api/adaptive-limit.ts).
   * false: the limit is `maxInFlight`, fixed.
   */
  adaptiveLimit: boolean;
  /**
   * The longest wait in the fair admission queue (GATEHOUSE_QUEUE_DELAY_MS, default two fifths of the deadline,
   * at most 2000; 0: no queue). A request is queued while the wait it can expect fits; past it, 429 `overloaded`.
   * (A quarter, at most 1000, refused the last few of a burst of 32 whose decisions held their slot about 150 ms.)
   */
  queueDelayMs: number;
  /**
   * How long an organisation counts as active after its last request (GATEHOUSE_SHARE_WINDOW_MS, default
   * 1000; 0: only while it has a request queued or in flight). While several are active, each holds at most
   * ceil(limit / active), and at least half, of the decisions in flight (src/api/admission.ts).
   */
  shareWindowMs: number;
  /**
   * A flood beside a light neighbour holds half its share (GATEHOUSE_FLOOD_SHARE, true or false, default true):
   * while another active organisation asks for no more than half a share, one that asks for more holds at most
   * half its share of the decisions in flight, rounded up (src/api/admission.ts). false: its whole share.
   */
  floodShare: boolean;
  /**
   * The share of time a flood beside a light neighbour may hold its slot (GATEHOUSE_FLOOD_DUTY, a number in (0, 1],
   * default 0.5; 1: no pacing): after each of its decisions it waits that decision's slot time times (1 / duty - 1)
   * before the next one starts (src/api/admission.ts). Only with GATEHOUSE_FLOOD_SHARE.
   */
  floodDuty: number;
  /**
   * Workflow task and local activity slots of this process's worker (GATEHOUSE_WORKER_SLOTS, default 32):
   * at least the in-flight limit of every API process it serves (each decision holds one of each).
   */
  workerSlots: number;
  /** The prebuilt workflow bundle (GATEHOUSE_WORKFLOW_BUNDLE); default: workflow-bundle.js of the build. */
  workflowBundle?: string;

  modelApiKey?: string;
  cacheDir: string;
  /** Master keys of the payload codec (GATEHOUSE_PAYLOAD_KEY); unset: one kept in the data directory. */
  payloadKeys?: Buffer[];
  /** Lifetime of a receipt in seconds (GATEHOUSE_RECEIPT_TTL_S, 60 to 31,536,000; default 2,592,000 = 30 days). */
  receiptTtlS: number;
  /** Token for the codec endpoint (GATEHOUSE_CODEC_TOKEN); unset: one kept in the data directory. */
  codecToken?: string;
  /** Browser origins allowed to call the codec endpoint (the Temporal UI). */
  codecOrigins: string[];
  /** Base URL of the Temporal Web UI for the console's links (GATEHOUSE_TEMPORAL_UI_URL); the dev server's by default. */
  temporalUiUrl?: string;
  /** Express `trust proxy` (GATEHOUSE_TRUST_PROXY): hops or addresses whose X-Forwarded-* headers count. */
  trustProxy: string | number | boolean;
  /** SMTP (digests out) and IMAP (replies in): see src/mail/config.ts. */
  mail: MailConfig;
  /** First retry of a failed webhook delivery (GATEHOUSE_WEBHOOK_RETRY_INITIAL_MS, 100..60000, default 2000); doubles up to an hour, for 24 hours. */
  webhookRetryInitialMs: number;
  /**
   * GATEHOUSE_WEBHOOK_ALLOW_PRIVATE=true: webhook_url may name loopback, private, link-local, unique-local and
   * metadata hosts (refused by default, when set and again after DNS resolution at delivery).
   */
  webhookAllowPrivate: boolean;
  /**
   * Backtests (issue 28): decisions per batch (GATEHOUSE_BACKTEST_BATCH, 1..5000, default 500), batches per
   * workflow run before it continues as new (GATEHOUSE_BACKTEST_BATCHES_PER_RUN, 1..1000, default 50), the
   * batch heartbeat timeout (GATEHOUSE_BACKTEST_HEARTBEAT_MS, 1000..600000, default 30000) and how often a
   * queued backtest asks for its turn (GATEHOUSE_BACKTEST_POLL_MS, 100..60000, default 2000).
   */
  backtest: { batchSize: number; batchesPerRun: number; heartbeatMs: number; pollMs: number };
}

export class ConfigError extends Error {}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) problems.push(`${name} must be a port number (0-65535), got "${raw}"`);
  return n;
}

function codecConfig(str: (name: string) => string | undefined, uiPort: number, problems: string[]): Pick<Config, 'payloadKeys' | 'codecToken' | 'codecOrigins'> {
  let payloadKeys: Buffer[] | undefined;
  const raw = str('GATEHOUSE_PAYLOAD_KEY');
  if (raw) {
    try {
      payloadKeys = parseMasterKeys(raw);
    } catch (err) {
      problems.push((err as Error).message);
    }
  }
  const codecToken = str('GATEHOUSE_CODEC_TOKEN');
  if (codecToken !== undefined && (codecToken.length < 16 || !/^[\x21-\x7e]+$/.test(codecToken))) {
    problems.push('GATEHOUSE_CODEC_TOKEN must be at least 16 printable characters without spaces');
  }
  const origins = str('GATEHOUSE_CODEC_CORS_ORIGINS');
  const codecOrigins = origins
    ? origins.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean)
    : [`http://127.0.0.1:${uiPort}`, `http://localhost:${uiPort}`];
  return { payloadKeys, codecToken, codecOrigins };
}

function httpUrl(name: string, raw: string | undefined, problems: string[]): string | undefined {
  if (!raw) return undefined;
  try {
    const u = new URL(raw);
    if (u.protocol === 'http:' || u.protocol === 'https:') return raw.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name} must be an http(s) URL`);
  return undefined;
}

/** "true"/"false", a hop count, or express's list form ("loopback", "10.0.0.0/8, 127.0.0.1"). */
function trustProxy(raw: string | undefined): string | number | boolean {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** Whether the in-flight limit adapts when GATEHOUSE_ADAPTIVE_LIMIT is not set (docs/admission.md, the bench figures). */
export const ADAPTIVE_LIMIT_DEFAULT = false;

/** Two decisions in flight per CPU core (at least 2): the default in-flight limit of an API process. */
export function defaultMaxInFlight(cores = os.availableParallelism()): number {
  return Math.max(2, 2 * cores);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const str = (name: string) => (env[name] && env[name]!.trim() !== '' ? env[name]!.trim() : undefined);
  const flag = (name: string) => {
    const raw = str(name);
    if (raw !== undefined && raw !== 'true' && raw !== 'false') problems.push(`${name} must be true or false`);
    return raw === 'true';
  };
  const flagOr = (name: string, fallback: boolean) => (str(name) === undefined ? fallback : flag(name));
  const timeout = Number(str('GATEHOUSE_EVALUATE_TIMEOUT_MS') ?? 5000);
  if (!Number.isInteger(timeout) || timeout < 1000 || timeout > 60000) problems.push('GATEHOUSE_EVALUATE_TIMEOUT_MS must be 1000..60000');
  const requestTimeoutMs = Number(str('GATEHOUSE_REQUEST_TIMEOUT_MS') ?? DEFAULT_REQUEST_TIMEOUT_MS);
  if (!Number.isInteger(requestTimeoutMs) || requestTimeoutMs < 1000 || requestTimeoutMs > 600_000) problems.push('GATEHOUSE_REQUEST_TIMEOUT_MS must be 1000..600000');
  const maxInFlight = Number(str('GATEHOUSE_MAX_IN_FLIGHT') ?? defaultMaxInFlight());
  if (!Number.isInteger(maxInFlight) || maxInFlight < 1 || maxInFlight > 10000) problems.push('GATEHOUSE_MAX_IN_FLIGHT must be 1..10000');
  const queueDelayMs = Number(str('GATEHOUSE_QUEUE_DELAY_MS') ?? Math.min(2000, Math.floor((timeout * 2) / 5)));
  if (!Number.isInteger(queueDelayMs) || queueDelayMs < 0 || queueDelayMs > timeout / 2) problems.push('GATEHOUSE_QUEUE_DELAY_MS must be 0..half of GATEHOUSE_EVALUATE_TIMEOUT_MS');
  const floodDuty = Number(str('GATEHOUSE_FLOOD_DUTY') ?? 0.5);
  if (!(floodDuty > 0 && floodDuty <= 1)) problems.push('GATEHOUSE_FLOOD_DUTY must be a number in (0, 1]');
  const shareWindowMs = Number(str('GATEHOUSE_SHARE_WINDOW_MS') ?? 1000);
  if (!Number.isInteger(shareWindowMs) || shareWindowMs < 0 || shareWindowMs > 60_000) problems.push('GATEHOUSE_SHARE_WINDOW_MS must be 0..60000');
  const receiptTtlS = Number(str('GATEHOUSE_RECEIPT_TTL_S') ?? DEFAULT_RECEIPT_TTL_S);
  if (!Number.isInteger(receiptTtlS) || receiptTtlS < 60 || receiptTtlS > 31_536_000) problems.push('GATEHOUSE_RECEIPT_TTL_S must be 60..31536000 (seconds)');
  const webhookRetryInitialMs = Number(str('GATEHOUSE_WEBHOOK_RETRY_INITIAL_MS') ?? 2000);
  if (!Number.isInteger(webhookRetryInitialMs) || webhookRetryInitialMs < 100 || webhookRetryInitialMs > 60000) {
    problems.push('GATEHOUSE_WEBHOOK_RETRY_INITIAL_MS must be 100..60000');
  }
  const workerSlots = Number(str('GATEHOUSE_WORKER_SLOTS') ?? 32);
  if (!Number.isInteger(workerSlots) || workerSlots < 2 || workerSlots > 10000) problems.push('GATEHOUSE_WORKER_SLOTS must be 2..10000');

  const bounded = (name: string, fallback: number, min: number, max: number): number => {
    const n = Number(str(name) ?? fallback);
    if (!Number.isInteger(n) || n < min || n > max) problems.push(`${name} must be ${min}..${max}`);
    return n;
  };
  const backtest = {
    batchSize: bounded('GATEHOUSE_BACKTEST_BATCH', 500, 1, 5000),
    batchesPerRun: bounded('GATEHOUSE_BACKTEST_BATCHES_PER_RUN', 50, 1, 1000),
    heartbeatMs: bounded('GATEHOUSE_BACKTEST_HEARTBEAT_MS', 30_000, 1000, 600_000),
    pollMs: bounded('GATEHOUSE_BACKTEST_POLL_MS', 2000, 100, 60_000),
  };

  const tls: TemporalTls = {
    certPath: str('TEMPORAL_TLS_CERT'),
    keyPath: str('TEMPORAL_TLS_KEY'),
    caPath: str('TEMPORAL_TLS_CA'),
    serverName: str('TEMPORAL_TLS_SERVER_NAME'),
  };
  if (!!tls.certPath !== !!tls.keyPath) problems.push('TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY go together');
  const tlsFlag = str('TEMPORAL_TLS');
  if (tlsFlag !== undefined && tlsFlag !== 'true' && tlsFlag !== 'false') problems.push('TEMPORAL_TLS must be true or false');
  if (tlsFlag === 'false' && Object.values(tls).some(Boolean)) problems.push('TEMPORAL_TLS=false goes with no TEMPORAL_TLS_* setting');
  const tlsOn = tlsFlag === 'true' || Object.values(tls).some(Boolean);
  const databaseUrl = str('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must be a postgres:// URL');
  const xdg = str('XDG_CACHE_HOME') ?? path.join(env.HOME ?? '/tmp', '.cache');
  const cfg: Config = {
    host: str('HOST') ?? '127.0.0.1',
    port: port(env, 'PORT', 8080, problems),
    dataDir: path.resolve(str('GATEHOUSE_DATA_DIR') ?? '.gatehouse'),
    databaseUrl,
    pgPort: port(env, 'GATEHOUSE_PG_PORT', 54329, problems),
    temporalAddress: str('TEMPORAL_ADDRESS'),
    temporalNamespace: str('TEMPORAL_NAMESPACE') ?? 'default',
    temporalTls: tlsOn ? tls : tlsFlag === 'false' ? false : undefined,
    temporalApiKey: str('TEMPORAL_API_KEY'),
    temporalPort: port(env, 'GATEHOUSE_TEMPORAL_PORT', 7233, problems),
    temporalUiPort: port(env, 'GATEHOUSE_TEMPORAL_UI_PORT', 8233, problems),
    temporalCli: str('TEMPORAL_CLI'),
    temporalCliBaseUrl: httpUrl('GATEHOUSE_TEMPORAL_CLI_BASE_URL', str('GATEHOUSE_TEMPORAL_CLI_BASE_URL'), problems) ?? DEFAULT_TEMPORAL_CLI_BASE_URL,
    taskQueue: str('GATEHOUSE_TASK_QUEUE') ?? DEFAULT_TASK_QUEUE,
    deployment: str('GATEHOUSE_ENV') ?? 'development',
    evaluateTimeoutMs: timeout,
    requestTimeoutMs,
    maxInFlight,
    adaptiveLimit: flagOr('GATEHOUSE_ADAPTIVE_LIMIT', ADAPTIVE_LIMIT_DEFAULT),
    queueDelayMs,
    shareWindowMs,
    floodShare: flagOr('GATEHOUSE_FLOOD_SHARE', true),
    floodDuty,
    workerSlots,
    workflowBundle: str('GATEHOUSE_WORKFLOW_BUNDLE'),

    modelApiKey: str('GATEHOUSE_MODEL_API_KEY'),
    cacheDir: path.join(xdg, 'gatehouse'),
    ...codecConfig(str, port(env, 'GATEHOUSE_TEMPORAL_UI_PORT', 8233, []), problems),
    receiptTtlS,
    temporalUiUrl: httpUrl('GATEHOUSE_TEMPORAL_UI_URL', str('GATEHOUSE_TEMPORAL_UI_URL'), problems),
    trustProxy: trustProxy(str('GATEHOUSE_TRUST_PROXY')),
    mail: readMailConfig(str, problems),
    webhookRetryInitialMs,
    webhookAllowPrivate: flag('GATEHOUSE_WEBHOOK_ALLOW_PRIVATE'),
    backtest,
  };
  if (problems.length > 0) throw new ConfigError(`configuration is invalid:\n  - ${problems.join('\n  - ')}`);
  return cfg;
}
