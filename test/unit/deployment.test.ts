// docker-compose.yml against what the tests run (issue 29): the Temporal server image is the version the code
// builds and starts, the schema tool's steps are the ones the tests' cluster runs, the dynamic config is the
// same; and the Temporal connection settings (TEMPORAL_TLS, TEMPORAL_API_KEY) read as documented.

import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/config';
import { DYNAMIC_CONFIG, SCHEMAS, schemaSteps, TEMPORAL_SERVER_VERSION } from '../../src/embedded/temporal-cluster';

const root = path.join(__dirname, '..', '..');
const compose = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const version = TEMPORAL_SERVER_VERSION.replace(/^v/, '');

describe('docker-compose.yml', () => {
  it('runs the Temporal server version the code builds, as four services, with the admin tools of that version', () => {
    const servers = [...compose.matchAll(/image: temporalio\/server:(\S+)/g)].map((m) => m[1]);
    expect(servers).toEqual([version, version, version, version]);
    const tools = [...compose.matchAll(/image: temporalio\/admin-tools:(\S+)/g)].map((m) => m[1]);
    expect(tools.length).toBeGreaterThan(0);
    for (const t of tools) expect(t.startsWith(`${version}-`)).toBe(true);
    const services = [...compose.matchAll(/TEMPORAL_SERVICES: (\w+)/g)].map((m) => m[1]).sort();
    expect(services).toEqual(['frontend', 'history', 'matching', 'worker']);
    // The image the old compose file used (auto-setup, another version) is gone.
    expect(compose).not.toMatch(/auto-setup/);
  });

  it('sets up both databases with the schema steps the tests run, on the postgres12 plugin', () => {
    expect(compose).toContain('--plugin postgres12');
    expect(compose).toContain('temporal:temporal temporal_visibility:visibility');
    expect(SCHEMAS).toEqual(['temporal', 'visibility']);
    // The compose loop names the schema $$schema (compose's escape for the shell's $schema).
    for (const step of schemaSteps('temporal')) expect(compose).toContain(`$$sql ${step.join(' ').replace('postgresql/v12/temporal', () => 'postgresql/v12/$$schema')}`);
  });

  it('gives the server the dynamic config the tests run with', () => {
    const file = path.join(root, 'deploy', 'temporal', 'dynamicconfig.yaml');
    const json = fs.readFileSync(file, 'utf8').replace(/^#.*$/gm, '');
    expect(JSON.parse(json)).toEqual(DYNAMIC_CONFIG);
    expect(compose).toContain('./deploy/temporal/dynamicconfig.yaml:/etc/temporal/config/dynamicconfig/gatehouse.yaml');
    expect(compose).toContain('DYNAMIC_CONFIG_FILE_PATH: config/dynamicconfig/gatehouse.yaml');
  });
});

describe('the Temporal connection settings', () => {
  it('TEMPORAL_TLS=false keeps an API key on plaintext; unset leaves the choice to the client (TLS with a key)', () => {
    const key = { TEMPORAL_ADDRESS: 'temporal:7233', TEMPORAL_API_KEY: 'a-key' };
    expect(loadConfig({ ...key, TEMPORAL_TLS: 'false' })).toMatchObject({ temporalTls: false, temporalApiKey: 'a-key' });
    expect(loadConfig(key).temporalTls).toBeUndefined();
    expect(loadConfig({ ...key, TEMPORAL_TLS: 'true' }).temporalTls).toEqual({});
  });

  it('refuses TEMPORAL_TLS other than true/false, and false with TLS files', () => {
    expect(() => loadConfig({ TEMPORAL_TLS: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ TEMPORAL_TLS: 'false', TEMPORAL_TLS_CA: '/ca.pem' })).toThrow(/TEMPORAL_TLS=false/);
  });
});
