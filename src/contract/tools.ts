// The contract's tool vocabulary: what a call does (effect classes), the shapes a call arrives in, how a tool
// name becomes an action type, and the catalogue's limits and sources. The schemas (src/contract/schemas.ts)
// and the tool-call code (src/toolcall) both take them from here. Pure; no I/O.

/** What a call does. A call may have several (a wire transfer is money movement and a write). */
export const EFFECT_CLASSES = [
  'read',
  'write',
  'destructive',
  'money_movement',
  'external_communication',
  'code_execution',
  'access_change',
  'device_control',
  'data_disclosure',
] as const;
export type EffectClass = (typeof EFFECT_CLASSES)[number];

/** Where a call was found: the shape it arrived in. */
export const TOOL_CALL_SHAPES = [
  'structured', // a version-1 request: action.type is the tool name, action.parameters its arguments
  'openai_chat', // chat completions: message.tool_calls[] (arguments as a JSON string) or the older function_call
  'openai_responses', // the Responses API: an output item of type function_call
  'anthropic', // a Messages API content block of type tool_use
  'mcp', // a JSON-RPC tools/call request (params.name, params.arguments)
  'langchain', // {tool, tool_input}
  'react', // ReAct text: "Action: X" / "Action Input: {...}"
  'json', // any JSON object naming a tool and its arguments ({tool|name|function, arguments|args|input|parameters}), under any key
] as const;
export type ToolCallShape = (typeof TOOL_CALL_SHAPES)[number];

/**
 * A tool name in the contract's type pattern `^[a-z][a-z0-9_.:-]{0,63}$`: CamelCase and spaces become
 * snake_case words (`BinanceGetRealTimePrice` → `binance_get_real_time_price`), dots, colons and hyphens stay
 * (`gmail.send`), anything else becomes `_`. Null when nothing of a name is left.
 */
export function normaliseToolName(raw: string): string | null {
  const s = raw
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9_.:-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, 64);
  return s.length > 0 ? s : null;
}

export const TOOLS_PER_IMPORT_MAX = 1000;
export const TOOLS_PER_ENV_MAX = 5000;

export const IMPORT_FORMATS = ['mcp', 'openai', 'anthropic'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const TOOL_SOURCES = ['operator', 'api', 'mcp', 'openai', 'anthropic'] as const;
