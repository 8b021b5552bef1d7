// Usage against the caps: today's decisions against daily_cap, the month's model calls against monthly_budget.

import type { RequestHandler } from 'express';
import { usageSummary } from '../../store/usage';
import { envPath, type ConsoleDeps, type PageContext } from '../context';
import { html } from '../html';
import { page } from '../layout';

const n = (v: number) => v.toLocaleString('en-US');

export function usagePage(deps: ConsoleDeps): RequestHandler {
  return async (_req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const now = new Date();
    const u = await usageSummary(deps.db, ctx.env.envId, now);
    const s = ctx.env.settings;
    const settings = envPath(ctx.env.kind, 'settings');
    const budget = s.monthly_budget;
    res.type('html').send(
      page(
        ctx,
        'Usage',
        html`<h2>Decisions today (${u.days[0].day}, UTC)</h2>
<p><label for="u-today">${n(u.today)} of ${n(s.daily_cap)} (<a href="${settings}#s-daily_cap">daily_cap</a>)</label><br>
<meter id="u-today" min="0" max="${Math.max(1, s.daily_cap)}" low="${Math.floor(s.daily_cap * 0.8)}" high="${Math.floor(s.daily_cap * 0.95)}" optimum="0" value="${Math.min(u.today, Math.max(1, s.daily_cap))}">${n(u.today)} of ${n(s.daily_cap)}</meter></p>
${u.today > s.daily_cap ? html`<p class="notice error" role="status">The daily cap is passed: further decisions today are review + RATE_LIMITED, without a model call.</p>` : null}
<h2>Model calls this month (${u.month}, UTC)</h2>
${budget === null
  ? html`<p>${n(u.modelCalls)} model calls; no <a href="${settings}#s-monthly_budget">monthly_budget</a> is set, so there is no limit.</p>`
  : html`<p><label for="u-month">${n(u.modelCalls)} of ${n(budget)} (<a href="${settings}#s-monthly_budget">monthly_budget</a>)</label><br>
<meter id="u-month" min="0" max="${Math.max(1, budget)}" low="${Math.floor(budget * 0.8)}" high="${Math.floor(budget * 0.95)}" optimum="0" value="${Math.min(u.modelCalls, Math.max(1, budget))}">${n(u.modelCalls)} of ${n(budget)}</meter></p>
${u.modelCalls >= budget ? html`<p class="notice error" role="status">The budget is used up: decisions that need a model are review + COST_CAP_REACHED until the month ends.</p>` : null}`}
<p class="help">Model calls count the decision model and intake selection (deep mode counts three). The builtin model counts too.</p>
<h2>Decisions per day</h2>
<table><caption class="visually-hidden">Decisions counted per UTC day, last ${u.days.length} days</caption>
<thead><tr><th scope="col">Day (UTC)</th><th scope="col" class="num">Decisions</th></tr></thead>
<tbody>${u.days.map((d) => html`<tr><td>${d.day}</td><td class="num">${n(d.decisions)}</td></tr>`)}</tbody></table>`,
      ).value,
    );
  };
}
