// A fresh process's first decision compiles the rules' patterns as they are first used (the harm lexicon's alone
// takes about half a second on a 2-core machine) and fills the judge's tables: about a second in all, which the
// first agent to ask would wait for. A worker pays it once at start instead, deciding two made-up calls (one on
// the structured path, one on the intake path) in process: nothing is read from or written to the store.

import { prepareIntake } from '../intake/prepare';
import type { DecisionModel } from '../model/provider';
import { BUILTIN_REGISTRY } from '../domain/registry';
import { defaultSettings } from '../domain/settings';
import type { EvaluateRequest } from '../domain/types';
import { decideInProcess } from './pipeline';

const TASK = 'Reply to the supplier about the late delivery of order 1042 and attach the updated schedule from the shared drive.';

const STRUCTURED: EvaluateRequest = {
  action: { type: 'send_email', parameters: { to: 'orders@supplier.example', subject: 'Order 1042', body: 'Thanks, the new schedule is attached.' } },
  actor: { name: 'warm-up' },
  context: {
    user_request: TASK,
    history: [{ tool: 'drive.read_file', arguments: { path: 'schedules/1042.txt' }, output: 'Delivery moved to Friday. Please confirm by mail.' }],
  },
};

const CHAT = {
  model: 'gpt-4o',
  messages: [
    { role: 'user', content: TASK },
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'send_email', arguments: JSON.stringify(STRUCTURED.action.parameters ?? {}) } }] },
  ],
};

/** Decides the two made-up calls with `model` (the builtin one: no provider is called): their outcomes and the time it took. */
export async function warmDecisionCore(model: DecisionModel): Promise<{ ms: number; outcomes: string[] }> {
  const t0 = performance.now();
  const settings = defaultSettings();
  const structured = await decideInProcess({ request: STRUCTURED, settings, model });
  const raw = Buffer.from(JSON.stringify(CHAT));
  const intake = await prepareIntake({ medium: 'json', raw, json: CHAT, registry: BUILTIN_REGISTRY, hints: { agent: 'warm-up' } });
  const viaIntake = await decideInProcess({ intake, settings, model, registry: BUILTIN_REGISTRY });
  return { ms: performance.now() - t0, outcomes: [structured.decision, viaIntake.decision] };
}
