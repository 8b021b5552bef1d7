// The CLI's way to the store: DATABASE_URL, else the embedded instance of a running `gatehouse start`,
// else the embedded instance started just for this command.

import type { Config } from '../config/config';
import { startEmbeddedPostgres } from '../embedded/postgres';
import { createPool, type Db } from '../store/db';
import { migrate } from '../store/migrations';
import fs from 'node:fs';
import path from 'node:path';

export async function withStore<T>(cfg: Config, fn: (db: Db) => Promise<T>): Promise<T> {
  let url = cfg.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const pwFile = path.join(cfg.dataDir, 'pg-password');
    const running = fs.existsSync(path.join(cfg.dataDir, 'postgres', 'postmaster.pid')) && fs.existsSync(pwFile);
    if (running) {
      url = `postgres://gatehouse:${fs.readFileSync(pwFile, 'utf8').trim()}@127.0.0.1:${cfg.pgPort}/gatehouse`;
    } else {
      const pg = await startEmbeddedPostgres(cfg.dataDir, cfg.pgPort);
      url = pg.url;
      stopEmbedded = () => pg.stop();
    }
  }
  const db = createPool(url, 2);
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.end();
    if (stopEmbedded) await stopEmbedded();
  }
}
