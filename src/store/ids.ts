import { createHash, randomBytes } from 'node:crypto';
import { ulid } from 'ulid';

export const newDecisionId = () => `dec_${ulid()}`;
export const newId = (prefix: string) => `${prefix}_${ulid().toLowerCase()}`;

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
