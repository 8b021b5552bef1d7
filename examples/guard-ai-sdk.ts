import { generateText, jsonSchema, stepCountIs, tool, type LanguageModel } from 'ai';
import { createClient } from 'gatehouse/client';
import { guardAiTools } from 'gatehouse/client/ai-sdk';

const gatehouse = createClient({ baseUrl: process.env.GATEHOUSE_URL!, apiKey: process.env.GATEHOUSE_API_KEY!, agent: 'mail-agent' });

// Every tool's execute is guarded, under its key as its name. The user's request and the conversation
// are read from the messages; a refused call returns { refused, kind, reason_codes, missing, message }.
const tools = guardAiTools(
  {
    GmailSend: tool({
      description: 'Send an e-mail',
      inputSchema: jsonSchema<{ to: string; subject: string; body: string }>({ type: 'object', properties: { to: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' } } }),
      execute: async ({ to }) => `sent to ${to}`,
    }),
  },
  { client: gatehouse, approvalTimeoutMs: 120_000 },
);

export async function main(model: LanguageModel): Promise<unknown[]> {
  const result = await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: 'Send the Q3 report to anna@example.com' });
  return result.steps.flatMap((s) => s.toolResults.map((r) => r.output));
}
