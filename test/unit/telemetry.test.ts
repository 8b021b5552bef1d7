// When telemetry is on (the standard OTEL_* variables), and that off it is the identity: no SDK, no wrapper.

import type http from 'node:http';
import type { Evaluator } from '../../src/runtime/evaluator';
import { protocolOf, startTelemetry, wanted } from '../../src/runtime/telemetry';

const meta = { version: '0.0.0-test', deployment: 'test' };

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
    expect(() => startTelemetry(meta, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_EXPORTER_OTLP_METRICS_PROTOCOL: 'thrift' })).toThrow(/"thrift"/);
  });
});

describe('startTelemetry, off', () => {
  it('hands back the listener and the evaluator themselves, and no interceptors', async () => {
    const t = startTelemetry(meta, { OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
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
    const t = startTelemetry(meta, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_EXPORTER_OTLP_PROTOCOL: protocol });
    const listener: http.RequestListener = () => undefined;
    expect(t.http(listener)).not.toBe(listener);
    expect(t.client?.workflow).toHaveLength(1);
    expect(Object.keys(t.worker?.sinks ?? {})).toEqual(['exporter']);
    await t.shutdown();
  });
});
