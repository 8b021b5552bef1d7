// Risk facts of a tool call: what is risky about its arguments and about the conversation that led to it,
// computed in code, each with its own reason code (FACT_CODES), the least outcome it leads to and a short
// detail that never quotes a secret. Pure and deterministic, no I/O; all work is bounded by the limits in
// facts/walk.ts (argument depth, count and string length; history per item and in total).
//
// Detectors that read argument values (shell commands, SQL, paths, raw IP addresses) run on every argument
// whatever the tool is called; those about where things go (recipients, personal data, secrets) run when the
// call sends data out; the money detectors when it moves money. Effects are the integrator's classification
// of the call; an empty list means unknown, and then the value detectors run as for a writing call. A call
// sent without arguments (a recorder that keeps only names) is read with the values its task marks out standing
// in for them (facts/stand-ins.ts); a runner's task is read for what it asks the command to do (facts/described.ts).

import type { Conversation, EffectClass, RiskFact, ToolCall } from './types';
import { fact } from './facts/codes';
import { blockFacts } from './facts/blocks';
import { consistencyFacts } from './facts/consistency';
import { comparable, occursIn, personalDataIn, secretsIn, type Found } from './facts/data';
import { domainFacts, hostileHostFacts, hostsIn, isRecipientKey, twinDomainFacts, withinDomains } from './facts/domains';
import { hiddenInstructionFacts, hiddenPartsOf } from './facts/hidden';
import { injectionFacts } from './facts/injection';
import { mailFraudFacts, mailFromText } from './facts/mail';
import { BANK_CHANGE, bankChangeFacts, moneyFacts, otherThanVerifiedPaid, unverifiedAccountPaid } from './facts/money';
import { lureFacts } from './facts/lure';
import { isPathLike, pathFacts } from './facts/paths';
import { packageFacts } from './facts/packages';
import { ranContentFacts } from './facts/ran';
import { safetyFacts } from './facts/safety';
import { selectionFacts } from './facts/selection';
import { looksLikeCommand, shellFacts, SPEAKS_OF_SECRETS, speaksOfSecretsIn } from './facts/shell';
import { isRunnerName } from './effects';
import { withoutDeclaredTools } from './react';
import { sqlFacts } from './facts/sql';
import { asksAbout, standInLeaves } from './facts/stand-ins';
import { browserOpensFacts, captureStartedFacts, injectedUserFacts, offTaskFacts, ownWords, peopleLookupFacts, personalSpaceFacts,
  safetyDeviceFacts, secretsDumpFacts, playbackStartedFacts, publicPostFacts, privatePartsShared, ruledOutToolFacts, runnerFetchesFacts, liveKeyForTestFacts, secretReadFacts, serviceOffTaskFacts, taskOf, undeclaredToolFacts, webSearchOffTaskFacts, wholeRecordFacts, withdrawnFacts, beyondFieldsNamedFacts, filingOffTaskFacts, confidentialUploadFacts, wholeJobFacts } from './facts/task';
import { decodedBase64, harmFacts } from './facts/harm';
import { suspectedDeceptionFacts, suspectedHarmFacts } from './facts/harm-model';
import { describedFacts, secretsSentFacts } from './facts/described';
import { underspecifiedFacts } from './facts/underspecified';
import { escapeRegExp, flatName, historyTurns, leavesOf, MAX_ARGUMENT_CHARS, snakeName, userText, wordsOf, type Leaf, type Turn } from './facts/walk';
import { contentWords } from '../domain/words';

export { FACT_CODES } from './facts/codes';
export { hiddenInstructionFacts } from './facts/hidden';
export { mailFraudFacts, type FraudMail, type MailFraudOptions } from './facts/mail';

export interface FactEnv {
  /** The organisation's own domains (operator-set); empty: nothing is "external", only lookalikes are reported. */
  orgDomains: string[];
}

const MAX_FACTS = 50;
/** Tools named for a public post: an issue, a gist, a paste, a forum thread. */
/**
 * Prose written for someone: ten words or more in a row (a notice, a mail's body, a script), not an id, a path, a list of codes or a
 * short note beside a record ("verification_note": "Phone-verified by user with controller").
 */
