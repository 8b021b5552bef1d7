// The decision list: filters in the query string, newest first, keyset pages.

import type { RequestHandler } from 'express';
import { DECISION_VALUES, REASON_CODES, REVIEW_OUTCOMES } from '../../contract/schemas';
import { BUILTIN_TYPES } from '../../domain/registry';
import type { Outcome } from '../../domain/types';
import { listAgents } from '../../store/agents';
import { pendingApprovals } from '../../store/approvals';
import { listDecisions, type Cursor, type DecisionFilter, type ListedDecision, type VerdictFilter } from '../../store/decision-list';
import { envPath, type ConsoleDeps, type PageContext } from '../context';
import { doneNotice, queryParam } from '../forms';
import { html, query, type Html } from '../html';
import { page, type Notice } from '../layout';
import { badge, formatAmount, formatTime, timeLeft } from '../format';

const VERDICT_FILTERS: { value: VerdictFilter; label: string }[] = [
  { value: 'waiting', label: 'waiting for a verdict' },
  { value: 'given', label: 'with a verdict' },
  ...REVIEW_OUTCOMES.map((v) => ({ value: v, label: v })),
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface ParsedFilters {
  filter: DecisionFilter;
  values: Record<string, string>;
  problems: Record<string, string>;
}

function parseDate(raw: string): Date | null {
  if (!DATE.test(raw)) return null;
  const d = new Date(`${raw}T00:00:00.000Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== raw ? null : d;
}

const CONTROL = /[\u0000-\u001f\u007f]/;

export function parseFilters(get: (name: string) => string): ParsedFilters {
  const values: Record<string, string> = {};
  for (const k of ['decision', 'reason', 'verdict', 'agent', 'type', 'from', 'to']) values[k] = get(k).trim();
  const problems: Record<string, string> = {};
  const filter: DecisionFilter = {};
  if (values.decision) {
    if ((DECISION_VALUES as readonly string[]).includes(values.decision)) filter.decision = values.decision as Outcome;
    else problems.decision = `must be one of ${DECISION_VALUES.join(', ')}`;
  }
  if (values.reason) {
    if ((REASON_CODES as readonly string[]).includes(values.reason)) filter.reasonCode = values.reason;
    else problems.reason = 'is not a reason code';
  }
  if (values.verdict) {
    if (VERDICT_FILTERS.some((v) => v.value === values.verdict)) filter.verdict = values.verdict as VerdictFilter;
    else problems.verdict = 'is not a verdict state';
  }
  // No agent name or action type holds a control character, and the store cannot even compare with a NUL
  // (issue 25: `?type=%00` was a 500): refused as a problem of the field.
  if (values.agent) {
    if (values.agent.length > 128) problems.agent = 'must be at most 128 characters';
    else if (CONTROL.test(values.agent)) problems.agent = 'must not contain control characters';
    else filter.agent = values.agent;
  }
  if (values.type) {
    if (values.type.length > 64) problems.type = 'must be at most 64 characters';
    else if (CONTROL.test(values.type)) problems.type = 'must not contain control characters';
    else filter.actionType = values.type;
  }
  if (values.from) {
    const d = parseDate(values.from);
    if (d) filter.from = d;
    else problems.from = 'must be a date (YYYY-MM-DD)';
  }
  if (values.to) {
    const d = parseDate(values.to);
    // The "to" day is included: decisions before the start of the next day.
    if (d) filter.to = new Date(d.getTime() + 86_400_000);
    else problems.to = 'must be a date (YYYY-MM-DD)';
  }
  if (filter.from && filter.to && filter.from >= filter.to) problems.to = 'must not be before the "from" date';
  return { filter, values, problems };
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(dec_[0-9A-Z]{26})$/;
export const encodeCursor = (c: Cursor) => `${c.createdAt.toISOString()}_${c.id}`;
export function decodeCursor(raw: string): Cursor | null {
  const m = CURSOR.exec(raw);
  return m ? { createdAt: new Date(m[1]), id: m[2] } : null;
}

function select(name: string, label: string, current: string, options: { value: string; label: string }[], problem?: string): Html {
  return html`<div><label for="f-${name}">${label}</label>
  <select id="f-${name}" name="${name}"${problem ? html` aria-invalid="true" aria-describedby="f-${name}-error"` : null}>
    <option value="">any</option>
    ${options.map((o) => html`<option value="${o.value}"${o.value === current ? html` selected` : null}>${o.label}</option>`)}
  </select>${problem ? html`<p class="error-text" id="f-${name}-error">${label} ${problem}</p>` : null}</div>`;
}

function input(name: string, label: string, type: string, current: string, extra: Html | null, problem?: string): Html {
  return html`<div><label for="f-${name}">${label}</label>
  <input type="${type}" id="f-${name}" name="${name}" value="${current}"${extra}${problem ? html` aria-invalid="true" aria-describedby="f-${name}-error"` : null}>
  ${problem ? html`<p class="error-text" id="f-${name}-error">${label} ${problem}</p>` : null}</div>`;
}

function row(ctx: PageContext, d: ListedDecision): Html {
  return html`<tr>
  <td><a href="${envPath(ctx.env.kind, 'decisions', `/${d.id}`)}" class="mono">${formatTime(d.created_at)}</a></td>
  <td>${badge(d.decision)}</td>
  <td>${d.action_type ?? html`<span class="muted">none</span>`}</td>
  <td class="num">${formatAmount(d.amount, d.currency)}</td>
  <td>${d.actor_name ?? ''}</td>
  <td>${d.reason_codes.length ? d.reason_codes.map((c, i) => html`${i ? ', ' : ''}<code>${c}</code>`) : html`<span class="muted">none</span>`}</td>
  <td>${d.verdict ? badge(d.verdict) : badge('waiting', 'waiting')}</td>
</tr>`;
}

/** Pending approvals shown above the list at most. */
const PENDING_SHOWN = 50;

/** Approvals an agent is waiting for, soonest expiry first: they come before every other decision. */
async function pendingBlock(deps: ConsoleDeps, ctx: PageContext): Promise<Html | null> {
  if (ctx.env.settings.approvals !== 'on') return null;
  const pending = await pendingApprovals(deps.db, ctx.env.envId, PENDING_SHOWN);
  if (pending.length === 0) return html`<h2>Pending approvals</h2><p class="empty">No agent is waiting for an approval.</p>`;
  return html`<h2>Pending approvals</h2>
<table>
  <caption class="visually-hidden">Approvals agents are waiting for, soonest expiry first</caption>
  <thead><tr><th scope="col">Expires (UTC)</th><th scope="col">Time left</th><th scope="col">Decision</th><th scope="col">Action type</th><th scope="col">Agent</th></tr></thead>
  <tbody>${pending.map(
    (p) => html`<tr><td class="mono"><time datetime="${p.expiresAt}">${formatTime(p.expiresAt)}</time></td><td><strong>${timeLeft(p.expiresAt)}</strong></td><td class="mono"><a href="${envPath(ctx.env.kind, 'decisions', `/${p.decisionId}`)}">${p.decisionId}</a></td><td>${p.actionType ?? ''}</td><td>${p.actorName ?? ''}</td></tr>`,
  )}</tbody>
</table>`;
}

export function decisionsPage(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const { filter, values, problems } = parseFilters((n) => queryParam(req, n));
    const beforeRaw = queryParam(req, 'before', 80);
    const afterRaw = queryParam(req, 'after', 80);
    const before = beforeRaw ? decodeCursor(beforeRaw) : undefined;
    const after = afterRaw ? decodeCursor(afterRaw) : undefined;
    if (before === null || after === null) problems.page = 'The page link is not valid; showing the newest decisions.';
    const agents = await listAgents(deps.db, ctx.env.envId);
    const types = [...new Set([...BUILTIN_TYPES.map((t) => t.type), ...ctx.env.actionTypes.map((t) => t.type)])].sort();
    const filterProblems = Object.keys(problems).filter((k) => k !== 'page');
    let notice: Notice | null = doneNotice(req);
    if (filterProblems.length > 0) notice = { kind: 'error', text: 'Some filters are not valid; fix them to see decisions.' };
    else if (problems.page) notice = { kind: 'warn', text: problems.page };

    const form = html`<form class="filters" method="get" action="${envPath(ctx.env.kind, 'decisions')}" role="search" aria-label="Filter decisions">
  ${select('decision', 'Decision', values.decision, DECISION_VALUES.map((v) => ({ value: v, label: v })), problems.decision)}
  ${select('reason', 'Reason code', values.reason, REASON_CODES.map((v) => ({ value: v, label: v })), problems.reason)}
  ${select('verdict', 'Verdict', values.verdict, VERDICT_FILTERS, problems.verdict)}
  ${input('agent', 'Agent', 'text', values.agent, html` list="agents-list" spellcheck="false"`, problems.agent)}
  ${input('type', 'Action type', 'text', values.type, html` list="types-list" spellcheck="false"`, problems.type)}
  ${input('from', 'From (UTC)', 'date', values.from, null, problems.from)}
  ${input('to', 'To (UTC, included)', 'date', values.to, null, problems.to)}
  <datalist id="agents-list">${agents.map((a) => html`<option value="${a.name}"></option>`)}</datalist>
  <datalist id="types-list">${types.map((t) => html`<option value="${t}"></option>`)}</datalist>
  <div><button type="submit">Filter</button> <a class="button secondary" href="${envPath(ctx.env.kind, 'decisions')}">Clear</a></div>
</form>`;

    if (filterProblems.length > 0) {
      res.status(422).type('html').send(page(ctx, 'Decisions', form, notice).value);
      return;
    }
    const result = await listDecisions(deps.db, ctx.env.envId, filter, { before: before ?? undefined, after: after ?? undefined });
    const filtered = Object.values(values).some(Boolean);
    const pager = html`<nav class="pager" aria-label="Pages">
  ${result.newer ? html`<a href="${envPath(ctx.env.kind, 'decisions', query(values))}">Newest</a>
  <a rel="prev" href="${envPath(ctx.env.kind, 'decisions', query({ ...values, after: encodeCursor(result.newer) }))}">← Newer</a>` : null}
  ${result.older ? html`<a rel="next" href="${envPath(ctx.env.kind, 'decisions', query({ ...values, before: encodeCursor(result.older) }))}">Older →</a>` : null}
</nav>`;
    const table =
      result.rows.length === 0
        ? html`<p class="empty" role="status">${
            filtered || before || after
              ? 'No decisions match these filters.'
              : html`No decisions in the ${ctx.env.kind} environment yet. An agent's first call to <code>POST /v1/gate/evaluate</code> with a ${ctx.env.kind} key appears here.`
          }</p>`
        : html`<table>
  <caption class="visually-hidden">Decisions, newest first</caption>
  <thead><tr><th scope="col">Time (UTC)</th><th scope="col">Decision</th><th scope="col">Action type</th><th scope="col" class="num">Amount</th><th scope="col">Agent</th><th scope="col">Reason codes</th><th scope="col">Verdict</th></tr></thead>
  <tbody>${result.rows.map((d) => row(ctx, d))}</tbody>
</table>${pager}`;
    const pending = await pendingBlock(deps, ctx);
    res.type('html').send(page(ctx, 'Decisions', html`${pending}${form}<h2 class="visually-hidden">Results</h2>${table}`, notice).value);
  };
}
