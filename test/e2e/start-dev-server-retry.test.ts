// `gatehouse start` on embedded defaults when the Temporal dev server exits before it answers on its first start
// (one of the ports it binds taken at that moment by another program): it is started again after a short pause,
// and the service comes up. A fourth failure is the answer. The CLI is the real one, behind a wrapper that fails
// its first `server start-dev` (or every one) the way a taken port does, and counts its starts.

import fs from 'node:fs';
import path from 'node:path';
import { embeddedStartEnv, startGatehouse, stopGatehouse } from '../helpers/cli';
import { call, refund } from '../helpers/service';

jest.setTimeout(180_000);

let env: Record<string, string>;
let dataDir: string;

/** A wrapper around the real CLI whose first `server start-dev` (or every one, `always`) exits 1 at once. */
function failingCli(dir: string, always: boolean): string {
  const real = process.env.GATEHOUSE_TEST_TEMPORAL_CLI!;
  const mark = path.join(dir, 'failed-once');
  const starts = path.join(dir, always ? 'starts-always' : 'starts-once');
  const file = path.join(dir, always ? 'temporal-always-fails' : 'temporal-fails-once');
  const fail = always ? 'true' : `[ ! -f '${mark}' ]`;
  fs.writeFileSync(
    file,
    `#!/bin/sh\nif [ "$1" = "server" ]; then echo start >> '${starts}'; fi\nif [ "$1" = "server" ] && ${fail}; then touch '${mark}'; echo "listen tcp 127.0.0.1: bind: address already in use" >&2; exit 1; fi\nexec '${real}' "$@"\n`,
    { mode: 0o755 },
  );
  return file;
}

beforeAll(async () => {
  env = await embeddedStartEnv('gatehouse-e2e-retry-');
  dataDir = env.GATEHOUSE_DATA_DIR;
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** How many times the wrapper was asked to start a server. */
const startsOf = (name: string) => fs.readFileSync(path.join(dataDir, name), 'utf8').trim().split('\n').length;

it('starts the dev server again when it exits before it answers, and decides', async () => {
  const wrapper = failingCli(dataDir, false);
  const started = await startGatehouse({ ...env, TEMPORAL_CLI: wrapper });
  try {
    expect(started.log).toContain('the Temporal dev server exited before it answered; starting it again');
    expect(fs.existsSync(path.join(dataDir, 'failed-once'))).toBe(true);
    expect(startsOf('starts-once')).toBe(2);
    const key = /(gate_test_\w{40})/.exec(started.out)![1];
    const decided = await call(`http://127.0.0.1:${env.PORT}/v1/gate/evaluate`, { key, body: refund(40) });
    expect(decided.status).toBe(200);
  } finally {
    expect(await stopGatehouse(started.child)).toBe(0);
  }
});

it('gives up after the fourth start fails too, with the log to read', async () => {
  const wrapper = failingCli(dataDir, true);
  // The error says why: the end of the server's own log.
  await expect(startGatehouse({ ...env, TEMPORAL_CLI: wrapper })).rejects.toThrow(/exited with 1[\s\S]*Temporal dev server exited[\s\S]*server\.log:\n[\s\S]*address already in use/);
  expect(startsOf('starts-always')).toBe(4);
});
