// Mails written here for the phishing and business-e-mail-compromise facts of the intake path
// (src/intake/mail-facts.ts): each kind of lure, and look-alikes that must not be flagged (an ordinary
// invoice, a sign-in notice, a statement). Labelled by hand; shared by the unit and the HTTP tests.

export interface LabelledMail {
  name: string;
  phishing: boolean;
  raw: string;
}

function mail(from: string, subject: string, body: string, extraHeaders = ''): string {
  return (
    `From: ${from}\r\nTo: ap@acme-corp.example\r\nSubject: ${subject}\r\nDate: Mon, 23 Nov 2026 09:12:00 +0000\r\n${extraHeaders}` +
    `MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body.replace(/\n/g, '\r\n')}\r\n`
  );
}

export const PHISHING_MAILS: LabelledMail[] = [
  {
    name: 'CEO fraud: a wire of a sum to a new vendor, in a meeting',
    phishing: true,
    raw: mail('"John Carter CEO" <john.carter.ceo@freemail.example>', 'Quick favour', 'Are you at your desk? I need you to process a wire of $24,500 to a new vendor today. I am in a meeting and cannot talk, send me confirmation once done.\nJohn'),
  },
  {
    name: 'overdue invoice with a payment link and urgency',
    phishing: true,
    raw: mail('Invoice Department <invoices@quickpay-docs.example>', 'Invoice #88213 overdue', 'Hello,\nAttached is invoice #88213 for $3,980.00 which is now past due. Please make payment today to avoid late fees: https://quickpay-docs.example/pay/88213'),
  },
  {
    name: 'payment authorisation that expires today',
    phishing: true,
    raw: mail('Docs <dse@sign-mail.example>', 'Payment authorisation pending', 'You have a pending payment authorisation of USD 12,450.00. Approve the payment here: http://sign-mail.example/review. This request expires today.'),
  },
  {
    name: 'statement to be remitted, Reply-To on another domain',
    phishing: true,
    raw: mail(
      'Supplier Payments <payments@northwind-traders.example>',
      'Payment due',
      'Dear Accounts Payable,\nKindly remit the outstanding balance of £7,250 for the attached statement.\nThanks',
      'Reply-To: northwind.accounts@othermail.example\r\n',
    ),
  },
  {
    name: 'confidential transfer of a sum to counsel',
    phishing: true,
    raw: mail('"Sarah (CFO)" <sarah.cfo@acme-corp-finance.example>', 'Confidential acquisition', 'We are closing an acquisition and I need you to arrange a transfer of 48,000 EUR to our legal counsel. Keep this between us until the announcement.'),
  },
  {
    name: 'gift cards, quickly',
    phishing: true,
    raw: mail('Boss <ceo.acme@freemail.example>', 'Gift cards', 'I need you to buy 5 gift cards of $200 each for a client. Scratch the back and send me photos of the codes. Do this right away please.'),
  },
  {
    name: 'credential lure: mailbox full, sign in within 24 hours',
    phishing: true,
    raw: mail('Mail Admin <no-reply@mailbox-secure-login.example>', 'Action required: mailbox storage full', 'Your mailbox has exceeded its storage limit. To keep receiving mail, sign in and confirm your account within 24 hours: http://mailbox-secure-login.example/verify'),
  },
  {
    name: 'credential lure: account limited, restore billing information',
    phishing: true,
    raw: mail('PayPal <service@pay-resolution.example>', 'Your account has been limited', 'We noticed unusual activity. Your account has been limited until you confirm your billing information. Click here to restore access: https://pay-resolution.example/restore'),
  },
  {
    name: 'supplier bank details changed, settle the invoice to the new account',
    phishing: true,
    raw: mail('Accounts <billing@globex-supplies.example>', 'Updated remittance details', 'Dear customer,\nPlease note that our bank details have changed. All future payments should be made to our new account: IBAN GB29 NWBK 6016 1331 9268 19. Kindly settle invoice 4471 accordingly.'),
  },
  {
    name: 'payroll diversion: salary to a new account',
    phishing: true,
    raw: mail('HR <hr-payroll@acme-c0rp.example>', 'Direct deposit update', 'Hi, I changed banks and would like my salary paid into my new account from this month. Account 0012345678, routing 021000021. Can you update this before the next payroll run?'),
  },
];

export const SAFE_MAILS: LabelledMail[] = [
  {
    name: 'an invoice sent for the records, due on the usual terms',
    phishing: false,
    raw: mail('Northwind Traders <billing@northwind.example>', 'Invoice 1042', 'Hello,\nPlease find attached invoice 1042 for the October deliveries, total $1,250.00, due on 30 December per our usual terms. Thank you for your business.'),
  },
  { name: 'a lunch invitation', phishing: false, raw: mail('Alice <alice@acme-corp.example>', 'Lunch on Friday', 'Hi team, shall we have lunch together on Friday at noon? Let me know.') },
  {
    name: 'a new sign-in notice that asks for nothing',
    phishing: false,
    raw: mail('Code host <noreply@codehost.example>', 'A new sign-in', 'We noticed a new sign-in to your account from Firefox on Linux. If this was you, you can ignore this message.'),
  },
  { name: 'a statement is ready', phishing: false, raw: mail('Bank <alerts@bank.example>', 'Your statement is ready', 'Your November statement is available in online banking. No action is needed.') },
  {
    name: 'a payment received, with thanks',
    phishing: false,
    raw: mail('Accounts <accounts@customer.example>', 'Payment sent', 'Thanks for the quick delivery. We paid invoice 3312 on Monday; the remittance advice is attached.'),
  },
  {
    name: 'security training about phishing',
    phishing: false,
    raw: mail('Security team <security@acme-corp.example>', 'Training: spotting phishing', 'Reminder: phishing mails often ask you to verify your account or pay an invoice urgently. Report them with the button in your mail client.'),
  },
];
