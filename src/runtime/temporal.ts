import fs from 'node:fs';
import { Client, isGrpcServiceError, ScheduleAlreadyRunning, ScheduleOverlapPolicy, type ClientInterceptors, type ScheduleOptionsStartWorkflowAction } from '@temporalio/client';
import type { DataConverter } from '@temporalio/common';
import { DefaultLogger, NativeConnection, Runtime, Worker, type ActivityInterceptorsFactory, type LogEntry, type WorkerOptions } from '@temporalio/worker';
import type { Config } from '../config/config';
import { errorName, log } from '../lib/log';
import { pause } from '../lib/timers';
import { stepTiming } from '../../activities/timing';
import type { PayloadCrypto } from '../store/codec';
import { registerSearchAttributes } from '../lib/search-attributes';

/** gRPC status NOT_FOUND. */
const GRPC_NOT_FOUND = 5;

/**
 * Connects to Temporal, trying again every 250 ms for up to `waitMs`. With `alive` (the start's own dev
 * server), the wait goes on past that while the server is still running and starting (a busy machine starts
 * it slowly), up to `waitMs` in all, and ends at once if it exited; a line is logged every 15 s meanwhile.
 */
export async function connectTemporal(
  address: string,
  cfg: Pick<Config, 'temporalTls' | 'temporalApiKey'>,
  wait: { waitMs: number; alive?: () => boolean } = { waitMs: 0 },
): Promise<NativeConnection> {
  // false: plaintext, also with an API key (which turns TLS on by default); unset: the SDK's default.
  const tls = cfg.temporalTls === false
    ? false
    : cfg.temporalTls
    ? {
        serverNameOverride: cfg.temporalTls.serverName,
        serverRootCACertificate: cfg.temporalTls.caPath ? fs.readFileSync(cfg.temporalTls.caPath) : undefined,
        clientCertPair:
          cfg.temporalTls.certPath && cfg.temporalTls.keyPath
            ? { crt: fs.readFileSync(cfg.temporalTls.certPath), key: fs.readFileSync(cfg.temporalTls.keyPath) }
            : undefined,
      }
    : undefined;
  const started = Date.now();
  const deadline = started + wait.waitMs;
  let told = started;
  for (;;) {
    try {
      return await NativeConnection.connect({ address, tls, apiKey: cfg.temporalApiKey });
    } catch (err) {
      if (Date.now() >= deadline) throw new Error(`cannot reach Temporal at ${address}: ${errorName(err)}`);
      if (wait.alive && !wait.alive()) throw new Error(`the Temporal dev server exited before it answered at ${address}; see its log (temporal/server.log in the data directory)`);
      if (wait.alive && Date.now() - told >= 15_000) {
        told = Date.now();
        log.info('still waiting for the Temporal dev server to answer', { address, waited_s: Math.round((told - started) / 1000) });
      }
      await pause(250);
    }
  }
}

/**
 * Registers the custom search attributes when the namespace lacks them. Returns false when they cannot be
 * registered (e.g. a managed cluster without operator rights); runs then start without them.
 */
export async function ensureSearchAttributes(connection: NativeConnection, namespace: string): Promise<boolean> {
  try {
    await registerSearchAttributes(connection, namespace);
    return true;
  } catch (err) {
    log.warn('search attributes unavailable; runs start without them', { error: errorName(err) });
    return false;
  }
}

/** The workflow id the readiness probe asks about: no run ever has it (names of runs are `<kind>:<id>`). */
export const READINESS_PROBE_WORKFLOW_ID = 'gatehouse-readiness-probe';

/**
 * Readiness's Temporal check: a description of a run that does not exist, in the configured namespace. Its
 * "not found" comes from the history service after a read of the cluster's store, so it fails while the
 * frontend is unreachable or paused, while history (or the store behind it) is down, and while the
 * credentials are refused for the namespace (an expired or revoked API key, a certificate no longer
 * trusted); `GetSystemInfo`, which the frontend answers alone and an authorizer lets through, would not.
 */
export function temporalReadinessProbe(connection: NativeConnection, namespace: string): (signal: AbortSignal) => Promise<void> {
  return async (signal) => {
    try {
      await connection.withAbortSignal(signal, () =>
        connection.workflowService.describeWorkflowExecution({ namespace, execution: { workflowId: READINESS_PROBE_WORKFLOW_ID } }),
      );
    } catch (err) {
      if (isGrpcServiceError(err) && err.code === GRPC_NOT_FOUND) return;
      throw err;
    }
  };
}

/**
 * A fresh worker's first run pays for loading the workflow bundle into its sandbox, the first eager start
 * and the first local activity: about 0.7 s on an idle 2-core machine and several seconds on a busy one,
 * which the first agent to ask would wait for (and, past its deadline, be answered 503). One empty run of a
 * decision's shape (`engineFloorLocal`: one local activity that does nothing, no payload, no store) is
 * started on this worker and awaited before the service says it is running. A run that fails or outlasts
 * `timeoutMs` is logged and left: the service starts anyway, and its first decision pays the rest.
 */
