// Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, vLLM, Ollama, llama.cpp, LiteLLM).
// The answer is asked for as a strict JSON schema; logprobs, where the endpoint gives them, cap the
// model's own claim of confidence.

import type { Evidence } from '../domain/evidence';
import type { ModelAnswer } from '../domain/types';
import { MODEL_ANSWER_SCHEMA, checkAnswer } from './answer-schema';
import { sampled } from './deep';
import { SYSTEM_PROMPT, userMessage } from './prompt';
import { UnusableAnswerError, type DecisionModel, type ModelRequestOptions } from './provider';
import { postJson } from './http';

export interface RemoteModelOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export class OpenAIModel implements DecisionModel {
  readonly name = 'openai';
  constructor(private readonly opts: RemoteModelOptions) {}

  assess(evidence: Evidence, { signal }: ModelRequestOptions): Promise<ModelAnswer> {
    return sampled(evidence.mode, (temperature) => this.once(evidence, temperature, signal));
  }

  private async once(evidence: Evidence, temperature: number, signal: AbortSignal): Promise<ModelAnswer> {
    const headers: Record<string, string> = {};
    if (this.opts.apiKey) headers.authorization = `Bearer ${this.opts.apiKey}`;
    const body = await postJson(`${this.opts.baseUrl}/chat/completions`, headers, signal, {
      model: this.opts.model,
      temperature,
      logprobs: true,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userMessage(evidence) },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'gatehouse_assessment', strict: true, schema: MODEL_ANSWER_SCHEMA },
      },
    });
    const choice = body?.choices?.[0];
    const message = choice?.message;
    if (message?.refusal) throw new UnusableAnswerError('model refused to answer');
    if (choice?.finish_reason === 'length' || choice?.finish_reason === 'content_filter') {
      throw new UnusableAnswerError(`model stopped early (${choice.finish_reason})`);
    }
    if (typeof message?.content !== 'string') throw new UnusableAnswerError('model answer has no content');
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.content);
    } catch {
      throw new UnusableAnswerError('model content is not JSON');
    }
    const answer = checkAnswer(parsed);
    const lp = logprobConfidence(choice?.logprobs?.content);
    // Logprobs measure the model's concentration better than its own claim.
    return lp === null ? answer : { ...answer, confidence: Math.min(answer.confidence, lp) };
  }
}

/** Probability of the first token of the handling value (the token right after `"handling":"`), if given. */
function logprobConfidence(tokens: unknown): number | null {
  if (!Array.isArray(tokens)) return null;
  let before = '';
  for (const t of tokens) {
    if (typeof t?.token !== 'string' || typeof t?.logprob !== 'number') return null;
    if (/"handling"\s*:\s*"$/.test(before)) return Math.exp(t.logprob);
    before += t.token;
  }
  return null;
}
