// Starts the parts of Gatehouse this process runs: the store, Temporal, the worker and the API.
// With nothing configured it brings its own PostgreSQL and Temporal dev server; with DATABASE_URL or
// TEMPORAL_ADDRESS set it uses those and spawns nothing of its own.

import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Client } from '@temporalio/client';
import type { NativeConnection, Worker } from '@temporalio/worker';
import { pause } from '../lib/timers';
import { createActivities } from '../../activities';
import { createRetentionActivities } from '../../activities/retention';
import { createAuditActivities } from '../../activities/audit';
import { createMailActivities } from '../../activities/mail';
import { createApprovalActivities } from '../../activities/approvals';
import { createBacktestActivities } from '../../activities/backtest';
import { BacktestUseCase } from '../usecases/backtests';
import { createApiServer, createApp } from '../api/app';
import type { Config } from '../config/config';
import { startEmbeddedPostgres, type EmbeddedPg } from '../embedded/postgres';
import { findTemporalCli } from '../embedded/temporal-cli';
import { startTemporalDevServer, type DevServer } from '../embedded/temporal-server';
import { ended, supervise } from '../embedded/supervise';
import { Readiness } from '../api/readiness';
import { createPool, type Db } from '../store/db';
import { startMailRuntime } from './mail';
import { migrate } from '../store/migrations';
import { checkMasterKey, PgKeyStore } from '../store/payload-keys';
import { PrincipalCache } from '../store/principal-cache';
import { ReceiptKeys, warmReceiptSigning } from '../receipts/sign';
import { loadMasterKeys, PayloadCrypto } from '../store/codec';
import { codecRoutes } from './codec-server';
import { Admission } from '../api/admission';
import { AdaptiveLimit } from '../api/adaptive-limit';
import { ApprovalRuns, ApprovalWaiters } from '../usecases/approvals';
import { LocalResults } from './local-results';
import { readFirstFacts } from '../store/facts';
import { TemporalEvaluator, type Evaluator } from './evaluator';
import { getEvaluation, settledEvaluation } from '../store/decisions';
import { errorName, log } from '../lib/log';
import { modelFactory } from './models';
import { warmDecisionCore } from '../decision/warm';
import { compileContract } from '../contract/validate';
import { defaultSettings } from '../domain/settings';
import { decisionWorkflowId, warmUpWorkflowId } from '../lib/names';
import { newCodecToken, secretFile } from '../lib/secrets';
import { startTelemetry } from './telemetry';
import { countPendingApprovals } from '../store/approvals';
import { connectTemporal, createClient, createWorker, ensureAuditCheckpointSchedule, ensureRetentionSchedule, ensureSearchAttributes, installTemporalRuntime, releaseTemporalRuntime, temporalReadinessProbe, warmWorkflowPath } from './temporal';
import { VERSION } from './version';

/** The longest the start waits for its own Temporal dev server while that server is still running. */
const DEV_SERVER_START_MAX_MS = 5 * 60_000;

/**
 * The last lines (at most 10, 2 KB) of a log file, or '' when it cannot be read. The codec endpoint's token, which
 * rides in its path, is masked should the server have logged the endpoint.
 */
