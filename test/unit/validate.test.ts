import { pointerToPath, validateAs, type FieldProblem } from '../../src/contract/validate';

// ---------- fixtures ----------

function valid(): Record<string, any> {
  return {
    action: {
      type: 'refund',
      amount: 49.99,
      currency: 'EUR',
      description: 'Damaged item',
      parameters: { order_id: 'A-1' },
      target: 'order:A-1',
    },
    actor: { name: 'support-bot', type: 'ai_agent', permissions: ['refund', 'send_message'] },
    context: { ticket: 123 },
    options: { language: 'auto', mode: 'standard' },
  };
}

function withChange(mutate: (r: Record<string, any>) => void): Record<string, any> {
  const r = valid();
  mutate(r);
  return r;
}

const fields = (problems: FieldProblem[]) => problems.map((p) => p.field);
const problemAt = (problems: FieldProblem[], field: string): FieldProblem => {
  const p = problems.find((x) => x.field === field);
  if (!p) throw new Error(`no problem at ${field}: ${JSON.stringify(problems)}`);
  return p;
};

// ---------- pointerToPath ----------

describe('pointerToPath', () => {
  it.each([
    ['', ''],
    ['/action', 'action'],
    ['/action/type', 'action.type'],
    ['/actor/permissions/2', 'actor.permissions[2]'],
    ['/actor/permissions/10', 'actor.permissions[10]'],
    ['/a/0/b/1', 'a[0].b[1]'],
    ['/0', '[0]'],
    ['/a~1b/c~0d', 'a/b.c~d'],
    ['/x~01', 'x~1'],
  ])('%p → %p', (pointer, path) => {
    expect(pointerToPath(pointer)).toBe(path);
  });
});

// ---------- EvaluateRequest ----------

