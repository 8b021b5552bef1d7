// Domains: where a call sends things (e-mail addresses and URLs in its recipient-like arguments), whether
// that is outside the organisation (env.orgDomains, set by the operator), and whether a domain imitates
// one of the organisation's or a well-known brand's (homoglyphs, punycode, one or two letters off, a brand
// with "secure-login" words around it, a brand's domain used as a subdomain of another).

import type { RiskFact } from '../types';
import { fact } from './codes';
import { escapeRegExp, snakeName, wordsOf, type Leaf } from './walk';

/** Brands phishing imitates most; their registrable labels. */
const BRANDS = [
  'paypal', 'google', 'gmail', 'microsoft', 'office365', 'outlook', 'apple', 'icloud', 'amazon', 'facebook', 'instagram',
  'whatsapp', 'netflix', 'linkedin', 'dropbox', 'docusign', 'github', 'gitlab', 'wellsfargo', 'bankofamerica', 'citibank', 'hsbc',
  'barclays', 'santander', 'stripe', 'coinbase', 'binance', 'kraken', 'metamask', 'fedex', 'adobe', 'salesforce', 'slack', 'zoom',
  'okta', 'intuit', 'quickbooks', 'twitter', 'yahoo', 'steampowered', 'americanexpress', 'mastercard', 'visa', 'revolut',
  'sharepoint', 'onedrive', 'openai', 'anthropic', 'cloudflare', 'shopify', 'ebay', 'walmart', 'alibaba', 'airbnb',
];
/** Words phishing domains put around a brand ("paypal-secure-login"). */
const LURE = new Set(
  ('secure security login logon signin verify verification account accounts update billing invoice auth authentication wallet ' +
    'confirm portal customer notice alert unlock recovery restore reset access safe helpdesk service services official').split(' '),
);
/** The lure words as skeletons (below): how they read once a lookalike's letters are folded. */
const LURE_SKELETONS = new Set([...LURE].map((w) => skeleton(w)));
/** Common words one or two letters from a brand's name ("apply", "black", "twister"): names of their own. */
const NEAR_BRAND_WORDS = new Set(
  'apply ample maple black stack slick slacks strike stripes strip striped twister finance revolt linked googly goggles zoomed booking hotmail ebays'.split(' '),
);
/** Words a company puts after its own name on a lookalike ("acme-corp"), checked for the organisation's own domains only. */
const ORG_SUFFIX = new Set('corp inc group llc ltd co hq us uk eu global intl international holdings gmbh ag sa finance hr it'.split(' '));

const RECIPIENT_WORDS = new Set(
  ('to cc bcc recipient recipients email emails mail address addresses url urls uri webhook endpoint destination dest host hostname ' +
    'server link callback receiver receivers send forward reply domain site website href upload').split(' '),
);

/** Whether a key names where something goes: "to", "cc", "webhook_url", "recipientEmail" (not "path_to_file"). */
export function isRecipientKey(key: string): boolean {
  // Whom something is shared with ("with", "share_with", "invitees").
  // (Or invited: "attendees" of an event, "participants" of a meeting.)
  if (/^(?:with|(?:share|shared)_?with|invitees?|collaborators?|grantees?|attendees?|participants?|guests?)$/i.test(key)) return true;
  // (Keys come lower-cased from a camel-case name too: "sendTo" is "sendto", "toEmail" "toemail".)
  if (/^(?:(?:send|mail|e?mail|reply|forward|deliver|notify)_?to|to_?(?:email|emails|address|addr|addresses|number|phone))$/i.test(key)) return true;
  const words = wordsOf(key);
  return words.some((w, i) => RECIPIENT_WORDS.has(w) && (w !== 'to' || i === 0 || i === words.length - 1));
}

// ---- Host names

