// One decision: the whole record, its scores, intake details, verdicts, the Temporal run, and a verdict form.

import type { RequestHandler } from 'express';
import { REVIEW_OUTCOMES } from '../../contract/schemas';
import { validateAs } from '../../contract/validate';
import type { ReviewOutcome } from '../../domain/types';
import { getDecision, getDecisionExtras, recordVerdict, type DecisionRecord } from '../../store/decisions';
import { envPath, notFoundPage, type ConsoleDeps, type PageContext } from '../context';
import { badge, formatAmount, formatTime, scoreBars, timeLeft } from '../format';
import { doneNotice, formField } from '../forms';
import { html, type Html } from '../html';
import { csrfField, page, type Notice } from '../layout';

const DECISION_ID = /^dec_[0-9A-Z]{26}$/;
/** Content larger than this is cut on the page (the record itself is always shown whole). */
const CONTENT_SHOWN_CHARS = 64 * 1024;

const temporalRunUrl = (deps: ConsoleDeps, id: string) =>
  deps.temporalUiUrl ? `${deps.temporalUiUrl}/namespaces/${encodeURIComponent(deps.temporalNamespace)}/workflows/${encodeURIComponent(`decision:${id}`)}` : null;

const dash = html`<span class="muted">none</span>`;

function summary(d: DecisionRecord, actorName: string | null): Html {
  const a = d.action;
  return html`<dl class="record">
  <dt>Decision</dt><dd>${badge(d.decision)}</dd>
  <dt>Decision id</dt><dd class="mono">${d.decision_id}</dd>
  ${d.approval ? html`<dt>Approval</dt><dd>${approvalLine(d.approval)}</dd>` : null}
  <dt>Created</dt><dd class="mono">${formatTime(d.created_at)}</dd>
  <dt>Confidence</dt><dd>${d.confidence.toFixed(2)}</dd>
  <dt>Reason codes</dt><dd>${d.reason_codes.length ? d.reason_codes.map((c, i) => html`${i ? ', ' : ''}<code>${c}</code>`) : dash}</dd>
  <dt>Agent</dt><dd>${actorName ?? dash}</dd>
  <dt>Action type</dt><dd>${a?.type ?? dash}${a ? html` <span class="muted">(${a.identified ? 'identified' : 'not identified'}, confidence ${a.confidence.toFixed(2)})</span>` : null}</dd>
  <dt>Amount</dt><dd>${formatAmount(a?.amount, a?.currency) || dash}</dd>
  <dt>Target</dt><dd>${a?.target ?? dash}</dd>
  <dt>Missing</dt><dd>${d.missing.length ? d.missing.join(', ') : dash}${
    d.missing_details.length ? html`<ul>${d.missing_details.map((m) => html`<li><code>${m.field}</code>: ${m.reason}</li>`)}</ul>` : null
  }</dd>
  <dt>Language</dt><dd>${d.language}</dd>
  <dt>Policy version</dt><dd>${d.policy_version}</dd>
  <dt>Latency</dt><dd>${d.latency_ms} ms</dd>
</dl>`;
}

/** The approval's status; while pending, when it expires (a server-rendered time and a small countdown). */
export function approvalLine(a: NonNullable<DecisionRecord['approval']>): Html {
  if (a.status === 'pending') {
    return html`<strong>pending</strong>, expires <time class="mono" datetime="${a.expires_at}">${formatTime(a.expires_at)}</time> (${timeLeft(a.expires_at)}); an agent is waiting`;
  }
  return html`<strong>${a.status}</strong>${a.decided_at ? html` <span class="mono">${formatTime(a.decided_at)}</span>` : null}${a.channel ? html` by ${a.channel}` : null}${
    a.status === 'expired' ? html` <span class="muted">(counts as denied)</span>` : null
  }`;
}

function policyTable(d: DecisionRecord): Html {
  return html`<table>
  <caption class="visually-hidden">Policy results: every rule that ran</caption>
  <thead><tr><th scope="col">Rule</th><th scope="col">Matched</th><th scope="col">Effect</th><th scope="col">Reason code</th><th scope="col">Missing</th></tr></thead>
  <tbody>${d.policy_results.map(
    (p) => html`<tr><td><code>${p.policy}</code></td><td>${p.matched ? html`<strong>yes</strong>` : 'no'}</td><td>${p.matched ? badge(p.effect) : p.effect}</td><td><code>${p.reason_code}</code></td><td>${(p.missing ?? []).join(', ')}</td></tr>`,
  )}</tbody>
</table>`;
}

function intakeBlock(d: DecisionRecord): Html {
  if (!d.intake) return html`<p class="empty">No intake details: this decision predates them.</p>`;
  const i = d.intake;
  return html`<dl class="record">
  <dt>Path</dt><dd>${i.path === 'intake' ? 'intake (text, HTML, mail or free JSON read by code)' : 'structured (a version-1 request)'}</dd>
  <dt>Intake version</dt><dd>${i.version}</dd>
  <dt>Contradictions</dt><dd>${i.contradictions.length ? html`<ul>${i.contradictions.map((c) => html`<li>${c}</li>`)}</ul>` : dash}</dd>
</dl>
${Object.keys(i.input_quality).length ? html`<table><caption>Input quality</caption><thead><tr><th scope="col">Measure</th><th scope="col" class="num">Value</th></tr></thead>
<tbody>${Object.entries(i.input_quality).map(([k, v]) => html`<tr><td>${k.replaceAll('_', ' ')}</td><td class="num">${v}</td></tr>`)}</tbody></table>` : null}`;
}

