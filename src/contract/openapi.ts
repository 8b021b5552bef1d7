import { TOOLS_PER_ENV_MAX, TOOLS_PER_IMPORT_MAX } from './tools';
import { CONTRACT_VERSION, REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, schemas } from './schemas';

const json = (name: string) => ({ content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } });
const err = (description: string) => ({ description, ...json('Error') });

const notAcceptable = err('not_acceptable: the Accept header excludes application/json, the only form served; details.accepted lists it.');

/** Added in 0.6.0 (issue 25): what every path and body is held to before it is read. */
const badPath400 = err('invalid_request: the path is not valid percent-encoding (e.g. %FF): answered before authentication (added in 0.6.0).');
const timeout408 = err(
  'request_timeout: the body did not arrive within the request timeout (GATEHOUSE_REQUEST_TIMEOUT_MS, default 30 s, counted from the request\'s arrival); nothing was read and the connection is closed (added in 0.6.0).',
);
const encoding415 = err(
  'unsupported_media_type: a Content-Encoding other than gzip, deflate or br, or several (details.accepted_encodings), or a charset other than UTF-8 (details.charset); added in 0.6.0.',
);

const auth401 = err('Missing, malformed, revoked or unknown API key: missing_api_key or invalid_api_key.');

/** Added in 0.5.0: a key outside the operation's scope (details.scope, details.required_scope). */
const adminOnly403 = err('forbidden: this needs an admin key (an operator credential); agent keys read the catalogue but cannot change the environment (added in 0.5.0).');

/** The rate-limit fields of draft-ietf-httpapi-ratelimit-headers, on every answer of a key-authenticated route. */
const rateLimitHeaders = {
  'RateLimit-Policy': {
    description:
      'The quota policies that apply, as a structured-field list: "key" (this API key) and "env" (its environment, all keys together), each with q (requests) and w (window in seconds), e.g. `"key";q=1200;w=60, "env";q=3000;w=60`. A policy the operator set to unlimited is left out.',
    schema: { type: 'string' },
  },
  RateLimit: {
    description:
      'What is left of each policy: r (requests remaining) and t (seconds until the quota is whole again), e.g. `"key";r=1187;t=1, "env";r=2950;t=1`. Token buckets refill continuously at q/w per second. With several API processes r is the answering process\'s view (see docs/api.md, Rate limits, for the tolerance).',
    schema: { type: 'string' },
  },
} as const;

const ok = (description: string, schema: string) => ({ description, headers: rateLimitHeaders, ...json(schema) });

const rateLimited429 = {
  description:
    'rate_limited: the API key or its environment sent more requests than its rate limit allows (settings key_rate_limit, env_rate_limit, rate_limit_window); details.policy names which (key or env). Nothing was read or recorded. Retry after Retry-After seconds. Added in the hardening release.',
  headers: {
    'Retry-After': { description: 'Seconds until one request fits again.', schema: { type: 'integer', minimum: 1 } },
    ...rateLimitHeaders,
  },
  ...json('Error'),
};

const hintHeader = (suffix: string, what: string) => ({
  name: `X-Gatehouse-${suffix}`,
  in: 'header',
  required: false,
  description: `Intake hint: ${what}. Used only on the intake path, when the input does not say.`,
  schema: { type: 'string', maxLength: 128 },
});

const toolName = {
  name: 'name',
  in: 'path',
  required: true,
  description: 'The tool name as the agent calls it; stored normalised (CamelCase and spaces become snake_case, e.g. SendEmail → send_email).',
  schema: { type: 'string', maxLength: 256 },
};

const TRUST =
  'Changing the catalogue needs an admin key (since 0.5.0; agent keys read it). ' +
  'Entries set with an API key (which an agent holds) count only as additions: Gatehouse unions their effect classes with what it computes about a call and honours review: true, ' +
  'but they never make a call look harmless, and they never replace or remove an entry an operator set in the CLI or console (those outrank what Gatehouse computes).';

const windowParam = (name: string, what: string) => ({
  name,
  in: 'query',
  required: false,
  description: `${what} An ISO 8601 date (meaning 00:00 UTC of that day) or date-time with a time zone (Z or ±hh:mm; encode + as %2B).`,
  schema: { type: 'string', examples: [name === 'from' ? '2026-11-01' : '2026-12-01T00:00:00Z'] },
});

