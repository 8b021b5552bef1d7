// Runs the golden table (test/golden/cases.ts) through the real service: HTTP → Temporal → rules → a real
// scripted model endpoint → PostgreSQL. Each case gets an organisation of its own. Each case is then decided
// again in process (decideInProcess, what the evaluation scripts run) with the same settings, the same
// store facts and the same scripted model: both must give the same decision, field for field.

import type { Category } from '../../src/domain/registry';
import { BUILTIN_REGISTRY, Registry } from '../../src/domain/registry';
import { decideInProcess } from '../../src/decision/pipeline';
import { DEEP_SAMPLES } from '../../src/model/deep';
import { modelFactory } from '../../src/runtime/models';
import { upsertActionType } from '../../src/store/action-types';
import { lookupAgent } from '../../src/store/agents';
import { authenticate } from '../../src/store/keys';
import { findEnv } from '../../src/store/tenants';
import { GOLDEN_CASES, type GoldenCase } from '../golden/cases';
import { answer, startModelStub, type ModelStub } from '../helpers/model-stub';
import { call, expectContract, startTestService, uniqueOrg, type TestService } from '../helpers/service';

// The reason codes the policy issue lists; each must be reached by at least one case.
const REQUIRED = [
  'ACTION_NOT_PERMITTED', 'AGENT_UNKNOWN', 'AGENT_NOT_PERMITTED', 'RATE_LIMITED', 'COST_CAP_REACHED', 'EVIDENCE_TOO_LARGE',
  'MISSING_AMOUNT', 'HIGH_VALUE_REFUND', 'DESTRUCTIVE_ACTION_TYPE', 'SENSITIVE_ACTION_TYPE', 'EXFILTRATION_ACTION_TYPE',
  'IRREVERSIBLE_HIGH_IMPACT', 'FRAUD_INDICATORS', 'DATA_EXFILTRATION', 'DATA_LOSS_RISK', 'EVIDENCE_INSUFFICIENT',
  'HUMAN_REVIEW_REQUIRED', 'LOW_CONFIDENCE', 'HUMAN_REVIEW_RECOMMENDED', 'REJECT_RECOMMENDED', 'MORE_INFORMATION_NEEDED',
  'LOW_CONFIDENCE_REJECT', 'PROVIDER_UNAVAILABLE',
];

let svc: TestService;
let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub();
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
  await stub?.close();
});

it('the table has at least 60 cases with unique names and reaches every reason code', () => {
  expect(GOLDEN_CASES.length).toBeGreaterThanOrEqual(60);
  expect(new Set(GOLDEN_CASES.map((g) => g.name)).size).toBe(GOLDEN_CASES.length);
  const reached = new Set(GOLDEN_CASES.flatMap((g) => g.expect.reason_codes));
  expect(REQUIRED.filter((code) => !reached.has(code))).toEqual([]);
});

async function setUp(g: GoldenCase, path: string): Promise<string> {
  const org = uniqueOrg('golden');
  const key = await svc.key(org, 'test');
  const model =
    g.model === 'builtin'
      ? ['model_provider=builtin']
      : [`model_provider=${g.provider ?? 'openai'}`, `model_base_url=${stub.url(path, g.model ?? { kind: 'answer', answer: answer() })}`, 'model_name=golden'];
  await svc.settings(org, 'test', ...model, ...(g.settings ?? []));
  for (const a of g.agents ?? []) await svc.agent(org, 'test', a.name, a.types);
  const env = (await findEnv(svc.running.db, org, 'test'))!;
  for (const t of g.types ?? []) {
    await upsertActionType(svc.running.db, env.envId, { type: t.type, categories: t.categories as Category[], synonyms: t.synonyms ?? [] });
  }
  return key;
}

/**
 * The case decided by decideInProcess: the environment's settings and types as the service read them, the
 * store's facts as the decide activity reads them for a first decision, and the same script on a path of its own.
 */
async function decideInProcessLike(g: GoldenCase, key: string, path: string) {
  const principal = (await authenticate(svc.running.db, key))!;
  const settings =
    g.model === 'builtin' ? principal.settings : { ...principal.settings, model_base_url: stub.url(path, g.model ?? { kind: 'answer', answer: answer() }) };
  let agent = { governed: false, registered: false, types: [] as string[] };
  if (settings.agents_mode !== 'off') {
    const found = await lookupAgent(svc.running.db, principal.envId, g.request.actor.name as string);
    agent = { governed: settings.agents_mode === 'enforce' || found.anyRegistered, registered: found.types !== null, types: found.types ?? [] };
  }
  const calls = g.request.options?.mode === 'deep' && settings.model_provider !== 'builtin' ? DEEP_SAMPLES : 1;
  return decideInProcess({
    request: g.request as never,
    settings,
    model: modelFactory({})(settings),
    registry: principal.actionTypes.length > 0 ? new Registry(principal.actionTypes) : BUILTIN_REGISTRY,
    agent,
    // A fresh environment: this is its first decision and its first model call of the month.
    dailyCapReached: 1 > settings.daily_cap,
    budgetReached: settings.monthly_budget !== null && calls > settings.monthly_budget,
  });
}

describe('golden table', () => {
  it.each(GOLDEN_CASES.map((g, i) => [g.name, g, `g${i}`] as const))('%s', async (_name, g, path) => {
    const key = await setUp(g, path);
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: g.request });
    expect(r.status).toBe(200);
    expectContract(r, 'Decision');
    const d = r.body;
    expect({ decision: d.decision, reason_codes: [...d.reason_codes].sort(), missing: d.missing }).toEqual({
      decision: g.expect.decision,
      reason_codes: [...g.expect.reason_codes].sort(),
      missing: g.expect.missing ?? [],
    });
    expect(d.missing_details.map((m: { field: string }) => m.field)).toEqual(g.expect.missing ?? []);
    const noted = d.policy_results.filter((p: any) => p.matched && p.effect === 'allow').map((p: any) => p.reason_code);
    expect(noted.sort()).toEqual([...(g.expect.noted ?? [])].sort());
    if (g.model !== 'builtin') expect(stub.requests.filter((q) => q.path.startsWith(`/p/${path}/`))).toHaveLength(g.expect.calls);
    // Deterministic answers carry confidence 1.0 and zero semantic scores.
    if (g.expect.calls === 0) {
      expect(d.confidence).toBe(1);
      expect(Object.values(d.semantic).every((v) => v === 0)).toBe(true);
    }
    // The decision as stored is the decision as answered.
    const stored = await call(`${svc.url}/v1/decisions/${d.decision_id}`, { key });
    expect(stored.body.decision).toBe(d.decision);
    expect(stored.body.reason_codes).toEqual(d.reason_codes);

    // The evaluation scripts' in-process pipeline agrees, field for field (the ids and clock aside).
    const inProcess = await decideInProcessLike(g, key, `${path}-inproc`);
    const comparable = (x: Record<string, unknown>) => ({ ...x, decision_id: undefined, created_at: undefined, latency_ms: undefined, review: undefined, receipt: undefined, approval: undefined });
    expect(comparable(inProcess as unknown as Record<string, unknown>)).toEqual(comparable(d));
  });
});
