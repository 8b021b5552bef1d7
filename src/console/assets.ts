// The console's one stylesheet: plain CSS, served from memory under a content-hashed URL.

import { createHash } from 'node:crypto';

export const CONSOLE_CSS = `
:root { --fg:#1b1f24; --muted:#57606a; --line:#d0d7de; --bg:#fff; --panel:#f6f8fa; --accent:#0a58ca; --focus:#ffbf47;
  --allow:#1a7f37; --review:#9a6700; --deny:#cf222e; --more:#0969da; --live:#b42318; }
* { box-sizing: border-box; }
body { margin:0; font:15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color:var(--fg); background:var(--bg); }
a { color:var(--accent); }
:focus-visible { outline:3px solid var(--focus); outline-offset:2px; }
.skip { position:absolute; left:-999px; top:0; background:#000; color:#fff; padding:.5rem 1rem; z-index:10; }
.skip:focus { left:0; }
header.top { display:flex; flex-wrap:wrap; gap:1rem; align-items:center; padding:.6rem 1.2rem; border-bottom:1px solid var(--line); background:var(--panel); }
header.top.live { border-top:6px solid var(--live); }
header.top.test { border-top:6px solid var(--more); }
.brand { font-weight:700; margin-right:auto; }
.envswitch { display:flex; border:1px solid var(--line); border-radius:6px; overflow:hidden; }
.envswitch a { padding:.25rem .8rem; text-decoration:none; color:var(--fg); }
.envswitch a[aria-current="page"] { background:var(--fg); color:#fff; font-weight:600; }
.envswitch a.live[aria-current="page"] { background:var(--live); }
nav.main ul { list-style:none; display:flex; flex-wrap:wrap; gap:.2rem; margin:0; padding:.4rem 1.2rem; border-bottom:1px solid var(--line); }
nav.main a { display:block; padding:.3rem .7rem; border-radius:6px; text-decoration:none; }
nav.main a[aria-current="page"] { background:var(--panel); font-weight:600; color:var(--fg); }
main { padding:1rem 1.2rem 3rem; max-width:1200px; }
h1 { font-size:1.5rem; margin:.4rem 0 1rem; }
h2 { font-size:1.15rem; margin:1.6rem 0 .6rem; }
table { border-collapse:collapse; width:100%; margin:.4rem 0 1rem; }
th, td { text-align:left; padding:.35rem .5rem; border-bottom:1px solid var(--line); vertical-align:top; }
th { background:var(--panel); font-weight:600; }
td.num, th.num { text-align:right; font-variant-numeric:tabular-nums; }
td.num.changed { background:#fff8c5; font-weight:600; }
progress { width:16rem; height:1rem; vertical-align:middle; }
td a.mono { white-space:nowrap; }
code, .mono { font-family:ui-monospace, SFMono-Regular, Menlo, monospace; font-size:.9em; }
pre { background:var(--panel); padding:.8rem; overflow:auto; max-height:30rem; border:1px solid var(--line); }
form.filters { display:flex; flex-wrap:wrap; gap:.6rem 1rem; align-items:flex-end; padding:.8rem; background:var(--panel); border:1px solid var(--line); border-radius:6px; }
form.filters label, .field label { display:block; font-size:.85rem; font-weight:600; }
input, select, textarea, button { font:inherit; }
input[type=text], input[type=email], input[type=password], input[type=date], select, textarea { padding:.3rem .4rem; border:1px solid #8c959f; border-radius:4px; max-width:100%; }
button, .button { padding:.35rem .9rem; border-radius:6px; border:1px solid #1f2328; background:#1f2328; color:#fff; cursor:pointer; text-decoration:none; display:inline-block; }
button.secondary, .button.secondary { background:#fff; color:var(--fg); }
button.danger { background:var(--deny); border-color:var(--deny); }
.field { margin:.7rem 0; }
.field .help { color:var(--muted); font-size:.85rem; margin:.1rem 0; }
.field [aria-invalid="true"] { border-color:var(--deny); border-width:2px; }
.error-text { color:var(--deny); font-weight:600; }
.notice { padding:.6rem .9rem; border-radius:6px; margin:.6rem 0 1rem; border:1px solid; }
.notice.ok { background:#dafbe1; border-color:#4ac26b; }
.notice.error { background:#ffebe9; border-color:#ff8182; }
.notice.warn { background:#fff8c5; border-color:#d4a72c; }
.empty { padding:1.2rem; border:1px dashed var(--line); border-radius:6px; color:var(--muted); }
.badge { display:inline-block; padding:0 .45rem; border-radius:999px; font-size:.85rem; font-weight:600; border:1px solid currentColor; white-space:nowrap; }
.badge.allow, .badge.approved { color:var(--allow); }
.badge.review, .badge.changed { color:var(--review); }
.badge.deny, .badge.denied { color:var(--deny); }
.badge.more_information, .badge.waiting { color:var(--more); }
.bars { display:grid; grid-template-columns: minmax(10rem, 16rem) 1fr 3.5rem; gap:.3rem .6rem; align-items:center; max-width:40rem; }
.bars meter { width:100%; height:1rem; }
meter { width:20rem; max-width:100%; height:1.2rem; }
dl.record { display:grid; grid-template-columns: minmax(9rem, 14rem) 1fr; gap:.3rem 1rem; }
dl.record dt { font-weight:600; color:var(--muted); }
dl.record dd { margin:0; }
.pager { display:flex; gap:1rem; margin:.8rem 0; }
.signin { max-width:26rem; margin:3rem auto; padding:1.5rem; border:1px solid var(--line); border-radius:8px; }
.inline { display:inline; }
.chart { max-width:100%; height:auto; border:1px solid var(--line); background:#fff; }
.visually-hidden { position:absolute; width:1px; height:1px; overflow:hidden; clip:rect(0 0 0 0); white-space:nowrap; }
fieldset { border:1px solid var(--line); border-radius:6px; margin:.8rem 0; }
legend { font-weight:600; padding:0 .3rem; }
`;

export const CSS_PATH = `/console/assets/console-${createHash('sha256').update(CONSOLE_CSS).digest('hex').slice(0, 12)}.css`;
