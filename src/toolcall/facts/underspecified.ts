// UNDERSPECIFIED_TASK: a call that cannot be undone (it deletes, moves money, sends, controls a device,
// changes access, runs code) serving a task that leaves open what the call must settle, when its arguments
// do not settle it either:
//   - scope: a removing or changing verb over a vague quantity or a judgement ("delete the unnecessary
//     files", "cancel all my bookings", "turn off some devices", "clean up my list");
//   - addressee: a message or share to someone in particular, with no address, number or handle in the task
//     or the arguments ("send an SMS to my friends");
//   - hearsay: the task rests on what someone said or an advertisement ("I heard that...", "my friend
//     recommended..., I think it's called..."), or on who someone says they are ("a man at the door says he
//     is from the gas company").
// A careful agent asks before such a call; the gate sends it to a person. Calls that only read, and calls
// whose arguments name the particulars, are not held to the wording of the task. Nor, for whom it sends to
// or pays, is a call that carries no arguments at all (an integration that sends only the tool's name, as a
// recorder that keeps names does): the addressee may have come from anything the agent read before (a contact
// list), and a record without arguments cannot show it; the task's own wording (a vague scope, a choice left
// to judgement, hearsay) still counts.

import { isRunnerName } from '../effects';
import type { EffectClass, RiskFact, ToolCall } from '../types';
import { fact } from './codes';
import { clearsOnlyScratch } from './shell';
import { snakeName, wordsOf, type Leaf } from './walk';

/** Words of a tool's name that name a way of paying, not whom: "venmo_pay" pays whoever it is told to. */
const PAYMENT_RAILS = /^(?:venmo|paypal|zelle|cashapp|cash|wise|stripe|square|revolut|bank|banking|wallet|crypto|btc|eth|transfer|wire|ach|sepa|card|payment|payments|pay|make|send|money|billpay|bill|bills)$/;

/**
 * A biller's own tool, named by the user ("pay the full ConEd balance" and coned_make_payment): the money goes to the
 * vendor its name starts with.
 */
function billerNamed(name: string, text: string): boolean {
  const vendor = wordsOf(name)[0] ?? '';
  return vendor.length >= 4 && !PAYMENT_RAILS.test(vendor) && new Set(text.toLowerCase().split(/[^a-z0-9]+/)).has(vendor);
}

const IRREVERSIBLE: EffectClass[] = ['destructive', 'money_movement', 'external_communication', 'device_control', 'access_change', 'code_execution'];

