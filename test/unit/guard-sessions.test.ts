// The SDK guards send a session id (context.session_id, contract 0.7.0) so that the session and window rules
// can follow an agent's run: one per guarded set of AI SDK tools, one per OpenAI Agents run, or the caller's own.

import { createClient, guard, toolCallRequest } from '../../src/client';
import { guardAiTools } from '../../src/client/ai-sdk';
import { guardAgentsTool } from '../../src/client/openai-agents';
import { stub, type Answer } from '../helpers/http-stub';

const allow: Answer = { status: 200, body: { decision_id: `dec_${'C'.repeat(26)}`, decision: 'allow', confidence: 0.9, reason_codes: [], approval: null } };
const sessionsOf = (seen: { body: string }[]) => seen.map((x) => JSON.parse(x.body).context?.session_id as string | undefined);

/** Runs `calls` against a stub answering allow, and gives the session ids the calls sent. */
async function sessionsSent(calls: (client: ReturnType<typeof createClient>) => Promise<void>): Promise<(string | undefined)[]> {
  const s = await stub([allow, allow, allow]);
  try {
    await calls(createClient({ baseUrl: s.url, apiKey: 'k' }));
    return sessionsOf(s.seen);
  } finally {
    await s.close();
  }
}

describe('session ids from the SDK guards', () => {
  it('toolCallRequest puts sessionId in context.session_id, and leaves it out when not given', () => {
    expect(toolCallRequest({ name: 'send_email', sessionId: 'run-1' }).context).toEqual({ user_request: null, history: [], session_id: 'run-1' });
    expect(toolCallRequest({ name: 'send_email' }).context).toEqual({ user_request: null, history: [] });
  });

  it('guard sends the session id of its context', async () => {
    const sent = await sessionsSent(async (client) => void (await guard(async () => 'ok', { client, name: 'send_email', context: { sessionId: 'mine-7' } })({})));
    expect(sent).toEqual(['mine-7']);
  });

  it('guardAiTools: every tool guarded together shares one session; another guarded set has another', async () => {
    const [a, b, c] = await sessionsSent(async (client) => {
      type Exec = { execute: (input: unknown, o: unknown) => Promise<string> };
      const tools = { readMail: { execute: async () => 'mail' }, sendMail: { execute: async () => 'sent' } } as unknown as Record<'readMail' | 'sendMail', Exec>;
      const run1 = guardAiTools(tools as never, { client }) as typeof tools;
      const run2 = guardAiTools(tools as never, { client }) as typeof tools;
      await run1.readMail.execute({}, { toolCallId: 't', messages: [] });
      await run1.sendMail.execute({}, { toolCallId: 't', messages: [] });
      await run2.sendMail.execute({}, { toolCallId: 't', messages: [] });
    });
    expect(a).toMatch(/^run-[0-9a-f-]{36}$/);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('guardAgentsTool: one session per run (RunContext), another for another run', async () => {
    const [a, b, c] = await sessionsSent(async (client) => {
      const tool = { type: 'function', name: 'send_email', description: 'Send a mail', invoke: async () => 'sent' } as never;
      const guarded = guardAgentsTool(tool, { client }) as unknown as { invoke: (rc: unknown, input: string) => Promise<unknown> };
      const runA = { context: {} };
      const runB = { context: {} };
      await guarded.invoke(runA, '{}');
      await guarded.invoke(runA, '{}');
      await guarded.invoke(runB, '{}');
    });
    expect(a).toMatch(/^run-/);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });
});
