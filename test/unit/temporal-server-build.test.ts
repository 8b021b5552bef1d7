// How the Temporal server of the cluster tests is found or built: the cache first; else `go install` of the
// server and its SQL schema tool at the pinned version into a build folder, renamed into the cache when both
// binaries are there. A `go` script stands in for Go (the real build takes many minutes; the cluster
// integration test runs the real binaries), and records what it was asked.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findTemporalServer, TEMPORAL_SERVER_VERSION, temporalServerDir } from '../../src/embedded/temporal-cluster';

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-server-build-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A `go` that does what `go install` does with GOBIN (one binary per package, named after its folder). */
function fakeGo(exitCode = 0): { go: string; args: () => string } {
  const bin = fs.mkdtempSync(path.join(tmp, 'gobin-'));
  const go = path.join(bin, 'go');
  fs.writeFileSync(
    go,
    `#!/bin/sh
echo "$@" >> "${bin}/args"
for b in server sql; do printf '#!/bin/sh\\necho %s built by go\\n' "$b" > "$GOBIN/$b"; chmod 755 "$GOBIN/$b"; done
exit ${exitCode}
`,
    { mode: 0o755 },
  );
  return { go, args: () => (fs.existsSync(path.join(bin, 'args')) ? fs.readFileSync(path.join(bin, 'args'), 'utf8') : '') };
}

const quiet = () => undefined;

describe('findTemporalServer', () => {
  it('builds the server and temporal-sql-tool at the pinned version into the cache, once', async () => {
    const cache = fs.mkdtempSync(path.join(tmp, 'cache-'));
    const { go, args } = fakeGo();
    const lines: string[] = [];
    const found = await findTemporalServer({ cacheDir: cache, go, searchPath: '', progress: (l) => lines.push(l) });

    const dir = temporalServerDir(cache);
    expect(found).toEqual({ server: path.join(dir, 'temporal-server'), sqlTool: path.join(dir, 'temporal-sql-tool') });
    expect(args().trim()).toBe(
      `install go.temporal.io/server/cmd/server@${TEMPORAL_SERVER_VERSION} go.temporal.io/server/cmd/tools/sql@${TEMPORAL_SERVER_VERSION}`,
    );
    expect(execFileSync(found.server, { encoding: 'utf8' }).trim()).toBe('server built by go');
    expect(execFileSync(found.sqlTool, { encoding: 'utf8' }).trim()).toBe('sql built by go');
    expect(lines[0]).toMatch(/^building the Temporal server v1\.29\.1 and temporal-sql-tool with Go into /);
    expect(lines.at(-1)).toMatch(/^built the Temporal server .* in \d+ s: /);
    // No build folder is left behind.
    expect(fs.readdirSync(cache)).toEqual([path.basename(dir)]);

    // The second time it is found in the cache: Go is not asked again.
    expect(await findTemporalServer({ cacheDir: cache, go, searchPath: '', progress: quiet })).toEqual(found);
    expect(args().trim().split('\n')).toHaveLength(1);
  });

  it('a failed build leaves nothing in the cache and says so', async () => {
    const cache = fs.mkdtempSync(path.join(tmp, 'cache-'));
    const { go } = fakeGo(2);
    await expect(findTemporalServer({ cacheDir: cache, go, searchPath: '', progress: quiet })).rejects.toThrow('go install exited with 2');
    expect(fs.readdirSync(cache)).toEqual([]);
  });

  it('without Go, or told not to fetch, an error naming what to do', async () => {
    const cache = fs.mkdtempSync(path.join(tmp, 'cache-'));
    await expect(findTemporalServer({ cacheDir: cache, go: null, searchPath: '', progress: quiet })).rejects.toThrow('Install Go (https://go.dev/doc/install)');
    await expect(findTemporalServer({ cacheDir: cache, fetch: false, progress: quiet })).rejects.toThrow(`is not in ${temporalServerDir(cache)}`);
  });
});
