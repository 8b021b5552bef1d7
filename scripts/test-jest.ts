// `npm test`'s jest run, in two parts: every test file two at a time, then the few whose assertions count what one loaded
// service serves alone.
//
// Those few assert goals of the product under load, not timings: a burst of 32 queued and every one answered within the
// queue's wait (test/integration/admission.test.ts), fifty parallel calls under a spending cap all decided
// (test/integration/rules.test.ts), one session's rules held across two API processes, a first decision right after
// `gatehouse start`, a worker killed under load. On a 2-core machine another test file running beside them (a browser, a
// second Temporal worker) takes half the CPU they count on, and a burst the service serves alone within its wait then
// overruns it: they failed so, now one and now another, in one run in two on a busy machine. Alone, they measure the service,
// not the other file; what they assert is unchanged.

import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The test files run alone, after the others. */
export const RUN_ALONE = [
  'test/integration/admission.test.ts',
  'test/integration/admission-scale-out.test.ts',
  'test/integration/rules.test.ts',
  'test/integration/session-rules.test.ts',
  'test/integration/split-topology.test.ts',
  'test/e2e/start.test.ts',
];

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The two jest runs' arguments: the rest two at a time, then the listed files one after another. */
export function jestRuns(extra: readonly string[] = []): string[][] {
  return [
    ['--maxWorkers=2', ...RUN_ALONE.flatMap((f) => ['--testPathIgnorePatterns', `${escapeRegExp(f)}$`]), ...extra],
    ['--runInBand', '--runTestsByPath', ...RUN_ALONE, ...extra],
  ];
}

function main(): void {
  const jest = path.join(path.dirname(require.resolve('jest/package.json')), 'bin', 'jest.js');
  for (const args of jestRuns(process.argv.slice(2))) {
    const r = spawnSync(process.execPath, [jest, ...args], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

if (require.main === module) main();
