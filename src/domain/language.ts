// A small stop-word vote over the caller's text. Enough to tell the four languages the service reads
// apart; anything it cannot tell is reported as English, the registry's own language.

const STOPWORDS: Record<string, string[]> = {
  en: ['the', 'and', 'to', 'of', 'for', 'is', 'please', 'with', 'this', 'order', 'customer', 'refund', 'you', 'my'],
  de: ['der', 'die', 'das', 'und', 'ist', 'bitte', 'nicht', 'mit', 'für', 'eine', 'ein', 'zu', 'den', 'ich'],
  fr: ['le', 'la', 'les', 'et', 'est', 'des', 'pour', 'une', 'un', 'vous', 'je', 'pas', 'du', 'rembourser'],
  es: ['el', 'los', 'las', 'y', 'es', 'por', 'para', 'una', 'un', 'que', 'del', 'favor', 'con', 'pedido'],
};

export function detectLanguage(text: string): string {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best = 'en';
  let bestScore = 0;
  for (const [lang, list] of Object.entries(STOPWORDS)) {
    const set = new Set(list);
    const score = words.reduce((n, w) => n + (set.has(w) ? 1 : 0), 0);
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
