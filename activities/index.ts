// All I/O of the evaluate workflow. createActivities(deps) takes its dependencies so tests and the
// service wire the same code to their own store, models and clock.

import { Context, log } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { askModel, finish, fromIntake, judge, structured, withCapReached, type FinishInput, type Judgement, type StoreFacts, type Understanding } from '../src/decision/core';
import { agentSeenOf } from '../src/decision/redecide';
import { decideShadow, hasOwnRules, needsOwnFacts, shadowSettings, type ShadowResult } from '../src/decision/shadow';
import { registryOf } from '../src/domain/registry';
import { RULE_ERROR } from '../src/decision/rules';
import type { EnvSettings } from '../src/domain/settings';
import type { Decision, ModelOutcome, PolicyResult } from '../src/domain/types';
import { checkSelection, type IntakeInput, type Selection } from '../src/intake/understand';
import { MODEL_CALL_TIMEOUT_MS, type DecisionModel } from '../src/model/provider';
import { readFirstFacts, readStoreFacts, type FirstFacts } from '../src/store/facts';
import type { Db } from '../src/store/db';
import { DeadlinePassedError, getEvaluation, recordDecision, recordDecisionWithRules } from '../src/store/decisions';
import { ruleEventOf, rulesOf, rulesUnreadable, runningPlan, sessionRuleResults } from '../src/decision/session-rules';
import type { SessionRule } from '../src/domain/session-rules';
import { reserveModelCalls } from '../src/store/usage';
import { log as appLog } from '../src/lib/log';
import { mark, since, timed } from '../src/lib/steps';
import { timeoutSignal } from '../src/lib/timers';
import type { EvaluateInput } from '../workflows/types';
import { refOf, type RecordedRef } from '../src/domain/recorded';

export interface ActivityDeps {
  db: Db;
  modelFor: (settings: EnvSettings) => DecisionModel;
  now?: () => Date;
  /**
   * Told of every decision right after it is committed (the API of this process may be waiting for it); the
   * record step waits for what it returns (the waiting caller answered) before it completes.
   */
  onRecorded?: (decision: Decision) => void | Promise<void>;
  /** The first facts of a decision, if this process's API read them already while the run started. */
  prefetched?: (decisionId: string) => Promise<FirstFacts> | undefined;
  /** Told when a decision starts waiting on a remote model; the function it returns, when the wait ends. */
  onModelWait?: (decisionId: string) => () => void;
}

/** A decision judged but not yet answered by a remote model: what the model and the record steps need. */
export interface Pending {
  understanding: Understanding;
  judgement: Judgement;
  budgetReached: boolean;
  /** Model calls not reserved beforehand, counted with the record instead (the builtin model under no budget). */
  countCalls?: number;
  /** The store's facts as the shadow's settings read them, when they read them differently (shadow mode). */
  shadowFacts?: Omit<StoreFacts, 'tools'>;
}

/**
 * The decide step's result: recorded (its reference: the decision itself is in the store, and handed to this
 * process's API at the commit), or (rarely) judged and answered by a remote model but not recorded, because
 * the store failed at that moment: the record step alone is then retried, without a second model call.
 */
export type Step = { done: true; recorded: RecordedRef } | { done: false; pending: Pending; model: ModelOutcome };

/** Which attempt of its activity this is (1 outside an activity: a direct call). */
function attempt(): number {
  try {
    return Context.current().info.attempt;
  } catch {
    return 1;
  }
}

/**
 * Runs a model call within the model's own limit and the activity's signal (the local activity's
 * cancellation, e.g. its timeout).
 */
async function withModelLimit<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const limit = timeoutSignal(MODEL_CALL_TIMEOUT_MS, Context.current().cancellationSignal);
  try {
    return await call(limit.signal);
  } finally {
    limit.clear();
  }
}

