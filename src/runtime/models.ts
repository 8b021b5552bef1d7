import type { EnvSettings } from '../domain/settings';
import { BuiltinModel } from '../model/builtin';
import { OpenAIModel } from '../model/openai';
import type { DecisionModel } from '../model/provider';

/** Picks the environment's decision model. Secrets come from the process environment only. */
export function modelFactory(opts: { apiKey?: string }): (s: EnvSettings) => DecisionModel {
  const builtin = new BuiltinModel();
  const cache = new Map<string, DecisionModel>();
  return (s) => {
    if (s.model_provider === 'builtin' || !s.model_base_url || !s.model_name) return builtin;
    const k = `${s.model_provider}\u0000${s.model_base_url}\u0000${s.model_name}`;
    let m = cache.get(k);
    if (!m) {
      m = new OpenAIModel({ baseUrl: s.model_base_url, model: s.model_name, apiKey: opts.apiKey });
      cache.set(k, m);
    }
    return m;
  };
}
