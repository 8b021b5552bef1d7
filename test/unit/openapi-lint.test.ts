// The committed contract passes Redocly's recommended ruleset with no errors, and every operation has a
// summary and at least one documented 4xx answer (checked here too, since Redocly reports a missing 4xx only
// as a warning).

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const doc = JSON.parse(fs.readFileSync(path.join(ROOT, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
};

describe('openapi.json', () => {
  it('passes `redocly lint` with the recommended ruleset: no errors, and no warning but the missing licence', () => {
    const bin = path.join(ROOT, 'node_modules', '.bin', 'redocly');
    // --format=json prints the problems as JSON on stdout; exit status 1 means at least one error.
    let out: string;
    try {
      out = execFileSync(bin, ['lint', 'openapi.json', '--extends=recommended', '--format=json'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string };
      throw new Error(`redocly lint failed:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
    }
    const report = JSON.parse(out) as { totals: { errors: number }; problems: { ruleId: string; severity: string; message: string }[] };
    // The package is UNLICENSED: there is no licence to name, so `info-license` is the one warning left.
    expect(report.problems.filter((p) => p.ruleId !== 'info-license').map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('every operation has a summary and at least one 4xx response', () => {
    const ops = Object.entries(doc.paths).flatMap(([p, methods]) => Object.entries(methods).map(([m, op]) => ({ at: `${m.toUpperCase()} ${p}`, op })));
    expect(ops.length).toBeGreaterThanOrEqual(6);
    for (const { at, op } of ops) {
      expect({ at, summary: typeof op.summary === 'string' && op.summary.length > 0 }).toEqual({ at, summary: true });
      expect({ at, has4xx: Object.keys(op.responses).some((s) => /^4\d\d$/.test(s)) }).toEqual({ at, has4xx: true });
    }
  });
});
