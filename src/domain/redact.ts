// Masks personal data in decision content kept under the `redacted` retention mode.

const PATTERNS: [RegExp, string][] = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/g, '[iban]'],
  [/\b\d(?:[ -]?\d){12,18}\b/g, '[card]'],
  [/(?:\+|00)\d{1,3}[ ./-]?\(?\d{1,4}\)?(?:[ ./-]?\d{2,4}){2,4}\b/g, '[phone]'],
  [/\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b/g, '[phone]'],
];

export function redactText(text: string): string {
  return PATTERNS.reduce((t, [re, mask]) => t.replace(re, mask), text);
}

export function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v)]));
  return value;
}

/** Sizes, media type and field names only. */
export function metadataOf(value: unknown, mediaType: string, bytes: number): Record<string, unknown> {
  const fields: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      for (const [k, c] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        fields.push(p);
        walk(c, p);
      }
    }
  };
  walk(value, '');
  return { media_type: mediaType, bytes, fields: fields.slice(0, 500) };
}
