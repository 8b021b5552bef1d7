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
}

const T = (type: string, ...categories: Category[]): ActionTypeInfo => ({ type, categories });

export const BUILTIN_TYPES: readonly ActionTypeInfo[] = [
  T('refund', 'money_movement'),
  T('transfer', 'money_movement'),
  T('payment', 'money_movement'),
  T('payout', 'money_movement'),
  T('charge', 'money_movement'),
  T('withdrawal', 'money_movement'),
  T('delete_records', 'destructive'),
  T('delete_account', 'destructive', 'account'),
  T('purge', 'destructive'),
  T('drop_table', 'destructive', 'configuration'),
  T('wipe_device', 'destructive'),
  T('change_bank_details', 'sensitive'),
  T('grant_access', 'sensitive'),
  T('modify_permissions', 'sensitive'),
  T('reset_credentials', 'sensitive'),
  T('disable_mfa', 'sensitive'),
  T('export_data', 'exfiltration'),
  T('share_externally', 'exfiltration'),
  T('send_message', 'communication'),
  T('send_email', 'communication'),
  T('modify_configuration', 'configuration'),
  T('deploy', 'configuration'),
  T('cancel_subscription', 'account'),
  T('update_record'),
  T('create_ticket'),
];

const byType = new Map(BUILTIN_TYPES.map((t) => [t.type, t]));

export function lookupType(type: string): ActionTypeInfo | undefined {
  return byType.get(type);
}

export function hasCategory(type: string, category: Category): boolean {
  return lookupType(type)?.categories.includes(category) ?? false;
}
