import { Client as PgClient } from 'pg';

/**
 * A connection of its own that LISTENs on one channel: `notify` gets each payload, `lost` is told once when
 * the connection fails or ends. Null when it cannot connect (the caller works without notifications).
 */
export async function listenOn(connectionString: string, channel: string, on: { notify: (payload: string) => void; lost: (client: PgClient, err?: unknown) => void }): Promise<PgClient | null> {
  const c = new PgClient({ connectionString, connectionTimeoutMillis: 1500, query_timeout: 1500 });
  c.on('error', (err) => on.lost(c, err));
  c.on('end', () => on.lost(c));
  c.on('notification', (n) => {
    if (n.channel === channel && n.payload) on.notify(n.payload);
  });
  try {
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    return c;
  } catch {
    await c.end().catch(() => undefined);
    return null;
  }
}
