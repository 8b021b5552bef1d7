// OpenTelemetry for operators (issue 26): a trace per request, from the HTTP request through the decision's
// workflow run and its activities (@temporalio/interceptors-opentelemetry), and metrics of decisions, refusals
// and approvals, exported over OTLP. On only when the standard OTEL_* variables ask for it (read when the
// service starts, by the SDK as everywhere); otherwise nothing of the SDK is loaded and every hook below is
// the identity. Spans and metrics carry ids, organisation and environment, outcomes, reason codes and action
// types: never request contents, URLs (the codec endpoint's path holds its token) or keys.

import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { context, createNoopMeter, diag, DiagLogLevel, metrics, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Tracer, ValueType } from '@opentelemetry/api';
import type { ClientInterceptors } from '@temporalio/client';
import type { ActivityInterceptorsFactory, WorkerOptions } from '@temporalio/worker';
import type { WorkflowInfo } from '@temporalio/workflow';
import type { Evaluator } from './evaluator';
import { log } from '../lib/log';

export interface Telemetry {
  /** Client interceptors: the current trace context rides in each run's headers. */
  readonly client?: ClientInterceptors;
  /** The worker's activity spans, and the sink the workflow spans leave the sandbox by. */
  readonly worker?: { activity: ActivityInterceptorsFactory[]; sinks: WorkerOptions['sinks'] };
  /** The HTTP server's listener, each request in a server span (continuing a caller's W3C traceparent). */
  http(listener: http.RequestListener): http.RequestListener;
  /** The evaluator, its decisions counted and timed and named on the request's span. */
  evaluator(inner: Evaluator): Evaluator;
  /** Reports the approvals waiting for a verdict (asked at each metrics export). */
  pendingApprovals(count: () => Promise<number>): void;
  /** Exports what was recorded so far (the metrics collected now). */
  flush(): Promise<void>;
  /** Flushes what is left and stops (the last user of the process's exporters stops them). */
  shutdown(): Promise<void>;
}

type Env = Record<string, string | undefined>;
type Signal = 'TRACES' | 'METRICS';

/** Whether a signal is to be exported: OTEL_<SIGNAL>_EXPORTER=otlp, or an OTLP endpoint set for it. */
export function wanted(env: Env, signal: Signal): boolean {
  if (/^true$/i.test(env.OTEL_SDK_DISABLED?.trim() ?? '')) return false;
  const exporter = env[`OTEL_${signal}_EXPORTER`];
  if (exporter !== undefined && exporter.trim() !== '') return exporter.split(',').some((e) => e.trim() === 'otlp');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env[`OTEL_EXPORTER_OTLP_${signal}_ENDPOINT`]);
}

const PROTOCOLS = ['http/protobuf', 'http/json', 'grpc'] as const;

