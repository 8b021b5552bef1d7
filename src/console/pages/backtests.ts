// Backtests in the console (issue 28): the form that starts one (filled in from a suggestion's link), the
// list, and a backtest's page: a progress bar while it runs (the page reloads itself every 2 s, no script),
// then the old×new matrix with links to the decisions that changed and the agreement chart before/after.
// The same use case as the API (src/usecases/backtests.ts).

import type { Request, RequestHandler } from 'express';
import { DECISION_VALUES } from '../../contract/schemas';
import { BacktestRefused, type BacktestUseCase, type BacktestView } from '../../usecases/backtests';
import { beforeAfterChart } from '../chart';
import { ConsoleError, envPath, notFoundPage, type ConsoleDeps, type PageContext } from '../context';
import { formatTime } from '../format';
import { formField, queryParam } from '../forms';
import { html, type Html } from '../html';
import { csrfField, page, type Notice } from '../layout';

const SETTINGS_MAX = 8000;
const TOOLS_MAX = 16000;

function useCase(deps: ConsoleDeps): BacktestUseCase {
  if (!deps.backtests) throw new ConsoleError(503, 'Backtests unavailable', 'Backtests run on Temporal, which this process cannot reach.');
  return deps.backtests;
}

const pct = (v: number) => `${Math.round(v * 100)}%`;

interface FormValues {
  settings: string;
  tools: string;
  from: string;
  to: string;
  /** Empty: the builtin model; a number: the environment's configured provider, at most that many calls. */
  modelCalls: string;
}

function form(ctx: PageContext, v: FormValues, problems: { field: string; reason: string }[]): Html {
  const about = (prefix: string) => problems.filter((p) => p.field === prefix || p.field.startsWith(`${prefix}.`) || p.field.startsWith(`${prefix}[`));
  const errs = (list: { field: string; reason: string }[], id: string) =>
    list.length === 0 ? null : html`<ul class="error-text" id="${id}">${list.map((p) => html`<li><code>${p.field}</code> ${p.reason}</li>`)}</ul>`;
  const sProblems = about('candidate.settings').concat(problems.filter((p) => p.field === 'candidate'));
  const tProblems = about('candidate.tools');
  const wProblems = problems.filter((p) => p.field === 'from' || p.field === 'to');
  const mProblems = about('model');
  return html`<form method="post" action="${envPath(ctx.env.kind, 'backtests')}" novalidate aria-label="New backtest">${csrfField(ctx.session.csrf)}
<div class="field"><label for="bt-settings">Settings to try, one <code>name=value</code> per line</label>
<p class="help" id="bt-settings-help">Any of the environment's settings (see Settings); the model's own settings cannot be tried.</p>
<textarea id="bt-settings" name="settings" rows="4" cols="60" spellcheck="false" aria-describedby="bt-settings-help"${sProblems.length ? html` aria-invalid="true"` : null}>${v.settings}</textarea>
${errs(sProblems, 'bt-settings-error')}</div>
<div class="field"><label for="bt-tools">Tool-catalogue entries to try (optional), a JSON list</label>
<p class="help" id="bt-tools-help">For example <code>[{"name": "send_email", "effects": ["external_communication"], "review": true}]</code>; an entry replaces the environment's entry of that name.</p>
<textarea id="bt-tools" name="tools" rows="3" cols="60" spellcheck="false" aria-describedby="bt-tools-help"${tProblems.length ? html` aria-invalid="true"` : null}>${v.tools}</textarea>
${errs(tProblems, 'bt-tools-error')}</div>
<div class="filters"><div><label for="bt-from">From (included; default 30 days ago)</label><input type="text" id="bt-from" name="from" value="${v.from}" placeholder="2026-11-01"></div>
<div><label for="bt-to">To (not included; default now)</label><input type="text" id="bt-to" name="to" value="${v.to}" placeholder="2026-11-26"></div></div>
${errs(wProblems, 'bt-window-error')}
<div class="field"><label for="bt-model-calls">Model calls (optional)</label>
<p class="help" id="bt-model-calls-help">Empty: decided with the builtin model. A number from 1 to 10000: with the environment's configured model provider, at most that many calls (not counted in the monthly budget); decisions that need the model after that are reported as not decided again.</p>
<input type="text" inputmode="numeric" id="bt-model-calls" name="model_calls" value="${v.modelCalls}" aria-describedby="bt-model-calls-help"${mProblems.length ? html` aria-invalid="true"` : null}>
${errs(mProblems, 'bt-model-calls-error')}</div>
<button type="submit">Run backtest</button></form>`;
}

function statusCell(b: BacktestView): Html {
  return b.status === 'queued' || b.status === 'running'
    ? html`<progress max="1" value="${b.progress.fraction}">${pct(b.progress.fraction)}</progress> ${b.status}`
    : html`${b.status}`;
}

