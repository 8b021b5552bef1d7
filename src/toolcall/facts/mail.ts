// Phishing and business-e-mail compromise: payment requests, bank-detail changes and credential lures, with
// urgency, secrecy or a sender that does not add up. Used for mails read at intake and for mail-like text a
// tool returned when a call acts on it.

import type { MailHeaders } from '../../read/types';
import type { RiskFact } from '../types';
import { fact } from './codes';
import { BANK_CHANGE } from './money';
import { imitates, registrable } from './domains';

export type FraudMail = Pick<MailHeaders, 'from' | 'senderDomain'> & Partial<MailHeaders> & { replyTo?: string | null; fromName?: string | null };

const MAX_BODY = 50_000;

const INVOICE = /\b(?:invoice|inv\s?#|payment|amount\s+due|outstanding|overdue|balance|remittance|rechnung|facture|factura)\b/i;
const PAY =
  /\b(?:pay|wire|transfer|remit|settle|process\s+(?:the\s+)?payment|send\s+(?:the\s+)?(?:funds|money|payment)|(?:make|submit|complete)\s+(?:a\s+|the\s+|your\s+)?payment|(?:approve|authori[sz]e|release)\s+(?:the\s+|this\s+)?(?:payment|transfer|wire|transaction)|payment\s+(?:link|authori[sz]ation|portal)|pay\s+(?:now|online|here)|überweis\w*|virement|transferencia|gift\s?cards?)\b/i;
const GIFT_CARDS = /\b(?:buy|purchase|get|pick\s+up|send)\b[^.\n]{0,60}\b(?:gift\s?cards?|itunes\s+cards?|google\s+play\s+cards?|steam\s+cards?)\b/i;
/** Moving an amount somewhere: "wire $4,800", "transfer 12.000 EUR to". */
const SUM = String.raw`(?:[$€£]\s?\d[\d,.]*|\d[\d,.]*\s?(?:usd|eur|gbp|chf|dollars|euros?|pounds))`;
const MONEY_ORDER = new RegExp(String.raw`\b(?:(?:wire|transfer|send|remit)\s+(?:the\s+)?${SUM}|(?:a|the)\s+(?:wire|transfer|payment)\s+of\s+${SUM})|${SUM}\s+(?:wired|transferred|sent|remitted|paid)\s+(?:out\s+)?(?:to|into)\b`, 'i');
const URGENT = /\b(?:urgent(?:ly)?|asap|immediately|right\s+away|today|by\s+(?:end\s+of\s+(?:day|business)|eod|cob|tonight)|within\s+\d{1,2}\s+hours|final\s+notice|overdue|last\s+chance|time[\s-]sensitive|dringend|sofort|urgente)\b/i;
const SECRECY = /\b(?:confidential|discreet(?:ly)?|do\s*n[o'’]t\s+(?:tell|discuss|share|mention|call)|keep\s+(?:this|it)\s+(?:between\s+us|quiet|private|confidential)|don['’]t\s+(?:call|phone)|i['’]?m\s+in\s+(?:a\s+)?meetings?|(?:cannot|can['’]t)\s+talk)\b/i;
const CREDENTIAL_LURE =
  /\b(?:verify|confirm|validate|update|re-?activate|restore|unlock)\s+(?:your\s+)?(?:account|identity|password|login|credentials|mailbox|payment\s+(?:details|information)|billing\s+(?:details|information))\b|\byour\s+(?:password|account|mailbox)\s+(?:will\s+expire|has\s+expired|expires|(?:has\s+been|is|will\s+be)\s+(?:suspended|locked|disabled|limited|closed|deactivated))\b|\b(?:log\s?in|sign\s?in)\s+(?:here|now|below|immediately|to\s+(?:verify|confirm|avoid|restore|keep|unlock))\b|\bunusual\s+(?:sign-?in|login)\s+activity\b|\b(?:click|tap)\s+(?:here|the\s+link|below)\s+to\s+(?:verify|confirm|log\s?in|sign\s?in|reset|restore|unlock|keep)\b|\benter\s+your\s+(?:password|credentials|login)\b/i;

/** A mail about phishing (training, a warning, a report), which names the lures it describes. */
export const ABOUT_PHISHING =
  /\b(?:phishing|scams?|fraudulent\s+(?:mails?|e-?mails?|messages?))\b[^\n]{0,200}\b(?:report|training|awareness|spot(?:ting)?|recogni[sz]e|beware|look\s+out|watch\s+out|examples?)\b|\b(?:report|training|awareness|spot(?:ting)?|recogni[sz]e|beware)\b[^\n]{0,200}\b(?:phishing|scams?)\b/i;

/** Names a display name may borrow; the sender's domain should then carry it. */
const BRAND_NAME = /\b(?:paypal|microsoft|apple|amazon|google|netflix|docusign|dropbox|fedex|dhl|linkedin|coinbase|stripe)\b/i;

const domainOfAddress = (a: string | null | undefined): string | null => {
  if (!a) return null;
  const m = /@([^\s@>]+?)\.?>?\s*$/.exec(a.trim());
  return m ? m[1].toLowerCase() : null;
};