/** The shadow's outcome beside the live decision; a failure of it is logged and leaves the live decision alone. */
function shadowOf(fin: FinishInput, input: EvaluateInput, pending: Pending, sessionResults?: PolicyResult[]): ShadowResult | undefined {
  try {
    return decideShadow(fin, input.shadow!, pending.shadowFacts, sessionResults);
  } catch (err) {
    log.error('the shadow could not be decided; the live decision stands without it', { decision_id: input.decisionId, error: err instanceof Error ? err.name : 'Error' });
    return undefined;
  }
}

/** The environment's session and window rules, or 'unreadable' (stored text that does not parse: fail closed). */
function sessionRules(settings: EnvSettings): SessionRule[] | 'unreadable' {
  try {
    return rulesOf(settings);
  } catch {
    appLog.error('the session and window rules could not be read; decisions are reviewed until they are set again');
    return 'unreadable';
  }
}

export function createActivities(deps: ActivityDeps) {
  const now = deps.now ?? (() => new Date());

  /** Composes the decision and commits it with its day's count, under the run's deadline. */
  async function record(input: EvaluateInput, pending: Pending, model: ModelOutcome): Promise<Decision> {
    const registry = registryOf(input.actionTypes);
    const fin: FinishInput = {
      decisionId: input.decisionId,
      understanding: pending.understanding,
      settings: input.settings,
      registry,
      judgement: pending.judgement,
      budgetReached: pending.budgetReached,
      model,
      createdAt: now(),
      receivedAt: input.receivedAt,
    };
    // On the intake path the content kept is what was read (the visible text and mail headers), not the raw bytes.
    const body = input.intake ? { medium: input.intake.medium, text: input.intake.excerpt, mail: input.intake.mail } : input.request;
    const base = {
      orgId: input.orgId,
      envId: input.envId,
      actorName: pending.understanding.request.actor.name,
      retention: input.settings.retention,
      content: { ...input.content, body },
      approvalTimeoutS: input.settings.approvals === 'on' ? input.settings.approval_timeout_s : null,
      modelCalls: pending.countCalls ? { purpose: 'assess' as const, calls: pending.countCalls } : undefined,
      // Kept for backtests: the agents as this decision saw them, and the key that asked.
      agentSeen: agentSeenOf(pending.judgement.facts.agent),
      keyId: input.keyId ?? null,
    };
    // Shadow mode: the candidate's outcome, kept with the record, decided once the session rules' results are known.
    const shadowFor = (f: FinishInput, own?: PolicyResult[]): ShadowResult | undefined => (input.shadow ? shadowOf(f, input, pending, own) : undefined);
    // The session and window rules' results, once read (with the record, under their scopes' locks).
    let sessionResults: PolicyResult[] | undefined;
    const opts = {
      deadline: input.deadline,
      count: {
        cap: input.settings.daily_cap,
        capApplied: pending.judgement.facts.dailyCapReached,
        capReached: () => withCapReached({ ...fin, sessionResults }),
      },
    };
    try {
      const rules = sessionRules(input.settings);
      // A shadow with rules of its own: decided over the live running values, read in the same transaction.
      const shadowRules = input.shadow && hasOwnRules(input.shadow) ? sessionRules(shadowSettings(input.settings, input.shadow)) : null;
      const liveRules = rules === 'unreadable' ? [] : rules;
      const ownRules = shadowRules === 'unreadable' || shadowRules === null ? [] : shadowRules;
      let recorded: Decision;
      if (rules === 'unreadable' || (rules.length === 0 && ownRules.length === 0)) {
        sessionResults = rules === 'unreadable' ? rulesUnreadable() : undefined;
        const withResults = { ...fin, sessionResults };
        recorded = await recordDecision(deps.db, { ...base, decision: finish(withResults), shadow: shadowFor(withResults) }, opts);
      } else {
        const event = ruleEventOf(pending.understanding.request, pending.judgement.tool, input.keyId ?? null);
        const livePlan = runningPlan(liveRules, event);
        const ownPlan = runningPlan(ownRules, event);
        const plan = [...livePlan, ...ownPlan];
        const compose = (running: number[]) => {
          sessionResults = liveRules.length > 0 ? sessionRuleResults(liveRules, event, livePlan, running.slice(0, livePlan.length)) : undefined;
          const withResults = { ...fin, sessionResults };
          let own: PolicyResult[] | undefined;
          if (shadowRules === 'unreadable') own = rulesUnreadable();
          else if (shadowRules !== null) own = sessionRuleResults(shadowRules, event, ownPlan, running.slice(livePlan.length));
          return { decision: finish(withResults), shadow: shadowFor(withResults, own) };
        };
        recorded = await recordDecisionWithRules(deps.db, base, { plan, event, compose }, opts);
      }
      mark('r:' + recorded.decision_id);
      await deps.onRecorded?.(recorded);
      return recorded;
    } catch (err) {
      // Past the deadline a retry cannot help: the caller has been (or is being) told 503.
      if (err instanceof DeadlinePassedError) throw ApplicationFailure.nonRetryable(err.message, 'DeadlinePassed');
      throw err;
    }
  }

  /** A remote model's answer, while this process's API (if it is waiting) sets the request aside. */
  async function whileWaiting<T>(decisionId: string, ask: () => Promise<T>): Promise<T> {
    const waited = deps.onModelWait?.(decisionId);
    try {
      return await ask();
    } finally {
      waited?.();
    }
  }

  /**
   * Intake with a remote model: it picks among the candidates code extracted (one call, within the 1.5 s
   * limit). Ids that are not candidates of the right kind count as not found; a model that fails gives
   * 'unavailable' (INTAKE_UNAVAILABLE, fail closed). Past the monthly budget, code's own scoring stands in.
   */
  async function selectCandidates(input: { envId: string; decisionId: string; intake: IntakeInput; settings: EnvSettings }): Promise<Selection | 'unavailable'> {
    const provider = deps.modelFor(input.settings);
    if (!provider.select) return input.intake.scored;
    const granted = await reserveModelCalls(deps.db, {
      envId: input.envId,
      decisionId: input.decisionId,
      purpose: 'select',
      now: now(),
      budget: input.settings.monthly_budget,
      calls: 1,
    });
    if (!granted) return input.intake.scored;
    const select = provider.select.bind(provider);
    try {
      const raw = await whileWaiting(input.decisionId, () =>
        withModelLimit((signal) => select({ candidates: input.intake.candidates, excerpt: input.intake.excerpt, subject: input.intake.mail?.subject ?? null }, { signal })),
      );
      return checkSelection(raw, input.intake.candidates);
    } catch (err) {
      log.warn('intake model unavailable', { provider: provider.name, error: err instanceof Error ? err.name : 'Error' });
      return 'unavailable';
    }
  }

  /**
   * The whole decision in one local activity: understands the input (intake path, once), reads the store's
   * facts without side effects, runs every rule, reserves the model calls (idempotently, by decision id),
   * asks the model when it is still needed (the builtin one in process, a remote one within its 1.5 s) and
   * records the decision. Safe to retry: nothing it writes can count twice, and a retry after the record
   * (its result lost) finds the decision recorded and asks no model again.
   */
  async function decide(input: EvaluateInput & { selection?: Selection | 'unavailable' }): Promise<Step> {
    since('s:' + input.decisionId, 'dispatch');
    if (attempt() > 1) {
      const recorded = await getEvaluation(deps.db, input.envId, input.decisionId);
      if (recorded) {
        // The attempt before committed it and was lost on its way back: a caller of this process still waiting is answered now.
        await deps.onRecorded?.(recorded);
        return { done: true, recorded: refOf(recorded) };
      }
    }
    const registry = registryOf(input.actionTypes);
    const at = now();
    const readFacts = (actorName: string) => timed('decide.facts', () => readStoreFacts(deps.db, input.envId, input.settings, actorName, at));
    // Read by this process's API while the run started (first attempt only: a retry reads afresh), else here.
    const prefetched = attempt() === 1 ? deps.prefetched?.(input.decisionId) : undefined;
    const first = async () => (prefetched && (await prefetched.catch(() => null))) || readFirstFacts(deps.db, input, at);
    const { catalogue, early } = await timed('decide.facts', first);
    const understanding = input.intake
      ? fromIntake(input.intake, input.selection ?? input.intake.scored, registry, undefined, { settings: input.settings, catalogue })
      : structured(input.request!);
    const facts = { ...(early ?? (await readFacts(understanding.request.actor.name))), tools: catalogue };
    const judgement = judge(understanding, input.settings, registry, facts);
    for (const r of judgement.deterministic) {
      if (r.matched && r.reason_code === RULE_ERROR) log.error('a rule failed to evaluate; it counts as matched (fail closed)', { policy: r.policy, decision_id: input.decisionId });
    }
    let budgetReached = false;
    // The builtin model under no budget: nothing can be refused, so the call is counted with the record (one
    // statement, idempotent by decision id) rather than reserved in a round trip of its own before it.
    const countWithRecord = judgement.modelWanted && input.settings.model_provider === 'builtin' && input.settings.monthly_budget === null;
    if (judgement.modelWanted && !countWithRecord) {
      const granted = await timed('decide.reserve', () =>
        reserveModelCalls(deps.db, {
          envId: input.envId,
          decisionId: input.decisionId,
          purpose: 'assess',
          now: at,
          budget: input.settings.monthly_budget,
          calls: judgement.modelCalls,
        }),
      );
      budgetReached = !granted;
    }
    // Shadow mode: the store's facts again only when the candidate reads them differently (agents' mode, daily cap).
    const shadowFacts =
      input.shadow && needsOwnFacts(input.settings, input.shadow)
        ? await timed('decide.facts', () => readStoreFacts(deps.db, input.envId, shadowSettings(input.settings, input.shadow!), understanding.request.actor.name, at))
        : undefined;
    const pending: Pending = { understanding, judgement, budgetReached, countCalls: countWithRecord ? judgement.modelCalls : undefined, shadowFacts };
    if (!judgement.modelWanted || budgetReached) return { done: true, recorded: refOf(await timed('decide.record', () => record(input, pending, { status: 'skipped' }))) };
    const provider = deps.modelFor(input.settings);
    const ask = () => withModelLimit((signal) => askModel(provider, understanding, input.settings, registry, judgement, signal));
    if (input.settings.model_provider === 'builtin') {
      const model = await timed('decide.model', ask);
      return { done: true, recorded: refOf(await timed('decide.record', () => record(input, pending, model))) };
    }
    const model = await timed('decide.remoteModel', () => whileWaiting(input.decisionId, ask));
    try {
      return { done: true, recorded: refOf(await timed('decide.record', () => record(input, pending, model))) };
    } catch (err) {
      // The model has answered: a store failure now is left to the record step, so the model is not asked twice.
      if (err instanceof ApplicationFailure) throw err;
      log.warn('recording after the model answered failed; the record step retries it', { decision_id: input.decisionId, error: err instanceof Error ? err.name : 'Error' });
      return { done: false, pending, model };
    }
  }

  // Each timed as a step by the worker's interceptor (activities/timing.ts).
  return {
    selectCandidates,
    decide,
    /** Composes the decision with the model's outcome and commits it: decide's record, retried alone after a store failure. */
    record: async (input: { run: EvaluateInput; pending: Pending; model: ModelOutcome }): Promise<RecordedRef> => refOf(await record(input.run, input.pending, input.model)),
    /** The benchmark's engine floor with one local activity (workflows/engine-floor.ts): does nothing. */
    engineFloorStep: async (): Promise<void> => undefined,
  };
}
