import { detectLanguage } from '../../src/domain/language';

describe('detectLanguage', () => {
  it.each([
    ['Please refund the order for this customer, the item arrived broken.', 'en'],
    ['The customer asked us to cancel the subscription and send a confirmation.', 'en'],
    ['Bitte erstatten Sie die Bestellung, der Kunde ist mit der Ware nicht zufrieden.', 'de'],
    ['Ich möchte eine Rückerstattung für den Auftrag, das Paket ist nicht angekommen.', 'de'],
    ['Je vous prie de rembourser la commande du client, il n’est pas content.', 'fr'],
    ['Pouvez-vous rembourser les frais pour une commande annulée ? Je ne suis pas satisfait.', 'fr'],
    ['Por favor, reembolsar el pedido del cliente que no está contento con la compra.', 'es'],
    ['El cliente quiere una devolución por el pedido que llegó dañado.', 'es'],
  ])('%p → %p', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('is case-insensitive', () => {
    expect(detectLanguage('BITTE ERSTATTEN SIE DIE BESTELLUNG UND DEN BETRAG, ICH BIN NICHT ZUFRIEDEN')).toBe('de');
  });

  it('reports en when it cannot tell', () => {
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('12345 !!! ???')).toBe('en');
    expect(detectLanguage('xyzzy plugh')).toBe('en');
  });

  it('returns one of the four languages it knows', () => {
    for (const t of ['hola', 'bonjour le monde', 'hallo die welt', 'hello the world', '日本語のテキスト']) {
      expect(['en', 'de', 'fr', 'es']).toContain(detectLanguage(t));
    }
  });
});
