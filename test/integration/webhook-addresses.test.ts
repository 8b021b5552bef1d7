// Webhook deliveries refuse loopback, private, link-local and metadata addresses after DNS resolution (issue
// 25, item 6), unless the operator allows them: a real receiver on loopback, reached by address and by a name
// that resolves to it (this machine's host name).

import dns from 'node:dns/promises';
import os from 'node:os';
import { AddressRefused, postWebhook } from '../../activities/approvals';
import { forbiddenAddressReason } from '../../src/domain/addresses';
import { webhookReceiver } from '../helpers/webhooks';

const send = (url: string, allowPrivate: boolean) => postWebhook(url, { 'content-type': 'application/json' }, '{"type":"approval.requested"}', AbortSignal.timeout(5000), allowPrivate);

describe('webhook delivery', () => {
  let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
  beforeAll(async () => {
    hooks = await webhookReceiver(0);
  });
  afterAll(() => hooks.stop());

  it('refuses an address literal that is loopback, and sends nothing', async () => {
    await expect(send(hooks.url, false)).rejects.toBeInstanceOf(AddressRefused);
    await expect(send(hooks.url.replace('127.0.0.1', '[::ffff:7f00:1]'), false)).rejects.toThrow(/loopback/);
    await expect(send('http://0xa9fea9fe/latest/meta-data/', false)).rejects.toThrow(/169\.254\.169\.254 is link-local/);
    expect(hooks.got).toHaveLength(0);
  });

  it('refuses a name whose address is private or loopback (checked on the address connected to), and sends nothing', async () => {
    const name = os.hostname();
    const { address } = await dns.lookup(name);
    // This machine's own name resolves to one of its own addresses: loopback, or a private one in a container.
    expect(forbiddenAddressReason(address)).not.toBeNull();
    const port = new URL(hooks.url).port;
    await expect(send(`http://${name}:${port}/hooks/gatehouse`, false)).rejects.toBeInstanceOf(AddressRefused);
    expect(hooks.got).toHaveLength(0);
  });

  it('delivers to them when the operator allows private webhooks', async () => {
    expect(await send(hooks.url, true)).toBe(200);
    expect(hooks.got).toHaveLength(1);
    expect(hooks.got[0].body).toBe('{"type":"approval.requested"}');
  });
});
