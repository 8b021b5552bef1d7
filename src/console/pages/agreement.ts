// The agreement report (the same one GET /v1/reports/agreement returns) with its chart over time.

import type { RequestHandler } from 'express';
import { DECISION_VALUES, REVIEW_OUTCOMES } from '../../contract/schemas';
import { parseWindow, type Agreement, type VerdictCounts } from '../../domain/agreement';
import { agreementByDay, agreementReport } from '../../store/reports';
import { agreementChart } from '../chart';
import { envPath, type ConsoleDeps, type PageContext } from '../context';
import { queryParam } from '../forms';
import { html, query, type Html } from '../html';
import { page } from '../layout';
import { BacktestRefused, type SuggestionsView } from '../../usecases/backtests';

const pct = (r: number | null) => (r === null ? 'no compared verdicts' : `${(r * 100).toFixed(1)}%`);
const agreementCells = (a: Agreement) => html`<td class="num">${a.agreed}</td><td class="num">${a.disagreed}</td><td class="num">${pct(a.rate)}</td>`;
const countCells = (c: VerdictCounts) => html`${REVIEW_OUTCOMES.map((v) => html`<td class="num">${c[v]}</td>`)}<td class="num">${c.none}</td>`;
const verdictHeads = html`${REVIEW_OUTCOMES.map((v) => html`<th scope="col" class="num">${v}</th>`)}<th scope="col" class="num">no verdict</th>`;

function suggestionsBlock(ctx: PageContext, from: string, to: string, s: SuggestionsView | string | null): Html {
  if (typeof s === 'string') return html`<p class="error-text" data-testid="suggestions">No suggestions: ${s}.</p>`;
  if (!s) {
    return html`<p>For each threshold and limit, the value that would have agreed with these verdicts most (it decides them again, which takes a moment): <a href="${envPath(ctx.env.kind, 'agreement', query({ from, to, suggest: '1' }))}">suggest thresholds</a>.</p>`;
  }
  if (s.suggestions.length === 0) {
    return html`<p class="empty" data-testid="suggestions">${s.n} decisions with a verdict can be decided again in this window; a suggestion needs at least ${s.min_n}.</p>`;
  }
  return html`<table data-testid="suggestions"><caption>Over ${s.n} decisions with a verdict${s.truncated ? ' (the newest)' : ''}</caption>
<thead><tr><th scope="col">Setting</th><th scope="col" class="num">Now</th><th scope="col" class="num">Agreement now</th><th scope="col" class="num">Suggested</th><th scope="col" class="num">Agreement then</th><th scope="col"></th></tr></thead>
<tbody>${s.suggestions.map(
    (x) => html`<tr><th scope="row"><code>${x.setting}</code></th><td class="num">${x.current}</td><td class="num">${pct(x.agreement_current.value)}</td><td class="num">${x.suggested}</td><td class="num">${pct(x.agreement_suggested.value)}</td><td>${x.changes ? html`<a href="${x.console_url}">Backtest this</a>` : html`<span class="muted">as it is</span>`}</td></tr>`,
  )}</tbody></table>`;
}

