// API keys of the environment in view: create (the key is shown once, on the answer to the POST), list, revoke.

import type { RequestHandler } from 'express';
import { audit } from '../../store/audit';
import { createEnvKey, KEY_SCOPES, listEnvKeys, revokeEnvKey, type KeyScope } from '../../store/keys';
import { envPath, notFoundPage, type ConsoleDeps, type PageContext } from '../context';
import { formatTime } from '../format';
import { doneNotice, formField } from '../forms';
import { html, type Html } from '../html';
import { csrfField, page, type Notice } from '../layout';

const KEY_ID = /^key_[0-9a-z]{26}$/;

async function render(deps: ConsoleDeps, ctx: PageContext, notice: Notice | null, created: Html | null = null): Promise<Html> {
  const keys = await listEnvKeys(deps.db, ctx.env.envId);
  const active = keys.filter((k) => !k.revoked_at);
  const table = keys.length === 0
    ? html`<p class="empty">No keys in the ${ctx.env.kind} environment yet. Create one for each agent or service that calls Gatehouse.</p>`
    : html`<table><caption class="visually-hidden">API keys of the ${ctx.env.kind} environment, newest first</caption>
<thead><tr><th scope="col">Key</th><th scope="col">Scope</th><th scope="col">Id</th><th scope="col">Created (UTC)</th><th scope="col">State</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
<tbody>${keys.map(
  (k) => html`<tr><td class="mono">${k.prefix}…</td><td>${k.scope}</td><td class="mono">${k.id}</td><td class="mono">${formatTime(k.created_at)}</td>
<td>${k.revoked_at ? html`revoked ${formatTime(k.revoked_at)}` : 'active'}</td>
<td>${k.revoked_at ? null : html`<form method="post" action="${envPath(ctx.env.kind, 'keys', `/${k.id}/revoke`)}" class="inline">${csrfField(ctx.session.csrf)}
<button type="submit" class="danger" aria-label="Revoke key ${k.prefix}…">Revoke</button></form>`}</td></tr>`,
)}</tbody></table>`;
  return page(
    ctx,
    'API keys',
    html`${created}
<form method="post" action="${envPath(ctx.env.kind, 'keys')}">${csrfField(ctx.session.csrf)}
<p>Keys authenticate calls to the API for the <strong>${ctx.env.kind}</strong> environment. A new key is shown once; only its hash is stored.</p>
<div class="field"><label for="key-scope">Scope</label>
<p class="help" id="key-scope-help">agent: for an agent or service that asks for decisions (evaluate, read, review). admin: an operator's credential for scripts (settings and the tool catalogue by API); it cannot evaluate. Give agents agent keys only.</p>
<select id="key-scope" name="scope" aria-describedby="key-scope-help">${KEY_SCOPES.map((s) => html`<option value="${s}"${s === 'agent' ? html` selected` : null}>${s}</option>`)}</select></div>
<button type="submit">Create a ${ctx.env.kind} key</button></form>
<h2>Keys (${active.length} active)</h2>
${table}`,
    notice,
  );
}

export function keysPage(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    res.type('html').send((await render(deps, res.locals.ctx as PageContext, doneNotice(req))).value);
  };
}

export function keyCreateSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    // A form without the field (before 0.5.0) creates an agent key; anything but the two scopes is refused.
    const scope = (formField(req, 'scope', 10) || 'agent') as KeyScope;
    if (!KEY_SCOPES.includes(scope)) {
      res.status(422).type('html').send((await render(deps, ctx, { kind: 'error', text: html`Nothing was created: the scope must be agent or admin.` })).value);
      return;
    }
    const { id, key, prefix } = await createEnvKey(deps.db, ctx.env, scope);
    await audit(deps.db, { orgId: ctx.env.orgId, envId: ctx.env.envId, actor: ctx.session.email, action: 'key.created', subject: id, after: { prefix, scope } });
    // Answered directly (no redirect): the key exists only in this response, which is never cached.
    const shown = html`<section class="notice warn" aria-labelledby="new-key-title" role="status">
<h2 id="new-key-title">Your new ${scope} key</h2>
<p><label for="new-key">Copy it now. It is shown only this once.</label></p>
<input type="text" id="new-key" class="mono" readonly value="${key}" size="60" data-testid="new-key">
<p class="help">Send it as <code>Authorization: Bearer &lt;key&gt;</code>. Key id <span class="mono">${id}</span>.</p></section>`;
    res.status(201).type('html').send((await render(deps, ctx, null, shown)).value);
  };
}

export function keyRevokeSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const id = String(req.params.id);
    if (!KEY_ID.test(id)) throw notFoundPage('active key');
    if (formField(req, 'confirm', 10) !== 'yes') {
      // Revoking cannot be undone: the first press asks, the second (with confirm=yes) revokes.
      const key = (await listEnvKeys(deps.db, ctx.env.envId)).find((k) => k.id === id && !k.revoked_at);
      if (!key) throw notFoundPage('active key');
      const ask = html`<p>Requests with the key <span class="mono">${key.prefix}…</span> (id <span class="mono">${id}</span>, created ${formatTime(key.created_at)}) will be refused from the next one on. This cannot be undone.</p>
<form method="post" action="${envPath(ctx.env.kind, 'keys', `/${id}/revoke`)}" class="inline">${csrfField(ctx.session.csrf)}<input type="hidden" name="confirm" value="yes">
<button type="submit" class="danger">Revoke key ${key.prefix}…</button></form> <a class="button secondary" href="${envPath(ctx.env.kind, 'keys')}">Keep it</a>`;
      res.type('html').send(page(ctx, 'Revoke this key?', ask).value);
      return;
    }
    const prefix = await revokeEnvKey(deps.db, ctx.env.envId, id);
    if (!prefix) throw notFoundPage('active key');
    await audit(deps.db, { orgId: ctx.env.orgId, envId: ctx.env.envId, actor: ctx.session.email, action: 'key.revoked', subject: id, before: { prefix } });
    res.redirect(303, envPath(ctx.env.kind, 'keys', '?done=key-revoked'));
  };
}
