// A Temporal server as production runs it, for the tests and the documentation's recipe: the server built from
// its Go module (the version the CLI pins), its default store and its visibility store on PostgreSQL 12+
// (a fresh database pair per cluster, set up with temporal-sql-tool), and the frontend, history, matching and
// worker services as separate processes on free loopback ports, from one generated config file.

import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client, Connection, type ConnectionOptions } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time';
import { Client as PgClient } from 'pg';
import { errorName, log } from '../lib/log';
import { freePorts } from '../lib/ports';
import { registerSearchAttributes, SEARCH_ATTRIBUTES } from '../lib/search-attributes';
import { pause } from '../lib/timers';
import { findGo, goInstall, type FindTemporalCliOptions } from './temporal-cli';
import { stopChild } from './temporal-server';

/** go.temporal.io/server as the Temporal CLI v1.5.1 pins it (`go version -m` of the CLI lists it). */
export const TEMPORAL_SERVER_VERSION = 'v1.29.1';

export const CLUSTER_SERVICES = ['frontend', 'history', 'matching', 'worker'] as const;
export type ClusterService = (typeof CLUSTER_SERVICES)[number];

export interface TemporalServerBinaries {
  /** `temporal-server` (go.temporal.io/server/cmd/server). */
  server: string;
  /** `temporal-sql-tool` (go.temporal.io/server/cmd/tools/sql): creates the databases and their schemas. */
  sqlTool: string;
}

type Progress = NonNullable<FindTemporalCliOptions['progress']>;

/** Where the server and its schema tool are kept: `<cache>/temporal-server-<version>/`. */
export const temporalServerDir = (cacheDir: string) => path.join(cacheDir, `temporal-server-${TEMPORAL_SERVER_VERSION}`);

function binariesIn(dir: string): TemporalServerBinaries {
  return { server: path.join(dir, 'temporal-server'), sqlTool: path.join(dir, 'temporal-sql-tool') };
}

/**
 * The server and its schema tool from the cache; failing that (and unless fetch is false) built with Go from
 * the module proxy into the cache, once, at the lowest CPU priority, with a progress line every 30 s. A
 * build takes minutes (10 to 20 on a busy machine).
 */
