import { parse as parseContentType } from 'content-type';
import type { Request } from 'express';
import getRawBody from 'raw-body';
import { checkJsonText } from '../domain/text';
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
  if (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return { medium: 'json', type, charset };
  if (type === 'text/html') return { medium: 'html', type, charset };
  if (type.startsWith('text/')) return { medium: 'text', type, charset };
  if (type === 'message/rfc822') return { medium: 'mail', type, charset };
  throw refuse(`Media type ${type} is not read.`);
}

/** Reads the raw body under a byte limit: checked against Content-Length up front and counted for chunked bodies. */
export async function readBody(req: Request, limit: number): Promise<Buffer> {
  try {
    return await getRawBody(req, { limit, length: req.headers['content-length'] });
  } catch (err) {
    const type = (err as { type?: string }).type;
    if (type === 'entity.too.large') throw new ApiError(413, 'request_too_large', `The body is larger than ${limit / 1024} KB.`);
    if (type === 'request.aborted') throw new ApiError(400, 'invalid_request', 'The request was aborted.');
    throw new ApiError(422, 'invalid_request', 'The body could not be read.', [{ field: '(body)', reason: 'unreadable body' }]);
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
  const text = raw.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
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
  // Text the store cannot hold is decided here, once, before anything reads the body.
  const problems = checkJsonText(value, prose === null ? undefined : PROSE_FIELDS[prose]);
  if (problems.length > 0) throw new ApiError(422, 'invalid_request', 'The body holds text that cannot be stored.', problems);
  return value;
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

/** A JSON body under a byte limit, sent as application/json; what it is, for the error messages. */
export async function readJsonBody(req: Request, limit: number, what: string): Promise<unknown> {
  const raw = await readBody(req, limit);
  if (!/^application\/json\b/i.test(String(req.headers['content-type'] ?? ''))) {
    throw new ApiError(422, 'invalid_request', `Send the ${what} as application/json.`, [{ field: '(body)', reason: 'Content-Type must be application/json' }]);
  }
  return parseJson(raw);
}
