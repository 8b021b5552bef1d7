// For the retention tests: a service on a database of its own, so that a sweep run with a clock months ahead
// deletes nothing another test file relies on, and with its own payload key and codec token.

import { randomBytes, randomUUID } from 'node:crypto';
import { adminQuery, withDatabase } from '../helpers/infra';
import { startTestService, type TestService } from '../helpers/service';

export interface IsolatedService extends TestService {
  databaseUrl: string;
  payloadKey: string;
  codecToken: string;
  dispose(): Promise<void>;
}

export async function startIsolatedService(): Promise<IsolatedService> {
  const admin = process.env.GATEHOUSE_TEST_ADMIN_URL!;
  const dbName = `gatehouse_ret_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(admin, `CREATE DATABASE ${dbName}`);
  const databaseUrl = withDatabase(admin, dbName);
  const payloadKey = randomBytes(32).toString('base64');
  const codecToken = randomBytes(24).toString('base64url');
  const svc = await startTestService({ DATABASE_URL: databaseUrl, GATEHOUSE_PAYLOAD_KEY: payloadKey, GATEHOUSE_CODEC_TOKEN: codecToken });
  return {
    ...svc,
    databaseUrl,
    payloadKey,
    codecToken,
    dispose: async () => {
      await svc.stop();
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    },
  };
}

export const DAY = 86_400_000;
