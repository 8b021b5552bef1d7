/** @type {import('jest').Config} */
// ESM-only packages (jose; the AI SDK and what it brings) are compiled to CommonJS for jest like the sources:
// Node runs them natively, jest's module system on Node 20 cannot require an ES module.
const ESM_PACKAGES = ['jose', 'ai', '@ai-sdk', '@standard-schema', 'eventsource-parser', '@vercel/oidc', 'zod', '@workflow'];
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    '^.+\\.m?js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  // The README's examples import the package by name.
  moduleNameMapper: { '^gatehouse/client(.*)$': '<rootDir>/src/client$1', '^gatehouse/receipts$': '<rootDir>/src/receipts' },
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  // A bound against hangs, not a speed test: generous, so that a slow machine is slower, not failing.
  testTimeout: 120000,
  // A worker that has run many files holds on to what they loaded (each file evaluates the sources anew); one crashed out of
  // memory in CI after about a hundred files. A worker above this after a file is replaced by a fresh one before the next.
  workerIdleMemoryLimit: '1GB',
};