const EMAIL_RE = /(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@([a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]{0,62}\.){1,8}[a-z\u00a1-\uffff][a-z0-9\u00a1-\uffff-]{0,62})/gi;
const URL_RE = /\b(?:https?|ftp|wss?|sftp):\/\/(?:[^\s/?#@'"<>]{1,200}@)?(\[[0-9a-f:.]{2,45}\]|[^\s/?#:'"<>\\]{1,253})/gi;
const BARE_HOST = /^(?:www\.)?((?:[a-z0-9\u00a1-\uffff-]{1,63}\.){1,8}[a-z\u00a1-\uffff]{2,63})(?::\d+)?(?:\/\S*)?$/i;

/** A bare "name.ext" that is a file, not a host. */
const FILE_EXTENSION = /\.(?:pdf|txt|csv|tsv|docx?|xlsx?|pptx?|json|ya?ml|xml|png|jpe?g|gif|svg|zip|gz|tar|md|py|js|ts|html?|exe|sh|log|sql|bak|ini|conf|env|pem|key)$/i;

export interface HostRef {
  host: string;
  kind: 'email' | 'url';
}

/** The e-mail domains and URL hosts in a value; a whole value that is a bare host counts as a URL. */
export function hostsIn(value: string, max = 50): HostRef[] {
  const out: HostRef[] = [];
  const seen = new Set<string>();
  const add = (h: string, kind: HostRef['kind']) => {
    const host = h.toLowerCase().replace(/\.$/, '');
    if (!seen.has(`${kind}:${host}`) && out.length < max) {
      seen.add(`${kind}:${host}`);
      out.push({ host, kind });
    }
  };
  for (const m of value.matchAll(URL_RE)) add(m[1], 'url');
  for (const m of value.matchAll(EMAIL_RE)) add(m[1], 'email');
  if (out.length === 0) {
    const b = BARE_HOST.exec(value.trim());
    if (b && !FILE_EXTENSION.test(b[1])) add(b[1], 'url');
  }
  return out;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** A public IP address (not loopback, private, link-local or unspecified); null when the host is a name. */
export function publicIp(host: string): boolean | null {
  const m = IPV4.exec(host);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return !(a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127));
  }
  if (host.startsWith('[')) {
    const v6 = host.slice(1, -1);
    return !(v6 === '::1' || v6 === '::' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6));
  }
  return null;
}

/** The registrable domain, roughly: the last two labels, or three under a country's second level (co.uk). */
export function registrable(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  const n = labels.length;
  if (n >= 3 && labels[n - 1].length === 2 && /^(?:co|com|net|org|gov|ac|edu|ne|or|gob|ltd|plc|gv|go|nic|mil)$/.test(labels[n - 2])) {
    return labels.slice(n - 3).join('.');
  }
  return labels.slice(Math.max(0, n - 2)).join('.');
}

/** Whether a host is one of the domains or below one. */
export function withinDomains(host: string, domains: string[]): boolean {
  const h = host.toLowerCase();
  return domains.some((d) => {
    const dd = d.toLowerCase().replace(/^@|^\.|\.$/g, '');
    return dd !== '' && (h === dd || h.endsWith(`.${dd}`));
  });
}

// ---- Lookalikes

const SUFFIXES = new Set('com net org co io de uk fr us app'.split(' '));

/** RFC 3492 punycode decoding of one label's part after "xn--"; null when it is not valid punycode. */
export function punycodeDecode(input: string): string | null {
  const base = 36;
  const out: number[] = [];
  const d = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(0, d); j++) out.push(input.charCodeAt(j));
  let n = 128;
  let i = 0;
  let bias = 72;
  for (let p = d > 0 ? d + 1 : 0; p < input.length; ) {
    const oldi = i;
    let w = 1;
    for (let k = base; ; k += base) {
      if (p >= input.length || k > 36 * 64) return null;
      const c = input.charCodeAt(p++);
      const digit = c >= 48 && c <= 57 ? c - 22 : c >= 65 && c <= 90 ? c - 65 : c >= 97 && c <= 122 ? c - 97 : base;
      if (digit >= base) return null;
      i += digit * w;
      const t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
      if (digit < t) break;
      w *= base - t;
      if (i > 0x10ffff * 64) return null;
    }
    const len = out.length + 1;
    let delta = i - oldi;
    delta = oldi === 0 ? Math.floor(delta / 700) : delta >> 1;
    delta += Math.floor(delta / len);
    let k = 0;
    while (delta > 455) {
      delta = Math.floor(delta / 35);
      k += base;
    }
    bias = k + Math.floor((36 * delta) / (delta + 38));
    n += Math.floor(i / len);
    i %= len;
    if (n > 0x10ffff) return null;
    out.splice(i, 0, n);
    i++;
    if (out.length > 63) return null;
  }
  return String.fromCodePoint(...out);
}

