// Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, vLLM, Ollama, llama.cpp, LiteLLM).
// Answers are asked for as a strict JSON schema; logprobs, where the endpoint gives them, cap the
// model's own claim of confidence.

import type { Evidence } from '../domain/evidence';
import type { ModelAnswer } from '../domain/types';
import { MODEL_ANSWER_SCHEMA, checkAnswer } from './answer-schema';
import { sampled } from './deep';
import { postJson } from './http';
import { SYSTEM_PROMPT, userMessage } from './prompt';
import { UnusableAnswerError, type DecisionModel, type ModelRequestOptions } from './provider';
import { SELECTION_PROMPT, SELECTION_SCHEMA, selectionMessage, type SelectionTask } from './selection';

export interface RemoteModelOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

interface Ask {
  system: string;
  user: string;
  schema: object;
  name: string;
  temperature: number;
  signal: AbortSignal;
}

export class OpenAIModel implements DecisionModel {
  readonly name = 'openai';
  constructor(private readonly opts: RemoteModelOptions) {}

  assess(evidence: Evidence, { signal }: ModelRequestOptions): Promise<ModelAnswer> {
    return sampled(evidence.mode, async (temperature) => {
      const user = userMessage(evidence);
      const { value, logprobs } = await this.ask({ system: SYSTEM_PROMPT, user, schema: MODEL_ANSWER_SCHEMA, name: 'gatehouse_assessment', temperature, signal });
      const answer = checkAnswer(value);
      const lp = logprobConfidence(logprobs);
      // Logprobs measure the model's concentration better than its own claim.
      return lp === null ? answer : { ...answer, confidence: Math.min(answer.confidence, lp) };
    });
  }

  async select(task: SelectionTask, { signal }: ModelRequestOptions): Promise<Record<string, unknown>> {
    const { value } = await this.ask({
      system: SELECTION_PROMPT,
      user: selectionMessage(task),
      schema: SELECTION_SCHEMA,
      name: 'gatehouse_selection',
      temperature: 0,
      signal,
    });
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new UnusableAnswerError('selection is not an object');
    return value as Record<string, unknown>;
  }

  private async ask(a: Ask): Promise<{ value: unknown; logprobs: unknown }> {
    const headers: Record<string, string> = {};
    if (this.opts.apiKey) headers.authorization = `Bearer ${this.opts.apiKey}`;
    const body = await postJson(`${this.opts.baseUrl}/chat/completions`, headers, a.signal, {
      model: this.opts.model,
      temperature: a.temperature,
      logprobs: true,
      messages: [
        { role: 'system', content: a.system },
        { role: 'user', content: a.user },
      ],
      response_format: { type: 'json_schema', json_schema: { name: a.name, strict: true, schema: a.schema } },
    });
    const choice = body?.choices?.[0];
    const message = choice?.message;
    if (message?.refusal) throw new UnusableAnswerError('model refused to answer');
    if (choice?.finish_reason === 'length' || choice?.finish_reason === 'content_filter') {
      throw new UnusableAnswerError(`model stopped early (${choice.finish_reason})`);
    }
    if (typeof message?.content !== 'string') throw new UnusableAnswerError('model answer has no content');
    try {
      return { value: JSON.parse(message.content), logprobs: choice?.logprobs?.content };
    } catch {
      throw new UnusableAnswerError('model content is not JSON');
    }
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