export function logTail(file: string): string {
  try {
    const text = readFileSync(file, 'utf8').slice(-2048).replace(/\/codec\/[^/\s"'?]+/g, '/codec/<token>');
    return text.split('\n').filter((l) => l.trim() !== '').slice(-10).map((l) => l.slice(0, 300)).join('\n');
  } catch {
    return '';
  }
}

/** How many times in all the start launches its own Temporal dev server when it exits before it answers. */
const DEV_SERVER_START_ATTEMPTS = 4;

/** The longest the start waits for its warm-up run (temporal.ts, warmWorkflowPath) before it says it is running anyway. */
const WARM_UP_TIMEOUT_MS = 30_000;

/**
 * Starts a dev server that exited before it answered again, after a pause that doubles (0.5, 1, 2 s), until it
 * answers or the attempts are spent; the last failure is thrown with the end of the server's own log (why it
 * would not start: a port in use, a locked database).
 */
async function startAgain(devServer: DevServer, reach: () => Promise<NativeConnection>, tail: () => string, address: string): Promise<NativeConnection> {
  for (let attempt = 2, wait = 500; ; attempt++, wait *= 2) {
    log.warn('the Temporal dev server exited before it answered; starting it again', { address, attempt, of: DEV_SERVER_START_ATTEMPTS, in_ms: wait });
    await pause(wait);
    try {
      await devServer.restart();
      return await reach();
    } catch (err) {
      if (attempt < DEV_SERVER_START_ATTEMPTS && ended(devServer.child)) continue;
      const last = tail();
      throw new Error(`${err instanceof Error ? err.message : String(err)}${last ? `\nlast lines of temporal/server.log:\n${last}` : ''}`);
    }
  }
}

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
  /** The payload codec (encryption of every Temporal payload) and the codec endpoint's token. */
  codec: { crypto: PayloadCrypto; token: string };
  /** Receipt signing keys (src/receipts/sign.ts); the API's, so present when this process serves it. */
  receipts?: ReceiptKeys;
  /** The callers waiting for approvals in this API process (GET /v1/decisions/{id}?wait=N). */
  waiters?: ApprovalWaiters;
  /** The fair admission of this API process's decisions (its figures: `admission.stats`). */
  admission?: Admission;
  /** GET /v1/health/ready's checks (present when this process serves the API). */
  readiness?: Readiness;
  /** The embedded parts' supervisors (present when this process runs them): restarts so far, whether up. */
  supervised: { postgres?: { up: boolean; restarts: number }; temporal?: { up: boolean; restarts: number } };
  /** Resolves when a part stops by itself (e.g. the worker fails). */
  stopped: Promise<void>;
  stop(): Promise<void>;
}

export async function startService(cfg: Config, roles: Roles): Promise<Running> {
  installTemporalRuntime();
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const c of cleanups.reverse().splice(0)) await c().catch((err) => log.warn('shutdown step failed', { error: errorName(err) }));
  };
  // Last of all: the Temporal runtime, which a start that failed early would otherwise leave holding the process.
  cleanups.push(() => releaseTemporalRuntime());
  try {
    // OpenTelemetry when OTEL_* asks for it; stopped last, so that it flushes what the other parts recorded.
    const telemetry = startTelemetry({ version: VERSION, deployment: cfg.deployment });
    cleanups.push(() => telemetry.shutdown());
    let pg: EmbeddedPg | undefined;
    const supervised: Running['supervised'] = {};
    let databaseUrl = cfg.databaseUrl;
    if (!databaseUrl) {
      log.info('starting embedded PostgreSQL', { dir: path.join(cfg.dataDir, 'postgres'), port: cfg.pgPort });
      pg = await startEmbeddedPostgres(cfg.dataDir, cfg.pgPort);
      // A crashed PostgreSQL is started again; the pools reconnect by themselves (src/store/db.ts).
      const watch = (supervised.postgres = supervise('embedded PostgreSQL', pg));
      cleanups.push(() => {
        watch.stop();
        return pg!.stop();
      });
      databaseUrl = pg.url;
    }
    const db = createPool(databaseUrl);
    cleanups.push(() => db.end());
    // The last metrics (the pending approvals are read from the store) go out while the store is still open.
    cleanups.push(() => telemetry.flush());
    const applied = await migrate(db);
    if (applied.length > 0) log.info('migrations applied', { applied });
    // Payload encryption: the master key from configuration, else one kept in the data directory.
    if (!cfg.payloadKeys && !(roles.api && roles.worker)) {
      log.warn('GATEHOUSE_PAYLOAD_KEY is not set: using the key in the data directory; every process of a deployment needs the same key', { dir: cfg.dataDir });
    }
    const masters = loadMasterKeys(cfg);
    await checkMasterKey(db, masters);
    const codec = new PayloadCrypto({ masters, store: new PgKeyStore(db, masters) });
    const codecToken = cfg.codecToken ?? secretFile(cfg.dataDir, 'codec-token', newCodecToken);
    const apiHost = cfg.host === '0.0.0.0' || cfg.host === '::' ? '127.0.0.1' : cfg.host.includes(':') ? `[${cfg.host}]` : cfg.host;

    let dev: DevServer | undefined;
    let temporalAddress = cfg.temporalAddress;
    if (!temporalAddress) {
      const cli = await findTemporalCli({ explicit: cfg.temporalCli, cacheDir: cfg.cacheDir, releaseBaseUrl: cfg.temporalCliBaseUrl });
      dev = startTemporalDevServer({
        cli,
        port: cfg.temporalPort,
        uiPort: cfg.temporalUiPort,
        dbFile: path.join(cfg.dataDir, 'temporal', 'temporal.db'),
        logFile: path.join(cfg.dataDir, 'temporal', 'server.log'),
        namespace: cfg.temporalNamespace,
        // The bundled UI cannot send headers: the token rides in the path (see codec-server.ts), handed to the
        // CLI in a file of mode 0600, never on its command line.
        uiCodecEndpoint: roles.api && cfg.port !== 0 ? `http://${apiHost}:${cfg.port}/codec/${encodeURIComponent(codecToken)}` : undefined,
        envFile: path.join(cfg.dataDir, 'temporal', 'cli-env.yaml'),
      });
      cleanups.push(() => dev!.stop());
      temporalAddress = dev.address;
      log.info('starting the Temporal dev server', { address: temporalAddress, ui: dev.uiUrl });
    }
    const devServer = dev;
    // The dev server is waited for as long as it is running (a busy machine starts it slowly); an external one 10 s.
    const reach = () => connectTemporal(temporalAddress, cfg, devServer ? { waitMs: DEV_SERVER_START_MAX_MS, alive: () => !ended(devServer.child) } : { waitMs: 10_000 });
    let connection: NativeConnection;
    try {
      connection = await reach();
    } catch (err) {
      // A dev server that exits before it answers (one of the ports it binds taken at that moment by another
      // program, say a connection's local port) is started again, DEV_SERVER_START_ATTEMPTS times in all with a
      // pause that doubles; the last failure is the answer (its log says why).
      if (!devServer || !ended(devServer.child)) throw err;
      connection = await startAgain(devServer, reach, () => logTail(path.join(cfg.dataDir, 'temporal', 'server.log')), temporalAddress);
    }
    cleanups.push(() => connection.close());
    const searchAttributes = await ensureSearchAttributes(connection, cfg.temporalNamespace);

    let stoppedResolve!: () => void;
    const stopped = new Promise<void>((r) => (stoppedResolve = r));
    if (devServer) {
      // A crashed dev server is started again on the same file database; the connection and the worker's
      // polls reconnect to it by themselves.
      const watch = (supervised.temporal = supervise('Temporal dev server', devServer));
      cleanups.push(async () => watch.stop());
    }

    const client = createClient(connection, cfg.temporalNamespace, codec, telemetry.client);
    // API and worker in one process: decisions this worker records are answered at once (local-results.ts).
    const localResults = roles.api && roles.worker ? new LocalResults() : undefined;
    // Approval runs (issue 15): started by the API, woken after verdicts from the API, console and mail.
    const approvalRuns = new ApprovalRuns(client, { taskQueue: cfg.taskQueue, searchAttributes, webhookRetryInitialMs: cfg.webhookRetryInitialMs });
    // The contract's validators compiled here, not at the first request (validate.ts).
    log.info('contract compiled', { ms: Math.round(compileContract().ms) });
    if (roles.worker) {
      // One factory for the decisions and the backtests that opt in to the configured provider.
      const modelFor = modelFactory({ apiKey: cfg.modelApiKey });
      // The decision core's first use (patterns compiled, the judge's tables) paid here, not by the first agent (warm.ts).
      const warm = await warmDecisionCore(modelFor({ ...defaultSettings(), model_provider: 'builtin' }));
      log.info('decision core warmed', { ms: Math.round(warm.ms) });
      const worker: Worker = await createWorker({
        codec,
        connection,
        namespace: cfg.temporalNamespace,
        taskQueue: cfg.taskQueue,
        slots: cfg.workerSlots,
        workflowBundle: cfg.workflowBundle,
        telemetry: telemetry.worker,
        activities: {
          ...createActivities({
            db,
            modelFor,
            // In one process with the API: the answer handed over at the commit, model waits and prefetched facts.
            onRecorded: localResults && ((d) => localResults.recorded(d)),
            onModelWait: localResults && ((id) => localResults.modelWait(id)),
            prefetched: localResults && ((id) => localResults.takeFacts(id)),
          }),
          ...createRetentionActivities({ db }),
          // The audit chain's checkpoints, signed with the environments' receipt keys (keys of this worker's own).
          ...createAuditActivities({ db, receipts: new ReceiptKeys(db, masters, { ttlS: cfg.receiptTtlS }) }),
          ...createMailActivities({ db, mail: cfg.mail, onApprovalMoved: (id, envId, moved) => approvalRuns.afterVerdict(id, envId, moved) }),
          ...createApprovalActivities({ db, masters, mail: cfg.mail, allowPrivateWebhooks: cfg.webhookAllowPrivate }),
          ...createBacktestActivities({ db, modelFor }),
        },
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

    if (roles.worker) {
      await ensureRetentionSchedule(client, cfg.taskQueue).catch((err) => log.warn('retention schedule unavailable', { error: errorName(err) }));
      await ensureAuditCheckpointSchedule(client, cfg.taskQueue).catch((err) => log.warn('audit checkpoint schedule unavailable', { error: errorName(err) }));
      // The sandbox's first load paid here, not by the first agent (its deadline could pass on a busy machine).
      const warmRun = await warmWorkflowPath(client, cfg.taskQueue, warmUpWorkflowId(randomUUID()), WARM_UP_TIMEOUT_MS);
      log.info('workflow path warmed', { ms: Math.round(warmRun.ms), ok: warmRun.ok });
    }
    // Verdicts by mail: the mailbox reader and the digest schedules (each only when configured).
    if (roles.worker) cleanups.push(await startMailRuntime({ client, db, cfg, searchAttributes }));
    let apiUrl: string | undefined;
    let receipts: ReceiptKeys | undefined;
    let waiters: ApprovalWaiters | undefined;
    let admission: Admission | undefined;
    let readiness: Readiness | undefined;
    if (roles.api) {
      readiness = new Readiness({
        store: () => db.query('SELECT 1'),
        temporal: temporalReadinessProbe(connection, cfg.temporalNamespace),
      });
      readiness.watch();
      const watching = readiness;
      cleanups.push(async () => watching.unwatch());
      receipts = new ReceiptKeys(db, masters, { ttlS: cfg.receiptTtlS });
      // The receipts' signing library loaded and used once here, not by the first answer (sign.ts).
      log.info('receipt signing warmed', { ms: Math.round(await warmReceiptSigning()) });
      const temporalEvaluator = new TemporalEvaluator(client, {
        taskQueue: cfg.taskQueue,
        timeoutMs: cfg.evaluateTimeoutMs,
        searchAttributes,
        lookup: (envId, id, settledAfter) => (settledAfter === undefined ? getEvaluation(db, envId, id) : settledEvaluation(db, envId, id, settledAfter)),
        local: localResults,
        readFacts: (input) => readFirstFacts(db, input, new Date()),
      });
      // The run's payloads are encrypted under its environment's key for its retention mode.
      const evaluator: Evaluator = telemetry.evaluator({
        evaluate: (input, hooks) => {
          codec.bindRun(decisionWorkflowId(input.decisionId), input.envId, input.settings.retention);
          return temporalEvaluator.evaluate(input, hooks);
        },
      });
      telemetry.pendingApprovals(() => countPendingApprovals(db));
      waiters = new ApprovalWaiters(databaseUrl);
      admission = new Admission({
        limit: cfg.maxInFlight,
        adaptive: cfg.adaptiveLimit ? new AdaptiveLimit({ max: cfg.maxInFlight }) : undefined,
        modelWaits: localResults ? Math.max(0, cfg.workerSlots - cfg.maxInFlight) : 0,
        queueDelayMs: cfg.queueDelayMs,
        shareWindowMs: cfg.shareWindowMs,
        floodShare: cfg.floodShare,
        floodDuty: cfg.floodDuty,
        // A misjudged wait is shed once the rest of the deadline (at least half of it) could no longer be enough.
        maxWaitMs: cfg.evaluateTimeoutMs / 2,
      });
      // Keys looked up once per process, dropped by notification when they change (principal-cache.ts).
      const principals = new PrincipalCache(db, databaseUrl);
      await principals.start();
      cleanups.push(() => principals.close());
      const codecRouter = codecRoutes({ crypto: codec, token: codecToken, origins: cfg.codecOrigins });
      const app = createApp({
        db,
        evaluator,
        receipts,
        // With the worker in this process, a decision waiting on a remote model is set aside (admission.ts) as
        // long as the worker's local activity slots the in-flight decisions do not need allow.
        admission,
        keys: principals,
        version: VERSION,
        deployment: cfg.deployment,
        codecRoutes: codecRouter,
        console: { temporalUiUrl: cfg.temporalUiUrl ?? dev?.uiUrl ?? null, temporalNamespace: cfg.temporalNamespace },
        trustProxy: cfg.trustProxy,
        approvals: { runs: approvalRuns, waiters, masters, allowPrivateWebhooks: cfg.webhookAllowPrivate },
        requestTimeoutMs: cfg.requestTimeoutMs,
        readiness,
        backtests: new BacktestUseCase({ db, client, taskQueue: cfg.taskQueue, searchAttributes, tuning: cfg.backtest }),
      });
      const server = createApiServer(telemetry.http(app), cfg.requestTimeoutMs);
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
      // Runs before the server closes (cleanups run in reverse): long waits answer now instead of holding it open.
      cleanups.push(() => waiters!.close());
      const addr = server.address() as AddressInfo;
      apiUrl = `http://${addr.address.includes(':') ? `[${addr.address}]` : addr.address}:${addr.port}`;
    }

    return { db, apiUrl, waiters, admission, readiness, supervised, temporalAddress, temporalUiUrl: dev?.uiUrl ?? null, client, codec: { crypto: codec, token: codecToken }, receipts, stopped, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export { VERSION };
