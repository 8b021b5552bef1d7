// Registered agents of the environment in view: add, edit their action types, remove, and the agents mode.

import type { RequestHandler } from 'express';
import { agentProblems, splitList } from '../../domain/agents';
import { settingChoices } from '../../domain/settings';
import { deleteAgent, listAgents, saveAgent } from '../../store/agents';
import { updateSettings } from '../../store/tenants';
import { envPath, notFoundPage, type ConsoleDeps, type PageContext } from '../context';
import { doneNotice, formField } from '../forms';
import { html, type Html } from '../html';
import { csrfField, page, type Notice } from '../layout';

const MODE_HELP: Record<string, string> = {
  off: 'registrations are not consulted',
  record: 'an unknown agent or an action outside its list is noted (AGENT_UNKNOWN, AGENT_NOT_PERMITTED) without changing the decision',
  enforce: 'an unknown agent or an action outside its list is denied',
};

async function render(
  deps: ConsoleDeps,
  ctx: PageContext,
  notice: Notice | null,
  add: { name: string; types: string; problems: Record<string, string> } = { name: '', types: '', problems: {} },
): Promise<Html> {
  const agents = await listAgents(deps.db, ctx.env.envId);
  const action = envPath(ctx.env.kind, 'agents');
  const err = (n: string) => (add.problems[n] ? html`<p class="error-text" id="ag-${n}-error">${add.problems[n]}</p>` : null);
  const invalid = (n: string) => (add.problems[n] ? html` aria-invalid="true" aria-describedby="ag-${n}-error"` : null);
  const mode = ctx.env.settings.agents_mode;
  return page(
    ctx,
    'Agents',
    html`<form method="post" action="${action}/mode">${csrfField(ctx.session.csrf)}
<fieldset><legend>Agents mode</legend>
${(settingChoices('agents_mode') ?? []).map(
  (m) => html`<div><label><input type="radio" name="agents_mode" value="${m}"${m === mode ? html` checked` : null}> <strong>${m}</strong>: ${MODE_HELP[m] ?? ''}</label></div>`,
)}
<button type="submit">Save mode</button></fieldset></form>
<h2>Registered agents (${agents.length})</h2>
${agents.length === 0
  ? html`<p class="empty">No agents registered in the ${ctx.env.kind} environment. While none is, the agents mode has nothing to check against.</p>`
  : html`<table><caption class="visually-hidden">Registered agents and the action types each may ask for</caption>
<thead><tr><th scope="col">Agent</th><th scope="col">Action types (comma-separated)</th><th scope="col"><span class="visually-hidden">Remove</span></th></tr></thead>
<tbody>${agents.map((a, i) => html`<tr><th scope="row">${a.name}</th>
<td><form method="post" action="${action}" class="inline">${csrfField(ctx.session.csrf)}<input type="hidden" name="name" value="${a.name}">
<label class="visually-hidden" for="types-${i}">Action types of ${a.name}</label>
<input type="text" id="types-${i}" name="types" value="${a.action_types.join(', ')}" size="50" spellcheck="false"> <button type="submit" class="secondary" aria-label="Save action types of ${a.name}">Save</button></form></td>
<td><form method="post" action="${action}/remove" class="inline">${csrfField(ctx.session.csrf)}<input type="hidden" name="name" value="${a.name}">
<button type="submit" class="danger" aria-label="Remove agent ${a.name}">Remove</button></form></td></tr>`)}</tbody></table>`}
<h2>Add an agent</h2>
<form method="post" action="${action}" novalidate>${csrfField(ctx.session.csrf)}
<div class="field"><label for="ag-name">Agent name (as it sends <code>actor.name</code>)</label>
<input type="text" id="ag-name" name="name" value="${add.name}" maxlength="128" required spellcheck="false"${invalid('name')}>${err('name')}</div>
<div class="field"><label for="ag-types">Action types it may ask for</label><p class="help" id="ag-types-help">Comma-separated, e.g. <code>refund, send_email</code>.</p>
<input type="text" id="ag-types" name="types" value="${add.types}" size="60" required spellcheck="false" aria-describedby="ag-types-help"${invalid('types')}>${err('types')}</div>
<button type="submit">Add agent</button></form>`,
    notice,
  );
}

export function agentsPage(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    res.type('html').send((await render(deps, res.locals.ctx as PageContext, doneNotice(req))).value);
  };
}

export function agentSaveSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const name = formField(req, 'name', 200).trim();
    const rawTypes = formField(req, 'types', 8000);
    const types = [...new Set(splitList(rawTypes))];
    const problems = agentProblems(name, types);
    if (problems.length > 0) {
      const byField = Object.fromEntries(problems.map((p) => [p.field, `${p.field === 'name' ? 'The name' : 'Action types'}: ${p.reason}.`]));
      const html422 = await render(deps, ctx, { kind: 'error', text: 'The agent was not saved.' }, { name, types: rawTypes, problems: byField });
      res.status(422).type('html').send(html422.value);
      return;
    }
    await saveAgent(deps.db, ctx.env, name, types, ctx.session.email);
    res.redirect(303, envPath(ctx.env.kind, 'agents', '?done=agent-saved'));
  };
}

export function agentRemoveSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const name = formField(req, 'name', 200);
    if (!(await deleteAgent(deps.db, ctx.env, name, ctx.session.email))) throw notFoundPage('agent');
    res.redirect(303, envPath(ctx.env.kind, 'agents', '?done=agent-removed'));
  };
}

export function agentModeSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const mode = formField(req, 'agents_mode', 20);
    if (!(settingChoices('agents_mode') ?? []).includes(mode)) {
      const html422 = await render(deps, ctx, { kind: 'error', text: 'Choose one of the agents modes.' });
      res.status(422).type('html').send(html422.value);
      return;
    }
    await updateSettings(deps.db, ctx.env.envId, { agents_mode: mode as 'off' | 'record' | 'enforce' }, ctx.session.email);
    res.redirect(303, envPath(ctx.env.kind, 'agents', '?done=mode'));
  };
}
