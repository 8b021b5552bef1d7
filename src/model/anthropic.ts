// Anthropic's Messages API. Each answer is forced through a single tool whose input schema is the answer's
// schema, so the model can only reply by filling it in.

import type { Evidence } from '../domain/evidence';
import type { ModelAnswer } from '../domain/types';
import { MODEL_ANSWER_SCHEMA, checkAnswer } from './answer-schema';
import { sampled } from './deep';
import { postJson } from './http';
import type { RemoteModelOptions } from './openai';
import { SYSTEM_PROMPT, userMessage } from './prompt';
import { UnusableAnswerError, type DecisionModel, type ModelRequestOptions } from './provider';
import { SELECTION_PROMPT, SELECTION_SCHEMA, selectionMessage, type SelectionTask } from './selection';

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com/v1';
export const ANTHROPIC_VERSION = '2023-06-01';
export const ASSESSMENT_TOOL = 'record_assessment';
export const SELECTION_TOOL = 'record_selection';

export class AnthropicModel implements DecisionModel {
  readonly name = 'anthropic';
  constructor(private readonly opts: RemoteModelOptions) {}

  assess(evidence: Evidence, { signal }: ModelRequestOptions): Promise<ModelAnswer> {
    return sampled(evidence.mode, async (temperature) =>
      checkAnswer(await this.ask(SYSTEM_PROMPT, userMessage(evidence), ASSESSMENT_TOOL, MODEL_ANSWER_SCHEMA, temperature, signal)),
    );
  }

  async select(task: SelectionTask, { signal }: ModelRequestOptions): Promise<Record<string, unknown>> {
    return this.ask(SELECTION_PROMPT, selectionMessage(task), SELECTION_TOOL, SELECTION_SCHEMA, 0, signal);
  }

  private async ask(system: string, user: string, tool: string, schema: object, temperature: number, signal: AbortSignal): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { 'anthropic-version': ANTHROPIC_VERSION };
    if (this.opts.apiKey) headers['x-api-key'] = this.opts.apiKey;
    const body = await postJson(`${this.opts.baseUrl}/messages`, headers, signal, {
      model: this.opts.model,
      max_tokens: 512,
      temperature,
      system,
      messages: [{ role: 'user', content: user }],
      tools: [{ name: tool, description: 'Record your answer.', input_schema: schema }],
      tool_choice: { type: 'tool', name: tool },
    });
    if (body?.type === 'error') throw new UnusableAnswerError('model endpoint answered with an error object');
    if (body?.stop_reason === 'refusal') throw new UnusableAnswerError('model refused to answer');
    if (body?.stop_reason === 'max_tokens') throw new UnusableAnswerError('model stopped early (max_tokens)');
    const content = Array.isArray(body?.content) ? body.content : [];
    const use = content.find((c: any) => c?.type === 'tool_use' && c?.name === tool);
    if (!use || typeof use.input !== 'object' || use.input === null || Array.isArray(use.input)) {
      throw new UnusableAnswerError('model answer has no tool input');
    }
    return use.input;
  }
}
