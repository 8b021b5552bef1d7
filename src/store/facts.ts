// The store's facts of a decision, read without side effects: today's count so far, the registered agent,
// and the catalogue entries of the proposed tools. The decide step reads them; for a structured request the
// API of the same process may read them while the run starts (src/runtime/local-results.ts), so that they
// are at hand when the step begins.

import { NO_AGENT_FACTS, toolNamesOf, type StoreFacts } from '../decision/core';
import type { AgentFacts } from '../decision/rules';
import type { EnvSettings } from '../domain/settings';
import type { EvaluateRequest } from '../domain/types';
import type { IntakeInput } from '../intake/understand';
import type { ToolDefinition } from '../toolcall/types';
import { lookupAgent } from './agents';
import type { Db } from './db';
import { findTools } from './tools';
import { readDailyCount } from './usage';

/** Today's count so far and the registered agent. */
export async function readStoreFacts(db: Db, envId: string, settings: EnvSettings, actorName: string, at: Date): Promise<Omit<StoreFacts, 'tools'>> {
  const [daily, found] = await Promise.all([
    readDailyCount(db, envId, at),
    settings.agents_mode === 'off' ? null : lookupAgent(db, envId, actorName),
  ]);
  const agent: AgentFacts = found
    ? { governed: settings.agents_mode === 'enforce' || found.anyRegistered, registered: found.types !== null, types: found.types ?? [], anyRegistered: found.anyRegistered }
    : NO_AGENT_FACTS;
  // The decision asked about now would be number daily + 1.
  return { agent, dailyCapReached: daily + 1 > settings.daily_cap };
}

/** What the decide step reads first: the tools' catalogue entries and, for a structured request (its actor known), the rest. */
export interface FirstFacts {
  catalogue: ToolDefinition[];
  /** null on the intake path: the actor is known only once the input is understood. */
  early: Omit<StoreFacts, 'tools'> | null;
}

export async function readFirstFacts(
  db: Db,
  input: { envId: string; settings: EnvSettings; request?: EvaluateRequest; intake?: IntakeInput },
  at: Date,
): Promise<FirstFacts> {
  // The catalogue entries of the proposed tools: one indexed read, before the batch's riskiest call is chosen.
  // A structured request names its actor already, so the store's other facts are read alongside.
  const [catalogue, early] = await Promise.all([
    findTools(db, input.envId, toolNamesOf(input)),
    input.request && !input.intake ? readStoreFacts(db, input.envId, input.settings, input.request.actor.name, at) : null,
  ]);
  return { catalogue, early };
}
