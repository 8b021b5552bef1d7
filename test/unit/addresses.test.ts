// Webhook targets refused unless an operator allows them (issue 25, item 6): metadata, loopback, private,
// link-local and unique-local addresses in every spelling the URL parser accepts.

import { forbiddenAddressReason, forbiddenHostReason } from '../../src/domain/addresses';
import { parseAssignments, parseSettingValues } from '../../src/domain/settings';

const host = (url: string) => forbiddenHostReason(new URL(url).hostname);

describe('webhook hosts', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://2852039166/', // decimal
    'http://0xa9fea9fe/', // hex
    'http://0xA9.0xFE.0xA9.0xFE/',
    'http://0251.0376.0251.0376/', // octal
    'http://169.254.43518/',
    'http://[::ffff:169.254.169.254]/', // IPv4-mapped IPv6
    'http://[::ffff:a9fe:a9fe]/',
    'http://[64:ff9b::a9fe:a9fe]/', // NAT64
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://METADATA.GOOGLE.INTERNAL./',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://127.0.0.1:9000/in',
    'http://127.1/',
    'http://2130706433/',
    'http://localhost:8080/',
    'http://api.localhost/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[::]/',
    'http://[fd00::1]/',
    'http://[fc00::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:10.0.0.1]/',
  ])('refuses %s', (url) => {
    expect(host(url)).not.toBeNull();
  });

  it.each(['https://hooks.example.com/gatehouse', 'http://93.184.216.34/', 'http://172.32.0.1/', 'http://[2606:4700::1111]/', 'http://169.255.0.1/', 'http://11.0.0.1/'])(
    'accepts %s',
    (url) => {
      expect(host(url)).toBeNull();
    },
  );

  it('classifies resolved addresses (what a name resolves to at delivery)', () => {
    expect(forbiddenAddressReason('169.254.169.254')).toMatch(/link-local/);
    expect(forbiddenAddressReason('::ffff:192.168.0.1')).toMatch(/private/);
    expect(forbiddenAddressReason('fe80::1%eth0')).toMatch(/link-local/);
    expect(forbiddenAddressReason('8.8.8.8')).toBeNull();
    expect(forbiddenAddressReason('2001:4860:4860::8888')).toBeNull();
  });
});

describe('webhook_url setting', () => {
  it('is refused with a clear problem for a private or metadata address', () => {
    for (const url of ['http://169.254.169.254/', 'http://0xa9fea9fe/', 'http://[::ffff:a9fe:a9fe]/', 'http://metadata.google.internal/', 'http://10.0.0.1/', 'http://[fd00::1]/']) {
      const { changes, problems } = parseAssignments([`webhook_url=${url}`]);
      expect(changes).toEqual({});
      expect(problems).toHaveLength(1);
      expect(problems[0].reason).toMatch(/GATEHOUSE_WEBHOOK_ALLOW_PRIVATE/);
    }
    expect(parseSettingValues({ webhook_url: 'http://127.0.0.1:9000/in' }).problems[0]).toMatchObject({ name: 'webhook_url' });
  });

  it('is accepted for them when the operator allows private webhooks', () => {
    expect(parseAssignments(['webhook_url=http://127.0.0.1:9000/in'], { allowPrivateWebhooks: true }).changes).toEqual({ webhook_url: 'http://127.0.0.1:9000/in' });
    expect(parseSettingValues({ webhook_url: 'http://10.0.0.1/in' }, { allowPrivateWebhooks: true }).problems).toEqual([]);
  });
});
