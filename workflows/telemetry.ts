// The workflow side of tracing (src/runtime/telemetry.ts), built into every workflow bundle. A run started by a
// client with telemetry on carries the trace-context header (the caller's context, or none): that run gets
// the spans of @temporalio/interceptors-opentelemetry (the run, each activity it starts), which leave the
// sandbox through the worker's `exporter` sink. Any other run (telemetry off, runs started by schedules)
// passes straight through: it creates no span, calls no sink, and the tracing code is not even loaded.

import type { WorkflowInterceptorsFactory } from '@temporalio/workflow';

/** The header the client interceptor puts the trace context in (@temporalio/interceptors-opentelemetry). */
const TRACE_HEADER = '_tracer-data';

type Tracing = typeof import('@temporalio/interceptors-opentelemetry/lib/workflow');
type Outbound = InstanceType<Tracing['OpenTelemetryOutboundInterceptor']>;

/** Loaded with the first traced run (webpack keeps the module in the bundle, unevaluated until then). */
const tracing = (): Tracing => require('@temporalio/interceptors-opentelemetry/lib/workflow') as Tracing;

export const interceptors: WorkflowInterceptorsFactory = () => {
  // Set when the run turns out to be traced; one per run (the factory is called once per run).
  let traced: Outbound | undefined;
  return {
    inbound: [
      {
        execute(input, next) {
          if (!(TRACE_HEADER in input.headers)) return next(input);
          const t = tracing();
          traced = new t.OpenTelemetryOutboundInterceptor();
          return new t.OpenTelemetryInboundInterceptor().execute(input, next);
        },
      },
    ],
    outbound: [
      {
        scheduleActivity: (input, next) => (traced ? traced.scheduleActivity(input, next) : next(input)),
        scheduleLocalActivity: (input, next) => (traced ? traced.scheduleLocalActivity(input, next) : next(input)),
      },
    ],
    internals: [
      {
        dispose(input, next) {
          // (Its dispose is async in name only: it releases the context and calls next at once.)
          if (traced) void new (tracing().OpenTelemetryInternalsInterceptor)().dispose(input, next);
          else next(input);
        },
      },
    ],
  };
};
