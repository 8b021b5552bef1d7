// API keys to the Temporal frontend (issue 29): the cluster checks each caller's key, a JWT, against a JWKS it
// reads over loopback HTTP from this test (Temporal's default claim mapper and authorizer). Keys are signed
// here with jose. The frontend answers a valid key for its namespace and refuses none, a stranger's, an
// expired one and one for another namespace; the service decides with TEMPORAL_API_KEY, refuses to start
// with a key the frontend refuses, and once its key has expired answers 503 with nothing recorded while
// readiness reports Temporal down.

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { loadConfig } from '../../src/config/config';
import type { CryptoKey } from '../../src/receipts/jose';
import { findTemporalServer, startTemporalCluster, type TemporalCluster } from '../../src/embedded/temporal-cluster';
import { findEnv } from '../../src/store/tenants';
import { until } from '../helpers/mail-service';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

jest.setTimeout(180_000);

const KID = 'gatehouse-test-key';

/** A key (JWT, ES256) for these permissions, expiring in expiresInS seconds (negative: already expired). */
async function apiKey(signer: CryptoKey, permissions: string[], expiresInS = 3600, kid = KID): Promise<string> {
  const { SignJWT } = await import('jose');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ permissions })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setSubject('gatehouse-test')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + expiresInS)
    .sign(signer);
}

describe('API keys (JWT) to the frontend, checked against a JWKS served by the test', () => {
  let dir: string;
  let jwks: http.Server;
  let cluster: TemporalCluster;
  let signer: CryptoKey;
  let stranger: CryptoKey;

  beforeAll(async () => {
    const { exportJWK, generateKeyPair } = await import('jose');
    const pair = await generateKeyPair('ES256');
    signer = pair.privateKey;
    stranger = (await generateKeyPair('ES256')).privateKey;
    const body = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'ES256', use: 'sig' }] });
    jwks = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`;

    const binaries = await findTemporalServer({ cacheDir: loadConfig().cacheDir, progress: (msg) => process.stderr.write(`gatehouse tests: ${msg}\n`) });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-cluster-apikey-'));
    cluster = await startTemporalCluster({
      binaries,
      pgUrl: process.env.GATEHOUSE_TEST_ADMIN_URL!,
      dir,
      separate: false,
      auth: { jwksUrl, adminKey: await apiKey(signer, ['temporal-system:admin']) },
    });
  }, 45 * 60_000);

  afterAll(async () => {
    await cluster?.stop();
    jwks?.closeAllConnections();
    await new Promise((r) => jwks?.close(r));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Whether the frontend answers a namespace call (DescribeNamespace) made with this key. */
  async function answers(key: string | undefined): Promise<boolean> {
    try {
      const c = await Connection.connect({ address: cluster.address, apiKey: key, tls: false, connectTimeout: 3000 });
      try {
        await c.withDeadline(Date.now() + 3000, () => c.workflowService.describeNamespace({ namespace: cluster.namespace }));
        return true;
      } finally {
        await c.close();
      }
    } catch {
      return false;
    }
  }

  it('answers a key it can verify for its namespace; refuses none, a stranger-signed one, an expired one and one for another namespace', async () => {
    expect(await answers(await apiKey(signer, [`${cluster.namespace}:read`]))).toBe(true);
    expect(await answers(undefined)).toBe(false);
    expect(await answers(await apiKey(stranger, [`${cluster.namespace}:admin`]))).toBe(false);
    expect(await answers(await apiKey(signer, [`${cluster.namespace}:admin`], -120))).toBe(false);
    expect(await answers(await apiKey(signer, ['elsewhere:admin']))).toBe(false);
  });

  it('the service refuses to start with a key the frontend refuses (fails closed)', async () => {
    await expect(startTestService({ TEMPORAL_ADDRESS: cluster.address, TEMPORAL_API_KEY: await apiKey(stranger, [`${cluster.namespace}:write`]), TEMPORAL_TLS: 'false' })).rejects.toThrow();
  });

  it('the service decides with TEMPORAL_API_KEY; once the key has expired it answers 503 with nothing recorded, and readiness reports Temporal down', async () => {
    // A key with write on the namespace that expires 45 s from now (the start takes a few seconds).
    const key = await apiKey(signer, [`${cluster.namespace}:write`], 45);
    let svc: TestService | undefined;
    try {
      svc = await startTestService({ TEMPORAL_ADDRESS: cluster.address, TEMPORAL_API_KEY: key, TEMPORAL_TLS: 'false' });
      const org = uniqueOrg('apikey');
      const gateKey = await svc.key(org, 'test');
      const envId = (await findEnv(svc.running.db, org, 'test'))!.envId;
      const ok = await call(`${svc.url}/v1/gate/evaluate`, { key: gateKey, body: refund(25) });
      expect(ok.status).toBe(200);
      expect(ok.body.decision).toBe('allow');
      const ready = await call(`${svc.url}/v1/health/ready`);
      expect(ready.status).toBe(200);

      // The key expires: the frontend refuses it; readiness says so.
      const down = await until(
        'readiness reports Temporal down after the key expired',
        async () => {
          const r = await call(`${svc!.url}/v1/health/ready`);
          return r.status === 503 ? r : null;
        },
        90_000,
      );
      expect(down.body).toMatchObject({ status: 'not_ready', checks: { store: 'up', temporal: 'down' } });
      const refused = await call(`${svc.url}/v1/gate/evaluate`, { key: gateKey, body: refund(26) });
      expect(refused.status).toBe(503);
      expect(refused.body.error).toBe('store_unavailable');
      const { rows } = await svc.running.db.query<{ id: string }>('SELECT id FROM decisions WHERE env_id = $1', [envId]);
      expect(rows.map((r) => r.id)).toEqual([ok.body.decision_id]);
    } finally {
      await svc?.stop();
    }
  });
});
