import type { EnvSettings } from '../domain/settings';
import { ANTHROPIC_DEFAULT_BASE_URL, AnthropicModel } from '../model/anthropic';
import { BuiltinModel } from '../model/builtin';
import { OPENAI_DEFAULT_BASE_URL, OpenAIModel } from '../model/openai';
import type { DecisionModel } from '../model/provider';

/** Picks the environment's decision model. Secrets come from the process environment only. */
export function modelFactory(opts: { apiKey?: string }): (s: EnvSettings) => DecisionModel {
  const builtin = new BuiltinModel();
  const cache = new Map<string, DecisionModel>();
  return (s) => {
    if (s.model_provider === 'builtin') return builtin;
    // A remote provider without a model name cannot be asked; settings validation forbids it, and if it
    // happens anyway the call fails closed (PROVIDER_UNAVAILABLE) rather than silently using builtin.
    const model = s.model_name ?? '';
    const k = `${s.model_provider}\u0000${s.model_base_url}\u0000${model}`;
    let m = cache.get(k);
    if (!m) {
      m =
        s.model_provider === 'anthropic'
          ? new AnthropicModel({ baseUrl: s.model_base_url ?? ANTHROPIC_DEFAULT_BASE_URL, model, apiKey: opts.apiKey })
          : new OpenAIModel({ baseUrl: s.model_base_url ?? OPENAI_DEFAULT_BASE_URL, model, apiKey: opts.apiKey });
      cache.set(k, m);
    }
    return m;
  };
}
