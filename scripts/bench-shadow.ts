// Shadow mode's own CPU (issue 28), in this process with process.cpuUsage (user + system), warm: what the
// record step adds to a decision when a shadow is set (src/decision/shadow.ts: the rules again with the
// candidate, the live model answer reused), beside the pure decision it shadows (judge + the builtin model +
// finish). Printed by `npm run bench` next to the service's CPU per decision with and without a shadow.

import { askModel, finish, judge, NO_AGENT_FACTS, structured } from '../src/decision/core';
import { decideShadow, type StoredShadow } from '../src/decision/shadow';
import { BUILTIN_REGISTRY } from '../src/domain/registry';
import { defaultSettings } from '../src/domain/settings';
import type { EvaluateRequest } from '../src/domain/types';
import { BuiltinModel } from '../src/model/builtin';
import { blankTool } from '../src/toolcall/catalogue';

/** The candidate the bench sets as the shadow: a stricter refund limit and threshold, and a catalogue entry. */
export const BENCH_SHADOW: Pick<StoredShadow, 'settings' | 'tools'> = {
  settings: { refund_review_limit: 10, confidence_threshold: 0.7 },
  tools: [{ ...blankTool('get_quote', 'operator'), review: true }],
};

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export interface ShadowCpu {
  runs: number;
  /** CPU per decision of the pure core (judge, the builtin model, finish), ms. */
  decisionMs: number;
  /** CPU per decision of the shadow beside it, ms. */
  shadowMs: number;
}

/** Both measured over `runs` decisions of `request`, after as many warm-up runs. */
export async function measureShadowCpu(request: object, runs = 2000): Promise<ShadowCpu> {
  const settings = defaultSettings();
  const model = new BuiltinModel();
  const shadow: StoredShadow = { id: 'shd_bench', set_at: new Date(0).toISOString(), set_by: 'bench', ...BENCH_SHADOW };
  const signal = new AbortController().signal;
  const one = async () => {
    const understanding = structured(request as EvaluateRequest);
    const judgement = judge(understanding, settings, BUILTIN_REGISTRY, { agent: NO_AGENT_FACTS, dailyCapReached: false, tools: [] });
    const outcome = judgement.modelWanted ? await askModel(model, understanding, settings, BUILTIN_REGISTRY, judgement, signal) : ({ status: 'skipped' } as const);
    const now = new Date();
    const fin = { decisionId: 'dec_bench', understanding, settings, registry: BUILTIN_REGISTRY, judgement, budgetReached: false, model: outcome, createdAt: now, receivedAt: now.getTime() };
    return { fin, decision: finish(fin) };
  };
  for (let i = 0; i < runs; i++) decideShadow((await one()).fin, shadow);
  // Each measured as a whole loop, so that the clock's own cost and granularity do not count per call.
  const fins = [];
  const a = cpuMs();
  for (let i = 0; i < runs; i++) fins.push((await one()).fin);
  const b = cpuMs();
  for (const fin of fins) decideShadow(fin, shadow);
  const c = cpuMs();
  const decisionMs = (b - a) / runs;
  const shadowMs = (c - b) / runs;
  return { runs, decisionMs, shadowMs };
}
