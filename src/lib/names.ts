// Names shared by the client side and the worker side of the evaluate workflow.

export const DEFAULT_TASK_QUEUE = 'gatehouse-decisions';

export const decisionWorkflowId = (decisionId: string) => `decision:${decisionId}`;

/** The run that waits for a review decision's approval (issue 15); not `decision:`, so its payloads use the system key. */
export const approvalWorkflowId = (decisionId: string) => `approval:${decisionId}`;

/** The run that posts `approval.revoked` once a later verdict took back an approved approval (issue 25). */
export const revocationWorkflowId = (decisionId: string) => `approval-revoked:${decisionId}`;

/** The run of a backtest (issue 28); not `decision:`, so its payloads use the system key. */
export const backtestWorkflowId = (backtestId: string) => `backtest:${backtestId}`;

/** The run a worker starts once at start to load its sandbox before the first decision (runtime/temporal.ts, warmWorkflowPath). */
export const warmUpWorkflowId = (processId: string) => `warm-up:${processId}`;
