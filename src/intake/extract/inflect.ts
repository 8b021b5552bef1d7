// Cheap inflections of registry synonyms, so "refunded", "erstattet", "remboursé" and "reembolsado" are found
// as well as "refund", "erstatten", "rembourser" and "reembolsar". Rules by language, generated once per
// registry, never applied to the input: the input is only ever looked up, so nothing is invented. A few
// generated forms that are everyday words with another meaning are left out (BLOCKED).

import { table } from './common';

export type Lang = 'en' | 'de' | 'fr' | 'es';

/** The language of each built-in synonym (the registry does not say; the cue 'synonym:<lang>' does). */
const BUILTIN_LANG: Record<string, Lang> = table({});
const add = (lang: Lang, words: string[]) => words.forEach((w) => (BUILTIN_LANG[w] = lang));
add('en', [
  'refund', 'reimburse', 'money back', 'transfer', 'wire', 'send money', 'pay', 'payment', 'settle invoice', 'payout', 'pay out', 'charge', 'bill the',
  'debit', 'withdraw', 'withdrawal', 'delete', 'remove records', 'delete account', 'close account', 'purge', 'drop table', 'drop database', 'wipe',
  'factory reset', 'change bank details', 'update iban', 'new bank account', 'grant access', 'give access', 'change permissions', 'modify permissions',
  'make admin', 'reset password', 'reset credentials', 'disable mfa', 'disable 2fa', 'turn off two-factor', 'export', 'download all', 'share externally',
  'send to external', 'send message', 'reply', 'send email', 'send an email', 'change configuration', 'update settings', 'deploy',
  'release to production', 'cancel subscription', 'unsubscribe', 'update', 'change address', 'open a ticket', 'create ticket',
]);
add('de', [
  'erstatten', 'erstattung', 'rückerstattung', 'überweisen', 'überweisung', 'bezahlen', 'zahlung', 'zahlen', 'auszahlung', 'auszahlen', 'belasten',
  'abbuchen', 'abheben', 'abhebung', 'löschen', 'konto löschen', 'bereinigen', 'zurücksetzen', 'bankverbindung ändern', 'zugriff gewähren',
  'zugang geben', 'berechtigungen ändern', 'passwort zurücksetzen', 'zwei-faktor deaktivieren', 'exportieren', 'extern teilen', 'weiterleiten an',
  'nachricht senden', 'antworten', 'e-mail senden', 'mail schicken', 'konfiguration ändern', 'ausrollen', 'abo kündigen', 'kündigen', 'aktualisieren',
  'ändern', 'ticket anlegen', 'ticket erstellen',
]);
add('fr', [
  'rembourser', 'remboursement', 'virement', 'virer', 'transférer', 'payer', 'paiement', 'régler', 'versement', 'verser', 'débiter', 'facturer',
  'retirer', 'retrait', 'supprimer', 'effacer', 'supprimer le compte', 'purger', 'réinitialiser', 'changer de rib', 'coordonnées bancaires',
  'donner accès', 'accorder l’accès', 'modifier les droits', 'réinitialiser le mot de passe', 'désactiver la double authentification', 'exporter',
  'partager en externe', 'envoyer un message', 'répondre', 'envoyer un e-mail', 'envoyer un courriel', 'modifier la configuration', 'déployer',
  "résilier l'abonnement", 'annuler l’abonnement', 'mettre à jour', 'modifier', 'ouvrir un ticket', 'créer un ticket',
]);
add('es', [
  'reembolso', 'reembolsar', 'devolver el dinero', 'transferencia', 'transferir', 'pagar', 'pago', 'desembolso', 'liquidación', 'cobrar', 'cargo',
  'retirar', 'retiro', 'eliminar', 'borrar', 'eliminar la cuenta', 'cerrar la cuenta', 'purgar', 'restablecer', 'cambiar datos bancarios',
  'cuenta bancaria nueva', 'dar acceso', 'conceder acceso', 'cambiar permisos', 'restablecer la contraseña', 'desactivar la autenticación', 'exportar',
  'compartir externamente', 'enviar mensaje', 'responder', 'enviar correo', 'enviar un correo', 'cambiar la configuración', 'desplegar',
  'cancelar la suscripción', 'dar de baja', 'actualizar', 'modificar', 'abrir un ticket', 'crear un ticket',
]);

