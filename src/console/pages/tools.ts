// The tool catalogue of the environment in view: every entry with its effect classes and flags, a form to add
// or edit one (an operator's entry outranks what Gatehouse computes about a call), remove, and an import of an
// MCP tools/list result or OpenAI or Anthropic tool definitions.

import type { Request, RequestHandler } from 'express';
import { CatalogueConflict, findTools, importTools, listTools, removeTool, upsertTool, type CatalogueEntry } from '../../store/tools';
import { ARG_FIELDS, CatalogueError, IMPORT_FORMATS, parseCatalogue, toolDefinitionProblems, type ImportFormat } from '../../toolcall/catalogue';
import { EFFECT_CLASSES, normaliseToolName, type EffectClass, type ToolDefinition } from '../../toolcall/types';
import { envPath, notFoundPage, type ConsoleDeps, type PageContext } from '../context';
import { formatTime } from '../format';
import { doneNotice, formField, queryParam } from '../forms';
import { html, type Html } from '../html';
import { csrfField, page, type Notice } from '../layout';

/** The largest definitions text the import form takes (as the API's import body). */
export const IMPORT_TEXT_MAX = 256 * 1024;
/** The import form's body as sent: JSON grows up to threefold when form-encoded. */
export const IMPORT_FORM_LIMIT = '800kb';

const ARG_LABELS: Record<(typeof ARG_FIELDS)[number], string> = {
  amount_arg: 'Argument holding the amount',
  currency_arg: 'Argument holding the currency',
  target_arg: 'Argument holding the record acted on',
  recipient_arg: 'Argument holding the recipient',
};

const FORMAT_LABELS: Record<ImportFormat, string> = {
  mcp: 'MCP tools/list result',
  openai: 'OpenAI tool definitions',
  anthropic: 'Anthropic tool definitions',
};

interface EntryForm {
  name: string;
  description: string;
  effects: string[];
  review: boolean;
  args: Record<string, string>;
}

interface ImportForm {
  format: string;
  definitions: string;
  untrusted: boolean;
}

const emptyEntry = (): EntryForm => ({ name: '', description: '', effects: [], review: false, args: {} });
const entryFormOf = (t: ToolDefinition): EntryForm => ({
  name: t.name,
  description: t.description ?? '',
  effects: t.effects,
  review: t.review,
  args: Object.fromEntries(ARG_FIELDS.map((a) => [a, t[a] ?? ''])),
});

function entryRow(ctx: PageContext, t: CatalogueEntry): Html {
  const action = envPath(ctx.env.kind, 'tools');
  const args = ARG_FIELDS.filter((a) => t[a] !== null);
  return html`<tr><th scope="row"><code>${t.name}</code>${t.description ? html`<br><span class="help">${t.description.length > 160 ? `${t.description.slice(0, 160)}…` : t.description}</span>` : null}</th>
<td>${t.effects.length > 0 ? t.effects.join(', ') : html`<span class="help">computed per call</span>`}</td>
<td>${t.review ? 'always' : '–'}</td>
<td>${args.length > 0 ? args.map((a, i) => html`${i ? html`<br>` : null}${a.replace('_arg', '')}: <code>${t[a]}</code>`) : '–'}</td>
<td>${t.source === 'operator' ? 'operator' : html`${t.source} <span class="help">(additions only)</span>`}</td>
<td class="mono">${formatTime(t.updated_at)}</td>
<td><a href="${action}?edit=${encodeURIComponent(t.name)}#tool-form" aria-label="Edit tool ${t.name}">Edit</a>
<form method="post" action="${action}/remove" class="inline">${csrfField(ctx.session.csrf)}<input type="hidden" name="name" value="${t.name}">
<button type="submit" class="danger" aria-label="Remove tool ${t.name}">Remove</button></form></td></tr>`;
}

