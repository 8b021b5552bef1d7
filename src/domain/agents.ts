// What a registered agent may be called and which action-type names it may list (CLI and console alike).

import { unstorableReason } from './text';

const AGENT_NAME_MAX = 128;
const ACTION_TYPE_NAME = /^[a-z][a-z0-9_.:-]{0,63}$/;
const AGENT_TYPES_MAX = 100;

export const splitList = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** Every problem with an agent registration, as field + reason; empty when it is fine. */
export function agentProblems(name: string, types: string[]): { field: string; reason: string }[] {
  const problems: { field: string; reason: string }[] = [];
  if (name.trim() === '') problems.push({ field: 'name', reason: 'is required' });
  else if (name.length > AGENT_NAME_MAX) problems.push({ field: 'name', reason: `must be at most ${AGENT_NAME_MAX} characters` });
  else if (/[\u0000-\u001f\u007f]/.test(name)) problems.push({ field: 'name', reason: 'must not contain control characters' });
  else if (unstorableReason(name) !== null) problems.push({ field: 'name', reason: unstorableReason(name)! });
  if (types.length === 0) problems.push({ field: 'types', reason: 'name at least one action type' });
  else if (types.length > AGENT_TYPES_MAX) problems.push({ field: 'types', reason: `at most ${AGENT_TYPES_MAX} action types` });
  const bad = types.filter((t) => !ACTION_TYPE_NAME.test(t));
  if (bad.length > 0) problems.push({ field: 'types', reason: `not action types: ${bad.join(', ')} (lower-case letters, digits and _ . : -)` });
  return problems;
}
