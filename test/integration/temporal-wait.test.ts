// The start waits for its Temporal dev server as long as the server is alive (issue 25: one start in about
// 16 gave up with "cannot reach Temporal" on a busy machine), and stops at once when it has exited.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTemporalDevServer, type DevServer } from '../../src/embedded/temporal-server';
import { connectTemporal } from '../../src/runtime/temporal';
import { freePort } from '../helpers/infra';

const cli = process.env.GATEHOUSE_TEST_TEMPORAL_CLI!;

describe('connecting to the Temporal dev server at start', () => {
  let dir: string;
  let dev: DevServer | undefined;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-wait-'));
  });
  afterEach(async () => {
    await dev?.stop();
    dev = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps waiting while the server is alive, and connects once it answers', async () => {
    const port = await freePort();
    const address = `127.0.0.1:${port}`;
    let attempts = 0;
    // Nothing listens yet: the connection is asked for first, and the server started only after several refusals.
    const connecting = connectTemporal(address, {}, {
      waitMs: 120_000,
      alive: () => {
        attempts++;
        if (attempts === 4) dev = startTemporalDevServer({ cli, port, logFile: path.join(dir, 'temporal.log') });
        return true;
      },
    });
    const conn = await connecting;
    expect(attempts).toBeGreaterThanOrEqual(4);
    expect(dev).toBeDefined();
    await conn.close();
  });

  it('stops at once, naming the exit, when the server is no longer alive', async () => {
    const port = await freePort();
    let asked = 0;
    await expect(
      connectTemporal(`127.0.0.1:${port}`, {}, {
        waitMs: 120_000,
        alive: () => ++asked < 3,
      }),
    ).rejects.toThrow(/exited before it answered/);
    expect(asked).toBe(3);
  });
});
