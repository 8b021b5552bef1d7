// The SDK's and the core's log entries become the service's JSON lines: an operator's pipeline reads one
// format (the SDK's own printer wrote free text between them, which the self-healing check could not parse).

import { ApplicationFailure } from '@temporalio/common';
import type { LogEntry } from '@temporalio/worker';
import { logSdkEntry } from '../../src/runtime/temporal';

function captured(entry: LogEntry): string[] {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    logSdkEntry(entry);
  } finally {
    spy.mockRestore();
  }
  return lines;
}

const entry = (level: LogEntry['level'], message: string, meta?: Record<string, unknown>): LogEntry => ({ level, message, meta, timestampNanos: 0n });

it('writes an activity failure as one JSON line with its identifiers and the error, not its stack or payloads', () => {
  const error = ApplicationFailure.nonRetryable('the decision deadline passed before it could be recorded; nothing was recorded');
  const lines = captured(
    entry('WARN', 'Activity failed', {
      sdkComponent: 'worker',
      taskQueue: 'gatehouse',
      isLocal: true,
      attempt: 1,
      namespace: 'default',
      taskToken: 'bG9jYWxfYWN0XwEAAAA=',
      activityId: '1',
      activityType: 'decide',
      workflowId: 'decision:dec_01M8F78F588TEPFNKKPACQHGNP',
      workflowRunId: '01a21e74-3ccf-77d7-ad4c-a4dda622aadf',
      workflowType: 'evaluateDecision',
      args: [{ request: 'refund 40 EUR to alice@example.com' }],
      error,
    }),
  );
  expect(lines).toHaveLength(1);
  expect(lines[0].endsWith('\n')).toBe(true);
  const line = JSON.parse(lines[0]);
  expect(line).toMatchObject({
    level: 'warn',
    msg: 'Activity failed',
    source: 'temporal',
    activityType: 'decide',
    workflowId: 'decision:dec_01M8F78F588TEPFNKKPACQHGNP',
    attempt: 1,
    isLocal: true,
    error: 'ApplicationFailure: the decision deadline passed before it could be recorded; nothing was recorded',
  });
  expect(lines[0]).not.toContain('alice@example.com');
  expect(lines[0]).not.toContain('taskToken');
  expect(lines[0]).not.toContain('    at ');
});

it('maps the SDK levels onto the service levels, and drops what is not a plain value', () => {
  expect(JSON.parse(captured(entry('ERROR', 'Worker failed', { sdkComponent: { nested: true } }))[0])).toEqual({
    t: expect.any(String),
    level: 'error',
    msg: 'Worker failed',
    source: 'temporal',
  });
  expect(JSON.parse(captured(entry('INFO', 'Worker state changed'))[0]).level).toBe('info');
  // Below the service's threshold (info by default): nothing is written.
  expect(captured(entry('DEBUG', 'Polling'))).toEqual([]);
});
