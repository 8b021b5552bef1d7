// GatehousePort over the typed client (src/client): a tool call goes as a version-1 request (action.type the
// tool's name normalised, action.parameters its arguments, context {user_request, history}), which every
// environment reads, with Intake on or off; retries on 429/503 reuse one idempotency key. The catalogue import
// has no client method yet and is one POST here.

import { createClient, GatehouseError } from '../client';
import type { GateDecision, GatehousePort, McpTool } from './port';

/** One attempt at a Gatehouse request gets this long (a decision's `wait` is added to it). */
const ATTEMPT_TIMEOUT_MS = 30_000;

export function clientGatehouse(baseUrl: string, apiKey: string): GatehousePort {
  const client = createClient({ baseUrl, apiKey, timeoutMs: ATTEMPT_TIMEOUT_MS });
  const base = baseUrl.replace(/\/+$/, '');
  return {
    evaluateToolCall: async (call, signal) =>
      (await client.evaluateToolCall(
        { name: call.name, arguments: call.arguments, description: call.description, userRequest: call.userRequest, history: call.history, agentId: call.agent, sessionId: call.sessionId },
        { signal },
      )) as GateDecision,
    getDecision: async (id, opts) => (await client.getDecision(id, opts)) as GateDecision,
    review: async (id, verdict) => void (await client.review(id, verdict)),
    async importTools(tools: McpTool[]) {
      let res: Response;
      try {
        res = await fetch(`${base}/v1/tools/import`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ format: 'mcp', definitions: { tools } }),
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        await res.arrayBuffer();
      } catch (err) {
        throw new GatehouseError(0, 'network_error', `POST /v1/tools/import failed: ${(err as Error).name}`);
      }
      if (!res.ok) throw new GatehouseError(res.status, `http_${res.status}`, `POST /v1/tools/import answered ${res.status}`);
    },
  };
}