export async function findTemporalServer(opts: {
  cacheDir: string;
  fetch?: boolean;
  go?: string | null;
  searchPath?: string;
  progress?: Progress;
}): Promise<TemporalServerBinaries> {
  const dir = temporalServerDir(opts.cacheDir);
  const found = binariesIn(dir);
  if (fs.existsSync(found.server) && fs.existsSync(found.sqlTool)) return found;
  if (opts.fetch === false) throw new Error(`the Temporal server ${TEMPORAL_SERVER_VERSION} is not in ${dir}`);
  const progress = opts.progress ?? ((msg, fields) => log.info(msg, fields));
  const go = findGo(opts.searchPath ?? process.env.PATH ?? '', opts.go);
  if (!go) {
    throw new Error(
      `the Temporal server ${TEMPORAL_SERVER_VERSION} is not in ${dir}, and Go is not installed to build it. ` +
        'Install Go (https://go.dev/doc/install) so that it can be built once into the cache.',
    );
  }
  const what = `the Temporal server ${TEMPORAL_SERVER_VERSION} and temporal-sql-tool`;
  progress(`building ${what} with Go into ${dir} (once; 10 to 20 minutes on a busy machine)`, { go });
  const work = `${dir}.build-${process.pid}`;
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  try {
    const mod = `go.temporal.io/server`;
    const seconds = await goInstall({
      go,
      packages: [`${mod}/cmd/server@${TEMPORAL_SERVER_VERSION}`, `${mod}/cmd/tools/sql@${TEMPORAL_SERVER_VERSION}`],
      gobin: work,
      what,
      progress,
      searchPath: opts.searchPath,
    });
    // `go install` names each binary after its package's folder.
    const built = binariesIn(work);
    fs.renameSync(path.join(work, 'server'), built.server);
    fs.renameSync(path.join(work, 'sql'), built.sqlTool);
    // Another run may have finished the same build meanwhile (and be using it): then keep that one.
    if (!fs.existsSync(dir)) fs.renameSync(work, dir);
    progress(`built ${what} in ${seconds} s: ${dir}`, { path: dir, seconds });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return found;
}

/** mTLS on the frontend: it presents serverCert and requires a client certificate signed by ca. PEM files. */
export interface ClusterTls {
  ca: string;
  serverCert: string;
  serverKey: string;
  /** The name the server certificate is issued for (the clients' serverNameOverride). */
  serverName: string;
  /** The certificate the server's own system worker presents to the frontend. */
  clientCert: string;
  clientKey: string;
}

/**
 * Authorization on the frontend, as a shared cluster runs it: Temporal's default claim mapper and authorizer.
 * A caller presents a JWT as its API key (`authorization: Bearer <jwt>`); the frontend checks its signature
 * against the keys of a JWKS it reads over HTTP, its expiry, and its `permissions` claim (`<namespace>:<role>`,
 * `temporal-system:admin` for the cluster). The server's own worker service reaches the cluster through an
 * internal frontend (in the frontend's process, on a loopback port of its own) that needs no key.
 */
export interface ClusterAuth {
  /** The JWKS the frontend reads the signing keys from (http(s) URL). */
  jwksUrl: string;
  /** A key (JWT) with `temporal-system:admin`: the start sets the cluster up with it. */
  adminKey: string;
}

export interface StartClusterOptions {
  binaries: TemporalServerBinaries;
  /** A PostgreSQL 12+ URL whose user may create databases (the database in it is only connected to). */
  pgUrl: string;
  /** Where the config file and the services' logs go. */
  dir: string;
  namespace?: string;
  /** true (default): one process per service; false: one process running all four. */
  separate?: boolean;
  tls?: ClusterTls;
  auth?: ClusterAuth;
  /**
   * The databases of a cluster stopped with keepDatabases: the start reuses them as they are (no schema step)
   * instead of creating a fresh pair. A cluster restarted with another shape or config (a test that needs
   * both, without paying for a second set-up).
   */
  databases?: { store: string; visibility: string };
  /** How long the start may take before it gives up (default 120 s). */
  readyMs?: number;
}

export interface TemporalCluster {
  /** The frontend's gRPC address (host:port). */
  address: string;
  namespace: string;
  databases: { store: string; visibility: string };
  configFile: string;
  /** The log file of each service (one file for all when they run in one process). */
  logs: Record<ClusterService, string>;
  /** The pid of each service's process now (the same pid for all when they run in one process). */
  readonly pids: Record<ClusterService, number>;
  /** Sends the signal to the service's process and waits until it has exited. */
  kill(service: ClusterService, signal?: NodeJS.Signals): Promise<void>;
  /** Starts the service's process again (after kill) and waits until it has joined the cluster. */
  restart(service: ClusterService): Promise<void>;
  /** Stops every process; drops the two databases unless keepDatabases. */
  stop(opts?: { keepDatabases?: boolean }): Promise<void>;
}

const execFileP = promisify(execFile);

/** Runs temporal-sql-tool against one database; the password goes through the environment, never argv. */
async function sqlTool(bin: string, pg: URL, db: string, args: string[]): Promise<void> {
  const flags = ['--plugin', 'postgres12', '--ep', pg.hostname, '--port', pg.port || '5432', '--user', decodeURIComponent(pg.username), '--db', db];
  try {
    await execFileP(bin, [...flags, ...args], { env: { ...process.env, SQL_PASSWORD: decodeURIComponent(pg.password) }, timeout: 120_000 });
  } catch (err) {
    const e = err as { stderr?: string; stdout?: string };
    throw new Error(`temporal-sql-tool ${args[0]} ${db} failed: ${(e.stderr || e.stdout || errorName(err)).trim().slice(-1500)}`);
  }
}

/** The two databases' schemas, as embedded in temporal-sql-tool (`postgresql/v12/<schema>`). */
export const SCHEMAS = ['temporal', 'visibility'] as const;

/**
 * temporal-sql-tool's steps for one database (docker-compose.yml runs the same; test/unit/deployment.test.ts
 * compares): create it, set up the schema's base version, update it to the version the tool embeds.
 */
export const schemaSteps = (schema: (typeof SCHEMAS)[number]): string[][] => [
  ['create-database'],
  ['setup-schema', '-v', '0.0'],
  ['update-schema', '--schema-name', `postgresql/v12/${schema}`],
];

/** Creates a database and brings it to the schema embedded in the tool (postgresql/v12/<schema>). */
async function setUpDatabase(bin: string, pg: URL, db: string, schema: (typeof SCHEMAS)[number]): Promise<void> {
  for (const step of schemaSteps(schema)) await sqlTool(bin, pg, db, step);
}

/** The internal frontend (with auth on): the server's own worker service calls it instead of the frontend. */
const INTERNAL_FRONTEND = 'internal-frontend';

interface Ports {
  grpc: Record<ClusterService, number>;
  membership: Record<ClusterService, number>;
  http: number;
  /** grpc and membership ports of the internal frontend (with auth on). */
  internal?: { grpc: number; membership: number };
}

/** The server's config, as JSON (which its YAML loader reads): development-like, single host, PostgreSQL. */
function serverConfig(pg: URL, dbs: { store: string; visibility: string }, ports: Ports, tls?: ClusterTls, auth?: ClusterAuth): object {
  const datastore = (databaseName: string, maxConns: number) => ({
    sql: {
      pluginName: 'postgres12',
      databaseName,
      connectAddr: `${pg.hostname}:${pg.port || '5432'}`,
      connectProtocol: 'tcp',
      user: decodeURIComponent(pg.username),
      password: decodeURIComponent(pg.password),
      maxConns,
      maxIdleConns: maxConns,
      maxConnLifetime: '1h',
    },
  });
  const service = (s: ClusterService) => ({
    rpc: { grpcPort: ports.grpc[s], membershipPort: ports.membership[s], bindOnLocalHost: true, ...(s === 'frontend' ? { httpPort: ports.http } : {}) },
  });
  const frontend = `127.0.0.1:${ports.grpc.frontend}`;
  return {
    // Each process's standard output goes to its own log file.
    log: { stdout: true, level: 'warn' },
    persistence: {
      defaultStore: 'postgres-default',
      visibilityStore: 'postgres-visibility',
      numHistoryShards: 4,
      datastores: { 'postgres-default': datastore(dbs.store, 20), 'postgres-visibility': datastore(dbs.visibility, 4) },
    },
    global: {
      membership: { maxJoinDuration: '30s', broadcastAddress: '127.0.0.1' },
      ...(tls
        ? {
            tls: {
              frontend: {
                server: { certFile: tls.serverCert, keyFile: tls.serverKey, requireClientAuth: true, clientCaFiles: [tls.ca] },
                client: { serverName: tls.serverName, rootCaFiles: [tls.ca] },
              },
              systemWorker: { certFile: tls.clientCert, keyFile: tls.clientKey, client: { serverName: tls.serverName, rootCaFiles: [tls.ca] } },
            },
          }
        : {}),
      ...(auth
        ? {
            authorization: {
              jwtKeyProvider: { keySourceURIs: [auth.jwksUrl], refreshInterval: '1m' },
              permissionsClaimName: 'permissions',
              authorizer: 'default',
              claimMapper: 'default',
            },
          }
        : {}),
    },
    services: {
      ...Object.fromEntries(CLUSTER_SERVICES.map((s) => [s, service(s)])),
      ...(ports.internal ? { [INTERNAL_FRONTEND]: { rpc: { grpcPort: ports.internal.grpc, membershipPort: ports.internal.membership, bindOnLocalHost: true } } } : {}),
    },
    clusterMetadata: {
      enableGlobalNamespace: false,
      failoverVersionIncrement: 10,
      masterClusterName: 'active',
      currentClusterName: 'active',
      clusterInformation: { active: { enabled: true, initialFailoverVersion: 1, rpcName: 'frontend', rpcAddress: frontend } },
    },
    dcRedirectionPolicy: { policy: 'noop' },
    archival: { history: { state: 'disabled' }, visibility: { state: 'disabled' } },
    namespaceDefaults: { archival: { history: { state: 'disabled' }, visibility: { state: 'disabled' } } },
    // With an internal frontend, the server's own clients find it through membership (publicClient must be empty).
    ...(ports.internal ? {} : { publicClient: { hostPort: frontend } }),
    dynamicConfigClient: { filepath: 'dynamicconfig.yaml', pollInterval: '10s' },
  };
}

/** Dynamic config: what the service relies on (eager starts, as on the dev server), as JSON; deploy/temporal/dynamicconfig.yaml holds the same for docker-compose.yml. */
export const DYNAMIC_CONFIG = {
  'system.enableEagerWorkflowStart': [{ value: true }],
  // The model call is a regular activity; eager dispatch hands it straight back to the worker that asked.
  'system.enableActivityEagerExecution': [{ value: true }],
  'limit.maxIDLength': [{ value: 255 }],
};

function tail(file: string, bytes = 3000): string {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return text.slice(-bytes);
  } catch {
    return '(no log)';
  }
}