const FUNCTION_WORDS: Record<Lang, string[]> = {
  en: ['the', 'a', 'an', 'to', 'all', 'out', 'off', 'back', 'new', 'of', 'for'],
  de: ['der', 'die', 'das', 'den', 'an', 'ab', 'zu', 'und', 'ein', 'eine', 'nicht'],
  fr: ['le', 'la', 'les', 'l', 'de', 'du', 'des', 'un', 'une', 'en', 'à', 'au', 'aux', 'd'],
  es: ['el', 'la', 'los', 'las', 'de', 'del', 'un', 'una', 'al', 'a', 'para'],
};

/** The language of a synonym: the built-in table, else a guess from letters, function words and endings; null when unsure. */
export function synonymLanguage(synonym: string): Lang | null {
  const s = synonym.toLowerCase().normalize('NFC');
  const known = BUILTIN_LANG[s];
  if (known) return known;
  if (/[äöüß]/.test(s)) return 'de';
  if (/[ñ¿¡]|ción\b/.test(s)) return 'es';
  if (/[èêçàùœ]/.test(s)) return 'fr';
  const words = s.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const votes: Record<Lang, number> = { en: 0, de: 0, fr: 0, es: 0 };
  for (const w of words) for (const l of Object.keys(FUNCTION_WORDS) as Lang[]) if (FUNCTION_WORDS[l].includes(w)) votes[l]++;
  const best = (Object.keys(votes) as Lang[]).filter((l) => votes[l] > 0).sort((a, b) => votes[b] - votes[a]);
  if (best.length === 1 || (best.length > 1 && votes[best[0]] > votes[best[1]])) return best[0];
  const last = words[words.length - 1] ?? '';
  if (/(ieren|ung)$/.test(last) || (last.length >= 6 && /[^e](en|ern|eln)$/.test(last))) return 'de';
  if (/[áíóú]/.test(s)) return 'es';
  if (/é/.test(s)) return 'fr';
  if (words.length > 0 && words.every((w) => /^[a-z0-9-]+$/.test(w))) return 'en';
  return null;
}

/** Everyday words that some rule below would generate from a synonym with another meaning. */
const BLOCKED = new Set(['facture', 'factures', 'verse', 'verses', 'retire', 'retires', 'cobra', 'cobras']);

const EN_IRREGULAR: Record<string, string[]> = table({
  pay: ['paid', 'pays', 'paying'],
  send: ['sent', 'sends', 'sending'],
  withdraw: ['withdrew', 'withdrawn', 'withdraws', 'withdrawing'],
  give: ['gave', 'given', 'gives', 'giving'],
  make: ['made', 'makes', 'making'],
  reset: ['resets', 'resetting'],
  wire: ['wired', 'wires', 'wiring'],
  delete: ['deleted', 'deletes', 'deleting', 'deletion'],
  cancel: ['cancelled', 'canceled', 'cancels', 'cancelling', 'canceling', 'cancellation'],
  transfer: ['transferred', 'transfers', 'transferring'],
  drop: ['dropped', 'drops', 'dropping'],
  reimburse: ['reimbursed', 'reimburses', 'reimbursing', 'reimbursement'],
});

