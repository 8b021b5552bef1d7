import { candidateSettings, candidateTools, parseCandidate, type Candidate } from '../../src/decision/candidate';
import { decideInProcess } from '../../src/decision/pipeline';
import { redecide, replayableRequest, type StoredDecision } from '../../src/decision/redecide';
import { BUILTIN_REGISTRY } from '../../src/domain/registry';
import { defaultSettings } from '../../src/domain/settings';
import type { EvaluateRequest } from '../../src/domain/types';
import { BuiltinModel } from '../../src/model/builtin';
import { blankTool } from '../../src/toolcall/catalogue';

const refund = (amount: number): EvaluateRequest => ({
  action: { type: 'refund', amount, currency: 'EUR', target: 'order_1042', description: 'Parcel arrived damaged, customer sent photos' },
  actor: { name: 'support-bot' },
  context: null,
});

const stored = (request: EvaluateRequest, over: Partial<StoredDecision> = {}): StoredDecision => ({
  decisionId: 'dec_01JD0000000000000000000000',
  request,
  outcome: 'allow',
  reasonCodes: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const live = defaultSettings();
const with_ = (c: Candidate) => {
  const s = candidateSettings(live, c);
  if ('problems' in s) throw new Error(JSON.stringify(s.problems));
  return { settings: s.settings, tools: candidateTools([], c), registry: BUILTIN_REGISTRY };
};

describe('redecide', () => {
  test('with the live settings it answers as the in-process pipeline does (the same core)', async () => {
    for (const amount of [40, 499, 501, 5000]) {
      const req = refund(amount);
      const again = await redecide(stored(req), { settings: live, tools: [], registry: BUILTIN_REGISTRY });
      const direct = await decideInProcess({ request: req, settings: live, model: new BuiltinModel(), now: new Date('2026-11-01T10:00:00.000Z') });
      expect(again.decision).toBe(direct.decision);
      expect(again.reason_codes).toEqual(direct.reason_codes);
    }
  });

  test('a raised refund_review_limit lets a 600 EUR refund through that the default sends to review', async () => {
    const req = refund(600);
    const before = await redecide(stored(req), { settings: live, tools: [], registry: BUILTIN_REGISTRY });
    expect(before.reason_codes).toContain('HIGH_VALUE_REFUND');
    expect(before.decision).toBe('review');
    const parsed = parseCandidate({ settings: { refund_review_limit: 1000 } });
    if (!('candidate' in parsed)) throw new Error('expected a candidate');
    const after = await redecide(stored(req), with_(parsed.candidate));
    expect(after.reason_codes).not.toContain('HIGH_VALUE_REFUND');
    expect(after.decision).toBe('allow');
    // Pure: the stored decision's id and time, no latency of its own.
    expect(after.decision_id).toBe('dec_01JD0000000000000000000000');
    expect(after.created_at).toBe('2026-11-01T10:00:00.000Z');
    expect(after.latency_ms).toBe(0);
  });

  test("a candidate catalogue entry with review makes that tool's calls review", async () => {
    const req: EvaluateRequest = { action: { type: 'lookup_order', target: 'order_1' }, actor: { name: 'bot' }, context: null };
    const parsed = parseCandidate({ tools: [{ name: 'lookup_order', review: true }] });
    if (!('candidate' in parsed)) throw new Error('expected a candidate');
    const after = await redecide(stored(req), with_(parsed.candidate));
    expect(after.decision).toBe('review');
    // The candidate's entry replaces the environment's entry of that name.
    expect(candidateTools([{ ...blankTool('lookup_order', 'api'), effects: ['read'] }, blankTool('other', 'api')], parsed.candidate).map((t) => [t.name, t.review])).toEqual([
      ['other', false],
      ['lookup_order', true],
    ]);
  });

  test('the day cap counts as it did when the decision was made; the monthly budget never stops the model', async () => {
    const capped = await redecide(stored(refund(40), { reasonCodes: ['RATE_LIMITED'] }), { settings: live, tools: [], registry: BUILTIN_REGISTRY });
    expect(capped.reason_codes).toContain('RATE_LIMITED');
    const budget = await redecide(stored(refund(40), { reasonCodes: ['COST_CAP_REACHED'] }), { settings: { ...live, monthly_budget: 0 }, tools: [], registry: BUILTIN_REGISTRY });
    expect(budget.reason_codes).not.toContain('COST_CAP_REACHED');
  });

  test('a model that fails is review + PROVIDER_UNAVAILABLE, never allow', async () => {
    const failing = { name: 'broken', assess: () => Promise.reject(new Error('down')) };
    const d = await redecide(stored(refund(40)), { settings: live, tools: [], registry: BUILTIN_REGISTRY, model: failing });
    expect(d.decision).toBe('review');
    expect(d.reason_codes).toContain('PROVIDER_UNAVAILABLE');
  });

  test('what can be decided again: only a kept request of the structured path', () => {
    const req = refund(1);
    expect(replayableRequest('structured', 'full', req)).toEqual({ request: req });
    expect(replayableRequest('structured', 'zero', null)).toEqual({ unreplayable: 'retention_zero' });
    expect(replayableRequest('structured', 'metadata', { fields: [] })).toEqual({ unreplayable: 'retention_metadata' });
    expect(replayableRequest('structured', 'redacted', req)).toEqual({ unreplayable: 'retention_redacted' });
    expect(replayableRequest('structured', null, null)).toEqual({ unreplayable: 'content_expired' });
    expect(replayableRequest('intake', 'full', { medium: 'text', text: 'x' })).toEqual({ unreplayable: 'intake_input' });
  });
});

describe('parseCandidate', () => {
  test('reads settings with the settings parsers and tools with the catalogue checks', () => {
    const r = parseCandidate({ settings: { refund_review_limit: '750', unknown_write_tools: 'allow' }, tools: [{ name: 'Send Mail', effects: ['external_communication'] }] });
    expect(r).toEqual({
      candidate: {
        settings: { refund_review_limit: 750, unknown_write_tools: 'allow' },
        tools: [{ ...blankTool('send_mail', 'operator'), effects: ['external_communication'] }],
      },
    });
  });

  test('names every bad field: unknown settings, out-of-range values, bad entries, unknown keys', () => {
    const r = parseCandidate({
      settings: { refund_limit: 5, confidence_threshold: 1.5, daily_cap: -1, model_provider: 'openai' },
      tools: [{ name: 'x', effects: ['teleport'] }, { review: true }, 'no', { name: 'ok', extra: 1 }],
      other: true,
    });
    if (!('problems' in r)) throw new Error('expected problems');
    const fields = r.problems.map((p) => p.field).sort();
    expect(fields).toEqual(
      [
        'candidate.other',
        'candidate.settings.refund_limit',
        'candidate.settings.confidence_threshold',
        'candidate.settings.daily_cap',
        'candidate.settings.model_provider',
        'candidate.tools[0].effects[0]',
        'candidate.tools[1].name',
        'candidate.tools[2]',
        'candidate.tools[3].extra',
      ].sort(),
    );
    expect(r.problems.find((p) => p.field === 'candidate.settings.confidence_threshold')?.reason).toBe('must be a number from 0 to 1');
    expect(r.problems.find((p) => p.field === 'candidate.settings.refund_limit')?.reason).toMatch(/^unknown setting/);
  });

  test('an empty candidate, a non-object and a duplicate tool are refused', () => {
    expect(parseCandidate({})).toEqual({ problems: [{ field: 'candidate', reason: 'changes nothing: give at least one setting or tool entry' }] });
    expect(parseCandidate([1])).toEqual({ problems: [{ field: 'candidate', reason: 'must be an object with settings and/or tools' }] });
    const dup = parseCandidate({ tools: [{ name: 'a_b' }, { name: 'A B' }] });
    expect(dup).toEqual({ problems: [{ field: 'candidate.tools[1].name', reason: 'names a_b twice' }] });
  });

  test('cross-field checks run on the live settings with the candidate on top', () => {
    const parsed = parseCandidate({ settings: { risk_deny_threshold: 0.3 } });
    if (!('candidate' in parsed)) throw new Error('expected a candidate');
    expect(candidateSettings(live, parsed.candidate)).toEqual({ problems: [{ field: 'candidate.settings.risk_review_threshold', reason: 'must not exceed risk_deny_threshold' }] });
  });
});
