import { SEMANTIC_KEYS } from '../contract/schemas';
import type { Registry } from './registry';
import type { EnvSettings } from './settings';
import type { EffectClass } from '../contract/tools';
import type { EvaluateRequest, Risk, Semantic } from './types';

export function zeroSemantic(): Semantic {
  return Object.fromEntries(SEMANTIC_KEYS.map((k) => [k, 0])) as Semantic;
}

const clamp = (x: number) => Math.max(0, Math.min(1, x));
const round = (x: number) => Math.round(clamp(x) * 1000) / 1000;

/**
 * Risk from facts (amount against the limit, the type's category) and, when the model answered, from its
 * semantic scores. Facts set a floor the model cannot talk down.
 */
export function computeRisk(request: EvaluateRequest, settings: EnvSettings, semantic: Semantic, registry: Registry, effects: readonly EffectClass[] = []): Risk {
  const { type, amount } = request.action;
  const has = (e: EffectClass) => effects.includes(e);
  const moneyMoving = registry.hasCategory(type, 'money_movement') || has('money_movement');
  const limit = Math.max(settings.refund_review_limit, 1);
  const factFinancial = moneyMoving ? (amount == null ? 0.5 : clamp(amount / (2 * limit))) : 0;
  const factDataLoss = registry.hasCategory(type, 'destructive') || has('destructive') ? 0.7 : 0;
  const factSecurity =
    registry.hasCategory(type, 'sensitive') || registry.hasCategory(type, 'exfiltration') || has('access_change') || has('code_execution') || has('data_disclosure')
      ? 0.7
      : 0;
  const financial = round(Math.max(factFinancial, semantic.financial_impact));
  const fraud = round(semantic.fraud_indicators);
  const data_loss = round(Math.max(factDataLoss, semantic.data_loss_risk));
  const security = round(Math.max(factSecurity, semantic.data_exfiltration_risk));
  return { financial, fraud, data_loss, security, overall: Math.max(financial, fraud, data_loss, security) };
}
