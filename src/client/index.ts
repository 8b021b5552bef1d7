// gatehouse/client: a small typed client for the Gatehouse API on the platform's fetch. Every evaluate call
// carries an Idempotency-Key, reused across its retries, so a retried call never makes a second decision.
// Retries happen on 429, 503 and network failures only, honour Retry-After, and are bounded in attempts and
// in total wait; any other 4xx is thrown at once as a GatehouseError. Each attempt has a timeout.

import { randomUUID } from 'node:crypto';
import { normaliseToolName } from '../contract/tools';
import { GatehouseError, parseRetryAfter } from './errors';
import { receiptEnv, receiptJwksPath } from '../receipts/verify';
import { pause, timeoutSignal } from '../lib/timers';
import { verifyReceiptWithKeys, type Jwks, type VerifiedReceipt } from './receipt';
import type { AgreementReport, Decision, EvaluateRequest, Health, Review, ReviewRequest, ToolCallRequest, ToolList } from './types';

export { GatehouseError, parseRetryAfter } from './errors';
export { verifyReceiptWithKeys, type Jwks, type VerifiedReceipt, type VerifyReceiptOptions } from './receipt';
export type * from './types';
export { approvalStatus, checkToolCall, guard, newSessionId, GatehouseRefusal, type CallContext, type CheckOptions, type Checked, type GuardOptions, type Refusal, type RefusalKind } from './guard';
export type { components, paths, operations } from './openapi.gen';

/** Longest `wait` the service honours on GET /v1/decisions/{id}. */
export const MAX_DECISION_WAIT_SECONDS = 60;

export interface RetryOptions {
  /** Attempts in all, the first included (default 4; 1 = no retries). */
  maxAttempts?: number;
  /** Total time spent waiting between attempts, at most (default 30 000 ms). A longer Retry-After is not waited for. */
  maxWaitMs?: number;
  /** First backoff when the service gives no Retry-After; doubled per attempt, with jitter (default 250 ms). */
  baseDelayMs?: number;
}

export interface ClientOptions {
  /** The service's base address, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** An API key (`Authorization: Bearer …`). */
  apiKey: string;
  /** Default `actor.name` for evaluateToolCall (default `agent`). */
  agent?: string;
  /** Per-attempt timeout (default 10 000 ms); a waiting getDecision adds its wait to it. */
  timeoutMs?: number;
  retry?: RetryOptions;
  /** The fetch to use (default the global one). */
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Cancels the call, retries and waits included. */
  signal?: AbortSignal;
}

export interface EvaluateOptions extends CallOptions {
  /** The Idempotency-Key (1 to 128 characters); a fresh UUID when not given. Reused across this call's retries. */
  idempotencyKey?: string;
}

export interface GetDecisionOptions extends CallOptions {
  /** Seconds the service may hold the answer while an approval is pending (0 to 60, contract 0.5.0). */
  wait?: number;
}

interface Send {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Waits `ms`; rejects with `aborted` when the signal aborts first. */
const sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
  await pause(ms, signal);
  if (signal?.aborted) throw abortError(signal);
};

const abortError = (signal: AbortSignal): GatehouseError =>
  new GatehouseError(0, 'aborted', `request aborted: ${signal.reason instanceof Error ? signal.reason.message : String(signal.reason ?? 'aborted')}`);

/** The tool's name as Gatehouse's action type: `BinanceGetRealTimePrice` → `binance_get_real_time_price`. */
export function toolActionType(name: string): string {
  const type = normaliseToolName(name);
  if (type === null) throw new GatehouseError(0, 'invalid_request', `tool name ${JSON.stringify(name.slice(0, 80))} has no letters to make an action type of`);
  return type;
}