function en(word: string): string[] {
  if (EN_IRREGULAR[word]) return EN_IRREGULAR[word];
  if (!/^[a-z]+$/.test(word) || word.length < 3) return [];
  const out = [word + 's'];
  if (word.endsWith('e')) out.push(word + 'd', word.slice(0, -1) + 'ing');
  else if (/[^aeiou]y$/.test(word)) out.push(word.slice(0, -1) + 'ied', word.slice(0, -1) + 'ies', word + 'ing');
  else {
    if (/(s|sh|ch|x|z)$/.test(word)) out.push(word + 'es');
    out.push(word + 'ed', word + 'ing');
    if (/[^aeiou][aeiou][bdgklmnprt]$/.test(word)) out.push(word + word.slice(-1) + 'ed', word + word.slice(-1) + 'ing');
  }
  return out;
}

const DE_IRREGULAR: Record<string, string[]> = table({
  überweisen: ['überwiesen', 'überweist', 'überweise', 'überwies'],
  abheben: ['abgehoben', 'abhebt'],
  geben: ['gegeben', 'gibt', 'gebe', 'gab'],
  senden: ['gesendet', 'gesandt', 'sendet', 'sende'],
  zurücksetzen: ['zurückgesetzt', 'zurücksetze', 'zurücksetzt'],
});
const DE_SEPARABLE = ['zurück', 'weiter', 'aus', 'ab', 'an', 'auf', 'ein', 'zu'];
const DE_INSEPARABLE = ['be', 'er', 'ver', 'zer', 'ent', 'emp', 'ge', 'miss', 'über'];

function de(word: string): string[] {
  if (DE_IRREGULAR[word]) return DE_IRREGULAR[word];
  if (word.endsWith('ung')) return [word + 'en'];
  let stem: string;
  if (/[^e]en$/.test(word) || /een$/.test(word)) stem = word.slice(0, -2);
  else if (/e[rl]n$/.test(word)) stem = word.slice(0, -1);
  else return [];
  if (stem.length < 3) return [];
  const t = /[td]$/.test(stem) ? ['et', 'est', 'ete', 'eten'] : ['t', 'st', 'te', 'ten'];
  const out = [stem + 'e', ...t.map((x) => stem + x), stem + 'end', stem + 'ung', stem + 'ungen'];
  const pt = /[td]$/.test(stem) ? 'et' : 't';
  const sep = DE_SEPARABLE.find((p) => stem.startsWith(p) && stem.length > p.length + 2);
  if (sep) out.push(sep + 'ge' + stem.slice(sep.length) + pt);
  else if (!DE_INSEPARABLE.some((p) => stem.startsWith(p)) && !stem.endsWith('ier')) out.push('ge' + stem + pt);
  return out;
}

function swapLastAcute(stem: string): string | null {
  const i = stem.lastIndexOf('é');
  return i >= 0 && i >= stem.length - 3 ? stem.slice(0, i) + 'è' + stem.slice(i + 1) : null;
}

const FR_IRREGULAR: Record<string, string[]> = table({
  répondre: ['réponds', 'répond', 'répondons', 'répondez', 'répondent', 'répondu', 'répondue', 'réponse'],
  mettre: ['mis', 'mise', 'met', 'mets', 'mettons', 'mettez'],
  ouvrir: ['ouvert', 'ouverte', 'ouvre', 'ouvrez'],
  déployer: ['déploie', 'déploient', 'déployé', 'déployée', 'déployons', 'déployez', 'déploiement'],
});

function fr(word: string): string[] {
  if (FR_IRREGULAR[word]) return FR_IRREGULAR[word];
  if (word.length < 5) return word.length >= 3 ? [word + 's'] : [];
  if (word.endsWith('er')) {
    const stem = word.slice(0, -2);
    const out = ['e', 'es', 'ons', 'ez', 'ent', 'é', 'ée', 'és', 'ées', 'ant', 'ement', 'era', 'erai', 'eras', 'erons', 'erez', 'eront', 'erait', 'ais', 'ait', 'ions', 'iez', 'aient'].map((x) => stem + x);
    const grave = swapLastAcute(stem);
    if (grave) out.push(grave + 'e', grave + 'es', grave + 'ent');
    return out;
  }
  if (word.endsWith('ir')) {
    const stem = word.slice(0, -2);
    return ['i', 'ie', 'is', 'ies', 'it', 'issons', 'issez', 'issent'].map((x) => stem + x);
  }
  if (word.endsWith('re')) {
    const stem = word.slice(0, -2);
    return ['s', '', 'ons', 'ez', 'ent', 'u', 'ue'].map((x) => stem + x);
  }
  return [word + 's'];
}