/** The connection options of a client of this cluster (TLS with a client certificate when it has TLS). */
export function clusterConnectionOptions(address: string, tls?: ClusterTls, apiKey?: string): ConnectionOptions {
  return {
    address,
    connectTimeout: 2000,
    apiKey,
    tls: tls
      ? {
          serverNameOverride: tls.serverName,
          serverRootCACertificate: fs.readFileSync(tls.ca),
          clientCertPair: { crt: fs.readFileSync(tls.clientCert), key: fs.readFileSync(tls.clientKey) },
        }
      : // Plaintext said explicitly: with an API key the client would otherwise turn TLS on.
        false,
  };
}

/**
 * Retries fn until it resolves or the deadline passes; then throws what it last threw, with the cluster's state
 * (`state()`: a process that exited and its log). `state()` returning fatal stops at once.
 */
async function until<T>(deadline: number, what: string, fn: () => Promise<T>, state: () => { fatal: boolean; text: string }): Promise<T> {
  for (;;) {
    try {
      return await fn();
    } catch (err) {
      const s = state();
      if (s.fatal || Date.now() >= deadline) {
        throw new Error(`the Temporal cluster: ${what} (${errorName(err)}: ${String((err as Error).message).slice(0, 300)})${s.text}`);
      }
      await pause(250);
    }
  }
}

