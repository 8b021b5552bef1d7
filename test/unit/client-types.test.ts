// The client's types are generated from the committed openapi.json (`npm run client-types`): the committed
// src/client/openapi.gen.ts must be what the generator makes of it now.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

it('src/client/openapi.gen.ts is up to date with openapi.json (npm run client-types)', () => {
  const script = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['client-types'];
  const [bin, ...args] = script.split(' ');
  expect(bin).toBe('openapi-typescript');
  // --check exits non-zero when the file differs from what it would generate.
  let out = '';
  try {
    execFileSync(path.join(ROOT, 'node_modules', '.bin', bin), [...args, '--check'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    out = `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
  expect(out).toBe('');
});
