// PROVISIONAL (replaced by the risk-facts branch at merge).
import type { Conversation, EffectClass, RiskFact, ToolCall } from './types';

export const FACT_CODES: Record<string, { effect: RiskFact['effect']; meaning: string }> = {};

export function riskFacts(_call: ToolCall, _conv: Conversation, _env: { orgDomains: string[] }, _effects: EffectClass[]): RiskFact[] {
  return [];
}
