// A small non-cryptographic hash for hashed features (the judge's, the harm classifier's): stable across runs
// and platforms, so committed weights keep their meaning.

/** FNV-1a, 32 bits. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
