// Masks personal data in decision content kept under the `redacted` retention mode.

/** ISO 13616 check: the country code and check digits moved to the end, letters as numbers, mod 97 = 1. */
function validIban(candidate: string): boolean {
  const s = candidate.replace(/ /g, '').toUpperCase();
  if (s.length < 15 || s.length > 34) return false;
  let rest = 0;
  for (const ch of s.slice(4) + s.slice(0, 4)) {
    const digits = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

// Written in capitals, anything shaped like an IBAN is masked; otherwise (de89 3704 …) only what passes the
// IBAN check, so that lower-case hex identifiers (hashes, UUIDs) are left alone.
const iban = (m: string) => (m === m.toUpperCase() || validIban(m) ? '[iban]' : m);

const PATTERNS: [RegExp, string | ((match: string) => string)][] = [
  // Letters of any script on both sides of the @ (müller@example.de must not leave "mü" behind).
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu, '[email]'],
  [/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/gi, iban],
  [/\b\d(?:[ -]?\d){12,18}\b/g, '[card]'],
  // National numbers with a trunk prefix 0: grouped (030 12345678, 0171-2345678, 030/1234567) or compact
  // (07700900123). Before the international pattern, which would otherwise take the "00" inside them.
  [/\b0\d{2,4}(?:[ /-]\d{2,8}){1,3}\b/g, '[phone]'],
  [/\b0\d{9,10}\b/g, '[phone]'],
  [/(?:\+|00)\d{1,3}[ ./-]?\(?\d{1,4}\)?(?:[ ./-]?\d{2,4}){2,4}\b/g, '[phone]'],
  [/\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b/g, '[phone]'],
];

export function redactText(text: string): string {
  return PATTERNS.reduce((t, [re, mask]) => (typeof mask === 'string' ? t.replace(re, mask) : t.replace(re, mask)), text);
}

export function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object') {
    // Keys can be personal data too ({"ana@corp.com": "approved"}); masked keys that collide stay apart.
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      let key = redactText(k);
      for (let i = 2; key !== k && Object.hasOwn(out, key); i++) key = `${redactText(k)}#${i}`;
      // defineProperty, not assignment: a "__proto__" key from JSON stays an ordinary field.
      Object.defineProperty(out, key, { value: redactValue(v), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return value;
}

/** Sizes, media type and field names only (a field name that is itself personal data is masked too). */
export function metadataOf(value: unknown, mediaType: string, bytes: number): Record<string, unknown> {
  const fields: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      for (const [k, c] of Object.entries(v)) {
        const p = path ? `${path}.${redactText(k)}` : redactText(k);
        fields.push(p);
        walk(c, p);
      }
    }
  };
  walk(value, '');
  return { media_type: mediaType, bytes, fields: fields.slice(0, 500) };
}
