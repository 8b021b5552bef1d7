// Records the history of a real run of every workflow into test/fixtures/histories/, for the replay test
// (test/integration/replay.test.ts): a change to workflow code that would not replay these runs the same
// way fails the test suite. Run it again (and commit what it writes) only when a workflow changes on
// purpose, after following the versioning rule in docs/architecture.md ("Changing workflows").
//
//   TEMPORAL_ADDRESS=127.0.0.1:7233 DATABASE_URL=postgres://... npm run record-histories
//
// RECORD_ONLY=name[,name] writes only those histories (e.g. RECORD_ONLY=audit-checkpoints for a new
// workflow), leaving the other files as they are.
//
// Everything is real (the Temporal server, PostgreSQL, the workflow bundle, the activities, a model endpoint
// over HTTP) except the ingestion mailbox: its pass is a stand-in that reports one mail read per pass, so the
// recorded run goes through its loop, a signal, its timers and continue-as-new without an IMAP server.
// Payloads are recorded unencrypted (the recording worker has no codec), so the fixtures are readable.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client, type WorkflowHandle } from '@temporalio/client';
import { createActivities } from '../activities';
import { createApprovalActivities } from '../activities/approvals';
import { createMailActivities } from '../activities/mail';
import { createRetentionActivities } from '../activities/retention';
import { createAuditActivities } from '../activities/audit';
import { ReceiptKeys } from '../src/receipts/sign';
import { createBacktestActivities } from '../activities/backtest';
import { defaultSettings } from '../src/domain/settings';
import { endBacktest, insertBacktest } from '../src/store/backtests';
import { backtestWorkflowId } from '../src/lib/names';
import { newId } from '../src/store/ids';
import type { runBacktest } from '../workflows/backtest';
import { Registry } from '../src/domain/registry';
import { findTemporalCli } from '../src/embedded/temporal-cli';
import { prepareIntake } from '../src/intake/prepare';
import { modelFactory } from '../src/runtime/models';
import { loadMasterKeys } from '../src/store/codec';
import { approvalWorkflowId, decisionWorkflowId } from '../src/lib/names';
import { connectTemporal, createWorker, installTemporalRuntime } from '../src/runtime/temporal';
import { createPool } from '../src/store/db';
import { getDecision, recordVerdict } from '../src/store/decisions';
import { newDecisionId } from '../src/store/ids';
import { authenticate, createKey } from '../src/store/keys';
import { migrate } from '../src/store/migrations';
import { findEnv, updateSettings } from '../src/store/tenants';
import { verdictSignal, type awaitApproval } from '../workflows/approval';
import type { ingestMail } from '../workflows/ingest';
import { pollNowSignal } from '../workflows/ingest';
import type { EvaluateInput } from '../workflows/types';
import { answer, startModelStub } from '../test/helpers/model-stub';

const OUT_DIR = path.join(__dirname, '..', '..', 'test', 'fixtures', 'histories');

function required(name: string): string {
  const v = process.env[name]?.trim();
  if (!v) throw new Error(`${name} must be set (a Temporal server / a PostgreSQL database to record against)`);
  return v;
}

