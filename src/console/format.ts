// Small display helpers shared by the pages.

import { html, type Html } from './html';

export const formatTime = (iso: string) => iso.replace('T', ' ').replace(/\.\d{3}Z$/, 'Z');

export function formatAmount(amount: number | null | undefined, currency: string | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  return `${amount.toLocaleString('en-US', { maximumFractionDigits: 6 })}${currency ? ` ${currency}` : ''}`;
}

export const badge = (value: string, label = value) => html`<span class="badge ${value}">${label}</span>`;

/**
 * Scores from 0 to 1 as meters (native, labelled, and free of inline styles, which the console's CSP
 * forbids). `optimum` says which end is good: risks are better low, most semantic scores too.
 */
export function scoreBars(idPrefix: string, scores: Record<string, number>, goodHigh: readonly string[] = []): Html {
  return html`<div class="bars">${Object.entries(scores).map(([name, v]) => {
    const good = goodHigh.includes(name);
    return html`<label for="${idPrefix}-${name}">${name.replaceAll('_', ' ')}</label>
<meter id="${idPrefix}-${name}" min="0" max="1" low="0.5" high="0.8" optimum="${good ? 1 : 0}" value="${v}">${v.toFixed(2)}</meter>
<span class="num" aria-hidden="true">${v.toFixed(2)}</span>`;
  })}</div>`;
}

/** Time left, as a reviewer reads it: "in 59 min 12 s". Rendered on the server; reloading the page updates it. */
export function timeLeft(expiresAt: string, now = Date.now()): string {
  const s = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const parts = d > 0 ? [`${d} d`, `${h} h`] : h > 0 ? [`${h} h`, `${m} min`] : [`${m} min`, `${s % 60} s`];
  return `in ${parts.join(' ')}`;
}
