// One answer per call: every step of every labelled trace (eval/toolcalls) is decided as a version-1 request
// and as the raw body of each agent framework's shape (OpenAI chat and Responses, Anthropic, MCP, LangChain,
// ReAct text), through the same pipeline the service runs, and the outcome, reason codes and scores agree.
// OpenAI and Anthropic allow no dots in a function name (`stripe.api_keys.roll` is declared as
// `stripe_api_keys_roll`): there the call's name differs, so outcome and reasons are compared, not the scores.

import path from 'node:path';
import { BuiltinModel } from '../../src/model/builtin';
import { TRACE_SHAPES, VENDOR_NAME, renderStep, structuredRequest } from '../../scripts/eval-toolcall-shapes';
import { decideIntake, decideStructured, loadLabelledSet } from '../../scripts/eval-toolcalls';

const { traces, problems } = loadLabelledSet(path.join(__dirname, '..', '..', 'eval', 'toolcalls'));
const model = new BuiltinModel();

it('the labelled set loads', () => {
  expect(problems).toEqual([]);
  expect(traces.length).toBeGreaterThan(200);
});

it('every labelled step gets the same decision on the structured path and in every intake shape', async () => {
  const differ: string[] = [];
  let compared = 0;
  for (const t of traces) {
    for (let i = 0; i < t.steps.length; i++) {
      const s = await decideStructured(structuredRequest(t, i), model);
      const renamed = t.steps.slice(0, i + 1).some((x) => !VENDOR_NAME.test(x.call.name)) || (t.tools ?? []).some((x) => !VENDOR_NAME.test(x.name));
      for (const shape of TRACE_SHAPES) {
        const d = await decideIntake(renderStep(t, i, shape), model);
        compared++;
        const scores = !(renamed && ['openai_chat', 'openai_responses', 'anthropic'].includes(shape));
        const want = { decision: s.decision, reasons: [...s.reason_codes].sort(), semantic: scores ? s.semantic : null };
        const got = { decision: d.decision, reasons: [...d.reason_codes].sort(), semantic: scores ? d.semantic : null };
        if (JSON.stringify(got) !== JSON.stringify(want)) differ.push(`${t.id} step ${i} ${shape}: ${want.decision} ${want.reasons.join(',')} vs ${got.decision} ${got.reasons.join(',')}`);
      }
    }
  }
  expect(compared).toBe(traces.reduce((n, t) => n + t.steps.length, 0) * TRACE_SHAPES.length);
  expect(differ).toEqual([]);
});
