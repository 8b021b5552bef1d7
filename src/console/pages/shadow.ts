// Shadow mode (issue 28): the environment's candidate decided beside every live decision. The page shows the
// candidate, the running matrix (live × shadow, changed cells linked to their latest decisions) and both
// policies' agreement with people's verdicts; it sets a candidate, clears it, or promotes it to live in one
// audited step. The same use cases serve the API (/v1/shadow) and the CLI (gatehouse shadow).

import type { RequestHandler } from 'express';
import { DECISION_VALUES } from '../../contract/schemas';
import { formatSetting } from '../../domain/settings';
import { cellCount, figureText, type ShadowReport } from '../../domain/shadow-report';
import type { StoredShadow } from '../../decision/shadow';
import { CatalogueConflict } from '../../store/tools';
import { clearShadowCandidate, promoteShadowCandidate, setShadowCandidate, showShadow } from '../../usecases/shadow';
import { envPath, type ConsoleDeps, type PageContext } from '../context';
import { formatTime } from '../format';
import { doneNotice, formField } from '../forms';
import { html, type Html } from '../html';
import { csrfField, page, type Notice } from '../layout';

/** The candidate's text fields: name=value lines, and the tools as JSON (up to 100 entries). */
const SETTINGS_TEXT_MAX = 8000;
const TOOLS_TEXT_MAX = 200_000;

const FIGURES = [
  ['agreement', 'Agreement with verdicts'],
  ['precision', 'Precision of stopping'],
  ['recall', 'Recall of stopping'],
  ['kappa', "Cohen's κ"],
] as const;

function matrixTable(ctx: PageContext, r: ShadowReport): Html {
  const cell = (live: (typeof DECISION_VALUES)[number], shadow: (typeof DECISION_VALUES)[number]) => {
    const c = r.matrix.find((m) => m.old === live && m.new === shadow);
    const n = cellCount(r, live, shadow);
    const links = c && c.examples.length > 0 ? html`<br><small>${c.examples.map((id, i) => html`${i ? ' ' : ''}<a href="${envPath(ctx.env.kind, 'decisions', `/${id}`)}" class="mono">${id.slice(-6)}</a>`)}</small>` : null;
    return html`<td class="num${live !== shadow && n > 0 ? ' changed' : ''}" data-testid="cell-${live}-${shadow}">${n}${links}</td>`;
  };
  return html`<table data-testid="shadow-matrix"><caption>Live outcome (rows) by shadow outcome (columns)</caption>
<thead><tr><th scope="col">live ↓ · shadow →</th>${DECISION_VALUES.map((d) => html`<th scope="col" class="num">${d}</th>`)}</tr></thead>
<tbody>${DECISION_VALUES.map((live) => html`<tr><th scope="row">${live}</th>${DECISION_VALUES.map((s) => cell(live, s))}</tr>`)}</tbody></table>`;
}

function agreementTable(r: ShadowReport): Html {
  const { live, shadow } = r.agreement;
  return html`<table data-testid="shadow-figures"><caption>Against people's verdicts: approved says the action should pass; denied or changed that it should have been stopped; every outcome but allow stops it</caption>
<thead><tr><th scope="col">Figure</th><th scope="col" class="num">Live</th><th scope="col" class="num">Shadow</th></tr></thead>
<tbody>${FIGURES.map(([k, label]) => html`<tr><th scope="row">${label}</th><td class="num" data-testid="live-${k}">${figureText(live[k])}</td><td class="num" data-testid="shadow-${k}">${figureText(shadow[k])}</td></tr>`)}
<tr><th scope="row">Stopped rightly / wrongly, passed wrongly / rightly</th><td class="num">${live.confusion.tp} / ${live.confusion.fp} / ${live.confusion.fn} / ${live.confusion.tn}</td><td class="num">${shadow.confusion.tp} / ${shadow.confusion.fp} / ${shadow.confusion.fn} / ${shadow.confusion.tn}</td></tr></tbody></table>`;
}

function candidateView(s: StoredShadow): Html {
  const settings = Object.entries(s.settings);
  return html`<p>Shadow <code>${s.id}</code>, set ${formatTime(s.set_at)} by ${s.set_by}.</p>
<ul data-testid="shadow-candidate">${settings.map(([n, v]) => html`<li><code>${n}</code> = <code>${formatSetting(v)}</code></li>`)}${s.tools.map(
    (t) => html`<li>tool <code>${t.name}</code>: ${t.effects.join(', ') || '(computed)'}${t.review ? ', review' : ''} (${t.source})</li>`,
  )}</ul>`;
}

