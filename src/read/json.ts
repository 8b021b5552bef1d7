// Arbitrary JSON: one text part per string and number leaf, in document order, each with its RFC 6901
// pointer and its key. Bounded, so hostile input (deep nesting, millions of leaves, cycles in a value
// that did not come from JSON.parse) cannot blow up.
//
// Order: JavaScript objects list integer-like keys ("0", "42") before the other keys, whatever the order
// in the source text, so for objects mixing the two the order is the engine's, not the text's. Arrays and
// all other keys keep document order.

import type { IntakeDocument, TextPart } from './types';

export interface ReadJsonOptions {
  /** Containers nested deeper than this are not entered (root is depth 0). Default 64. */
  maxDepth?: number;
  /** At most this many leaves become parts. Default 5,000. */
  maxLeaves?: number;
  /** At most this many values (containers and leaves) are visited. Default 100,000. */
  maxNodes?: number;
}

export const JSON_MAX_DEPTH = 64;
export const JSON_MAX_LEAVES = 5000;
export const JSON_MAX_NODES = 100_000;

/** RFC 6901: "~" is written "~0" and "/" is written "~1". */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Marker frame: leaving a container (pops it off the cycle guard's path). */
const EXIT: unique symbol = Symbol('exit');

export function readJson(value: unknown, options: ReadJsonOptions = {}): IntakeDocument {
  const maxDepth = options.maxDepth ?? JSON_MAX_DEPTH;
  const maxLeaves = options.maxLeaves ?? JSON_MAX_LEAVES;
  const maxNodes = options.maxNodes ?? JSON_MAX_NODES;
  const parts: TextPart[] = [];
  let nodes = 0;
  let depthMax = 0;
  let cutDepth = 0;
  let leavesSkipped = 0;
  let emptyStrings = 0;
  let nodesExhausted = false;
  let chars = 0;

  // Iterative depth-first walk; children pushed in reverse so they pop in document order.
  interface Frame {
    value: unknown;
    pointer: string;
    key: string;
    depth: number;
  }
  const stack: Frame[] = [{ value, pointer: '', key: '', depth: 0 }];
  const onPath = new Set<object>();
  const exits: object[] = [];

  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (nodes >= maxNodes) {
      nodesExhausted = true;
      break;
    }
    nodes++;
    if (frame.depth > depthMax) depthMax = frame.depth;
    const v = frame.value;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint') {
      if (typeof v === 'string' && v === '') {
        emptyStrings++;
      } else if (parts.length >= maxLeaves) {
        leavesSkipped++;
      } else {
        const text = String(v);
        chars += text.length;
        parts.push({ kind: 'json', text, pointer: frame.pointer, key: frame.key });
      }
    } else if (v !== null && typeof v === 'object') {
      if (frame.depth >= maxDepth || onPath.has(v)) {
        cutDepth++;
      } else {
        let children: Frame[];
        if (Array.isArray(v)) {
          children = v.map((child, i) => ({ value: child as unknown, pointer: `${frame.pointer}/${i}`, key: String(i), depth: frame.depth + 1 }));
        } else {
          const rec = v as Record<string, unknown>;
          children = Object.keys(rec).map((k) => ({ value: rec[k], pointer: `${frame.pointer}/${escapePointerToken(k)}`, key: k, depth: frame.depth + 1 }));
          // A word key over an object with an amount names what the object is: `{"transfer": {"amount": 500, ...}}`,
          // `{"transfers": [{...}]}`. It is read as that object's type, as `"type": "transfer"` would be.
          for (const k of Object.keys(rec)) {
            const inner = Array.isArray(rec[k]) && (rec[k] as unknown[]).length > 0 ? (rec[k] as unknown[])[0] : rec[k];
            if (/^[A-Za-z][A-Za-z_]{2,40}$/.test(k) && isAmountHolder(inner) && parts.length < maxLeaves) {
              parts.push({ kind: 'json', text: k.replace(/(?<=[a-z]{3})s$/i, '').replace(/_/g, ' '), pointer: `${frame.pointer}/${escapePointerToken(k)}`, key: 'type' });
            }
          }
        }
        // Cycle guard: only a value reached by a path through itself is a cycle; shared (DAG) values are read
        // at each place they appear. Values from JSON.parse are trees, so this only matters for callers
        // passing live objects.
        if (children.length > 0) {
          onPath.add(v);
          exits.push(v);
          stack.push({ value: EXIT, pointer: '', key: '', depth: -1 });
          for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
        }
      }
      // booleans, null, undefined, functions, symbols: not text
    } else if (v === EXIT) {
      nodes--;
      const exit = exits.pop();
      if (exit) onPath.delete(exit);
    }
  }

  return {
    medium: 'json',
    parts,
    hidden: [],
    stats: {
      chars,
      parts: parts.length,
      hidden_chars: 0,
      json_nodes: nodes,
      json_depth: depthMax,
      json_empty_strings: emptyStrings,
      json_truncated_depth: cutDepth,
      json_truncated_leaves: leavesSkipped,
      json_truncated_nodes: nodesExhausted ? 1 : 0,
      truncated: cutDepth > 0 || leavesSkipped > 0 || nodesExhausted ? 1 : 0,
    },
  };
}

/** An object with an amount-like member: what a key over it may name. */
function isAmountHolder(v: unknown): boolean {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  return Object.keys(v).some((k) => /^(amount|sum|total|value|price)$/i.test(k));
}
