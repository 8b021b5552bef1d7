// ESLint flat config for Gatehouse.
//
// Deliberately small: it enforces the determinism rules from the design
// ("no Node builtins in workflows/, no floating promises") plus the workflow
// import boundary (activities and I/O modules are reachable from workflow code
// as types only). It does not turn on a style rule set.
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

// Every Node builtin by its bare name, subpaths included (fs, fs/promises,
// timers/promises, ...). Listed as exact `paths`, not gitignore-style groups,
// so a local module that happens to be called ./events or ./url is not caught.
const nodeBuiltinPaths = builtinModules
  .filter((name) => !name.startsWith('_'))
  .map((name) => ({
    name,
    message: 'Workflow code runs in the deterministic Temporal sandbox: Node builtins are not allowed in workflows/. Do this in an activity.',
  }));

const TYPES_ONLY = 'allowed in workflows/ as `import type` only';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'node_modules/**',
      'bin/**',
      '*.js',
      '*.cjs',
      '*.mjs',
    ],
  },
  {
    files: ['{src,workflows,activities,scripts,test}/**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    plugins: {
      '@typescript-eslint': tseslint.plugin,
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Full checks: @types/express 5 declares RequestHandler's return type as
      // `unknown`, so async route handlers pass without relaxing checksVoidReturn.
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['workflows/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltinPaths,
          patterns: [
            {
              regex: '^node:',
              caseSensitive: true,
              message: 'Workflow code runs in the deterministic Temporal sandbox: Node builtins are not allowed in workflows/. Do this in an activity.',
            },
            {
              regex: '^(\\.\\./)+activities(/.*)?$',
              caseSensitive: true,
              allowTypeImports: true,
              message: `Activities are ${TYPES_ONLY} (use proxyActivities<typeof ...>()).`,
            },
            {
              regex: '^(\\.\\./)+src/(store|runtime|model|api|embedded|cli|config|usecases|console|mcp|client|mail|receipts)(/.*)?$',
              caseSensitive: true,
              allowTypeImports: true,
              message: `Service and I/O modules are ${TYPES_ONLY}; keep workflow logic in pure modules such as src/domain and src/decision.`,
            },
            {
              regex: '^(pg|express|@temporalio/(client|worker|activity))(/.*)?$',
              caseSensitive: true,
              allowTypeImports: true,
              message: `I/O and non-workflow Temporal packages are ${TYPES_ONLY}; use @temporalio/workflow.`,
            },
          ],
        },
      ],
    },
  },
);