// Letters of other scripts that look like Latin ones.
const CONFUSABLE: Record<string, string> = {
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ӏ: 'l', һ: 'h', ԛ: 'q', ԝ: 'w', ո: 'n', ս: 'u',
  ɡ: 'g', ı: 'i', ο: 'o', α: 'a', ν: 'v', ι: 'i', κ: 'k', ρ: 'p', τ: 't', υ: 'u', ε: 'e', ω: 'w', в: 'b', к: 'k', м: 'm', н: 'h', т: 't',
  ѵ: 'v', ɑ: 'a', ł: 'l', ø: 'o', đ: 'd',
};

/** A label as it reads: punycode decoded, accents and other scripts' look-alike letters folded to Latin. */
function readable(label: string): string {
  const decoded = label.startsWith('xn--') ? (punycodeDecode(label.slice(4)) ?? label) : label;
  return [...decoded.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()].map((c) => CONFUSABLE[c] ?? c).join('');
}

/** What a label looks like at a glance: digits and letter pairs that pass for letters folded. */
function skeleton(s: string): string {
  return s
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/cl/g, 'd')
    .replace(/[0]/g, 'o')
    .replace(/[1i|!]/g, 'l')
    .replace(/3/g, 'e')
    .replace(/[5$]/g, 's')
    .replace(/@|4/g, 'a');
}

/** Levenshtein distance, giving up (returning max + 1) beyond max. Labels are at most 63 characters. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length > 63 || b.length > 63) return max + 1;
  for (let j = 0; j <= b.length; j++) ROW_A[j] = j;
  let prev = ROW_A;
  let cur = ROW_B;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const sub = prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, sub);
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[b.length];
}
const ROW_A = new Int32Array(64);
const ROW_B = new Int32Array(64);

interface Protected {
  label: string;
  skeleton: string;
  org: boolean;
}
const BRAND_SKELETONS: Protected[] = BRANDS.map((b) => ({ label: b, skeleton: skeleton(b), org: false }));

/** What the host imitates (an org domain's or brand's label), or null. */
export function imitates(host: string, orgDomains: string[]): string | null {
  const h = host.toLowerCase();
  if (publicIp(h) !== null || !h.includes('.')) return null;
  if (orgDomains.length > 0 && withinDomains(h, orgDomains)) return null;
  const reg = registrable(h);
  const raw = reg.split('.')[0];
  const label = readable(raw);
  if (label.length < 3) return null;
  // (A free mail provider's own name imitates no brand: "mikkel.jensen@mail.dk" is one letter from gmail and is mail.dk's.)
  if (MAILBOX_PROVIDERS.has(raw)) return null;
  const orgLabels = orgDomains.map((d) => registrable(d.replace(/^@/, '')).split('.')[0]).filter((l) => l.length >= 3);
  const protectedLabels: Protected[] = [...orgLabels.map((l) => ({ label: l, skeleton: skeleton(l), org: true })), ...BRAND_SKELETONS];
  const sk = skeleton(label);
  const prefix = h.length > reg.length ? h.slice(0, h.length - reg.length - 1) : '';
  const labels = prefix === '' ? [] : prefix.split('.');
  for (const { label: p, skeleton: pk, org: isOrg } of protectedLabels) {
    if (raw === p) continue; // the brand's or organisation's own name (under whatever suffix)
    // Letters that pass for the name's: homoglyphs, punycode, digits for letters.
    if (sk === pk) return p;
    const max = p.length >= 8 ? 2 : p.length >= 5 ? 1 : 0;
    if (max > 0 && !NEAR_BRAND_WORDS.has(label) && distance(sk, pk, max) <= max && !orgLabels.includes(raw)) return p;
    // The name with lure words around it.
    const at = label.indexOf(p);
    if (at >= 0 && p.length >= 4) {
      const rest = (label.slice(0, at) + '-' + label.slice(at + p.length)).split(/[-\d]+/).filter((w) => w !== '');
      if (rest.length > 0 && rest.every((w) => LURE.has(w) || (isOrg && ORG_SUFFIX.has(w)))) return p;
    }
    // (Or with letters that pass for the name's: "netf1ix-accounts".)
    const atLike = at < 0 && p.length >= 5 ? sk.indexOf(pk) : -1;
    if (atLike >= 0) {
      const rest = (sk.slice(0, atLike) + '-' + sk.slice(atLike + pk.length)).split(/[-\d]+/).filter((w) => w !== '');
      if (rest.length > 0 && rest.every((w) => LURE_SKELETONS.has(w))) return p;
    }
    // The name's domain used as a subdomain of another ("paypal.com.account-check.net").
    for (let i = 0; i + 1 < labels.length; i++) if (labels[i] === p && SUFFIXES.has(labels[i + 1])) return p;
    if (labels.length > 0 && labels[labels.length - 1] === p && SUFFIXES.has(raw.split('-')[0])) return p;
  }
  return null;
}