async function render(
  deps: ConsoleDeps,
  ctx: PageContext,
  notice: Notice | null,
  entry: EntryForm = emptyEntry(),
  problems: Record<string, string> = {},
  imp: ImportForm = { format: 'mcp', definitions: '', untrusted: false },
  importProblems: string[] = [],
): Promise<Html> {
  const tools = await listTools(deps.db, ctx.env.envId);
  const action = envPath(ctx.env.kind, 'tools');
  const err = (n: string) => (problems[n] ? html`<p class="error-text" id="tl-${n}-error">${problems[n]}</p>` : null);
  const invalid = (n: string) => (problems[n] ? html` aria-invalid="true" aria-describedby="tl-${n}-error"` : null);
  const mode = ctx.env.settings.unknown_write_tools;
  return page(
    ctx,
    'Tools',
    html`<p>What the tools of agents in the <strong>${ctx.env.kind}</strong> environment do. An entry set here (or with <code>gatehouse tools</code>) is the operator's word and outranks what Gatehouse computes about a call; entries set with an API key (which an agent holds) only add effect classes and review to it, and never replace an operator's entry.
A write-class call of a tool without an operator's entry gets the <a href="${envPath(ctx.env.kind, 'settings')}#s-unknown_write_tools"><code>unknown_write_tools</code></a> setting: now <strong>${mode}</strong>.</p>
<h2>Catalogue (${tools.length})</h2>
${tools.length === 0
  ? html`<p class="empty">No tools in the catalogue of the ${ctx.env.kind} environment. Every call's effects are computed from its tool's name, description and arguments.</p>`
  : html`<table><caption class="visually-hidden">Tools of the catalogue, by name</caption>
<thead><tr><th scope="col">Tool</th><th scope="col">Effects</th><th scope="col">Review</th><th scope="col">Arguments</th><th scope="col">Source</th><th scope="col">Updated (UTC)</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
<tbody>${tools.map((t) => entryRow(ctx, t))}</tbody></table>`}
<h2 id="tool-form">Add or edit a tool</h2>
<form method="post" action="${action}" novalidate>${csrfField(ctx.session.csrf)}
<div class="field"><label for="tl-name">Tool name (as the agent calls it; stored normalised, e.g. <code>SendEmail</code> as <code>send_email</code>)</label>
<input type="text" id="tl-name" name="name" value="${entry.name}" maxlength="256" required spellcheck="false"${invalid('name')}>${err('name')}</div>
<div class="field"><label for="tl-description">Description</label>
<textarea id="tl-description" name="description" rows="2" cols="60" maxlength="2000"${invalid('description')}>${entry.description}</textarea>${err('description')}</div>
<fieldset${invalid('effects')}><legend>Effect classes (none ticked: computed per call)</legend>
${EFFECT_CLASSES.map((e) => html`<label><input type="checkbox" name="effect-${e}" value="on"${entry.effects.includes(e) ? html` checked` : null}> ${e}</label> `)}
${err('effects')}</fieldset>
<div class="field"><label><input type="checkbox" name="review" value="on"${entry.review ? html` checked` : null}> A person reviews every call of this tool</label></div>
${ARG_FIELDS.map(
  (a) => html`<div class="field"><label for="tl-${a}">${ARG_LABELS[a]} (optional; dots for a nested one)</label>
<input type="text" id="tl-${a}" name="${a}" value="${entry.args[a] ?? ''}" maxlength="128" spellcheck="false"${invalid(a)}>${err(a)}</div>`,
)}
<button type="submit">Save tool</button></form>
<h2 id="import">Import a catalogue</h2>
<form method="post" action="${action}/import" novalidate>${csrfField(ctx.session.csrf)}
${importProblems.length > 0 ? html`<div class="error-text" id="ti-error"><p>Nothing was imported:</p><ul>${importProblems.map((p) => html`<li>${p}</li>`)}</ul></div>` : null}
<div class="field"><label for="ti-format">Format</label>
<select id="ti-format" name="format">${IMPORT_FORMATS.map((f) => html`<option value="${f}"${f === imp.format ? html` selected` : null}>${FORMAT_LABELS[f]}</option>`)}</select></div>
<div class="field"><label for="ti-definitions">Definitions (JSON, at most 256 KB and 1,000 tools)</label>
<p class="help" id="ti-help">MCP: the <code>tools/list</code> response, its result or its list of tools (annotations state the effects). OpenAI: the <code>tools</code> of a request. Anthropic: the <code>tools</code> of a Messages request.</p>
<textarea id="ti-definitions" name="definitions" rows="10" cols="80" spellcheck="false" aria-describedby="ti-help${importProblems.length > 0 ? ' ti-error' : ''}"${importProblems.length > 0 ? html` aria-invalid="true"` : null}>${imp.definitions}</textarea></div>
<div class="field"><label><input type="checkbox" name="untrusted" value="on"${imp.untrusted ? html` checked` : null}> Count these as additions only (the source is not vouched for)</label></div>
<button type="submit">Import</button></form>`,
    notice,
  );
}