export interface MailFraudOptions {
  /** The organisation's domains, for lookalike senders. */
  orgDomains?: string[];
  /** Whether a payment request with nothing else suspicious is reported (default true: such a mail is never allowed). */
  plainPayment?: boolean;
  /**
   * Whether a bank-detail change alone is denied (default true). False: it is review, and deny only with
   * urgency, secrecy or a sender that does not add up (a supplier's own change notice goes to a person).
   */
  bankChangeDenies?: boolean;
}

/** FRAUD_INDICATORS (and LOOKALIKE_DOMAIN for an imitating sender) of one mail. */
export function mailFraudFacts(mail: FraudMail, bodyText: string, options: MailFraudOptions = {}): RiskFact[] {
  const orgDomains = options.orgDomains ?? [];
  const body = `${mail.subject ?? ''}\n${bodyText.slice(0, MAX_BODY)}`;
  const signals: string[] = [];
  const bank = BANK_CHANGE.test(body);
  // A warning about phishing describes lures without being one (unless it links somewhere to act).
  const aboutPhishing = ABOUT_PHISHING.test(body) && !/https?:\/\/|www\./i.test(body);
  const lure = !aboutPhishing && CREDENTIAL_LURE.test(body) && /https?:\/\/|www\.|\blink\b|\bclick\b|\bbutton\b|\bbelow\b/i.test(body);
  const payment = !aboutPhishing && ((INVOICE.test(body) && PAY.test(body)) || GIFT_CARDS.test(body) || MONEY_ORDER.test(body));
  if (bank) signals.push('a bank-detail change');
  if (lure) signals.push('a credential lure');
  if (payment) signals.push('a payment request');
  const urgent = URGENT.test(body);
  const secret = SECRECY.test(body);
  if (urgent) signals.push('urgency');
  if (secret) signals.push('secrecy');
  const sender = mail.senderDomain ?? domainOfAddress(mail.from);
  const replyDomain = domainOfAddress(mail.replyTo);
  const replyMismatch = !!(sender && replyDomain && registrable(sender) !== registrable(replyDomain));
  if (replyMismatch) signals.push('a Reply-To on another domain');
  let nameMismatch = false;
  if (mail.fromName && sender) {
    const inName = domainOfAddress(/[^\s<>"']+@[^\s<>"']+/.exec(mail.fromName)?.[0]);
    const brand = BRAND_NAME.exec(mail.fromName)?.[0].toLowerCase();
    if (inName && registrable(inName) !== registrable(sender)) nameMismatch = true;
    else if (brand && !sender.includes(brand)) nameMismatch = true;
  }
  if (nameMismatch) signals.push('a display name that does not match the address');
  const out: RiskFact[] = [];
  const like = sender ? imitates(sender, orgDomains) : null;
  if (like) out.push(fact('LOOKALIKE_DOMAIN', `the sender's domain ${sender} imitates ${like}`, 'mail.from'));
  const kind = bank || lure || payment;
  const amplifiers = (urgent ? 1 : 0) + (secret ? 1 : 0) + (replyMismatch ? 1 : 0) + (nameMismatch ? 1 : 0) + (like ? 1 : 0);
  if (bank || lure || (payment && amplifiers > 0) || (!kind && amplifiers >= 2 && (replyMismatch || nameMismatch || like !== null) && (urgent || secret))) {
    const bankDenies = bank && (options.bankChangeDenies !== false || amplifiers > 0);
    out.push(fact('FRAUD_INDICATORS', signals.join(', '), undefined, bankDenies || lure));
  } else if (payment && options.plainPayment !== false) out.push(fact('FRAUD_INDICATORS', 'a payment request'));
  return out;
}

/** A mail as text (a tool's rendering of a message): its From, Reply-To and Subject lines and body. */
export function mailFromText(text: string): { mail: FraudMail; body: string } | null {
  const head = text.slice(0, 4000);
  const from = /(?:^|\n|["{,]\s*)"?from"?\s*[:=]\s*"?([^\n"]{1,300})/i.exec(head);
  const subject = /(?:^|\n|["{,]\s*)"?subject"?\s*[:=]\s*"?([^\n"]{0,300})/i.exec(head);
  if (!from || !(subject || /\b(?:dear|hello|hi)\b[^\n]{0,40}[,\n]/i.test(head))) return null;
  const replyTo = /(?:^|\n|["{,]\s*)"?reply[-_ ]?to"?\s*[:=]\s*"?([^\n"]{1,300})/i.exec(head);
  const address = /[^\s<>"',;]+@[^\s<>"',;]+/.exec(from[1])?.[0]?.toLowerCase() ?? null;
  const name = from[1].replace(/<[^>]*>/g, '').replace(/["']/g, '').trim();
  return {
    mail: {
      from: address,
      senderDomain: domainOfAddress(address),
      subject: subject?.[1]?.trim() ?? null,
      replyTo: replyTo ? (/[^\s<>"',;]+@[^\s<>"',;]+/.exec(replyTo[1])?.[0] ?? null) : null,
      fromName: name && name !== address ? name : null,
    },
    body: text,
  };
}
