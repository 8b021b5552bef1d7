// The story of one decision, after the HTTP route has authenticated the caller, reserved its place in the
// admission queue and read the body: the request is checked, a duplicate of one in flight waits for it, the
// rest wait for a slot in the fair order, and the decision is run, recorded and handed back to the route.

import { canonicalize } from 'json-canonicalize';
import type { FieldProblem } from '../contract/validate';
import { validateAs } from '../contract/validate';
import { registryOf } from '../domain/registry';
import type { Decision, EvaluateRequest } from '../domain/types';
import { prepareIntake } from '../intake/prepare';
import type { Hints, IntakeInput } from '../intake/understand';
import type { ApprovalDeps } from './approvals';
import type { Evaluator } from './ports';
import { errorName, log } from '../lib/log';
import { noteStep } from '../lib/steps';
import type { Db } from '../store/db';
import { getEvaluation } from '../store/decisions';
import { claimKey } from '../store/idempotency';
import { newDecisionId, sha256 } from '../store/ids';
import type { Principal } from '../store/keys';
import { readToolCalls } from '../toolcall/shapes';

/** A place in the admission queue (src/runtime/admission.ts implements it): entered for a slot, or given up. */
export interface Place {
  /** Waits for a slot in the fair order: null when the wait outgrew its allowance (429 `overloaded`). */
  enter(): Promise<Slot | null>;
  cancel(): void;
}

/** A slot held while the decision runs. */
export interface Slot {
  release(): void;
  /** The run waits on a remote model: the slot serves another request meanwhile; the function returned takes it back. */
  aside(): () => void;
}

/** What the route read from the request. */
export interface EvaluateCall {
  principal: Principal;
  media: { medium: 'json' | 'text' | 'html' | 'mail'; type: string; charset: string | undefined };
  raw: Buffer;
  /** The parsed body, for a JSON medium. */
  json?: unknown;
  idempotencyKey?: string;
  hints: Hints;
  receivedAt: number;
  /** Its place in the admission queue (none: admission unlimited); given up or entered here. */
  place?: Place;
  /** Settles once the caller has been answered (this process's worker lets the answer go first till then). */
  responded: Promise<unknown>;
}

export type EvaluateOutcome =
  | { ok: true; decision: Decision }
  | { ok: false; error: 'invalid_request'; message: string; details: FieldProblem[] }
  | { ok: false; error: 'idempotency_conflict' | 'overloaded' | 'store_unavailable' };

export interface EvaluateDeps {
  db: Db;
  evaluator: Evaluator;
  approvals?: ApprovalDeps;
}

const isObjectOrArray = (v: unknown) => typeof v === 'object' && v !== null;

/** An object with the version-1 request's two required keys: meant as one, so its errors are reported. */
const looksLikeVersion1 = (v: unknown) => isObjectOrArray(v) && !Array.isArray(v) && 'action' in (v as object) && 'actor' in (v as object);

const invalid = (message: string, details: FieldProblem[]): EvaluateOutcome => ({ ok: false, error: 'invalid_request', message, details });

/**
 * The structured request, or the word that the body is read by Intake, or the 422. A clean version-1
 * request takes the structured path (never an intake model call); a broken one is answered 422 even with
 * Intake on, so a caller's mistake is not silently reinterpreted. A tool call is read with Intake off too.
 */
function readRequest(call: EvaluateCall): { request: EvaluateRequest } | { intake: true } | EvaluateOutcome {
  const intakeOn = call.principal.settings.intake === 'on';
  if (call.media.medium !== 'json') {
    if (intakeOn) return { intake: true };
    return invalid('Intake is off for this environment: send a version-1 request as application/json.', [
      { field: '(body)', reason: `${call.media.type} is read only when Intake is on` },
    ]);
  }
  const problems = validateAs('EvaluateRequest', call.json);
  if (problems.length === 0) return { request: call.json as EvaluateRequest };
  if (!looksLikeVersion1(call.json) && isObjectOrArray(call.json)) {
    // An agent's tool call in a framework's shape (OpenAI, Anthropic, MCP, LangChain, any JSON naming a tool
    // and its arguments) is read whether Intake is on or not: reading it involves no free text. Intake gates
    // the rest (free text, HTML, mail, arbitrary JSON).
    if (intakeOn || readToolCalls(call.json) !== null) return { intake: true };
  }
  return invalid('The body does not match the version-1 request schema.', problems);
}

