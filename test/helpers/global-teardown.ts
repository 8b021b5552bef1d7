import fs from 'node:fs';
import type { EmbeddedPg } from '../../src/embedded/postgres';
import type { DevServer } from '../../src/embedded/temporal-server';
import { adminQuery } from './infra';
import { stopDovecot } from './dovecot';

export default async function globalTeardown(): Promise<void> {
  const g = globalThis as Record<string, any>;
  if (g.__gatehouseDovecot) await stopDovecot(g.__gatehouseDovecot as string).catch(() => undefined);
  await (g.__gatehouseTemporal as DevServer | undefined)?.stop();
  const db = g.__gatehouseDb as { adminUrl: string; dbName: string } | undefined;
  if (db) await adminQuery(db.adminUrl, `DROP DATABASE IF EXISTS ${db.dbName} WITH (FORCE)`).catch(() => undefined);
  await (g.__gatehousePg as EmbeddedPg | undefined)?.stop();
  if (g.__gatehouseTmp) fs.rmSync(g.__gatehouseTmp, { recursive: true, force: true });
}