async function listPage(deps: ConsoleDeps, ctx: PageContext, v: FormValues, problems: { field: string; reason: string }[], notice: Notice | null): Promise<Html> {
  const list = await useCase(deps).list(ctx.env);
  return page(
    ctx,
    'Backtests',
    html`<p>A backtest decides the stored decisions of a window again with other settings or catalogue entries (nothing is recorded, nothing changes live) and compares the outcome with people's verdicts. <code>POST /v1/backtests</code> and <code>gatehouse backtest</code> do the same. Results are kept 30 days.</p>
<h2>New backtest</h2>
${form(ctx, v, problems)}
<h2>Backtests</h2>
${list.length === 0
  ? html`<p class="empty">No backtest in the last 30 days.</p>`
  : html`<table><thead><tr><th scope="col">Started (UTC)</th><th scope="col">Candidate</th><th scope="col">Status</th><th scope="col" class="num">Decisions</th><th scope="col" class="num">Changed</th></tr></thead>
<tbody>${list.map(
      (b) => html`<tr><td class="mono"><a href="${envPath(ctx.env.kind, 'backtests', `/${b.backtest_id}`)}">${formatTime(b.created_at)}</a></td><td>${candidateText(b)}</td><td>${statusCell(b)}</td><td class="num">${b.progress.decisions}</td><td class="num">${b.report?.changed ?? '–'}</td></tr>`,
    )}</tbody></table>`}`,
    notice,
  );
}

function candidateText(b: BacktestView): Html {
  const settings = Object.entries(b.candidate.settings).map(([k, v]) => html`<code>${k}=${String(v)}</code> `);
  const tools = b.candidate.tools.map((t) => html`<code>tool ${t.name}</code> `);
  return html`${settings}${tools}`;
}

export function backtestsPage(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    // A suggestion's link fills the form in: ?set=name=value (repeatable), from, to.
    const set = ([] as unknown[]).concat(req.query.set ?? []).filter((s): s is string => typeof s === 'string').slice(0, 20);
    const v = { settings: set.join('\n').slice(0, SETTINGS_MAX), tools: '', from: queryParam(req, 'from', 40), to: queryParam(req, 'to', 40), modelCalls: '' };
    res.type('html').send((await listPage(deps, ctx, v, [], null)).value);
  };
}

/** The form's settings lines as the API's object; a line without `=` is a problem of its own. */
function readForm(req: Request): { values: FormValues; body: Record<string, unknown>; problems: { field: string; reason: string }[] } {
  const values = {
    settings: formField(req, 'settings', SETTINGS_MAX),
    tools: formField(req, 'tools', TOOLS_MAX),
    from: formField(req, 'from', 40).trim(),
    to: formField(req, 'to', 40).trim(),
    modelCalls: formField(req, 'model_calls', 12).trim(),
  };
  const problems: { field: string; reason: string }[] = [];
  const settings: Record<string, string> = {};
  for (const line of values.settings.split(/\r?\n/).map((l) => l.trim()).filter(Boolean)) {
    const eq = line.indexOf('=');
    if (eq <= 0) problems.push({ field: 'candidate.settings', reason: `"${line.slice(0, 80)}" is not name=value` });
    else settings[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  const candidate: Record<string, unknown> = {};
  if (Object.keys(settings).length > 0) candidate.settings = settings;
  if (values.tools.trim() !== '') {
    try {
      candidate.tools = JSON.parse(values.tools);
    } catch {
      problems.push({ field: 'candidate.tools', reason: 'is not valid JSON' });
    }
  }
  let model: { use: 'configured'; max_calls: number } | undefined;
  if (values.modelCalls !== '') {
    if (/^\d{1,6}$/.test(values.modelCalls)) model = { use: 'configured', max_calls: Number(values.modelCalls) };
    else problems.push({ field: 'model.max_calls', reason: 'must be a whole number from 1 to 10000, or empty for the builtin model' });
  }
  return { values, body: { candidate, ...(values.from ? { from: values.from } : {}), ...(values.to ? { to: values.to } : {}), ...(model ? { model } : {}) }, problems };
}

export function backtestSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const { values, body, problems } = readForm(req);
    const refuse = async (list: { field: string; reason: string }[], text: string) =>
      res.status(422).type('html').send((await listPage(deps, ctx, values, list, { kind: 'error', text })).value);
    if (problems.length > 0) return void (await refuse(problems, 'Nothing was started: the fields marked below need attention.'));
    try {
      const b = await useCase(deps).create({ orgId: ctx.session.orgId, envId: ctx.env.envId, settings: ctx.env.settings, actor: `console:${ctx.session.email}` }, body);
      res.redirect(303, envPath(ctx.env.kind, 'backtests', `/${b.backtest_id}`));
    } catch (err) {
      if (!(err instanceof BacktestRefused)) throw err;
      if (err.status === 422) return void (await refuse(err.details ?? [], err.code === 'nothing_replayable' ? err.message : 'Nothing was started: the fields marked below need attention.'));
      throw new ConsoleError(err.status, 'Backtest not started', err.message);
    }
  };
}

