import { metadataOf, redactText, redactValue } from '../../src/domain/redact';

describe('redactText', () => {
  describe('emails', () => {
    it.each([
      ['Contact john.doe@example.com today', 'Contact [email] today'],
      ['x@gmail.com', '[email]'],
      ['a+tag@sub.example.co.uk, b_c%d@host.io', '[email], [email]'],
    ])('%p → %p', (input, expected) => {
      expect(redactText(input)).toBe(expected);
    });
  });

  describe('IBANs', () => {
    it('masks a grouped IBAN', () => {
      expect(redactText('Pay to DE89 3704 0044 0532 0130 00 please')).toBe('Pay to [iban] please');
    });
    it('masks a compact IBAN', () => {
      expect(redactText('IBAN: GB82WEST12345698765432.')).toBe('IBAN: [iban].');
    });
    it('masks a French IBAN with letters', () => {
      const out = redactText('FR76 3000 6000 0112 3456 7890 189');
      expect(out).toBe('[iban]');
    });
  });

  describe('card numbers', () => {
    it.each(['4111 1111 1111 1111', '4111-1111-1111-1111', '4111111111111111', '378282246310005'])('masks %p', (card) => {
      const out = redactText(`card: ${card}.`);
      expect(out).toBe('card: [card].');
    });
    it('leaves no digit of the card behind', () => {
      expect(redactText('pay with 5500 0000 0000 0004 now')).not.toMatch(/\d/);
    });
  });

  describe('phone numbers', () => {
    it.each(['+49 30 12345678', '+1 555 123 4567', '+44 20 7946 0958', '(555) 123-4567', '555-123-4567', '555.123.4567'])('masks %p', (phone) => {
      const out = redactText(`call ${phone} now`);
      expect(out).toContain('[phone]');
      expect(out).not.toMatch(/\d{3}/);
      expect(out.startsWith('call ')).toBe(true);
    });
  });

  describe('ordinary text is untouched', () => {
    it.each([
      'Please refund order 12345 for the customer.',
      'Refund 49.99 EUR on 2024-01-15 at 10:30',
      'Ticket #4521 was opened in version 1.2.3',
      'ISO 4217 code EUR, amount 500',
      'Bitte erstatten Sie den Betrag von 120 Euro.',
      '',
      'user at example dot com',
    ])('%p', (text) => {
      expect(redactText(text)).toBe(text);
    });
  });

  it('masks several kinds in one text', () => {
    const out = redactText('Mail ana@corp.com, IBAN DE89370400440532013000, card 4111111111111111, phone +49 30 12345678.');
    expect(out).toBe('Mail [email], IBAN [iban], card [card], phone [phone].');
  });

  it('is idempotent', () => {
    const once = redactText('ana@corp.com 4111 1111 1111 1111 +49 30 12345678');
    expect(redactText(once)).toBe(once);
  });
});

describe('redactValue', () => {
  it('walks objects and arrays, masking every string', () => {
    const input = {
      email: 'ana@corp.com',
      nested: { list: ['call +1 555 123 4567', { iban: 'DE89370400440532013000' }], note: 'fine' },
      amount: 42,
      flag: true,
      nothing: null,
    };
    expect(redactValue(input)).toEqual({
      email: '[email]',
      nested: { list: ['call [phone]', { iban: '[iban]' }], note: 'fine' },
      amount: 42,
      flag: true,
      nothing: null,
    });
  });

  it('does not mutate its input', () => {
    const input = { a: ['ana@corp.com'] };
    redactValue(input);
    expect(input).toEqual({ a: ['ana@corp.com'] });
  });

  it('passes non-strings through', () => {
    expect(redactValue(5)).toBe(5);
    expect(redactValue(null)).toBeNull();
    expect(redactValue(undefined)).toBeUndefined();
    expect(redactValue(false)).toBe(false);
  });

  it('masks top-level strings and arrays', () => {
    expect(redactValue('x@y.org')).toBe('[email]');
    expect(redactValue(['x@y.org', 1])).toEqual(['[email]', 1]);
  });
});

describe('metadataOf', () => {
  it('keeps sizes, media type and field names, never values', () => {
    const m = metadataOf({ action: { type: 'refund', target: 'ana@corp.com' }, actor: { name: 'bot' } }, 'application/json', 99);
    expect(m).toEqual({
      media_type: 'application/json',
      bytes: 99,
      fields: ['action', 'action.type', 'action.target', 'actor', 'actor.name'],
    });
    expect(JSON.stringify(m)).not.toContain('ana@corp.com');
  });
  it('has no fields for text', () => {
    expect(metadataOf('some text', 'text/plain', 9)).toEqual({ media_type: 'text/plain', bytes: 9, fields: [] });
  });
  it('caps the field list at 500', () => {
    const big = Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`f${i}`, i]));
    expect((metadataOf(big, 'application/json', 1).fields as string[]).length).toBe(500);
  });
});

describe('gaps closed for the redacted mode', () => {
  it.each(['030 12345678', '0171 2345678', '0171-2345678', '030/1234567', '07700 900123', '07700900123', '+49 (0)30 1234 5678'])(
    'masks the national phone number %p whole',
    (phone) => {
      const out = redactText(`call ${phone} now`);
      expect(out).toBe('call [phone] now');
    },
  );

  it('masks e-mail addresses with letters outside ASCII, leaving nothing of them', () => {
    expect(redactText('write to müller@example.de or José.García@empresa.es')).toBe('write to [email] or [email]');
  });

  it('masks IBANs written in lower case', () => {
    expect(redactText('iban de89 3704 0044 0532 0130 00')).toBe('iban [iban]');
  });

  it('masks personal data used as an object key, keeping colliding keys apart', () => {
    expect(redactValue({ 'ana@corp.com': 'approved', 'bob@corp.com': 'denied', ok: 1 })).toEqual({ '[email]': 'approved', '[email]#2': 'denied', ok: 1 });
  });

  it('keeps a "__proto__" key an ordinary field', () => {
    const out = redactValue(JSON.parse('{"__proto__": {"x": "ana@corp.com"}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ x: '[email]' });
  });

  it('metadata masks field names that are personal data', () => {
    expect(metadataOf({ 'ana@corp.com': { note: 1 } }, 'application/json', 20).fields).toEqual(['[email]', '[email].note']);
  });
});

describe('lower-case IBANs are told apart from identifiers', () => {
  it('masks a lower-case IBAN that passes the check, and leaves hex identifiers alone', () => {
    expect(redactText('gb82 west 1234 5698 7654 32')).toBe('[iban]');
    expect(redactText('id ab12cdef34567890abcd')).toBe('id ab12cdef34567890abcd');
    expect(redactText('uuid 3f2a9c1e-ab12-cd34-ef56-7890abcdef12')).not.toContain('[iban]');
  });
});
