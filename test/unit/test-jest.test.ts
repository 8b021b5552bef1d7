// npm test's two jest runs (scripts/test-jest.ts): together they run every test file once, the files listed to run alone
// only in the second.

import fs from 'node:fs';
import path from 'node:path';
import { jestRuns, RUN_ALONE } from '../../scripts/test-jest';

const root = path.join(__dirname, '..', '..');
function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? testFiles(`${dir}/${e.name}`) : e.name.endsWith('.test.ts') ? [`${dir}/${e.name}`] : []));
}

describe('npm test’s jest runs', () => {
  const [together, alone] = jestRuns();
  const ignored = together!.flatMap((a, i) => (together![i - 1] === '--testPathIgnorePatterns' ? [new RegExp(a)] : []));

  it('every file listed to run alone exists', () => {
    for (const f of RUN_ALONE) expect(fs.existsSync(path.join(root, f))).toBe(true);
  });

  it('the first run leaves out exactly those files; the second runs them one at a time', () => {
    const all = testFiles('test');
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((f) => ignored.some((re) => re.test(path.join(root, f)))).sort()).toEqual([...RUN_ALONE].sort());
    expect(together).toContain('--maxWorkers=2');
    expect(alone!.slice(0, 2)).toEqual(['--runInBand', '--runTestsByPath']);
    expect(alone!.slice(2)).toEqual(RUN_ALONE);
  });

  it('arguments given to npm test reach both runs', () => {
    const [a, b] = jestRuns(['--ci']);
    expect(a!.at(-1)).toBe('--ci');
    expect(b!.at(-1)).toBe('--ci');
  });
});
