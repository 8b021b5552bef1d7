// Helpers of the unit tests written from outside probes (test/unit/toolcall-*-probes.test.ts): a call, its effect
// classes, what the user's words leave unexplained, a conversation of earlier calls and outputs, and the facts.

import { decideInProcess } from '../../src/decision/pipeline';
import { evaluateDeterministic } from '../../src/decision/rules';
import { prepareEvidence, type Evidence } from '../../src/domain/evidence';
import { BUILTIN_REGISTRY } from '../../src/domain/registry';
import { defaultSettings, type EnvSettings } from '../../src/domain/settings';
import type { EvaluateRequest } from '../../src/domain/types';
import { classifyToolCall } from '../../src/toolcall/effects';
import { explains } from '../../src/toolcall/explains';
import { riskFacts } from '../../src/toolcall/facts';
import { BuiltinModel } from '../../src/model/builtin';
import { harmIn } from '../../src/toolcall/facts/harm';
import type { Conversation, ToolCall } from '../../src/toolcall/types';

export const effectsOf = (name: string, args: Record<string, unknown> = {}) => classifyToolCall({ name, arguments: args }).effects;
export const unexplained = (request: string, name: string, args: Record<string, unknown> = {}) => explains(request, name, effectsOf(name, args)).unexplained;
export const call = (name: string, args: Record<string, unknown>): ToolCall => ({ name, arguments: args, shape: 'structured' });
/** The user's request, then each earlier call with its output. */
export const conv = (userRequest: string, steps: [string, string][] = []): Conversation => ({
  userRequest,
  history: [
    { role: 'user', content: userRequest },
    ...steps.flatMap(([tool, content]) => [
      { role: 'assistant' as const, content: `${tool}({})`, tool },
      { role: 'tool' as const, content, tool },
    ]),
  ],
});
/** The facts of a call after those steps; `asked`: the user's words ask for it. */
export const factCodes = (name: string, args: Record<string, unknown>, request: string, steps: [string, string][] = [], asked = false) =>
  riskFacts(call(name, args), conv(request, steps), { orgDomains: [] }, effectsOf(name, args), asked).map((f) => f.code);
export const harmCodes = (text: string) => harmIn(text).map((k) => k.code);
/** What the decision model is given for a request: the rules' facts and the prepared evidence (no governed agents, no cap reached). */
export function evidenceFor(request: EvaluateRequest, settings: EnvSettings): Evidence {
  const deterministic = evaluateDeterministic({
    request,
    settings,
    agent: { governed: false, registered: false, types: [] },
    registry: BUILTIN_REGISTRY,
    dailyCapReached: false,
    contextBytes: Buffer.byteLength(JSON.stringify(request.context ?? null)),
  });
  return prepareEvidence(request, settings, deterministic, BUILTIN_REGISTRY);
}

/** A version-1 request with earlier steps as history, decided in process with the builtin model and default settings. */
export function decideProbe(user: string, type: string, parameters: Record<string, unknown>, steps: [string, string][] = [], description?: string) {
  return decideProbeWithCalls(user, type, parameters, steps.map(([tool, output]) => [tool, {}, output]), description);
}

/** The same, each earlier call recorded with its arguments, as agents' histories carry them. */
export function decideProbeWithCalls(user: string, type: string, parameters: Record<string, unknown>, steps: [string, Record<string, unknown>, string][], description?: string) {
  const history = steps.flatMap(([tool, args, output]) => [
    { role: 'assistant', tool, content: `${tool}(${JSON.stringify(args)})` },
    { role: 'tool', tool, content: output },
  ]);
  const request = { version: '1', action: { type, parameters, ...(description === undefined ? {} : { description }) }, actor: { name: 'probe-agent' }, context: { user_request: user, history } } as unknown as EvaluateRequest;
  return decideInProcess({ request, settings: defaultSettings(), model: new BuiltinModel(), now: new Date(0) });
}

/** The facts of a call after earlier calls recorded with their arguments, as agents' histories carry them. */
export function factsAfter(name: string, args: Record<string, unknown>, request: string, steps: [string, Record<string, unknown>, string][] = []): string[] {
  const conv: Conversation = {
    userRequest: request,
    history: [
      { role: 'user', content: request },
      ...steps.flatMap(([tool, a, output]) => [
        { role: 'assistant' as const, content: `${tool}(${JSON.stringify(a)})`, tool },
        { role: 'tool' as const, content: output, tool },
      ]),
    ],
  };
  return riskFacts({ name, arguments: args, shape: 'structured' }, conv, { orgDomains: [] }, effectsOf(name, args), false).map((f) => f.code);
}
