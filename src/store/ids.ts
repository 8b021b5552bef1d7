import { createHash, randomBytes, randomFillSync } from 'node:crypto';
import { ulid } from 'ulid';

/**
 * The random part of the ids, from the system's CSPRNG, 4 KB at a time: ulid's own source asks
 * crypto.getRandomValues for one byte per character (16 calls and 16 small buffers per id, about 40 µs of CPU;
 * this pool makes an id about 2 µs). A byte over 256 is a fraction in [0, 1), and 32 divides 256: unbiased.
 */
const pool = Buffer.alloc(4096);
let next = pool.length;
export function poolRandom(): number {
  if (next >= pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  return pool[next++] / 256;
}

export const newDecisionId = () => `dec_${ulid(undefined, poolRandom)}`;
export const newId = (prefix: string) => `${prefix}_${ulid(undefined, poolRandom).toLowerCase()}`;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 40 base62 characters from 256 random bits (rejection sampling keeps it unbiased): about 238 bits of entropy. */
export function newApiKey(kind: 'test' | 'live'): string {
  let out = '';
  while (out.length < 40) {
    for (const b of randomBytes(64)) {
      if (b < 248 && out.length < 40) out += ALPHABET[b % 62];
    }
  }
  return `gate_${kind}_${out}`;
}

export const API_KEY_PATTERN = /^gate_(test|live)_[0-9A-Za-z]{40}$/;

/** Keys carry enough entropy that a fast hash is the right one: nothing to brute-force. */
export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest();

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
