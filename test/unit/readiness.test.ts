// Readiness (src/api/readiness.ts): a short budget per part, one check shared and reused for the cache
// period, and one log line per change of a part's state.

import { Readiness } from '../../src/api/readiness';

function captureLog(): { lines: { level: string; msg: string; part?: string }[]; restore: () => void } {
  const lines: { level: string; msg: string; part?: string }[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(JSON.parse(String(chunk)));
    return true;
  });
  return { lines, restore: () => spy.mockRestore() };
}

describe('Readiness', () => {
  it('shares one check among concurrent callers and reuses it for the cache period', async () => {
    let calls = 0;
    const r = new Readiness({ store: async () => void calls++, temporal: async () => undefined }, { cacheMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => r.check()));
    expect(calls).toBe(1);
    expect(answers.every((a) => a.status === 'ready')).toBe(true);
    await r.check();
    expect(calls).toBe(1);
  });

  it('checks again once the cached answer is older than the cache period', async () => {
    let calls = 0;
    const r = new Readiness({ store: async () => void calls++, temporal: async () => undefined }, { cacheMs: 0 });
    await r.check();
    await r.check();
    expect(calls).toBe(2);
  });

  it('counts a part that does not answer within the budget as down, and aborts its probe', async () => {
    let aborted = false;
    const r = new Readiness(
      {
        store: async () => undefined,
        temporal: (signal) =>
          new Promise((resolve) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              resolve(undefined);
            });
          }),
      },
      { budgetMs: 20 },
    );
    const log = captureLog();
    try {
      const report = await r.check();
      expect(report).toMatchObject({ status: 'not_ready', checks: { store: 'up', temporal: 'down' } });
      expect(aborted).toBe(true);
    } finally {
      log.restore();
    }
  });

  it('logs a part going down and coming back once each, not once per check', async () => {
    let storeUp = true;
    const r = new Readiness(
      {
        store: async () => {
          if (!storeUp) throw new Error('connect ECONNREFUSED');
        },
        temporal: async () => undefined,
      },
      { cacheMs: 0 },
    );
    const log = captureLog();
    try {
      await r.check();
      storeUp = false;
      for (let i = 0; i < 5; i++) expect((await r.check()).checks.store).toBe('down');
      storeUp = true;
      for (let i = 0; i < 5; i++) expect((await r.check()).status).toBe('ready');
    } finally {
      log.restore();
    }
    expect(log.lines.map((l) => [l.level, l.msg])).toEqual([
      ['error', 'readiness: store is down'],
      ['info', 'readiness: store is up again'],
    ]);
  });
});