/** The version-1 request for a tool call: the structured path documented in docs/tool-calls.md. */
export function toolCallRequest(call: ToolCallRequest, defaultAgent = 'agent'): EvaluateRequest {
  const args = call.arguments;
  const parameters = args === undefined || args === null ? null : typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>) : { input: args };
  const action: EvaluateRequest['action'] = { type: toolActionType(call.name), parameters };
  if (call.description) action.description = call.description.slice(0, 2000);
  const req: EvaluateRequest = {
    action,
    actor: { name: (call.agentId ?? defaultAgent).slice(0, 128), type: 'ai_agent' },
    context: { user_request: call.userRequest ?? null, history: call.history ?? [], ...(call.sessionId ? { session_id: call.sessionId.slice(0, 128) } : {}) },
  };
  if (call.options) req.options = call.options;
  return req;
}

export class GatehouseClient {
  private readonly base: string;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;
  private readonly retry: Required<RetryOptions>;
  readonly agent: string;

  constructor(private readonly opts: ClientOptions) {
    if (!opts.baseUrl) throw new TypeError('baseUrl is required');
    if (!opts.apiKey) throw new TypeError('apiKey is required');
    this.base = opts.baseUrl.replace(/\/+$/, '');
    this.fetchFn = opts.fetch ?? globalThis.fetch;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.agent = opts.agent ?? 'agent';
    this.retry = { maxAttempts: Math.max(1, opts.retry?.maxAttempts ?? 4), maxWaitMs: opts.retry?.maxWaitMs ?? 30_000, baseDelayMs: opts.retry?.baseDelayMs ?? 250 };
  }

  /** POST /v1/gate/evaluate: one proposed action in, one recorded decision out. */
  evaluate(req: EvaluateRequest, opts: EvaluateOptions = {}): Promise<Decision> {
    const key = opts.idempotencyKey ?? randomUUID();
    return this.send<Decision>({ method: 'POST', path: '/v1/gate/evaluate', body: req, headers: { 'idempotency-key': key }, signal: opts.signal });
  }

  /** A tool call about to be made, decided with the user's request and the conversation so far. */
  evaluateToolCall(call: ToolCallRequest, opts: EvaluateOptions = {}): Promise<Decision> {
    return this.evaluate(toolCallRequest(call, this.agent), opts);
  }

  /** GET /v1/decisions/{id}; with `wait`, the service may hold the answer until a pending approval is decided. */
  getDecision(id: string, opts: GetDecisionOptions = {}): Promise<Decision> {
    const wait = opts.wait === undefined ? 0 : Math.min(MAX_DECISION_WAIT_SECONDS, Math.max(0, Math.floor(opts.wait)));
    const query = wait > 0 ? `?wait=${wait}` : '';
    return this.send<Decision>({ method: 'GET', path: `/v1/decisions/${encodeURIComponent(id)}${query}`, timeoutMs: this.timeoutMs + wait * 1000, signal: opts.signal });
  }

  /** POST /v1/decisions/{id}/review: what the person did; the latest verdict is the one kept. */
  review(id: string, verdict: ReviewRequest, opts: CallOptions = {}): Promise<Review> {
    return this.send<Review>({ method: 'POST', path: `/v1/decisions/${encodeURIComponent(id)}/review`, body: verdict, signal: opts.signal });
  }

  /** GET /v1/tools: the environment's tool catalogue. */
  listTools(opts: CallOptions = {}): Promise<ToolList> {
    return this.send<ToolList>({ method: 'GET', path: '/v1/tools', signal: opts.signal });
  }

  /** GET /v1/reports/agreement: how often people agreed with the decisions in a period (ISO dates). */
  agreementReport(period: { from?: string; to?: string } = {}, opts: CallOptions = {}): Promise<AgreementReport> {
    const q = new URLSearchParams();
    if (period.from) q.set('from', period.from);
    if (period.to) q.set('to', period.to);
    const s = q.toString();
    return this.send<AgreementReport>({ method: 'GET', path: `/v1/reports/agreement${s ? `?${s}` : ''}`, signal: opts.signal });
  }

  /** GET /v1/health (no key needed, sent anyway). */
  health(opts: CallOptions = {}): Promise<Health> {
    return this.send<Health>({ method: 'GET', path: '/v1/health', signal: opts.signal });
  }

