// The page frame: skip link, organisation, the test/live switch (always visible), navigation, sign-out.

import { CSS_PATH } from './assets';
import { envPath, SECTIONS, type PageContext } from './context';
import { html, type Html } from './html';

export interface Notice {
  kind: 'ok' | 'error' | 'warn';
  text: string | Html;
}

function document(title: string, body: Html, headerClass = ''): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Gatehouse console</title>
<link rel="stylesheet" href="${CSS_PATH}">
</head>
<body class="${headerClass}">
${body}
</body>
</html>`;
}

export function csrfField(csrf: string): Html {
  return html`<input type="hidden" name="_csrf" value="${csrf}">`;
}

function noticeBlock(n: Notice | null | undefined): Html | null {
  if (!n) return null;
  return html`<div class="notice ${n.kind}" role="${n.kind === 'error' ? 'alert' : 'status'}">${n.text}</div>`;
}

export function page(ctx: PageContext, title: string, content: Html, notice?: Notice | null): Html {
  const kind = ctx.env.kind;
  const other = kind === 'test' ? 'live' : 'test';
  const switchLink = (k: 'test' | 'live') =>
    html`<a class="${k}" href="${envPath(k, ctx.section)}"${k === kind ? html` aria-current="page"` : null}>${k === 'test' ? 'Test' : 'Live'}</a>`;
  const body = html`<a class="skip" href="#main">Skip to content</a>
<header class="top ${kind}">
  <span class="brand">Gatehouse · <span class="mono">${ctx.session.orgSlug}</span></span>
  <nav aria-label="Environment" class="envswitch" data-env="${kind}">${switchLink('test')}${switchLink('live')}</nav>
  <span>Viewing the <strong>${kind}</strong> environment<span class="visually-hidden">; switch to ${other} with the Environment links</span></span>
  <span class="mono">${ctx.session.email}</span>
  <a href="/console/password">Change password</a>
  <form method="post" action="/console/signout" class="inline">${csrfField(ctx.session.csrf)}<button type="submit" class="secondary">Sign out</button></form>
</header>
<nav aria-label="Sections" class="main"><ul>
${SECTIONS.map(
  (s) => html`<li><a href="${envPath(kind, s.id)}"${s.id === ctx.section ? html` aria-current="page"` : null}>${s.label}</a></li>`,
)}
</ul></nav>
<main id="main" tabindex="-1">
<h1>${title}</h1>
${noticeBlock(notice)}
${content}
</main>`;
  return document(title, body, kind);
}

/** A page outside an environment: sign-in, password change, errors before sign-in. */
export function barePage(title: string, content: Html, notice?: Notice | null): Html {
  return document(
    title,
    html`<main id="main" class="signin"><h1>${title}</h1>${noticeBlock(notice)}${content}</main>`,
  );
}
