// Every per-environment setting, validated as the CLI validates it (one definition table), with the audit
// trail of who changed what. Only the settings whose value the operator changed are submitted as changes.

import type { RequestHandler } from 'express';
import { formatSetting, parseAssignments, settingChoices, SETTING_DEFS, SETTING_NAMES, type EnvSettings } from '../../domain/settings';
import { listAudit } from '../../store/audit';
import { updateSettings } from '../../store/tenants';
import { ensureWebhookSecret } from '../../store/approvals';
import { envPath, type ConsoleDeps, type PageContext } from '../context';
import { formatTime } from '../format';
import { doneNotice, formField } from '../forms';
import { html, type Html } from '../html';
import { csrfField, page, type Notice } from '../layout';

const SETTING_RAW_MAX = 4000;

/** What the session and window rules do, with an example of each kind (docs/session-rules.md has the rest). */
const SESSION_RULES_HELP = html`<section aria-labelledby="session-rules"><h2 id="session-rules">Session and window rules</h2>
<p><code>window_limits</code> and <code>sequence_rules</code> look at the calls before this one. Separate rules with <code>;</code>; <code>none</code> removes them. A call that breaks one is <code>review</code> (end a rule with <code>deny</code> to deny it), and every rule reports the running value it saw in the decision's policy results. Sessions are named by <code>context.session_id</code> (the MCP gateway and the SDK guards send one).</p>
<ul>
<li><code>sum type:refund &lt;= 2000 EUR per agent per 1d</code>: at most 2,000 EUR of refunds per agent per day (<code>WINDOW_LIMIT_EXCEEDED</code>).</li>
<li><code>count effect:external_communication &lt;= 20 per session per 1h</code>: at most 20 external sends per session per hour. Scopes: <code>agent</code>, <code>key</code>, <code>session</code>, <code>organisation</code>; windows up to <code>90d</code>.</li>
<li><code>untrusted_output</code>: after a mail read, a web fetch or a file from outside in the session, an external send, a payment or a code execution is reviewed (<code>UNTRUSTED_OUTPUT_FOLLOWED</code>).</li>
<li><code>payee_change within 7d per organisation</code>: a payment to a payee whose bank details were changed in the last 7 days is reviewed (<code>PAYEE_CHANGED_RECENTLY</code>).</li>
</ul></section>`;

function fieldFor(name: keyof EnvSettings, value: string, problem: string | undefined): Html {
  const choices = settingChoices(name);
  const describedBy = `s-${name}-help${problem ? ` s-${name}-error` : ''}`;
  const invalid = problem ? html` aria-invalid="true"` : null;
  const control = choices
    ? html`<select id="s-${name}" name="${name}" aria-describedby="${describedBy}"${invalid}>${choices.map(
        (c) => html`<option value="${c}"${c === value ? html` selected` : null}>${c}</option>`,
      )}</select>`
    : html`<input type="text" id="s-${name}" name="${name}" value="${value}" size="40" spellcheck="false" aria-describedby="${describedBy}"${invalid}>`;
  return html`<div class="field"><label for="s-${name}"><code>${name}</code></label>
<p class="help" id="s-${name}-help">${SETTING_DEFS[name].help} (default ${formatSetting(SETTING_DEFS[name].default)})</p>
${control}${problem ? html`<p class="error-text" id="s-${name}-error">${problem}</p>` : null}</div>`;
}

async function render(
  deps: ConsoleDeps,
  ctx: PageContext,
  notice: Notice | null,
  submitted: Record<string, string> | null = null,
  problems: Record<string, string> = {},
): Promise<Html> {
  const trail = await listAudit(deps.db, ctx.env.envId, ['setting.changed'], 50);
  const valueOf = (n: keyof EnvSettings) => submitted?.[n] ?? formatSetting(ctx.env.settings[n]);
  return page(
    ctx,
    'Settings',
    html`<p>Settings of the <strong>${ctx.env.kind}</strong> environment. They apply to the next decision. The CLI's <code>gatehouse env set</code> changes the same values.</p>
<form method="post" action="${envPath(ctx.env.kind, 'settings')}" novalidate>${csrfField(ctx.session.csrf)}
${SETTING_NAMES.map((n) => fieldFor(n, valueOf(n), problems[n]))}
<button type="submit">Save settings</button></form>
${SESSION_RULES_HELP}
<h2>Changes</h2>
${trail.length === 0
  ? html`<p class="empty">No setting has been changed in this environment yet: all are at their defaults.</p>`
  : html`<table><caption class="visually-hidden">Setting changes, newest first</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">Setting</th><th scope="col">From</th><th scope="col">To</th></tr></thead>
<tbody>${trail.map((e) => html`<tr><td class="mono">${formatTime(e.created_at)}</td><td>${e.actor}</td><td><code>${e.subject}</code></td><td class="mono">${formatSetting(e.before)}</td><td class="mono">${formatSetting(e.after)}</td></tr>`)}</tbody></table>`}`,
    notice,
  );
}

export function settingsPage(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    res.type('html').send((await render(deps, res.locals.ctx as PageContext, doneNotice(req))).value);
  };
}

export function settingsSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const submitted: Record<string, string> = {};
    const assignments: string[] = [];
    for (const n of SETTING_NAMES) {
      const body = req.body as Record<string, unknown> | undefined;
      if (typeof body?.[n] !== 'string') continue; // a field left out is left as it is
      const raw = formField(req, n, SETTING_RAW_MAX).trim();
      submitted[n] = raw;
      if (raw !== formatSetting(ctx.env.settings[n])) assignments.push(`${n}=${raw}`);
    }
    if (assignments.length === 0) {
      res.redirect(303, envPath(ctx.env.kind, 'settings', '?done=settings-unchanged'));
      return;
    }
    const parsed = parseAssignments(assignments, { allowPrivateWebhooks: deps.approvals?.allowPrivateWebhooks });
    const result = parsed.problems.length === 0 ? await updateSettings(deps.db, ctx.env.envId, parsed.changes, ctx.session.email) : { problems: parsed.problems };
    if (result.problems.length > 0) {
      const problems = Object.fromEntries(result.problems.map((p) => [p.name, `${p.name} ${p.reason}.`]));
      const text = html`Nothing was saved. ${result.problems.length === 1 ? 'One setting needs' : `${result.problems.length} settings need`} attention: ${result.problems.map(
        (p, i) => html`${i ? ', ' : ''}<a href="#s-${p.name}">${p.name}</a>`,
      )}.`;
      res.status(422).type('html').send((await render(deps, ctx, { kind: 'error', text }, submitted, problems)).value);
      return;
    }
    // The webhook signing secret is made when webhook_url is first set, and shown this once.
    const secret = 'settings' in result && result.settings.webhook_url && deps.approvals ? await ensureWebhookSecret(deps.db, deps.approvals.masters, ctx.env.envId) : null;
    if (secret && 'settings' in result) {
      const text = html`Settings saved. The webhook signing secret, shown only this once (keep it to verify the <code>webhook-signature</code> header): <code class="mono">${secret}</code>`;
      res.type('html').send((await render(deps, { ...ctx, env: { ...ctx.env, settings: result.settings } }, { kind: 'ok', text })).value);
      return;
    }
    res.redirect(303, envPath(ctx.env.kind, 'settings', '?done=settings'));
  };
}
