// The settings page's section on the audit chain (issue 27, docs/audit-chain.md): what it is, where it
// stands in this environment, and how to export and verify it.

import { chainStatus } from '../../store/audit-chain';
import type { ConsoleDeps, PageContext } from '../context';
import { formatTime } from '../format';
import { html, type Html } from '../html';

export async function auditChainSection(deps: ConsoleDeps, ctx: PageContext): Promise<Html> {
  const status = await chainStatus(deps.db, ctx.env.envId);
  const org = ctx.env.orgSlug;
  const kind = ctx.env.kind;
  return html`<h2 id="audit-chain">Audit chain</h2>
<p>Every decision and every verdict of this environment is an entry of a hash chain: each entry's hash covers the one before it and the entry's content, so an edited, deleted, inserted or reordered decision or verdict breaks it. Every 1,000 entries or 10 minutes the chain's hash is signed with this environment's receipt key. Retention deletes content, never entries: a decision past its 13 months leaves its hash behind and the chain still verifies.</p>
<p>${status.entries === 0 ? 'No entry yet.' : html`${status.entries} entries; ${status.checkpoint ? html`last checkpoint at entry ${status.checkpoint.seq}, ${formatTime(status.checkpoint.at.toISOString())}` : 'no checkpoint yet (the worker signs one within a minute)'}.`}</p>
<p>Export it with an admin key (<code>GET /v1/audit/export</code>) or <code>gatehouse audit export --org ${org} --env ${kind} --out audit.jsonl</code>, and check it anywhere with <code>gatehouse audit verify audit.jsonl --jwks &lt;this service&gt;/v1/receipts/${org}/${kind}/jwks.json</code>: it names the first broken entry.</p>`;
}