const PROSE = /(?:[A-Za-z][\w'’-]*[\s,;:.!?()]+){9,}[A-Za-z]/;
/** A tool that makes a document: a certificate, a letter, a record, a report, a form, a PDF. */
const DOCUMENT_MADE = /(?:^|[_.:/-])(?:generate|create|render|make|issue|draft|compose|fill)_(?:[a-z]+_)?(?:pdf|docs?|documents?|certificates?|certs?|letters?|records?|reports?|forms?|statements?|notices?)(?:[_.:/-]|$)|(?:^|[_.:/-])(?:pdf|docs?|documents?|certificates?|letters?|records?|reports?|forms?)[_.:/-](?:generate|create|render|make|issue|draft|compose|fill)\w*$/;
const PUBLIC_POST = /(?:^|[^a-z])(?:issues?|gists?|paste|pastebin|discussions?|forum)(?:[^a-z]|$)/i;
/** Code hosts, where a comment, a review or a pull request is read by whoever can read the repository. */
const CODE_HOSTS = /github|gitlab|bitbucket/i;
const VALUE_EFFECTS: EffectClass[] = ['write', 'destructive', 'data_disclosure', 'external_communication', 'code_execution', 'access_change', 'device_control'];

/** Found values once each, at most MAX_FOUND (each is looked for in every argument). */
const MAX_FOUND = 200;
/** A pasted mail's header and quoted lines ("From: ceo@acme-c0rp.com", "> wire it today"): not the user's own words. */
const MAIL_HEADER_LINES = /^[ \t]*(?:>|(?:from|reply-to|sender|to|cc|return-path)\s*:).*$/gim;
function distinct(found: Found[]): Found[] {
  const seen = new Map<string, Found>();
  for (const f of found) if (seen.size < MAX_FOUND && !seen.has(f.key)) seen.set(f.key, f);
  return [...seen.values()];
}

/** Kinds found, for a detail: "an AWS access key and a password or secret". */
function kinds(found: Found[]): string {
  const k = [...new Set(found.map((f) => f.kind))];
  return k.length <= 1 ? (k[0] ?? '') : `${k.slice(0, -1).join(', ')} and ${k[k.length - 1]}`;
}

/** A request to be told something directly; where a direct message goes; a person's handle, a user or DM id, or "me". */
const TO_ME = /\b(?:ping|send|message|dm|text|e-?mail|mail|notify|slack|tell|remind|update|alert)\s+me\b|\blet\s+me\s+know\b/i;
const DIRECT_KEY = /^(?:channel|channel_id|to|recipient|recipient_id|user|user_id|target|conversation|dm)$/i;
const DIRECT_VALUE = /^(?:@[\w.-]{2,64}|[UWD][A-Z0-9]{6,14}|me|self|myself)$/;

/** Marks a listing puts on an item that is not to go out; keys of what a message carries along. */
const CARRIED_KEY = /^(?:attachments?|attachment_ids?|files?|file_ids?|documents?|document_ids?|paths?|items?|assets?)$/i;
/** File names of codes and logins, and of every client's records. */
const SECRET_FILE = /\b(?:master\s+codes?|alarm\s+(?:\w+\s+)?codes?|door\s+codes?|gate\s+codes?|access\s+codes?|passwords?|passcodes?|logins?|credentials|pins?|private\s+keys?|seed\s+phrase)\b/i;
const EVERYONES_FILE = /\ball\s+(?:clients|customers|accounts|members|candidates|applicants|employees|patients|students|tenants|guests|donors)\b/i;
const MARKED_PRIVATE = /\b(?:(?:highly|strictly)\s+confidential|confidential|internal(?:\s+only)?|restricted|privileged|unpublished|embargoed|do\s+not\s+(?:share|distribute|forward|send)|not\s+for\s+(?:external\s+)?(?:distribution|sharing))\b/i;
/** A file of people's records: a client or customer export or list, or two kinds of contact detail or more. */
const PEOPLE_LIST = /\b(?:clients?|customers?|contacts?|members?|patients?|employees?|staff|subscribers?|guests?|donors?|users?|leads?)[\s_-]*(?:export\w*|list|lists|dump|database|db|directory|roster)\b/i;
const CONTACT_KINDS = /\b(?:names|phones?|phone\s+numbers|e-?mails|addresses|dobs?|birth\s*dates|ssns?)\b/gi;
// (A file of them named for a year, "catering_clients_2024.csv", is one too.)
const PEOPLE_OF_YEAR = /\b(?:clients?|customers?|contacts?|members?|patients?|employees?|subscribers?|guests?|donors?|leads?|candidates?|applicants?)\s+(?:19|20)\d\d\b/i;
const peopleFile = (entry: string): boolean => PEOPLE_LIST.test(entry) || PEOPLE_OF_YEAR.test(entry.replace(/[_.\/-]+/g, ' ')) || new Set((entry.match(CONTACT_KINDS) ?? []).map((k) => k.toLowerCase().replace(/s$/, '').replace(/\s+number$/, ''))).size >= 3;
/** What a file of pay, identity numbers or health records says it holds. */
// (Or staff files, "/hr/employee_files_2024-05.zip" listed beside the cooler logs an inspector asked for.)
const SENSITIVE_ENTRY = /\b(?:ssns?|social\s+security|payroll|salar(?:y|ies)|household\s+income|tax\s+returns?|w-?2s?|medical\s+records?|diagnos\w*|passports?|bank\s+statements?|fafsa|hr|(?:employee|personnel|staff)\s+(?:files?|records?|folders?))\b/i;
/** The user asking for people's records or contact details to be sent. */
const PEOPLE_ASKED = /\b(?:clients?|customers?|contacts?|members?|patients?|employees?|staff|subscribers?|guests?|donors?|leads?|attendees?|roster|membership|mailing\s+list|(?:staff|member|members|phone|contact|club)\s+directory|everyone['’]s|phones?|e-?mails|addresses)\b/i;

/**
 * SENSITIVE_FIELDS: an item sent along that the tool which listed it marked confidential or internal ("attachments":
 * [the offer letter, "Eng_Comp_Bands_All_Employees_2024.xlsx"] where the search showed the second as "Highly
 * Confidential"), unless the user's words speak of such an item.
 */
function markedItemsSent(leaves: Leaf[], toolOutputs: readonly string[], user: string): RiskFact[] {
  if (MARKED_PRIVATE.test(user.slice(0, 4000))) return [];
  for (const l of leaves.slice(0, 50)) {
    if (!CARRIED_KEY.test(l.key) || l.value.trim().length < 3 || l.value.length > 300) continue;
    // A file named for codes or logins ("Alarm_Panel_Master_Codes.txt") or for every client's figures
    // ("all_clients_spend_margin_2024-05.xlsx"), sent along where the user asked for neither.
    const file = l.value.replace(/[_.\/-]+/g, ' ');
    if ((SECRET_FILE.test(file) && !SPEAKS_OF_SECRETS.test(user.slice(0, 4000)) && !/\bcodes?\b/i.test(user.slice(0, 4000))) || (EVERYONES_FILE.test(file) && !/\b(?:all|every|each)\s+(?:of\s+(?:our|the)\s+)?(?:clients?|customers?|accounts?|members?|candidates?|applicants?|employees?|patients?|students?|tenants?|guests?|donors?)\b/i.test(user.slice(0, 4000)))) {
      return [fact('SENSITIVE_FIELDS', 'sends along a file of codes, logins or every client’s figures, which the user did not ask for', l.path)];
    }
    // (An item given by a link of its store, "dms://6021902", is listed by its id: "Related: 6021902 'INTERNAL - ...'".)
    const bare = l.value.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/(?:[^/\s]*\/)*/i, '');
    const names = [...new Set([l.value.trim(), bare])].filter((v) => v.length >= 3);
    for (const out of toolOutputs.slice(-5)) {
      const at = names.map((v) => out.slice(0, 200_000).indexOf(v)).find((i) => i >= 0) ?? -1;
      if (at < 0) continue;
      // The listing's entry that holds the value: from the brace or line before it to the one after.
      const start = Math.max(out.lastIndexOf('{', at), out.lastIndexOf('\n', at), 0);
      const close = [out.indexOf('}', at), out.indexOf('\n', at)].filter((i) => i >= 0);
      const end = close.length > 0 ? Math.min(...close) : Math.min(out.length, at + 400);
      // (The entry is cut at the item before and after it too: "stbrigid_draft_v3.docx; stbrigid_source_contacts.xlsx
      // (RESTRICTED)" marks the second item, not the draft sent.)
      const from = Math.max(start, out.lastIndexOf('), ', at) + 2, out.lastIndexOf('; ', at) + 1);
      const stops = [end, out.indexOf('), ', at), out.indexOf('; ', at)].filter((i) => i >= 0);
      // (A bare list of file names is cut at its commas: "[cv_rahman_may24.pdf, passport_rahman.pdf]" lists the CV on its own.)
      const hit = names.find((v) => out.slice(at, at + v.length) === v) ?? '';
      const bareItem = hit !== '' && /(?:^|\[|,)\s*$/.test(out.slice(Math.max(0, at - 3), at)) && /^\s*(?:,|\]|$)/.test(out.slice(at + hit.length, at + hit.length + 3));
      const entry = bareItem ? hit : out.slice(from, Math.min(Math.min(...stops) + 1, from + 2000));
      if (MARKED_PRIVATE.test(entry)) return [fact('SENSITIVE_FIELDS', 'sends along an item a tool marked confidential or internal, which the user did not ask for', l.path)];
      // (A listing's item that is a file of people's contact details, "catering_clients_export_nov.csv (f_81c: names, phones,
      // emails)", sent beside the one asked for.)
      if (peopleFile(entry) && !PEOPLE_ASKED.test(user.slice(0, 4000))) return [fact('PERSONAL_DATA_DISCLOSURE', 'sends along a file of people’s contact details a tool listed, which the user did not ask for', l.path)];
      // (Or a file of pay, identity numbers or health records, "Q3_2025_Payroll_with_SSN.xlsx", "FAFSA_SAR (student and parent
      // SSNs, household income)", sent beside the one asked for.)
      const spaced = entry.replace(/[_.\/-]+/g, ' ');
      // (Not the very file the user named, by the words of its name: "the ID pack" and "ID_pack.pdf (passport, proof of address)".)
      if (SENSITIVE_ENTRY.test(spaced) && !SENSITIVE_ENTRY.test(user.slice(0, 4000)) && !fileNamedBy(entry, user)) return [fact('SENSITIVE_FIELDS', 'sends along a file of pay, identity numbers or health records a tool listed, which the user did not ask for', l.path)];
    }
  }
  return [];
}

/** Whether the user's request names a file of the entry by every word of its name ("the ID pack" for "ID_pack.pdf"). */
function fileNamedBy(entry: string, user: string): boolean {
  const asked = new Set(user.slice(0, 4000).toLowerCase().split(/[^a-z0-9]+/));
  return (entry.match(/[\w-]+\.(?:pdf|docx?|xlsx?|csv|zip|jpe?g|png|txt)\b/gi) ?? []).slice(0, 5).some((f) => {
    const words = f.replace(/\.[a-z]+$/i, '').toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 2 && !/^\d+$/.test(w));
    return words.length > 0 && words.every((w) => asked.has(w));
  });
}

/** Words of a person's test result, health, or conduct record ("failed random drug test", "written warning", "diagnosed"). */
const PRIVATE_RECORD_WORDS = /\b(?:drug\s+(?:test|screen)\w*|alcohol\s+(?:test|screen)\w*|tested\s+positive|positive\s+for\s+(?:thc|cocaine|opiates|alcohol|drugs)|non-negative|disciplinary|written\s+warning|final\s+warning|performance\s+improvement\s+plan|rehab\w*|diagnos\w*|pregnan\w*|hiv|mental\s+health|criminal\s+record|banning\s+orders?|restraining\s+orders?|arrested\s+for|arrest\s+record|garnish\w*|probation|parole|ankle\s+monitor|(?:shoplifting|theft|assault|dui|dwi|drugs?|fraud|felony|misdemeanou?r|prior|previous|past)\s+convictions?|hospice|wheelchair|workers['’]?\s+comp\w*|income\s+(?:of\s+)?[$€£]?\d[\d,.]*k?)\b/gi;

/**
 * PERSONAL_DATA_DISCLOSURE: a person's test result, health or conduct record, as a tool returned it, passed on in what a call
 * sends or posts ("On-time last week: ... Moore 71% (failed random drug test 6/3, suspended)" in #ops-general), where the user
 * spoke of none of it.
 */
function privateRecordPassedOn(leaves: Leaf[], toolOutputs: readonly string[], user: string): RiskFact[] {
  const shown = new Set(toolOutputs.flatMap((o) => [...o.slice(0, 200_000).matchAll(PRIVATE_RECORD_WORDS)].map((m) => m[0].toLowerCase().split(/\s+/)[0]!)));
  // (Results or records the user asked to pass on are what they asked for: "send Mr. Ortiz his lab results".)
  if (shown.size === 0 || /\b(?:results?|records?|labs?|medical|health|charts?|test(?:s|ing)?|screening|hr\s+file|incident|referral|history|income)\b/i.test(user.slice(0, 4000))) return [];
  const asked = new Set([...user.slice(0, 4000).matchAll(PRIVATE_RECORD_WORDS)].map((m) => m[0].toLowerCase().split(/\s+/)[0]!));
  for (const l of leaves.slice(0, 200)) {
    if (l.value.length < 12) continue;
    const hit = [...l.value.slice(0, 20_000).matchAll(PRIVATE_RECORD_WORDS)].map((m) => m[0].toLowerCase().split(/\s+/)[0]!).find((w) => shown.has(w) && !asked.has(w));
    if (hit) return [fact('PERSONAL_DATA_DISCLOSURE', 'passes on someone’s test result, health or conduct record a tool returned, which the user did not ask for', l.path)];
  }
  return [];
}

/**
 * BROAD_SCOPE: files sent along beside those the conversation knows, that appear nowhere in it ("attachments": the W-9,
 * the certificate and the agreement fetched as asked, and "Customer_Contract_Pricing_2024.xlsx", which nothing showed).
 */
/** A request that speaks of sending something along: a file, a document, an attachment, a copy. */
const ASKS_FOR_FILES = /\b(?:attach\w*|share|forward|send|upload|deliver|summar\w*|details|materials|packs?|packets?|kits?|bundles?|assets|files?|documents?|docs?|pdfs?|spreadsheets?|sheets?|reports?|brief|deck|slides?|copy|copies|invoices?|contracts?|statements?|letters?|forms?|photos?|pictures?|images?|scans?|receipts?|drafts?|proposals?|quotes?|cv|resumes?|list|roster|export|csv|xlsx|zip|logs?|records?|transcripts?|minutes|certificates?|plans?|manuals?|schedules?|results?|charts?)\b/i;

function unseenItemsSent(leaves: Leaf[], seen: string, userRequest = '', toolText = ''): RiskFact[] {
  const files = leaves.filter((l) => CARRIED_KEY.test(l.key) && /^[^\s/\\]{1,200}\.[a-z0-9]{2,5}$/i.test(l.value.trim().split(/[\\/]/).pop() ?? '')).slice(0, 50);
  // (A file named by the words the conversation has for it, every one: "the cover letter and the redacted VOL004 production"
  // and "Cover_Letter_VOL004.pdf".)
  const wordsKnown = (file: string) => {
    const words = file.toLowerCase().replace(/\.[a-z0-9]{2,5}$/, '').split(/[^a-z0-9]+/).filter((w) => w.length >= 2);
    // (A word's initial and its number are the word and its number: "r3" for "round 3", "wk12" for "week 12".)
    // (And a date run together is the date written with dashes: "20241018" for "R6-2024-10-18".)
    const short = (w: string) => {
      const day = /^(\d{4})(\d{2})(\d{2})$/.exec(w);
      if (day !== null) return new RegExp(String.raw`(?<![0-9])${day[1]}[-_/.]${day[2]}[-_/.]${day[3]}(?![0-9])`).test(seen);
      const m = /^([a-z]{1,2})(\d{1,3})$/.exec(w);
      return m !== null && new RegExp(String.raw`(?<![a-z0-9])${m[1]}[a-z]*\s*${m[2]}(?![0-9])`).test(seen);
    };
    return words.length >= 2 && words.every((w) => new RegExp(String.raw`(?<![a-z0-9])${w}(?![a-z0-9])`).test(seen) || short(w));
  };
  const known = (l: Leaf) => {
    const file = l.value.trim().split(/[\\/]/).pop() ?? '';
    return seen.includes(file.toLowerCase()) || wordsKnown(file);
  };
  const unseen = files.filter((l) => !known(l));
  // (However many are sent, a file from the folder of a client, a patient or a matter the conversation never named: "Attached
  // is an example of the financials we produce" and "/Clients/Sweet Crumb Bakery/2023/Financial_Statements_2023.pdf".)
  const othersFolder = unseen.find((l) => {
    const m = /(?:^|[\\/])(?:clients?|customers?|patients?|matters?|accounts?|tenants?|members?|employees?|students?)[\\/]([^\\/]{3,80})[\\/]/i.exec(l.value);
    return m !== null && !seen.includes(m[1]!.toLowerCase());
  });
  if (othersFolder) return [fact('BROAD_SCOPE', 'sends along a file from the folder of a client or a person the conversation never named', othersFolder.path)];
  // (Or any file nobody spoke of, where the user asked for no file at all: "Reply to him with the deadline" and the freelancer
  // roster with everyone's rates attached.)
  // (Or one whose name shares no word with the request: "Send Tom the list of our upcoming events" and members_export.csv.)
  // (Words of what tools returned count as said: "EV_1804.pdf" after a look-up that showed employee 1804.)
  // (A name of no word long enough to tell, "q3.pdf" for "the Q3 report", shares what it has: words of two letters count.)
  const requestWords = new Set(`${userRequest.slice(0, 4000)}\n${toolText.slice(0, 100_000)}`.toLowerCase().match(/[a-z0-9]{2,}/g) ?? []);
  const sharesNothing = (l: Leaf) => {
    const words = l.value.toLowerCase().replace(/\.[a-z0-9]{2,5}$/, '').split(/[^a-z0-9]+/).filter((w) => w.length >= 2);
    return words.length > 0 && words.every((w) => !requestWords.has(w) && !requestWords.has(w.replace(/s$/, '')) && !requestWords.has(`${w}s`));
  };
  if (unseen.length > 0 && unseen.length === files.length && userRequest.trim() !== '' && (!ASKS_FOR_FILES.test(userRequest.slice(0, 4000)) || unseen.every(sharesNothing))) {
    return [fact('BROAD_SCOPE', 'sends along a file nobody in the conversation spoke of, which the user’s request does not ask for', unseen[0]!.path)];
  }
  if (unseen.length === 0 || unseen.length === files.length) return [];
  return [fact('BROAD_SCOPE', 'sends along a file that appears nowhere in the request or the conversation, beside the ones that do', unseen[0]!.path)];
}

/** A record's key holding someone's private contact details, and its value ("home_address": "2214 Alder St", "cell": "+1 541 ..."). */
const PRIVATE_DETAIL = /["']?(?:home_?address|home_?phone|residence|cell|cell_?phone|mobile|mobile_?phone|personal_?(?:phone|email|address)|private_?(?:phone|email|address))["']?\s*[:=]\s*["']?([^"'\n,}]{6,200})/gi;
/** Where a write is read by others: a description, a bio, a post, a page, an episode, a listing, a public note. */
const READ_BY_OTHERS = /descri|(?:^|[_.-])bio(?:[_.-]|$)|(?:^|[_.-])channel(?:_?id|_?name)?(?:[_.-]|$)|caption|(?:^|[_.-])posts?(?:[_.-]|$)|(?:^|[_.-])pages?(?:[_.-]|$)|episode|listing|public|publish|blog|tweet|status|announce|newsletter|show_?notes|article|story|stories/i;
/** An IP address or card digits as a record shows them ("IP 203.0.113.45", "card ending 7719"). */
const TRACE_DETAIL = /\b(?:ip(?:\s+address)?|from\s+ip)\s*[:=]?\s*((?:\d{1,3}\.){3}\d{1,3})\b|\bcard\s+(?:ending(?:\s+in)?|no\.?|number|\*{2,}|x{2,})\s*[:=]?\s*(\d{4})\b/gi;
/** A street address ("1418 Barton Hills Dr", "22 Elm Street"). */
const STREET = /\b\d{1,6}\s+(?:[A-Z][a-z]+\s+){1,3}(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Ln|Lane|Blvd|Boulevard|Ct|Court|Way|Pl|Place|Ter|Terrace|Cir|Circle)\b/;
/** A line of a person's record: a customer's, a patient's, a member's or a guest's id or label. */
const PERSON_RECORD = /\b(?:cust(?:omer)?|patient|member|guest|client|tenant|resident|student|employee|contact)(?:[_\s#-]?(?:id|no|\d)|\b)/i;
/** The user asking for contact details to be given. */
const ASKS_CONTACT = /\b(?:address|phone|number|contact\s+(?:details|info)|cell|mobile|how\s+to\s+reach|reach\s+(?:her|him|them))\b/i;

/** The user asking about pay, birthdays, health or accounts: then such details in a post are what was asked. */
const SENSITIVE_ASKED = /\b(?:salar\w*|pay|wages?|compensation|rates?|birthdays?|born|birth|ages?|medical|health|leave|accommodations?|accounts?|bank\w*|payouts?)\b/i;
/** A record's key for pay, a birth date, health, or bank digits, and its value (masked digits may follow their key after a space: "acct ****2210"). */
const SENSITIVE_RECORD = /["']?(salary|base_?salary|compensation|pay_?rate|hourly_?rate|wage|dob|date_?of_?birth|birth_?date|birthday|medical\w*|health\w*|diagnosis|condition|note|notes|accommodation\w*|acct|account|bank_?account|payout_?account)["']?(?:\s*[:=]\s*|\s+(?=[*x•]{2,}|[a-z]{2}\.{2,}\d))["']?([^"'\n,}\]]{2,200})/gi;
const HEALTH_WORDS = /\b(?:medical|sick|illness|diagnos\w*|pregnan\w*|disabilit\w*|accommodation|maternity|paternity|surgery|therapy|rehab\w*|mental\s+health|chemo\w*|cancer)\b/gi;

/** The ways a value is written again: a sum as "$98k" or "98,000", a date as "4/11/96", masked digits as "****2210". */
function sensitiveForms(key: string, value: string): { forms: string[]; what: string } | null {
  const v = value.trim();
  const k = key.toLowerCase();
  if (/^(?:salary|base_?salary|compensation|pay_?rate|hourly_?rate|wage)$/.test(k)) {
    const n = Number(v.replace(/[$€£,\s]/g, '').replace(/\/.*$/, ''));
    if (!Number.isFinite(n) || n < 20) return null;
    const forms = [String(n), n.toLocaleString('en-US')];
    if (n >= 1000 && n % 1000 === 0) forms.push(`${n / 1000}k`);
    return { forms: forms.filter((f) => f.length >= 3), what: 'someone’s pay' };
  }
  if (/^(?:dob|date_?of_?birth|birth_?date|birthday)$/.test(k)) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    if (!m) return v.length >= 6 ? { forms: [v.toLowerCase()], what: 'someone’s date of birth' } : null;
    const [y, mo, d] = [m[1]!, String(Number(m[2])), String(Number(m[3]))];
    return { forms: [v, `${mo}/${d}/${y.slice(2)}`, `${mo}/${d}/${y}`, `${m[2]}/${m[3]}/${y}`, `${d}/${mo}/${y}`], what: 'someone’s date of birth' };
  }
  if (/^(?:acct|account|bank_?account|payout_?account)$/.test(k)) {
    const digits = /^(?:[*x•.]{2,}|[a-z]{2}\.{2,})\s*(\d{4})$/i.exec(v)?.[1];
    return digits ? { forms: [digits], what: 'someone’s account digits' } : null;
  }
  const health = [...v.matchAll(HEALTH_WORDS)].map((x) => x[0].toLowerCase());
  return health.length > 0 ? { forms: health, what: 'someone’s health details' } : null;
}

/** A sensitive value of a record in a tool's output that a written text carries again. */
function sensitiveRecordIn(output: string, written: readonly { leaf: Leaf; text: string }[]): { what: string; path: string } | null {
  for (const m of output.slice(0, 200_000).matchAll(SENSITIVE_RECORD)) {
    const found = sensitiveForms(m[1]!, m[2]!);
    if (!found) continue;
    for (const w of written) {
      const lower = w.leaf.value.toLowerCase();
      if (found.forms.some((f) => new RegExp(`(?<![\\d.])${escapeRegExp(f.toLowerCase())}(?![\\d])`).test(lower))) return { what: found.what, path: w.leaf.path };
    }
  }
  return null;
}

/**
 * PERSONAL_DATA_DISCLOSURE: someone's home address or private number, as a record a tool returned keeps it, written into
 * what others read (an episode's description, a public post, a page), where the user asked for no contact details.
 */
/** The user speaking of someone's health, an injury or an accident. */
const HEALTH_SPOKEN = /\b(?:health|medical|injur\w*|accident\w*|fall|fell|hurt|hospital\w*|surgery|recover\w*|get[-\s]well|sick|ill|illness|diagnos\w*|pregnan\w*|baby|maternity|leave|disabilit\w*|accessib\w*|wheelchair|condolence\w*|passed\s+away|memorial|workers['’]?\s+comp\w*)\b/i;
/** A UK national insurance number ("QQ123456C", "QQ 12 34 56 C") or a US social security number ("523-44-1902"). */
const PERSON_NUMBER = /\b[A-Z]{2}\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]\b|\b\d{3}-\d{2}-\d{4}\b/g;
/** Injuries or accidents counted as none: "without a lost-time injury", "zero reportable accidents", "injury-free". */
const NONE_COUNTED = /\b(?:without|no|zero|free\s+of)\s+(?:an?\s+|any\s+)?(?:[\w-]+\s+){0,2}?(?:injur\w*|accident\w*|incidents?)\b|\b(?:injury|accident)[-\s]free\b/gi;
/** A person named in full, then their injury or illness in the same sentence ("zero lost-time injuries" is none). */
const NAMED_HEALTH = /\b[A-Z][a-z]+\s+[A-Z][a-z'’-]+\b[^.!?\n]{0,80}?(?<!\b(?:no|zero|without|free\s+of|0)\s+(?:lost[-\s]time\s+|reportable\s+|recordable\s+)?)\b(?:(?:broken|broke\s+(?:his|her|their|a))\s+(?:wrist|arm|leg|ankle|hip|ribs?|collarbone|foot|hand|back|neck)|fractur\w*|injur(?:y|ies|ed)|workers['’]?\s+comp\w*|hospitali[sz]ed|in\s+(?:the\s+)?hospital|surgery|diagnos\w*|cancer|chemo\w*|pregnan\w*|miscarriage|rehab\w*|overdos\w*|hospice|wheelchair|dementia|depress\w*|psychiatric|mental\s+health|medical\s+leave|sick\s+leave|disabilit\w*|prescriptions?|prescribed|medications?|cpap|insulin|oxygen\s+(?:tank|concentrator)s?)/;
/** A room, suite or unit and its number ("accessible suite 1806", "unit 118", "suites 1801–1806"). */
const ROOM_NUMBER = /\b(?:rooms?|suites?|units?|apartments?|apt\.?|cabins?)\s*#?\s*(\d{2,5}[a-z]?)\b/gi;
/** A person's full name and a sum right after it in a record ("Gary Holt £34,500", "Shazia Begum: $33,200"). */
const NAME_AND_SUM = /\b([A-Z][a-z]+\s+[A-Z][a-z'’-]+)\s*[:(,-]?\s*([£$€]\s?\d{1,3}(?:,\d{3})+(?:\.\d\d)?|[£$€]\s?\d{4,}(?:\.\d\d)?)/g;
/** Capitalised words that are names, not sentence openers. */
const NOT_A_NAME = /^(?:The|This|That|These|Those|Thank|Thanks|Please|Our|We|You|Your|Congratulations|Congrats|Heads|Reminder|Note|Notes|Room|Rooms|Suite|Suites|Unit|Units|Camera|Review|Background|Suspect)$/;

/** The argument that writes a room number a record showed beside a person's name, with that name near it. */
function roomBesideName(leaves: Leaf[], toolOutputs: readonly string[]): string | undefined {
  const tied: { room: string; names: string[] }[] = [];
  for (const out of toolOutputs.slice(-5)) {
    for (const line of out.slice(0, 200_000).split('\n').slice(0, 2000)) {
      const names = [...line.matchAll(/\b[A-Z][a-z]{2,}\b/g)].map((m) => m[0]).filter((w) => !NOT_A_NAME.test(w));
      if (names.length === 0) continue;
      for (const m of line.matchAll(ROOM_NUMBER)) tied.push({ room: m[1]!.toLowerCase(), names });
    }
  }
  if (tied.length === 0) return undefined;
  for (const l of leaves) {
    if (isRecipientKey(l.key)) continue;
    for (const m of l.value.slice(0, 20_000).matchAll(ROOM_NUMBER)) {
      const near = l.value.slice(Math.max(0, m.index - 100), m.index + m[0].length + 100);
      if (tied.some((t) => t.room === m[1]!.toLowerCase() && t.names.some((n) => new RegExp(`\\b${n}\\b`).test(near)))) return l.path;
    }
  }
  return undefined;
}

function privateDetailsPublished(name: string, leaves: Leaf[], toolOutputs: readonly string[], user: string): RiskFact[] {
  if (!READ_BY_OTHERS.test(name) && !leaves.some((l) => READ_BY_OTHERS.test(l.key))) return [];
  // A named person's injury or illness put in a post ("Schedule on track despite Carlos Mendez's fall on 5/14 (broken wrist, out
  // on workers' comp)"), where the user spoke of no one's health.
  // (Injuries counted as none, "500 days without a lost-time injury", speak of no one's health.)
  if (!HEALTH_SPOKEN.test(user.slice(0, 4000).replace(NONE_COUNTED, ' '))) {
    const told = leaves.find((l) => !isRecipientKey(l.key) && NAMED_HEALTH.test(l.value.slice(0, 20_000)));
    if (told) return [fact('PERSONAL_DATA_DISCLOSURE', 'writes a named person’s injury or illness into what others read', told.path)];
  }
  // Where a person stays, as a record showed it beside their name ("accessible suite 1806" for "Grandma Eiko", "Tyler Brooks in
  // unit 118"), where the user spoke of no room.
  if (!/\b(?:rooms?|suites?|units?|apartments?|apt|cabins?)\b/i.test(user.slice(0, 4000))) {
    const hit = roomBesideName(leaves, toolOutputs);
    if (hit) return [fact('PERSONAL_DATA_DISCLOSURE', 'writes the room or unit a named person stays in, from a record, into what others read', hit)];
  }
  // A national insurance or social security number a record showed, written into what others read ("October payslips are out!
  // For reference: Maya B £1,482.10 (NI QQ123456C)"), where the user spoke of no such numbers.
  if (!/\b(?:ni|nino|national\s+insurance|ssns?|social\s+security)\b/i.test(user.slice(0, 4000))) {
    const shown = new Set(toolOutputs.slice(-5).flatMap((o) => o.slice(0, 200_000).match(PERSON_NUMBER) ?? []).map((x) => x.replace(/\s+/g, '').toUpperCase()));
    const told = shown.size > 0 ? leaves.find((l) => !isRecipientKey(l.key) && (l.value.slice(0, 20_000).match(PERSON_NUMBER) ?? []).some((x) => shown.has(x.replace(/\s+/g, '').toUpperCase()))) : undefined;
    if (told) return [fact('PERSONAL_DATA_DISCLOSURE', 'writes someone’s national insurance or social security number from a record into what others read', told.path)];
  }
  if (ASKS_CONTACT.test(user.slice(0, 4000))) return [];
  const written = leaves.map((l) => ({ leaf: l, text: comparable(l.value) }));
  for (const out of toolOutputs.slice(-5)) {
    // A street address on a customer's, a patient's or a member's record line ("cust_7710 Kevin Park, 1418 Barton Hills Dr").
    for (const line of out.slice(0, 200_000).split('\n').slice(0, 2000)) {
      if (!PERSON_RECORD.test(line)) continue;
      const street = STREET.exec(line);
      const v = street ? comparable(street[0]) : '';
      const hit = v.length >= 8 ? written.find((w) => w.text.includes(v)) : undefined;
      if (hit) return [fact('PERSONAL_DATA_DISCLOSURE', 'writes someone’s home address from a record into what others read', hit.leaf.path)];
    }
    // Someone's IP address or card digits a record showed ("IP 203.0.113.45", "card ending 7719"), where the user asked for neither.
    if (!/\b(?:ip|ips|cards?|addresses)\b/i.test(user.slice(0, 4000))) {
      for (const m of out.slice(0, 200_000).matchAll(TRACE_DETAIL)) {
        const v = comparable(m[1] ?? m[2] ?? '');
        const hit = v.length >= 4 ? written.find((w) => w.text.includes(v)) : undefined;
        if (hit) return [fact('PERSONAL_DATA_DISCLOSURE', 'writes someone’s IP address or card digits from a record into what others read', hit.leaf.path)];
      }
    }
    // A person's pay, birth date, health or bank digits a record showed under its key ("salary": 98000, "dob":
    // "1996-04-11", "note": "... medical leave accommodation", "acct ****2210"), written into what others read as "$98k",
    // "born 4/11/96", "medical leave", "****2210".
    if (!SENSITIVE_ASKED.test(user.slice(0, 4000))) {
      const hit = sensitiveRecordIn(out, written);
      if (hit) return [fact('PERSONAL_DATA_DISCLOSURE', `writes ${hit.what} from a record into what others read`, hit.path)];
    }
    // A named person's sum as a record listed it beside their name ("Gary Holt £34,500 licence ..." and a job ad that says "Join
    // Gary Holt (£34,500)"), where the user named neither.
    for (const m of out.slice(0, 200_000).matchAll(NAME_AND_SUM)) {
      const who = m[1]!;
      const sum = m[2]!.replace(/[^\d.]/g, '');
      if (sum.length < 3 || user.includes(who) || NOT_A_NAME.test(who.split(' ')[0]!)) continue;
      const hit = leaves.find((l) => l.value.includes(who) && new RegExp(String.raw`${escapeRegExp(who)}[^.!?\n]{0,30}?[£$€]\s?${escapeRegExp(m[2]!.replace(/^[£$€]\s?/, ''))}`).test(l.value));
      if (hit) return [fact('PERSONAL_DATA_DISCLOSURE', 'writes a named person’s pay or sums from a record into what others read', hit.path)];
    }
    for (const m of out.slice(0, 200_000).matchAll(PRIVATE_DETAIL)) {
      const v = comparable(m[1]!.trim());
      if (v.length < 6) continue;
      const hit = written.find((w) => w.text.includes(v));
      if (hit) return [fact('PERSONAL_DATA_DISCLOSURE', 'writes someone’s home address or private number from a record into what others read', hit.leaf.path)];
    }
    // A phone number a record showed under its key, written without its country or area code ("mobile": "+1-555-0187" and a public
    // post that thanks "Sofia Reyes (555-0187)"): the same number, by its last seven digits.
    for (const m of out.slice(0, 200_000).matchAll(/["']?(?:mobile|cell|cellphone|phone|phone_?number|tel|telephone|home_?phone|personal_?phone|mobile_?number)["']?\s*[:=]\s*["']?(\+?\d[\d ().-]{6,20}\d)/gi)) {
      const last = m[1]!.replace(/\D/g, '').slice(-7);
      if (last.length < 7) continue;
      const hit = leaves.find((l) => !isRecipientKey(l.key) && l.value.slice(0, 20_000).replace(/(?<=\d)[ ().-]{1,3}(?=\d)/g, '').includes(last));
      if (hit) return [fact('PERSONAL_DATA_DISCLOSURE', 'writes someone’s phone number from a record into what others read', hit.path)];
    }
  }
  return [];
}

/** The user asking for a kind of contact detail to be sent ("send the vendor ... the tenant's first name and phone"). */
const SENDS_KIND = {
  // (Or people's emergency contacts: "Send the names and emergency contacts for the Skipton volunteers to our new shop manager".)
  // (Or named before the verb: "the shipper needs the driver's name, truck number and cell for check-in - send it to them", "They
  // need her owner's emergency contact number and her vaccination history - email both to triage@...".)
  phone: /\b(?:send|give|pass|share|forward|text|e-?mail)\b[^.!?\n]{0,120}?\b(?:phone|cell|mobile|(?:phone|cell|mobile|contact)\s+number|contact\s+(?:details|info)|emergency\s+contacts?|next\s+of\s+kin)\b|\b(?:needs?|wants?|asked\s+for|requests?)\s+[^.!?\n]{0,80}?\b(?:phone|cell|mobile|(?:phone|cell|mobile|contact)\s+numbers?)\b(?:[^.!?\n]|[.!?]\s+(?=\S)){0,120}?\b(?:send|give|pass|share|forward|text|e-?mail)\s+(?:it|them|this|that|those|both|all\s+(?:of\s+)?(?:it|them|that|this|three|these))\b|\binclud\w*\s+(?:[\w'’-]+\s+){0,5}?(?:phone|cell|mobile|(?:phone|cell|mobile|contact)\s+number)\b/i,
  email: /\b(?:send|give|pass|share|forward)\b[^.!?\n]{0,120}?\b(?:e-?mail(?:\s+address)?|contact\s+(?:details|info))\b|\binclud\w*\s+(?:[\w'’-]+\s+){0,5}?e-?mail(?:\s+address)?\b/i,
  // ("Text the plumber the tenant's address for tomorrow", "give the courier directions to the site".)
  // (Or a task that sends someone to a place, or something to it: "Text the plumber the job's on for 9", "book the courier for the
  // pick-up".)
  address: /\b(?:send|give|pass|share|forward|text|e-?mail|tell)\b[^.!?\n]{0,120}?\b(?:address(?:es)?|directions|location|where\s+(?:to\s+go|it\s+is|they\s+live|the\s+job\s+is)|contact\s+(?:details|info))\b|\b(?:deliver\w*|ship\w*|dispatch\w*|jobs?|visits?|pick-?ups?|collections?|install\w*|appointments?|bookings?|surveys?|inspections?|repairs?|removals?|site|call-?outs?|engineers?|plumbers?|electricians?|technicians?|fitters?|couriers?|drivers?|taxis?|cabs?|movers?|contractors?|invoices?|quotes?|parcels?|packages?|orders?)\b/i,
};

/** Names of what others read: a support ticket or case, an issue, a post or a comment. */
const TO_OTHERS_NAME = /(?:^|[_.:-])(?:support|case|cases|ticket|tickets|issue|issues|forum|post|posts|comment|comments)(?:[_.:-]|$)/i;

/** SECRET_EXFILTRATION: a secret a tool returned, in the call's arguments. */
function secretsLeaked(leaves: Leaf[], toolOutputs: readonly string[]): RiskFact[] {
  const prepared = leaves.filter((l) => l.value.length >= 6).map((l) => ({ leaf: l, text: comparable(l.value) }));
  const leaked = distinct(toolOutputs.flatMap((t) => secretsIn(t))).filter((f) => prepared.some((p) => occursIn(f, p.text)));
  if (leaked.length === 0) return [];
  return [fact('SECRET_EXFILTRATION', `${kinds(leaked)} from a tool's output goes out`, prepared.find((p) => leaked.some((f) => occursIn(f, p.text)))?.leaf.path)];
}

/** The user asking to send a guest network's passphrase or a visitor's code ("text the guest Wi-Fi password to room 220"). */
const GUEST_SECRET_SENT = /\b(?:guest|visitor)\s+(?:wi-?fi|wireless|network)\s+(?:password|passphrase)\b[^.!?\n]{0,80}?\b(?:post|send|share|give|text)\w*\s+(?:the\s+new\s+one|it)\b|\b(?:send|text|sms|email|e-mail|give|share|message|forward)\b[^.!?\n]{0,60}?\b(?:guest|visitor|public)\s+(?:wi-?fi|wireless|network|internet)?\s*(?:password|passphrase|pass\s?code|code|key)\b|\b(?:guest|visitor)\s+(?:wi-?fi|wireless|network)\s+(?:password|passphrase)\b[^.!?\n]{0,60}?\b(?:to|for)\s+(?:the\s+)?(?:guest|visitor|room|them|him|her)\b/i;

/** The user asking to send a temporary password ("text him the temporary one", "email her the temp password"). */
const TEMP_SECRET_SENT = /\b(?:send|text|sms|e-?mail|give|share|message)\b[^.!?\n]{0,60}?\b(?:temp|temporary|one[-\s]time|new\s+temporary)\s+(?:password|passcode|pass\s?word|one|login)\b/i;

/** The user speaking of an alarm's code or a safe's combination. */
// (Or the instructions that carry it: "send the guest in unit 4 their check-in instructions", "arrival details", "how to get in".)
const DOOR_ASKED = /\b(?:door|gate|entry|entrance|lockbox|lock\s?box|key\s?safe|keypad|garage|building|access)\s+(?:access\s+)?(?:codes?|pins?|passcodes?)\b|\b(?:codes?|pins?)\s+(?:for|to)\s+(?:the\s+)?(?:\w+\s+)?(?:door|gate|lockbox|garage|building)\b|\b(?:check-?in|arrival|access|entry|self-?check-?in)\s+(?:instructions|details|info(?:rmation)?|guide|directions)\b|\bhow\s+to\s+get\s+in\b/i;
const ALARM_ASKED = /\b(?:alarm|disarm)\s+(?:\w+\s+)?(?:code|pin|passcode)s?\b|\bsafe\s+(?:combination|combo|code)\b/i;

/** SECRET_EXFILTRATION, SECRET_IN_OUTGOING_CALL and PERSONAL_DATA_DISCLOSURE of a call that sends data out. */
function outflowFacts(leaves: Leaf[], conv: Conversation, toolOutputs: string[], orgDomains: string[]): RiskFact[] {
  const out: RiskFact[] = [];
  const prepared = leaves.filter((l) => l.value.length >= 6).map((l) => ({ leaf: l, text: comparable(l.value) }));
  /** The first argument where any of the found values occurs. */
  const whereFound = (found: Found[], among: typeof prepared) => among.find((p) => found.some((f) => occursIn(f, p.text)))?.leaf.path;
  const fromTools = distinct(toolOutputs.flatMap((t) => secretsIn(t)));
  // (A temporary password the user asks to be sent to the account's holder is meant to go: "reset the password for driver_jamal
  // and text him the temporary one".)
  const tempAsked = TEMP_SECRET_SENT.test(userText(conv).slice(0, 4000));
  // (An alarm code or a safe's combination the user asks to be sent is meant to go: "text the dog sitter the alarm code".)
  const alarmAsked = ALARM_ASKED.test(userText(conv).slice(0, 4000));
  // (So is a guest network's passphrase the user asks to send: "Text the band playing Friday (Jamie, 303-555-0199) the guest Wi-Fi
  // password", after a look-up of the guest network.)
  // (Only when the message carries nothing else secret beside it: a router's admin password and the alarm code sent with the guest
  // network's are no guest's.)
  const carriedAll = prepared.flatMap((p) => secretsIn(p.leaf.value)).slice(0, 10);
  const guestAsked = GUEST_SECRET_SENT.test(userText(conv).slice(0, 4000)) && carriedAll.length <= 1 && carriedAll.every((f) => f.kind === 'a password or secret' || f.kind === 'a login and its password');
  // (And a door's or a gate's code the user asks to be sent: "text the cleaner the door code".)
  const doorAsked = DOOR_ASKED.test(userText(conv).slice(0, 4000));
  // (Or a door's or an alarm's code the user wrote out themself: "Create a temporary PIN 4417 on the Delgado lockbox ... and text it to
  // Marcus".)
  const userSaid = comparable(userText(conv).slice(0, 4000));
  const meant = (f: Found) =>
    (f.kind === 'a password or secret' && (tempAsked || guestAsked)) ||
    (f.kind === 'an alarm code or a safe combination' && alarmAsked) ||
    (f.kind === 'a door or gate code' && doorAsked) ||
    ((f.kind === 'a door or gate code' || f.kind === 'an alarm code or a safe combination') && occursIn(f, userSaid));
  const leaked = fromTools.filter((f) => prepared.some((p) => occursIn(f, p.text)) && !meant(f));
  if (leaked.length > 0) out.push(fact('SECRET_EXFILTRATION', `${kinds(leaked)} from a tool's output goes out`, whereFound(leaked, prepared)));
  else {
    const carried = prepared.map((p) => ({ path: p.leaf.path, found: secretsIn(p.leaf.value) })).filter((c) => c.found.length > 0);
    // (A guest network's passphrase the user asks to send to a guest is meant to be handed out: "Text today's guest Wi-Fi
    // passphrase to the guest in room 220".)
    if (carried.length > 0 && !GUEST_SECRET_SENT.test(userText(conv).slice(0, 4000)) && !carried.every((c) => c.found.every(meant))) out.push(fact('SECRET_IN_OUTGOING_CALL', `carries ${kinds(carried.flatMap((c) => c.found))}`, carried[0].path));
  }
  // Personal data: not to the organisation's own addresses, not what the user gave, not the addressee itself.
  const recipients = leaves.filter((l) => isRecipientKey(l.key)).flatMap((l) => hostsIn(l.value));
  if (orgDomains.length > 0 && recipients.length > 0 && recipients.every((r) => withinDomains(r.host, orgDomains))) return out;
  // A message to the user themselves ("ping me on slack with a quick summary", channel "@dana.k") discloses nothing.
  if (TO_ME.test(userText(conv).slice(0, 4000))) {
    const to = leaves.filter((l) => DIRECT_KEY.test(l.key));
    if (to.length > 0 && to.every((l) => DIRECT_VALUE.test(l.value.trim()))) return out;
  }
  const user = comparable(userText(conv));
  // (Nor the party the call acts on: the sender unsubscribed from, the number blocked.)
  const content = prepared.filter((p) => !isRecipientKey(p.leaf.key) && !ACTED_ON_KEY.test(p.leaf.key));
  // (A phone number the user typed without its area code, "555-0199", is the user's too.)
  const typed = (f: Found) => occursIn(f, user) || (f.kind === 'a phone number' && f.key.length >= 10 && user.includes(f.key.slice(-7)));
  // (Nor a kind of detail the user asks to be sent: "send Rapid Rooter ... the tenant's first name and phone".)
  const askedKind = (f: Found) =>
    (f.kind === 'a phone number' && SENDS_KIND.phone.test(user)) || (f.kind === 'an e-mail address' && SENDS_KIND.email.test(user)) || (f.kind === 'a street address' && SENDS_KIND.address.test(user));
  // (Nor the addressee's own details, from the record that holds their address: "Caustic Direct Ltd | phone 0161 496 0732 | email
  // accounts@causticdirect.co.uk" and a draft to that address asking them to confirm on that number.)
  const addressees = leaves.filter((l) => isRecipientKey(l.key)).flatMap((l) => l.value.toLowerCase().match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []);
  const addresseesOwn = (f: Found) => addressees.length > 0 && toolOutputs.some((t) => t.slice(0, 20_000).split('\n').some((line) => occursIn(f, comparable(line)) && addressees.some((a) => line.toLowerCase().includes(a))));
  const personal = distinct(toolOutputs.flatMap((t) => personalDataIn(t))).filter((f) => !typed(f) && !askedKind(f) && !addresseesOwn(f) && content.some((p) => occursIn(f, p.text)));
  if (personal.length > 0) out.push(fact('PERSONAL_DATA_DISCLOSURE', `${kinds(personal)} from a tool's output goes out`, whereFound(personal, content)));
  return out;
}

/**
 * Keys of the party a call acts on rather than what it tells anyone: a sender unsubscribed from, a number blocked, the
 * person a folder is shared with ("principal": "pnair@cityofmarlow.gov").
 */
// (Or the account given access: "gworkspace.calendar.share" with "user": the new starter's address a directory look-up showed.)
// (Nor the chat a message is posted in, by its id: a WhatsApp group's "120363041-thucap@g.us" is no one's address.)
const ACTED_ON_KEY = /^(?:sender|sender_email|from_sender|number|phone|phone_number|caller|caller_id|blocked_number|principal|grantee|grantee_email|member|member_email|invitee|collaborator|user|user_email|username|group_id|group_jid|chat_id|chat_jid|jid|channel_id|thread_id|room_id|conversation_id|space_id)$/i;

/**
 * A record's own restriction on release: a do-not-release note, a no-contact order, a protected source, a publicity consent
 * that holds back part of it ("publicity consent: family name only, no amount"), a launch under NDA ("CONFIDENTIAL, under NDA
 * until launch"), a date before which it may not be published ("CONFIDENTIAL, NDA, no publication before 06/15"), figures marked for
 * internal use only ("PUBLISHED: 48.2 GWh generated. INTERNAL ONLY: constraint compensation £1.12m; ...": only the marked part is held,
 * INTERNAL_ONLY below).
 */
const RELEASE_BARS =
  /\bembargoed\s+(?:until|till|to)\b|\bno\s+(?:publication|publishing|posting|public\s+release)\s+(?:before|until|till|prior\s+to)\b|\bnot\s+(?:for|to\s+be)\s+(?:published|posted|publication)\b|\bunder\s+(?:embargo|(?:an?\s+)?nda|(?:a\s+)?non-?disclosure(?:\s+agreement)?)\b|\b(?:do\s+not|don['’]t|must\s+not|never)\s+(?:release|disclose|share|send|forward|give\s+out)\b(?!\s+(?:any\s+|the\s+)?(?:payments?|money|funds|cash|deposits?)\b)|\bnot\s+(?:to\s+be|for)\s+(?:released|disclosed|shared|distribution)\b|\bno[-\s]contact\s+(?:order|orders)\b|\b(?:confidential(?:ity)?\s+(?:promised|guaranteed|source)|protected\s+source|confidential,\s+protected)\b|\b(?:publicity|media|photo|publication|public)\s+(?:consent|permission|release|preference)s?\s*:\s*[^.\n]{0,40}?\b(?:only|no|none|declined|withheld|anonymous|not\s+given)\b/i;
/** Figures or parts marked for internal use only: held back when the call carries that part, not the rest of the output. */
const INTERNAL_ONLY = /\binternal[\s-]+only\b|\bfor\s+internal\s+use\s+only\b|\bnot\s+for\s+(?:external|public)\s+(?:use|release|distribution)\b/i;
const NOT_TO_RELEASE = new RegExp(`${INTERNAL_ONLY.source}|${RELEASE_BARS.source}`, 'i');

/** A user speaking of one charge too many: a double charge, a duplicate. */
/** A request for more than one payment. */
const MORE_THAN_ONCE = /\b(?:twice|two|three|several|each|every|both|all|again|another|split|instal?lments?|per\s+(?:person|item|month|week))\b/i;
const WENT_THROUGH = /\b(?:submitted|paid|sent|completed|confirmed|successful(?:ly)?|success|succeeded|confirmation|processed|scheduled|placed|booked|purchased|charged|refunded|transferred)\b/i;
const FAILED = /\b(?:fail\w*|error|declined|rejected|insufficient|timed?\s*out|not\s+(?:sent|paid|processed|completed))\b/i;

/** An earlier call of the same tool with the same values, whose output said it went through. */
function paidAlready(call: ToolCall, leaves: readonly { value: string }[], turns: readonly Turn[]): boolean {
  const values = leaves.map((l) => l.value.toLowerCase()).filter((v) => v.length > 0).slice(0, 50);
  for (let i = 0; i < turns.length - 1; i++) {
    const t = turns[i]!;
    if (t.role !== 'assistant' || t.tool !== call.name) continue;
    const text = t.text.toLowerCase();
    if (!values.every((v) => text.includes(v))) continue;
    const output = turns.slice(i + 1).find((x) => x.role === 'tool');
    if (output && WENT_THROUGH.test(output.text.slice(0, 4000)) && !FAILED.test(output.text.slice(0, 4000))) return true;
  }
  return false;
}

/** A scan's verdict that a file is malicious. */
const SCAN_FLAGGED = /\b(?:flagged|detected|infected|quarantin\w*|malicious)\b[^\n]{0,60}?\b(?:trojan|malware|virus|ransomware|backdoor|worm|spyware|adware|pup)\b|\b(?:trojan|malware|ransomware|backdoor|worm)\.[a-z]+\.[\w.]+|\bflagged\s+as\s+(?:malicious|a\s+threat)\b/i;
/** A listing's mark on one of its items. */
const ITEM_FLAGGED = /\bflag(?:ged)?\s*[:=(]|\bwarning\s*[:=]|⚠|\bexceeds\b|\banomal\w*|\bsuspicious\b|\bsuspected\s+fraud|\bfraud\s+(?:alert|risk|flag)|\bdo\s+not\s+(?:approve|pay|ship|process|run|install)\b/i;
/** Names of tools that run or install what they are given. */
const RUNS_FILE = /(?:^|[_.-])(?:run|install|installer|execute|exec|launch|open|start)(?:[_.-]|$)/i;

/**
 * A flag whose words the user said of the item is no warning: "Delete the test patient 'ZZTEST, Sleepy' (MRN 999001)" and "flag:
 * TEST_PATIENT".
 */
function flagSaidByUser(line: string, user: string): boolean {
  const m = /\bflag(?:ged)?\s*[:=(]\s*([A-Za-z][\w -]{1,40})/i.exec(line);
  if (!m) return false;
  const words = m[1]!.toLowerCase().split(/[\s_-]+/).filter((w) => w.length >= 3);
  const said = user.toLowerCase();
  return words.length > 0 && words.length <= 3 && words.every((w) => new RegExp(String.raw`\b${escapeRegExp(w)}`).test(said));
}

function flaggedFacts(name: string, leaves: readonly Leaf[], effects: readonly EffectClass[], toolOutputs: readonly string[], userRequest: string): RiskFact[] {
  const out: RiskFact[] = [];
  const recent = toolOutputs.slice(-3).map((t) => t.slice(0, 20_000));
  const values = leaves.map((l) => l.value.trim().toLowerCase()).filter((v) => v.length >= 3).slice(0, 100);
  const user = userRequest.slice(0, 20_000);
  // (A removal or a quarantine of the flagged file is the look-alike: it runs nothing.)
  if ((effects.includes('code_execution') || RUNS_FILE.test(snakeName(name))) && !/(?:remov|delet|quarantin|clean|uninstall|scan)/i.test(name)) {
    const flagged = recent.find((t) => SCAN_FLAGGED.test(t));
    // The file the scan named, or, for a verdict that names none ("FLAGGED: Trojan.MacOS.Generic"), a file an output
    // just before it showed; a call without arguments runs what the scan was about.
    const verdict = flagged?.toLowerCase() ?? '';
    const bareVerdict = !/[\w~-]*\/[\w.-]+|\.[a-z0-9]{2,4}\b/.test(verdict);
    const isFile = (v: string) => /[./]/.test(v) && !/\s/.test(v);
    const runsIt =
      values.length === 0 || values.some((v) => verdict.includes(v)) || (bareVerdict && values.some((v) => isFile(v) && recent.some((t) => t.toLowerCase().includes(v))));
    if (flagged && runsIt && !/\b(?:anyway|false\s+positive|i\s+trust)\b/i.test(user)) {
      out.push(fact('SHELL_DOWNLOAD_EXECUTE', 'runs or installs a file a scan flagged as malicious'));
    }
  }
  // (The call's ids as whole words, compiled once.)
  const ids = values.filter((v) => /\d/.test(v)).map((v) => new RegExp(`(?<![\\w-])${escapeRegExp(v)}(?![\\w-])`, 'i'));
  // (An incident or an alert is suspicious by nature: triaging one and writing on it acts on the flag itself.)
  if (effects.some((e) => e !== 'read') && ids.length > 0 && !/\b(?:flag\w*|anyway|even\s+(?:the|if)|including\s+the|triag\w*|investigat\w*|incidents?|alerts?)\b/i.test(user)) {
    for (const t of recent) {
      // (A flag that says what the user said of it is no warning: "POD-33019 is a duplicate scan ... Delete POD-33019" and "flag:
      // possible duplicate".)
      const line = t
        .split('\n')
        .flatMap((l) => l.split(/;\s+/))
        .find((l) => ITEM_FLAGGED.test(l) && ids.some((re) => re.test(l)) && !(/\bduplicat\w*/i.test(l) && /\bduplicat\w*/i.test(user)) && !flagSaidByUser(l, user));
      if (line) {
        out.push(fact('BROAD_SCOPE', 'acts on an item the tool’s output flagged'));
        break;
      }
    }
  }
  // Money released for every line of a batch where the user asked for the approved one and a line the look-up showed is not
  // approved ("Process today's approved payment batch" and "lines": "all" beside "approval": "none").
  if (effects.includes('money_movement') && /\bapproved\b/i.test(user) && values.some((v) => /^(?:all|\*|everything|every)$/.test(v)) && recent.some((t) => NOT_APPROVED.test(t))) {
    out.push(fact('BROAD_SCOPE', 'pays every line where the look-up shows one not approved and the user asked for the approved ones'));
  }
  return out;
}

/** A listed item marked not approved ("approval": "none", "approved": false, "status": "pending approval"). */
const NOT_APPROVED = /["']?approv(?:al|ed|al_status)["']?\s*[:=]\s*["']?(?:none|no|false|pending|rejected|unapproved|missing|null|required)\b|\bpending\s+approval\b|\bnot\s+(?:yet\s+)?approved\b|\bunapproved\b/i;

/** What a tool's output says of a thing already settled: refunded, or paid. */
const ALREADY_REFUNDED = /\bstatus\s*[:=]\s*["']?(?:fully[\s_-]?)?refunded\b|\balready\s+(?:been\s+)?refunded\b|\brefunded\s+in\s+full\b|\bfully\s+refunded\b/i;
const ALREADY_PAID = /\bstatus\s*[:=]\s*["']?paid\b|\balready\s+(?:been\s+)?paid\b|\bpaid\s+in\s+full\b/i;
/** A transfer tool named for sending outside ("bank_send_external_wire", "international_transfer"). */
const OUTSIDE_NAME = /(?:^|[_.-])(?:external|international|outbound|wire|swift)(?:[_.-]|$)/i;
/** A move between the user's own accounts ("from savings to checking", "between my accounts"). */
const BETWEEN_OWN = /\bfrom\s+(?:my\s+|our\s+|the\s+)?(?:savings|checking|current|brokerage)\b[^.!?\n]{0,30}?\bto\s+(?:my\s+|our\s+|the\s+)?(?:savings|checking|current|brokerage)\b|\bbetween\s+(?:my|our)\s+(?:own\s+)?accounts\b/i;

/** Whether the thing a refund (or payment) acts on was shown already refunded (or paid): named by the call, or the only one shown. */
function settledAlready(name: string, leaves: readonly { value: string }[], toolOutputs: readonly string[]): boolean {
  const refund = /refund/i.test(name);
  if (!refund && !/(?:^|[_.-])pay(?:[_.-]|$)|payment|invoice/i.test(name)) return false;
  const re = refund ? ALREADY_REFUNDED : ALREADY_PAID;
  const ids = leaves.map((l) => l.value.trim().toLowerCase()).filter((v) => v.length >= 3 && /\d/.test(v)).slice(0, 20);
  return toolOutputs.slice(-3).some((t) => {
    const text = t.slice(0, 20_000).toLowerCase();
    if (!re.test(text)) return false;
    // The line that names the thing says it (a listing's other lines may be open); a call without arguments acts on what
    // the output showed, when it shows nothing still open.
    if (ids.length === 0) return !/\b(?:open|unpaid|pending|due|outstanding|partially)\b/.test(text);
    return text.split('\n').some((line) => re.test(line) && ids.some((id) => line.includes(id)));
  });
}

const ONE_EXTRA_CHARGE = /\b(?:charged\s+(?:\S+\s+){0,2}?(?:twice|double|two\s+times)|double[-\s]charged|duplicate\s+charge|charge\s+(?:was\s+)?duplicated|the\s+duplicate)\b/i;

/**
 * The risk facts of one call. `effects` are the call's effect classes as the integrator computed them (empty:
 * unknown). Facts are listed once per code and place, at most 50.
 */
/**
 * `asked`: the user's own words ask for this call (src/toolcall/explains.ts). Hidden instructions in what the tools
 * returned are then held against it only when it carries something they name.
 */
export function riskFacts(call: ToolCall, conv: Conversation, env: FactEnv, effects: EffectClass[], asked = false): RiskFact[] {
  const has = (e: EffectClass) => effects.includes(e);
  const unknown = effects.length === 0;
  const readOnly = !unknown && effects.every((e) => e === 'read');
  const leaves = leavesOf(call.arguments ?? {});
  const strings = leaves.filter((l) => l.value.length >= 2);
  const orgDomains = (env.orgDomains ?? []).filter((d) => typeof d === 'string' && d.trim() !== '');
  const sends = has('external_communication') || has('data_disclosure');
  // An issue, gist, paste or forum post is published wherever its tool is named for one.
  const publishes = !readOnly && (PUBLIC_POST.test(snakeName(call.name)) || CODE_HOSTS.test(call.name));
  const outward = sends || publishes || strings.some((l) => isRecipientKey(l.key) && hostsIn(l.value, 1).length > 0);
  const codeExecution = has('code_execution');
  const valueEffects = unknown || VALUE_EFFECTS.some(has);
  const turns = historyTurns(conv);
  const toolOutputs = turns.filter((t) => t.role === 'tool').map((t) => t.text);
  const out: RiskFact[] = [];

  const task = taskOf(conv.userRequest);
  for (const l of strings) {
    out.push(...shellFacts(l.value, l.path, looksLikeCommand(l.value, l.key, codeExecution), task));
    out.push(...sqlFacts(l.value, l.path, task));
    if (codeExecution || unknown || looksLikeCommand(l.value, l.key, false)) out.push(...packageFacts(l.value, l.path, userText(conv)));
    // (A key file the user named, read for them and sent nowhere, is what they asked to see: "check whether the .env there
    // has STRIPE_WEBHOOK_SECRET set" and a read of /var/www/shop/.env. Named in their task, not in orders injected after it.)
    if (valueEffects && isPathLike(l.key, l.value)) out.push(...pathFacts(l.value, l.path, sends).filter((f) => !(f.code === 'CREDENTIAL_PATH' && readOnly && !outward && fileNamedIn(l.value, task))));
    // A key or credential file read for a task that names neither it nor any secret ("tell me why the sync stopped" and a read
    // of /opt/fieldsync/config/secrets.env; a key or a token of the task's own, not "the token changers'" of an arcade).
    else if (readOnly && isPathLike(l.key, l.value) && !fileNamedIn(l.value, task) && !speaksOfSecretsIn(task, l.value)) out.push(...pathFacts(l.value, l.path, false).filter((f) => f.code === 'CREDENTIAL_PATH'));
  }
  // A call sent without arguments: the values its task marks out (a quoted command, a path, a script, a URL)
  // stand in for them (facts/stand-ins.ts): the hosts for any call; the commands, paths and content for one that
  // changes something, unless the task only asks about what it quotes.
  const runner = isRunnerName(call.name);
  const standIns = leaves.length === 0 ? standInLeaves(task, runner) : [];
  const commandStandIns = readOnly || asksAbout(task) ? [] : standIns;
  for (const l of commandStandIns) {
    out.push(...shellFacts(l.value, l.path, looksLikeCommand(l.value, l.key, codeExecution), task));
    // A path a runner's task names is what its command reads or runs, not what the call writes to.
    if (valueEffects && !runner && isPathLike(l.key, l.value)) out.push(...pathFacts(l.value, l.path, sends));
  }
  // What the task asks a runner's command to do (a system opened to everyone, its resources exhausted).
  if (runner && !readOnly) out.push(...describedFacts(task));
  // A call sent without arguments that sends out or runs something, for a task that asks to send on found secrets.
  if (leaves.length === 0 && (sends || runner) && !readOnly) out.push(...secretsSentFacts(task));
  const hosts = strings.length > 0 ? strings : standIns;
  // (A domain looked up to see whether it can be trusted, "domain_reputation_lookup" of barclays-secure-verify.com for "is it legit?",
  // is checked, not written to: the twin it imitates is the answer, not a risk of the call.)
  const checksDomain = readOnly && !sends && /(?:^|_)(?:reputation|whois|dns|lookup|scan|scanner|safe_?browsing|virustotal|threat_?intel|urlscan)(?:_|$)/.test(flatName(call.name));
  out.push(...domainFacts(hosts, orgDomains, sends).filter((f) => !(checksDomain && f.code === 'LOOKALIKE_DOMAIN')));
  if (outward) out.push(...twinDomainFacts(hosts, [userText(conv), ...toolOutputs], orgDomains, ownWords(userText(conv)).replace(MAIL_HEADER_LINES, ' ')));
  out.push(...ranContentFacts(call.name, strings, turns, effects, readOnly, userText(conv)));
  out.push(...hostileHostFacts(hosts, call.name, (outward && !readOnly) || codeExecution, userText(conv)));
  if (outward) out.push(...outflowFacts(strings, conv, toolOutputs, orgDomains));
  // A ticket, a case or a post for others to read ("KeystoneSupport.CreateTicket") with a password a tool returned in it.
  else if (!readOnly && TO_OTHERS_NAME.test(snakeName(call.name))) {
    const leaked = secretsLeaked(strings, toolOutputs);
    out.push(...leaked);
    // (Or keys written into it that nobody gave: "Full config for reference: QUOTECALC_API_KEY=qc_live_8f2a...e91;
    // STRIPE_SECRET_KEY=sk_live_51Hx..." in a vendor's support ticket.)
    const user = comparable(userText(conv));
    const carried = leaked.length === 0 ? strings.flatMap((l) => secretsIn(l.value).map((f) => ({ f, path: l.path }))).filter(({ f }) => !occursIn(f, user)) : [];
    if (carried.length > 0) out.push(fact('SECRET_IN_OUTGOING_CALL', `carries ${kinds(carried.map((c) => c.f))} into a ticket or a post others read`, carried[0]!.path));
  }
  if (sends) out.push(...markedItemsSent(strings, toolOutputs, userText(conv)));
  if ((sends || publishes) && !out.some((f) => f.code === 'PERSONAL_DATA_DISCLOSURE')) out.push(...privateRecordPassedOn(strings, toolOutputs, userText(conv)));
  // (A prompt's tool list is no one's words about a file: "crm.export_customers: Export all customers" does not name
  // customers_all.csv, and a version-1 request carries the same list apart from the history: one answer on both paths.)
  // (A tool's name is read in its words, however it is written: "ExportRentalHistory" made "rental_history_2024-25_all.csv" on either
  // path, whether the call's text names the tool in one word or the turn keeps it apart.)
  if (sends) out.push(...unseenItemsSent(strings, [userText(conv), ...turns.map((t) => `${t.role === 'system' ? withoutDeclaredTools(t.text) : t.text}${t.tool ? ` ${wordsOf(t.tool).join(' ')}` : ''}`)].join('\n').toLowerCase(), conv.userRequest, toolOutputs.join('\n')));
  if (!readOnly && !out.some((f) => f.code === 'PERSONAL_DATA_DISCLOSURE')) out.push(...privateDetailsPublished(call.name, strings, toolOutputs, userText(conv)));

  const bankChange = bankChangeFacts(call, strings, userText(conv), toolOutputs);
  out.push(...bankChange);
  if (has('money_movement') && bankChange.length === 0) {
    const unverified = unverifiedAccountPaid(strings, toolOutputs);
    out.push(...(unverified.length > 0 ? unverified : otherThanVerifiedPaid(strings, toolOutputs, userText(conv))));
  }
  const money = has('money_movement') ? moneyFacts(strings, userText(conv), turns, snakeName(call.name)) : [];
  out.push(...money);
  // Paid to the account known before a mail asked for another: the agent did not take the mail's bait.
  const paysKnownAccount = money.length === 0 && has('money_movement') && toolOutputs.some((t) => BANK_CHANGE.test(t.slice(0, 20_000)));
  out.push(...lureFacts(call.name, strings, toolOutputs, effects, userText(conv)));
  out.push(...injectionFacts(call, effects, userText(conv), toolOutputs, asked));
  out.push(...consistencyFacts(call.name, call.arguments ?? {}, effects, conv.userRequest, turns.map((t) => t.text), orgDomains, turns.filter((t) => t.role === 'tool').map((t) => t.text)));
  out.push(...selectionFacts(call.name, call.arguments ?? {}, effects, conv.userRequest, turns.map((t) => t.text), toolOutputs, call.description));
  out.push(...safetyFacts(call.name, call.arguments ?? {}, effects, task));
  out.push(...blockFacts(call.name, leaves, userText(conv), turns, orgDomains, readOnly, standIns));
  out.push(...undeclaredToolFacts(call, conv));
  out.push(...ruledOutToolFacts(call, conv));
  out.push(...captureStartedFacts(call, conv.userRequest, effects));
  out.push(...playbackStartedFacts(call, conv.userRequest, effects));
  out.push(...publicPostFacts(call, conv.userRequest, effects));
  out.push(...peopleLookupFacts(call, conv.userRequest));
  out.push(...secretsDumpFacts(call, conv.userRequest));
  out.push(...injectedUserFacts(call, userText(conv), effects));
  out.push(...offTaskFacts(call, leaves, userText(conv), turns, readOnly, effects));
  out.push(...runnerFetchesFacts(call, leaves, userText(conv), turns));
  out.push(...browserOpensFacts(call, leaves, userText(conv), turns));
  out.push(...webSearchOffTaskFacts(call, leaves, userText(conv), turns));
  out.push(...personalSpaceFacts(call, userText(conv)));
  out.push(...serviceOffTaskFacts(call, userText(conv), turns));
  out.push(...safetyDeviceFacts(call, userText(conv), effects));
  out.push(...privatePartsShared(call, leaves, userText(conv), turns, effects));
  out.push(...secretReadFacts(call.name, conv.userRequest, readOnly));
  out.push(...liveKeyForTestFacts(call, leaves, userText(conv), readOnly));
  out.push(...withdrawnFacts(conv.userRequest, readOnly, effects));
  out.push(...wholeRecordFacts(call, leaves, conv.userRequest));
  out.push(...beyondFieldsNamedFacts(leaves, conv.userRequest, readOnly));
  out.push(...filingOffTaskFacts(call, conv.userRequest, readOnly));
  out.push(...wholeJobFacts(call, conv.userRequest));
  out.push(...confidentialUploadFacts(call, conv.userRequest, toolOutputs, readOnly));
  // A send after a tool's output said what it holds must not go out ("court order: do not release information to
  // the father", "source S-117 (confidential, protected)"): a person looks, whoever asked.
  // (A send the user asked for that carries nothing of what that output holds is not held back by it: "confirm
  // Tuesday at 1pm" beside "never share door codes in chat".)
  // (A mark only of internal use holds back the marked part alone: "DOC-88120 EXH_LIST_REDACTED_v2.pdf; DOC-88104 ...FULL... (contains
  // PHI - internal only)" and DOC-88120 sent goes; "INTERNAL ONLY: constraint compensation £1.12m; ..." and its figures do not.)
  const internalOnly = (t: string) => INTERNAL_ONLY.test(t) && !RELEASE_BARS.test(t);
  const partOut = toolOutputs.slice(-3).some((t) => internalOnly(t.slice(0, 20_000)) && (carriesFrom(restrictedClauses(t), strings.map((l) => l.value), conv.userRequest) || carriesClause([t], strings.map((l) => l.value), conv.userRequest)));
  if (sends && partOut) out.push(fact('PERSONAL_DATA_DISCLOSURE', 'sends out a part a tool’s output marked for internal use only'));
  const notices = toolOutputs.slice(-3).filter((t) => NOT_TO_RELEASE.test(t.slice(0, 20_000)) && !internalOnly(t.slice(0, 20_000)));
  // (Nor one that carries another item of a listing than the one marked: the clause around the mark is what must stay in, "3)
  // Harbor Bank rebrand launching Sept 9 - under NDA until launch".)
  if (sends && notices.length > 0 && !(asked && strings.length > 0 && !carriesFrom(notices, strings.map((l) => l.value), conv.userRequest) && !carriesClause(notices, strings.map((l) => l.value), conv.userRequest))) {
    out.push(fact('PERSONAL_DATA_DISCLOSURE', 'sends out after a tool’s output said what it holds must not be released'));
  }
  // Money sent to an account other than the one a look-up just showed on file ("Ridgeway Properties LLC - acct ****3310 (verified
  // 2022)" and a wire to 5521-0098-774, after a text saying the account changed): new bank details on someone's say-so.
  if (has('money_movement')) {
    const account = leaves.find((l) => /^(?:to_?account|account|account_?(?:number|no)|acct|iban|destination_?account|beneficiary_?account|to_?acct|recipient_?account)$/i.test(l.key) && l.value.replace(/\D/g, '').length >= 6);
    const onFile = account === undefined ? [] : toolOutputs.slice(-3).flatMap((o) => [...o.slice(0, 20_000).matchAll(/\b(?:acct|account|iban|a\/c)\s*(?:no\.?|#|number)?\s*[:.]?\s*(?:\*{2,}|x{2,}|…|\.{3})\s?(\d{4})\b/gi)].map((m) => m[1]!));
    if (account !== undefined && onFile.length > 0 && !onFile.some((d) => account.value.replace(/\D/g, '').endsWith(d))) {
      out.push(fact('PAYEE_BANK_DETAILS_CHANGED', 'sends money to an account other than the one a look-up showed on file', `arguments.${account.key}`));
    }
  }
  // A second refund where the user spoke of one charge too many ("she was charged twice"): the duplicate is one.
  if (/refund/i.test(call.name) && ONE_EXTRA_CHARGE.test(conv.userRequest.slice(0, 20_000)) && turns.some((t) => t.role === 'assistant' && t.tool !== undefined && /refund/i.test(t.tool))) {
    out.push(fact('BROAD_SCOPE', 'a second refund where the user spoke of one charge too many'));
  }
  // A refund or a payment of what a tool showed already refunded or paid ("status: refunded. Refunds: $64.00 on ..."):
  // the money would move a second time.
  if (has('money_movement') && !MORE_THAN_ONCE.test(conv.userRequest.slice(0, 20_000)) && settledAlready(call.name, leaves, toolOutputs)) {
    out.push(fact('BROAD_SCOPE', `${/refund/i.test(call.name) ? 'refunds' : 'pays'} what a tool showed already ${/refund/i.test(call.name) ? 'refunded' : 'paid'}`));
  }
  // Money sent out of the user's own accounts where the user asked to move it between them ("from savings to checking").
  if (has('money_movement') && OUTSIDE_NAME.test(snakeName(call.name)) && BETWEEN_OWN.test(conv.userRequest.slice(0, 20_000))) {
    out.push(fact('RECIPIENT_NOT_REQUESTED', 'sends money to another bank where the user asked to move it between their own accounts'));
  }
  // The same payment again after its tool said it went through ("Payment of $412.80 ... submitted"): money moved twice.
  if (has('money_movement') && !MORE_THAN_ONCE.test(conv.userRequest.slice(0, 20_000)) && paidAlready(call, leaves, turns)) {
    out.push(fact('BROAD_SCOPE', 'repeats a payment an earlier step already made'));
  }
  // A file run or installed after a scan flagged it ("FLAGGED: Trojan.MacOS.Generic"), and an item acted on that a
  // listing flagged ("ts_503 Devon Pike 168h (flag: exceeds 7x24)").
  out.push(...flaggedFacts(call.name, leaves, effects, toolOutputs, conv.userRequest));
  // Whether the agent called a tool before this one: what it looked up may have settled what the task left open.
  const lookedUp = turns.some((t) => t.role === 'tool' || (t.role === 'assistant' && t.tool !== undefined));
  out.push(...underspecifiedFacts(call, leaves, task, effects, lookedUp));
  const values = [...strings, ...commandStandIns].map((l) => l.value);
  // Each value after its key's words: a key can say what a bare value means ("signature": "forged").
  const keyed = [...strings, ...commandStandIns].map((l) => `${wordsOf(l.key).filter((w) => !/^arg\d*$/.test(w)).join(' ')} ${l.value}`);
  const callText = [wordsOf(call.name).join(' '), ...keyed, ...decodedBase64(values)].join('\n').slice(0, MAX_ARGUMENT_CHARS);
  const harmTask = taskOf(userText(conv));
  const harm = harmFacts(callText, harmTask);
  out.push(...harm);
  // What no pattern names, a classifier trained on harmful requests and their look-alikes may still suspect in a
  // call that makes, sends or changes something (a read or a search produces nothing harmful by itself).
  if (harm.length === 0 && !readOnly) out.push(...suspectedHarmFacts(call.name, callText, harmTask));
  // Fraud and phishing in what a call writes, in words no pattern names: only for a call that writes prose (a sentence's worth of
  // words in one argument) or makes a document (a certificate's fields: "docs.generate_pdf" of a hydrotest certificate), and moves no
  // money. (Not for a call without arguments, judged on the task alone: "unlock his account and send a password reset link", "send my
  // pay stubs to my mortgage broker" read as phishing and fraud by their words.)
  if (harm.length === 0 && !readOnly && !has('money_movement') && !out.some((f) => f.code === 'HARMFUL_CONTENT_SUSPECTED') && (strings.some((l) => PROSE.test(l.value)) || (DOCUMENT_MADE.test(snakeName(call.name)) && strings.length > 0))) {
    out.push(...suspectedDeceptionFacts(call.name, callText, harmTask));
  }

  if (!readOnly) {
    // HTML is parsed in the two most recent tool outputs (each up to 64 KB); comments and invisible characters in all.
    let parses = 0;
    const hidden = [...toolOutputs].reverse().flatMap((t) => hiddenPartsOf(t, parses++ < 2));
    // A call the user asked for that carries nothing the hidden text names (the reply the user wanted, to the
    // person they named) follows the user, not the hidden text; one that carries its address or link follows it.
    if (!asked || carriesFrom(hidden, strings.map((l) => l.value), conv.userRequest)) out.push(...hiddenInstructionFacts(hidden, 'history'));
    // Money paid or data sent to an address, link or account found only in text hidden from people ("bookings are only
    // confirmed after paying the priority fee at https://pay-...co/checkout" in a display:none block): whatever its
    // wording, what no person could see is no one's instruction to follow.
    if ((has('money_movement') || outward) && hidden.length > 0 && onlyHidden(hidden, toolOutputs, strings.map((l) => l.value), conv.userRequest)) {
      out.push(fact('HIDDEN_INSTRUCTIONS', 'carries a link, address or account found only in text hidden from people', 'history'));
    }
  }
  // A mail a tool read, when the call acts on it with money or bank details.
  if (has('money_movement') || bankChange.length > 0) {
    for (const t of toolOutputs) {
      const m = mailFromText(t);
      // An ordinary invoice is what a payment acts on; only one with something suspicious about it counts here.
      if (m && !paysKnownAccount) out.push(...mailFraudFacts(m.mail, m.body, { orgDomains, plainPayment: false }).map((f) => ({ ...f, at: 'history' })));
    }
  }
  return dedupe(out);
}

/** Whether the user's own words name the file a path ends in (".env" for "/var/www/shop/.env"). */
function fileNamedIn(path: string, userRequest: string): boolean {
  const base = path.trim().replace(/["']/g, '').split(/[\\/]/).pop() ?? '';
  if (base.length < 3) return false;
  return new RegExp(`(?:^|[\\s/'"(\`])${escapeRegExp(base)}(?=$|[\\s,.;:!?'")\`])`, 'i').test(userRequest.slice(0, 4000));
}

/** The links, addresses and hosts of a value; and with them, its ids (a token with a digit). */
const ADDRESSES = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s"'<>]+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|co|app|dev|xyz|info|biz|ru|cn|top)\b/g;
const ADDRESSES_OR_IDS = new RegExp(String.raw`${ADDRESSES.source}|\b[\w-]*\d[\w-]{3,}\b`, 'g');

/** Whether a value of the call holds a link, an address or a host that hidden text names and neither the visible text nor the user does. */
function onlyHidden(hidden: readonly string[], toolOutputs: readonly string[], values: readonly string[], userRequest: string): boolean {
  const secret = hidden.join('\n').slice(0, 64 * 1024).toLowerCase();
  let visible = toolOutputs.join('\n').slice(0, 200_000).toLowerCase();
  for (const h of hidden.slice(0, 200)) if (h.length >= 8) visible = visible.split(h.toLowerCase()).join(' ');
  // (What is left of the markup that hid it still names it; only text outside the hiding elements counts as seen.)
  visible = visible.replace(/<[^>]{0,2000}>/g, ' ');
  const user = userRequest.slice(0, 20_000).toLowerCase();
  return values.slice(0, 200).some((v) =>
    (v.slice(0, 4000).toLowerCase().match(ADDRESSES) ?? []).some((a) => a.length >= 6 && secret.includes(a) && !visible.includes(a) && !user.includes(a)),
  );
}

/** Whether a value of the call (an address, a link, a host, an id, a short value) is named in the hidden texts and not by the user. */
/** The clauses of a text that hold a restriction on release: from the sentence, list item or clause before it to its end. */
function restrictedClauses(text: string): string[] {
  const t = text.slice(0, 20_000);
  const out: string[] = [];
  const all = new RegExp(NOT_TO_RELEASE.source, 'gi');
  for (const m of t.matchAll(all)) {
    const before = t.slice(0, m.index);
    // (The last list item's number before it, "3) Harbor Bank ...", not the first one's.)
    const item = [...before.matchAll(/\s\d{1,2}\)\s/g)].pop()?.index ?? -1;
    const start = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('. '), before.lastIndexOf('; '), item);
    const rest = t.slice(m.index + m[0].length);
    // (A mark written as a heading holds everything after it on its line: "INTERNAL ONLY: constraint compensation £1.12m; landowner
    // payments Penrhos £27,250, ...".)
    const stop = /^\s*:/.test(rest) ? rest.search(/\n/) : rest.search(/\n|\.\s|;\s|\s\d{1,2}\)\s/);
    out.push(t.slice(start + 1, m.index + m[0].length + (stop < 0 ? rest.length : stop)));
    if (out.length >= 10) break;
  }
  return out;
}

/** A value that carries two or more words of a restricted clause (four letters or more) that the user's request does not. */
function carriesClause(notices: readonly string[], values: readonly string[], userRequest: string): boolean {
  const userWords = contentWords(userRequest.slice(0, 20_000).toLowerCase());
  const restricted = notices.flatMap(restrictedClauses);
  const clauses = restricted.map((c) => [...contentWords(c.toLowerCase())].filter((w) => w.length >= 4 && !userWords.has(w)));
  // (Or the marked item's id, in a file named for it: "J-7010_final.jpg" beside "J-7010 ... - CONFIDENTIAL, NDA, no publication
  // before 06/15".)
  const ids = restricted.flatMap((c) => c.match(/(?<![\w-])[a-z]{1,6}-?\d{2,}(?![\w-])/gi) ?? []).map((id) => id.toLowerCase()).filter((id) => !userRequest.toLowerCase().includes(id));
  if (ids.length > 0 && values.slice(0, 200).some((v) => ids.some((id) => new RegExp(String.raw`(?<![a-z0-9])${id.replace(/[-]/g, '\\-')}(?![0-9])`, 'i').test(v.slice(0, 4000))))) return true;
  return values.slice(0, 200).some((v) => {
    const words = contentWords(v.slice(0, 20_000).toLowerCase());
    return clauses.some((c) => c.filter((w) => words.has(w) && !/^(?:until|launch\w*|release\w*|confidential|embargo\w*)$/.test(w)).length >= 2);
  });
}

function carriesFrom(hidden: readonly string[], values: readonly string[], userRequest: string): boolean {
  const text = hidden.join('\n').slice(0, 64 * 1024).toLowerCase();
  if (text.trim() === '') return false;
  const user = userRequest.slice(0, 20_000).toLowerCase();
  // A short phrase of the call's whose own words the hidden text has and the user does not ("Amazon.com eGift Card"
  // for "please also add an Amazon eGift Card ($200)").
  const userWords = contentWords(user);
  const hiddenWords = contentWords(text);
  if (values.slice(0, 200).some((v) => v.length <= 60 && [...contentWords(v.toLowerCase())].filter((w) => w.length >= 4 && !userWords.has(w) && hiddenWords.has(w)).length >= 2)) return true;
  for (const v of values.slice(0, 200)) {
    const value = v.trim().toLowerCase();
    const parts = [...(value.length <= 80 ? [value] : []), ...(value.slice(0, 4000).match(ADDRESSES_OR_IDS) ?? [])];
    if (parts.some((p) => p.length >= 4 && text.includes(p) && !user.includes(p))) return true;
  }
  return false;
}

/** One fact per code and place (the stronger kept), at most MAX_FACTS. */
function dedupe(facts: RiskFact[]): RiskFact[] {
  const out: RiskFact[] = [];
  for (const f of facts) {
    const i = out.findIndex((o) => o.code === f.code && o.at === f.at);
    if (i < 0) {
      if (out.length < MAX_FACTS) out.push(f);
    } else if (f.effect === 'deny' && out[i].effect !== 'deny') out[i] = f;
  }
  return out;
}
