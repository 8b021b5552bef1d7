// The layers of Gatehouse, lowest first: a folder may import only folders before it in this list
// (docs/layers.md says what each holds). `npm test` runs this check (`npm run layers`); a new import
// that points up, or a cycle between folders, fails it.
const LAYERS = [
  'src/lib', // leaf: log, timers, step marks, names, search attributes, secrets
  'src/contract', // the API contract: schemas, OpenAPI, validation, the tool vocabulary
  'src/domain', // pure decision types and rules of thumb: settings, registry, risk, evidence, words
  'src/read', // document readers (text, HTML, JSON, mail) and injection signals
  'src/toolcall', // agent tool calls: shapes, effect classes, risk facts, the catalogue
  'src/model', // decision models: builtin, OpenAI, Anthropic
  'src/intake', // free text, HTML, mail and JSON into a request
  'src/decision', // the decision core: rules, composeDecision, the pipeline
  'src/store', // PostgreSQL: every query, the payload codec
  'src/receipts', // signed receipts
  'src/mail', // IMAP/SMTP verdicts and digests
  'activities', // Temporal activities (createActivities(deps))
  'workflows', // Temporal workflows (deterministic; activities as types only)
  'src/usecases', // application services: approvals, evaluation
  'src/console', // the operator console
  'src/api', // HTTP: routes, admission, auth
  'src/client', // the published client and SDK guards
  'src/mcp', // the MCP gateway
  'src/embedded', // embedded PostgreSQL and Temporal
  'src/config', // configuration from the environment
  'src/runtime', // the composition root: wires the service and the worker
  'src/cli', // the command line
];

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const above = (i) => `^(${LAYERS.slice(i + 1).map(esc).join('|')})/`;

module.exports = {
  forbidden: [
    ...LAYERS.slice(0, -1).map((layer, i) => ({
      name: `layer-${layer.replace(/\W/g, '-')}`,
      comment: `${layer} may import only the layers before it (see .dependency-cruiser.cjs and docs/layers.md)`,
      severity: 'error',
      from: { path: `^${esc(layer)}/` },
      to: { path: above(i), dependencyTypesNot: ['type-only'] },
    })),
    {
      name: 'domain-imports-only-contract',
      comment: 'src/domain is pure: it imports nothing of the project but src/contract',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src|activities|workflows)/', pathNot: '^src/(domain|contract)/' },
    },
    {
      name: 'no-folder-cycle',
      comment: 'no cycle of runtime imports between modules (type-only imports do not count)',
      severity: 'error',
      from: { path: '^(src|activities|workflows)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|test|scripts|examples)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
  },
};

// The order itself, for test/unit/layers.test.ts (not enumerable: the cruiser's own schema refuses other keys).
Object.defineProperty(module.exports, 'LAYERS', { value: LAYERS, enumerable: false });
