import { UnusableAnswerError } from './provider';

/** Largest response body read from a model endpoint; an answer is a few hundred bytes. */
const MAX_RESPONSE_BYTES = 1 << 20;

/** POSTs JSON and returns the parsed JSON answer. Non-2xx, oversized and non-JSON answers throw. */
export async function postJson(url: string, headers: Record<string, string>, signal: AbortSignal, body: unknown): Promise<any> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    signal,
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    // Release the socket; the status is all we need, and the body may echo the request.
    await res.body?.cancel();
    throw new Error(`model endpoint answered HTTP ${res.status}`);
  }
  const text = await res.text();
  if (text.length > MAX_RESPONSE_BYTES) throw new UnusableAnswerError('model answer is too large');
  try {
    return JSON.parse(text);
  } catch {
    throw new UnusableAnswerError('model endpoint answered with something other than JSON');
  }
}