export function agreementPage(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const from = queryParam(req, 'from', 40);
    const to = queryParam(req, 'to', 40);
    const parsed = parseWindow({ ...(from ? { from } : {}), ...(to ? { to } : {}) }, new Date());
    const form = (problems: Record<string, string>) => html`<form class="filters" method="get" action="${envPath(ctx.env.kind, 'agreement')}" aria-label="Report window">
  <div><label for="a-from">From (UTC, included)</label><input type="date" id="a-from" name="from" value="${from}"${problems.from ? html` aria-invalid="true" aria-describedby="a-from-error"` : null}>
  ${problems.from ? html`<p class="error-text" id="a-from-error">${problems.from}</p>` : null}</div>
  <div><label for="a-to">To (UTC, not included)</label><input type="date" id="a-to" name="to" value="${to}"${problems.to ? html` aria-invalid="true" aria-describedby="a-to-error"` : null}>
  ${problems.to ? html`<p class="error-text" id="a-to-error">${problems.to}</p>` : null}</div>
  <div><button type="submit">Show</button> <a class="button secondary" href="${envPath(ctx.env.kind, 'agreement')}">Last 30 days</a></div>
</form>`;
    if ('problems' in parsed) {
      const problems = Object.fromEntries(parsed.problems.map((p) => [p.field, `${p.field} ${p.reason}`]));
      res.status(422).type('html').send(page(ctx, 'Agreement', form(problems), { kind: 'error', text: 'The report window is not valid.' }).value);
      return;
    }
    const [report, days] = await Promise.all([agreementReport(deps.db, ctx.env.envId, parsed.window), agreementByDay(deps.db, ctx.env.envId, parsed.window)]);
    // Suggestions decide the window's verdicts again: only when asked for.
    const wantSuggestions = queryParam(req, 'suggest', 2) === '1' && deps.backtests !== undefined;
    const minN = queryParam(req, 'min_n', 6);
    let suggested: SuggestionsView | string | null = null;
    if (wantSuggestions) {
      const q = { from: parsed.window.from.toISOString(), to: parsed.window.to.toISOString(), ...(minN ? { min_n: minN } : {}) };
      suggested = await deps.backtests!.suggestions(ctx.env, q).catch((err: unknown) => {
        if (err instanceof BacktestRefused) return err.details?.map((d) => `${d.field} ${d.reason}`).join('; ') ?? err.message;
        throw err;
      });
    }
    const listLink = (params: Record<string, string>) => envPath(ctx.env.kind, 'decisions', query(params));
    const body: Html = html`${form({})}
<p>Window: <span class="mono">${report.window.from}</span> to <span class="mono">${report.window.to}</span> (decisions created in it, each with its latest verdict). The API serves the same report at <code>GET /v1/reports/agreement</code>.</p>
<h2>Agreement</h2>
<p class="big">Agreement rate: <strong data-testid="agreement-rate">${pct(report.agreement.rate)}</strong>
 (${report.agreement.agreed} agreed, ${report.agreement.disagreed} disagreed; allow and deny decisions with a verdict).</p>
<p>${report.totals.decisions} decisions, ${report.totals.with_verdict} with a verdict, <a href="${listLink({ verdict: 'waiting' })}">${report.totals.without_verdict} waiting</a>.</p>
<h2>Over time</h2>
${agreementChart(days)}
<h2>Suggested thresholds</h2>
${suggestionsBlock(ctx, from, to, suggested)}
<h2>Decisions and verdicts</h2>
<table><caption class="visually-hidden">Decision by latest verdict</caption>
<thead><tr><th scope="col">Decision</th>${verdictHeads}</tr></thead>
<tbody>${DECISION_VALUES.map((d) => html`<tr><th scope="row">${d}</th>${countCells(report.matrix[d])}</tr>`)}</tbody></table>
<h2>By channel</h2>
<table><thead><tr><th scope="col">Channel</th><th scope="col" class="num">Verdicts</th><th scope="col" class="num">Agreed</th><th scope="col" class="num">Disagreed</th><th scope="col" class="num">Rate</th></tr></thead>
<tbody>${report.by_channel.map((c) => html`<tr><th scope="row">${c.channel}</th><td class="num">${c.verdicts}</td>${agreementCells(c)}</tr>`)}</tbody></table>
<h2>By reason code</h2>
${report.by_reason_code.length === 0 ? html`<p class="empty">No decisions in this window.</p>` : html`<table><thead><tr><th scope="col">Reason code</th><th scope="col" class="num">Decisions</th><th scope="col" class="num">With verdict</th><th scope="col" class="num">Agreed</th><th scope="col" class="num">Disagreed</th><th scope="col" class="num">Rate</th></tr></thead>
<tbody>${report.by_reason_code.map((r) => html`<tr><th scope="row">${r.reason_code === null ? html`<span class="muted">none</span>` : html`<a href="${listLink({ reason: r.reason_code })}"><code>${r.reason_code}</code></a>`}</th><td class="num">${r.decisions}</td><td class="num">${r.with_verdict}</td>${agreementCells(r)}</tr>`)}</tbody></table>`}
<h2>How review and more_information were resolved</h2>
<table><thead><tr><th scope="col">Decision</th>${verdictHeads}</tr></thead>
<tbody><tr><th scope="row">review</th>${countCells(report.resolutions.review)}</tr><tr><th scope="row">more_information</th>${countCells(report.resolutions.more_information)}</tr></tbody></table>`;
    res.type('html').send(page(ctx, 'Agreement', body).value);
  };
}
