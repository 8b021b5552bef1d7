// Certificates for TLS tests, made with the system's OpenSSL 3: a CA, a server certificate for a name (and
// 127.0.0.1) and client certificates signed by that CA. EC P-256 keys in PKCS#8, valid for one day.

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Pem {
  cert: string;
  key: string;
}

const openssl = (args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const serial = () => `0x${randomBytes(8).toString('hex')}`;

/** A self-signed CA in dir/<name>.pem and dir/<name>.key. */
export function makeCa(dir: string, name: string): Pem {
  const pem = { cert: path.join(dir, `${name}.pem`), key: path.join(dir, `${name}.key`) };
  openssl([
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
    '-keyout', pem.key, '-out', pem.cert, '-subj', `/CN=${name}`,
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
  ]); // prettier-ignore
  return pem;
}

/** A certificate signed by ca: a server's (for serverName and 127.0.0.1) or a client's. */
export function makeLeaf(dir: string, ca: Pem, name: string, use: { server: string } | 'client'): Pem {
  const pem = { cert: path.join(dir, `${name}.pem`), key: path.join(dir, `${name}.key`) };
  const csr = path.join(dir, `${name}.csr`);
  const ext = path.join(dir, `${name}.ext`);
  const cn = use === 'client' ? name : use.server;
  openssl(['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', pem.key, '-out', csr, '-subj', `/CN=${cn}`]);
  fs.writeFileSync(
    ext,
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      use === 'client' ? 'extendedKeyUsage=clientAuth' : `extendedKeyUsage=serverAuth\nsubjectAltName=DNS:${use.server},IP:127.0.0.1`,
    ].join('\n'),
  );
  openssl(['x509', '-req', '-in', csr, '-CA', ca.cert, '-CAkey', ca.key, '-set_serial', serial(), '-days', '1', '-extfile', ext, '-out', pem.cert]);
  return pem;
}
