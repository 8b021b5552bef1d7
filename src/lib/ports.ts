import { readFileSync } from 'node:fs';
import net from 'node:net';

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });

/**
 * The range the system takes the local ports of outgoing connections from (Linux's ip_local_port_range; the
 * usual 32768-60999 where it cannot be read).
 */
export function ephemeralRange(file = '/proc/sys/net/ipv4/ip_local_port_range'): [number, number] {
  try {
    const [low, high] = readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high) && low > 0 && low <= high) return [low, high];
  } catch {
    // not Linux, or not readable: the usual range
  }
  return [32_768, 60_999];
}

/**
 * `n` distinct free loopback ports (all held open together while they are picked), random ones in [from, below).
 * By default they lie below the range the system takes outgoing connections' local ports from: a port the
 * system chose (listen on 0) comes from that range, and between its being picked and the program that is to
 * use it binding it, any connection may take it as its local port (a dev server that then cannot bind its UI
 * port, seen in CI). `below` bounds them further (e.g. below 32768 for a program that stores ports as 16-bit
 * signed); where the range starts too low to leave room, the system's choice.
 */
export async function freePorts(n: number, opts: { below?: number; from?: number } = {}): Promise<number[]> {
  const from = opts.from ?? 10_000;
  const below = opts.below ?? ephemeralRange()[0];
  const servers: net.Server[] = [];
  try {
    if (below - from < 1_000 && opts.below === undefined) servers.push(...(await Promise.all(Array.from({ length: n }, () => listen(0)))));
    else {
      for (let tries = 0; servers.length < n; tries++) {
        if (tries > 1000) throw new Error(`no ${n} free loopback ports in [${from}, ${below})`);
        // (A port picked twice is held already: its listen fails like any taken port's.)
        await listen(from + Math.floor(Math.random() * (below - from))).then(
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
