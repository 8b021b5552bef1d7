import { CONTRACT_VERSION, REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, schemas } from './schemas';

const json = (name: string) => ({ content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } });
const err = (description: string) => ({ description, ...json('Error') });

const auth401 = err('Missing, malformed, revoked or unknown API key: missing_api_key or invalid_api_key.');

const hintHeader = (suffix: string, what: string) => ({
  name: `X-Gatehouse-${suffix}`,
  in: 'header',
  required: false,
  description: `Intake hint: ${what}. Used only on the intake path, when the input does not say.`,
  schema: { type: 'string', maxLength: 128 },
});

const windowParam = (name: string, what: string) => ({
  name,
  in: 'query',
  required: false,
  description: `${what} An ISO 8601 date (meaning 00:00 UTC of that day) or date-time with a time zone (Z or ±hh:mm; encode + as %2B).`,
  schema: { type: 'string', examples: [name === 'from' ? '2026-11-01' : '2026-12-01T00:00:00Z'] },
});

/** The OpenAPI 3.1 document, built from the same schemas the service validates with. */
export function buildOpenApi(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gatehouse API',
      version: CONTRACT_VERSION,
      description: 'The decision layer AI agents call before they act. Gatehouse decides; it never executes the action.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API key: gate_test_… or gate_live_…' } },
      schemas,
    },
    security: [{ bearer: [] }],
    paths: {
      '/v1/gate/evaluate': {
        post: {
          operationId: 'evaluate',
          summary: 'One proposed action in, one recorded decision out.',
          parameters: [
            { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', minLength: 1, maxLength: 128 } },
            hintHeader('Agent', 'name of the proposing agent'),
            hintHeader('Action-Hint', 'the action type meant'),
            hintHeader('Resource-Hint', 'the record or resource the action is about'),
            hintHeader('Language-Hint', 'the language of the text'),
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/EvaluateRequest' } },
              'text/plain': { schema: { type: 'string' }, description: 'Intake on only.' },
              'text/html': { schema: { type: 'string' }, description: 'Intake on only.' },
              'message/rfc822': { schema: { type: 'string' }, description: 'Intake on only.' },
            },
          },
          responses: {
            '200': { description: 'Decision made (also for an Idempotency-Key seen before with the same body).', ...json('Decision') },
            '401': auth401,
            '409': err('idempotency_conflict: Idempotency-Key reused with a different body.'),
            '413': err('request_too_large: body larger than 256 KB.'),
            '415': err('unsupported_media_type: details.accepted lists the media types read.'),
            '422': err('invalid_request (details name each field and why) or invalid_idempotency_key.'),
            '429': {
              description:
                'overloaded: this Gatehouse process is at its in-flight limit and turned the request away at once; nothing was decided or recorded. Retry after Retry-After seconds. (A gateway in front may also throttle with 429.)',
              headers: { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 1 } } },
              ...json('Error'),
            },
            '503': err(
              'store_unavailable: the decision could not be recorded within the deadline (GATEHOUSE_EVALUATE_TIMEOUT_MS); nothing was recorded and nothing will be. A retry with the same Idempotency-Key gives the real outcome if there is one.',
            ),
          },
        },
      },
      '/v1/decisions/{decision_id}': {
        get: {
          operationId: 'getDecision',
          summary: 'Audit record of a decision, with the latest verdict once one exists and every verdict in review_history.',
          parameters: [{ name: 'decision_id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'The decision record.', ...json('Decision') },
            '401': auth401,
            '404': err('decision_not_found: no decision with that id in this environment.'),
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/decisions/{decision_id}/review': {
        post: {
          operationId: 'reviewDecision',
          summary: 'Records what the person did about the decision. The latest verdict is the one kept.',
          parameters: [{ name: 'decision_id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, ...json('ReviewRequest') },
          responses: {
            '200': { description: 'The review as stored.', ...json('Review') },
            '401': auth401,
            '404': err('decision_not_found: no decision with that id in this environment.'),
            '413': err('request_too_large: review body larger than 16 KB.'),
            '422': err('invalid_request: the body does not match the schema.'),
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/reports/agreement': {
        get: {
          operationId: 'agreementReport',
          summary: "How people's verdicts compare with the decisions of the caller's environment (added in 0.3.0).",
          description:
            'Counts the decisions created in [from, to), each with its latest verdict, whichever channel it came through (api, mail, console). ' +
            'allow/approved and deny/denied agree; allow/denied, allow/changed, deny/approved and deny/changed disagree; review and more_information ' +
            `decisions are reported apart, under resolutions. Without from and to: the last ${REPORT_DEFAULT_DAYS} days; the window spans at most ${REPORT_MAX_DAYS} days.`,
          parameters: [
            windowParam('from', `Start of the window, included. Default: to minus ${REPORT_DEFAULT_DAYS} days.`),
            windowParam('to', 'End of the window, excluded. Default: now.'),
          ],
          responses: {
            '200': { description: 'The report.', ...json('AgreementReport') },
            '401': auth401,
            '422': err(
              `invalid_request: from or to malformed, given twice, from after to, a window longer than ${REPORT_MAX_DAYS} days, or an unknown parameter; details name each as {field, reason}.`,
            ),
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/health': {
        get: {
          operationId: 'health',
          security: [],
          responses: { '200': { description: 'The service answers.', ...json('Health') } },
        },
      },
      '/v1/openapi.json': {
        get: {
          operationId: 'openapi',
          security: [],
          responses: { '200': { description: 'This document.', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
    },
  };
}
