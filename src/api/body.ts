import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parse as parseContentType } from 'content-type';
import type { Request, RequestHandler } from 'express';
import { visit as visitJson } from 'jsonc-parser';
import getRawBody from 'raw-body';
import { checkJsonText } from '../domain/text';
import { normaliseCharset } from '../read/text';
import { ApiError } from './errors';

export const EVALUATE_LIMIT = 256 * 1024;
export const REVIEW_LIMIT = 16 * 1024;

export const ACCEPTED_MEDIA_TYPES = ['application/json', 'text/plain', 'text/*', 'text/html', 'message/rfc822'];

export type Medium = 'json' | 'text' | 'html' | 'mail';

export interface MediaType {
  medium: Medium;
  type: string;
  charset: string | undefined;
}

export function mediaTypeOf(req: Request): MediaType {
  const raw = req.headers['content-type'];
  const refuse = (why: string) =>
    new ApiError(415, 'unsupported_media_type', why, { accepted: ACCEPTED_MEDIA_TYPES });
  if (!raw) throw refuse('Content-Type is required.');
  let parsed: ReturnType<typeof parseContentType>;
  try {
    parsed = parseContentType(raw);
  } catch {
    throw refuse('Content-Type is malformed.');
  }
  const type = parsed.type;
  const charset = parsed.parameters.charset;
  const medium = mediumOf(type);
  if (!medium) throw refuse(`Media type ${type} is not read.`);
  // A charset is honoured or refused, never guessed at (issue 25): JSON is UTF-8 (RFC 8259); text in any
  // charset the decoder knows; a mail names its own.
  if (charset !== undefined && medium !== 'mail') {
    const known = normaliseCharset(charset);
    if (known === null || (medium === 'json' && known !== 'utf-8')) {
      throw new ApiError(415, 'unsupported_media_type', medium === 'json' ? 'JSON is read as UTF-8 only.' : `The charset ${charset.slice(0, 64)} is not known.`, {
        accepted: ACCEPTED_MEDIA_TYPES,
        charset: charset.slice(0, 64),
      });
    }
  }
  return { medium, type, charset };
}

function mediumOf(type: string): Medium | null {
  if (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return 'json';
  if (type === 'text/html') return 'html';
  if (type.startsWith('text/')) return 'text';
  if (type === 'message/rfc822') return 'mail';
  return null;
}

/**
 * Plain text read as UTF-8 (no charset named, or UTF-8 named, and no UTF-16 byte-order mark) must be UTF-8:
 * bytes that are not are refused (422) rather than silently replaced. HTML may name its charset inside the
 * document and a mail inside itself, so those are decoded as they say (replacements counted in
 * input_quality).
 */
export function checkTextEncoding(raw: Buffer, media: MediaType): void {
  if (media.medium !== 'text' || normaliseCharset(media.charset) !== 'utf-8') return;
  if (raw.length >= 2 && ((raw[0] === 0xff && raw[1] === 0xfe) || (raw[0] === 0xfe && raw[1] === 0xff))) return;
  utf8Of(raw);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The body as UTF-8 text; 422 when its bytes are not UTF-8. */
function utf8Of(raw: Buffer): string {
  try {
    return strictUtf8.decode(raw);
  } catch {
    throw new ApiError(422, 'invalid_request', 'The body is not valid UTF-8.', [{ field: '(body)', reason: 'bytes that are not UTF-8' }]);
  }
}

/** The request timeout when none is configured (GATEHOUSE_REQUEST_TIMEOUT_MS). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** When each request's body must have arrived: its arrival plus the request timeout. */
const deadlines = new WeakMap<Request, number>();

/**
 * First of every route: notes when the request arrived, so that reading its body, whenever a route starts
 * it, ends at arrival + timeoutMs (408 request_timeout) however slowly the bytes come.
 */
export function bodyDeadline(timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS): RequestHandler {
  return (req, _res, next) => {
    deadlines.set(req, Date.now() + timeoutMs);
    next();
  };
}

/** Content-Encodings decoded (RFC 9110): gzip, deflate (zlib), br. `identity` is no encoding. */
export const ACCEPTED_ENCODINGS = ['gzip', 'deflate', 'br'] as const;
type Encoding = (typeof ACCEPTED_ENCODINGS)[number];

const decoders: Record<Encoding, (buf: Buffer, opts: zlib.ZlibOptions | zlib.BrotliOptions) => Promise<Buffer>> = {
  gzip: promisify<Buffer, zlib.ZlibOptions, Buffer>(zlib.gunzip),
  deflate: promisify<Buffer, zlib.ZlibOptions, Buffer>(zlib.inflate),
  br: promisify<Buffer, zlib.BrotliOptions, Buffer>(zlib.brotliDecompress),
};

/** The body's one content coding; 415 (details.accepted_encodings) for any other, or for several. */
function encodingOf(req: Request): Encoding | null {
  const raw = String(req.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'identity') return null;
  const name = raw === 'x-gzip' ? 'gzip' : raw;
  if ((ACCEPTED_ENCODINGS as readonly string[]).includes(name)) return name as Encoding;
  throw new ApiError(415, 'unsupported_media_type', `Content-Encoding ${raw.slice(0, 64)} is not read; send gzip, deflate, br or none.`, {
    accepted: ACCEPTED_MEDIA_TYPES,
    accepted_encodings: [...ACCEPTED_ENCODINGS],
  });
}

/**
 * Reads the raw body under a byte limit: checked against Content-Length up front and counted for chunked
 * bodies; a body sent with a Content-Encoding is decoded, and the decoded bytes are held to the same limit
 * (a decompression bomb stops at the limit: 413). The body must have arrived by the request's deadline
 * (bodyDeadline): a stalled or trickling upload is answered 408 request_timeout then, and its connection
 * closed.
 */
export async function readBody(req: Request, limit: number): Promise<Buffer> {
  const encoding = encodingOf(req);
  const tooLarge = () => new ApiError(413, 'request_too_large', `The body is larger than ${limit / 1024} KB.`);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        // Arrived in full (a route that started late reads it from the buffer): not late.
        if (!req.complete) reject(new ApiError(408, 'request_timeout', 'The body did not arrive within the request timeout; nothing was read.'));
      },
      Math.max(0, (deadlines.get(req) ?? Date.now() + DEFAULT_REQUEST_TIMEOUT_MS) - Date.now()),
    );
  });
  let raw: Buffer;
  try {
    raw = await Promise.race([getRawBody(req, { limit, length: req.headers['content-length'] }), late]);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const type = (err as { type?: string }).type;
    if (type === 'entity.too.large') throw tooLarge();
    if (type === 'request.aborted') throw new ApiError(400, 'invalid_request', 'The request was aborted.');
    throw new ApiError(422, 'invalid_request', 'The body could not be read.', [{ field: '(body)', reason: 'unreadable body' }]);
  } finally {
    clearTimeout(timer);
  }
  if (!encoding) return raw;
  try {
    return await decoders[encoding](raw, { maxOutputLength: limit });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    throw new ApiError(422, 'invalid_request', `The body is not valid ${encoding} data.`, [{ field: '(body)', reason: `Content-Encoding ${encoding} that does not decode` }]);
  }
}

