// What the MCP gateway needs from Gatehouse, as one small interface: evaluate a tool call, read (and wait on)
// a decision, record a person's verdict, feed the tool catalogue. The gateway's logic is written against this
// interface only; gatehouse.ts implements it over HTTP.

/** A person's approval of a reviewed decision (approvals; null when they are off for the environment). */
export interface Approval {
  status: 'pending' | 'approved' | 'denied' | 'changed' | 'expired';
}

/** The fields of a Decision the gateway reads. */
export interface GateDecision {
  decision_id: string;
  decision: 'allow' | 'review' | 'deny' | 'more_information';
  reason_codes: string[];
  missing?: string[];
  missing_details?: { field: string; reason: string }[];
  /** Absent on a service without approvals: read as null. */
  approval?: Approval | null;
}

/** One MCP tools/call, as the gateway asks about it. */
export interface ToolCallQuestion {
  /** The tool's name as the MCP server gave it. */
  name: string;
  arguments: Record<string, unknown>;
  /** The tool's description from tools/list, when the gateway has seen it. */
  description?: string;
  /** The user's request and the conversation, when the MCP client passed them in `params._meta`. */
  userRequest?: string;
  history?: unknown[];
  /** Who proposes the call (Actor.name). */
  agent: string;
  /** The MCP client session the call comes from (`context.session_id`): one per client session. */
  sessionId?: string;
}

/** An MCP tool as tools/list gives it: the catalogue feed reads its name, description and annotations. */
export interface McpTool {
  name: string;
  description?: string;
  annotations?: Record<string, unknown>;
  inputSchema?: unknown;
}

export interface GatehousePort {
  evaluateToolCall(call: ToolCallQuestion, signal?: AbortSignal): Promise<GateDecision>;
  /** The decision; with `wait`, the service may hold the request up to that many seconds for a change. */
  getDecision(id: string, opts: { wait?: number; signal?: AbortSignal }): Promise<GateDecision>;
  review(id: string, verdict: { outcome: 'approved' | 'denied'; reviewer: string; note: string }): Promise<void>;
  importTools(tools: McpTool[]): Promise<void>;
}
