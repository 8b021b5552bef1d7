import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

// Custom search attributes let an operator find a decision's run in the Temporal UI by organisation,
// environment, decision id or action type.
export const SA_ORG = defineSearchAttributeKey('GatehouseOrg', SearchAttributeType.KEYWORD);
export const SA_ENV = defineSearchAttributeKey('GatehouseEnv', SearchAttributeType.KEYWORD);
export const SA_DECISION = defineSearchAttributeKey('GatehouseDecisionId', SearchAttributeType.KEYWORD);
export const SA_ACTION_TYPE = defineSearchAttributeKey('GatehouseActionType', SearchAttributeType.KEYWORD);

export const SEARCH_ATTRIBUTES = [SA_ORG, SA_ENV, SA_DECISION, SA_ACTION_TYPE];

/** Dev-server flags that register them. */
export const devServerSearchAttributeFlags = () => SEARCH_ATTRIBUTES.flatMap((k) => ['--search-attribute', `${k.name}=Keyword`]);
