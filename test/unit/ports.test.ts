// freePorts: distinct loopback ports that are free when returned, optionally below a bound (the Temporal
// server stores membership ports as 16-bit signed integers).

import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ephemeralRange, freePorts } from '../../src/lib/ports';

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

describe('freePorts', () => {
  it('gives distinct free ports, below the range outgoing connections take their local ports from, or below a bound', async () => {
    const [low] = ephemeralRange();
    for (const opts of [{}, { below: 32_000 }]) {
      const ports = await freePorts(5, opts);
      expect(new Set(ports).size).toBe(5);
      for (const p of ports) expect(await bindable(p)).toBe(true);
      for (const p of ports) expect(p >= 10_000 && p < ('below' in opts ? 32_000 : low)).toBe(true);
    }
  });

  it('reads the system\'s range of local ports, and falls back to the usual one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ports-'));
    try {
      fs.writeFileSync(path.join(dir, 'range'), '20000\t40000\n');
      expect(ephemeralRange(path.join(dir, 'range'))).toEqual([20_000, 40_000]);
      fs.writeFileSync(path.join(dir, 'bad'), 'junk');
      expect(ephemeralRange(path.join(dir, 'bad'))).toEqual([32_768, 60_999]);
      expect(ephemeralRange(path.join(dir, 'missing'))).toEqual([32_768, 60_999]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('skips the ports that are taken', async () => {
    // A range of three ports, two of them held: the free one is the one returned.
    const listen = (port: number) =>
      new Promise<net.Server>((resolve, reject) => {
        const srv = net.createServer();
        srv.once('error', reject);
        srv.listen(port, '127.0.0.1', () => resolve(srv));
      });
    let base = 0;
    let held: net.Server[] = [];
    for (let i = 0; i < 20 && held.length < 2; i++) {
      [base] = await freePorts(1, { below: 32_000 });
      held = await Promise.all([listen(base), listen(base + 2)]).catch(() => []);
    }
    try {
      expect(held).toHaveLength(2);
      expect(await freePorts(1, { from: base, below: base + 3 })).toEqual([base + 1]);
    } finally {
      await Promise.all(held.map((s) => new Promise((r) => s.close(r))));
    }
  });
});
