// freePorts: distinct loopback ports that are free when returned, optionally below a bound (the Temporal
// server stores membership ports as 16-bit signed integers).

import net from 'node:net';
import { freePorts } from '../../src/lib/ports';

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

describe('freePorts', () => {
  it('gives distinct free ports, the system chosen ones or ones below a bound', async () => {
    for (const opts of [{}, { below: 32_768 }]) {
      const ports = await freePorts(5, opts);
      expect(new Set(ports).size).toBe(5);
      for (const p of ports) expect(await bindable(p)).toBe(true);
      if ('below' in opts) for (const p of ports) expect(p >= 10_000 && p < 32_768).toBe(true);
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
