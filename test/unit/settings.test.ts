import {
  consistencyProblems,
  defaultSettings,
  auditedValue,
  parseAssignments,
  parseSettingValues,
  resolveSettings,
  settingsView,
  SETTING_DEFS,
  SETTING_NAMES,
  type EnvSettings,
} from '../../src/domain/settings';

describe('defaultSettings / resolveSettings', () => {
  const DESIGN_DEFAULTS: EnvSettings = {
    daily_cap: 10000,
    monthly_budget: null,
    refund_review_limit: 500,
    max_context_bytes: 65536,
    confidence_threshold: 0.6,
    evidence_threshold: 0.5,
    human_review_threshold: 0.5,
    risk_review_threshold: 0.5,
    risk_deny_threshold: 0.8,
    irreversible_threshold: 0.3,
    blast_radius_threshold: 0.6,
    agents_mode: 'off',
    intake: 'off',
    retention: 'full',
    policy_version: 'v1',
    model_provider: 'builtin',
    model_name: null,
    model_base_url: null,
    digest: 'off',
    digest_recipients: null,
    digest_hour_utc: 7,
    org_domains: null,
    unknown_write_tools: 'explained',
    key_rate_limit: 1200,
    env_rate_limit: 3000,
    rate_limit_window: 60,
    approvals: 'off',
    approval_timeout_s: 3600,
    escalation_address: null,
    webhook_url: null,
    window_limits: null,
    sequence_rules: null,
  };

  it('defaults match design.md section 5', () => {
    expect(defaultSettings()).toEqual(DESIGN_DEFAULTS);
  });

  it('resolveSettings fills every default from null, undefined or {}', () => {
    expect(resolveSettings(null)).toEqual(DESIGN_DEFAULTS);
    expect(resolveSettings(undefined)).toEqual(DESIGN_DEFAULTS);
    expect(resolveSettings({})).toEqual(DESIGN_DEFAULTS);
  });

  it('stored values override only what they name', () => {
    const s = resolveSettings({ daily_cap: 5, agents_mode: 'enforce' });
    expect(s.daily_cap).toBe(5);
    expect(s.agents_mode).toBe('enforce');
    expect(s.refund_review_limit).toBe(500);
    expect(s.confidence_threshold).toBe(0.6);
  });

  it('returns a fresh object each time (defaults cannot be mutated through a result)', () => {
    const a = resolveSettings(null);
    a.daily_cap = 1;
    expect(resolveSettings(null).daily_cap).toBe(10000);
    expect(defaultSettings().daily_cap).toBe(10000);
  });

  it('every setting has a definition with help text', () => {
    expect(SETTING_NAMES.sort()).toEqual(Object.keys(DESIGN_DEFAULTS).sort());
    for (const n of SETTING_NAMES) expect(SETTING_DEFS[n].help.length).toBeGreaterThan(0);
  });
});

