import { actionTypeProblems, BUILTIN_TYPES, CATEGORIES, Registry } from '../../src/domain/registry';

describe('Registry', () => {
  it('knows the built-in types with their categories', () => {
    const r = new Registry();
    for (const t of ['refund', 'transfer', 'payment', 'payout', 'charge', 'withdrawal']) expect(r.hasCategory(t, 'money_movement')).toBe(true);
    expect(r.hasCategory('refund', 'refund')).toBe(true);
    expect(r.hasCategory('transfer', 'refund')).toBe(false);
    for (const t of ['delete_records', 'purge']) expect(r.hasCategory(t, 'destructive')).toBe(true);
    for (const t of ['change_bank_details', 'grant_access', 'modify_permissions', 'reset_credentials']) expect(r.hasCategory(t, 'sensitive')).toBe(true);
    for (const t of ['export_data', 'share_externally']) expect(r.hasCategory(t, 'exfiltration')).toBe(true);
    expect(r.hasCategory('send_email', 'communication')).toBe(true);
    expect(r.hasCategory('deploy', 'configuration')).toBe(true);
  });

  it('does not pretend to know types outside it', () => {
    const r = new Registry();
    expect(r.lookup('water_plants')).toBeUndefined();
    for (const c of CATEGORIES) expect(r.hasCategory('water_plants', c)).toBe(false);
  });

  it('every built-in type has synonyms in English and at least one other language', () => {
    for (const t of BUILTIN_TYPES) {
      expect(t.synonyms.length).toBeGreaterThanOrEqual(2);
      expect(new Set(t.synonyms).size).toBe(t.synonyms.length);
    }
    const all = BUILTIN_TYPES.flatMap((t) => t.synonyms).join(' ');
    for (const word of ['erstattung', 'remboursement', 'reembolso', 'löschen', 'supprimer', 'eliminar']) expect(all).toContain(word);
  });

  it('adds operator types and widens built-in ones without narrowing them', () => {
    const r = new Registry([
      { type: 'issue_credit', categories: ['money_movement'], synonyms: ['store credit'] },
      { type: 'refund', categories: [], synonyms: ['make good'] },
      { type: 'send_email', categories: ['exfiltration'], synonyms: [] },
    ]);
    expect(r.lookup('issue_credit')).toEqual({ type: 'issue_credit', categories: ['money_movement'], synonyms: ['store credit'] });
    expect(r.lookup('refund')!.categories).toEqual(['money_movement', 'refund']);
    expect(r.lookup('refund')!.synonyms).toContain('make good');
    expect(r.lookup('refund')!.synonyms).toContain('reimburse');
    expect(r.lookup('send_email')!.categories).toEqual(['communication', 'exfiltration']);
    // Another environment's registry is untouched.
    expect(new Registry().lookup('issue_credit')).toBeUndefined();
    expect(new Registry().hasCategory('send_email', 'exfiltration')).toBe(false);
    expect(r.all().length).toBe(BUILTIN_TYPES.length + 1);
  });
});

describe('actionTypeProblems', () => {
  it('accepts a well-formed definition', () => {
    expect(actionTypeProblems({ type: 'issue_credit', categories: ['money_movement', 'refund'], synonyms: ['store credit'] })).toEqual([]);
  });

  it.each([
    [{ type: 'Issue Credit', categories: [], synonyms: [] }, /must match/],
    [{ type: 'x'.repeat(65), categories: [], synonyms: [] }, /must match/],
    [{ type: 'ok', categories: ['money'], synonyms: [] }, /unknown category "money"/],
    [{ type: 'ok', categories: [], synonyms: ['a'] }, /synonym "a" must be 2 to 64/],
    [{ type: 'ok', categories: [], synonyms: ['tab\there'] }, /printable/],
    [{ type: 'ok', categories: [], synonyms: Array.from({ length: 51 }, (_, i) => `syn ${i}`) }, /at most 50 synonyms/],
  ])('refuses %j', (def, message) => {
    const problems = actionTypeProblems(def);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('; ')).toMatch(message);
  });

  it('reports every problem at once', () => {
    expect(actionTypeProblems({ type: 'BAD', categories: ['x', 'y'], synonyms: [] })).toHaveLength(3);
  });
});
