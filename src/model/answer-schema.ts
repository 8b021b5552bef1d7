import Ajv2020 from 'ajv/dist/2020';
import { SEMANTIC_KEYS } from '../contract/schemas';
import type { ModelAnswer } from '../domain/types';
import { UnusableAnswerError } from './provider';

/** The structured answer every provider must return. Also sent to providers as the JSON schema to follow. */
export const MODEL_ANSWER_SCHEMA = {
  type: 'object',
  properties: {
    semantic: {
      type: 'object',
      properties: Object.fromEntries(SEMANTIC_KEYS.map((k) => [k, { type: 'number', minimum: 0, maximum: 1 }])),
      required: [...SEMANTIC_KEYS],
      additionalProperties: false,
    },
    handling: { type: 'string', enum: ['proceed', 'human_review', 'reject', 'more_information'] },
    confidence: { type: 'number', minimum: 0, maximum: 1 },
  },
  required: ['semantic', 'handling', 'confidence'],
  additionalProperties: false,
} as const;

let validate: ReturnType<Ajv2020['compile']> | undefined;

export function checkAnswer(value: unknown): ModelAnswer {
  validate ??= new Ajv2020({ allErrors: true, strict: true }).compile(MODEL_ANSWER_SCHEMA);
  if (!validate(value)) {
    const first = validate.errors?.[0];
    throw new UnusableAnswerError(`answer breaks its schema at ${first?.instancePath || '/'}: ${first?.message ?? 'invalid'}`);
  }
  return value as unknown as ModelAnswer;
}
