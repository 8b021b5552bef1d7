// The client's types: the contract's schemas as generated from openapi.json (openapi.gen.ts, `npm run
// client-types`), plus the approval fields of contract 0.5.0 that the committed openapi.json does not carry
// yet (approvals, receipts). Once the regenerated schema has them, the additions below are no-ops.

import type { components } from './openapi.gen';

type Schemas = components['schemas'];

export type EvaluateRequest = Schemas['EvaluateRequest'];
export type ReviewRequest = Schemas['ReviewRequest'];
export type Review = Schemas['Review'];
export type ToolList = Schemas['ToolList'];
export type Tool = Schemas['Tool'];
export type AgreementReport = Schemas['AgreementReport'];
export type Health = Schemas['Health'];
export type ErrorBody = Schemas['Error'];
export type Outcome = Schemas['Decision']['decision'];

/** Where a `review` decision's approval stands (contract 0.5.0). */
export type ApprovalStatus = 'pending' | 'approved' | 'denied' | 'changed' | 'expired';

export interface Approval {
  status: ApprovalStatus;
  expires_at?: string | null;
  decided_at?: string | null;
  channel?: string | null;
}

/** A decision as the service returns it; `approval`, `action_hash` and `receipt` come with contract 0.5.0. */
export type Decision = Schemas['Decision'] & {
  approval?: Approval | null;
  /** `sha256:…` of the action decided. */
  action_hash?: string;
  /** A compact JWS the service signed over the decision. */
  receipt?: string;
};

/** A tool call about to be made, with what the user asked and what happened so far. */
export interface ToolCallRequest {
  /** The tool's name as the framework knows it; sent normalised (`BinanceGetRealTimePrice` → `binance_get_real_time_price`). */
  name: string;
  /** The call's arguments; a value that is not an object is sent as `{input: value}`. */
  arguments?: unknown;
  /** The user's request the agent is working on. */
  userRequest?: string | null;
  /** The conversation so far, oldest first: e.g. `{role, content}` turns and `{role: 'tool', tool, content}` outputs. */
  history?: unknown[];
  /** The agent's name (`actor.name`); defaults to the client's `agent` option. */
  agentId?: string;
  /** The agent session (run) the call belongs to: `context.session_id`, which the session and window rules count by. */
  sessionId?: string;
  /** The tool's description, when the caller has it. */
  description?: string | null;
  options?: EvaluateRequest['options'];
}