// ---- Twins in the conversation

/** Words hung on a company's name to make a twin of its domain ("compass-docs", "acme-files"). */
const TWIN_SUFFIX = new Set('docs doc files file share sharing mail email mails portal online app apps team group hq inc corp llc office'.split(' '));

/** Free mail providers: two people on them share nothing, whatever their suffixes. */
const MAILBOX_PROVIDERS = new Set('gmail googlemail yahoo outlook hotmail live icloud me aol proton protonmail gmx mail yandex zoho'.split(' '));

/** Whether two registrable domains are twins: the same name under another suffix, or a name one or two letters off. */
function twins(a: string, b: string): boolean {
  if (a === b) return false;
  const [la, ...sa] = a.split('.');
  const [lb, ...sb] = b.split('.');
  if (la === undefined || lb === undefined || la.length < 4 || lb.length < 4) return false;
  if (MAILBOX_PROVIDERS.has(la) || MAILBOX_PROVIDERS.has(lb)) return false;
  if (la === lb) return sa.join('.') !== sb.join('.');
  // The name with a word hung on it ("compass-docs.net" beside "compass.com").
  const [short, long] = la.length <= lb.length ? [la, lb] : [lb, la];
  if (long.startsWith(`${short}-`) && (LURE.has(long.slice(short.length + 1)) || TWIN_SUFFIX.has(long.slice(short.length + 1)))) return true;
  const max = Math.min(la.length, lb.length) >= 8 ? 2 : Math.min(la.length, lb.length) >= 5 ? 1 : 0;
  if (max === 0) return false;
  return distance(skeleton(readable(la)), skeleton(readable(lb)), max) <= max || la.replace(/-/g, '') === lb.replace(/-/g, '');
}

/** Domain names reserved for examples and tests (RFC 2606, RFC 6761). */
const RESERVED_NAME = /^(?:example\.(?:com|net|org)|(?:[\w-]+\.)*(?:example|test|invalid|localhost))$/i;

/**
 * LOOKALIKE_DOMAIN: a recipient whose domain is a twin of another the conversation shows ("Priya <priya@acme-mfg.com>"
 * asked for the report, a second mail from "priya@acme-mfg.co" gives a new address, and the call sends to the second),
 * unless the call's domain is the one the conversation shows more often, or the user wrote it (`told`: "draft a reply to
 * j.stadler@stadlerwynn.com", beside a hidden "stadlerwynn-docs.com" in the mail read). The organisation's own domains are
 * left to domainFacts.
 */
export function twinDomainFacts(leaves: Leaf[], seenTexts: readonly string[], orgDomains: string[], told = ''): RiskFact[] {
  // The call's recipients first: without one, the conversation is not read.
  const sent = leaves
    .filter((l) => isRecipientKey(l.key) || /^\s*[^\s@]{1,64}@[^\s@]{1,253}\s*$/.test(l.value))
    .flatMap((l) => hostsIn(l.value).map((ref) => ({ leaf: l, host: ref.host })))
    .filter((r) => publicIp(r.host) === null && !(orgDomains.length > 0 && withinDomains(r.host, orgDomains)));
  if (sent.length === 0) return [];
  const counts = new Map<string, number>();
  let budget = 200_000;
  for (const t of seenTexts) {
    if (budget <= 0) break;
    const text = t.slice(0, budget);
    budget -= text.length;
    for (const ref of hostsIn(text, 200)) {
      if (publicIp(ref.host) !== null) continue;
      const r = registrable(ref.host);
      counts.set(r, (counts.get(r) ?? 0) + 1);
    }
  }
  if (counts.size === 0) return [];
  const toldHosts = new Set(hostsIn(told.slice(0, 20_000), 200).map((ref) => registrable(ref.host)));
  // (A call that writes to both twins replaces neither by the other: a mailing to members at example.com and at example.org.)
  const sentTo = new Set(sent.map((r) => registrable(r.host)));
  const out: RiskFact[] = [];
  for (const { leaf, host } of sent) {
    const mine = registrable(host);
    // (Names kept for examples and tests, RFC 2606 and 6761, belong to nobody one could pass for.)
    if (toldHosts.has(mine) || RESERVED_NAME.test(mine)) continue;
    const own = counts.get(mine) ?? 0;
    // (The plain name is the firm's own, the one with a word hung on it the twin: a reply to causticdirect.co.uk beside a mail from
    // causticdirect-billing.co.uk goes to the firm.)
    const label = escapeRegExp(mine.split('.')[0]!);
    const hungOnMine = (d: string) => d.endsWith(mine.slice(mine.indexOf('.'))) && new RegExp(String.raw`^${label}[-_][a-z]{2,}\.|^[a-z]{2,}[-_]${label}\.`).test(d);
    const twin = [...counts.entries()].find(([d, n]) => twins(mine, d) && n >= own && !sentTo.has(d) && !hungOnMine(d));
    if (twin) {
      out.push(fact('LOOKALIKE_DOMAIN', `${mine} is a twin of ${twin[0]}, which the conversation also shows`, leaf.path));
      if (out.length >= 5) return out;
    }
  }
  return out;
}