describe('parseAssignments', () => {
  it.each<[string, unknown]>([
    ['daily_cap=0', 0],
    ['daily_cap=250', 250],
    ['monthly_budget=1000', 1000],
    ['monthly_budget=unlimited', null],
    ['monthly_budget=none', null],
    ['refund_review_limit=0', 0],
    ['refund_review_limit=99.5', 99.5],
    ['max_context_bytes=1', 1],
    ['max_context_bytes=262144', 262144],
    ['confidence_threshold=0', 0],
    ['confidence_threshold=1', 1],
    ['confidence_threshold=0.75', 0.75],
    ['risk_deny_threshold=0.9', 0.9],
    ['agents_mode=record', 'record'],
    ['agents_mode=enforce', 'enforce'],
    ['intake=on', 'on'],
    ['retention=redacted', 'redacted'],
    ['retention=zero', 'zero'],
    ['policy_version=v2', 'v2'],
    ['model_provider=openai', 'openai'],
    ['model_provider=anthropic', 'anthropic'],
    ['model_name=gpt-4o-mini', 'gpt-4o-mini'],
    ['model_name=none', null],
    ['model_name=', null],
    ['model_base_url=https://api.example.com/v1/', 'https://api.example.com/v1'],
    ['model_base_url=http://localhost:11434/v1', 'http://localhost:11434/v1'],
    ['model_base_url=null', null],
  ])('accepts %s', (assignment, value) => {
    const name = assignment.slice(0, assignment.indexOf('='));
    const { changes, problems } = parseAssignments([assignment]);
    expect(problems).toEqual([]);
    expect(changes).toEqual({ [name]: value });
  });

  it('keeps everything after the first = as the value', () => {
    const { changes, problems } = parseAssignments(['model_name=a=b']);
    expect(problems).toEqual([]);
    expect(changes).toEqual({ model_name: 'a=b' });
  });

  it('reports unknown setting names and lists the known ones', () => {
    const { changes, problems } = parseAssignments(['daily_limit=5']);
    expect(changes).toEqual({});
    expect(problems).toHaveLength(1);
    expect(problems[0].name).toBe('daily_limit');
    expect(problems[0].reason).toMatch(/unknown setting/);
    expect(problems[0].reason).toContain('daily_cap');
  });

  it('reports assignments without a name=value shape', () => {
    for (const a of ['daily_cap', '=5', '']) {
      const { problems } = parseAssignments([a]);
      expect(problems).toHaveLength(1);
      expect(problems[0].reason).toBe('expected name=value');
    }
  });

  it.each([
    'daily_cap=-1',
    'daily_cap=1.5',
    'daily_cap=abc',
    'daily_cap=',
    'monthly_budget=-3',
    'monthly_budget=lots',
    'refund_review_limit=-0.01',
    'refund_review_limit=abc',
    'refund_review_limit=',
    'refund_review_limit=Infinity',
    'max_context_bytes=0',
    'max_context_bytes=262145',
    'confidence_threshold=1.01',
    'confidence_threshold=-0.1',
    'confidence_threshold=',
    'confidence_threshold=NaN',
    'evidence_threshold=high',
    'agents_mode=on',
    'agents_mode=ENFORCE',
    'intake=yes',
    'retention=forever',
    'policy_version=v3',
    'model_provider=anthropic-typo',
    'model_base_url=ftp://example.com',
    'model_base_url=not a url',
    'model_base_url=https://user:secret@example.com/v1',
    'model_name=bad\u0001name',
  ])('rejects %s with a reason', (assignment) => {
    const name = assignment.slice(0, assignment.indexOf('='));
    const { changes, problems } = parseAssignments([assignment]);
    expect(changes).toEqual({});
    expect(problems).toHaveLength(1);
    expect(problems[0].name).toBe(name);
    expect(problems[0].reason.length).toBeGreaterThan(0);
  });

  it('rejects a model name longer than 200 characters', () => {
    expect(parseAssignments([`model_name=${'m'.repeat(201)}`]).problems).toHaveLength(1);
    expect(parseAssignments([`model_name=${'m'.repeat(200)}`]).problems).toEqual([]);
  });

  it('does not echo credentials of a base URL in the reason', () => {
    const { problems } = parseAssignments(['model_base_url=https://user:secret@example.com/v1']);
    expect(problems[0].reason).not.toContain('secret');
  });

  it('reports every problem at once and still returns the valid changes', () => {
    const { changes, problems } = parseAssignments([
      'daily_cap=100',
      'daily_cap_typo=5',
      'confidence_threshold=2',
      'agents_mode=enforce',
      'retention=forever',
      'broken',
    ]);
    expect(changes).toEqual({ daily_cap: 100, agents_mode: 'enforce' });
    expect(problems.map((p) => p.name)).toEqual(['daily_cap_typo', 'confidence_threshold', 'retention', 'broken']);
  });

  it('the last assignment of a name wins', () => {
    expect(parseAssignments(['daily_cap=1', 'daily_cap=2']).changes).toEqual({ daily_cap: 2 });
  });

  it('an empty list changes nothing', () => {
    expect(parseAssignments([])).toEqual({ changes: {}, problems: [] });
  });
});