function verdicts(ctx: PageContext, d: DecisionRecord, problems: Record<string, string>, values: { outcome: string; note: string }): Html {
  const history = d.review_history.length
    ? html`<table>
  <caption class="visually-hidden">Verdicts, oldest first; the last one counts</caption>
  <thead><tr><th scope="col">When (UTC)</th><th scope="col">Verdict</th><th scope="col">Reviewer</th><th scope="col">Channel</th><th scope="col">Note</th></tr></thead>
  <tbody>${d.review_history.map(
    (r) => html`<tr><td class="mono">${formatTime(r.created_at)}</td><td>${badge(r.outcome)}</td><td>${r.reviewer}</td><td>${r.channel}</td><td>${r.note ?? ''}</td></tr>`,
  )}</tbody></table>`
    : html`<p class="empty">No verdict yet.</p>`;
  const err = (n: string) => (problems[n] ? html`<p class="error-text" id="v-${n}-error">${problems[n]}</p>` : null);
  return html`${history}
<form method="post" action="${envPath(ctx.env.kind, 'decisions', `/${d.decision_id}/verdict`)}" novalidate>
  ${csrfField(ctx.session.csrf)}
  <fieldset${problems.outcome ? html` aria-describedby="v-outcome-error"` : null}>
    <legend>Your verdict (recorded as ${ctx.session.email}, channel console)</legend>
    ${REVIEW_OUTCOMES.map(
      (o) => html`<label><input type="radio" name="outcome" value="${o}"${values.outcome === o ? html` checked` : null} required> ${o}</label> `,
    )}
    ${err('outcome')}
  </fieldset>
  <div class="field"><label for="v-note">Note (optional)</label>
    <textarea id="v-note" name="note" rows="3" cols="60" maxlength="2000"${problems.note ? html` aria-invalid="true" aria-describedby="v-note-error"` : null}>${values.note}</textarea>${err('note')}</div>
  <button type="submit">Record verdict</button>
</form>`;
}

async function render(deps: ConsoleDeps, ctx: PageContext, id: string, notice: Notice | null, problems: Record<string, string> = {}, values = { outcome: '', note: '' }) {
  if (!DECISION_ID.test(id)) throw notFoundPage('decision');
  const [d, extras] = await Promise.all([getDecision(deps.db, ctx.env.envId, id), getDecisionExtras(deps.db, ctx.env.envId, id)]);
  if (!d || !extras) throw notFoundPage('decision');
  const run = temporalRunUrl(deps, id);
  const content = extras.mode === null
    ? html`<p class="empty">No content is kept for this decision (retention <code>${ctx.env.settings.retention}</code> or expired).</p>`
    : html`<details><summary>Content kept under retention <code>${extras.mode}</code>${extras.contentExpiresAt ? html`, until ${formatTime(extras.contentExpiresAt)}` : null}</summary>
<pre>${JSON.stringify(extras.content, null, 2).slice(0, CONTENT_SHOWN_CHARS)}</pre></details>`;
  return page(
    ctx,
    `Decision ${id}`,
    html`<p><a href="${envPath(ctx.env.kind, 'decisions')}">← All decisions</a>${run ? html` · <a href="${run}" rel="noopener noreferrer">Its run in the Temporal UI</a>` : html` · <span class="muted">Temporal UI link unavailable (set GATEHOUSE_TEMPORAL_UI_URL)</span>`}</p>
${summary(d, extras.actorName)}
<h2>Verdicts</h2>
${verdicts(ctx, d, problems, values)}
<h2>Risk</h2>
${scoreBars('risk', d.risk)}
<h2>Semantic scores</h2>
${scoreBars('sem', d.semantic, ['evidence_supports_action', 'action_reversible'])}
<h2>Policy results</h2>
${policyTable(d)}
<h2>Intake</h2>
${intakeBlock(d)}
<h2>Content and record</h2>
${content}
<details><summary>The record as <code>GET /v1/decisions/${id}</code> returns it</summary><pre>${JSON.stringify(d, null, 2)}</pre></details>`,
    notice,
  );
}

export function decisionPage(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    res.type('html').send((await render(deps, ctx, String(req.params.id), doneNotice(req))).value);
  };
}

export function verdictSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const id = String(req.params.id);
    const outcome = formField(req, 'outcome', 20);
    const note = formField(req, 'note', 2001);
    const body = { outcome, reviewer: ctx.session.email, note: note.trim() === '' ? null : note };
    const problems: Record<string, string> = {};
    for (const p of validateAs('ReviewRequest', body)) {
      if (p.field.includes('outcome')) problems.outcome = `Choose one of ${REVIEW_OUTCOMES.join(', ')}.`;
      else if (p.field.includes('note')) problems.note = 'The note is at most 2,000 characters.';
      else problems.outcome = `${p.field}: ${p.reason}`;
    }
    if (Object.keys(problems).length > 0) {
      const html422 = await render(deps, ctx, id, { kind: 'error', text: 'The verdict was not recorded.' }, problems, { outcome, note });
      res.status(422).type('html').send(html422.value);
      return;
    }
    if (!DECISION_ID.test(id)) throw notFoundPage('decision');
    const recorded = await recordVerdict(deps.db, ctx.env.envId, id, { outcome: outcome as ReviewOutcome, reviewer: ctx.session.email, note: body.note, channel: 'console' });
    if (!recorded) throw notFoundPage('decision');
    await deps.approvals?.runs.afterVerdict(id, ctx.env.envId, recorded);
    res.redirect(303, envPath(ctx.env.kind, 'decisions', `/${id}?done=verdict`));
  };
}