describe('validateAs EvaluateRequest', () => {
  it('accepts a full valid request', () => {
    expect(validateAs('EvaluateRequest', valid())).toEqual([]);
  });

  it('accepts the minimal request', () => {
    expect(validateAs('EvaluateRequest', { action: { type: 'refund' }, actor: { name: 'a' } })).toEqual([]);
  });

  it('accepts null wherever the schema allows it', () => {
    const r = {
      action: { type: 'refund', amount: null, currency: null, description: null, parameters: null, target: null },
      actor: { name: 'a' },
      context: null,
    };
    expect(validateAs('EvaluateRequest', r)).toEqual([]);
  });

  it.each([['a string'], [[1, 2, 3]], [{ any: { nested: true } }], ['']])('accepts context %p', (context) => {
    expect(validateAs('EvaluateRequest', withChange((r) => (r.context = context)))).toEqual([]);
  });

  it.each([[5], [true]])('rejects context %p', (context) => {
    const problems = validateAs('EvaluateRequest', withChange((r) => (r.context = context)));
    expect(fields(problems)).toEqual(['context']);
  });

  it('rejects a body that is not an object', () => {
    for (const body of [null, 'text', 42, [valid()]]) {
      const problems = validateAs('EvaluateRequest', body);
      expect(problems).toHaveLength(1);
      expect(problems[0].field).toBe('(body)');
      expect(problems[0].reason).toMatch(/object/);
    }
  });

  it('names every missing required field', () => {
    const problems = validateAs('EvaluateRequest', {});
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'action', reason: 'is required' },
        { field: 'actor', reason: 'is required' },
      ]),
    );
    expect(fields(validateAs('EvaluateRequest', { action: {}, actor: {} })).sort()).toEqual(['action.type', 'actor.name']);
  });

  describe('unknown fields', () => {
    it('at the top level', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.providers = []))))
        .toEqual([{ field: 'providers', reason: 'unknown field' }]);
    });
    it('in action', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.action.amount_cents = 5))))
        .toEqual([{ field: 'action.amount_cents', reason: 'unknown field' }]);
    });
    it('in actor', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.actor.role = 'admin'))))
        .toEqual([{ field: 'actor.role', reason: 'unknown field' }]);
    });
    it('in options', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.options.temperature = 1))))
        .toEqual([{ field: 'options.temperature', reason: 'unknown field' }]);
    });
    it('but not inside parameters or context (any object)', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => ((r.action.parameters = { whatever: 1 }), (r.context = { free: 'form' }))))).toEqual([]);
    });
  });

  describe('action.type', () => {
    it.each(['refund', 'a', 'crm.update:note', 'x-y_z.1', 'a' + 'b'.repeat(63)])('accepts %p', (type) => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.action.type = type)))).toEqual([]);
    });
    it.each(['Refund', '1refund', '_refund', '', 'refund now', 'a' + 'b'.repeat(64), 'réfund'])('rejects %p by pattern', (type) => {
      const problems = validateAs('EvaluateRequest', withChange((r) => (r.action.type = type)));
      expect(problems).toHaveLength(1);
      expect(problems[0].field).toBe('action.type');
      expect(problems[0].reason).toMatch(/pattern/);
    });
    it('says how to normalise a tool name outside the pattern', () => {
      const p = problemAt(validateAs('EvaluateRequest', withChange((r) => (r.action.type = 'BinanceGetRealTimePrice'))), 'action.type');
      expect(p.reason).toMatch(/must match pattern/);
      expect(p.reason).toContain('BinanceGetRealTimePrice → binance_get_real_time_price');
      expect(p.reason).toContain('this one is "binance_get_real_time_price"');
      const q = problemAt(validateAs('EvaluateRequest', withChange((r) => (r.action.type = 'Gmail Send!'))), 'action.type');
      expect(q.reason).toContain('this one is "gmail_send"');
      const none = problemAt(validateAs('EvaluateRequest', withChange((r) => (r.action.type = '???'))), 'action.type');
      expect(none.reason).toContain('nothing of this name is left once normalised');
    });
    it('rejects a non-string type', () => {
      const p = problemAt(validateAs('EvaluateRequest', withChange((r) => (r.action.type = 5))), 'action.type');
      expect(p.reason).toMatch(/type string/);
    });
    it('rejects a null type', () => {
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.action.type = null))))).toContain('action.type');
    });
  });

  describe('action.amount', () => {
    it('accepts 0 and integers', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.action.amount = 0)))).toEqual([]);
      expect(validateAs('EvaluateRequest', withChange((r) => (r.action.amount = 1000)))).toEqual([]);
    });
    it('rejects a negative amount', () => {
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.action.amount = -0.01))))).toEqual(['action.amount']);
    });
    it('rejects an amount given as a string', () => {
      const p = problemAt(validateAs('EvaluateRequest', withChange((r) => (r.action.amount = '10'))), 'action.amount');
      expect(p.reason).toMatch(/number/);
    });
  });

  describe('action.currency', () => {
    it.each(['EUR', 'USD', 'JPY'])('accepts %p', (c) => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.action.currency = c)))).toEqual([]);
    });
    it.each(['eur', 'EURO', 'EU', 'E1R', '€', ''])('rejects %p', (c) => {
      const problems = validateAs('EvaluateRequest', withChange((r) => (r.action.currency = c)));
      expect(fields(problems)).toEqual(['action.currency']);
      expect(problems[0].reason).toMatch(/pattern/);
    });
  });

  describe('lengths', () => {
    it('description up to 2000 characters', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.action.description = 'd'.repeat(2000))))).toEqual([]);
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.action.description = 'd'.repeat(2001)))))).toEqual(['action.description']);
    });
    it('target up to 256 characters', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.action.target = 't'.repeat(256))))).toEqual([]);
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.action.target = 't'.repeat(257)))))).toEqual(['action.target']);
    });
    it('actor.name from 1 to 128 characters', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.actor.name = 'n')))).toEqual([]);
      expect(validateAs('EvaluateRequest', withChange((r) => (r.actor.name = 'n'.repeat(128))))).toEqual([]);
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.actor.name = ''))))).toEqual(['actor.name']);
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.actor.name = 'n'.repeat(129)))))).toEqual(['actor.name']);
    });
    it('actor.name may not be null', () => {
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.actor.name = null))))).toEqual(['actor.name']);
    });
  });

  describe('action object types', () => {
    it('parameters must be an object or null', () => {
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.action.parameters = [1]))))).toEqual(['action.parameters']);
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.action.parameters = 'x'))))).toEqual(['action.parameters']);
    });
    it('action must be an object', () => {
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.action = 'refund'))))).toEqual(['action']);
    });
  });

  describe('actor', () => {
    it.each(['ai_agent', 'human', 'system'])('accepts actor.type %p', (t) => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.actor.type = t)))).toEqual([]);
    });
    it('rejects another actor.type', () => {
      const p = problemAt(validateAs('EvaluateRequest', withChange((r) => (r.actor.type = 'robot'))), 'actor.type');
      expect(p.reason).toContain('ai_agent');
    });
    it('names the array index of a bad permission', () => {
      const problems = validateAs('EvaluateRequest', withChange((r) => (r.actor.permissions = ['refund', 'send_message', 7])));
      expect(problems).toEqual([{ field: 'actor.permissions[2]', reason: expect.stringMatching(/string/) }]);
    });
    it('names every bad permission index', () => {
      const problems = validateAs('EvaluateRequest', withChange((r) => (r.actor.permissions = [1, 'ok', null, {}])));
      expect(fields(problems)).toEqual(['actor.permissions[0]', 'actor.permissions[2]', 'actor.permissions[3]']);
    });
    it('accepts 256 permissions and rejects 257', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.actor.permissions = Array.from({ length: 256 }, (_, i) => `t${i}`))))).toEqual([]);
      const problems = validateAs('EvaluateRequest', withChange((r) => (r.actor.permissions = Array.from({ length: 257 }, (_, i) => `t${i}`))));
      expect(fields(problems)).toEqual(['actor.permissions']);
      expect(problems[0].reason).toMatch(/256/);
    });
    it('permissions must be an array', () => {
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.actor.permissions = 'refund'))))).toEqual(['actor.permissions']);
    });
    it('an empty permissions array is valid', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.actor.permissions = [])))).toEqual([]);
    });
  });

  describe('options', () => {
    it.each(['auto', 'en', 'de', 'zz'])('accepts language %p', (l) => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.options.language = l)))).toEqual([]);
    });
    it.each(['EN', 'eng', 'e', 'en-US', 'AUTO', ''])('rejects language %p', (l) => {
      const problems = validateAs('EvaluateRequest', withChange((r) => (r.options.language = l)));
      expect(fields(problems)).toEqual(['options.language']);
      expect(problems[0].reason).toMatch(/pattern/);
    });
    it('accepts mode deep, rejects others', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.options.mode = 'deep')))).toEqual([]);
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.options.mode = 'fast'))))).toEqual(['options.mode']);
    });
    it('accepts empty options', () => {
      expect(validateAs('EvaluateRequest', withChange((r) => (r.options = {})))).toEqual([]);
    });
    it('rejects null options (not nullable in the schema)', () => {
      expect(fields(validateAs('EvaluateRequest', withChange((r) => (r.options = null))))).toEqual(['options']);
    });
  });

  it('reports all problems at once, without duplicates', () => {
    const problems = validateAs('EvaluateRequest', {
      action: { type: 'Bad Type', amount: -1, currency: 'eur', extra: true },
      actor: { name: '', permissions: ['a', 2] },
      options: { language: 'english' },
      unknown: 1,
    });
    expect(fields(problems).sort()).toEqual(
      ['action.amount', 'action.currency', 'action.extra', 'action.type', 'actor.name', 'actor.permissions[1]', 'options.language', 'unknown'].sort(),
    );
    const keys = problems.map((p) => `${p.field}|${p.reason}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of problems) expect(p.reason.length).toBeGreaterThan(0);
  });

  it('does not change the value it validates (no defaults filled in)', () => {
    const r = { action: { type: 'refund' }, actor: { name: 'a' } };
    const before = JSON.stringify(r);
    validateAs('EvaluateRequest', r);
    expect(JSON.stringify(r)).toBe(before);
  });
});

// ---------- ReviewRequest ----------

describe('validateAs ReviewRequest', () => {
  it.each(['approved', 'denied', 'changed'])('accepts outcome %p', (outcome) => {
    expect(validateAs('ReviewRequest', { outcome, reviewer: 'ana', note: null })).toEqual([]);
  });
  it('rejects a bad outcome, empty reviewer, long note and unknown fields', () => {
    const problems = validateAs('ReviewRequest', { outcome: 'maybe', reviewer: '', note: 'n'.repeat(2001), score: 1 });
    expect(fields(problems).sort()).toEqual(['note', 'outcome', 'reviewer', 'score']);
  });
  it('requires outcome and reviewer', () => {
    expect(fields(validateAs('ReviewRequest', {})).sort()).toEqual(['outcome', 'reviewer']);
  });
  it('reviewer up to 256, note up to 2000', () => {
    expect(validateAs('ReviewRequest', { outcome: 'approved', reviewer: 'r'.repeat(256), note: 'n'.repeat(2000) })).toEqual([]);
    expect(fields(validateAs('ReviewRequest', { outcome: 'approved', reviewer: 'r'.repeat(257) }))).toEqual(['reviewer']);
  });
});