export async function warmWorkflowPath(client: Client, taskQueue: string, workflowId: string, timeoutMs: number): Promise<{ ms: number; ok: boolean }> {
  const t0 = performance.now();
  try {
    await client.withDeadline(Date.now() + timeoutMs, async () => {
      const handle = await client.workflow.start('engineFloorLocal', {
        taskQueue,
        workflowId,
        workflowExecutionTimeout: timeoutMs,
        requestEagerStart: true,
        args: [],
      });
      await handle.result();
    });
    return { ms: performance.now() - t0, ok: true };
  } catch (err) {
    log.warn('warm-up run failed; the first decision pays for the worker\'s start', { error: errorName(err) });
    return { ms: performance.now() - t0, ok: false };
  }
}

/** The data converter of every client and worker: payloads pass through the codec (encryption) when given. */
export const dataConverterFor = (codec?: PayloadCrypto): DataConverter | undefined => (codec ? { payloadCodecs: [codec] } : undefined);

export function createClient(connection: NativeConnection, namespace: string, codec?: PayloadCrypto, interceptors?: ClientInterceptors): Client {
  return new Client({ connection, namespace, dataConverter: dataConverterFor(codec), interceptors });
}

/** The compiled workflow bundle (built by `npm run build`, or the configured one), else the TypeScript sources (development). */
export function workflowSource(bundle?: string): Pick<WorkerOptions, 'workflowBundle' | 'workflowsPath'> {
  const prebuilt = bundle ?? require('node:path').join(__dirname, '..', '..', 'workflow-bundle.js');
  if (fs.existsSync(prebuilt)) return { workflowBundle: { codePath: prebuilt } };
  return { workflowsPath: require.resolve('../../workflows') };
}

/** Default slots of a worker: see Config.workerSlots. */
export const DEFAULT_WORKER_SLOTS = 32;

/**
 * The worker, with its concurrency set on purpose:
 * - workflow task slots = `slots`: a decision run is one workflow task (every step a local activity), and an
 *   eager start needs a free slot, else the run goes the slow way through the task queue;
 * - local activity slots = `slots`: each decision holds one while its current step runs;
 * - activity slots: only the long-running workflows (digest, mail, retention) use regular activities;
 * - sticky cache: decision runs finish inside their first task and leave the cache at once, so it holds the
 *   long-running workflows and runs caught mid-flight; 4 × slots is room for both.
 */
export async function createWorker(opts: {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  activities: object;
  codec?: PayloadCrypto;
  slots?: number;
  workflowBundle?: string;
  /** Tracing (src/runtime/telemetry.ts): the activity interceptors and the workflow spans' sink; none when off. */
  telemetry?: { activity?: ActivityInterceptorsFactory[]; sinks?: WorkerOptions['sinks'] };
}): Promise<Worker> {
  const slots = opts.slots ?? DEFAULT_WORKER_SLOTS;
  const source = workflowSource(opts.workflowBundle);
  return Worker.create({
    dataConverter: dataConverterFor(opts.codec),
    connection: opts.connection,
    namespace: opts.namespace,
    taskQueue: opts.taskQueue,
    activities: opts.activities,
    ...source,
    // Step timing always; the telemetry's activity interceptors when it is on. The workflow side of tracing is
    // built into a prebuilt bundle (scripts/bundle-workflows.ts).
    interceptors: {
      activity: [stepTiming, ...(opts.telemetry?.activity ?? [])],
      workflowModules: source.workflowsPath ? [require.resolve('../../workflows/telemetry')] : undefined,
    },
    sinks: opts.telemetry?.sinks,
    maxConcurrentWorkflowTaskExecutions: slots,
    maxConcurrentLocalActivityExecutions: slots,
    maxConcurrentActivityTaskExecutions: 10,
    maxCachedWorkflows: slots * 4,
    // Decision runs last milliseconds; a shutdown that cannot drain (server gone) must still end.
    shutdownGraceTime: '3s',
    shutdownForceTime: '6s',
  });
}

let runtimeInstalled = false;

