// Phishing and business-e-mail compromise in what Intake reads (a mail, or text or HTML holding one): the
// same facts a tool's mail gets (src/toolcall/facts/mail.ts), read from the mail's own headers when it came
// as message/rfc822. A mail that asks for money is never allowed on its own word: a payment request is
// review (FRAUD_INDICATORS), a credential lure deny, and a bank-detail change review unless urgency, secrecy
// or a sender that does not add up comes with it (then deny). Text that is no mail (an instruction, a
// customer's request) is held to the stronger signals only: a payment request counts with one of those.

import type { MailHeaders } from '../read/types';
import type { RiskFact } from '../toolcall/types';
import { mailFraudFacts, mailFromText } from '../toolcall/facts/mail';

export interface MailFactInput {
  mail: MailHeaders | null;
  /** The visible text (the mail's body, or the whole text or page). */
  excerpt: string;
}

/** FRAUD_INDICATORS and LOOKALIKE_DOMAIN of an intake input that is, or holds, a mail. */
export function intakeMailFacts(input: MailFactInput, orgDomains: string[] = []): RiskFact[] {
  const options = { orgDomains, bankChangeDenies: false };
  if (input.mail) return mailFraudFacts(input.mail, input.excerpt, { ...options, plainPayment: true });
  const pasted = mailFromText(input.excerpt);
  if (pasted) return mailFraudFacts(pasted.mail, pasted.body, { ...options, plainPayment: true });
  return mailFraudFacts({ from: null, senderDomain: null }, input.excerpt, { ...options, plainPayment: false });
}
