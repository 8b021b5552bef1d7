// The operator's commands load neither the service (Temporal's worker, the API) nor Temporal's protobuf
// definitions: loading them took about a second per command. Checked on the built CLI, as a user runs it.

import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

/** The modules a fresh Node process has loaded after requiring the built CLI. */
function loadedBy(entry: string): string[] {
  const code = `require(${JSON.stringify(entry)}); process.stdout.write(JSON.stringify(Object.keys(require.cache)))`;
  const r = spawnSync(process.execPath, ['-e', code], { cwd: root, encoding: 'utf8' });
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as string[];
}

it('the CLI loads without the service or the protobuf definitions; the service module itself does load them', () => {
  const cli = loadedBy(path.join(root, 'dist', 'src', 'cli', 'main.js'));
  expect(cli.some((m) => m.endsWith(path.join('dist', 'src', 'cli', 'main.js')))).toBe(true);
  expect(cli.filter((m) => m.includes(path.join('dist', 'src', 'runtime', 'service.js')) || m.includes(path.join('@temporalio', 'proto')))).toEqual([]);
  // The check can see them: the service's own module brings both.
  const service = loadedBy(path.join(root, 'dist', 'src', 'runtime', 'service.js'));
  expect(service.some((m) => m.includes(path.join('@temporalio', 'proto')))).toBe(true);
});