describe('consistencyProblems', () => {
  const s = (over: Partial<EnvSettings>) => ({ ...defaultSettings(), ...over });

  it('the defaults are consistent', () => {
    expect(consistencyProblems(defaultSettings())).toEqual([]);
  });

  it('a review threshold above the deny threshold is a problem', () => {
    const problems = consistencyProblems(s({ risk_review_threshold: 0.9, risk_deny_threshold: 0.8 }));
    expect(problems).toEqual([{ name: 'risk_review_threshold', reason: expect.stringContaining('risk_deny_threshold') }]);
  });

  it('equal review and deny thresholds are allowed', () => {
    expect(consistencyProblems(s({ risk_review_threshold: 0.7, risk_deny_threshold: 0.7 }))).toEqual([]);
  });

  it.each(['openai', 'anthropic'] as const)('%s needs a model name; the base URL defaults to the public API', (provider) => {
    expect(consistencyProblems(s({ model_provider: provider })).map((p) => p.reason)).toEqual([`${provider} needs model_name`]);
    expect(consistencyProblems(s({ model_provider: provider, model_base_url: 'https://x/v1' })).map((p) => p.name)).toEqual(['model_provider']);
    expect(consistencyProblems(s({ model_provider: provider, model_name: 'm' }))).toEqual([]);
    expect(consistencyProblems(s({ model_provider: provider, model_name: 'm', model_base_url: 'https://x/v1' }))).toEqual([]);
  });

  it('builtin needs neither', () => {
    expect(consistencyProblems(s({ model_provider: 'builtin' }))).toEqual([]);
  });

  it('reports several problems together', () => {
    const problems = consistencyProblems(s({ model_provider: 'openai', risk_review_threshold: 1, risk_deny_threshold: 0 }));
    expect(problems.map((p) => p.name).sort()).toEqual(['model_provider', 'risk_review_threshold']);
  });
});

describe('rate-limit settings', () => {
  it('take whole numbers or "unlimited"; the window is 1 s to a day', () => {
    expect(parseAssignments(['key_rate_limit=50', 'env_rate_limit=unlimited', 'rate_limit_window=10'])).toEqual({
      changes: { key_rate_limit: 50, env_rate_limit: null, rate_limit_window: 10 },
      problems: [],
    });
    const bad = parseAssignments(['key_rate_limit=0', 'env_rate_limit=1.5', 'rate_limit_window=86401']);
    expect(bad.problems.map((p) => p.name)).toEqual(['key_rate_limit', 'env_rate_limit', 'rate_limit_window']);
  });

  it('refuse text the store cannot hold, as every free-text setting does', () => {
    expect(parseAssignments(['model_name=gpt\ud800']).problems).toEqual([{ name: 'model_name', reason: expect.stringMatching(/printable/) }]);
  });
});

describe('parseSettingValues (PATCH /v1/settings)', () => {
  it('reads JSON values with the parsers of parseAssignments: numbers, their text, null as none', () => {
    const json = parseSettingValues({ daily_cap: 5, key_rate_limit: 'unlimited', model_name: null, confidence_threshold: 0.25, agents_mode: 'record' });
    const text = parseAssignments(['daily_cap=5', 'key_rate_limit=unlimited', 'model_name=none', 'confidence_threshold=0.25', 'agents_mode=record']);
    expect(json).toEqual(text);
    expect(json.problems).toEqual([]);
  });

  it('names every unknown setting, bad value and wrong type', () => {
    const r = parseSettingValues({ colour: 'blue', daily_cap: true, max_context_bytes: [1], confidence_threshold: 2, retention: 'none', digest_hour_utc: 24 });
    expect(r.problems.map((p) => p.name)).toEqual(['colour', 'daily_cap', 'max_context_bytes', 'confidence_threshold', 'retention', 'digest_hour_utc']);
    expect(r.problems[1].reason).toBe('must be a string, a number or null');
    expect(r.problems[0].reason).toMatch(/^unknown setting/);
  });

  it('a name like a prototype property is unknown, not a setting', () => {
    expect(parseSettingValues(JSON.parse('{"__proto__": 1, "constructor": "x", "toString": null}')).problems.map((p) => p.name)).toEqual(['__proto__', 'constructor', 'toString']);
  });
});