/** What of an SDK log entry's metadata reaches the log: identifiers and figures, never payloads or stacks. */
const SDK_LOG_FIELDS = ['sdkComponent', 'namespace', 'taskQueue', 'workflowType', 'workflowId', 'runId', 'workflowRunId', 'activityType', 'activityId', 'attempt', 'isLocal'] as const;
const SDK_LEVELS: Record<LogEntry['level'], 'debug' | 'info' | 'warn' | 'error'> = { TRACE: 'debug', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' };

/**
 * An SDK (or core) log entry as one of the service's JSON lines (`source: "temporal"`), so that an operator's
 * log pipeline reads one format: the SDK's own printer writes free text in the middle of the JSON lines.
 */
export function logSdkEntry(entry: LogEntry): void {
  const meta = entry.meta ?? {};
  const fields: Record<string, unknown> = { source: 'temporal' };
  for (const name of SDK_LOG_FIELDS) {
    const v = meta[name];
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') fields[name] = v;
  }
  const err = meta.error ?? meta.failure;
  if (err !== undefined) fields.error = errorName(err);
  log[SDK_LEVELS[entry.level] ?? 'warn'](entry.message, fields);
}

/** The SDK's and the core's logging at WARN and above as the service's JSON lines, once per process (the SDK allows one Runtime). */
export function installTemporalRuntime(): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  try {
    // The service owns SIGINT/SIGTERM so that it can stop its parts in order.
    // The core's own (Rust) lines are forwarded to the same logger instead of printed in its own format.
    installed = Runtime.install({
      logger: new DefaultLogger('WARN', logSdkEntry),
      telemetryOptions: { logging: { filter: { core: 'WARN', other: 'ERROR' }, forward: {} } },
      shutdownSignals: [],
    });
  } catch {
    // Already installed by the embedding program: keep its choice.
  }
}

let installed: Runtime | undefined;

/**
 * Shuts the runtime installed here down if nothing uses it any more. The SDK does so by itself when its last
 * worker or connection closes; a start that failed before it made one needs this, or the forwarded core log
 * keeps the process alive after its error. A later start installs the runtime again.
 */
export async function releaseTemporalRuntime(): Promise<void> {
  const runtime = installed;
  if (!runtime) return;
  installed = undefined;
  runtimeInstalled = false;
  // Protected in the SDK's types: the public shutdown() would also stop a runtime other parts still use.
  await (runtime as unknown as { shutdownIfIdle(): Promise<void> }).shutdownIfIdle();
}

export const AUDIT_CHECKPOINT_SCHEDULE_ID = 'audit-checkpoints';

/**
 * Creates the audit chain's checkpoint schedule (every minute), or brings it up to date: idempotent, done
 * by every worker at start. Overlapping runs are skipped; a missed minute is not caught up (the next pass
 * signs what is due then).
 */
export async function ensureAuditCheckpointSchedule(client: Client, taskQueue: string): Promise<'created' | 'updated'> {
  const action: ScheduleOptionsStartWorkflowAction<() => Promise<unknown>> = {
    type: 'startWorkflow',
    workflowType: 'auditCheckpoints',
    workflowId: 'audit-checkpoints',
    taskQueue,
    args: [],
    workflowExecutionTimeout: '10 minutes',
  };
  const spec = { intervals: [{ every: '1 minute' }] };
  const policies = { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 minute', pauseOnFailure: false };
  try {
    await client.schedule.create({ scheduleId: AUDIT_CHECKPOINT_SCHEDULE_ID, spec, action, policies, state: { note: 'Gatehouse audit chain checkpoints' } });
    return 'created';
  } catch (err) {
    if (!(err instanceof ScheduleAlreadyRunning)) throw err;
  }
  await client.schedule.getHandle(AUDIT_CHECKPOINT_SCHEDULE_ID).update((prev) => ({ ...prev, spec, action, policies }));
  return 'updated';
}

export const RETENTION_SCHEDULE_ID = 'retention-daily';
const DAY_MS = 86_400_000;

/**
 * Creates the daily retention schedule, or brings an existing one up to date (task queue, time, policies):
 * every worker process does this at start, so it is idempotent. The sweep runs at 03:17 UTC; overlapping
 * runs are skipped, and a run missed while Temporal was down is caught up within an hour. A schedule whose
 * last run is more than a day and a bit old (a machine that is off at night) is triggered once now.
 */
export async function ensureRetentionSchedule(client: Client, taskQueue: string, now = new Date()): Promise<'created' | 'updated'> {
  const action: ScheduleOptionsStartWorkflowAction<() => Promise<unknown>> = {
    type: 'startWorkflow',
    workflowType: 'retentionSweep',
    workflowId: 'retention-sweep',
    taskQueue,
    args: [],
    workflowExecutionTimeout: '6 hours',
  };
  const spec = { calendars: [{ hour: 3, minute: 17, comment: 'daily at 03:17 UTC' }] };
  const policies = { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 hour', pauseOnFailure: false };
  try {
    await client.schedule.create({ scheduleId: RETENTION_SCHEDULE_ID, spec, action, policies, state: { note: 'Gatehouse retention sweep' } });
    return 'created';
  } catch (err) {
    if (!(err instanceof ScheduleAlreadyRunning)) throw err;
  }
  const handle = client.schedule.getHandle(RETENTION_SCHEDULE_ID);
  await handle.update((prev) => ({ ...prev, spec, action, policies }));
  const { info } = await handle.describe();
  const last = info.recentActions.at(-1)?.takenAt ?? info.createdAt;
  if (now.getTime() - last.getTime() > DAY_MS + 2 * 3_600_000) await handle.trigger(ScheduleOverlapPolicy.SKIP);
  return 'updated';
}
