// When telemetry is on (the standard OTEL_* variables), and that off it is the identity: no SDK, no wrapper.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Evaluator } from '../../src/runtime/evaluator';
import { protocolOf, startTelemetry, wanted } from '../../src/runtime/telemetry';
import { stub } from '../helpers/http-stub';

const meta = { version: '0.0.0-test', deployment: 'test' };

/** Telemetry started with these OTEL_* variables in the process's environment (the exporters read it), then put back. */
function startWith(vars: Record<string, string>) {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return startTelemetry(meta);
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe('wanted', () => {
  it('is off with nothing set, on with an OTLP endpoint for the signal or for all', () => {
    expect(wanted({}, 'TRACES')).toBe(false);
    expect(wanted({}, 'METRICS')).toBe(false);
    expect(wanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }, 'TRACES')).toBe(true);
    expect(wanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }, 'METRICS')).toBe(true);
    expect(wanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' }, 'TRACES')).toBe(true);
    expect(wanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' }, 'METRICS')).toBe(false);
  });

  it('follows OTEL_<SIGNAL>_EXPORTER and OTEL_SDK_DISABLED', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' };
    expect(wanted({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' }, 'TRACES')).toBe(false);
    expect(wanted({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' }, 'METRICS')).toBe(true);
    expect(wanted({ OTEL_METRICS_EXPORTER: 'console, otlp' }, 'METRICS')).toBe(true);
    expect(wanted({ ...endpoint, OTEL_SDK_DISABLED: 'TRUE' }, 'TRACES')).toBe(false);
    expect(wanted({ ...endpoint, OTEL_SDK_DISABLED: 'false' }, 'TRACES')).toBe(true);
  });
});

describe('protocolOf', () => {
  it('is http/protobuf unless told, the signal’s own variable first', () => {
    expect(protocolOf({}, 'TRACES')).toBe('http/protobuf');
    expect(protocolOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }, 'METRICS')).toBe('grpc');
    expect(protocolOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json' }, 'TRACES')).toBe('http/json');
  });

  it('refuses an unknown protocol at start, before anything is registered', () => {
    expect(() => protocolOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'udp' }, 'TRACES')).toThrow(/"udp" is not one of/);
    expect(() => startWith({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_EXPORTER_OTLP_METRICS_PROTOCOL: 'thrift' })).toThrow(/"thrift"/);
  });
});

describe('startTelemetry, off', () => {
  it('hands back the listener and the evaluator themselves, and no interceptors', async () => {
    const t = startWith({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    const listener: http.RequestListener = () => undefined;
    const evaluator: Evaluator = { evaluate: async () => ({ ok: false, error: 'store_unavailable' }) };
    expect(t.http(listener)).toBe(listener);
    expect(t.evaluator(evaluator)).toBe(evaluator);
    expect(t.client).toBeUndefined();
    expect(t.worker).toBeUndefined();
    await expect(t.shutdown()).resolves.toBeUndefined();
  });
});

describe('startTelemetry, on', () => {
  it.each(['http/protobuf', 'http/json', 'grpc'])('loads the %s exporters, wraps, and stops', async (protocol) => {
    // Nothing listens on the discard port; nothing is recorded, so nothing is sent.
    const t = startWith({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_EXPORTER_OTLP_PROTOCOL: protocol });
    const listener: http.RequestListener = () => undefined;
    expect(t.http(listener)).not.toBe(listener);
    expect(t.client?.workflow).toHaveLength(1);
    expect(Object.keys(t.worker?.sinks ?? {})).toEqual(['exporter']);
    await t.shutdown();
  });
});

describe('the HTTP wrapper, on', () => {
  it('counts 429s by reason (a rate limit names its policy; admission control does not) and times every request', async () => {
    // A real OTLP/HTTP receiver (JSON encoding) on loopback; metrics only.
    const receiver = await stub([{ status: 200, body: {} }]);
    const t = startWith({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_TRACES_EXPORTER: 'none' });
    const server = http.createServer(
      t.http((req, res) => {
        if (req.url === '/limited') res.setHeader('RateLimit-Policy', '"key";q=1;w=60');
        res.writeHead(req.url === '/ok' ? 200 : 429).end();
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/ok', '/limited', '/busy', '/busy']) await (await fetch(base + path)).arrayBuffer();
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
      await t.shutdown();
      await receiver.close();
    }
    const exported = receiver.seen.filter((s) => s.url === '/v1/metrics').map((s) => JSON.parse(s.body));
    const metric = (name: string) =>
      exported.flatMap((e) => e.resourceMetrics.flatMap((rm: any) => rm.scopeMetrics.flatMap((sm: any) => sm.metrics))).filter((m: any) => m.name === name).at(-1);
    const reasonOf = (p: any) => p.attributes.find((a: any) => a.key === 'reason')?.value.stringValue;
    const rejected = metric('gatehouse.requests.rejected').sum.dataPoints;
    expect(Object.fromEntries(rejected.map((p: any) => [reasonOf(p), Number(p.asInt)]))).toEqual({ rate_limited: 1, overloaded: 2 });
    const timed = metric('http.server.request.duration').histogram.dataPoints;
    expect(timed.reduce((n: number, p: any) => n + Number(p.count), 0)).toBe(4);
    // No route matched (no Express here): nothing but method and status, never the path.
    expect(JSON.stringify(exported)).not.toContain('/limited');
  });
});
