import type { Client } from '@temporalio/client';
import type { evaluateDecision } from '../../workflows/evaluate';
import type { EvaluateInput, EvaluateResult } from '../../workflows/types';
import { errorName, log } from './log';
import { decisionWorkflowId } from './names';
import { SA_ACTION_TYPE, SA_DECISION, SA_ENV, SA_ORG } from './search-attributes';

export interface Evaluator {
  evaluate(input: EvaluateInput): Promise<EvaluateResult>;
}

/** Starts the decision's workflow (eagerly, on this process's worker) and waits for its recorded result. */
export class TemporalEvaluator implements Evaluator {
  constructor(
    private readonly client: Client,
    private readonly opts: { taskQueue: string; timeoutMs: number; searchAttributes: boolean },
  ) {}

  async evaluate(input: EvaluateInput): Promise<EvaluateResult> {
    const deadline = Date.now() + this.opts.timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<EvaluateResult>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, error: 'store_unavailable' }), this.opts.timeoutMs);
    });
    const run = this.client
      .withDeadline(deadline, async () => {
        const handle = await this.client.workflow.start<typeof evaluateDecision>('evaluateDecision', {
          taskQueue: this.opts.taskQueue,
          // Concurrent duplicates (same idempotency key, hence same decision id) share one run.
          workflowId: decisionWorkflowId(input.decisionId),
          workflowIdConflictPolicy: 'USE_EXISTING',
          workflowIdReusePolicy: 'ALLOW_DUPLICATE',
          workflowExecutionTimeout: '30s',
          requestEagerStart: true,
          args: [input],
          typedSearchAttributes: this.opts.searchAttributes
            ? [
                { key: SA_ORG, value: input.orgId },
                { key: SA_ENV, value: input.envId },
                { key: SA_DECISION, value: input.decisionId },
                { key: SA_ACTION_TYPE, value: input.request.action.type },
              ]
            : undefined,
        });
        return handle.result();
      })
      .catch((err): EvaluateResult => {
        log.warn('decision run failed', { decision_id: input.decisionId, error: errorName(err) });
        return { ok: false, error: 'store_unavailable' };
      });
    try {
      return await Promise.race([run, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
