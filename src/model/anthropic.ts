// Anthropic's Messages API. The answer is forced through a single tool whose input schema is the answer
// schema, so the model can only reply by filling it in.

import type { Evidence } from '../domain/evidence';
import type { ModelAnswer } from '../domain/types';
import { MODEL_ANSWER_SCHEMA, checkAnswer } from './answer-schema';
import { sampled } from './deep';
import { postJson } from './http';
import type { RemoteModelOptions } from './openai';
import { SYSTEM_PROMPT, userMessage } from './prompt';
import { UnusableAnswerError, type DecisionModel, type ModelRequestOptions } from './provider';

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com/v1';
export const ANTHROPIC_VERSION = '2023-06-01';
const TOOL = 'record_assessment';

export class AnthropicModel implements DecisionModel {
  readonly name = 'anthropic';
  constructor(private readonly opts: RemoteModelOptions) {}

  assess(evidence: Evidence, { signal }: ModelRequestOptions): Promise<ModelAnswer> {
    return sampled(evidence.mode, (temperature) => this.once(evidence, temperature, signal));
  }

  private async once(evidence: Evidence, temperature: number, signal: AbortSignal): Promise<ModelAnswer> {
    const headers: Record<string, string> = { 'anthropic-version': ANTHROPIC_VERSION };
    if (this.opts.apiKey) headers['x-api-key'] = this.opts.apiKey;
    const body = await postJson(`${this.opts.baseUrl}/messages`, headers, signal, {
      model: this.opts.model,
      max_tokens: 512,
      temperature,
      system: SYSTEM_PROMPT,
      messages: [{ role: 'user', content: userMessage(evidence) }],
      tools: [{ name: TOOL, description: 'Record the assessment of the proposed action.', input_schema: MODEL_ANSWER_SCHEMA }],
      tool_choice: { type: 'tool', name: TOOL },
    });
    if (body?.type === 'error') throw new UnusableAnswerError('model endpoint answered with an error object');
    if (body?.stop_reason === 'refusal') throw new UnusableAnswerError('model refused to answer');
    if (body?.stop_reason === 'max_tokens') throw new UnusableAnswerError('model stopped early (max_tokens)');
    const content = Array.isArray(body?.content) ? body.content : [];
    const use = content.find((c: any) => c?.type === 'tool_use' && c?.name === TOOL);
    if (!use || typeof use.input !== 'object' || use.input === null) throw new UnusableAnswerError('model answer has no assessment');
    return checkAnswer(use.input);
  }
}
