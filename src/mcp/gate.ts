// What the MCP gateway does with one tools/call: ask Gatehouse, and forward the call only when the answer is
// allow, or review released by a person (through MCP elicitation, or an approval waited for). Everything else
// (deny, more_information, an approval denied, changed or expired, no answer in time, any Gatehouse failure)
// is a tool error result naming the reason codes, and the call is not made. Fails closed.

import { GatehouseError } from '../client';
import { pause as abortablePause } from '../lib/timers';
import type { GateDecision, GatehousePort, ToolCallQuestion } from './port';

/** An MCP tool result (CallToolResult) the gateway answers with instead of the upstream's. */
export interface ToolErrorResult {
  [key: string]: unknown;
  isError: true;
  content: { type: 'text'; text: string }[];
  _meta: { 'gatehouse/decision': { decision_id: string | null; decision: string | null; reason_codes: string[]; missing: string[] } };
}

export type GateOutcome = { forward: true; decisionId: string } | { forward: false; result: ToolErrorResult };

/** What the person answered when asked through elicitation: dismissed means no answer (nothing is recorded). */
export type PersonAnswer = 'approved' | 'denied' | 'dismissed';

export interface GateDeps {
  port: GatehousePort;
  /** How long a review waits for its approval, in seconds (0: not at all). */
  waitSeconds: number;
  /** Asks the person at the client, or null when the client declared no elicitation. */
  ask: ((decision: GateDecision) => Promise<PersonAnswer>) | null;
  /** Who the verdict of an elicitation is recorded as. */
  reviewer: string;
  signal?: AbortSignal;
  /** Sleeps between polls when the service answers a wait at once; injectable so tests of the logic need no timer. */
  pause?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** One GET with ?wait lasts at most this long (the service's limit). */
export const WAIT_STEP_MAX_S = 60;
/** Between two polls that came back at once, at least this long. */
const POLL_GAP_MS = 1000;

const codesOf = (d: GateDecision) => (d.reason_codes.length > 0 ? d.reason_codes.join(', ') : 'none');

export function refusal(text: string, d: GateDecision | null): ToolErrorResult {
  return {
    isError: true,
    content: [{ type: 'text', text }],
    _meta: {
      'gatehouse/decision': {
        decision_id: d?.decision_id ?? null,
        decision: d?.decision ?? null,
        reason_codes: d?.reason_codes ?? [],
        missing: d?.missing ?? [],
      },
    },
  };
}

const NOT_MADE = 'The call was not made.';

/** The refusal for an answer that is not allow or review. */
export function refusalFor(d: GateDecision): ToolErrorResult {
  if (d.decision === 'more_information') {
    const fields = d.missing_details?.length ? d.missing_details.map((m) => `${m.field} (${m.reason})`) : (d.missing ?? []);
    return refusal(
      `Gatehouse needs more information before this call (decision ${d.decision_id}). Missing: ${fields.join('; ') || 'not named'}. Reason codes: ${codesOf(d)}. ${NOT_MADE} Ask the user for what is missing, then call again.`,
      d,
    );
  }
  return refusal(`Gatehouse refused this call (decision ${d.decision_id}: ${d.decision}). Reason codes: ${codesOf(d)}. ${NOT_MADE}`, d);
}

/** What went wrong in a few words: the status and the client's stable code, never a message (it may quote input). */
const whatFailed = (err: unknown) =>
  err instanceof GatehouseError ? (err.status === 0 ? `Gatehouse did not answer (${err.code})` : `Gatehouse answered ${err.status} (${err.code})`) : 'Gatehouse could not be asked';

function failure(err: unknown, d: GateDecision | null): ToolErrorResult {
  return refusal(`${whatFailed(err)}, so the call was not made (Gatehouse fails closed). Reason codes: ${d ? codesOf(d) : 'none'}.`, d);
}

/** Ask Gatehouse about one call and, for a review, the person; never throws. */
export async function gateToolCall(call: ToolCallQuestion, deps: GateDeps): Promise<GateOutcome> {
  let d: GateDecision;
  try {
    d = await deps.port.evaluateToolCall(call, deps.signal);
  } catch (err) {
    return { forward: false, result: failure(err, null) };
  }
  if (d.decision === 'allow') return { forward: true, decisionId: d.decision_id };
  if (d.decision !== 'review') return { forward: false, result: refusalFor(d) };
  try {
    return deps.ask ? await askPerson(d, deps) : await waitForApproval(d, deps);
  } catch (err) {
    return { forward: false, result: failure(err, d) };
  }
}

/** Review through elicitation: the person's answer is recorded as the verdict before anything is forwarded. */
async function askPerson(d: GateDecision, deps: GateDeps): Promise<GateOutcome> {
  const answer = await deps.ask!(d);
  if (answer === 'dismissed') {
    return { forward: false, result: refusal(`The person dismissed the review of this call (decision ${d.decision_id}; reason codes: ${codesOf(d)}); nothing was recorded. ${NOT_MADE}`, d) };
  }
  const note = answer === 'approved' ? 'approved at the MCP client (elicitation)' : 'declined at the MCP client (elicitation)';
  try {
    await deps.port.review(d.decision_id, { outcome: answer, reviewer: deps.reviewer, note });
  } catch (err) {
    if (answer === 'approved') {
      const why = whatFailed(err);
      return { forward: false, result: refusal(`The person approved this call, but the verdict could not be recorded (${why}), so it was not made (decision ${d.decision_id}; reason codes: ${codesOf(d)}).`, d) };
    }
  }
  if (answer === 'approved') return { forward: true, decisionId: d.decision_id };
  return { forward: false, result: refusal(`The person declined this call (decision ${d.decision_id}; reason codes: ${codesOf(d)}). ${NOT_MADE}`, d) };
}

/** Review without elicitation: wait for the approval, up to waitSeconds, in steps of at most a minute. */
async function waitForApproval(first: GateDecision, deps: GateDeps): Promise<GateOutcome> {
  const pause = deps.pause ?? abortablePause;
  const deadline = Date.now() + deps.waitSeconds * 1000;
  let d = first;
  for (;;) {
    const approval = d.approval ?? null;
    if (approval === null) {
      return {
        forward: false,
        result: refusal(
          `Gatehouse asks for a person's review of this call (decision ${d.decision_id}; reason codes: ${codesOf(d)}), but this client cannot ask one (no elicitation) and approvals are off for this environment, so nobody can release it. ${NOT_MADE}`,
          d,
        ),
      };
    }
    if (approval.status === 'approved') return { forward: true, decisionId: d.decision_id };
    if (approval.status !== 'pending') {
      const what = approval.status === 'changed' ? 'changed by the reviewer (the gateway does not make a changed call)' : approval.status;
      return { forward: false, result: refusal(`The approval of this call was ${what} (decision ${d.decision_id}; reason codes: ${codesOf(d)}). ${NOT_MADE}`, d) };
    }
    const left = deadline - Date.now();
    if (left <= 0 || deps.signal?.aborted) {
      return {
        forward: false,
        result: refusal(`No approval of this call within ${deps.waitSeconds} s (decision ${d.decision_id}, still pending; reason codes: ${codesOf(d)}). ${NOT_MADE}`, d),
      };
    }
    const step = Math.min(WAIT_STEP_MAX_S, Math.max(1, Math.ceil(left / 1000)));
    const asked = Date.now();
    d = await deps.port.getDecision(d.decision_id, { wait: step, signal: deps.signal });
    // A service that answers a wait at once (or an approval still pending early) is polled, not hammered.
    if ((d.approval?.status ?? null) === 'pending' && Date.now() - asked < POLL_GAP_MS) await pause(Math.min(POLL_GAP_MS, Math.max(0, deadline - Date.now())), deps.signal);
  }
}
