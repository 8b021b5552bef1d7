// The agreement chart over time: an SVG drawn on the server (no script), with a table of the same figures
// for screen readers and for anyone who wants the numbers.

import { rate } from '../domain/agreement';
import type { AgreementDay } from '../store/reports';
import { html, type Html } from './html';

const W = 760;
const H = 240;
const PAD = { left: 44, right: 44, top: 16, bottom: 36 };

export function agreementChart(days: AgreementDay[]): Html {
  if (days.length === 0) return html`<p class="empty">No decisions in this window, so nothing to draw.</p>`;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const maxN = Math.max(1, ...days.map((d) => d.decisions));
  const step = plotW / days.length;
  const barW = Math.max(1, Math.min(28, step * 0.7));
  const y = (n: number) => PAD.top + plotH - (n / maxN) * plotH;
  const yRate = (r: number) => PAD.top + plotH - r * plotH;
  const points = days
    .map((d, i) => ({ x: PAD.left + step * i + step / 2, r: rate(d.agreed, d.disagreed) }))
    .filter((p): p is { x: number; r: number } => p.r !== null);
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));
  const summary = `${days.length} days; ${days.reduce((s, d) => s + d.decisions, 0)} decisions; agreement rate shown on days with compared verdicts.`;
  return html`<figure>
<svg class="chart" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="chart-title chart-desc">
  <title id="chart-title">Decisions per day and the agreement rate over time</title>
  <desc id="chart-desc">${summary} The same figures are in the table below.</desc>
  <line x1="${PAD.left}" y1="${PAD.top + plotH}" x2="${W - PAD.right}" y2="${PAD.top + plotH}" stroke="#8c959f"/>
  <text x="${PAD.left - 6}" y="${PAD.top + 4}" text-anchor="end" font-size="11" fill="#57606a">${maxN}</text>
  <text x="${PAD.left - 6}" y="${PAD.top + plotH}" text-anchor="end" font-size="11" fill="#57606a">0</text>
  <text x="${W - PAD.right + 6}" y="${PAD.top + 4}" font-size="11" fill="#1a7f37">100%</text>
  <text x="${W - PAD.right + 6}" y="${PAD.top + plotH}" font-size="11" fill="#1a7f37">0%</text>
  ${days.map((d, i) => {
    const x = PAD.left + step * i + (step - barW) / 2;
    return html`<rect x="${x.toFixed(1)}" y="${y(d.decisions).toFixed(1)}" width="${barW.toFixed(1)}" height="${(PAD.top + plotH - y(d.decisions)).toFixed(1)}" fill="#c8d1e0"/>
  <rect x="${x.toFixed(1)}" y="${y(d.with_verdict).toFixed(1)}" width="${barW.toFixed(1)}" height="${(PAD.top + plotH - y(d.with_verdict)).toFixed(1)}" fill="#0a58ca"/>
  ${i % labelEvery === 0 ? html`<text x="${(x + barW / 2).toFixed(1)}" y="${H - 14}" text-anchor="middle" font-size="11" fill="#57606a">${d.day.slice(5)}</text>` : null}`;
  })}
  ${points.length > 1 ? html`<polyline fill="none" stroke="#1a7f37" stroke-width="2" points="${points.map((p) => `${p.x.toFixed(1)},${yRate(p.r).toFixed(1)}`).join(' ')}"/>` : null}
  ${points.map((p) => html`<circle cx="${p.x.toFixed(1)}" cy="${yRate(p.r).toFixed(1)}" r="3.5" fill="#1a7f37"/>`)}
</svg>
<figcaption>Bars: decisions per day (light) and those with a verdict (dark). Line: agreement rate (right axis).</figcaption>
</figure>
<details><summary>The chart's figures as a table</summary>
<table><thead><tr><th scope="col">Day (UTC)</th><th scope="col" class="num">Decisions</th><th scope="col" class="num">With verdict</th><th scope="col" class="num">Agreed</th><th scope="col" class="num">Disagreed</th><th scope="col" class="num">Rate</th></tr></thead>
<tbody>${days.map((d) => {
    const r = rate(d.agreed, d.disagreed);
    return html`<tr><td>${d.day}</td><td class="num">${d.decisions}</td><td class="num">${d.with_verdict}</td><td class="num">${d.agreed}</td><td class="num">${d.disagreed}</td><td class="num">${r === null ? '–' : `${(r * 100).toFixed(1)}%`}</td></tr>`;
  })}</tbody></table></details>`;
}

