// The test suite's own tools (scripts/test-tools.ts): what the global setup handed over runs, from the system or
// from a tree unpacked into the cache; and where nothing can be fetched, it stops naming what to install.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProvisionError, ensureTestTools, providedTestTools, toolEnv } from '../../scripts/test-tools';

const tools = providedTestTools();

describe('the tools the global setup provisioned', () => {
  it('Dovecot runs, with its own libraries when it was unpacked', () => {
    const out = execFileSync(tools.dovecot.bin, ['--version'], { encoding: 'utf8', env: toolEnv(tools.dovecot) });
    expect(out).toMatch(/^2\.3\.\d+/);
  });

  it('Chromium runs, with its own libraries when it was unpacked', () => {
    const out = execFileSync(tools.chromium.bin, ['--version'], { encoding: 'utf8', env: toolEnv(tools.chromium) });
    expect(out).toMatch(/^(Chromium|Google Chrome) \d+\./);
  });

  it('an unpacked tool puts its library directories first on LD_LIBRARY_PATH', () => {
    const env = toolEnv({ bin: '/x/bin', tree: { root: '/x', libPath: ['/x/a', '/x/b'] } }, { LD_LIBRARY_PATH: '/sys/lib', HOME: '/h' });
    expect(env).toEqual({ LD_LIBRARY_PATH: '/x/a:/x/b:/sys/lib', HOME: '/h' });
    expect(toolEnv({ bin: '/usr/bin/chromium' }, { HOME: '/h' })).toEqual({ HOME: '/h' });
  });
});

describe('where the tools can be neither found nor fetched', () => {
  it('stops at once, naming exactly what to install, and fetches nothing', () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-tools-'));
    const saved = process.env.PATH;
    const said: string[] = [];
    try {
      process.env.PATH = path.join(cache, 'no-such-dir');
      let err: unknown;
      try {
        ensureTestTools(cache, { useSystem: false, say: (l) => said.push(l) });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ProvisionError);
      const msg = (err as Error).message;
      expect(msg).toContain('Dovecot (IMAP server for the mail tests) is not installed, and it cannot be fetched on this machine (no apt-get and dpkg-deb)');
      expect(msg).toContain('Install Dovecot 2.3 with IMAP (Debian/Ubuntu: dovecot-imapd; macOS: brew install dovecot), or set DOVECOT_BIN');
      expect(msg).toContain('Install Chromium or Google Chrome (Debian/Ubuntu: chromium), or set CHROMIUM_PATH');
      expect(said).toEqual([]);
      expect(fs.readdirSync(cache)).toEqual([]);
    } finally {
      process.env.PATH = saved;
      fs.rmSync(cache, { recursive: true, force: true });
    }
  });
});
