import { defaultMaxInFlight, loadConfig } from '../../src/config/config';
import { addressOf, isMailAddress, parseAddressList } from '../../src/domain/address';
import { consistencyProblems, parseAssignments, resolveSettings } from '../../src/domain/settings';

describe('addresses', () => {
  it.each(['ana@example.com', 'a.b+tag@sub.example.co.uk', "o'neil@example.org"])('accepts %s', (a) => expect(isMailAddress(a)).toBe(true));
  it.each(['', 'ana', 'ana@', '@example.com', 'ana@localhost', 'a b@example.com', 'ana@exa_mple.com', 'a..b@example.com', 'ana@example.123', `${'a'.repeat(65)}@example.com`])(
    'refuses %j',
    (a) => expect(isMailAddress(a)).toBe(false),
  );
  it('lists are normalised, de-duplicated and bounded', () => {
    expect(parseAddressList(' Ana@Example.com, bob@example.com,ana@example.com ,')).toEqual({ addresses: ['ana@example.com', 'bob@example.com'] });
    expect(parseAddressList(Array.from({ length: 51 }, (_, i) => `r${i}@example.com`).join(','))).toEqual({ problem: 'at most 50 addresses' });
    expect(parseAddressList('ana@example.com, nope')).toHaveProperty('problem');
  });
  it('addressOf reads "Name <a@b>" and plain addresses', () => {
    expect(addressOf('Gatehouse <GH@Example.com>')).toBe('gh@example.com');
    expect(addressOf('gh@example.com')).toBe('gh@example.com');
    expect(addressOf('Gatehouse')).toBeNull();
  });
});

describe('digest settings', () => {
  it('digest, digest_recipients, digest_hour_utc parse and validate', () => {
    expect(parseAssignments(['digest=on', 'digest_recipients=Ana@Example.com,bob@example.com', 'digest_hour_utc=23'])).toEqual({
      changes: { digest: 'on', digest_recipients: 'ana@example.com,bob@example.com', digest_hour_utc: 23 },
      problems: [],
    });
    const bad = parseAssignments(['digest=yes', 'digest_recipients=ana@', 'digest_hour_utc=24']).problems.map((p) => p.name);
    expect(bad).toEqual(['digest', 'digest_recipients', 'digest_hour_utc']);
    expect(parseAssignments(['digest_recipients=none']).changes).toEqual({ digest_recipients: null });
  });
  it('digest=on needs recipients', () => {
    expect(consistencyProblems(resolveSettings({ digest: 'on' }))).toEqual([{ name: 'digest', reason: 'on needs digest_recipients' }]);
    expect(consistencyProblems(resolveSettings({ digest: 'on', digest_recipients: 'ana@example.com' }))).toEqual([]);
  });
});

describe('mail configuration', () => {
  const base = { HOME: '/tmp' };
  it('is off without hosts', () => {
    expect(loadConfig(base).mail).toEqual({ pollSeconds: 30, reconcileSeconds: 60 });
  });
  it('reads SMTP and IMAP settings with their defaults', () => {
    const m = loadConfig({
      ...base,
      SMTP_HOST: 'smtp.example.com',
      SMTP_USER: 'u',
      SMTP_PASSWORD: 'p',
      GATEHOUSE_MAIL_FROM: 'Gatehouse <gatehouse@example.com>',
      GATEHOUSE_INGEST_ADDRESS: 'verdicts@example.com',
      IMAP_HOST: 'imap.example.com',
      IMAP_USER: 'verdicts',
      IMAP_PASSWORD: 'pw',
      GATEHOUSE_MAIL_POLL_SECONDS: '5',
    }).mail;
    expect(m.smtp).toEqual({ host: 'smtp.example.com', port: 587, secure: false, user: 'u', password: 'p', from: 'Gatehouse <gatehouse@example.com>', fromAddress: 'gatehouse@example.com' });
    expect(m.imap).toEqual({
      host: 'imap.example.com',
      port: 993,
      secure: true,
      user: 'verdicts',
      password: 'pw',
      mailbox: 'INBOX',
      processedFolder: 'Processed',
      rejectedFolder: 'Rejected',
    });
    expect(m.ingestAddress).toBe('verdicts@example.com');
    expect(m.pollSeconds).toBe(5);
  });
  it('names every problem at once', () => {
    expect(() => loadConfig({ ...base, SMTP_HOST: 'x', SMTP_SECURE: 'maybe', IMAP_HOST: 'y', IMAP_PROCESSED_FOLDER: 'INBOX', GATEHOUSE_MAIL_POLL_SECONDS: '0' })).toThrow(
      /GATEHOUSE_MAIL_POLL_SECONDS[\s\S]*SMTP_SECURE[\s\S]*GATEHOUSE_MAIL_FROM[\s\S]*GATEHOUSE_INGEST_ADDRESS[\s\S]*IMAP_USER[\s\S]*must differ/,
    );
  });
});

