import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import { temporal } from '@temporalio/proto';

// Custom search attributes let an operator find a decision's run in the Temporal UI by organisation,
// environment, decision id or action type.
export const SA_ORG = defineSearchAttributeKey('GatehouseOrg', SearchAttributeType.KEYWORD);
export const SA_ENV = defineSearchAttributeKey('GatehouseEnv', SearchAttributeType.KEYWORD);
export const SA_DECISION = defineSearchAttributeKey('GatehouseDecisionId', SearchAttributeType.KEYWORD);
export const SA_ACTION_TYPE = defineSearchAttributeKey('GatehouseActionType', SearchAttributeType.KEYWORD);

export const SEARCH_ATTRIBUTES = [SA_ORG, SA_ENV, SA_DECISION, SA_ACTION_TYPE];

/** Dev-server flags that register them. */
export const devServerSearchAttributeFlags = () => SEARCH_ATTRIBUTES.flatMap((k) => ['--search-attribute', `${k.name}=Keyword`]);

/** The part of a Temporal connection (client or worker) that registers search attributes. */
export interface OperatorConnection {
  operatorService: temporal.api.operatorservice.v1.OperatorService;
}

/** Registers the custom search attributes the namespace lacks (Keyword each); true when some were added. */
export async function registerSearchAttributes(connection: OperatorConnection, namespace: string): Promise<boolean> {
  const existing = await connection.operatorService.listSearchAttributes({ namespace });
  const missing = SEARCH_ATTRIBUTES.filter((k) => !(k.name in (existing.customAttributes ?? {})));
  if (missing.length === 0) return false;
  await connection.operatorService.addSearchAttributes({
    namespace,
    searchAttributes: Object.fromEntries(missing.map((k) => [k.name, temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD])),
  });
  return true;
}
