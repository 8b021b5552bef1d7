// The benchmark's model endpoints: the tests' OpenAI-compatible stub (test/helpers/model-stub), run as a
// child process forked by scripts/bench.ts so that the stub's own CPU (HTTP parsing, JSON, timers) does not
// share an event loop with the service it is measured against. Two stubs: one answering every call after
// STUB_ANSWER_DELAY_MS with a valid "proceed" answer, one that never answers.

import { answer, startModelStub, type ModelStub } from '../test/helpers/model-stub';

export const STUB_ANSWER_DELAY_MS = 50;

/** Parent to child. */
export type StubCommand = { type: 'counts'; id: number } | { type: 'exit' };

/** Child to parent: the base URLs once listening, then the calls each stub received since the last count. */
export type StubReply =
  | { type: 'ready'; answering: string; hanging: string }
  | { type: 'counts'; id: number; answering: number; hanging: number }
  | { type: 'error'; message: string };

async function serve(): Promise<void> {
  const stubs: ModelStub[] = [];
  const answering = await startModelStub();
  stubs.push(answering);
  answering.script({ kind: 'answer', answer: answer(), delayMs: STUB_ANSWER_DELAY_MS });
  const hanging = await startModelStub();
  stubs.push(hanging);
  hanging.script({ kind: 'hang' });

  // The stub keeps every request it received; only the count is wanted here, so the lists are emptied at each
  // count (and trimmed when nobody asks) to keep the child's memory flat.
  const seen = { answering: 0, hanging: 0 };
  const drain = () => {
    seen.answering += answering.requests.length;
    seen.hanging += hanging.requests.length;
    answering.requests.length = 0;
    hanging.requests.length = 0;
  };
  setInterval(drain, 1000).unref();

  const exit = () => {
    void Promise.race([Promise.all(stubs.map((s) => s.close())), new Promise((r) => setTimeout(r, 1000))]).finally(() => process.exit(0));
  };
  process.on('disconnect', exit);
  process.on('message', (msg: StubCommand) => {
    if (msg.type === 'exit') return exit();
    if (msg.type === 'counts') {
      drain();
      process.send!({ type: 'counts', id: msg.id, ...seen } satisfies StubReply);
      seen.answering = 0;
      seen.hanging = 0;
    }
  });
  process.send!({ type: 'ready', answering: answering.baseUrl, hanging: hanging.baseUrl } satisfies StubReply);
}

if (require.main === module) {
  if (!process.send) {
    process.stderr.write('bench-model-stub runs as a child of scripts/bench.ts (npm run bench)\n');
    process.exit(2);
  }
  serve().catch((err) => {
    process.send!({ type: 'error', message: err instanceof Error ? err.message : String(err) } satisfies StubReply);
    process.exit(1);
  });
}
