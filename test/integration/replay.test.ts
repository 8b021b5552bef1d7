// Workflows that can change safely: the recorded history of a real run of every workflow
// (test/fixtures/histories, written by scripts/record-histories.ts) must replay on today's workflow code.
// A change that would make a run already in flight take another path fails here; docs/architecture.md's "Changing
// workflows" says how to make such a change (patched(), or waiting for continue-as-new).

import fs from 'node:fs';
import path from 'node:path';
import * as proto from '@temporalio/proto';
import { patchProtobufRoot } from '@temporalio/proto/lib/patch-protobuf-root';
import { Worker } from '@temporalio/worker';

jest.setTimeout(120_000);

const DIR = path.join(__dirname, '..', 'fixtures', 'histories');
const files = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

type HistoryJson = { events: { workflowExecutionStartedEventAttributes?: { workflowType: { name: string }; input: { payloads: { data: string }[] } } }[] };
const load = (file: string): HistoryJson => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
const workflowTypeOf = (h: HistoryJson) => h.events[0].workflowExecutionStartedEventAttributes!.workflowType.name;

// The CLI's JSON read into a History with the protobufjs copy that @temporalio/proto itself uses. (The SDK's
// historyFromJSON uses @temporalio/common's own copy of protobufjs, and npm installs the two apart here, so
// its type check refuses proto's History type: "type must be a Type".)
const protojson: { fromJson(type: unknown, json: unknown, opts: object): unknown } = require(
  require.resolve('protobufjs/ext/protojson', { paths: [path.dirname(require.resolve('@temporalio/proto/package.json'))] }),
);
const historyType = (patchProtobufRoot(proto) as unknown as { lookupType(name: string): unknown }).lookupType('temporal.api.history.v1.History');
const historyOf = (json: unknown) => protojson.fromJson(historyType, json, { ignoreUnknownFields: true });

async function replay(histories: { workflowId: string; history: unknown }[]): Promise<{ id: string; error: string | null }[]> {
  const results: { id: string; error: string | null }[] = [];
  const options = { workflowBundle: { codePath: process.env.GATEHOUSE_WORKFLOW_BUNDLE! } };
  const loaded = histories.map((h) => ({ workflowId: h.workflowId, history: historyOf(h.history) }));
  for await (const r of Worker.runReplayHistories(options, loaded)) {
    results.push({ id: r.workflowId, error: r.error ? `${r.error.name}: ${r.error.message}` : null });
  }
  return results;
}

it('holds a recorded run of every workflow, and of each path of a decision', () => {
  const types = new Set(files.map((f) => workflowTypeOf(load(f))));
  expect([...types].sort()).toEqual(['auditCheckpoints', 'awaitApproval', 'engineFloor', 'engineFloorLocal', 'evaluateDecision', 'ingestMail', 'retentionSweep', 'runBacktest', 'sendDigest']);
  // A backtest through continue-as-new, and one cancelled while it waited for its environment's turn.
  expect(files.filter((f) => workflowTypeOf(load(f)) === 'runBacktest')).toEqual(['backtest-cancelled.json', 'backtest.json']);
  // An approval run of each ending: released by a verdict, and expired by its timer.
  expect(files.filter((f) => workflowTypeOf(load(f)) === 'awaitApproval')).toEqual(['approval-expired.json', 'approval-verdict.json']);
  expect(files.filter((f) => workflowTypeOf(load(f)) === 'evaluateDecision')).toEqual([
    'evaluate-builtin-model.json',
    'evaluate-intake-remote-model.json',
    'evaluate-remote-model.json',
    'evaluate-rule-only.json',
  ]);
});

it('every recorded history replays on the current workflow code', async () => {
  const results = await replay(files.map((f) => ({ workflowId: f, history: load(f) })));
  expect(results).toEqual(files.map((f) => ({ id: f, error: null })));
});

it('a run that would take another path than its history fails replay (the check can fail)', async () => {
  // The intake run with a remote model asked the model to select candidates first. Told (in its recorded
  // input) that the model is builtin, today's code skips that step: a different command than the history's.
  const h = load('evaluate-intake-remote-model.json');
  const started = h.events[0].workflowExecutionStartedEventAttributes!;
  const input = JSON.parse(Buffer.from(started.input.payloads[0].data, 'base64').toString('utf8'));
  expect(input.settings.model_provider).toBe('openai');
  input.settings.model_provider = 'builtin';
  started.input.payloads[0].data = Buffer.from(JSON.stringify(input)).toString('base64');
  const [result] = await replay([{ workflowId: 'changed', history: h }]);
  expect(result.error).toMatch(/Determinism|nondetermin/i);
});
