// Fail closed: every way the decision model can fail gives review + PROVIDER_UNAVAILABLE, never allow.
// The model is a real OpenAI-compatible HTTP server, scripted per test.

import { answer, startModelStub, type ModelStub, type Script } from '../helpers/model-stub';
import { call, expectContract, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
let stub: ModelStub;
let key: string;
let org: string;

beforeAll(async () => {
  stub = await startModelStub();
  svc = await startTestService();
  org = uniqueOrg('model');
  key = await svc.key(org, 'test');
  await svc.settings(org, 'test', 'model_provider=openai', `model_base_url=${stub.baseUrl}`, 'model_name=stub-model');
});
afterAll(async () => {
  await svc?.stop();
  await stub?.close();
});

const evaluate = () => call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(40) });

it('a good answer within the time limit is used: allow, with the model confidence', async () => {
  stub.script({ kind: 'answer', answer: answer({ confidence: 0.87 }) });
  const r = await evaluate();
  expect(r.status).toBe(200);
  expectContract(r, 'Decision');
  expect(r.body.decision).toBe('allow');
  expect(r.body.confidence).toBe(0.87);
  expect(r.body.semantic.evidence_supports_action).toBe(0.9);
  const sent = stub.requests.at(-1);
  expect(sent.path).toBe('/v1/chat/completions');
  expect(sent.body.model).toBe('stub-model');
  expect(sent.body.response_format.type).toBe('json_schema');
  // The caller's words travel as untrusted data, apart from the instructions.
  const user = JSON.parse(sent.body.messages[1].content);
  expect(user.untrusted.description).toContain('parcel arrived damaged');
  expect(sent.body.messages[0].content).not.toContain('parcel arrived damaged');
});

it('an answer at 1.4 s is still in time', async () => {
  stub.script({ kind: 'answer', answer: answer(), delayMs: 1400 });
  const r = await evaluate();
  expect(r.body.decision).toBe('allow');
  expect(r.body.reason_codes).not.toContain('PROVIDER_UNAVAILABLE');
});

it('logprobs, where given, lower the confidence to the probability of the handling token', async () => {
  stub.script({ kind: 'answer', answer: answer({ confidence: 0.95 }), logprob: Math.log(0.5) });
  const r = await evaluate();
  expect(r.body.confidence).toBeCloseTo(0.5, 5);
  expect(r.body.reason_codes).toContain('LOW_CONFIDENCE');
  expect(r.body.decision).toBe('review');
});

const failures: [string, Script][] = [
  ['an answer at 1.6 s (late)', { kind: 'answer', answer: answer(), delayMs: 1600 }],
  ['a connection that never answers', { kind: 'hang' }],
  ['HTTP 500', { kind: 'status', status: 500 }],
  ['HTTP 429', { kind: 'status', status: 429 }],
  ['a body that is not JSON', { kind: 'raw', body: '<html>gateway error</html>' }],
  ['content that is not JSON', { kind: 'content', content: 'Sure! I think this is fine.' }],
  ['JSON that breaks the schema', { kind: 'answer', answer: { semantic: { fraud_indicators: 0 }, handling: 'proceed', confidence: 0.9 } }],
  ['out-of-range numbers', { kind: 'answer', answer: answer({ semantic: { fraud_indicators: 1.7 } }) }],
  ['an unknown handling choice', { kind: 'answer', answer: { ...answer(), handling: 'approve_everything' } }],
  ['a refusal', { kind: 'refusal' }],
];

it.each(failures)('%s gives review + PROVIDER_UNAVAILABLE, never allow', async (_name, script) => {
  stub.script(script);
  const started = Date.now();
  const r = await evaluate();
  const took = Date.now() - started;
  expect(r.status).toBe(200);
  expectContract(r, 'Decision');
  expect(r.body.decision).toBe('review');
  expect(r.body.reason_codes).toContain('PROVIDER_UNAVAILABLE');
  expect(r.body.policy_results).toContainEqual({ policy: 'model.available', matched: true, effect: 'review', reason_code: 'PROVIDER_UNAVAILABLE' });
  // Bounded by the 1.5 s model limit, not by the stub.
  expect(took).toBeLessThan(4000);
});

it('an unreachable endpoint fails closed too', async () => {
  const org2 = uniqueOrg('down');
  const k = await svc.key(org2, 'test');
  await svc.settings(org2, 'test', 'model_provider=openai', 'model_base_url=http://127.0.0.1:9/v1', 'model_name=x');
  const r = await call(`${svc.url}/v1/gate/evaluate`, { key: k, body: refund(40) });
  expect(r.body.decision).toBe('review');
  expect(r.body.reason_codes).toEqual(['PROVIDER_UNAVAILABLE']);
});

it('the API key for the model comes from the process environment and is sent as a bearer token', async () => {
  // The service under test was started without GATEHOUSE_MODEL_API_KEY: no Authorization goes out.
  stub.script({ kind: 'answer', answer: answer() });
  await evaluate();
  expect(stub.requests.at(-1).headers.authorization).toBeUndefined();
});
