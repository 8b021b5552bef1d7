// The codec endpoint the Temporal UI and CLI call to show encrypted payloads: POST <base>/decode and
// <base>/encode with the codec-server JSON format ({"payloads":[{"metadata":{"k":"<base64>"},"data":"<base64>"}]}).
//
// Decoding applies the retention of each payload's decision run (PayloadCrypto.reveal): what the mode forbids
// is replaced by a note, never returned. Operators authenticate with the codec token (GATEHOUSE_CODEC_TOKEN),
// sent as `Authorization: Bearer <token>` or, for a UI that cannot send headers (the dev server's bundled
// UI), as the path segment before /decode: <base>/<token>/decode. Payloads are never logged.

import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { Payload } from '@temporalio/common';
import { badPathEncoding } from '../api/errors';
import { log } from '../lib/log';
import { sameSecret, type PayloadCrypto } from '../store/codec';

export interface CodecServerOptions {
  crypto: PayloadCrypto;
  token: string;
  /** Origins allowed to call from a browser (the Temporal UI); `*` allows any. */
  origins: string[];
}

export const CODEC_BODY_LIMIT = '16mb';

class CodecError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type WirePayload = { metadata?: Record<string, string>; data?: string };

const b64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
const toB64 = (u: Uint8Array | null | undefined) => Buffer.from(u ?? new Uint8Array()).toString('base64');

function fromWire(body: unknown): Payload[] {
  const list = (body as { payloads?: unknown } | null)?.payloads;
  if (!Array.isArray(list)) throw new CodecError(400, 'invalid_request', 'Expected {"payloads": [...]}.');
  return list.map((p: WirePayload) => {
    if (!p || typeof p !== 'object') throw new CodecError(400, 'invalid_request', 'Each payload must be an object.');
    const metadata: Record<string, Uint8Array> = {};
    for (const [k, v] of Object.entries(p.metadata ?? {})) {
      if (typeof v !== 'string') throw new CodecError(400, 'invalid_request', 'Payload metadata values must be base64 strings.');
      metadata[k] = b64(v);
    }
    if (p.data !== undefined && p.data !== null && typeof p.data !== 'string') throw new CodecError(400, 'invalid_request', 'Payload data must be a base64 string.');
    return { metadata, data: b64(p.data ?? '') };
  });
}

const toWire = (payloads: Payload[]) => ({
  payloads: payloads.map((p) => ({
    metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, toB64(v)])),
    data: toB64(p.data),
  })),
});

export function codecRoutes(opts: CodecServerOptions): express.Router {
  const router = express.Router();
  const anyOrigin = opts.origins.includes('*');

  const cors: RequestHandler = (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && (anyOrigin || opts.origins.includes(origin))) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Namespace, Authorization');
      res.setHeader('Access-Control-Max-Age', '600');
      return void res.status(204).end();
    }
    next();
  };

  const authenticate = (req: Request) => {
    const header = req.headers.authorization;
    const bearer = header ? /^Bearer[ ]+(\S+)$/i.exec(header.trim())?.[1] : undefined;
    const given = bearer ?? (typeof req.params.token === 'string' ? req.params.token : undefined);
    if (!given) throw new CodecError(401, 'missing_codec_token', 'Send the codec token as Authorization: Bearer <token>.');
    if (!sameSecret(given, opts.token)) throw new CodecError(401, 'invalid_codec_token', 'The codec token is wrong.');
  };

  const handle =
    (op: 'encode' | 'decode'): RequestHandler =>
    async (req, res) => {
      const payloads = fromWire(req.body);
      // Encoding from outside (e.g. a signal typed into the UI) belongs to no decision run: the system key.
      const out = op === 'encode' ? await opts.crypto.encode(payloads) : await opts.crypto.reveal(payloads);
      res.setHeader('Cache-Control', 'no-store');
      res.json(toWire(out));
    };

  router.use(cors);
  // Authenticate before reading a body, so an unauthenticated caller cannot make us parse 16 MB.
  const early: RequestHandler = (req, _res, next) => {
    try {
      authenticate(req);
      next();
    } catch (err) {
      next(err);
    }
  };
  const json = express.json({ limit: CODEC_BODY_LIMIT, type: () => true });
  router.post(['/encode', '/:token/encode'], early, json, handle('encode'));
  router.post(['/decode', '/:token/decode'], early, json, handle('decode'));
  router.use((_req, _res, next) => next(new CodecError(404, 'not_found', 'The codec endpoint answers POST .../encode and .../decode.')));

  const errors: ErrorRequestHandler = (err, _req, res: Response, _next) => {
    let e: CodecError;
    if (err instanceof CodecError) e = err;
    else if (badPathEncoding(err)) e = new CodecError(400, 'invalid_request', 'The path is not valid percent-encoding.');
    else if ((err as { type?: string }).type === 'entity.too.large') e = new CodecError(413, 'request_too_large', `The body is larger than ${CODEC_BODY_LIMIT}.`);
    else if ((err as { type?: string }).type === 'entity.parse.failed') e = new CodecError(400, 'invalid_request', 'The body is not JSON.');
    else {
      // The error's name only: a message could quote a payload.
      log.error('codec endpoint failed', { error: err instanceof Error ? err.name : 'Error' });
      e = new CodecError(500, 'internal_error', 'The payloads could not be processed.');
    }
    res.status(e.status).json({ error: e.code, message: e.message });
  };
  router.use(errors);
  return router;
}