/** One figure before and after a change (a backtest's agreement), each with its sample size. */
export interface BeforeAfter {
  label: string;
  before: { value: number | null; n: number };
  after: { value: number | null; n: number };
}

const BA_H = 220;

/**
 * Paired bars, before (light) and after (dark), for figures from 0 to 1 (a negative κ is drawn at 0 and
 * labelled with its value), with a table of the same figures.
 */
export function beforeAfterChart(figures: BeforeAfter[]): Html {
  const plotW = W - PAD.left - PAD.right;
  const plotH = BA_H - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, figures.length);
  const barW = Math.min(48, step * 0.3);
  const yOf = (v: number) => PAD.top + plotH - Math.max(0, Math.min(1, v)) * plotH;
  const label = (f: { value: number | null; n: number }) => (f.value === null ? `– (n=${f.n})` : `${f.value} (n=${f.n})`);
  const bar = (x: number, f: { value: number | null }, fill: string, which: string) =>
    f.value === null
      ? null
      : html`<rect data-bar="${which}" x="${x.toFixed(1)}" y="${yOf(f.value).toFixed(1)}" width="${barW.toFixed(1)}" height="${(PAD.top + plotH - yOf(f.value)).toFixed(1)}" fill="${fill}"/>
  <text x="${(x + barW / 2).toFixed(1)}" y="${(yOf(f.value) - 4).toFixed(1)}" text-anchor="middle" font-size="11" fill="#24292f">${f.value}</text>`;
  return html`<figure>
<svg class="chart" viewBox="0 0 ${W} ${BA_H}" width="${W}" height="${BA_H}" role="img" aria-labelledby="ba-title ba-desc" data-testid="before-after-chart">
  <title id="ba-title">Agreement with people's verdicts, before and after</title>
  <desc id="ba-desc">${figures.map((f) => `${f.label}: before ${label(f.before)}, after ${label(f.after)}`).join('; ')}.</desc>
  <line x1="${PAD.left}" y1="${PAD.top + plotH}" x2="${W - PAD.right}" y2="${PAD.top + plotH}" stroke="#8c959f"/>
  <text x="${PAD.left - 6}" y="${PAD.top + 4}" text-anchor="end" font-size="11" fill="#57606a">1</text>
  <text x="${PAD.left - 6}" y="${PAD.top + plotH}" text-anchor="end" font-size="11" fill="#57606a">0</text>
  ${figures.map((f, i) => {
    const x0 = PAD.left + step * i + step / 2 - barW - 2;
    return html`${bar(x0, f.before, '#c8d1e0', 'before')}${bar(x0 + barW + 4, f.after, '#0a58ca', 'after')}
  <text x="${(PAD.left + step * i + step / 2).toFixed(1)}" y="${BA_H - 14}" text-anchor="middle" font-size="12" fill="#57606a">${f.label}</text>`;
  })}
</svg>
<figcaption>Light: as decided. Dark: with the candidate. Bars from 0 to 1.</figcaption>
</figure>
<table><caption class="visually-hidden">Agreement before and after</caption>
<thead><tr><th scope="col">Figure</th><th scope="col" class="num">Before</th><th scope="col" class="num">After</th></tr></thead>
<tbody>${figures.map((f) => html`<tr><th scope="row">${f.label}</th><td class="num">${label(f.before)}</td><td class="num">${label(f.after)}</td></tr>`)}</tbody></table>`;
}
