// The API side of approvals (issue 15): starting a review decision's approval run, waking it when a verdict
// resolved the approval, and callers waiting for an approval (GET /v1/decisions/{id}?wait=N).
//
// Waiting costs no polling: one connection per API process LISTENs on the approvals channel (the approval
// row's trigger NOTIFYs in the transaction that resolves it), and the news is fanned out in memory to the
// callers waiting for that decision. A waiter registers before it reads the decision and reads it once more
// at the end, so a resolution that lands between the read and the registration (a lost wake-up) is still
// answered. Without the listening connection (the store restarting) waiters still get the truth, only at
// the end of their wait.

import type { Client as PgClient } from 'pg';
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { Decision } from '../domain/types';
import { APPROVAL_CHANNEL } from '../store/approvals';
import { listenOn } from '../store/listen';
import type { MasterKeys } from '../store/codec';
import type { announceRevocation, awaitApproval, ApprovalInput } from '../../workflows/approval';
import type { RevokedApproval, VerdictMoves } from '../store/decisions';
import { errorName, log } from '../lib/log';
import { pause } from '../lib/timers';
import { VERDICT_SIGNAL } from '../../workflows/types';
import { approvalWorkflowId, revocationWorkflowId } from '../lib/names';
import { SA_ACTION_TYPE, SA_DECISION, SA_ENV, SA_ORG } from '../lib/search-attributes';

/** Callers may wait this long at most (the `wait` query parameter's upper bound). */
export const MAX_WAIT_S = 60;
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** A waiter wakes this long after the approval's expiry to read it as expired. */
const EXPIRY_MARGIN_MS = 20;

export class ApprovalWaiters {
  private client: PgClient | null = null;
  private connecting: Promise<PgClient | null> | null = null;
  private closed = false;
  /** The next reconnection attempt after the connection was lost, and the pause before it (doubling to 30 s). */
  private retry: NodeJS.Timeout | undefined;
  private retryMs = RECONNECT_FIRST_MS;
  private readonly waiting = new Map<string, Set<() => void>>();

  constructor(private readonly connectionString: string) {}

  /** Callers waiting right now (for tests and metrics). */
  get size(): number {
    let n = 0;
    for (const s of this.waiting.values()) n += s.size;
    return n;
  }

  /**
   * The decision once its approval is no longer pending, or as it stands after `ms`; null when it does not
   * exist in the environment (read() is tenant-scoped). Ends early, with what read() says, when `signal`
   * aborts (the caller went away) or the process shuts down.
   */
  async wait(decisionId: string, ms: number, read: () => Promise<Decision | null>, signal?: AbortSignal): Promise<Decision | null> {
    const end = Date.now() + ms;
    for (;;) {
      let wake!: () => void;
      const woken = new Promise<void>((r) => (wake = r));
      this.add(decisionId, wake);
      try {
        await this.listening();
        const d = await read();
        if (!d || d.approval?.status !== 'pending') return d;
        if (Date.now() >= end || signal?.aborted || this.closed) return d;
        // Not past its expiry either: then it reads as expired, whether or not its run has marked it yet.
        const left = Math.min(end, Date.parse(d.approval.expires_at) + EXPIRY_MARGIN_MS) - Date.now();
        const stop = new AbortController();
        const onAbort = () => stop.abort();
        signal?.addEventListener('abort', onAbort, { once: true });
        try {
          await Promise.race([woken, pause(left, stop.signal)]);
        } finally {
          stop.abort();
          signal?.removeEventListener('abort', onAbort);
        }
      } finally {
        this.remove(decisionId, wake);
      }
      // Woken (a notification, a lost connection, the end): the loop reads again, which is the final re-read.
      if (Date.now() >= end || signal?.aborted || this.closed) return read();
    }
  }

  /** Stops listening and releases every waiter (each answers with what the store says now). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.wakeAll();
    const c = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    await c?.end().catch(() => undefined);
  }

  private add(id: string, wake: () => void): void {
    let s = this.waiting.get(id);
    if (!s) this.waiting.set(id, (s = new Set()));
    s.add(wake);
  }

  private remove(id: string, wake: () => void): void {
    const s = this.waiting.get(id);
    s?.delete(wake);
    if (s?.size === 0) this.waiting.delete(id);
  }

  private wakeAll(): void {
    for (const s of this.waiting.values()) for (const w of s) w();
  }

  /** The shared listening connection, connected on first use and again after it was lost. */
  private async listening(): Promise<PgClient | null> {
    if (this.closed) return null;
    if (this.client) return this.client;
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  /** Listens again in the background after the connection was lost (a store restarting), with backoff. */
  private reconnectLater(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => void this.reconnect(), this.retryMs);
    this.retry.unref();
  }

  private async reconnect(): Promise<void> {
    this.retry = undefined;
    if (this.closed || this.client) return;
    if (await this.listening()) {
      log.info('approval listener reconnected');
      this.retryMs = RECONNECT_FIRST_MS;
      // Waiters read again: a resolution notified while nobody listened is not missed.
      this.wakeAll();
    } else {
      this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
      this.reconnectLater();
    }
  }