describe('settingsView', () => {
  it('shows each setting with value, default, help and choices', () => {
    const v = settingsView(resolveSettings({ daily_cap: 3 }));
    expect(Object.keys(v)).toEqual(SETTING_NAMES);
    expect(v.daily_cap).toEqual({ value: 3, default: 10000, help: SETTING_DEFS.daily_cap.help, choices: null, secret: false, set: true });
    expect(v.intake.choices).toEqual(['on', 'off']);
  });

  it('never shows a secret setting, in the view or the audit trail; only whether it is set', () => {
    const def = SETTING_DEFS.model_name;
    def.secret = true;
    try {
      const v = settingsView(resolveSettings({ model_name: 'hunter2' }));
      expect(v.model_name).toMatchObject({ value: null, default: null, secret: true, set: true });
      expect(JSON.stringify(v)).not.toContain('hunter2');
      expect([auditedValue('model_name', 'hunter2'), auditedValue('model_name', null)]).toEqual(['(secret)', null]);
    } finally {
      delete def.secret;
    }
    expect(auditedValue('daily_cap', 7)).toBe(7);
  });
});

describe('approval settings (issue 15)', () => {
  it('approvals is off or on; approval_timeout_s is a whole number of seconds from 5 to 30 days', () => {
    expect(parseAssignments(['approvals=on', 'approval_timeout_s=5']).changes).toEqual({ approvals: 'on', approval_timeout_s: 5 });
    expect(parseAssignments(['approval_timeout_s=2592000']).changes).toEqual({ approval_timeout_s: 2_592_000 });
    const { problems } = parseAssignments(['approvals=yes', 'approval_timeout_s=4', 'approval_timeout_s=2592001', 'approval_timeout_s=60.5']);
    expect(problems.map((p) => p.name)).toEqual(['approvals', 'approval_timeout_s', 'approval_timeout_s', 'approval_timeout_s']);
  });

  it('escalation_address takes e-mail addresses or none', () => {
    expect(parseAssignments(['escalation_address=Boss@Example.com']).changes).toEqual({ escalation_address: 'boss@example.com' });
    expect(parseAssignments(['escalation_address=none']).changes).toEqual({ escalation_address: null });
    expect(parseAssignments(['escalation_address=not-an-address']).problems).toHaveLength(1);
  });

  it('webhook_url takes http(s) URLs only, without credentials or fragment', () => {
    expect(parseAssignments(['webhook_url=https://hooks.example.com/gatehouse']).changes).toEqual({ webhook_url: 'https://hooks.example.com/gatehouse' });
    expect(parseAssignments(['webhook_url=http://127.0.0.1:9000/in'], { allowPrivateWebhooks: true }).changes).toEqual({ webhook_url: 'http://127.0.0.1:9000/in' });
    expect(parseAssignments(['webhook_url=none']).changes).toEqual({ webhook_url: null });
    for (const bad of ['file:///etc/passwd', 'gopher://x', 'ftp://example.com/', 'javascript:alert(1)', 'https://u:p@example.com/', 'https://example.com/#x', 'not a url', `https://example.com/${'a'.repeat(2000)}`]) {
      const { problems } = parseAssignments([`webhook_url=${bad}`]);
      expect(problems).toHaveLength(1);
      expect(problems[0].reason).not.toContain('u:p');
    }
  });
});