/** The signal's OTLP protocol (OTEL_EXPORTER_OTLP[_<SIGNAL>]_PROTOCOL, http/protobuf by default). */
export function protocolOf(env: Env, signal: Signal): (typeof PROTOCOLS)[number] {
  const p = (env[`OTEL_EXPORTER_OTLP_${signal}_PROTOCOL`] || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf').trim();
  const known = PROTOCOLS.find((k) => k === p);
  if (!known) throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL: "${p}" is not one of ${PROTOCOLS.join(', ')}`);
  return known;
}

const OFF: Telemetry = {
  http: (listener) => listener,
  evaluator: (inner) => inner,
  pendingApprovals: () => undefined,
  flush: async () => undefined,
  shutdown: async () => undefined,
};

/** Seconds: decisions take milliseconds to a few seconds (a remote model), never more than the caller's wait. */
const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2.5, 5, 10, 30];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

interface Exporting {
  tracer: Tracer;
  instruments: ReturnType<typeof instrumentsOf>;
  worker?: Telemetry['worker'];
  client?: ClientInterceptors;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** The process's exporters (one tracer provider per process), shared by the services it runs. */
let current: { exporting: Exporting; users: number } | undefined;

/**
 * Starts telemetry as the process's environment (OTEL_*) says: with neither traces nor metrics to export it is
 * off and costs nothing. Called by the composition root when the service starts. The environment is the
 * process's own because the exporters read their endpoint, headers, timeout and compression from it.
 */
export function startTelemetry(meta: { version: string; deployment: string }): Telemetry {
  const env = process.env;
  const traces = wanted(env, 'TRACES');
  const metered = wanted(env, 'METRICS');
  if (!traces && !metered) return OFF;
  // A wrong protocol stops the start before anything is registered.
  if (traces) protocolOf(env, 'TRACES');
  if (metered) protocolOf(env, 'METRICS');
  current ??= { exporting: startExporting(meta, env, traces, metered), users: 0 };
  current.users++;
  const { exporting } = current;
  const { tracer, instruments: m } = exporting;
  const observers: Parameters<typeof m.pendingApprovals.addCallback>[0][] = [];
  let stopped = false;
  return {
    client: exporting.client,
    worker: exporting.worker,
    http: (listener) => (req, res) => {
      const start = performance.now();
      const method = METHODS.has(req.method ?? '') ? req.method! : '_OTHER';
      const parent = propagation.extract(ROOT_CONTEXT, req.headers);
      const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
      res.once('close', () => {
        const route = routeOf(req);
        const attrs: Attributes = { 'http.request.method': method, 'http.response.status_code': res.statusCode, ...(route && { 'http.route': route }) };
        if (route) span.updateName(`${method} ${route}`);
        span.setAttributes(attrs);
        if (res.statusCode >= 500 || !res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        m.requestDuration.record((performance.now() - start) / 1000, attrs);
        // Rate limits answer with their RateLimit-Policy; admission control (overloaded) answers before them.
        if (res.statusCode === 429) m.rejected.add(1, { ...(route && { 'http.route': route }), reason: res.hasHeader('ratelimit-policy') ? 'rate_limited' : 'overloaded' });
      });
      context.with(trace.setSpan(parent, span), () => listener(req, res));
    },
    evaluator: (inner) => ({
      evaluate: async (input, hooks) => {
        const result = await inner.evaluate(input, hooks);
        const outcome = result.ok ? result.decision.decision : result.error;
        const span = trace.getActiveSpan();
        span?.setAttributes({ 'gatehouse.decision_id': input.decisionId, 'gatehouse.org_id': input.orgId, 'gatehouse.env_id': input.envId, 'gatehouse.outcome': outcome });
        m.decisions.add(1, { outcome });
        m.duration.record((Date.now() - input.receivedAt) / 1000, { outcome });
        if (result.ok) {
          const { reason_codes, action } = result.decision;
          span?.setAttributes({ 'gatehouse.reason_codes': reason_codes, ...(action?.type && { 'gatehouse.action_type': action.type }) });
          for (const reason_code of reason_codes) m.reasons.add(1, { outcome, reason_code });
        }
        return result;
      },
    }),
    pendingApprovals: (count) => {
      const observer: (typeof observers)[number] = async (result) => {
        // A store that does not answer reports nothing this time rather than a wrong number.
        const n = await count().catch(() => undefined);
        if (n !== undefined) result.observe(n);
      };
      observers.push(observer);
      m.pendingApprovals.addCallback(observer);
    },
    flush: () => exporting.flush(),
    shutdown: async () => {
      if (stopped) return;
      stopped = true;
      for (const observer of observers) m.pendingApprovals.removeCallback(observer);
      if (--current!.users > 0) return;
      current = undefined;
      await exporting.stop();
    },
  };
}

/** The route template Express matched ("/v1/decisions/:decision_id"), never the path itself. */
function routeOf(req: http.IncomingMessage): string | undefined {
  const { route, baseUrl } = req as { route?: { path?: unknown }; baseUrl?: unknown };
  return typeof route?.path === 'string' ? `${typeof baseUrl === 'string' ? baseUrl : ''}${route.path}` : undefined;
}

function instrumentsOf(meter: ReturnType<typeof createNoopMeter>) {
  return {
    decisions: meter.createCounter('gatehouse.decisions', { description: 'Decisions answered, by outcome (store_unavailable: none was recorded)', unit: '{decision}', valueType: ValueType.INT }),
    reasons: meter.createCounter('gatehouse.decision.reasons', { description: 'Reason codes of the decisions answered, by outcome and reason code', unit: '{reason}', valueType: ValueType.INT }),
    duration: meter.createHistogram('gatehouse.decision.duration', {
      description: 'From receiving an evaluate request to its decision, by outcome',
      unit: 's',
      advice: { explicitBucketBoundaries: LATENCY_BUCKETS_S },
    }),
    requestDuration: meter.createHistogram('http.server.request.duration', {
      description: 'Duration of HTTP server requests',
      unit: 's',
      advice: { explicitBucketBoundaries: LATENCY_BUCKETS_S },
    }),
    rejected: meter.createCounter('gatehouse.requests.rejected', { description: 'Requests answered 429, by route and reason (rate_limited or overloaded)', unit: '{request}', valueType: ValueType.INT }),
    pendingApprovals: meter.createObservableGauge('gatehouse.approvals.pending', { description: 'Approvals waiting for a verdict (all environments)', unit: '{approval}', valueType: ValueType.INT }),
  };
}

function startExporting(meta: { version: string; deployment: string }, env: Env, traces: boolean, metered: boolean): Exporting {
  // The SDK is loaded only when telemetry is on.
  const { Resource, envDetectorSync } = require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  // One instance id per process, so that the counters of two processes of a deployment stay apart.
  const resource = new Resource({
    'service.name': 'gatehouse',
    'service.version': meta.version,
    'service.instance.id': randomUUID(),
    'deployment.environment.name': meta.deployment,
  }).merge(envDetectorSync.detect());
  const stops: (() => Promise<void>)[] = [];
  const flushes: (() => Promise<void>)[] = [];
  // The SDK's own complaints (a collector that cannot be reached, say) in the service's log, cut short.
  const problem = (message: unknown) => log.warn('telemetry problem', { detail: String(message).slice(0, 200) });
  const quiet = () => undefined;
  diag.setLogger({ error: problem, warn: quiet, info: quiet, debug: quiet, verbose: quiet }, DiagLogLevel.ERROR);
  log.info('telemetry on', { traces: traces && protocolOf(env, 'TRACES'), metrics: metered && protocolOf(env, 'METRICS') });
  let tracer = trace.getTracer('gatehouse');
  let worker: Exporting['worker'];
  let client: ClientInterceptors | undefined;
  if (traces) {
    const { NodeTracerProvider } = require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
    const { BatchSpanProcessor } = require('@opentelemetry/sdk-trace-base') as typeof import('@opentelemetry/sdk-trace-base');
    const otelTemporal = require('@temporalio/interceptors-opentelemetry') as typeof import('@temporalio/interceptors-opentelemetry');
    const processor = new BatchSpanProcessor(spanExporter(protocolOf(env, 'TRACES')));
    const provider = new NodeTracerProvider({ resource, spanProcessors: [processor] });
    // The global provider, AsyncLocalStorage context and W3C trace-context propagation.
    provider.register();
    flushes.push(() => provider.forceFlush());
    stops.push(async () => {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    });
    tracer = provider.getTracer('gatehouse', meta.version);
    client = { workflow: [new otelTemporal.OpenTelemetryWorkflowClientInterceptor()] };
    const workflowSpans = otelTemporal.makeWorkflowExporter(processor, resource);
    const exporter: typeof workflowSpans = {
      export: {
        ...workflowSpans.export,
        // The sink would copy the run's whole info (search attributes, memo, timings) into every span: only its ids.
        fn: (info, spans) => workflowSpans.export.fn({ workflowId: info.workflowId, runId: info.runId, workflowType: info.workflowType } as WorkflowInfo, spans),
      },
    };
    worker = {
      activity: [(ctx) => ({ inbound: new otelTemporal.OpenTelemetryActivityInboundInterceptor(ctx), outbound: new otelTemporal.OpenTelemetryActivityOutboundInterceptor(ctx) })],
      sinks: { exporter },
    };
  }
  let meter = createNoopMeter();
  if (metered) {
    const { MeterProvider, PeriodicExportingMetricReader } = require('@opentelemetry/sdk-metrics') as typeof import('@opentelemetry/sdk-metrics');
    const interval = Number(env.OTEL_METRIC_EXPORT_INTERVAL) || 60_000;
    const reader = new PeriodicExportingMetricReader({
      exporter: metricExporter(protocolOf(env, 'METRICS')),
      exportIntervalMillis: interval,
      exportTimeoutMillis: Math.min(interval, Number(env.OTEL_METRIC_EXPORT_TIMEOUT) || 30_000),
    });
    const provider = new MeterProvider({ resource, readers: [reader] });
    metrics.setGlobalMeterProvider(provider);
    flushes.push(() => provider.forceFlush());
    stops.push(async () => {
      await provider.shutdown();
      metrics.disable();
    });
    meter = provider.getMeter('gatehouse', meta.version);
  }
  return {
    tracer,
    instruments: instrumentsOf(meter),
    worker,
    client,
    // Each flushes (and stops) even when another fails.
    flush: () => settleAll(flushes),
    stop: () => settleAll(stops).finally(() => diag.disable()),
  };
}

async function settleAll(steps: (() => Promise<void>)[]): Promise<void> {
  const results = await Promise.allSettled(steps.map((s) => s()));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

function spanExporter(protocol: (typeof PROTOCOLS)[number]) {
  // Each exporter reads its endpoint, headers, timeout and compression from the OTEL_* variables.
  if (protocol === 'grpc') return new (require('@opentelemetry/exporter-trace-otlp-grpc') as typeof import('@opentelemetry/exporter-trace-otlp-grpc')).OTLPTraceExporter();
  if (protocol === 'http/json') return new (require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
  return new (require('@opentelemetry/exporter-trace-otlp-proto') as typeof import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter();
}

function metricExporter(protocol: (typeof PROTOCOLS)[number]) {
  if (protocol === 'grpc') return new (require('@opentelemetry/exporter-metrics-otlp-grpc') as typeof import('@opentelemetry/exporter-metrics-otlp-grpc')).OTLPMetricExporter();
  if (protocol === 'http/json') return new (require('@opentelemetry/exporter-metrics-otlp-http') as typeof import('@opentelemetry/exporter-metrics-otlp-http')).OTLPMetricExporter();
  return new (require('@opentelemetry/exporter-metrics-otlp-proto') as typeof import('@opentelemetry/exporter-metrics-otlp-proto')).OTLPMetricExporter();
}
