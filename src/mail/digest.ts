// The daily digest mail: the decisions of the past 24 hours that still wait for a person's verdict,
// review first, with exact reply instructions. Text and HTML parts say the same. Pure.

import { DECISION_VALUES } from '../contract/schemas';
import { cellCount, figureText, shadowReportLines, type ShadowReport } from '../domain/shadow-report';
import type { Outcome, Risk } from '../domain/types';
import type { WaitingDecision as DigestItem } from '../store/mail';

export type { DigestItem };


export interface DigestInput {
  orgSlug: string;
  envKind: string;
  day: string;
  windowStart: string;
  windowEnd: string;
  /** At most MAX_DIGEST_ITEMS, in the order shown. */
  items: DigestItem[];
  /** How many decisions wait in the window (may exceed items.length). */
  total: number;
  token: string;
  replyTo: string;
  /** The environment's shadow (shadow mode) and its running report, when one is set. */
  shadow?: { id: string; setAt: string; report: ShadowReport } | null;
}

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

export const MAX_DIGEST_ITEMS = 200;

/** What needs a person most comes first. */
export const OUTCOME_ORDER: Outcome[] = ['review', 'more_information', 'deny', 'allow'];

const LABEL: Record<string, string> = { review: 'REVIEW', more_information: 'MORE INFORMATION', deny: 'DENY', allow: 'ALLOW' };

export function sortItems(items: DigestItem[]): DigestItem[] {
  const rank = (o: Outcome) => {
    const i = OUTCOME_ORDER.indexOf(o);
    return i < 0 ? OUTCOME_ORDER.length : i;
  };
  // Pending approvals first (an agent is waiting for them), soonest expiry first.
  const waiting = (i: DigestItem) => (i.approvalExpiresAt ? 0 : 1);
  return [...items].sort(
    (a, b) =>
      waiting(a) - waiting(b) ||
      (a.approvalExpiresAt && b.approvalExpiresAt ? a.approvalExpiresAt.localeCompare(b.approvalExpiresAt) : 0) ||
      rank(a.outcome) - rank(b.outcome) || (b.risk?.overall ?? 0) - (a.risk?.overall ?? 0) || a.createdAt.localeCompare(b.createdAt),
  );
}

/** One line, printable, bounded: values come from callers' requests. */
const clean = (s: string, max = 160) => {
  const t = s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

export function actionLine(item: DigestItem): string {
  const a = item.action;
  let s = a?.type ? clean(a.type, 60) : 'unidentified action';
  if (a?.amount !== null && a?.amount !== undefined) s += ` ${a.amount}${a.currency ? ` ${clean(a.currency, 8)}` : ''}`;
  if (a?.target) s += ` → ${clean(a.target, 100)}`;
  if (item.actor) s += ` (by ${clean(item.actor, 60)})`;
  return s;
}

const fixed = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n.toFixed(2) : '-');

export function riskLine(risk: Risk | null): string {
  if (!risk) return '-';
  return `${fixed(risk.overall)} (financial ${fixed(risk.financial)}, fraud ${fixed(risk.fraud)}, data loss ${fixed(risk.data_loss)}, security ${fixed(risk.security)})`;
}

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export const REPLY_FORMAT = '<decision_id> approved|denied|changed [note]';

export function digestSubject(d: Pick<DigestInput, 'orgSlug' | 'envKind' | 'day' | 'total' | 'token'>): string {
  const n = d.total === 1 ? '1 decision waits' : `${d.total} decisions wait`;
  return `Gatehouse digest ${d.orgSlug}/${d.envKind} ${d.day}: ${n} for your verdict [${d.token}]`;
}

function instructions(d: DigestInput): string[] {
  const example = d.items[0]?.decisionId ?? 'dec_…';
  return [
    'HOW TO ANSWER',
    `Reply to this mail (the reply goes to ${d.replyTo}) and keep [${d.token}] in the subject,`,
    'as Reply does. Write one line per decision, at the start of a line, above the quoted text:',
    '',
    `    ${REPLY_FORMAT}`,
    '',
    '    approved   the action went ahead as proposed',
    '    denied     it was stopped',
    '    changed    a changed version of it went ahead',
    '',
    'The note is optional (up to 2000 characters). One reply may carry many lines, for example:',
    `    "${example} approved checked the photos"`,
    "Only replies from this digest's recipients count. Quoted text and signatures are ignored.",
  ];
}

export function buildDigest(input: DigestInput): DigestMail {
  const items = sortItems(input.items);
  const d = { ...input, items };
  const subject = digestSubject(d);
  const more = d.total - items.length;
  const head = [
    `Gatehouse daily digest for ${d.orgSlug} / ${d.envKind}: decisions from ${utc(d.windowStart)} to ${utc(d.windowEnd)}.`,
    `${d.total === 1 ? '1 decision is' : `${d.total} decisions are`} waiting for a verdict, those needing review first.`,
  ];

  const text: string[] = [...head, '', ...instructions(d), '', 'WAITING FOR A VERDICT', ''];
  items.forEach((it, i) => {
    // Each entry starts with its number, so that an unquoted copy of this list is never read as a verdict line.
    text.push(`${i + 1}. [${LABEL[it.outcome] ?? it.outcome.toUpperCase()}] ${it.decisionId}`);
    text.push(`   action:  ${actionLine(it)}`);
    text.push(`   reasons: ${it.reasonCodes.length ? it.reasonCodes.map((c) => clean(c, 60)).join(', ') : 'none'}`);
    text.push(`   risk:    ${riskLine(it.risk)}`);
    text.push(`   created: ${utc(it.createdAt)}`);
    if (it.approvalExpiresAt) text.push(`   approval: pending, an agent waits; expires ${utc(it.approvalExpiresAt)} (then counts as denied)`);
    text.push('');
  });
  if (more > 0) text.push(`…and ${more} more; GET /v1/decisions/<id> shows any of them.`, '');
  if (d.shadow) text.push(...shadowText(d.shadow), '');
  text.push(`Digest token: ${d.token} (valid for 7 days).`);

  const mailto = (id: string, outcome: string) =>
    `mailto:${encodeURIComponent(d.replyTo).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${subject}`)}&body=${encodeURIComponent(`${id} ${outcome} `)}`;
  const rows = items
    .map(
      (it, i) => `<tr style="border-top:1px solid #ddd;vertical-align:top">
