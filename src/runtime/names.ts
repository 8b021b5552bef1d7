// Names shared by the client side and the worker side of the evaluate workflow.

export const DEFAULT_TASK_QUEUE = 'gatehouse-decisions';

export const decisionWorkflowId = (decisionId: string) => `decision:${decisionId}`;
