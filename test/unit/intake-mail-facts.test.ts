// Phishing and business-e-mail compromise in mails read at intake (src/intake/mail-facts.ts), through the
// in-process pipeline (prepareIntake + the decision core, as the service runs them): every labelled phishing
// mail is not allowed and carries FRAUD_INDICATORS; the look-alikes carry no fraud fact.

import { decideInProcess } from '../../src/decision/pipeline';
import { BUILTIN_REGISTRY } from '../../src/domain/registry';
import { defaultSettings } from '../../src/domain/settings';
import { prepareIntake } from '../../src/intake/prepare';
import { intakeMailFacts } from '../../src/intake/mail-facts';
import { BuiltinModel } from '../../src/model/builtin';
import { PHISHING_MAILS, SAFE_MAILS } from '../helpers/phishing-mails';

async function decideMail(raw: string) {
  const intake = await prepareIntake({ medium: 'mail', raw: Buffer.from(raw), registry: BUILTIN_REGISTRY, hints: {} });
  return decideInProcess({ intake, settings: defaultSettings(), model: new BuiltinModel(), registry: BUILTIN_REGISTRY, now: new Date(0) });
}

describe('phishing mails at intake', () => {
  it.each(PHISHING_MAILS.map((m) => [m.name, m] as const))('%s: not allowed, FRAUD_INDICATORS', async (_n, m) => {
    const d = await decideMail(m.raw);
    expect(d.decision).not.toBe('allow');
    expect(d.reason_codes).toContain('FRAUD_INDICATORS');
  });
  it.each(SAFE_MAILS.map((m) => [m.name, m] as const))('look-alike %s: no fraud fact', async (_n, m) => {
    const d = await decideMail(m.raw);
    expect(d.reason_codes).not.toContain('FRAUD_INDICATORS');
    expect(d.reason_codes).not.toContain('LOOKALIKE_DOMAIN');
  });
});

describe('intakeMailFacts', () => {
  const mail = { subject: 'Invoice 7', from: 'billing@vendor.example', senderDomain: 'vendor.example', date: null, attachments: [] };
  it('a plain payment request in a mail is review; the same words as an instruction are not flagged', () => {
    const text = 'Please pay invoice 7 of $300 by bank transfer.';
    expect(intakeMailFacts({ mail, excerpt: text }).map((f) => [f.code, f.effect])).toEqual([['FRAUD_INDICATORS', 'review']]);
    expect(intakeMailFacts({ mail: null, excerpt: text })).toEqual([]);
  });
  it('a bank-detail change alone is review; with urgency it is deny', () => {
    const change = 'Our bank details have changed: please use the new account IBAN DE89 3704 0044 0532 0130 00 for invoice 7.';
    expect(intakeMailFacts({ mail, excerpt: change }).find((f) => f.code === 'FRAUD_INDICATORS')?.effect).toBe('review');
    expect(intakeMailFacts({ mail, excerpt: `${change} This is urgent, pay today.` }).find((f) => f.code === 'FRAUD_INDICATORS')?.effect).toBe('deny');
  });
  it('a credential lure is deny in a mail and in pasted text', () => {
    const lure = 'Your account has been suspended. Click here to verify your account: http://login.example/x';
    expect(intakeMailFacts({ mail, excerpt: lure })[0]?.effect).toBe('deny');
    expect(intakeMailFacts({ mail: null, excerpt: lure })[0]?.effect).toBe('deny');
  });
});
