// Operator passwords: scrypt (memory-hard), parameters stored with each hash so they can be raised later.

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
// 128 * N * r bytes = 32 MiB per hash; the default maxmem (32 MiB) is just too small for that.
const MAX_MEM = 64 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...opts, maxmem: MAX_MEM }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const expected = Buffer.from(parts[5], 'base64url');
  const key = await derive(password, Buffer.from(parts[4], 'base64url'), { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, verified against when no operator matches, so that both cases cost the same. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

const WORDS_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 4 groups of 5 characters from a 31-letter alphabet without look-alikes: about 99 bits. */
export function generatePassword(): string {
  const groups: string[] = [];
  let group = '';
  while (groups.length < 4) {
    for (const b of randomBytes(32)) {
      if (b >= 248 || groups.length === 4) continue; // 248 = 8 * 31: no modulo bias
      group += WORDS_ALPHABET[b % 31];
      if (group.length === 5) {
        groups.push(group);
        group = '';
      }
    }
  }
  return groups.join('-');
}

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}
