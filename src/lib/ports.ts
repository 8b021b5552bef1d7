import net from 'node:net';

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });

/**
 * `n` distinct free loopback ports (all held open together while they are picked): the system's choice, or
 * with `below`, random ones in [from, below) (e.g. below 32768 for a program that stores ports as 16-bit signed).
 */
export async function freePorts(n: number, opts: { below?: number; from?: number } = {}): Promise<number[]> {
  const servers: net.Server[] = [];
  try {
    if (opts.below === undefined) servers.push(...(await Promise.all(Array.from({ length: n }, () => listen(0)))));
    else {
      const from = opts.from ?? 10_000;
      for (let tries = 0; servers.length < n; tries++) {
        if (tries > 1000) throw new Error(`no ${n} free loopback ports below ${opts.below}`);
        await listen(from + Math.floor(Math.random() * (opts.below - from))).then(
          (s) => servers.push(s),
          () => undefined, // taken: try another
        );
      }
    }
    return servers.map((s) => (s.address() as net.AddressInfo).port);
  } finally {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  }
}
