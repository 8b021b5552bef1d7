// The action-type registry: what the rules know about a type. Types outside it are the caller's own
// vocabulary: allowed on the structured path, but no category rule pretends to know them.

export type Category =
  | 'money_movement'
  | 'destructive'
  | 'sensitive'
  | 'exfiltration'
  | 'communication'
  | 'configuration'
  | 'account';

export interface ActionTypeInfo {
  type: string;
  categories: Category[];
  /** How hard the action is to undo when the model is not consulted, 0 (impossible) .. 1 (trivial). */
  reversibility: number;
}

const T = (type: string, categories: Category[], reversibility: number): ActionTypeInfo => ({ type, categories, reversibility });

export const BUILTIN_TYPES: readonly ActionTypeInfo[] = [
  T('refund', ['money_movement'], 0.4),
  T('transfer', ['money_movement'], 0.2),
  T('payment', ['money_movement'], 0.3),
  T('payout', ['money_movement'], 0.2),
  T('charge', ['money_movement'], 0.5),
  T('withdrawal', ['money_movement'], 0.2),
  T('delete_records', ['destructive'], 0.05),
  T('delete_account', ['destructive', 'account'], 0.05),
  T('purge', ['destructive'], 0.0),
  T('drop_table', ['destructive', 'configuration'], 0.0),
  T('wipe_device', ['destructive'], 0.0),
  T('change_bank_details', ['sensitive'], 0.4),
  T('grant_access', ['sensitive'], 0.6),
  T('modify_permissions', ['sensitive'], 0.6),
  T('reset_credentials', ['sensitive'], 0.5),
  T('disable_mfa', ['sensitive'], 0.5),
  T('export_data', ['exfiltration'], 0.0),
  T('share_externally', ['exfiltration'], 0.0),
  T('send_message', ['communication'], 0.1),
  T('send_email', ['communication'], 0.1),
  T('modify_configuration', ['configuration'], 0.7),
  T('deploy', ['configuration'], 0.7),
  T('cancel_subscription', ['account'], 0.6),
  T('update_record', [], 0.7),
  T('create_ticket', [], 0.9),
];

const byType = new Map(BUILTIN_TYPES.map((t) => [t.type, t]));

export function lookupType(type: string): ActionTypeInfo | undefined {
  return byType.get(type);
}

export function hasCategory(type: string, category: Category): boolean {
  return lookupType(type)?.categories.includes(category) ?? false;
}
