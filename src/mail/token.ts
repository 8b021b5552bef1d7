// Digest tokens: a random secret per digest mail, carried in its subject and body as [GH-<token>]. A reply
// must keep it: it names the environment and proves the sender had the digest. Pure except for newDigestToken.

import { randomBytes } from 'node:crypto';

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 26 base32 characters (130 random bits), prefixed GH-. */
export function newDigestToken(): string {
  const bytes = randomBytes(17);
  let out = '';
  for (let i = 0; i < 26; i++) out += B32[bitsAt(bytes, i * 5)];
  return `GH-${out}`;
}

function bitsAt(bytes: Uint8Array, bit: number): number {
  let v = 0;
  for (let i = 0; i < 5; i++) {
    const b = bit + i;
    v = (v << 1) | ((bytes[b >> 3] >> (7 - (b & 7))) & 1);
  }
  return v;
}

export const TOKEN_PATTERN = /\bGH-([A-Z2-7]{26})\b/gi;

/** Every distinct token in the text, normalised to upper case (a mail client may change nothing else). */
export function findTokens(...texts: (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const t of texts) {
    if (!t) continue;
    for (const m of t.matchAll(TOKEN_PATTERN)) found.add(`GH-${m[1].toUpperCase()}`);
  }
  return [...found];
}