/**
 * Starts the cluster: creates and sets up the two databases, writes the config, starts the services and
 * waits until the frontend answers, every service has joined the cluster, the namespace exists, the search
 * attributes the service needs are registered, and a workflow can be started (and is terminated again).
 */
export async function startTemporalCluster(opts: StartClusterOptions): Promise<TemporalCluster> {
  const pg = new URL(opts.pgUrl);
  const namespace = opts.namespace ?? 'default';
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const databases = opts.databases ?? { store: `temporal_${suffix}`, visibility: `temporal_visibility_${suffix}` };
  const readyMs = opts.readyMs ?? 120_000;
  let readyBy = Date.now() + readyMs;
  const separate = opts.separate !== false;

  if (!opts.databases) {
    await setUpDatabase(opts.binaries.sqlTool, pg, databases.store, 'temporal');
    await setUpDatabase(opts.binaries.sqlTool, pg, databases.visibility, 'visibility');
  }

  const configDir = path.join(opts.dir, 'config');
  fs.mkdirSync(configDir, { recursive: true });
  const n = CLUSTER_SERVICES.length;
  const list = await freePorts(n + 2);
  // The membership table stores a host's membership port as a smallint: they must be below 32768.
  const low = await freePorts(n + 1, { below: 32_768 });
  const byService = (ps: number[]) => Object.fromEntries(CLUSTER_SERVICES.map((s, i) => [s, ps[i]])) as Record<ClusterService, number>;
  const ports: Ports = {
    grpc: byService(list),
    membership: byService(low),
    http: list[n],
    internal: opts.auth ? { grpc: list[n + 1], membership: low[n] } : undefined,
  };
  const logs = Object.fromEntries(CLUSTER_SERVICES.map((s) => [s, path.join(opts.dir, separate ? `${s}.log` : 'server.log')])) as Record<ClusterService, string>;
  const configFile = path.join(configDir, 'cluster.yaml');
  fs.writeFileSync(configFile, JSON.stringify(serverConfig(pg, databases, ports, opts.tls, opts.auth), null, 2), { mode: 0o600 });
  fs.writeFileSync(path.join(opts.dir, 'dynamicconfig.yaml'), JSON.stringify(DYNAMIC_CONFIG, null, 2));

  const address = `127.0.0.1:${ports.grpc.frontend}`;
  const children = new Map<ClusterService, ChildProcess>();
  const spawnService = (services: readonly ClusterService[]) => {
    const out = fs.openSync(logs[services[0]], 'a');
    // The internal frontend (auth on) runs in the frontend's process.
    const names: string[] = services.includes('frontend') && ports.internal ? [...services, INTERNAL_FRONTEND] : [...services];
    const args = ['--root', opts.dir, '--config', 'config', '--env', 'cluster', ...(opts.auth ? [] : ['--allow-no-auth']), 'start', ...names.flatMap((s) => ['--service', s])];
    const child = spawn(opts.binaries.server, args, { cwd: opts.dir, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    for (const s of services) children.set(s, child);
    return child;
  };
  const exited = () => [...new Set(children.values())].filter((c) => c.exitCode !== null || c.signalCode !== null);
  const problem = () => {
    const gone = CLUSTER_SERVICES.filter((s) => exited().includes(children.get(s)!));
    if (gone.length) return { fatal: true, text: `; exited: ${gone.join(', ')}; its log ends:\n${tail(logs[gone[0]])}` };
    return { fatal: false, text: `; the frontend's log ends:\n${tail(logs.frontend)}` };
  };
  const stopAll = async () => {
    await Promise.all([...new Set(children.values())].map((c) => stopChild(c, 10_000)));
  };
  const dropDatabases = async () => {
    for (const db of Object.values(databases)) await sqlTool(opts.binaries.sqlTool, pg, db, ['drop-database', '--force']).catch(() => undefined);
  };

  /** Which hosts of the cluster's membership are alive now, by membership port. */
  const members = async (): Promise<{ port: number; hostId: string }[]> => {
    const u = new URL(opts.pgUrl);
    u.pathname = `/${databases.store}`;
    const c = new PgClient({ connectionString: u.toString(), connectionTimeoutMillis: 3000 });
    await c.connect();
    try {
      const { rows } = await c.query(
        `SELECT rpc_port, encode(host_id, 'hex') AS host_id FROM cluster_membership WHERE record_expiry > now() AT TIME ZONE 'UTC'`,
      );
      return rows.map((r: { rpc_port: number; host_id: string }) => ({ port: r.rpc_port, hostId: r.host_id }));
    } finally {
      await c.end().catch(() => undefined);
    }
  };
  const joined = (service: ClusterService, notHost: Set<string>) =>
    until(
      readyBy,
      `${service} did not join the cluster`,
      async () => {
        const m = await members();
        if (!m.some((h) => h.port === ports.membership[service] && !notHost.has(h.hostId))) throw new Error('not a member yet');
      },
      problem,
    );
  try {
    // Reused databases: the hosts of the earlier start are still listed (until their records expire).
    const earlier = opts.databases ? new Set((await members()).map((h) => h.hostId)) : new Set<string>();
    if (separate) {
      // History alone first: the first process writes the cluster's metadata into the fresh database, and two
      // doing it at once fail. Then the others; the frontend last, so that the ring is whole when it serves.
      spawnService(['history']);
      await joined('history', earlier);
      for (const s of ['matching', 'worker', 'frontend'] as const) spawnService([s]);
    } else spawnService(CLUSTER_SERVICES);
    for (const s of CLUSTER_SERVICES) await joined(s, earlier);

    const connection = await until(readyBy, 'the frontend did not answer', () => Connection.connect(clusterConnectionOptions(address, opts.tls, opts.auth?.adminKey)), problem);
    try {
      await until(readyBy, 'the frontend is not serving', () => connection.workflowService.getSystemInfo({}), problem);
      await until(
        readyBy,
        `the namespace ${namespace} could not be registered`,
        async () => {
          try {
            await connection.workflowService.registerNamespace({ namespace, workflowExecutionRetentionPeriod: msToTs('1 day') });
          } catch (err) {
            if (!/already exists/i.test((err as Error).message)) throw err;
          }
        },
        problem,
      );
      await until(readyBy, `the namespace ${namespace} is not served yet`, () => connection.workflowService.describeNamespace({ namespace }), problem);
      await until(readyBy, 'the search attributes could not be registered', () => registerSearchAttributes(connection, namespace), problem);
      await probe(connection, namespace, readyBy, problem);
    } finally {
      await connection.close();
    }
  } catch (err) {
    await stopAll();
    // Reused databases are the caller's: it drops them through the cluster that made them.
    if (!opts.databases) await dropDatabases();
    throw err;
  }

  return {
    address,
    namespace,
    databases,
    configFile,
    logs,
    get pids() {
      return Object.fromEntries(CLUSTER_SERVICES.map((s) => [s, children.get(s)!.pid!])) as Record<ClusterService, number>;
    },
    async kill(service, signal = 'SIGKILL') {
      const child = children.get(service)!;
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        process.kill(child.pid!, signal);
      });
    },
    async restart(service) {
      if (!separate) throw new Error('the services run in one process: restart needs separate processes');
      const child = children.get(service)!;
      if (child.exitCode === null && child.signalCode === null) throw new Error(`the ${service} process is still running: kill it first`);
      const before = new Set((await members()).map((h) => h.hostId));
      readyBy = Date.now() + readyMs;
      spawnService([service]);
      await joined(service, before);
    },
    async stop(o = {}) {
      await stopAll();
      if (!o.keepDatabases) await dropDatabases();
    },
  };
}

/**
 * Proof that the cluster takes work: a workflow started with the search attributes the service sets (the
 * frontend, history, the namespace and the attributes all answer), then terminated. No worker is involved.
 */
async function probe(connection: Connection, namespace: string, deadline: number, problem: Parameters<typeof until>[3]): Promise<void> {
  const client = new Client({ connection, namespace });
  await until(
    deadline,
    'a probe workflow could not be started',
    async () => {
      const handle = await client.workflow.start('gatehouseClusterProbe', {
        taskQueue: 'gatehouse-cluster-probe',
        workflowId: `gatehouse-cluster-probe-${randomUUID()}`,
        typedSearchAttributes: SEARCH_ATTRIBUTES.map((key) => ({ key, value: 'probe' })),
      });
      await handle.terminate('cluster start probe');
    },
    problem,
  );
}