const ES_IRREGULAR: Record<string, string[]> = table({
  devolver: ['devuelvo', 'devuelve', 'devuelvan', 'devuelva', 'devuelto', 'devuelta', 'devolviendo', 'devolvió'],
  abrir: ['abro', 'abre', 'abra', 'abierto', 'abierta', 'abriendo'],
  transferir: ['transfiero', 'transfiere', 'transfiera', 'transfieran', 'transferido', 'transferida', 'transfirió', 'transfiriendo'],
  desplegar: ['despliego', 'despliega', 'despliegue', 'desplegado', 'desplegando'],
  restablecer: ['restablezco', 'restablece', 'restablezca', 'restablecido', 'restablecida', 'restableciendo'],
});

function es(word: string): string[] {
  if (ES_IRREGULAR[word]) return ES_IRREGULAR[word];
  if (word.length < 5) return [];
  const clitics = ['le', 'les', 'me', 'nos', 'lo', 'la'].map((c) => word + c);
  if (word.endsWith('ar')) {
    const stem = word.slice(0, -2);
    return [...['o', 'as', 'a', 'amos', 'áis', 'an', 'ado', 'ada', 'ados', 'adas', 'ando', 'é', 'ó', 'aron', 'e', 'es', 'emos', 'en', 'ará', 'arán', 'aría'].map((x) => stem + x), ...clitics];
  }
  if (word.endsWith('er') || word.endsWith('ir')) {
    const stem = word.slice(0, -2);
    const v = word.endsWith('er') ? 'e' : 'i';
    return [...['o', 'es', 'e', v === 'e' ? 'emos' : 'imos', 'en', 'ido', 'ida', 'idos', 'idas', 'iendo', 'a', 'as', 'an', 'ió', 'ieron', v === 'e' ? 'erá' : 'irá'].map((x) => stem + x), ...clitics];
  }
  if (word.endsWith('ción')) return [word.slice(0, -4) + 'ciones'];
  if (/[aeo]$/.test(word)) return [word + 's'];
  return [];
}

/**
 * Variants of a synonym's words with one word inflected: the verb position of its language (English, French
 * and Spanish phrases start with the verb, German ones end with it) and, for English, a plural last word.
 */
export function inflectedVariants(words: string[], lang: Lang | null): string[][] {
  if (words.length === 0) return [];
  const out: string[][] = [];
  const replaceAt = (i: number, forms: string[]) => {
    for (const f of forms) if (f !== words[i] && !BLOCKED.has(f)) out.push(words.map((w, j) => (j === i ? f : w)));
  };
  const l = lang ?? 'en';
  if (l === 'en') {
    replaceAt(0, en(words[0]));
    if (words.length > 1) replaceAt(words.length - 1, /^[a-z]{3,}$/.test(words[words.length - 1]) && !words[words.length - 1].endsWith('s') ? [words[words.length - 1] + 's'] : []);
  } else if (l === 'de') {
    replaceAt(words.length - 1, de(words[words.length - 1]));
  } else if (l === 'fr') {
    replaceAt(0, fr(words[0]));
  } else {
    replaceAt(0, es(words[0]));
  }
  return out;
}

/** German compounds: "zurückerstattet", "Teilerstattung" end with a German synonym form. */
export const DE_COMPOUND_PREFIXES = ['zurück', 'rück', 'teil', 'voll', 'sofort'];