function matrixTable(ctx: PageContext, b: BacktestView): Html {
  const r = b.report!;
  const cell = (old: string, now: string) => r.matrix.find((c) => c.old === old && c.new === now)!;
  const decisionLink = (id: string) => html`<a class="mono" href="${envPath(ctx.env.kind, 'decisions', `/${encodeURIComponent(id)}`)}">${id}</a>`;
  return html`<table data-testid="backtest-matrix"><caption>Outcome as decided (rows) and with the candidate (columns)</caption>
<thead><tr><th scope="col">As decided</th>${DECISION_VALUES.map((d) => html`<th scope="col" class="num">${d}</th>`)}</tr></thead>
<tbody>${DECISION_VALUES.map(
    (old) => html`<tr><th scope="row">${old}</th>${DECISION_VALUES.map((now) => {
      const c = cell(old, now);
      return html`<td class="num${old !== now && c.n > 0 ? ' changed' : ''}" data-cell="${old}>${now}">${c.n}</td>`;
    })}</tr>`,
  )}</tbody></table>
${r.matrix.some((c) => c.old !== c.new && c.n > 0)
  ? html`<h3>Decisions that changed</h3><ul data-testid="backtest-changed">${r.matrix
      .filter((c) => c.old !== c.new && c.n > 0)
      .map((c) => html`<li><strong>${c.old} → ${c.new}</strong>: ${c.n}. For example ${c.examples.map((id, i) => html`${i ? ', ' : ''}${decisionLink(id)}`)}</li>`)}</ul>`
  : html`<p class="empty">No decision would have changed.</p>`}`;
}

export function backtestPage(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    let b: BacktestView;
    try {
      b = await useCase(deps).get(ctx.env, String(req.params.id));
    } catch (err) {
      if (err instanceof BacktestRefused && err.status === 404) throw notFoundPage('backtest');
      throw err;
    }
    const active = b.status === 'queued' || b.status === 'running';
    // While it runs the page reloads itself (the Refresh header: no script needed).
    if (active) res.setHeader('Refresh', '2');
    const r = b.report;
    const modelText = b.model.use === 'configured' ? html` Model: the configured provider, at most ${b.model.max_calls} calls${r?.model ? html` (${r.model.calls} made)` : null}.` : null;
    const body = html`<p>Candidate: ${candidateText(b)}.${modelText} Window <span class="mono">${b.window.from}</span> to <span class="mono">${b.window.to}</span>. Status: <strong data-testid="backtest-status">${b.status}</strong>${b.error ? html` (${b.error})` : null}.</p>
<p><progress data-testid="backtest-progress" max="1" value="${b.progress.fraction}" aria-label="Backtest progress">${pct(b.progress.fraction)}</progress>
 ${b.progress.processed} of ${b.progress.decisions} decisions read (${b.progress.replayable} can be decided again).</p>
${active
  ? html`<form method="post" action="${envPath(ctx.env.kind, 'backtests', `/${b.backtest_id}/cancel`)}">${csrfField(ctx.session.csrf)}<button type="submit" class="secondary">Cancel backtest</button></form>`
  : null}
${r
  ? html`<h2>What would have changed</h2>
<p>${r.decisions} decisions, ${r.replayed} decided again, <strong>${r.changed}</strong> changed.${
    r.agents.as_now > 0
      ? html` ${r.agents.as_now} of them were recorded before decisions kept the agents they saw, and were decided with today's registered agents.`
      : null
  }</p>
${matrixTable(ctx, b)}
<h2>Agreement with people's verdicts</h2>
<p>Over the ${r.agreement.before.n} decisions decided again that have a verdict: approved says the action should pass; denied or changed that it should have been stopped. Any outcome but allow stops it.</p>
${beforeAfterChart([
  { label: 'agreement', before: r.agreement.before.agreement, after: r.agreement.after.agreement },
  { label: 'precision', before: r.agreement.before.precision, after: r.agreement.after.precision },
  { label: 'recall', before: r.agreement.before.recall, after: r.agreement.after.recall },
  { label: "Cohen's κ", before: r.agreement.before.kappa, after: r.agreement.after.kappa },
])}
${r.unreplayable.length > 0
  ? html`<h2>Not decided again</h2><table><thead><tr><th scope="col">Why</th><th scope="col" class="num">Decisions</th></tr></thead>
<tbody>${r.unreplayable.map((u) => html`<tr><td>${u.why} <span class="muted">(${u.reason})</span></td><td class="num">${u.n}</td></tr>`)}</tbody></table>`
  : null}`
  : null}
<p><a href="${envPath(ctx.env.kind, 'backtests')}">All backtests</a></p>`;
    res.type('html').send(page(ctx, 'Backtest', body).value);
  };
}

export function backtestCancelSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const id = String(req.params.id);
    try {
      await useCase(deps).cancel(ctx.env, id);
    } catch (err) {
      if (!(err instanceof BacktestRefused)) throw err;
      if (err.status === 404) throw notFoundPage('backtest');
      // Ended meanwhile: its page shows how.
    }
    res.redirect(303, envPath(ctx.env.kind, 'backtests', `/${encodeURIComponent(id)}`));
  };
}
