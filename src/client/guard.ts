// The tool guard: Gatehouse is asked before a tool runs. `allow` runs it; `review` waits (bounded) for the
// person's verdict and runs only when it is `approved`; `deny`, `more_information`, a verdict other than
// approved, an approval that expired or was not given in time, and any failure to reach Gatehouse refuse
// (fail closed). A refusal is a GatehouseRefusal error or, with `onRefusal: 'return'`, a Refusal object the
// model reads as the tool's result.

import { randomUUID } from 'node:crypto';
import { pause } from '../lib/timers';
import { GatehouseError } from './errors';
import type { GatehouseClient } from './index';
import type { ApprovalStatus, Decision, ToolCallRequest } from './types';

/** Why a call was refused. */
export type RefusalKind = 'deny' | 'more_information' | 'denied' | 'changed' | 'expired' | 'review_timeout' | 'unavailable';

/** What the model reads when a call is refused. */
export interface Refusal {
  refused: true;
  kind: RefusalKind;
  tool: string;
  decision_id: string | null;
  reason_codes: string[];
  /** For `more_information`: the fields the user should be asked for. */
  missing: { field: string; reason: string }[];
  message: string;
}

export class GatehouseRefusal extends Error {
  override readonly name = 'GatehouseRefusal';
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** What the guard sends besides the tool name and arguments; may depend on the call. */
export interface CallContext {
  userRequest?: string | null;
  history?: unknown[];
  agentId?: string;
  /** The agent session (run) the call belongs to (`context.session_id`). */
  sessionId?: string;
}

/** A new session id for one agent run: what the guards send as `context.session_id` when not given one. */
export const newSessionId = (): string => `run-${randomUUID()}`;

export interface CheckOptions {
  client: GatehouseClient;
  /** How long to wait for a person's verdict on a `review` decision (default 120 000 ms; 0 = refuse at once). */
  approvalTimeoutMs?: number;
  /** Least time between two looks at a pending decision (default 1 000 ms). */
  pollIntervalMs?: number;
  /** Called with Gatehouse's first answer, e.g. to tell the user a call waits for approval. */
  onDecision?: (decision: Decision) => void | Promise<void>;
  signal?: AbortSignal;
}

export interface GuardOptions<A = unknown, X extends unknown[] = unknown[]> extends Omit<CheckOptions, 'signal'> {
  /** The tool's name as the model sees it. */
  name: string;
  description?: string;
  /** The user's request and the conversation for this call: fixed, or read per call from the call's arguments. */
  context?: CallContext | ((args: A, ...rest: X) => CallContext | Promise<CallContext>);
  /** `throw` a GatehouseRefusal (default for guard) or `return` the Refusal as the tool's result. */
  onRefusal?: 'throw' | 'return';
}

export type Checked = { ok: true; decision: Decision } | { ok: false; refusal: Refusal; decision: Decision | null };

const MODEL_HINT: Record<RefusalKind, string> = {
  deny: 'Do not retry this call; tell the user it was refused.',
  more_information: 'Ask the user for the missing details, then try again.',
  denied: 'A person refused this call. Do not retry it; tell the user.',
  changed: 'A person changed this call instead of approving it as proposed. Do not run it as proposed; tell the user.',
  expired: 'Nobody approved this call in time. Tell the user it needs approval.',
  review_timeout: 'The call is waiting for a person to approve it. Tell the user it needs approval.',
  unavailable: 'The safety check could not be reached, so the call was not made. Tell the user to try again later.',
};

function refusal(kind: RefusalKind, tool: string, d: Decision | null, detail?: string): Refusal {
  const reason_codes = d?.reason_codes ?? [];
  const missing = kind === 'more_information' ? missingOf(d) : [];
  const parts = [`Gatehouse refused the tool call ${tool} (${kind}).`];
  if (reason_codes.length > 0) parts.push(`Reason codes: ${reason_codes.join(', ')}.`);
  if (missing.length > 0) parts.push(`Missing: ${missing.map((m) => `${m.field} (${m.reason})`).join('; ')}.`);
  if (detail) parts.push(detail);
  parts.push(MODEL_HINT[kind]);
  return { refused: true, kind, tool, decision_id: d?.decision_id ?? null, reason_codes, missing, message: parts.join(' ') };
}

function missingOf(d: Decision | null): { field: string; reason: string }[] {
  if (!d) return [];
  if (d.missing_details && d.missing_details.length > 0) return d.missing_details.map((m) => ({ field: m.field, reason: m.reason }));
  return (d.missing ?? []).map((field) => ({ field, reason: 'missing' }));
}

/**
 * Where a reviewed decision's approval stands: the 0.5.0 `approval.status` when the service sends it, else
 * the latest verdict recorded on the decision (`review.outcome`), else pending.
 */
export function approvalStatus(d: Decision): ApprovalStatus {
  if (d.approval) return d.approval.status;
  const outcome = d.review?.outcome;
  return outcome ?? 'pending';
}


/** The plain-function form: asks Gatehouse about one tool call and, on `review`, waits for the verdict. Throws only what onDecision throws. */
export async function checkToolCall(call: ToolCallRequest, opts: CheckOptions): Promise<Checked> {
  const tool = call.name;
  let d: Decision;
  try {
    d = await opts.client.evaluateToolCall(call, { signal: opts.signal });
  } catch (err) {
    return { ok: false, refusal: refusal('unavailable', tool, null, failure(err)), decision: null };
  }
  await opts.onDecision?.(d);
  if (d.decision === 'allow') return { ok: true, decision: d };
  if (d.decision === 'deny') return { ok: false, refusal: refusal('deny', tool, d), decision: d };
  if (d.decision === 'more_information') return { ok: false, refusal: refusal('more_information', tool, d), decision: d };
  if (d.decision !== 'review') return { ok: false, refusal: refusal('unavailable', tool, d, `Unknown decision ${String(d.decision)}.`), decision: d };
  return awaitApproval(d, tool, opts);
}

async function awaitApproval(first: Decision, tool: string, opts: CheckOptions): Promise<Checked> {
  const deadline = Date.now() + Math.max(0, opts.approvalTimeoutMs ?? 120_000);
  const interval = Math.max(10, opts.pollIntervalMs ?? 1000);
  let d = first;
  for (;;) {
    const status = approvalStatus(d);
    if (status === 'approved') return { ok: true, decision: d };
    if (status !== 'pending') return { ok: false, refusal: refusal(status, tool, d), decision: d };
    const left = deadline - Date.now();
    if (left <= 0 || opts.signal?.aborted) {
      return { ok: false, refusal: refusal('review_timeout', tool, d, `No verdict within ${Math.round((opts.approvalTimeoutMs ?? 120_000) / 1000)} s.`), decision: d };
    }
    const started = Date.now();
    try {
      // The service holds the answer up to `wait` seconds while the approval is pending (0.5.0); an older one
      // answers at once, so the loop keeps at least `interval` between looks.
      d = await opts.client.getDecision(first.decision_id, { wait: Math.max(1, Math.floor(left / 1000)), signal: opts.signal });
    } catch (err) {
      return { ok: false, refusal: refusal('unavailable', tool, d, failure(err)), decision: d };
    }
    const spent = Date.now() - started;
    if (approvalStatus(d) === 'pending' && spent < interval) await pause(Math.min(interval - spent, Math.max(0, deadline - Date.now())), opts.signal);
  }
}

const failure = (err: unknown): string =>
  err instanceof GatehouseError ? `Gatehouse failed: ${err.code} (${err.status || 'no answer'}).` : `Gatehouse failed: ${err instanceof Error ? err.message : String(err)}.`;

/** Arguments as an object for the request: a JSON string is parsed, anything else is sent as it is. */
function argumentsOf(args: unknown): unknown {
  if (typeof args !== 'string') return args;
  try {
    return JSON.parse(args) as unknown;
  } catch {
    return args;
  }
}

/**
 * Wraps an async tool function: Gatehouse decides each call first. The wrapped function takes the same
 * arguments; it resolves to the tool's result, or to a Refusal with `onRefusal: 'return'`.
 */
export function guard<A, R, X extends unknown[]>(
  toolFn: (args: A, ...rest: X) => R | Promise<R>,
  options: GuardOptions<A, X> & { onRefusal: 'return' },
): (args: A, ...rest: X) => Promise<R | Refusal>;
export function guard<A, R, X extends unknown[]>(toolFn: (args: A, ...rest: X) => R | Promise<R>, options: GuardOptions<A, X>): (args: A, ...rest: X) => Promise<R>;
export function guard<A, R, X extends unknown[]>(toolFn: (args: A, ...rest: X) => R | Promise<R>, options: GuardOptions<A, X>) {
  return async (args: A, ...rest: X): Promise<R | Refusal> => {
    const ctx = typeof options.context === 'function' ? await options.context(args, ...rest) : (options.context ?? {});
    const checked = await checkToolCall(
      { name: options.name, arguments: argumentsOf(args), description: options.description, userRequest: ctx.userRequest, history: ctx.history, agentId: ctx.agentId, sessionId: ctx.sessionId },
      options,
    );
    if (!checked.ok) {
      if (options.onRefusal === 'return') return checked.refusal;
      throw new GatehouseRefusal(checked.refusal);
    }
    return toolFn(args, ...rest);
  };
}