async function render(deps: ConsoleDeps, ctx: PageContext, notice: Notice | null, submitted?: { settings: string; tools: string }): Promise<Html> {
  const view = await showShadow(deps.db, ctx.env.envId);
  const form = html`<h2>${view.shadow ? 'Replace the shadow' : 'Set a shadow'}</h2>
<form method="post" action="${envPath(ctx.env.kind, 'shadow')}" novalidate>${csrfField(ctx.session.csrf)}
<div class="field"><label for="sh-settings">Settings, one <code>name=value</code> per line</label>
<p class="help" id="sh-settings-help">As on the Settings page (e.g. <code>refund_review_limit=250</code>); the model settings cannot be tried: the shadow reuses the live model answer.</p>
<textarea id="sh-settings" name="settings" rows="5" cols="60" spellcheck="false" aria-describedby="sh-settings-help">${submitted?.settings ?? ''}</textarea></div>
<div class="field"><label for="sh-tools">Tool catalogue entries, as JSON (optional)</label>
<p class="help" id="sh-tools-help">A list such as <code>[{"name": "send_invoice", "effects": ["write"], "review": true}]</code>; an entry replaces the catalogue's of that name.</p>
<textarea id="sh-tools" name="tools" rows="5" cols="60" spellcheck="false" aria-describedby="sh-tools-help">${submitted?.tools ?? ''}</textarea></div>
<button type="submit">Set as shadow</button></form>`;
  const body = view.shadow && view.report
    ? html`<p>Every live decision of the <strong>${ctx.env.kind}</strong> environment is also decided with this candidate, in the same step, reusing the live model answer. The live answer never changes. <code>GET /v1/shadow</code> and <code>gatehouse shadow show</code> give the same report.</p>
${candidateView(view.shadow)}
<h2>Running matrix</h2>
<p data-testid="shadow-totals">${view.report.decisions} decisions decided with it, ${view.report.changed} with another outcome, ${view.report.agreement.live.n} with a verdict.</p>
${matrixTable(ctx, view.report)}
<h2>Agreement with people</h2>
${agreementTable(view.report)}
<h2>Make it live</h2>
<form method="post" action="${envPath(ctx.env.kind, 'shadow', '/promote')}" class="inline">${csrfField(ctx.session.csrf)}<button type="submit">Promote to live</button></form>
<form method="post" action="${envPath(ctx.env.kind, 'shadow', '/clear')}" class="inline">${csrfField(ctx.session.csrf)}<button type="submit" class="secondary">Clear the shadow</button></form>
<p class="help">Promoting applies its settings and tools in one audited step and clears the shadow; clearing changes nothing live.</p>
${form}`
    : html`<p class="empty" data-testid="no-shadow">No shadow in the <strong>${ctx.env.kind}</strong> environment. Set a candidate below: every live decision is then also decided with it, and this page shows where it would have decided otherwise and whether people would have agreed more.</p>
${form}`;
  return page(ctx, 'Shadow', body, notice);
}

export function shadowPage(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    res.type('html').send((await render(deps, res.locals.ctx as PageContext, doneNotice(req))).value);
  };
}

/** name=value lines into the candidate's settings object (blank lines skipped). */
function settingsOf(text: string): { settings: Record<string, string> } | { problem: string } {
  const settings: Record<string, string> = {};
  for (const line of text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean)) {
    const eq = line.indexOf('=');
    if (eq <= 0) return { problem: `"${line.slice(0, 60)}" is not name=value` };
    settings[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return { settings };
}

export function shadowSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const submitted = { settings: formField(req, 'settings', SETTINGS_TEXT_MAX), tools: formField(req, 'tools', TOOLS_TEXT_MAX) };
    const fail = async (problems: string[]) => {
      const text = html`Nothing was set: ${problems.map((p, i) => html`${i ? '; ' : ''}${p}`)}.`;
      res.status(422).type('html').send((await render(deps, ctx, { kind: 'error', text }, submitted)).value);
    };
    const s = settingsOf(submitted.settings);
    if ('problem' in s) return fail([s.problem]);
    let tools: unknown;
    if (submitted.tools.trim()) {
      try {
        tools = JSON.parse(submitted.tools);
      } catch {
        return fail(['the tools are not JSON']);
      }
    }
    const r = await setShadowCandidate(deps.db, ctx.env, { candidate: { settings: s.settings, ...(tools === undefined ? {} : { tools }) } }, { source: 'operator', actor: ctx.session.email });
    if ('problems' in r) return fail(r.problems.map((p) => `${p.field} ${p.reason}`));
    res.redirect(303, envPath(ctx.env.kind, 'shadow', '?done=shadow-set'));
  };
}

export function shadowPromoteSubmit(deps: ConsoleDeps): RequestHandler {
  return async (_req, res) => {
    const ctx = res.locals.ctx as PageContext;
    let r;
    try {
      r = await promoteShadowCandidate(deps.db, ctx.env.envId, ctx.session.email);
    } catch (err) {
      if (!(err instanceof CatalogueConflict)) throw err;
      r = { problems: [{ name: 'tools', reason: err.message }] };
    }
    if ('problems' in r) {
      const text = html`Nothing was promoted: ${r.problems.map((p, i) => html`${i ? '; ' : ''}${p.name} ${p.reason}`)}.`;
      res.status(409).type('html').send((await render(deps, ctx, { kind: 'error', text })).value);
      return;
    }
    res.redirect(303, envPath(ctx.env.kind, 'shadow', `?done=${'none' in r ? 'shadow-none' : 'shadow-promoted'}`));
  };
}

export function shadowClearSubmit(deps: ConsoleDeps): RequestHandler {
  return async (_req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const cleared = await clearShadowCandidate(deps.db, ctx.env.envId, ctx.session.email);
    res.redirect(303, envPath(ctx.env.kind, 'shadow', `?done=${cleared ? 'shadow-cleared' : 'shadow-none'}`));
  };
}
