// GatehousePort over Gatehouse's HTTP API: tool calls as version-1 requests (action.type the tool's name
// normalised, action.parameters its arguments, context {user_request, history}), which every environment
// reads, with Intake on or off.

import { randomUUID } from 'node:crypto';
import { normaliseToolName } from '../toolcall/types';
import { GatehouseFailure, type GateDecision, type GatehousePort, type McpTool, type ToolCallQuestion } from './port';

/** One HTTP request to Gatehouse gets this long, besides a decision's `wait`. */
const REQUEST_TIMEOUT_MS = 30_000;
/** action.description's limit in the contract. */
const DESCRIPTION_MAX = 2000;

export function httpGatehouse(baseUrl: string, key: string): GatehousePort {
  const base = baseUrl.replace(/\/+$/, '');

  async function request(method: string, path: string, body: unknown, opts: { signal?: AbortSignal; timeoutMs?: number; idempotent?: boolean } = {}): Promise<unknown> {
    const signals = [AbortSignal.timeout(opts.timeoutMs ?? REQUEST_TIMEOUT_MS), ...(opts.signal ? [opts.signal] : [])];
    const headers: Record<string, string> = { authorization: `Bearer ${key}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (opts.idempotent) headers['idempotency-key'] = randomUUID();
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.any(signals) });
    } catch (err) {
      throw new GatehouseFailure(`Gatehouse did not answer (${(err as Error).name})`);
    }
    const text = await res.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const code = (parsed as { error?: { code?: string } } | undefined)?.error?.code;
      throw new GatehouseFailure(`Gatehouse answered ${res.status}${code ? ` ${code}` : ''}`, res.status, code);
    }
    return parsed;
  }

  const decisionOf = (v: unknown): GateDecision => {
    const d = v as GateDecision | undefined;
    if (!d || typeof d.decision_id !== 'string' || typeof d.decision !== 'string' || !Array.isArray(d.reason_codes)) {
      throw new GatehouseFailure('Gatehouse answered something that is not a decision');
    }
    return d;
  };

  return {
    async evaluateToolCall(call: ToolCallQuestion, signal?: AbortSignal) {
      const type = normaliseToolName(call.name);
      if (type === null) throw new GatehouseFailure('the tool name cannot be sent as an action type');
      const context: Record<string, unknown> = {};
      if (call.userRequest !== undefined) context.user_request = call.userRequest;
      if (call.history !== undefined) context.history = call.history;
      const body = {
        action: { type, parameters: call.arguments, ...(call.description ? { description: call.description.slice(0, DESCRIPTION_MAX) } : {}) },
        actor: { name: call.agent },
        context: Object.keys(context).length > 0 ? context : null,
      };
      return decisionOf(await request('POST', '/v1/gate/evaluate', body, { signal, idempotent: true }));
    },
    async getDecision(id, opts) {
      const wait = opts.wait ? `?wait=${opts.wait}` : '';
      return decisionOf(await request('GET', `/v1/decisions/${encodeURIComponent(id)}${wait}`, undefined, { signal: opts.signal, timeoutMs: REQUEST_TIMEOUT_MS + (opts.wait ?? 0) * 1000 }));
    },
    async review(id, verdict) {
      await request('POST', `/v1/decisions/${encodeURIComponent(id)}/review`, verdict);
    },
    async importTools(tools: McpTool[]) {
      await request('POST', '/v1/tools/import', { format: 'mcp', definitions: { tools } });
    },
  };
}
