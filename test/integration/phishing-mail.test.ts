// Phishing and business-e-mail-compromise mails through the running service with Intake on (issue 24, the
// intake misses): every labelled phishing mail is not allowed (FRAUD_INDICATORS), the look-alikes carry no
// fraud fact, and a real-sized mail within the documented 256 KB (an attachment included) is read, not
// refused for its size. Real HTTP, real Temporal, real PostgreSQL.

import { PHISHING_MAILS, SAFE_MAILS } from '../helpers/phishing-mails';
import { call, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
let key: string;
beforeAll(async () => {
  svc = await startTestService();
  const org = uniqueOrg('phishing');
  key = await svc.key(org, 'test');
  await svc.settings(org, 'test', 'intake=on');
});
afterAll(async () => {
  await svc?.stop();
});

const send = (raw: string | Buffer) => call(`${svc.url}/v1/gate/evaluate`, { key, raw, contentType: 'message/rfc822' });

it('every phishing mail is not allowed, with FRAUD_INDICATORS', async () => {
  for (const m of PHISHING_MAILS) {
    const r = await send(m.raw);
    expect([m.name, r.status]).toEqual([m.name, 200]);
    expect([m.name, r.body.decision === 'allow']).toEqual([m.name, false]);
    expect(r.body.reason_codes).toContain('FRAUD_INDICATORS');
  }
});

it('look-alikes (an invoice for the records, notices, phishing training) carry no fraud fact', async () => {
  for (const m of SAFE_MAILS) {
    const r = await send(m.raw);
    expect(r.status).toBe(200);
    expect([m.name, r.body.reason_codes.includes('FRAUD_INDICATORS')]).toEqual([m.name, false]);
  }
});

it('a 250 KB mail with a base64 attachment is read (under the 256 KB limit); one over the limit is 413', async () => {
  const mailWith = (attachmentBytes: number) => {
    const head = PHISHING_MAILS[1]!.raw.replace(/Content-Type: text\/plain; charset=utf-8\r\n\r\n[\s\S]*$/, '');
    const b64 = Buffer.alloc(attachmentBytes, 7).toString('base64').replace(/.{76}/g, '$&\r\n');
    return (
      `${head}Content-Type: multipart/mixed; boundary="b1"\r\n\r\n--b1\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n` +
      `Attached is invoice #88213 for $3,980.00, now past due. Please make payment today: https://quickpay-docs.example/pay/88213\r\n` +
      `--b1\r\nContent-Type: application/pdf; name="invoice-88213.pdf"\r\nContent-Disposition: attachment; filename="invoice-88213.pdf"\r\n` +
      `Content-Transfer-Encoding: base64\r\n\r\n${b64}\r\n--b1--\r\n`
    );
  };
  const within = mailWith(180 * 1024);
  expect(Buffer.byteLength(within)).toBeGreaterThan(240 * 1024);
  expect(Buffer.byteLength(within)).toBeLessThan(256 * 1024);
  const r = await send(within);
  expect(r.status).toBe(200);
  expect(r.body.decision).not.toBe('allow');
  expect(r.body.reason_codes).toContain('FRAUD_INDICATORS');
  const over = await send(mailWith(200 * 1024));
  expect(over.status).toBe(413);
  expect(over.body.error).toBe('request_too_large');
});