// ---- Hosts named for an attack

/**
 * Words a host is named for when it serves an attack ("malware-site.com", "attacker.net", "evil-c2.org"). Not
 * "hacker" (hacker-news.firebaseio.com is Hacker News's API) nor "phish" (a band's site).
 */
const HOSTILE = new Set(
  'malware malwares malicious phishing attacker attackers evil exploit exploits botnet ransomware trojan keylogger stealer backdoor spyware cnc'.split(' '),
);
/** Words that turn a host into one against the attack ("anti-phishing.org", "report-malware.gov"). */
const AGAINST = new Set('anti no stop report reporting fight fighting against protect protection defense defence detect detection'.split(' '));
/** A quick look before the hosts are read: a value with none of the words has no such host. */
const HOSTILE_HINT = /malware|malicious|phishing|attacker|evil|exploit|botnet|ransomware|trojan|keylogger|stealer|backdoor|spyware|(?:^|[^a-z0-9])(?:c2|cnc)(?:[^a-z0-9]|$)/i;
/** Tools that act against a host (block, report, quarantine it): naming a hostile host is their work. */
const AGAINST_TOOL = /(?:^|[^a-z])(?:block|blocklist|blacklist|denylist|deny|ban|quarantine|sinkhole|report|flag|blocked|scan|check|lookup|reputation)(?:[^a-z]|$)/i;

/** The word a host is named for when it serves an attack (whole words of its labels but the last), or null. */
export function hostileWord(host: string): string | null {
  const labels = host.toLowerCase().split('.');
  if (labels.length < 2 || publicIp(host) !== null) return null;
  const parts = labels.slice(0, -1).flatMap((l) => l.split(/[-_]+/));
  const words = parts.flatMap((p) => p.split(/\d+/)).filter((w) => w !== '');
  if (words.some((w) => AGAINST.has(w))) return null;
  // "c2" is a word only as a label's own part ("evil-c2.net", "c2.example.org"), never as digits in a name.
  return words.find((w) => HOSTILE.has(w)) ?? parts.find((p) => p === 'c2') ?? null;
}

/**
 * Anonymous drops: paste sites, request catchers, tunnels, throwaway file hosts and out-of-band callback services,
 * where data sent leaves no account behind (the usual end of an exfiltration an injected instruction asks for).
 */
const DROPS = new Set(
  ('pastebin.com paste.ee hastebin.com ghostbin.com rentry.co dpaste.org dpaste.com controlc.com justpaste.it privatebin.net ' +
    'webhook.site requestbin.com requestbin.net pipedream.net beeceptor.com hookbin.com requestcatcher.com postb.in ptsv2.com ptsv3.com ' +
    'ngrok.io ngrok.app ngrok-free.app trycloudflare.com serveo.net localtunnel.me loca.lt ' +
    'transfer.sh file.io 0x0.st anonfiles.com temp.sh ' +
    'interact.sh oast.fun oast.pro oast.live oast.site oast.online oast.me oastify.com burpcollaborator.net dnslog.cn').split(' '),
);
const DROP_HINT = /paste|rentry|controlc|webhook\.site|request|pipedream|beeceptor|hookbin|postb\.in|ptsv|ngrok|trycloudflare|serveo|localtunnel|loca\.lt|transfer\.sh|file\.io|0x0\.st|anonfiles|temp\.sh|interact\.sh|oast|burpcollaborator|dnslog/i;