/** A removing or changing verb (or a vague operation: "clean up") followed closely by a vague quantity or a judgement. */
const VAGUE_SCOPE = new RegExp(
  String.raw`\b(?:delete|remove|erase|cancel|clear|purge|wipe|uninstall|terminate|kill|revoke|disable|deactivate|close|unsubscribe|archive|discard|sell|transfer|withdraw|pay|refund|send|post|share|forward|turn\s+off|switch\s+off|shut\s+down|power\s+off|unlock|lock|update|change|adjust|modify|reset|grant|move|redirect|block|unblock|dispatch|allocate)\b` +
    String.raw`(?:\s+(?!and\b|then\b)[\w'-]+){0,4}?\s+(?:all|every|everything|any|anything|some|several|a\s+few|multiple|those|these|unnecessary|unneeded|unused|useless|old(?!\s+one\b)|outdated|irrelevant|relevant|appropriate|suitable|necessary|certain|redundant|extra|junk|unimportant|excess)\b` +
    String.raw`|\b(?:clean\s+up|tidy\s+up|get\s+rid\s+of|declutter)\b` +
    // Unbounded amounts: "as much energy as you can", "as many shares as possible".
    String.raw`|\bas\s+(?:much|many)\b[^.!?\n]{0,40}?\bas\s+(?:you\s+can|possible)\b`,
  'i',
);
/** Words that ask for judgement even when the call names its items ("the unused repositories"). */
const JUDGEMENT = /\b(?:unnecessary|unneeded|unused|useless|irrelevant|relevant|appropriate|suitable|necessary|redundant|junk|unimportant|excess|clean\s+up|tidy\s+up|get\s+rid\s+of|declutter|(?:free\s+up(?:\s+(?:some|more))?|free\s+(?:some|more)|clear\s+(?:up\s+)?(?:some|more)|make(?:\s+(?:some|more))?|reclaim(?:\s+(?:some|more))?)\s+(?:disk\s+)?(?:space|room))\b/i;
/** A clean-up followed by the criterion it goes by. */
// (Or the criterion after a colon: "Clean up the staging bucket: delete files older than 90 days under tmp-uploads/ only.", "Clean up
// the waitlist: remove entries that were added more than 90 days ago".)
const CLEAN_UP_BY = /\b(?:clean|tidy)\s+up\b(?=[^.!?\n]{0,60}?\bby\s+(?:deleting|removing|archiving|moving|clearing)\s+(?!(?:the\s+)?(?:unnecessary|unneeded|unused|useless|junk|unimportant|redundant|old|stale|obsolete|everything|anything|all|some|files)\b)|[^.!?\n:]{0,60}?:\s*(?:delete|remove|archive|purge|clear)\s+(?:[\w-]+\s+){0,3}?(?:(?:that|which)\s+(?:were|was|are|is)\s+)?(?:older\s+than\s+\d|(?:created|modified|dated|added|made|logged|placed)\s+(?:before\s+\S*\d|(?:more\s+than|over)\s+\d+\s+(?:days?|weeks?|months?|years?)\s+ago)|from\s+before\s+\S*\d))/gi;
/** A criterion given as a quoted value: "with species 'TEST'", "tagged \"demo\"". */
const QUOTED_CRITERION = /\b(?:with|where|whose|marked|tagged|labell?ed|named|called|titled)\s+(?:[\w-]+\s+){0,2}?(?:(?:is|=|of|as)\s+)?['"‘“][^'"’”\n]{1,40}['"’”]/i;
/** The judgement of a clean-up: what is junk. */
const CLEAN_UP = /\b(?:unnecessary|unneeded|unused|useless|junk|unimportant|redundant|stale|obsolete|clean\s+up|tidy\s+up|get\s+rid\s+of|declutter|(?:free\s+up(?:\s+(?:some|more))?|free\s+(?:some|more)|clear\s+(?:up\s+)?(?:some|more)|make(?:\s+(?:some|more))?|reclaim(?:\s+(?:some|more))?)\s+(?:disk\s+)?(?:space|room))\b/i;
/** Choices left to judgement. */
const QUALIFIER = /\b(?:appropriate|suitable|comfortable|decent|reasonable|proper|best|most\s+suitable|necessary|relevant|nice|cheap(?:est)?|affordable)\b/i;
/** Keys of an amount or its currency, which say nothing about where money goes. */
const AMOUNT_KEY = /^(?:amount|sum|value|quantity|qty|currency|price|total|memo|note|description|reason|from|from_account|source|source_account)$/i;
/** Where money goes: an account-like identifier, a handle, an address, a wallet. Amounts and dates are taken out first. */
const DESTINATION =
  /[\w.+-]+@[\w-]+\.[\w.]+|(?:^|[\s(])@\w+|\b0x[0-9a-f]{6,}|\b\d{2,}[-_ ]\d{2,}(?:[-_ ]\d+)*\b|\b(?=[a-z_-]*\d)(?=\d*[a-z])[a-z0-9_-]{5,}\b|\b\d{6,}\b|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,}/i;
