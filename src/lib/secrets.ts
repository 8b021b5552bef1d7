// Secrets Gatehouse makes for itself on embedded defaults: read from the data directory, or created there
// once (mode 0600) when absent. Configuration always wins.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The file's content, creating it with `make()` first if it does not exist (safe against a concurrent start). */
export function secretFile(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Written whole under a temporary name, then linked into place: a concurrent start reads all or nothing.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, make() + '\n', { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.unlinkSync(tmp);
  }
  return fs.readFileSync(file, 'utf8').trim();
}

export const newPayloadKey = () => randomBytes(32).toString('base64');
export const newCodecToken = () => randomBytes(32).toString('base64url');

/** Parses GATEHOUSE_PAYLOAD_KEY: base64 keys of 32 bytes, comma-separated; the first encrypts, all decrypt. */
export function parseMasterKeys(raw: string): Buffer[] {
  const keys = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => Buffer.from(s, 'base64'));
  if (keys.length === 0 || keys.some((k) => k.length !== 32)) throw new Error('GATEHOUSE_PAYLOAD_KEY must be base64 of 32 bytes (comma-separated for rotation)');
  return keys;
}

/** The master keys of a process: GATEHOUSE_PAYLOAD_KEY, else the one kept in the data directory (made once). */
export const masterKeyMaterial = (cfg: { payloadKeys?: Buffer[]; dataDir: string }): Buffer[] =>
  cfg.payloadKeys ?? parseMasterKeys(secretFile(cfg.dataDir, 'payload-key', newPayloadKey));
