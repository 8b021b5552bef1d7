// Readiness (issue 25, item 2) with an external Temporal that goes away and comes back: a real Temporal dev
// server stopped and started again on the same port. The embedded parts' crashes: test/e2e/self-healing.test.ts.

import { startTemporalDevServer } from '../../src/embedded/temporal-server';
import { freePort } from '../helpers/infra';
import { until } from '../helpers/mail-service';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';
import { validateAs } from '../../src/contract/validate';

jest.setTimeout(180_000);

const readyIs = (url: string, status: number) => async () => {
  const r = await call(`${url}/v1/health/ready`);
  return r.status === status ? r : null;
};

describe('an external Temporal down and back', () => {
  it('readiness is 503 naming temporal while it is down, 200 once it is back; decisions resume', async () => {
    const port = await freePort();
    const cli = process.env.GATEHOUSE_TEST_TEMPORAL_CLI!;
    let server = startTemporalDevServer({ cli, port });
    let svc: TestService | undefined;
    try {
      svc = await startTestService({ TEMPORAL_ADDRESS: server.address });
      const url = svc.url;
      const key = await svc.key(uniqueOrg('tdown'), 'test');
      const up = await call(`${url}/v1/health/ready`);
      expect(up.status).toBe(200);
      expect(up.body).toMatchObject({ status: 'ready', checks: { store: 'up', temporal: 'up' } });

      await server.stop();
      const down = await until('readiness 503 with Temporal down', readyIs(url, 503), 20_000);
      expect(validateAs('Readiness', down.body)).toEqual([]);
      expect(down.body).toMatchObject({ status: 'not_ready', checks: { store: 'up', temporal: 'down' } });
      // Within the budget: a load balancer's probe is answered, not held.
      const t = Date.now();
      expect((await call(`${url}/v1/health/ready`)).status).toBe(503);
      expect(Date.now() - t).toBeLessThan(5_000);

      server = startTemporalDevServer({ cli, port });
      await until('readiness 200 with Temporal back', readyIs(url, 200), 60_000);
      const decided = await until(
        'a decision with Temporal back',
        async () => {
          const r = await call(`${url}/v1/gate/evaluate`, { key, body: refund(22) });
          return r.status === 200 ? r : null;
        },
        60_000,
      );
      expect(decided.body.decision).toBe('allow');
    } finally {
      await svc?.stop();
      await server.stop();
    }
  });
});