<td style="padding:6px">${i + 1}</td>
<td style="padding:6px"><b>${esc(LABEL[it.outcome] ?? it.outcome)}</b></td>
<td style="padding:6px"><code>${esc(it.decisionId)}</code><br>${esc(actionLine(it))}<br><small>created ${esc(utc(it.createdAt))}</small>${
        it.approvalExpiresAt ? `<br><small><b>approval pending</b>, an agent waits; expires ${esc(utc(it.approvalExpiresAt))}</small>` : ''
      }</td>
<td style="padding:6px">${it.reasonCodes.length ? it.reasonCodes.map((c) => `<code>${esc(clean(c, 60))}</code>`).join('<br>') : 'none'}</td>
<td style="padding:6px">${esc(riskLine(it.risk))}</td>
<td style="padding:6px;white-space:nowrap"><a href="${esc(mailto(it.decisionId, 'approved'))}">approved</a> · <a href="${esc(mailto(it.decisionId, 'denied'))}">denied</a> · <a href="${esc(mailto(it.decisionId, 'changed'))}">changed</a></td>
</tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:sans-serif;font-size:14px;color:#222">
${head.map((l) => `<p>${esc(l)}</p>`).join('\n')}
<h3>How to answer</h3>
<p>Reply to this mail (the reply goes to ${esc(d.replyTo)}) and keep <code>[${esc(d.token)}]</code> in the subject, as Reply does.
Write one line per decision, at the start of a line, above the quoted text:</p>
<p style="margin-left:2em"><code style="font-size:15px">${esc(REPLY_FORMAT)}</code></p>
<p><b>approved</b>: the action went ahead as proposed; <b>denied</b>: it was stopped; <b>changed</b>: a changed version of it went ahead.
The note is optional (up to 2000 characters). One reply may carry many lines.
Only replies from this digest's recipients count. Quoted text and signatures are ignored.</p>
<p>The links below open such a reply with the line filled in.</p>
<h3>Waiting for a verdict</h3>
<table style="border-collapse:collapse">
<tr style="text-align:left"><th style="padding:6px">#</th><th style="padding:6px">decision</th><th style="padding:6px">id and action</th><th style="padding:6px">reasons</th><th style="padding:6px">risk</th><th style="padding:6px">reply</th></tr>
${rows}
</table>
${more > 0 ? `<p>…and ${more} more; <code>GET /v1/decisions/&lt;id&gt;</code> shows any of them.</p>` : ''}
${d.shadow ? shadowHtml(d.shadow) : ''}
<p><small>Digest token: ${esc(d.token)} (valid for 7 days).</small></p>
</body></html>
`;
  return { subject, text: text.join('\n') + '\n', html };
}

const SHADOW_HEAD = (s: NonNullable<DigestInput['shadow']>) =>
  `Shadow policy ${s.id} (set ${utc(s.setAt)}): every live decision is also decided with it; the live answer does not change.`;

/** The shadow's running matrix and agreement, as text: no line starts with a decision id, so none reads as a verdict. */
function shadowText(s: NonNullable<DigestInput['shadow']>): string[] {
  return ['SHADOW POLICY', '', SHADOW_HEAD(s), ...shadowReportLines(s.report)];
}

function shadowHtml(s: NonNullable<DigestInput['shadow']>): string {
  const r = s.report;
  const cell = `style="padding:4px 8px;text-align:right"`;
  const rows = DECISION_VALUES.map((live) => `<tr><th style="padding:4px 8px;text-align:left">${esc(live)}</th>${DECISION_VALUES.map((sh) => `<td ${cell}>${cellCount(r, live, sh)}</td>`).join('')}</tr>`).join('\n');
  const figures = (['agreement', 'precision', 'recall', 'kappa'] as const)
    .map((k) => `<tr><th style="padding:4px 8px;text-align:left">${k === 'kappa' ? 'Cohen&#39;s κ' : k === 'agreement' ? 'agreement with verdicts' : `${k} of stopping`}</th><td ${cell}>${esc(figureText(r.agreement.live[k]))}</td><td ${cell}>${esc(figureText(r.agreement.shadow[k]))}</td></tr>`)
    .join('\n');
  return `<h3>Shadow policy</h3>
<p>${esc(SHADOW_HEAD(s))} ${r.decisions} decisions decided with it, ${r.changed} with another outcome, ${r.agreement.live.n} with a verdict.</p>
<table style="border-collapse:collapse"><tr><th style="padding:4px 8px">live \\ shadow</th>${DECISION_VALUES.map((d) => `<th ${cell}>${esc(d)}</th>`).join('')}</tr>
${rows}
</table>
<table style="border-collapse:collapse;margin-top:8px"><tr><th></th><th ${cell}>live</th><th ${cell}>shadow</th></tr>
${figures}
</table>`;
}

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
