// Addresses a webhook must not reach unless an operator allows it (GATEHOUSE_WEBHOOK_ALLOW_PRIVATE): this
// machine, the private and link-local networks, and cloud metadata services. Used when webhook_url is set
// (its host as written: an address literal in any spelling the URL parser accepts, or a known name) and at
// delivery, on every address the name resolves to (activities/approvals.ts).

import { BlockList, isIP } from 'node:net';

const RANGES: [string, number, 'ipv4' | 'ipv6', string][] = [
  ['0.0.0.0', 8, 'ipv4', 'this network'],
  ['10.0.0.0', 8, 'ipv4', 'a private network'],
  ['100.64.0.0', 10, 'ipv4', 'a shared (carrier-grade NAT) network'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'ipv4', 'a private network'],
  ['192.0.0.0', 24, 'ipv4', 'IETF protocol assignments'],
  ['192.168.0.0', 16, 'ipv4', 'a private network'],
  ['198.18.0.0', 15, 'ipv4', 'a benchmarking network'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'the unspecified address'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['fc00::', 7, 'ipv6', 'a unique-local network'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'site-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const lists = RANGES.map(([net, prefix, type, why]) => {
  const list = new BlockList();
  list.addSubnet(net, prefix, type);
  return { list, type, why };
});

/** Names that always mean this machine or a metadata service, whatever they resolve to. */
const NAMES: [RegExp, string][] = [
  [/^localhost$|\.localhost$/, 'loopback'],
  [/^metadata\.google\.internal$|^metadata$|^metadata\.goog$/, 'a cloud metadata service'],
  [/^instance-data(\.ec2\.internal)?$/, 'a cloud metadata service'],
];

/** The IPv4 address inside an IPv6 one that carries it (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible, NAT64 64:ff9b::/96), else null. */
function embeddedIpv4(ip: string): string | null {
  const m = /^(?:::ffff:|::|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(ip);
  if (!m) return null;
  if (m[1]) return m[1];
  const hi = parseInt(m[2], 16);
  const lo = parseInt(m[3], 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Why an address (v4 or v6, as text) is refused for webhooks, or null when it is a public one. */
export function forbiddenAddressReason(address: string): string | null {
  let ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const inner = isIP(ip) === 6 ? embeddedIpv4(ip) : null;
  if (inner) ip = inner;
  const type = isIP(ip) === 4 ? 'ipv4' : isIP(ip) === 6 ? 'ipv6' : null;
  if (!type) return 'not an IP address';
  for (const r of lists) if (r.type === type && r.list.check(ip, type)) return `${ip} is ${r.why}`;
  return null;
}

/**
 * Why a URL's host (as `new URL()` gives it: IPv4 in any spelling is already dotted, IPv6 in brackets) is
 * refused for webhooks, or null when it is a public address or a name that is not a known local one (a name
 * is checked again after resolution, at delivery).
 */
export function forbiddenHostReason(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (isIP(host.replace(/^\[|\]$/g, ''))) return forbiddenAddressReason(host);
  for (const [re, why] of NAMES) if (re.test(host)) return `${host} is ${why}`;
  return null;
}