/** Deepest nesting accepted in a JSON body: far above any real request, far below what recursion survives. */
export const MAX_JSON_DEPTH = 64;

/**
 * Where a JSON body's strings are prose Gatehouse only reads: there a NUL or a lone surrogate becomes U+FFFD.
 * Everywhere else (names, identifiers, types, action.parameters, permissions, reviewer, every object key) it
 * is refused with 422 naming the field. See src/domain/text.ts.
 */
export const PROSE_FIELDS = {
  /** action.description and every string value inside context. */
  evaluate: (path: readonly (string | number)[]) => (path[0] === 'action' && path[1] === 'description' && path.length === 2) || path[0] === 'context',
  /** The verdict's note. */
  review: (path: readonly (string | number)[]) => path.length === 1 && path[0] === 'note',
} as const;

export function parseJson(raw: Buffer, prose: keyof typeof PROSE_FIELDS | null = null): unknown {
  const utf8 = utf8Of(raw);
  const text = utf8.charCodeAt(0) === 0xfeff ? utf8.slice(1) : utf8;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new ApiError(422, 'invalid_request', 'The body is not valid JSON.', [
      { field: '(body)', reason: `invalid JSON: ${(err as Error).message.slice(0, 200)}` },
    ]);
  }
  if (depthExceeds(value, MAX_JSON_DEPTH)) {
    throw new ApiError(422, 'invalid_request', 'The body is nested too deeply.', [
      { field: '(body)', reason: `nested deeper than ${MAX_JSON_DEPTH} levels` },
    ]);
  }
  const duplicates = duplicateKeys(text);
  if (duplicates.length > 0) {
    throw new ApiError(422, 'invalid_request', 'The body names a member twice: which one counts would depend on the reader.', duplicates.map((field) => ({ field, reason: 'duplicate key' })));
  }
  // Text the store cannot hold is decided here, once, before anything reads the body.
  const problems = checkJsonText(value, prose === null ? undefined : PROSE_FIELDS[prose]);
  if (problems.length > 0) throw new ApiError(422, 'invalid_request', 'The body holds text that cannot be stored.', problems);
  return value;
}

/**
 * The paths of object members named twice in one object (issue 25: a gate and the tool that runs the call
 * must not read different actions, e.g. "type":"refund","type":"delete_account"). Names compare after
 * unescaping ("type" and "\u0074ype" are the same member). Only called on text JSON.parse accepted; at most
 * 20 paths.
 */
export function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  const open: Set<string>[] = [];
  visitJson(text, {
    onObjectBegin: () => void open.push(new Set()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (name, _offset, _length, _line, _char, path) => {
      const names = open[open.length - 1];
      if (!names.has(name)) return void names.add(name);
      if (found.length < 20) found.push([...path(), name].map(String).join('.'));
    },
  });
  return found;
}

/** Iterative, so a hostile body cannot exhaust the stack while it is being measured. */
function depthExceeds(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return false;
}

/**
 * A JSON body under a byte limit, sent as application/json (in UTF-8: another charset is 415); what it is,
 * for the error messages; `prose`, where a NUL becomes U+FFFD (PROSE_FIELDS).
 */
export async function readJsonBody(req: Request, limit: number, what: string, prose: keyof typeof PROSE_FIELDS | null = null): Promise<unknown> {
  const raw = await readBody(req, limit);
  if (!/^application\/json\b/i.test(String(req.headers['content-type'] ?? ''))) {
    throw new ApiError(422, 'invalid_request', `Send the ${what} as application/json.`, [{ field: '(body)', reason: 'Content-Type must be application/json' }]);
  }
  mediaTypeOf(req);
  return parseJson(raw, prose);
}