describe('the in-flight limit', () => {
  const base = { HOME: '/tmp' };
  it('defaults to two decisions per CPU core, at least 2; GATEHOUSE_MAX_IN_FLIGHT overrides it', () => {
    expect([1, 2, 8].map((c) => defaultMaxInFlight(c))).toEqual([2, 4, 16]);
    expect(loadConfig(base).maxInFlight).toBe(defaultMaxInFlight());
    expect(loadConfig({ ...base, GATEHOUSE_MAX_IN_FLIGHT: '9' }).maxInFlight).toBe(9);
  });

  it('an organisation counts as active for fair shares 1 s after its last request by default; GATEHOUSE_SHARE_WINDOW_MS sets it, 0..60000', () => {
    expect(loadConfig(base).shareWindowMs).toBe(1000);
    expect(loadConfig({ ...base, GATEHOUSE_SHARE_WINDOW_MS: '0' }).shareWindowMs).toBe(0);
    for (const bad of ['-1', '60001', '1.5', 'soon']) expect(() => loadConfig({ ...base, GATEHOUSE_SHARE_WINDOW_MS: bad })).toThrow(/GATEHOUSE_SHARE_WINDOW_MS must be 0\.\.60000/);
  });
  it('is fixed unless GATEHOUSE_ADAPTIVE_LIMIT=true (read when the configuration is loaded); anything but true or false is refused', () => {
    expect(loadConfig(base).adaptiveLimit).toBe(false);
    expect(loadConfig({ ...base, GATEHOUSE_ADAPTIVE_LIMIT: 'true' }).adaptiveLimit).toBe(true);
    expect(loadConfig({ ...base, GATEHOUSE_ADAPTIVE_LIMIT: 'false' }).adaptiveLimit).toBe(false);
    expect(() => loadConfig({ ...base, GATEHOUSE_ADAPTIVE_LIMIT: 'yes' })).toThrow(/GATEHOUSE_ADAPTIVE_LIMIT must be true or false/);
  });
  it('a sustained flood beside a light neighbour is paced at a duty of 0.5 unless GATEHOUSE_FLOOD_DUTY says otherwise; a duty outside (0, 1] is refused', () => {
    expect(loadConfig(base).floodDuty).toBe(0.5);
    expect(loadConfig({ ...base, GATEHOUSE_FLOOD_DUTY: '1' }).floodDuty).toBe(1);
    expect(loadConfig({ ...base, GATEHOUSE_FLOOD_DUTY: '0.25' }).floodDuty).toBe(0.25);
    for (const bad of ['0', '1.5', '-1', 'half']) expect(() => loadConfig({ ...base, GATEHOUSE_FLOOD_DUTY: bad })).toThrow(/GATEHOUSE_FLOOD_DUTY must be a number in \(0, 1\]/);
  });

  it('a flood beside a light neighbour holds half its share unless GATEHOUSE_FLOOD_SHARE=false; anything but true or false is refused', () => {
    expect(loadConfig(base).floodShare).toBe(true);
    expect(loadConfig({ ...base, GATEHOUSE_FLOOD_SHARE: 'false' }).floodShare).toBe(false);
    expect(loadConfig({ ...base, GATEHOUSE_FLOOD_SHARE: 'true' }).floodShare).toBe(true);
    expect(() => loadConfig({ ...base, GATEHOUSE_FLOOD_SHARE: 'half' })).toThrow(/GATEHOUSE_FLOOD_SHARE must be true or false/);
  });
});
