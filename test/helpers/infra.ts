// Real infrastructure for the tests: a fresh database on a real PostgreSQL, and a real Temporal dev server.

import { Client as PgClient } from 'pg';
import { freePorts } from '../../src/lib/ports';

export const freePort = async (): Promise<number> => (await freePorts(1))[0];

export async function canConnect(url: string): Promise<boolean> {
  const c = new PgClient({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const c = new PgClient({ connectionString: url, connectionTimeoutMillis: 3000 });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/**
 * A connection of the test's own to the test database, for seeding and maintenance: none of the service
 * pool's statement and query timeouts (2.5 s / 3 s), which a slow machine would hit while seeding many rows.
 * The caller ends it.
 */
export async function seedingClient(): Promise<PgClient> {
  const url = process.env.GATEHOUSE_TEST_DATABASE_URL;
  if (!url) throw new Error('GATEHOUSE_TEST_DATABASE_URL is not set (the global setup sets it)');
  const c = new PgClient({ connectionString: url, connectionTimeoutMillis: 30_000, statement_timeout: 0 });
  await c.connect();
  return c;
}
