// CI proves what the README promises: .ci/run runs the README's commands (its first code block), literally,
// and nothing else a user would not run. `npx gatehouse start` is the one README command CI does not run
// (it serves until stopped); test/e2e/start.test.ts starts the same command on a fresh data directory.

import fs from 'node:fs';
import path from 'node:path';
import { BIN } from '../helpers/cli';

const ROOT = path.join(__dirname, '..', '..');

/** The commands of a shell text: one per line or `&&` part, without comments. */
function commands(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean)
    .flatMap((l) => l.split('&&').map((c) => c.trim()))
    .filter(Boolean);
}

function readmeCommands(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const block = /```(?:sh|bash)?\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README.md has no code block');
  return commands(block[1]);
}

/** .ci/run's commands, less the script's own plumbing (strict mode, cd to the repository, version banner). */
function ciCommands(): string[] {
  const script = fs.readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8');
  return commands(script.replace(/^#!.*\n/, '')).filter((c) => !/^set -euo pipefail$|^cd "\$\(dirname "\$0"\)\/\.\."$|^echo "== /.test(c));
}

describe('README and CI', () => {
  it("the README's first code block is install, start, test", () => {
    expect(readmeCommands()).toEqual(['npm install', 'npx gatehouse start', 'npm test']);
  });

  it(".ci/run runs the README's commands, in its order, and nothing else", () => {
    const readme = readmeCommands().filter((c) => c !== 'npx gatehouse start');
    expect(ciCommands()).toEqual(readme);
  });

  it('the start command CI does not run is the one the start test runs: `npx gatehouse` is bin/gatehouse.js', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(pkg.bin.gatehouse).toBe('bin/gatehouse.js');
    expect(path.resolve(BIN)).toBe(path.join(ROOT, pkg.bin.gatehouse));
    // The start test starts it with startGatehouse (test/helpers/cli.ts), which runs BIN start.
    const startTest = fs.readFileSync(path.join(ROOT, 'test', 'e2e', 'start.test.ts'), 'utf8');
    expect(startTest).toContain('startGatehouse(env)');
    const helper = fs.readFileSync(path.join(ROOT, 'test', 'helpers', 'cli.ts'), 'utf8');
    expect(helper).toMatch(/export function startGatehouse[\s\S]*\[BIN, 'start'\]/);
  });
});
