// The action hash: what binds a decision (and its receipt) to exactly one action.
//
// The hashed action is the action as Gatehouse understood it, five keys, each null when absent:
//   {type, amount, currency, target, parameters}
// - type, amount, currency, target: as in the decision's `action` field (on the structured path the
//   caller's values, or read from the call's arguments when the caller left them out; on the intake path
//   as read from the input);
// - parameters: the structured request's action.parameters, or the tool call's arguments; null when absent
//   or empty ({}), and null for text and mail read by Intake.
// Canonical JSON is RFC 8785 (JCS): object keys sorted by UTF-16 code units at every depth, no whitespace,
// numbers as ECMAScript writes them (100.0 is 100). action_hash = "sha256:" + lowercase hex of its UTF-8.
// Same action, same hash, whatever the key order or the path it came in by.
//
// No server dependency here: the verify function (verify.ts) imports this module too.

import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';

export interface HashedAction {
  type: string | null;
  amount: number | null;
  currency: string | null;
  target: string | null;
  parameters: Record<string, unknown> | null;
}

export const ACTION_HASH_PATTERN = /^sha256:[0-9a-f]{64}$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The five hashed keys of an action-like object (extra keys, like description, are not part of it). */
export function hashedAction(action: unknown): HashedAction {
  if (!isObject(action)) throw new TypeError('the action must be a JSON object');
  const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v);
  const params = action.parameters;
  if (params !== undefined && params !== null && !isObject(params)) throw new TypeError('action.parameters must be an object or null');
  return {
    type: orNull(action.type as string | undefined),
    amount: orNull(action.amount as number | undefined),
    currency: orNull(action.currency as string | undefined),
    target: orNull(action.target as string | undefined),
    parameters: params && Object.keys(params).length > 0 ? params : null,
  };
}

/** RFC 8785 canonical JSON of the hashed action. Throws on what JSON cannot hold (NaN, Infinity, cycles). */
export function canonicalAction(action: unknown): string {
  return canonicalize(hashedAction(action));
}

/** "sha256:" + lowercase hex of the canonical JSON's UTF-8 bytes. */
export function actionHash(action: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalAction(action), 'utf8').digest('hex')}`;
}
