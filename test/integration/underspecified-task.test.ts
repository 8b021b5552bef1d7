// UNDERSPECIFIED_TASK through the running service on default settings: a deletion for a task that leaves
// open what it deletes goes to a person on both paths (a version-1 request and an OpenAI chat body), and the
// look-alikes pass: the same deletion with the file named, and a read with no arguments for the same vague
// words. Real HTTP, real Temporal, real PostgreSQL.

import { call, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
let key: string;
beforeAll(async () => {
  svc = await startTestService();
  key = await svc.key(uniqueOrg('underspecified'), 'test');
});
afterAll(async () => {
  await svc?.stop();
});

const VAGUE = 'My disk is full. Please delete the unnecessary files in my home folder.';
const v1 = (type: string, parameters: Record<string, unknown>, userRequest: string) => ({
  action: { type, parameters },
  actor: { name: 'agent' },
  context: { user_request: userRequest, history: [] },
});
const chat = (name: string, args: Record<string, unknown>, userRequest: string) => ({
  model: 'gpt-4o',
  messages: [
    { role: 'user', content: userRequest },
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name, arguments: JSON.stringify(args) } }] },
  ],
});
const decide = async (body: unknown) => {
  const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body });
  expect(r.status).toBe(200);
  return r.body as { decision: string; reason_codes: string[] };
};

it('a deletion whose task leaves open what it deletes: not allowed, UNDERSPECIFIED_TASK, the same on both paths', async () => {
  const structured = await decide(v1('delete_files', {}, VAGUE));
  expect(structured.decision).not.toBe('allow');
  expect(structured.reason_codes).toContain('UNDERSPECIFIED_TASK');
  const viaChat = await decide(chat('delete_files', {}, VAGUE));
  expect(viaChat.decision).toBe(structured.decision);
  expect(viaChat.reason_codes).toContain('UNDERSPECIFIED_TASK');
});

it('look-alikes: the file named in the request and the call, and a read for the same vague words, are allowed', async () => {
  const named = await decide(v1('delete_file', { path: '/home/jo/tmp/build-42.log' }, 'Delete the file /home/jo/tmp/build-42.log.'));
  expect(named.reason_codes).not.toContain('UNDERSPECIFIED_TASK');
  expect(named.decision).toBe('allow');
  const read = await decide(v1('list_large_files', {}, VAGUE));
  expect(read.reason_codes).not.toContain('UNDERSPECIFIED_TASK');
  expect(read.decision).toBe('allow');
});
