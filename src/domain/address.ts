// E-mail addresses as Gatehouse accepts them in settings and compares them on incoming mail. Pure.

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A plain addr-spec (no display name, no quoted local part), at most 254 characters. */
export function isMailAddress(s: string): boolean {
  if (s.length > 254) return false;
  const at = s.lastIndexOf('@');
  if (at <= 0 || at === s.length - 1) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  if (local.length > 64 || !LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1]);
}

/** Addresses compare case-insensitively here (the local part is case-sensitive in theory, never in practice). */
export const normalizeAddress = (s: string) => s.trim().toLowerCase();

export const MAX_RECIPIENTS = 50;

/** Parses a comma-separated list; returns the normalised, de-duplicated addresses or the first problem. */
export function parseAddressList(raw: string): { addresses: string[] } | { problem: string } {
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return { problem: 'must list at least one e-mail address' };
  const out: string[] = [];
  for (const p of parts) {
    if (!isMailAddress(p)) return { problem: `"${p.slice(0, 80)}" is not an e-mail address (name@example.com)` };
    const n = normalizeAddress(p);
    if (!out.includes(n)) out.push(n);
  }
  if (out.length > MAX_RECIPIENTS) return { problem: `at most ${MAX_RECIPIENTS} addresses` };
  return { addresses: out };
}

/** The address of a From-style value: `Name <a@b.c>` or `a@b.c`; null when it holds no valid address. */
export function addressOf(value: string): string | null {
  const m = /<([^<>]+)>\s*$/.exec(value);
  const a = (m ? m[1] : value).trim();
  return isMailAddress(a) ? normalizeAddress(a) : null;
}