async function main(): Promise<void> {
  const temporalAddress = required('TEMPORAL_ADDRESS');
  const db = createPool(required('DATABASE_URL'));
  const stub = await startModelStub();
  installTemporalRuntime();
  const connection = await connectTemporal(temporalAddress, {});
  try {
    await migrate(db);
    const client = new Client({ connection });
    const taskQueue = `record-${randomUUID()}`;
    const slug = `record-${randomUUID().slice(0, 8)}`;
    const { key } = await createKey(db, slug, 'test');
    const env = (await findEnv(db, slug, 'test'))!;

    let passes = 0;
    const masters = loadMasterKeys({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'record-')) });
    const worker = await createWorker({
      connection,
      namespace: 'default',
      taskQueue,
      workflowBundle: path.join(__dirname, '..', '..', 'workflow-bundle.js'),
      activities: {
        ...createActivities({ db, modelFor: modelFactory({}) }),
        ...createRetentionActivities({ db }),
        ...createBacktestActivities({ db }),
        ...createMailActivities({ db, mail: { pollSeconds: 1, reconcileSeconds: 60 } }),
        // Approvals without SMTP or a webhook URL: the run settles its row; no mail, no delivery.
        ...createApprovalActivities({ db, masters, mail: { pollSeconds: 1, reconcileSeconds: 60 } }),
        ...createAuditActivities({ db, receipts: new ReceiptKeys(db, masters) }),
        // The stand-in mailbox (see the top of this file).
        pollMailbox: async () => {
          passes++;
          return { processed: 1, rejected: 0, verdicts: 1, disabled: false, nextPollSeconds: 1 };
        },
      },
    });

    const settingsWith = async (changes: Record<string, unknown>) => {
      const r = await updateSettings(db, env.envId, changes);
      if (r.problems.length > 0) throw new Error(JSON.stringify(r.problems));
      return (await authenticate(db, key))!;
    };
    let lastDecisionId = '';
    /** The approval run of the last decision (a review with approvals on), started as the API starts it. */
    const approvalRun = async () => {
      const d = (await getDecision(db, env.envId, lastDecisionId))!;
      if (d.approval?.status !== 'pending') throw new Error('the recorded review has no pending approval');
      return client.workflow.start<typeof awaitApproval>('awaitApproval', {
        taskQueue,
        workflowId: approvalWorkflowId(lastDecisionId),
        args: [{ decisionId: lastDecisionId, envId: env.envId, expiresAt: d.approval.expires_at, actionType: 'refund' }],
      });
    };
    const decision = async (name: string, changes: Record<string, unknown>, request?: EvaluateInput['request'], text?: string) => {
      const principal = await settingsWith(changes);
      const now = Date.now();
      const intake = text
        ? await prepareIntake({ medium: 'text', raw: Buffer.from(text), registry: new Registry(principal.actionTypes), hints: {} })
        : undefined;
      const input: EvaluateInput = {
        decisionId: newDecisionId(),
        orgId: principal.orgId,
        envId: principal.envId,
        request,
        intake,
        settings: principal.settings,
        actionTypes: principal.actionTypes,
        receivedAt: now,
        deadline: now + 30_000,
        content: { mediaType: text ? 'text/plain' : 'application/json', bytes: 100 },
      };
      const handle = await client.workflow.start('evaluateDecision', { taskQueue, workflowId: decisionWorkflowId(input.decisionId), args: [input] });
      await handle.result();
      lastDecisionId = input.decisionId;
      return [name, handle] as const;
    };
    const refund = (amount: number | null) => ({
      action: { type: 'refund', amount, currency: 'EUR', target: 'order_1042', description: 'Refund order_1042: parcel arrived damaged' },
      actor: { name: 'support-bot' },
    });
    const remote = { model_provider: 'openai', model_base_url: stub.url('record', { kind: 'answer', answer: answer() }), model_name: 'record' };

    const runs: (readonly [string, WorkflowHandle])[] = await worker.runUntil(async () => {
      const out: (readonly [string, WorkflowHandle])[] = [];
      out.push(await decision('evaluate-rule-only', { model_provider: 'builtin' }, refund(null)));
      out.push(await decision('evaluate-builtin-model', { model_provider: 'builtin' }, refund(25)));
      out.push(await decision('evaluate-remote-model', remote, refund(25)));
      out.push(await decision('evaluate-intake-remote-model', { ...remote, intake: 'on' }, undefined, 'support-bot: please refund 25 EUR for order_1042, the parcel arrived damaged.'));
      // Approvals: one released by a verdict (the signal after the row was resolved), one expired by its timer.
      await decision('approval-review', { model_provider: 'builtin', approvals: 'on', approval_timeout_s: 3600 }, refund(900));
      const released = await approvalRun();
      await recordVerdict(db, env.envId, lastDecisionId, { outcome: 'approved', reviewer: 'record@example.com', note: null, channel: 'api' });
      await released.signal(verdictSignal);
      await released.result();
      out.push(['approval-verdict', released]);
      await decision('approval-review', { model_provider: 'builtin', approvals: 'on', approval_timeout_s: 5 }, refund(900));
      const expired = await approvalRun();
      await expired.result();
      out.push(['approval-expired', expired]);
      await settingsWith({ approvals: 'off' });
      const floor = await client.workflow.start('engineFloor', { taskQueue, workflowId: `record-floor-${randomUUID()}` });
      await floor.result();
      out.push(['engine-floor', floor]);
      const floorLocal = await client.workflow.start('engineFloorLocal', { taskQueue, workflowId: `record-floor-local-${randomUUID()}` });
      await floorLocal.result();
      out.push(['engine-floor-local', floorLocal]);
      const retention = await client.workflow.start('retentionSweep', { taskQueue, workflowId: `record-retention-${randomUUID()}` });
      await retention.result();
      out.push(['retention-sweep', retention]);
      const checkpoints = await client.workflow.start('auditCheckpoints', { taskQueue, workflowId: `record-audit-${randomUUID()}` });
      await checkpoints.result();
      out.push(['audit-checkpoints', checkpoints]);
      const digest = await client.workflow.start('sendDigest', { taskQueue, workflowId: `record-digest-${randomUUID()}`, args: [{ envId: env.envId, day: '2026-11-24' }] });
      await digest.result();
      out.push(['digest', digest]);
      // Backtests over the decisions recorded above: one that runs (batches of 2, 2 per run: its first run,
      // through continue-as-new, is kept), and one queued behind a running backtest, cancelled while it waits.
      const candidate = { settings: { refund_review_limit: 1000 }, tools: [] };
      const backtest = async (status?: 'running') => {
        const id = newId('bt');
        const window = { from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 60_000) };
        const settings = { ...defaultSettings(), refund_review_limit: 1000 };
        await insertBacktest(db, { id, orgId: env.orgId, envId: env.envId, candidate, settings, window, total: 6, replayable: 4, createdBy: 'record', now: new Date() });
        if (status) await db.query(`UPDATE backtests SET status = 'running' WHERE id = $1`, [id]);
        return id;
      };
      const tuning = { batchSize: 2, batchesPerRun: 2, heartbeatMs: 30_000, pollMs: 200 };
      const btId = await backtest();
      const bt = await client.workflow.start<typeof runBacktest>('runBacktest', { taskQueue, workflowId: backtestWorkflowId(btId), args: [{ backtestId: btId, envId: env.envId, tuning }] });
      await client.workflow.getHandle(bt.workflowId).result();
      out.push(['backtest', client.workflow.getHandle(bt.workflowId, bt.firstExecutionRunId)]);
      const blocker = await backtest('running');
      const waitingId = await backtest();
      const waiting = await client.workflow.start<typeof runBacktest>('runBacktest', { taskQueue, workflowId: backtestWorkflowId(waitingId), args: [{ backtestId: waitingId, envId: env.envId, tuning }] });
      await new Promise((r) => setTimeout(r, 700));
      await waiting.cancel();
      await waiting.result();
      await endBacktest(db, env.envId, blocker, 'cancelled');
      out.push(['backtest-cancelled', waiting]);
      // Two passes, a pollNow signal in between, then continue-as-new: the first run's history is kept.
      const ingest = await client.workflow.start<typeof ingestMail>('ingestMail', { taskQueue, workflowId: `record-ingest-${randomUUID()}`, args: [{ passesPerRun: 2 }] });
      while (passes < 1) await new Promise((r) => setTimeout(r, 50));
      await ingest.signal(pollNowSignal);
      while (passes < 3) await new Promise((r) => setTimeout(r, 50));
      await ingest.terminate('recorded');
      out.push(['ingest', client.workflow.getHandle(ingest.workflowId, ingest.firstExecutionRunId)]);
      return out;
    });

    // The Temporal CLI writes a history in the JSON form the SDK's replayer reads (historyFromJSON).
    const cli = await findTemporalCli({ explicit: process.env.TEMPORAL_CLI, cacheDir: path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'gatehouse'), fetch: false });
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const only = process.env.RECORD_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
    for (const [name, handle] of runs) {
      if (only && !only.includes(name)) continue;
      const { runId } = await handle.describe();
      const json = execFileSync(cli, ['workflow', 'show', '--address', temporalAddress, '-w', handle.workflowId, '-r', runId, '--output', 'json'], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      const events = (JSON.parse(json) as { events: unknown[] }).events.length;
      fs.writeFileSync(path.join(OUT_DIR, `${name}.json`), json.trimEnd() + '\n');
      process.stdout.write(`recorded ${name}: ${events} events\n`);
    }
  } finally {
    await connection.close();
    await stub.close();
    await db.end();
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err) => {
      process.stderr.write(`record-histories: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    },
  );
}