const WEBHOOK_EVENTS: [string, string, string][] = [
  ['approval.requested', 'A review decision opened an approval.', '0.5.0'],
  ['approval.resolved', 'A verdict resolved an approval (approved, denied or changed).', '0.5.0'],
  ['approval.expired', 'An approval expired without a verdict (counts as denied).', '0.5.0'],
  ['approval.revoked', 'A later denied or changed verdict took back an approved approval (status is the new one).', '0.6.0'],
];

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
    webhooks: Object.fromEntries(
      WEBHOOK_EVENTS.map(([type, what, since]) => [
        type,
        {
          post: {
            operationId: `webhook_${type.replace('.', '_')}`,
            summary: `${what} (added in ${since})`,
            description:
              "Posted to the environment's webhook_url, signed per Standard Webhooks: webhook-id (the same on every retry of an event: deduplicate on it), webhook-timestamp (seconds, of this attempt) and webhook-signature (v1, HMAC-SHA256 with the secret shown once when webhook_url was set). Retried with exponential back-off for up to 24 hours until the receiver answers 2xx; redirects are not followed.",
            security: [],
            parameters: ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => ({ name, in: 'header', required: true, schema: { type: 'string' } })),
            requestBody: { required: true, ...json('WebhookEvent') },
            responses: { '200': { description: 'Any 2xx: delivered. Anything else, or no answer within 10 s: retried.' } },
          },
        },
      ]),
    ),
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
            description:
              'A version-1 EvaluateRequest as application/json. With intake on for the environment, also any other JSON object or array, ' +
              'text/plain (any text/* type, charset honoured), text/html and message/rfc822; with intake off those are answered 422.',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/EvaluateRequest' } },
              'text/plain': { schema: { type: 'string' } },
              'text/html': { schema: { type: 'string' } },
              'message/rfc822': { schema: { type: 'string' } },
            },
          },
          responses: {
            '200': ok('Decision made (also for an Idempotency-Key seen before with the same body).', 'Decision'),
            '401': auth401,
            '403': err('forbidden: an admin key cannot evaluate; agents use agent keys (added in 0.5.0).'),
            '409': err('idempotency_conflict: Idempotency-Key reused with a different body.'),
            '408': timeout408,
            '413': err('request_too_large: body larger than 256 KB (after decoding its Content-Encoding: gzip, deflate and br are decoded up to the limit).'),
            '415': err(
              'unsupported_media_type: details.accepted lists the media types read. Also (added in 0.6.0) a charset that is not known, JSON in a charset other than UTF-8 (details.charset), or a Content-Encoding other than gzip, deflate or br (details.accepted_encodings).',
            ),
            '422': err(
              'invalid_request (details name each field and why) or invalid_idempotency_key. A NUL character or a lone UTF-16 surrogate is refused in every JSON string and object key (details name the field), except in action.description and the string values inside context, where it is stored as U+FFFD. Since 0.6.0 also: a member named twice in one JSON object (details name each path, reason duplicate key), bytes that are not UTF-8 in JSON or in text read as UTF-8, a body that does not decode in its Content-Encoding.',
            ),
            '429': {
              ...rateLimited429,
              description:
                'rate_limited: this API key or its environment used up its request budget (Retry-After, RateLimit-Policy and RateLimit say when and how much); or overloaded: this Gatehouse process is at its in-flight limit and turned the request away at once. Either way nothing was decided or recorded: retry after Retry-After seconds.',
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
          parameters: [
            { name: 'decision_id', in: 'path', required: true, schema: { type: 'string' } },
            {
              name: 'wait',
              in: 'query',
              required: false,
              description:
                'Added in 0.5.0. Seconds (1 to 60) to hold the answer while the decision\'s approval is pending: it comes as soon as the approval is approved, denied, changed or expired, or after this many seconds with it still pending (ask again). Without a pending approval the answer is immediate.',
              schema: { type: 'integer', minimum: 1, maximum: 60 },
            },
          ],
          responses: {
            '200': ok('The decision record.', 'Decision'),
            '400': badPath400,
            '401': auth401,
            '404': err('decision_not_found: no decision with that id in this environment.'),
            '422': err('invalid_request: wait is not a whole number of seconds from 1 to 60 (details name wait).'),
            '429': rateLimited429,
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
            '200': ok('The review as stored.', 'Review'),
            '400': badPath400,
            '401': auth401,
            '404': err('decision_not_found: no decision with that id in this environment.'),
            '408': timeout408,
            '413': err('request_too_large: review body larger than 16 KB.'),
            '415': encoding415,
            '422': err('invalid_request: the body does not match the schema, or holds text that cannot be stored (details name the field); since 0.6.0 also a member named twice or bytes that are not UTF-8.'),
            '429': rateLimited429,
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
            '200': ok('The report.', 'AgreementReport'),
            '401': auth401,
            '422': err(
              `invalid_request: from or to malformed, given twice, from after to, a window longer than ${REPORT_MAX_DAYS} days, or an unknown parameter; details name each as {field, reason}.`,
            ),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/reports/suggestions': {
        get: {
          operationId: 'suggestions',
          summary: "For each threshold and limit, the value that would have agreed with people's verdicts most (added in 0.7.0).",
          description:
            "Admin keys only. The window's replayable decisions with a verdict (the newest 2,000) are decided again with each setting at each value tried (the fractions from 0.05 to 0.95 in steps of 0.05; for refund_review_limit, 0 and each refund amount seen); a setting is suggested only when at least min_n decisions (default 20) were compared. Each suggestion carries a BacktestRequest to POST to /v1/backtests. " +
            `Without from and to: the last ${REPORT_DEFAULT_DAYS} days.`,
          parameters: [
            windowParam('from', `Start of the window, included. Default: to minus ${REPORT_DEFAULT_DAYS} days.`),
            windowParam('to', 'End of the window, excluded. Default: now.'),
            { name: 'min_n', in: 'query', required: false, schema: { type: 'integer', minimum: 5, maximum: 10000 }, description: 'The least number of decisions with a verdict a suggestion needs (default 20).' },
          ],
          responses: {
            '200': ok('The suggestions.', 'Suggestions'),
            '401': auth401,
            '403': err('forbidden: needs an admin key.'),
            '422': err('invalid_request: from, to or min_n malformed, or an unknown parameter; details name each.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/backtests': {
        get: {
          operationId: 'listBacktests',
          summary: "The environment's backtests kept (30 days), newest first (added in 0.7.0).",
          description: 'Admin keys only.',
          responses: {
            '200': ok('The backtests.', 'BacktestList'),
            '401': auth401,
            '403': err('forbidden: needs an admin key.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
        post: {
          operationId: 'createBacktest',
          summary: 'Decides the stored decisions of a window again with a candidate policy (added in 0.7.0).',
          description:
            "Admin keys only. Answers 202 at once with the backtest queued; follow it with GET /v1/backtests/{backtest_id}. It runs as the Temporal workflow backtest:<backtest_id>, one at a time per environment (a second one queues). Only decisions whose request was kept can be decided again: retention full (30 days), the structured path; the rest are counted under report.unreplayable with why.",
          requestBody: { required: true, ...json('BacktestRequest') },
          responses: {
            '202': { description: 'The backtest, queued.', headers: rateLimitHeaders, ...json('Backtest') },
            '401': auth401,
            '403': err('forbidden: needs an admin key.'),
            '408': timeout408,
            '413': err('request_too_large: body larger than 64 KB.'),
            '415': encoding415,
            '422': err(
              'invalid_request: an unknown field or setting, a value out of range, a bad tool entry or window; details name each as {field, reason}. nothing_replayable: the window holds no decision that can be decided again.',
            ),
            '429': rateLimited429,
            '503': err('temporal_unavailable or store_unavailable: nothing was started.'),
          },
        },
      },
      '/v1/backtests/{backtest_id}': {
        get: {
          operationId: 'getBacktest',
          summary: 'A backtest with its progress and, when done, its report (added in 0.7.0).',
          description: 'Admin keys only; backtests of the key\'s environment only.',
          parameters: [{ name: 'backtest_id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': ok('The backtest.', 'Backtest'),
            '401': auth401,
            '403': err('forbidden: needs an admin key.'),
            '404': err('not_found: no backtest of that id in this environment, or past its 30 days.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/backtests/{backtest_id}/cancel': {
        post: {
          operationId: 'cancelBacktest',
          summary: 'Cancels a queued or running backtest (added in 0.7.0).',
          description: 'Admin keys only. Recorded at once; the batch running then is not counted. No body.',
          parameters: [{ name: 'backtest_id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': ok('The backtest, cancelled.', 'Backtest'),
            '401': auth401,
            '403': err('forbidden: needs an admin key.'),
            '404': err('not_found: no backtest of that id in this environment.'),
            '409': err('backtest_ended: it is done, failed or cancelled already.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/tools': {
        get: {
          operationId: 'listTools',
          summary: "The environment's tool catalogue, by name (added in 0.4.0).",
          description: TRUST,
          responses: {
            '200': { description: 'The catalogue.', ...json('ToolList') },
            '401': auth401,
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/tools/import': {
        post: {
          operationId: 'importTools',
          summary: 'Imports a catalogue from an MCP tools/list result or OpenAI or Anthropic tool definitions (added in 0.4.0).',
          description:
            `${TRUST} At most ${TOOLS_PER_IMPORT_MAX} tools per import, all stored or none. MCP annotations state effects: readOnlyHint true → read; destructiveHint true → write, destructive; ` +
            'readOnlyHint false → write; openWorldHint true on a tool that writes → also external_communication; no annotations → effects computed per call. ' +
            'The arguments holding an amount, currency, record and recipient are taken from parameter names where exactly one parameter says so. ' +
            "Names an operator has set are left as they are and listed in skipped.",
          requestBody: { required: true, ...json('ToolImportRequest') },
          responses: {
            '200': { description: 'The entries as stored.', ...json('ToolImportResult') },
            '401': auth401,
            '403': adminOnly403,
            '408': timeout408,
            '409': err(`catalogue_full: the import would take the environment past ${TOOLS_PER_ENV_MAX} tools; nothing was stored.`),
            '413': err('request_too_large: body larger than 256 KB.'),
            '415': encoding415,
            '422': err(`invalid_request: the body does not match the schema, or the definitions cannot be read (more than ${TOOLS_PER_IMPORT_MAX} tools, a tool without a name, two that normalise to one name); details name each.`),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/tools/{name}': {
        put: {
          operationId: 'putTool',
          summary: 'Adds a tool to the catalogue or replaces its entry (source api; added in 0.4.0).',
          description: `${TRUST} An environment holds at most ${TOOLS_PER_ENV_MAX} tools.`,
          parameters: [toolName],
          requestBody: { required: true, ...json('ToolInput') },
          responses: {
            '200': { description: 'The entry as replaced.', ...json('Tool') },
            '201': { description: 'The entry as added.', ...json('Tool') },
            '400': badPath400,
            '401': auth401,
            '403': adminOnly403,
            '408': timeout408,
            '409': err(`tool_set_by_operator: an operator set this entry; or catalogue_full: the environment holds ${TOOLS_PER_ENV_MAX} tools.`),
            '413': err('request_too_large: body larger than 16 KB.'),
            '415': encoding415,
            '422': err('invalid_request: the body or the name is not valid; details name each field and why.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
        delete: {
          operationId: 'deleteTool',
          summary: 'Removes a tool from the catalogue (added in 0.4.0).',
          description: TRUST,
          parameters: [toolName],
          responses: {
            '204': { description: 'Removed.' },
            '400': badPath400,
            '401': auth401,
            '403': adminOnly403,
            '404': err('tool_not_found: no tool of that name in this environment.'),
            '409': err('tool_set_by_operator: an operator set this entry; only an operator can remove it.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/settings': {
        get: {
          operationId: 'getSettings',
          summary: "The settings of the admin key's environment, each with its value, default and help (added in 0.5.0).",
          description: 'Admin keys only. Secret settings are never shown, only whether they are set.',
          responses: {
            '200': ok('The settings.', 'Settings'),
            '401': auth401,
            '403': err('forbidden: needs an admin key.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
        patch: {
          operationId: 'patchSettings',
          summary: "Changes settings of the admin key's environment, all or none (added in 0.5.0).",
          description:
            'Admin keys only. Validated as `gatehouse env set` and the console validate (also across settings, e.g. risk_review_threshold ≤ risk_deny_threshold). ' +
            'Each changed value is written to the audit trail under api:<key id>. A change applies from the next request on, in every API process (rate limits included).',
          requestBody: { required: true, ...json('SettingsPatch') },
          responses: {
            '200': ok('The settings after the change.', 'Settings'),
            '401': auth401,
            '403': err('forbidden: needs an admin key.'),
            '408': timeout408,
            '413': err('request_too_large: body larger than 16 KB.'),
            '415': encoding415,
            '422': err('invalid_request: not a JSON object, an unknown setting or a value it does not accept; details name each as {field, reason}; nothing was changed.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/audit/export': {
        get: {
          operationId: 'auditExport',
          summary: "The environment's tamper-evident audit chain as JSON Lines, streamed (added in 0.7.0).",
          description:
            'Admin keys only. Every decision and verdict of the environment is an entry of a hash chain (each hash covers the one before and the entry\'s content, RFC 8785); ' +
            "every 1,000 entries or 10 minutes a checkpoint of the chain is signed with the environment's receipt key (its JWKS is GET /v1/receipts/{org}/{env}/jwks.json). " +
            'The first line is a header {type: header, version, org, env, env_id, exported_at, from, to}; then, in seq order, entries {type: entry, seq, kind, decision_id, created_at, until, content_hash, hash, content} ' +
            '(content null once retention has deleted it) and checkpoints {type: checkpoint, seq, hash, created_at, kid, jws}; last, {type: unchained, kind, decision_id, created_at} for any decision or verdict of the range stored without an entry. The entries are those created in [from, to), ' +
            'widened to the checkpoint before and the one after, so that the file verifies on its own: `gatehouse audit verify FILE --jwks URL` (docs/audit-chain.md).',
          parameters: [
            { name: 'from', in: 'query', required: false, description: 'Entries created at or after this instant (ISO 8601). Default: the first.', schema: { type: 'string' } },
            { name: 'to', in: 'query', required: false, description: 'Entries created before this instant (ISO 8601). Default: the last.', schema: { type: 'string' } },
          ],
          responses: {
            '200': {
              description: 'The export, one JSON object a line.',
              headers: rateLimitHeaders,
              content: { 'application/x-ndjson': { schema: { type: 'string' } } },
            },
            '401': auth401,
            '403': err('forbidden: needs an admin key.'),
            '422': err('invalid_request: from or to malformed or given twice, from not before to, or an unknown parameter; details name each as {field, reason}.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/shadow': {
        get: {
          operationId: 'getShadow',
          summary: "The admin key's environment's shadow and its running report: live × shadow matrix, agreement with verdicts (added in 0.7.0).",
          description:
            'Admin keys only. Every live decision is also decided with the shadow, in the same step, reusing the live model answer; the live answer never changes. The report counts the decisions of the current shadow only.',
          responses: {
            '200': ok('The shadow and its report (both null when none is set).', 'ShadowView'),
            '401': auth401,
            '403': err('forbidden: needs an admin key.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
        put: {
          operationId: 'setShadow',
          summary: "Sets a candidate as the environment's shadow, replacing any earlier one (added in 0.7.0).",
          description: 'Admin keys only. Audited as shadow.set under api:<key id>. Its tools are stored as additions (source api), as PUT /v1/tools/{name} stores them, and weighed so in the shadow.',
          requestBody: { required: true, ...json('ShadowRequest') },
          responses: {
            '200': ok('The shadow, with an empty report.', 'ShadowView'),
            '401': auth401,
            '403': err('forbidden: needs an admin key.'),
            '408': timeout408,
            '413': err('request_too_large: body larger than 256 KB.'),
            '415': encoding415,
            '422': err('invalid_request: not a candidate, an unknown setting, a value out of range, or a bad tool entry; details name each field (candidate.settings.<name>, candidate.tools[i].<field>); nothing was set.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
        delete: {
          operationId: 'clearShadow',
          summary: 'Clears the shadow; nothing live changes (added in 0.7.0).',
          description: 'Admin keys only. Audited as shadow.cleared.',
          responses: {
            '204': { description: 'Cleared.' },
            '401': auth401,
            '403': err('forbidden: needs an admin key.'),
            '404': err('no_shadow: the environment has no shadow.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/shadow/promote': {
        post: {
          operationId: 'promoteShadow',
          summary: 'Makes the shadow live in one action and clears it (added in 0.7.0).',
          description:
            'Admin keys only. One transaction: its settings (each audited setting.changed), its tools (tool.saved), the shadow cleared, and one shadow.promoted audit row; all or nothing. Applies from the next request on.',
          responses: {
            '200': ok('What changed.', 'ShadowPromoted'),
            '401': auth401,
            '403': err('forbidden: needs an admin key.'),
            '404': err('no_shadow: the environment has no shadow to promote.'),
            '409': err('shadow_conflict: its settings no longer fit the live ones (details name each); or tool_set_by_operator / catalogue_full for its tools. Nothing changed.'),
            '429': rateLimited429,
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/receipts/keys': {
        get: {
          operationId: 'receiptKeys',
          summary: 'The public keys that verify receipts, as a JWKS; needs no key (added in 0.5.0).',
          description:
            "Select keys by kid: the receipt's protected header names the key that signed it (kids are random ids, so the endpoint tells nothing about which organisations exist). " +
            'A key is published while it signs and, after `gatehouse receipts rotate`, until every receipt it signed has expired; unknown and retired kids are left out (an empty set is a valid answer). ' +
            "Each key carries the org and env it signs for: a verifier checks them against the receipt's claims. Cacheable for 5 minutes.",
          security: [],
          parameters: [
            {
              name: 'kid',
              in: 'query',
              required: true,
              description: 'One kid, or up to 20 comma-separated.',
              schema: { type: 'string', examples: ['rk_01jexampleexampleexample00'] },
            },
          ],
          responses: {
            '200': { description: 'The published keys among those asked for.', ...json('ReceiptKeySet') },
            '406': notAcceptable,
            '422': err('invalid_request: kid missing or malformed, more than 20 kids, or an unknown parameter; details name each.'),
            '429': {
              ...err(
                'rate_limited: this client address asked more than 60 times in a minute (details.policy is `address`); nothing was read. Retry after Retry-After seconds. Added in 0.6.0; the keys are also kept in memory for a minute.',
              ),
              headers: { 'Retry-After': { description: 'Seconds until a request is let in again.', schema: { type: 'integer' } } },
            },
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/receipts/{org}/{env}/jwks.json': {
        get: {
          operationId: 'receiptJwks',
          summary: "An environment's receipt keys as a standard JWKS, at a URL without parameters; needs no key (added in 0.6.0).",
          description:
            "The URL a JOSE library's remote key set takes as it is (jose's createRemoteJWKSet): org and env are a receipt's claims of the same names, so a verifier builds it from the service's URL and the receipt. " +
            'Lists the current key and the retired ones still published (after `gatehouse receipts rotate`, until every receipt they signed has expired), oldest first; empty before the environment signed its first receipt. ' +
            'Each key carries the org and env it signs for. Cacheable for 60 seconds (a new key is listed within that and 10 s); a verifier that meets an unknown kid fetches it again. ' +
            'Unlike /v1/receipts/keys, it tells whether an organisation exists (404).',
          security: [],
          parameters: [
            { name: 'org', in: 'path', required: true, description: "The organisation's slug (the receipt's org claim).", schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,62}$' } },
            { name: 'env', in: 'path', required: true, description: "The environment (the receipt's env claim).", schema: { type: 'string', enum: ['test', 'live'] } },
          ],
          responses: {
            '200': {
              description: "The environment's published keys.",
              headers: { 'Cache-Control': { description: 'public, max-age=60', schema: { type: 'string' } } },
              ...json('ReceiptKeySet'),
            },
            '404': err('not_found: no such organisation, or no such environment.'),
            '406': notAcceptable,
            '422': err('invalid_request: a query parameter (the URL takes none).'),
            '503': err('store_unavailable'),
          },
        },
      },
      '/v1/health': {
        get: {
          operationId: 'health',
          summary: 'Whether the service answers, with its version and deployment; needs no key.',
          security: [],
          responses: { '200': { description: 'The service answers.', ...json('Health') }, '406': notAcceptable },
        },
      },
      '/v1/health/ready': {
        get: {
          operationId: 'readiness',
          summary: 'Whether this process can decide now: the store and Temporal each checked within a short budget (added in 0.6.0); needs no key.',
          description:
            'For load balancers and supervisors: route traffic only to a process answering 200. The answer is reused for about a second, so probing it often does not load the store. `GET /v1/health` stays the liveness check (the process answers).',
          security: [],
          responses: {
            '200': { description: 'Every part is up.', ...json('Readiness') },
            '406': notAcceptable,
            '503': { description: 'A part is down: `checks` names it.', ...json('Readiness') },
          },
        },
      },
      '/v1/openapi.json': {
        get: {
          operationId: 'openapi',
          summary: 'This OpenAPI document, as committed in openapi.json; needs no key.',
          security: [],
          responses: {
            '200': { description: 'This document.', content: { 'application/json': { schema: { type: 'object' } } } },
            '406': notAcceptable,
          },
        },
      },
    },
  };
}