export class EvaluateUseCase {
  /** Requests in flight in this process by environment and idempotency key: a duplicate waits for the first. */
  private readonly inFlight = new Map<string, { fingerprint: string; outcome: Promise<EvaluateOutcome> }>();

  constructor(private readonly deps: EvaluateDeps) {}

  async evaluate(call: EvaluateCall): Promise<EvaluateOutcome> {
    const read = readRequest(call);
    if ('ok' in read) {
      call.place?.cancel();
      return read;
    }
    if (call.idempotencyKey === undefined) return this.admitted(call, read);
    // Key-order-independent (RFC 8785), so the same request written differently is the same body.
    const fingerprint = call.json !== undefined ? canonicalize(call.json) : `${call.media.type}\u0000${call.raw.toString('base64')}`;
    const slot = `${call.principal.envId}\u0000${call.idempotencyKey}`;
    const first = this.inFlight.get(slot);
    if (first && first.fingerprint === fingerprint) {
      // The same request is being decided: wait for it, taking no slot.
      call.place?.cancel();
      return first.outcome;
    }
    const outcome = this.admitted(call, read, fingerprint);
    if (!first) {
      this.inFlight.set(slot, { fingerprint, outcome });
      void outcome.finally(() => this.inFlight.delete(slot));
    }
    return outcome;
  }

  /** Waits for a slot in the fair order, then decides. */
  private async admitted(call: EvaluateCall, read: { request: EvaluateRequest } | { intake: true }, fingerprint?: string): Promise<EvaluateOutcome> {
    let ticket: Slot | null | undefined;
    if (call.place) {
      ticket = await call.place.enter();
      if (!ticket) return { ok: false, error: 'overloaded' };
    }
    try {
      return await this.decide(call, read, fingerprint, ticket ?? undefined);
    } finally {
      ticket?.release();
    }
  }

  private async decide(call: EvaluateCall, read: { request: EvaluateRequest } | { intake: true }, fingerprint: string | undefined, ticket?: Slot): Promise<EvaluateOutcome> {
    const tA = performance.now();
    const { principal } = call;
    let intake: IntakeInput | undefined;
    if ('intake' in read) {
      // Understood once, in the run, with the selection that counts (code's scoring, or a remote model's).
      const registry = registryOf(principal.actionTypes);
      intake = await prepareIntake({ medium: call.media.medium, raw: call.raw, charset: call.media.charset, json: call.json, registry, hints: call.hints });
    }
    let decisionId = newDecisionId();
    if (call.idempotencyKey !== undefined && fingerprint !== undefined) {
      const claim = await claimKey(this.deps.db, principal.envId, sha256(call.idempotencyKey), sha256(fingerprint), decisionId);
      if (claim.kind === 'conflict') return { ok: false, error: 'idempotency_conflict' };
      decisionId = claim.decisionId;
      if (claim.kind === 'replay') {
        const existing = await getEvaluation(this.deps.db, principal.envId, decisionId);
        if (existing) return this.answered(existing, principal);
        // Not recorded yet: the first request is still running (the run is shared) or it failed (it is retried).
      }
    }
    const input = {
      decisionId,
      orgId: principal.orgId,
      envId: principal.envId,
      keyId: principal.keyId,
      request: 'request' in read ? read.request : undefined,
      settings: principal.settings,
      actionTypes: principal.actionTypes,
      intake,
      receivedAt: call.receivedAt,
      content: { mediaType: call.media.type, bytes: call.raw.length },
      ...(principal.shadow ? { shadow: principal.shadow } : {}),
    };
    noteStep('route.pre', performance.now() - tA);
    // While the run waits on a remote model, the request is set aside: its slot serves the next one.
    const result = await this.deps.evaluator.evaluate(input, { modelWait: ticket && (() => ticket.aside()), responded: call.responded });
    if (!result.ok) return { ok: false, error: 'store_unavailable' };
    return this.answered(result.decision, principal);
  }

  /**
   * Starts the approval run of a review decision with approvals on (idempotent: a replayed request starts
   * nothing new). Temporal unreachable: the approval still works through the store (verdicts resolve it,
   * waiters are told, it reads as expired after its time), only its webhooks and escalation mail are lost.
   */
  private async answered(decision: Decision, ids: { orgId: string; envId: string }): Promise<EvaluateOutcome> {
    if (this.deps.approvals && decision.approval?.status === 'pending') {
      await this.deps.approvals.runs.open(decision, ids).catch((err) => log.error('approval run not started', { decision_id: decision.decision_id, error: errorName(err) }));
    }
    return { ok: true, decision };
  }
}