/** The anonymous drop a host is, or is under ("a1b2.ngrok-free.app"), or null. */
export function dropOf(host: string): string | null {
  const labels = host.toLowerCase().split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const d = labels.slice(i).join('.');
    if (DROPS.has(d)) return d;
  }
  return null;
}

/**
 * SUSPICIOUS_DOMAIN facts: a host in any argument named for an attack, unless the tool acts against it; and, for a
 * call that sends or runs something (`outward`), an anonymous drop the user's request does not name.
 */
export function hostileHostFacts(leaves: Leaf[], toolName: string, outward = false, userText = ''): RiskFact[] {
  if (AGAINST_TOOL.test(snakeName(toolName))) return [];
  const out: RiskFact[] = [];
  const seen = new Set<string>();
  const user = userText.toLowerCase();
  for (const leaf of leaves) {
    const hostile = HOSTILE_HINT.test(leaf.value);
    const drop = outward && DROP_HINT.test(leaf.value);
    if (!hostile && !drop) continue;
    for (const ref of hostsIn(leaf.value)) {
      if (seen.has(ref.host) || out.length >= 5) continue;
      const word = hostile ? hostileWord(ref.host) : null;
      const dropped = word === null && drop ? dropOf(ref.host) : null;
      if (word !== null) out.push(fact('SUSPICIOUS_DOMAIN', `${ref.host} is named for an attack (${word})`, leaf.path));
      else if (dropped !== null && !user.includes(dropped)) out.push(fact('SUSPICIOUS_DOMAIN', `${ref.host} is an anonymous drop (${dropped}) the user did not name`, leaf.path));
      else continue;
      seen.add(ref.host);
    }
  }
  return out;
}

/** EXTERNAL_RECIPIENT and LOOKALIKE_DOMAIN facts of a call's leaves. */
/** A key naming whom a payment goes to: "merchant", "payee", "beneficiary_url", "biller". */
const PAYEE_KEY = /^(?:merchant|payee|beneficiary|biller|vendor|seller|pay_?to)(?:_?(?:name|domain|url|site|host|website))?$/i;

export function domainFacts(leaves: Leaf[], orgDomains: string[], outward: boolean): RiskFact[] {
  const out: RiskFact[] = [];
  const reported = new Set<string>();
  const report = (f: RiskFact, host: string) => {
    if (reported.has(`${f.code}:${host}`) || out.length >= 20) return;
    reported.add(`${f.code}:${host}`);
    out.push(f);
  };
  for (const leaf of leaves) {
    const recipient = isRecipientKey(leaf.key) || /^\s*[^\s@]{1,64}@[^\s@]{1,253}\s*$/.test(leaf.value);
    // Raw public IP addresses anywhere (a download or upload to an address with no name).
    if (/\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}|:\/\/\[/.test(leaf.value)) {
      for (const ref of hostsIn(leaf.value)) {
        if (ref.kind === 'url' && publicIp(ref.host) === true) report(fact('EXTERNAL_RECIPIENT', `a raw IP address (${ref.host})`, leaf.path), ref.host);
      }
    }
    // Whom a payment goes to, named by a site ("merchant": "netf1ix-accounts.com"): only a lookalike is reported, an outside
    // merchant is what most payments pay.
    const payee = !recipient && PAYEE_KEY.test(leaf.key);
    if (!recipient && !payee) continue;
    for (const ref of hostsIn(leaf.value)) {
      if (publicIp(ref.host) !== null) continue;
      const like = imitates(ref.host, orgDomains);
      if (like) {
        report(fact('LOOKALIKE_DOMAIN', `${ref.host} imitates ${like}`, leaf.path), ref.host);
        continue;
      }
      if (payee) continue;
      if (outward && orgDomains.length > 0 && !withinDomains(ref.host, orgDomains)) {
        report(fact('EXTERNAL_RECIPIENT', `${registrable(ref.host)}, outside the organisation`, leaf.path), registrable(ref.host));
      }
    }
  }
  return out;
}