  private async connect(): Promise<PgClient | null> {
    const c = await listenOn(this.connectionString, APPROVAL_CHANNEL, {
      notify: (decisionId) => {
        for (const w of this.waiting.get(decisionId) ?? []) w();
      },
      lost: (lostClient, err) => {
        if (this.client !== lostClient) return;
        this.client = null;
        if (!this.closed) log.warn('approval listener lost its connection; reconnecting', { error: err ? errorName(err) : 'ended' });
        // Every waiter reads again (and listens again): nothing resolved meanwhile is missed.
        this.wakeAll();
        this.reconnectLater();
      },
    });
    if (!c) {
      log.warn('approval listener unavailable; waiters answer at the end of their wait');
      return null;
    }
    if (this.closed) {
      await c.end().catch(() => undefined);
      return null;
    }
    this.client = c;
    return c;
  }
}

/** Starts approval runs and wakes them after a verdict; used by the evaluate path and every verdict channel. */
export class ApprovalRuns {
  constructor(
    private readonly client: Client,
    private readonly opts: { taskQueue: string; searchAttributes: boolean; webhookRetryInitialMs?: number },
  ) {}

  /**
   * Starts the decision's approval run when its approval is pending: idempotent (the run's id is the
   * decision's; an existing run is kept). Visible in the Temporal UI with the decision's search attributes.
   */
  async open(decision: Decision, ids: { orgId: string; envId: string }): Promise<void> {
    if (decision.approval?.status !== 'pending') return;
    const input: ApprovalInput = {
      decisionId: decision.decision_id,
      envId: ids.envId,
      expiresAt: decision.approval.expires_at,
      actionType: decision.action?.type ?? null,
      webhookRetryInitialMs: this.opts.webhookRetryInitialMs,
    };
    try {
      await this.startRun(decision.decision_id, ids, input);
    } catch (err) {
      // Already started (a retried request), or run and finished: either way the approval has its run.
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
  }

  private async startRun(decisionId: string, ids: { orgId: string; envId: string }, input: ApprovalInput): Promise<void> {
    await this.client.workflow.start<typeof awaitApproval>('awaitApproval', {
      taskQueue: this.opts.taskQueue,
      workflowId: approvalWorkflowId(decisionId),
      workflowIdConflictPolicy: 'USE_EXISTING',
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
      args: [input],
      typedSearchAttributes: this.searchAttributes(decisionId, ids, input.actionType),
    });
  }

  private searchAttributes(decisionId: string, ids: { orgId: string; envId: string }, actionType: string | null) {
    return this.opts.searchAttributes
      ? [
          { key: SA_ORG, value: ids.orgId },
          { key: SA_ENV, value: ids.envId },
          { key: SA_DECISION, value: decisionId },
          { key: SA_ACTION_TYPE, value: actionType ?? 'intake' },
        ]
      : undefined;
  }

  /** After a committed verdict: wakes the run of the approval it resolved, or announces the approval it revoked. */
  async afterVerdict(decisionId: string, envId: string, moved: VerdictMoves): Promise<void> {
    if (moved.resolved) await this.signalResolved(decisionId);
    if (moved.revoked) await this.announceRevoked(decisionId, envId, moved.revoked);
  }

  /**
   * Tells the webhook receiver that a later verdict took back an approved approval (issue 25): starts the
   * decision's one revocation run (`approval-revoked:<id>`; an existing run is kept). Best effort like
   * signalResolved: the revocation is already committed, and every receipt signed from now on refuses.
   */
  async announceRevoked(decisionId: string, envId: string, revoked: RevokedApproval): Promise<void> {
    try {
      await this.client.workflow.start<typeof announceRevocation>('announceRevocation', {
        taskQueue: this.opts.taskQueue,
        workflowId: revocationWorkflowId(decisionId),
        workflowIdConflictPolicy: 'USE_EXISTING',
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
        args: [{ decisionId, envId, actionType: revoked.actionType, webhookRetryInitialMs: this.opts.webhookRetryInitialMs }],
        typedSearchAttributes: this.searchAttributes(decisionId, { orgId: revoked.orgId, envId }, revoked.actionType),
      });
    } catch (err) {
      if (err instanceof WorkflowExecutionAlreadyStartedError) return;
      log.warn('approval revocation not announced: no approval.revoked webhook', { decision_id: decisionId, error: errorName(err) });
    }
  }

  /**
   * Wakes the approval run of a decision whose approval a verdict just resolved. Best effort: the verdict is
   * already committed (and waiters told); a run not woken finds it resolved when its timer fires.
   */
  async signalResolved(decisionId: string): Promise<void> {
    try {
      await this.client.workflow.getHandle(approvalWorkflowId(decisionId)).signal(VERDICT_SIGNAL);
    } catch (err) {
      if (err instanceof WorkflowNotFoundError) return;
      log.warn('approval run not woken; it settles when its timer fires', { decision_id: decisionId, error: errorName(err) });
    }
  }
}

/** What the API and the console need of approvals. */
export interface ApprovalDeps {
  runs: ApprovalRuns;
  waiters: ApprovalWaiters;
  /** The payload master keys: the webhook signing secret is kept wrapped under them. */
  masters: MasterKeys;
  /** GATEHOUSE_WEBHOOK_ALLOW_PRIVATE: webhook_url may name loopback, private, link-local and metadata hosts. */
  allowPrivateWebhooks?: boolean;
}