  /**
   * The URL of an environment's receipt keys, a standard JWKS (`GET /v1/receipts/{org}/{env}/jwks.json`,
   * contract 0.6.0; no key needed): what jose's `createRemoteJWKSet` takes. `org` and `env` are a receipt's claims.
   */
  receiptJwksUrl(org: string, env: string): string {
    return `${this.base}${receiptJwksPath(org, env)}`;
  }

  /** The published keys of the environment a receipt names (its `org` and `env` claims), current and retired. */
  async receiptKeys(receipt: string, opts: CallOptions = {}): Promise<Jwks> {
    const { org, env } = await receiptEnv(receipt).catch(() => {
      throw new GatehouseError(0, 'invalid_receipt', 'receipt is not a compact JWS naming its org and env');
    });
    return this.send<Jwks>({ method: 'GET', path: receiptJwksPath(org, env), signal: opts.signal });
  }

  /**
   * Checks a decision's receipt against its environment's published keys (or `jwks` when given); with
   * `actionHash`, also that it is the receipt of that action. Throws GatehouseError `invalid_receipt`.
   */
  async verifyReceipt(receipt: string, opts: CallOptions & { jwks?: Jwks; actionHash?: string; action?: unknown } = {}): Promise<VerifiedReceipt> {
    const jwks = opts.jwks ?? (await this.receiptKeys(receipt, opts));
    return verifyReceiptWithKeys(receipt, { jwks, actionHash: opts.actionHash, action: opts.action });
  }

  /** One request with bounded retries on 429/503/network failures; the same headers (idempotency key) each time. */
  private async send<T>(s: Send): Promise<T> {
    let waited = 0;
    for (let attempt = 1; ; attempt++) {
      let err: GatehouseError;
      try {
        return await this.attempt<T>(s);
      } catch (e) {
        if (!(e instanceof GatehouseError)) throw e;
        err = e;
      }
      if (!err.retryable || attempt >= this.retry.maxAttempts) throw err;
      const backoff = this.retry.baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
      const delay = err.retryAfter !== undefined ? err.retryAfter * 1000 : backoff;
      if (waited + delay > this.retry.maxWaitMs) throw err;
      await sleep(delay, s.signal);
      waited += delay;
    }
  }

  private async attempt<T>(s: Send): Promise<T> {
    if (s.signal?.aborted) throw abortError(s.signal);
    // Not AbortSignal.any with AbortSignal.timeout: Node 20 can collect the timeout and never fire it.
    const limit = timeoutSignal(s.timeoutMs ?? this.timeoutMs, s.signal);
    const signal = limit.signal;
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${this.opts.apiKey}`, ...s.headers };
    if (s.body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    let text: string;
    try {
      res = await this.fetchFn(`${this.base}${s.path}`, { method: s.method, headers, body: s.body === undefined ? undefined : JSON.stringify(s.body), signal });
      text = await res.text();
    } catch (e) {
      if (s.signal?.aborted) throw abortError(s.signal);
      if (limit.timedOut()) throw new GatehouseError(0, 'timeout', `${s.method} ${s.path.split('?')[0]} did not answer within ${s.timeoutMs ?? this.timeoutMs} ms`);
      throw new GatehouseError(0, 'network_error', `${s.method} ${s.path.split('?')[0]} failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      limit.clear();
    }
    let body: unknown = undefined;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON: handled below
    }
    if (res.ok) {
      if (body === undefined) throw new GatehouseError(res.status, 'invalid_response', `${s.method} ${s.path.split('?')[0]} answered ${res.status} without a JSON body`);
      return body as T;
    }
    const e = typeof body === 'object' && body !== null ? (body as { error?: unknown; message?: unknown; details?: unknown }) : {};
    throw new GatehouseError(
      res.status,
      typeof e.error === 'string' ? e.error : res.status === 429 ? 'rate_limited' : `http_${res.status}`,
      typeof e.message === 'string' ? e.message : `${s.method} ${s.path.split('?')[0]} answered ${res.status}`,
      e.details,
      parseRetryAfter(res.headers.get('retry-after')),
    );
  }
}

/** A client for one service and key. */
export function createClient(opts: ClientOptions): GatehouseClient {
  return new GatehouseClient(opts);
}
