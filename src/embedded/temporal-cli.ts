// Finds the Temporal CLI: TEMPORAL_CLI, then `temporal` on PATH, then a cached build, else builds it with Go.

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { log } from '../runtime/log';

export const TEMPORAL_CLI_VERSION = 'v1.5.1';

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const p = path.join(dir, name);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      // keep looking
    }
  }
  return undefined;
}

export function findTemporalCli(opts: { explicit?: string; cacheDir: string; build?: boolean }): string {
  if (opts.explicit) {
    if (!fs.existsSync(opts.explicit)) throw new Error(`TEMPORAL_CLI points to ${opts.explicit}, which does not exist`);
    return opts.explicit;
  }
  const found = onPath('temporal');
  if (found) return found;
  const cached = path.join(opts.cacheDir, 'temporal');
  if (fs.existsSync(cached)) return cached;
  if (opts.build === false) throw new Error('the Temporal CLI was not found');
  const go = onPath('go') ?? (fs.existsSync('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : undefined);
  if (!go) {
    throw new Error(
      'the Temporal CLI was not found and Go is not installed to build it. Install it (https://docs.temporal.io/cli) and put it on PATH, or set TEMPORAL_CLI.',
    );
  }
  log.info(`building the Temporal CLI ${TEMPORAL_CLI_VERSION} with Go into ${opts.cacheDir} (once; takes a few minutes)`);
  fs.mkdirSync(opts.cacheDir, { recursive: true });
  const r = spawnSync(go, ['install', `github.com/temporalio/cli/cmd/temporal@${TEMPORAL_CLI_VERSION}`], {
    env: { ...process.env, GOBIN: opts.cacheDir, GOFLAGS: '-mod=mod' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (r.status !== 0 || !fs.existsSync(cached)) throw new Error('building the Temporal CLI failed (see the output above)');
  execFileSync(cached, ['--version'], { stdio: 'ignore' });
  return cached;
}