export function toolsPage(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const edit = queryParam(req, 'edit', 256);
    const [entry] = edit ? await findTools(deps.db, ctx.env.envId, [edit]) : [];
    res.type('html').send((await render(deps, ctx, doneNotice(req), entry ? entryFormOf(entry) : emptyEntry())).value);
  };
}

function entryFormFrom(req: Request): EntryForm {
  return {
    name: formField(req, 'name', 300).trim(),
    description: formField(req, 'description', 4000).trim(),
    effects: EFFECT_CLASSES.filter((e) => formField(req, `effect-${e}`, 10) === 'on'),
    review: formField(req, 'review', 10) === 'on',
    args: Object.fromEntries(ARG_FIELDS.map((a) => [a, formField(req, a, 300).trim()])),
  };
}

export function toolSaveSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const form = entryFormFrom(req);
    const name = form.name.length <= 256 ? normaliseToolName(form.name) : null;
    const def: ToolDefinition = {
      name: name ?? form.name,
      description: form.description || null,
      effects: form.effects as EffectClass[],
      review: form.review,
      amount_arg: form.args.amount_arg || null,
      currency_arg: form.args.currency_arg || null,
      target_arg: form.args.target_arg || null,
      recipient_arg: form.args.recipient_arg || null,
      source: 'operator',
    };
    const problems = Object.fromEntries(toolDefinitionProblems(def).map((p) => [p.field, `${p.field.replace('_', ' ')}: ${p.reason}.`]));
    if (!name) problems.name = form.name === '' ? 'The tool name is required.' : 'The tool name must have a letter and at most 256 characters.';
    if (Object.keys(problems).length === 0) {
      try {
        await upsertTool(deps.db, ctx.env.envId, def, ctx.session.email);
        return res.redirect(303, envPath(ctx.env.kind, 'tools', '?done=tool-saved'));
      } catch (err) {
        if (!(err instanceof CatalogueConflict)) throw err;
        problems.name = err.message;
      }
    }
    const page422 = await render(deps, ctx, { kind: 'error', text: 'The tool was not saved.' }, form, problems);
    res.status(422).type('html').send(page422.value);
  };
}

export function toolRemoveSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const name = formField(req, 'name', 300);
    if (!(await removeTool(deps.db, ctx.env.envId, name, ctx.session.email, 'operator'))) throw notFoundPage('tool');
    res.redirect(303, envPath(ctx.env.kind, 'tools', '?done=tool-removed'));
  };
}

export function toolImportSubmit(deps: ConsoleDeps): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.ctx as PageContext;
    const raw = (req.body as Record<string, unknown> | undefined)?.definitions;
    const imp: ImportForm = {
      format: formField(req, 'format', 20),
      definitions: formField(req, 'definitions', IMPORT_TEXT_MAX),
      untrusted: formField(req, 'untrusted', 10) === 'on',
    };
    const problems: string[] = [];
    let definitions: unknown = undefined;
    if (!(IMPORT_FORMATS as readonly string[]).includes(imp.format)) problems.push(`Choose one of the formats: ${IMPORT_FORMATS.join(', ')}.`);
    if (typeof raw === 'string' && raw.length > IMPORT_TEXT_MAX) problems.push('The definitions are larger than 256 KB.');
    else if (imp.definitions.trim() === '') problems.push('Paste the definitions (JSON).');
    else {
      try {
        definitions = JSON.parse(imp.definitions);
      } catch (err) {
        problems.push(`The definitions are not JSON: ${(err as Error).message.slice(0, 200)}`);
      }
    }
    if (problems.length === 0) {
      const format = imp.format as ImportFormat;
      try {
        await importTools(deps.db, ctx.env.envId, parseCatalogue(format, definitions), imp.untrusted ? format : 'operator', ctx.session.email);
        return res.redirect(303, envPath(ctx.env.kind, 'tools', '?done=tools-imported'));
      } catch (err) {
        if (err instanceof CatalogueError) problems.push(...err.problems.slice(0, 20).map((p) => `${p.field}: ${p.reason}`));
        else if (err instanceof CatalogueConflict) problems.push(err.message);
        else throw err;
      }
    }
    // A definitions text over the bound is not echoed back into the page.
    const shown = typeof raw === 'string' && raw.length > IMPORT_TEXT_MAX ? { ...imp, definitions: '' } : imp;
    const page422 = await render(deps, ctx, { kind: 'error', text: 'The catalogue was not imported.' }, emptyEntry(), {}, shown, problems);
    res.status(422).type('html').send(page422.value);
  };
}
