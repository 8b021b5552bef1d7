// OpenTelemetry (issue 26), against a real OTLP receiver: a loopback HTTP server that decodes the service's
// OTLP/HTTP exports (http/protobuf, the default protocol) with the protos the exporter packages ship. The
// service is the real one, configured only by the standard OTEL_* variables. One decision's trace runs from
// the HTTP request through its workflow run to its activities under one trace id; the counters count what
// was answered; nothing of the request's contents or its key is exported.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { decisionWorkflowId } from '../../src/lib/names';
import { countPendingApprovals } from '../../src/store/approvals';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

// The protobuf types of OTLP, as the exporters encode them (protobufjs static code).
const otlp = require('@opentelemetry/otlp-transformer/build/src/generated/root').opentelemetry.proto;

interface KeyValue {
  key: string;
  value: { stringValue?: string; intValue?: number; boolValue?: boolean; arrayValue?: { values: { stringValue?: string }[] } };
}
interface Span {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: KeyValue[];
}
interface Metric {
  name: string;
  sum?: { dataPoints: Point[] };
  gauge?: { dataPoints: Point[] };
  histogram?: { dataPoints: Point[] };
}
interface Point {
  attributes: KeyValue[];
  asInt?: number;
  asDouble?: number;
  count?: number;
}

