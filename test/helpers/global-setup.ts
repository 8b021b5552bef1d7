// Once per test run: Dovecot and Chromium found or provisioned (scripts/test-tools.ts), a fresh database on a
// real PostgreSQL (TEST_DATABASE_URL, the machine's on :5432, or an
// embedded one), a real Temporal dev server (in memory, random port), and the workflow bundle, built once.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config/config';
import { startEmbeddedPostgres } from '../../src/embedded/postgres';
import { findTemporalCli } from '../../src/embedded/temporal-cli';
import { startTemporalDevServer } from '../../src/embedded/temporal-server';
import { connectTemporal } from '../../src/runtime/temporal';
import { bundleTo } from '../../scripts/bundle-workflows';
import { ensureTestTools } from '../../scripts/test-tools';
import { adminQuery, canConnect, freePort, withDatabase } from './infra';
import { startDovecot } from './dovecot';

export default async function globalSetup(): Promise<void> {
  // Per-run secrets, so no test writes a key file into the repository's data directory.
  process.env.GATEHOUSE_PAYLOAD_KEY ??= randomBytes(32).toString('base64');
  process.env.GATEHOUSE_CODEC_TOKEN ??= randomBytes(24).toString('base64url');
  const cfg = loadConfig();

  // Dovecot and Chromium: the system's, else unpacked into the cache (fetched now the first time). Where they
  // can be neither found nor fetched, this stops the run before anything starts, naming what to install.
  process.env.GATEHOUSE_TEST_TOOLS = JSON.stringify(ensureTestTools(cfg.cacheDir));

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-test-'));
  // An embedded PostgreSQL started as root runs as its own user, which must be able to pass through.
  fs.chmodSync(tmp, 0o711);
  const g = globalThis as Record<string, unknown>;
  g.__gatehouseTmp = tmp;

  let adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!(await canConnect(adminUrl))) {
    const pg = await startEmbeddedPostgres(path.join(tmp, 'pg'), await freePort());
    g.__gatehousePg = pg;
    adminUrl = withDatabase(pg.url, 'postgres');
  }
  const dbName = `gatehouse_test_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${dbName}`);
  g.__gatehouseDb = { adminUrl, dbName };
  process.env.GATEHOUSE_TEST_ADMIN_URL = adminUrl;
  process.env.GATEHOUSE_TEST_DATABASE_URL = withDatabase(adminUrl, dbName);

  const cli = await findTemporalCli({ explicit: cfg.temporalCli, cacheDir: cfg.cacheDir, releaseBaseUrl: cfg.temporalCliBaseUrl });
  process.env.GATEHOUSE_TEST_TEMPORAL_CLI = cli;
  const port = await freePort();
  const server = startTemporalDevServer({ cli, port, logFile: path.join(tmp, 'temporal.log') });
  g.__gatehouseTemporal = server;
  const conn = await connectTemporal(server.address, {}, { waitMs: 30_000 });
  await conn.close();
  process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS = server.address;

  const bundle = path.join(tmp, 'workflow-bundle.js');
  await bundleTo(bundle);
  process.env.GATEHOUSE_WORKFLOW_BUNDLE = bundle;

  // A real IMAP server for the mail tests (Dovecot, private config, random port); stopped by pid at teardown.
  // Only the mail tests need it: when it cannot start, they fail with the reason and the others run.
  const dovecotDir = path.join(tmp, 'dovecot');
  try {
    fs.mkdirSync(dovecotDir);
    g.__gatehouseDovecot = dovecotDir;
    await startDovecot(dovecotDir, await freePort());
    process.env.GATEHOUSE_TEST_DOVECOT_DIR = dovecotDir;
  } catch (err) {
    process.env.GATEHOUSE_TEST_DOVECOT_ERROR = err instanceof Error ? err.message : String(err);
  }
}
