// jose (v6) is an ES module; this CommonJS package loads it with a dynamic import, once, and takes its types
// from it as an ES module.

export type Jose = typeof import('jose', { with: { 'resolution-mode': 'import' } });
export type { CryptoKey, JSONWebKeySet, JWK } from 'jose' with { 'resolution-mode': 'import' };

let loading: Promise<Jose> | undefined;

export const loadJose = (): Promise<Jose> => (loading ??= import('jose'));