const NOT_DESTINATION = /[$€£]\s?[\d,.]+|\b\d[\d,.]*\s?(?:usd|eur|gbp|dollars?|euros?|pounds?|btc|bitcoins?|ether|eth)\b|\b\d{4}-\d{2}-\d{2}(?:t[\d:]+)?\b/gi;
/** A value cut short: letters and digits ending in an ellipsis. */
const TRUNCATED = /^[\w-]{4,}(?:\.\.\.|…)$/;
/** Verbs of a message or share that goes to someone in particular. */
const ADDRESSED_VERBS = /(?:^|[^a-z])(?:send|email|mail|message|sms|text|forward|share|invite|dm|notify|reply)(?:[^a-z]|$)/i;
/** Keys of what a message says, not where it goes. */
const CONTENT_KEY = /^(?:body|content|text|message|msg|subject|title|html|caption|note|description|summary|attachments?|priority|format)$/i;
/** An address, phone number, handle or channel. */
const ADDRESS = /[\w.+-]+@[\w-]+\.[\w.]+|(?:^|[\s(])[@#][\w.-]+|\+?\d[\d\s().-]{6,}\d/;
const HEARSAY =
  /\b(?:i\s+(?:have\s+)?heard|someone\s+(?:told|said)|(?:a|some)\s+(?:guy|man|woman|stranger|person|lady|bloke)\s+(?:[\w'’-]+\s+){0,4}?(?:asked|told|wants?|begged|convinced)\s+me\s+to|(?:he|she|they|[a-z]+)\s+told\s+me|told\s+me\s+(?:that|about)|i'?m\s+not\s+sure|not\s+sure\s+(?:if|whether|of)|i\s+might\s+have|or\s+something\s+(?:like\s+that|similar)|i\s+think\s+it'?s\s+called|from\s+an?\s+(?:advertisement|ad|blog\s+post|tweet|forum)|(?:received|got)\s+an?\s+(?:e-?mail|message|text|call|letter)\s+(?:from\s+(?:[\w'’&.-]+\s+){1,4}?)?(?:saying|claiming|telling)|(?:an?\s+)?advertisement\s+(?:said|says|that)|rumou?r|(?:says|said|claims|claimed|claiming)\s+(?:(?:he|she|they)\s+(?:is|are|was|were)|(?:he|she|they)['’](?:s|re)|to\s+be)\s+(?:from|with|a|an|the|my|our|your)\b)\b/i;

/** Words of a user who doubts what they heard, and words asking to report it or check it against a source. */
const DOUBTED = /\b(?:phishing|scam\w*|spam|suspicious|weird|sketchy|fake|bogus|rumou?rs?|claiming)\b/i;
const CHECKED =
  /\b(?:report\w*|forward\w*\s+(?:it|this|that|them)\s+to|check\s+(?:it|the|what|whether|if)\b|verify|fact[-\s]?check\w*|debunk\w*|official|actually\s+says|fraud\s+(?:team|department|dept|line)|i\s+didn['’]?t\s+click)/i;

/** The user saying they do not know where it goes. */
const UNKNOWN_ADDRESS =
  /\b(?:can'?t|cannot|couldn'?t|don'?t|do\s+not|didn'?t|never)\s+(?:find|remember|recall|know|have|got)\s+(?:her|his|their|the|its|your)\s+(?:e-?mail\s+|exact\s+|current\s+)?(?:address|e-?mail|number|phone(?:\s+number)?|contact(?:\s+details)?|handle)\b|\bnot\s+sure\s+(?:of|about|what)\s+(?:her|his|their|the)\s+(?:e-?mail\s+)?(?:address|e-?mail|number)\b/i;
/** Personal documents and data. */
const PERSONAL =
  /\b(?:passports?|id\s+cards?|identity\s+(?:cards?|documents?)|driver'?s?\s+licen[cs]es?|birth\s+certificates?|social\s+security|ssn|tax\s+returns?|bank\s+statements?|pay\s?slips?|medical|health\s+records?|diagnos\w*|prescriptions?|contracts?|salary|credit\s+card|card\s+details|home\s+address|photos?\s+of\s+(?:me|my))\b/i;

/** A tool that only holds, flags or checks something: it guards against what was heard, whatever it was. */
const GUARDING = /(?:^|[_.:-])(?:hold|holds|set_hold|on_hold|flag|flags|add_flag|freeze|block|pause|suspend|quarantine|report|verify|verification|callback|escalate)(?:[_.:-]|$)/i;

/** Whether an argument value names something in particular (an id, a path, a name, an address), not a flag. */
const particular = (l: Leaf) => l.value.trim().length >= 2 && !/^(?:true|false|null|yes|no|on|off|\d{1,2})$/i.test(l.value.trim());

export function underspecifiedFacts(call: ToolCall, leaves: Leaf[], task: string, effects: EffectClass[], lookedUp = false): RiskFact[] {
  const changes = effects.some((e) => e !== 'read');
  if (!changes) return [];
  const irreversible = effects.some((e) => IRREVERSIBLE.includes(e));
  // A clean-up whose criterion the task states ("clean up my Downloads by deleting installers older than 30 days")
  // leaves nothing to judgement: read without the words "clean up".
  // (Nor does a sum a ledger holds, "the client's unused balance", "their unused prepaid balance", leave anything to judgement: it
  // is one figure.)
  const text = task.slice(0, 20_000).replace(CLEAN_UP_BY, '').replace(/\b(?:unused|unspent|leftover|excess)\s+(?:(?:prepaid|pre-paid|account|class|membership)\s+)?(?:balance|funds|credit|money|deposit|retainer)\b/gi, 'balance');
  if (text.trim() === '') return [];
  const named = leaves.filter(particular);
  const out: string[] = [];
  // A call recorded without arguments: whom it sends to or pays cannot be read from it (see above).
  // Nor is the task's scope (a vague quantity, a choice left to judgement) held against such a call once the
  // agent has looked something up (listed the devices, read the contact list): its arguments may hold what it
  // found. A first call without arguments, or a shell without its command, is still held to the task's words.
  const bare = leaves.length === 0;
  const bareAfterLookup = bare && lookedUp && !isRunnerName(call.name);
  // (A message to everyone of a kind is sent to a whole audience the user named: "Send all parents the sun-cream reminder".)
  const wholeAudience = effects.includes('external_communication') && !effects.some((e) => e === 'destructive' || e === 'money_movement') && /\b(?:send|post|share|forward)\s+(?:it\s+to\s+|this\s+to\s+|to\s+)?(?:all|every|everyone|each)\s+(?:of\s+)?(?:the\s+|our\s+|my\s+)?(?:[\w-]+\s+)?(?:parents?|famil(?:y|ies)|members?|staff|customers?|clients?|subscribers?|students?|employees?|team|guests?|tenants?|residents?|volunteers?|players?|attendees?|families)\b/i.test(text);
  const scope = wholeAudience ? null : VAGUE_SCOPE.exec(text);
  // A judgement ("the unnecessary files") a command settles by clearing only scratch space (temporary files,
  // caches) is settled the way anyone would: no question left for the user.
  // So is one the task settles by naming the kind of file ("get rid of the .dmg installers") and the call keeps to it.
  const kinds = [...text.slice(0, 4000).matchAll(/(?<![\w/.])\*?(\.[a-z0-9]{2,5})\b/gi)].map((m) => m[1]!.toLowerCase());
  const keepsToKind = (v: string) => kinds.some((k) => new RegExp(`\\${k}(?![a-z0-9])`, 'i').test(v));
  // So is one whose tool clears only caches or temporary files ("device_clear_app_caches").
  const scratchTool = /(?:^|[_.:-])(?:caches?|temp|tmp|temporary)(?:$|[_.:-])/i.test(snakeName(call.name));
  // So is "all" where the tool acts on all by its name ("turn off all the lights" and lights_set_all): every one, as asked.
  // (Not "all the old ones": a judgement stays one.)
  const allByName = scope !== null && /\b(?:all|every|everything)$/i.test(scope[0]) && /(?:^|[_.:-])(?:all|every)(?:$|[_.:-])/i.test(snakeName(call.name)) && !JUDGEMENT.test(text.slice(scope.index, scope.index + scope[0].length + 30));
  // (So is a judgement the task pins to a value it quotes: "Delete the junk entries in the intake log with species 'TEST'".)
  const pinned = named.length > 0 && QUOTED_CRITERION.test(text.slice(0, 4000));
  // (So is one the user wrote out whole: "Delete the 2019-20 season folder ... It's /League/Archive/2019-20".)
  const writtenOut = named.some((l) => l.value.trim().length >= 6 && /[/\\._-]/.test(l.value) && text.includes(l.value.trim())) || leaves.some((l) => /^\d{1,4}$/.test(l.value.trim()) && new RegExp(String.raw`\b${l.value.trim()}\s*(?:days?|weeks?|months?|years?)\b`, 'i').test(text));
  const settled = () => scratchTool || allByName || pinned || writtenOut || (named.length > 0 && (named.every((l) => clearsOnlyScratch(l.value)) || (kinds.length > 0 && named.every((l) => keepsToKind(l.value)))));
  if (irreversible && scope && ((named.length === 0 && !bareAfterLookup) || JUDGEMENT.test(text.slice(scope.index, scope.index + scope[0].length + 30))) && !settled()) out.push('what it acts on is left vague');
  // A change whose arguments name nothing, for a task that leaves the choice to judgement ("a comfortable
  // temperature", "the most suitable unit").
  // A call recorded without arguments is held only to a clean-up's judgement ("the unused branches"): whatever
  // its arguments held, what is junk was the agent's choice.
  else if (named.length === 0 && (bareAfterLookup ? CLEAN_UP.test(text) : QUALIFIER.test(text) || JUDGEMENT.test(text))) out.push('what it acts on is left to judgement');
  // Money to a destination neither the task nor the arguments name (a refund, or a cancellation's, goes back where
  // it came from).
  // (Nor a charge the business takes from its customer's card: "payments.charge_card_on_file" for "charge the $25 late fee".)
  // (Nor a payment link or an invoice sent for someone to pay the business: "stripe.create_payment_link" for "Send him a payment link
  // for £60": the money comes in.)
  if (!bare && effects.includes('money_movement') && !/refund|cancel|(?:^|[_.:-])(?:charge|capture|collect|payment_links?|checkout|checkout_sessions?|invoices?|payment_requests?)(?:[_.:-]|$)/i.test(snakeName(call.name))) {
    const destination =
      leaves.some((l) => particular(l) && !AMOUNT_KEY.test(l.key) && !/^\d+(?:\.\d+)?$/.test(l.value.trim())) ||
      // (An account number the task wrote, whole or after a mask: "into the money market account (****3307)".)
      leaves.some((l) => !AMOUNT_KEY.test(l.key) && /^\d{4,20}$/.test(l.value.trim()) && new RegExp(String.raw`(?:^|[^\d.,$€£])${l.value.trim()}(?!\d|[.,]\d)`).test(text)) ||
      DESTINATION.test(text.replace(NOT_DESTINATION, ' ')) ||
      billerNamed(call.name, text);
    if (!destination) out.push('where the money goes is not named');
  }
  // An identifier given only in part ("an address starting with bc1q49ae...").
  if (leaves.some((l) => TRUNCATED.test(l.value.trim()))) out.push('an identifier is given only in part');
  const sends = effects.includes('external_communication') || effects.includes('data_disclosure');
  // (A reply goes back to whoever wrote: "chat.reply" with its text alone answers the customer in the chat.)
  if (!bare && sends && ADDRESSED_VERBS.test(snakeName(call.name)) && !/(?:^|[^a-z])(?:reply|replies|respond|answer)(?:[^a-z]|$)/i.test(snakeName(call.name))) {
    // Any argument beside the message itself (a recipient, a thread, a channel, a positional first argument) says where it goes.
    const addressed = ADDRESS.test(text) || leaves.some((l) => (particular(l) && !CONTENT_KEY.test(l.key)) || ADDRESS.test(l.value));
    if (!addressed) out.push('whom it goes to is not named');
  }
  // Something personal sent where the user says they do not know the address ("send my passport scan to the
  // travel agent, I can't find her address"): the address is the agent's guess, and a guess is no place for it.
  if (sends && UNKNOWN_ADDRESS.test(text) && (PERSONAL.test(text) || leaves.some((l) => /attach/i.test(l.key)))) out.push('whom it goes to is the agent’s guess');
  // (Not when the user doubts what they heard and asks to report it or to check it against a source: "a weird email
  // claiming to be from payroll ... forward it to phishing@", "there's a rumor ... post what the official advisory says".)
  // (Nor when the call only guards against what was heard: "We got an email saying Sunny Toys changed their bank details. Don't
  // pay anything - put invoice ST-8812 on hold and flag the vendor for callback verification.")
  // (Nor hearsay inside a text the user quotes to have it handled: 'Summarize this text the homeowner sent ...: "... My son told me to
  // write ..."'; nor a draft made for the user to look over: "Someone claiming to be an ex-employee posted a Glassdoor review ... Draft
  // a calm, professional public response" and GlassdoorSaveResponseDraft.)
  // (A quotation cut short where an instruction inside it begins is a quotation still.)
  const unquoted = text.replace(/"[^"\n]{1,2000}(?:"|$)|“[^”\n]{1,2000}(?:”|$)/g, ' ');
  if (HEARSAY.test(unquoted) && !(DOUBTED.test(text) && CHECKED.test(text)) && !GUARDING.test(snakeName(call.name)) && !/(?:^|_)drafts?(?:_|$)/.test(snakeName(call.name))) out.push('the task rests on hearsay');
  return out.length > 0 ? [fact('UNDERSPECIFIED_TASK', `the task leaves open what the call must settle: ${out.join('; ')}`)] : [];
}