/** A loopback OTLP/HTTP receiver: every export decoded, kept with its resource's attributes. */
async function otlpReceiver() {
  const spans: (Span & { resource: KeyValue[] })[] = [];
  const metricExports: Metric[][] = [];
  const raw: Buffer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      raw.push(body);
      const asObject = { longs: Number, bytes: String, defaults: true, arrays: true };
      if (req.url === '/v1/traces') {
        const T = otlp.collector.trace.v1.ExportTraceServiceRequest;
        const msg = T.toObject(T.decode(body), asObject);
        for (const rs of msg.resourceSpans)
          for (const ss of rs.scopeSpans)
            for (const s of ss.spans) spans.push({ ...s, traceId: hex(s.traceId), spanId: hex(s.spanId), parentSpanId: hex(s.parentSpanId), resource: rs.resource.attributes });
      } else if (req.url === '/v1/metrics') {
        const M = otlp.collector.metrics.v1.ExportMetricsServiceRequest;
        const msg = M.toObject(M.decode(body), asObject);
        metricExports.push(msg.resourceMetrics.flatMap((rm: { scopeMetrics: { metrics: Metric[] }[] }) => rm.scopeMetrics.flatMap((sm) => sm.metrics)));
      }
      res.writeHead(req.headers['content-type'] === 'application/x-protobuf' ? 200 : 415, { 'content-type': 'application/x-protobuf' });
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    metricExports,
    raw,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** protobufjs gives bytes as base64. */
const hex = (b64: string) => Buffer.from(b64, 'base64').toString('hex');
const attr = (kvs: KeyValue[], key: string) => {
  const v = kvs.find((kv) => kv.key === key)?.value;
  return v?.arrayValue ? v.arrayValue.values.map((x) => x.stringValue) : (v?.stringValue ?? v?.intValue ?? v?.boolValue);
};
/** A metric's data points in the last export that has it (cumulative: the totals). */
const lastPoints = (exports: Metric[][], name: string): Point[] => {
  const m = exports.flat().filter((x) => x.name === name).at(-1);
  return (m?.sum ?? m?.gauge ?? m?.histogram)?.dataPoints ?? [];
};
const pointWith = (points: Point[], attrs: Record<string, unknown>) =>
  points.find((p) => Object.entries(attrs).every(([k, v]) => attr(p.attributes, k) === v) && p.attributes.length === Object.keys(attrs).length);

let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
let svc: TestService | undefined;

beforeAll(async () => {
  receiver = await otlpReceiver();
  const set = {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    // One metrics export at the end (the flush at stop), none in between.
    OTEL_METRIC_EXPORT_INTERVAL: '3600000',
  };
  const saved = Object.fromEntries(Object.keys(set).map((k) => [k, process.env[k]]));
  Object.assign(process.env, set);
  try {
    // The exporters read the variables when the service starts; other test files must not see them.
    svc = await startTestService();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
});

afterAll(async () => {
  await svc?.stop();
  await receiver?.close();
});

describe('OpenTelemetry over OTLP', () => {
  it("exports one decision's trace (HTTP request, workflow run, activities) and the counters of what was answered", async () => {
    const org = uniqueOrg('otel');
    const key = await svc!.key(org);
    await svc!.settings(org, 'test', 'approvals=on', 'key_rate_limit=2', 'rate_limit_window=3600');

    const allow = await call(`${svc!.url}/v1/gate/evaluate`, { key, body: refund(20), headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' } });
    expect(allow.status).toBe(200);
    expect(allow.body.decision).toBe('allow');
    const review = await call(`${svc!.url}/v1/gate/evaluate`, { key, body: refund(900) });
    expect(review.status).toBe(200);
    expect(review.body.decision).toBe('review');
    expect(review.body.approval.status).toBe('pending');
    const refused = await call(`${svc!.url}/v1/gate/evaluate`, { key, body: refund(20) });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate_limited');
    const pending = await countPendingApprovals(svc!.running.db);
    expect(pending).toBeGreaterThanOrEqual(1);

    // Stopping flushes what was recorded.
    await svc!.stop();
    svc = undefined;

    // The review decision's trace: its HTTP span is the root (no traceparent was sent).
    const { spans } = receiver;
    const root = spans.find((s) => attr(s.attributes, 'gatehouse.decision_id') === review.body.decision_id)!;
    expect(root).toBeDefined();
    expect(root.name).toBe('POST /v1/gate/evaluate');
    expect(root.kind).toBe(2); // SERVER
    expect(root.parentSpanId).toBe('');
    expect(attr(root.attributes, 'http.route')).toBe('/v1/gate/evaluate');
    expect(attr(root.attributes, 'http.response.status_code')).toBe(200);
    expect(attr(root.attributes, 'gatehouse.outcome')).toBe('review');
    expect(attr(root.attributes, 'gatehouse.reason_codes')).toEqual(review.body.reason_codes);
    expect(attr(root.attributes, 'gatehouse.action_type')).toBe('refund');
    expect(attr(root.resource, 'service.name')).toBe('gatehouse');

    const trace = spans.filter((s) => s.traceId === root.traceId);
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const parentOf = (s: Span) => byId.get(s.parentSpanId);
    // The decision's own spans (the trace also holds its approval's run, still going at the stop).
    const workflowId = `decision:${review.body.decision_id}`;
    const ofDecision = trace.filter((s) => attr(s.attributes, 'temporalWorkflowId') === workflowId || attr(s.attributes, 'workflowId') === workflowId);
    for (const s of ofDecision) expect([s.name, parentOf(s)?.name]).toEqual([s.name, expect.any(String)]);
    const start = ofDecision.find((s) => s.name === 'StartWorkflow:evaluateDecision')!;
    expect(parentOf(start)).toBe(root);
    const run = ofDecision.find((s) => s.name === 'RunWorkflow:evaluateDecision')!;
    expect(parentOf(run)).toBe(start);
    const startActivities = ofDecision.filter((s) => s.name.startsWith('StartActivity:'));
    const runActivities = ofDecision.filter((s) => s.name.startsWith('RunActivity:'));
    expect(startActivities.length).toBeGreaterThanOrEqual(1);
    for (const s of startActivities) expect(parentOf(s)).toBe(run);
    expect(runActivities.map((s) => s.name.slice('RunActivity:'.length)).sort()).toEqual(startActivities.map((s) => s.name.slice('StartActivity:'.length)).sort());
    for (const s of runActivities) expect(parentOf(s)!.name).toBe(s.name.replace('RunActivity:', 'StartActivity:'));
    expect(ofDecision).toHaveLength(2 + 2 * startActivities.length);
    // The approval's run was started from the same request.
    expect(parentOf(trace.find((s) => s.name === 'StartWorkflow:awaitApproval')!)).toBe(root);

    // A caller's traceparent is continued: the allow decision's request is a child of the caller's span.
    const allowRoot = spans.find((s) => attr(s.attributes, 'gatehouse.decision_id') === allow.body.decision_id)!;
    expect(allowRoot.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(allowRoot.parentSpanId).toBe('b7ad6b7169203331');
    expect(spans.some((s) => s.traceId === allowRoot.traceId && s.name === 'RunWorkflow:evaluateDecision')).toBe(true);

    // Counters: exactly what this service answered.
    const { metricExports } = receiver;
    expect(pointWith(lastPoints(metricExports, 'gatehouse.decisions'), { outcome: 'allow' })?.asInt).toBe(1);
    expect(pointWith(lastPoints(metricExports, 'gatehouse.decisions'), { outcome: 'review' })?.asInt).toBe(1);
    expect(review.body.reason_codes.length).toBeGreaterThanOrEqual(1);
    for (const code of review.body.reason_codes as string[]) {
      expect(pointWith(lastPoints(metricExports, 'gatehouse.decision.reasons'), { outcome: 'review', reason_code: code })?.asInt).toBe(1);
    }
    expect(pointWith(lastPoints(metricExports, 'gatehouse.decision.duration'), { outcome: 'review' })?.count).toBe(1);
    expect(pointWith(lastPoints(metricExports, 'gatehouse.requests.rejected'), { 'http.route': '/v1/gate/evaluate', reason: 'rate_limited' })?.asInt).toBe(1);
    const pendingPoint = lastPoints(metricExports, 'gatehouse.approvals.pending')[0];
    expect(pendingPoint?.asInt).toBe(pending);
    const requests = lastPoints(metricExports, 'http.server.request.duration');
    expect(pointWith(requests, { 'http.request.method': 'POST', 'http.route': '/v1/gate/evaluate', 'http.response.status_code': 200 })?.count).toBe(2);

    // Nothing of the request's contents, nor its key, left the service.
    const everything = Buffer.concat(receiver.raw).toString('latin1');
    expect(everything).not.toContain('parcel arrived damaged');
    expect(everything).not.toContain('order_1042');
    expect(everything).not.toContain(key);

    // The run carried the trace context in its start header.
    expect(await tracedRun(review.body.decision_id)).toBe(true);
  });
});

// A service with telemetry off (the variables are back as they were): its runs carry no trace header, so the
// workflow side of tracing passes them through without loading. It also reads the histories (same Temporal).
let off: TestService | undefined;
afterAll(() => off?.stop());

/** Whether the decision's run was started with the trace-context header. */
async function tracedRun(decisionId: string): Promise<boolean> {
  off ??= await startTestService();
  const history = await off.running.client.workflow.getHandle(decisionWorkflowId(decisionId)).fetchHistory();
  return '_tracer-data' in (history.events?.[0].workflowExecutionStartedEventAttributes?.header?.fields ?? {});
}

describe('OpenTelemetry off', () => {
  it('starts runs without the trace header', async () => {
    off ??= await startTestService();
    const r = await call(`${off.url}/v1/gate/evaluate`, { key: await off.key(uniqueOrg('otel-off')), body: refund(20) });
    expect(r.status).toBe(200);
    expect(await tracedRun(r.body.decision_id)).toBe(false);
  });
});
