// Starts the parts of Gatehouse this process runs: the store, Temporal, the worker and the API.
// With nothing configured it brings its own PostgreSQL and Temporal dev server; with DATABASE_URL or
// TEMPORAL_ADDRESS set it uses those and spawns nothing of its own.

import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Client } from '@temporalio/client';
import type { NativeConnection, Worker } from '@temporalio/worker';
import { createActivities } from '../../activities';
import { createApp } from '../api/app';
import type { Config } from '../config/config';
import { startEmbeddedPostgres, type EmbeddedPg } from '../embedded/postgres';
import { findTemporalCli } from '../embedded/temporal-cli';
import { startTemporalDevServer, type DevServer } from '../embedded/temporal-server';
import { createPool, type Db } from '../store/db';
import { migrate } from '../store/migrations';
import { TemporalEvaluator } from './evaluator';
import { errorName, log } from './log';
import { modelFactory } from './models';
import { connectTemporal, createClient, createWorker, ensureSearchAttributes, installTemporalRuntime } from './temporal';
import { VERSION } from './version';

export interface Roles {
  api: boolean;
  worker: boolean;
}

export interface Running {
  db: Db;
  apiUrl?: string;
  temporalAddress: string;
  temporalUiUrl?: string | null;
  /** The client on the worker's own connection (the one the API starts runs with). */
  client: Client;
  /** Resolves when a part stops by itself (e.g. the worker fails). */
  stopped: Promise<void>;
  stop(): Promise<void>;
}

export async function startService(cfg: Config, roles: Roles): Promise<Running> {
  installTemporalRuntime();
  const cleanups: (() => Promise<void>)[] = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    for (const c of cleanups.reverse().splice(0)) await c().catch((err) => log.warn('shutdown step failed', { error: errorName(err) }));
  };
  try {
    let pg: EmbeddedPg | undefined;
    let databaseUrl = cfg.databaseUrl;
    if (!databaseUrl) {
      log.info('starting embedded PostgreSQL', { dir: path.join(cfg.dataDir, 'postgres'), port: cfg.pgPort });
      pg = await startEmbeddedPostgres(cfg.dataDir, cfg.pgPort);
      cleanups.push(() => pg!.stop());
      databaseUrl = pg.url;
    }
    const db = createPool(databaseUrl);
    cleanups.push(() => db.end());
    const applied = await migrate(db);
    if (applied.length > 0) log.info('migrations applied', { applied });

    let dev: DevServer | undefined;
    let temporalAddress = cfg.temporalAddress;
    if (!temporalAddress) {
      const cli = findTemporalCli({ explicit: cfg.temporalCli, cacheDir: cfg.cacheDir });
      dev = startTemporalDevServer({
        cli,
        port: cfg.temporalPort,
        uiPort: cfg.temporalUiPort,
        dbFile: path.join(cfg.dataDir, 'temporal', 'temporal.db'),
        logFile: path.join(cfg.dataDir, 'temporal', 'server.log'),
        namespace: cfg.temporalNamespace,
      });
      cleanups.push(() => dev!.stop());
      temporalAddress = dev.address;
      log.info('starting the Temporal dev server', { address: temporalAddress, ui: dev.uiUrl });
    }
    const connection: NativeConnection = await connectTemporal(temporalAddress, cfg, dev ? 30_000 : 10_000);
    cleanups.push(() => connection.close());
    const searchAttributes = await ensureSearchAttributes(connection, cfg.temporalNamespace);

    let stoppedResolve!: () => void;
    const stopped = new Promise<void>((r) => (stoppedResolve = r));
    dev?.child.once('exit', (code) => {
      if (stopping) return;
      log.error('the Temporal dev server exited unexpectedly', { code });
      stoppedResolve();
    });

    if (roles.worker) {
      const worker: Worker = await createWorker({
        connection,
        namespace: cfg.temporalNamespace,
        taskQueue: cfg.taskQueue,
        activities: createActivities({ db, modelFor: modelFactory({ apiKey: cfg.modelApiKey }) }),
      });
      const running = worker.run().then(
        () => stoppedResolve(),
        (err) => {
          log.error('worker stopped', { error: errorName(err) });
          stoppedResolve();
        },
      );
      cleanups.push(async () => {
        if (worker.getState() === 'RUNNING') worker.shutdown();
        await running;
      });
    }

    const client = createClient(connection, cfg.temporalNamespace);
    let apiUrl: string | undefined;
    if (roles.api) {
      const evaluator = new TemporalEvaluator(client, { taskQueue: cfg.taskQueue, timeoutMs: cfg.evaluateTimeoutMs, searchAttributes });
      const app = createApp({ db, evaluator, version: VERSION, deployment: cfg.deployment });
      const server = http.createServer(app);
      server.keepAliveTimeout = 65_000;
      server.requestTimeout = 30_000;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(cfg.port, cfg.host, () => resolve());
      });
      cleanups.push(
        () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
          }),
      );
      const addr = server.address() as AddressInfo;
      apiUrl = `http://${addr.address.includes(':') ? `[${addr.address}]` : addr.address}:${addr.port}`;
    }

    return { db, apiUrl, temporalAddress, temporalUiUrl: dev?.uiUrl ?? null, client, stopped, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export { VERSION };
