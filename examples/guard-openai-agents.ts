import { Agent, run, tool, type Model } from '@openai/agents';
import { createClient } from 'gatehouse/client';
import { guardAgentsTool } from 'gatehouse/client/openai-agents';

const gatehouse = createClient({ baseUrl: process.env.GATEHOUSE_URL!, apiKey: process.env.GATEHOUSE_API_KEY!, agent: 'shell-agent' });

const shell = guardAgentsTool(
  tool({
    name: 'ExecuteShell',
    description: 'Run a shell command',
    parameters: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'], additionalProperties: false },
    strict: true,
    execute: async (input) => `ran ${(input as { command: string }).command}`,
  }),
  { client: gatehouse, approvalTimeoutMs: 120_000 },
);

// The Agents SDK hands tools no conversation: put the user's request (and history) in the run's context.
export async function main(model: Model | string, userRequest: string): Promise<unknown> {
  const agent = new Agent({ name: 'ops', instructions: 'Use the shell when asked.', model, tools: [shell] });
  const result = await run(agent, userRequest, { context: { userRequest } });
  return result.finalOutput;
}
