// The action-type registry: what the rules know about a type. Built-in types come with their categories and
// with synonyms (English, German, French, Spanish) that intake uses to recognise them in free text.
// Operators add their own types per environment; an added type may also widen a built-in one (more
// categories, more synonyms) but never narrow it, so a custom entry can only make the rules stricter.
// Types outside the registry are the caller's own vocabulary: allowed on the structured path, but no
// category rule pretends to know them.

export const CATEGORIES = [
  'money_movement',
  'refund',
  'destructive',
  'sensitive',
  'exfiltration',
  'communication',
  'configuration',
  'account',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface ActionTypeInfo {
  type: string;
  categories: Category[];
  synonyms: string[];
}

export const ACTION_TYPE_PATTERN = /^[a-z][a-z0-9_.:-]{0,63}$/;

const T = (type: string, categories: Category[], synonyms: string[]): ActionTypeInfo => ({ type, categories, synonyms });

export const BUILTIN_TYPES: readonly ActionTypeInfo[] = [
  T('refund', ['money_movement', 'refund'], ['refund', 'reimburse', 'money back', 'erstatten', 'erstattung', 'rückerstattung', 'rembourser', 'remboursement', 'reembolso', 'reembolsar', 'devolver el dinero']),
  T('transfer', ['money_movement'], ['transfer', 'wire', 'send money', 'überweisen', 'überweisung', 'virement', 'virer', 'transférer', 'transferencia', 'transferir']),
  T('payment', ['money_movement'], ['pay', 'payment', 'settle invoice', 'bezahlen', 'zahlung', 'zahlen', 'payer', 'paiement', 'régler', 'pagar', 'pago']),
  T('payout', ['money_movement'], ['payout', 'pay out', 'auszahlung', 'auszahlen', 'versement', 'verser', 'desembolso', 'liquidación']),
  T('charge', ['money_movement'], ['charge', 'bill the', 'debit', 'belasten', 'abbuchen', 'débiter', 'facturer', 'cobrar', 'cargo']),
  T('withdrawal', ['money_movement'], ['withdraw', 'withdrawal', 'abheben', 'abhebung', 'retirer', 'retrait', 'retirar', 'retiro']),
  T('delete_records', ['destructive'], ['delete', 'remove records', 'löschen', 'supprimer', 'effacer', 'eliminar', 'borrar']),
  T('delete_account', ['destructive', 'account'], ['delete account', 'close account', 'konto löschen', 'supprimer le compte', 'eliminar la cuenta', 'cerrar la cuenta']),
  T('purge', ['destructive'], ['purge', 'bereinigen', 'purger', 'purgar']),
  T('drop_table', ['destructive', 'configuration'], ['drop table', 'drop database']),
  T('wipe_device', ['destructive'], ['wipe', 'factory reset', 'zurücksetzen', 'réinitialiser', 'restablecer']),
  T('change_bank_details', ['sensitive'], ['change bank details', 'update iban', 'new bank account', 'bankverbindung ändern', 'changer de rib', 'coordonnées bancaires', 'cambiar datos bancarios', 'cuenta bancaria nueva']),
  T('grant_access', ['sensitive'], ['grant access', 'give access', 'zugriff gewähren', 'zugang geben', 'donner accès', 'accorder l’accès', 'dar acceso', 'conceder acceso']),
  T('modify_permissions', ['sensitive'], ['change permissions', 'modify permissions', 'make admin', 'berechtigungen ändern', 'modifier les droits', 'cambiar permisos']),
  T('reset_credentials', ['sensitive'], ['reset password', 'reset credentials', 'passwort zurücksetzen', 'réinitialiser le mot de passe', 'restablecer la contraseña']),
  T('disable_mfa', ['sensitive'], ['disable mfa', 'disable 2fa', 'turn off two-factor', 'zwei-faktor deaktivieren', 'désactiver la double authentification', 'desactivar la autenticación']),
  T('export_data', ['exfiltration'], ['export', 'download all', 'exportieren', 'exporter', 'exportar']),
  T('share_externally', ['exfiltration'], ['share externally', 'send to external', 'extern teilen', 'weiterleiten an', 'partager en externe', 'compartir externamente']),
  T('send_message', ['communication'], ['send message', 'reply', 'nachricht senden', 'antworten', 'envoyer un message', 'répondre', 'enviar mensaje', 'responder']),
  T('send_email', ['communication'], ['send email', 'send an email', 'e-mail senden', 'mail schicken', 'envoyer un e-mail', 'envoyer un courriel', 'enviar correo', 'enviar un correo']),
  T('modify_configuration', ['configuration'], ['change configuration', 'update settings', 'konfiguration ändern', 'modifier la configuration', 'cambiar la configuración']),
  T('deploy', ['configuration'], ['deploy', 'release to production', 'ausrollen', 'déployer', 'desplegar']),
  T('cancel_subscription', ['account'], ['cancel subscription', 'unsubscribe', 'abo kündigen', 'kündigen', "résilier l'abonnement", 'annuler l’abonnement', 'cancelar la suscripción', 'dar de baja']),
  T('update_record', [], ['update', 'change address', 'aktualisieren', 'ändern', 'mettre à jour', 'modifier', 'actualizar', 'modificar']),
  T('create_ticket', [], ['open a ticket', 'create ticket', 'ticket anlegen', 'ticket erstellen', 'ouvrir un ticket', 'créer un ticket', 'abrir un ticket', 'crear un ticket']),
];

/** The registry of one environment: the built-in types widened by the operator's own. */
export class Registry {
  private readonly byType: Map<string, ActionTypeInfo>;

  constructor(custom: readonly ActionTypeInfo[] = []) {
    this.byType = new Map(BUILTIN_TYPES.map((t) => [t.type, t]));
    for (const c of custom) {
      const base = this.byType.get(c.type);
      this.byType.set(c.type, {
        type: c.type,
        categories: [...new Set([...(base?.categories ?? []), ...c.categories])],
        synonyms: [...new Set([...(base?.synonyms ?? []), ...c.synonyms])],
      });
    }
  }

  lookup(type: string): ActionTypeInfo | undefined {
    return this.byType.get(type);
  }

  hasCategory(type: string, category: Category): boolean {
    return this.byType.get(type)?.categories.includes(category) ?? false;
  }

  all(): ActionTypeInfo[] {
    return [...this.byType.values()];
  }
}

export const BUILTIN_REGISTRY = new Registry();

/** The registry of an environment's own types: the built-in one, shared, when it has none (most do). */
export const registryOf = (custom: readonly ActionTypeInfo[]): Registry => (custom.length === 0 ? BUILTIN_REGISTRY : new Registry(custom));

/** Checks an operator's type definition; returns every problem, empty when it can be stored. */
export function actionTypeProblems(t: { type: string; categories: string[]; synonyms: string[] }): string[] {
  const problems: string[] = [];
  if (!ACTION_TYPE_PATTERN.test(t.type)) problems.push(`type "${t.type}" must match ${ACTION_TYPE_PATTERN.source}`);
  for (const c of t.categories) {
    if (!(CATEGORIES as readonly string[]).includes(c)) problems.push(`unknown category "${c}"; known: ${CATEGORIES.join(', ')}`);
  }
  if (t.synonyms.length > 50) problems.push('at most 50 synonyms');
  for (const s of t.synonyms) {
    if (s.length < 2 || s.length > 64 || /[\u0000-\u001f]/.test(s)) problems.push(`synonym "${s}" must be 2 to 64 printable characters`);
  }
  return problems;
}
