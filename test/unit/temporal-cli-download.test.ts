// The Temporal CLI's download chain end to end, against a release-shaped server on 127.0.0.1: a real tar.gz
// holding a `temporal` (a shell script that prints a version) and the release's checksums file, fetched over
// HTTP, verified, unpacked into a temporary cache and run. Also: a bad checksum refused, a truncated download
// retried or refused, and the Go build used only when the download fails.

import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { loadConfig } from '../../src/config/config';
import {
  DEFAULT_TEMPORAL_CLI_BASE_URL,
  TEMPORAL_CLI_VERSION,
  checksumFor,
  downloadTemporalCli,
  findTemporalCli,
  releaseAsset,
} from '../../src/embedded/temporal-cli';

const ASSET = releaseAsset();
const VERSION_LINE = 'temporal version 1.5.1 (served by the test release server)';

interface Release {
  archive: Buffer;
  checksums: string;
  /** How many archive requests are cut off half way, from the first on. */
  truncate: number;
  archiveRequests: number;
}

let tmp: string;
let server: http.Server;
let base: string;
let release: Release;
let good: Buffer;

async function makeArchive(dir: string, script: string): Promise<Buffer> {
  const src = path.join(dir, `src-${Math.random().toString(36).slice(2)}`);
  fs.mkdirSync(src);
  fs.writeFileSync(path.join(src, 'temporal'), script, { mode: 0o755 });
  fs.writeFileSync(path.join(src, 'LICENSE'), 'MIT (test)\n');
  const file = path.join(dir, `${path.basename(src)}.tar.gz`);
  await tar.c({ gzip: true, file, cwd: src }, ['LICENSE', 'temporal']);
  return fs.readFileSync(file);
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function checksumsFor(archive: Buffer): string {
  // As goreleaser writes it: one `<sha256>  <name>` line per asset, other platforms' included.
  return [
    `${'ab'.repeat(32)}  temporal_cli_1.5.1_windows_amd64.zip`,
    `${sha256(archive)}  ${ASSET}`,
    `${'cd'.repeat(32)}  temporal_cli_1.5.1_other_arch.tar.gz`,
  ].join('\n');
}

beforeAll(async () => {
  expect(ASSET).not.toBeNull();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-cli-dl-'));
  good = await makeArchive(tmp, `#!/bin/sh\necho "${VERSION_LINE}"\n`);
  server = http.createServer((req, res) => {
    if (req.url === `/${TEMPORAL_CLI_VERSION}/checksums.txt`) {
      res.end(release.checksums);
    } else if (req.url === `/${TEMPORAL_CLI_VERSION}/${ASSET}`) {
      release.archiveRequests += 1;
      res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(release.archive.length) });
      if (release.archiveRequests <= release.truncate) {
        // Half the announced bytes, then the connection drops.
        res.write(release.archive.subarray(0, Math.floor(release.archive.length / 2)), () => res.socket?.destroy());
      } else {
        res.end(release.archive);
      }
    } else {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  release = { archive: good, checksums: checksumsFor(good), truncate: 0, archiveRequests: 0 };
});

function freshCache(): string {
  return fs.mkdtempSync(path.join(tmp, 'cache-'));
}

function collect(): { lines: string[]; fields: Record<string, unknown>[]; progress: (m: string, f?: Record<string, unknown>) => void } {
  const lines: string[] = [];
  const fields: Record<string, unknown>[] = [];
  return { lines, fields, progress: (m, f) => (lines.push(m), fields.push(f ?? {})) };
}

describe('the release asset and its checksum', () => {
  it('names the archive as the release does, per OS and architecture', () => {
    expect(releaseAsset('linux', 'x64')).toBe('temporal_cli_1.5.1_linux_amd64.tar.gz');
    expect(releaseAsset('linux', 'arm64')).toBe('temporal_cli_1.5.1_linux_arm64.tar.gz');
    expect(releaseAsset('darwin', 'arm64')).toBe('temporal_cli_1.5.1_darwin_arm64.tar.gz');
    expect(releaseAsset('win32', 'x64')).toBeNull();
    expect(releaseAsset('linux', 'ia32')).toBeNull();
  });

  it('reads the one line of the checksums file that names the asset', () => {
    const text = `${'1'.repeat(64)}  a.tar.gz\n${'2'.repeat(64)}  b.tar.gz\n`;
    expect(checksumFor(text, 'b.tar.gz')).toBe('2'.repeat(64));
    expect(checksumFor(text, 'c.tar.gz')).toBeNull();
    expect(checksumFor(`${'3'.repeat(63)}  a.tar.gz`, 'a.tar.gz')).toBeNull();
  });

  it('the base URL is configurable and defaults to the GitHub releases', () => {
    expect(loadConfig({}).temporalCliBaseUrl).toBe(DEFAULT_TEMPORAL_CLI_BASE_URL);
    expect(loadConfig({ GATEHOUSE_TEMPORAL_CLI_BASE_URL: 'http://127.0.0.1:9/rel/' }).temporalCliBaseUrl).toBe('http://127.0.0.1:9/rel');
    expect(() => loadConfig({ GATEHOUSE_TEMPORAL_CLI_BASE_URL: 'ftp://x' })).toThrow(/GATEHOUSE_TEMPORAL_CLI_BASE_URL must be an http\(s\) URL/);
  });
});

describe('findTemporalCli without Go: the release archive', () => {
  it('downloads, verifies, unpacks and runs it, printing progress; the second look finds it in the cache', async () => {
    const cache = freshCache();
    const out = collect();
    const cli = await findTemporalCli({ cacheDir: cache, releaseBaseUrl: base, searchPath: '', go: null, progress: out.progress });
    expect(cli).toBe(path.join(cache, 'temporal'));
    expect(execFileSync(cli, ['--version'], { encoding: 'utf8' }).trim()).toBe(VERSION_LINE);
    expect(release.archiveRequests).toBe(1);
    expect(out.lines[0]).toContain(`${base}/${TEMPORAL_CLI_VERSION}/${ASSET}`);
    const last = out.fields.filter((f) => f.percent !== undefined).at(-1);
    expect(last).toEqual({ bytes: good.length, total: good.length, percent: 100 });
    expect(out.lines.at(-1)).toContain(VERSION_LINE);
    // Nothing but the binary is left in the cache.
    expect(fs.readdirSync(cache)).toEqual(['temporal']);

    const again = collect();
    expect(await findTemporalCli({ cacheDir: cache, releaseBaseUrl: base, searchPath: '', go: null, progress: again.progress })).toBe(cli);
    expect(release.archiveRequests).toBe(1);
    expect(again.lines).toEqual([]);
  });

  it('prints the percentage as a large download goes', async () => {
    // 3 MB of incompressible padding next to the binary, so the body arrives in many chunks.
    const dir = fs.mkdtempSync(path.join(tmp, 'big-'));
    fs.writeFileSync(path.join(dir, 'temporal'), `#!/bin/sh\necho "${VERSION_LINE}"\n`, { mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'padding'), randomBytes(3_000_000));
    await tar.c({ gzip: true, file: path.join(tmp, 'big.tar.gz'), cwd: dir }, ['padding', 'temporal']);
    const big = fs.readFileSync(path.join(tmp, 'big.tar.gz'));
    release = { archive: big, checksums: checksumsFor(big), truncate: 0, archiveRequests: 0 };
    const out = collect();
    const cache = freshCache();
    await downloadTemporalCli({ cacheDir: cache, releaseBaseUrl: base, progress: out.progress });
    const percents = out.fields.map((f) => f.percent).filter((p): p is number => typeof p === 'number');
    expect(percents.length).toBeGreaterThanOrEqual(3);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    expect(fs.readdirSync(cache)).toEqual(['temporal']);
  });

  it('refuses an archive whose SHA-256 does not match the checksums file, and keeps nothing of it', async () => {
    const evil = await makeArchive(tmp, '#!/bin/sh\necho "not the release"\n');
    release = { archive: evil, checksums: checksumsFor(good), truncate: 0, archiveRequests: 0 };
    const cache = freshCache();
    await expect(downloadTemporalCli({ cacheDir: cache, releaseBaseUrl: base, progress: () => undefined })).rejects.toThrow(
      new RegExp(`SHA-256 ${sha256(evil)} does not match the release's checksum ${sha256(good)}; refused`),
    );
    expect(release.archiveRequests).toBe(1);
    expect(fs.readdirSync(cache)).toEqual([]);
  });

  it('retries a download that broke off, and uses the complete one', async () => {
    release.truncate = 1;
    const cache = freshCache();
    const out = collect();
    const cli = await downloadTemporalCli({ cacheDir: cache, releaseBaseUrl: base, progress: out.progress });
    expect(release.archiveRequests).toBe(2);
    expect(out.lines.some((l) => /download failed .*; retrying \(2 of 3\)/.test(l))).toBe(true);
    expect(execFileSync(cli, ['--version'], { encoding: 'utf8' }).trim()).toBe(VERSION_LINE);
  });

  it('refuses a download that breaks off every time, after 3 tries', async () => {
    release.truncate = 99;
    const cache = freshCache();
    await expect(downloadTemporalCli({ cacheDir: cache, releaseBaseUrl: base, progress: () => undefined })).rejects.toThrow(
      /broke off after|truncated/,
    );
    expect(release.archiveRequests).toBe(3);
    expect(fs.readdirSync(cache)).toEqual([]);
  });

  it('refuses when the checksums file does not list this platform', async () => {
    release.checksums = `${'ab'.repeat(32)}  temporal_cli_1.5.1_windows_amd64.zip\n`;
    await expect(downloadTemporalCli({ cacheDir: freshCache(), releaseBaseUrl: base, progress: () => undefined })).rejects.toThrow(
      `checksums.txt lists no checksum for ${ASSET}`,
    );
    expect(release.archiveRequests).toBe(0);
  });
});

describe('findTemporalCli when the download fails', () => {
  it('without Go: one error naming both ways to get it, with the download failure', async () => {
    release.archive = await makeArchive(tmp, '#!/bin/sh\necho tampered\n');
    const cache = freshCache();
    const err = await findTemporalCli({ cacheDir: cache, releaseBaseUrl: base, searchPath: '', go: null, progress: () => undefined }).then(
      () => null,
      (e: Error) => e,
    );
    expect(err?.message).toMatch(/its release archive could not be downloaded \(.*does not match the release's checksum/);
    expect(err?.message).toContain('install Go');
    expect(err?.message).toContain('install the Temporal CLI (https://docs.temporal.io/cli)');
    expect(fs.existsSync(path.join(cache, 'temporal'))).toBe(false);
  });

  it('with Go: builds it with `go install` into the cache, only after the download failed', async () => {
    // A `go` executable that does what `go install` does with GOBIN: writes the binary there. (The real build
    // takes minutes; what is tested here is that it comes second, with the pinned module and GOBIN.)
    const bin = fs.mkdtempSync(path.join(tmp, 'gobin-'));
    const go = path.join(bin, 'go');
    fs.writeFileSync(
      go,
      `#!/bin/sh\necho "$@" > "${bin}/args"\nprintf '#!/bin/sh\\necho built by go\\n' > "$GOBIN/temporal"\nchmod 755 "$GOBIN/temporal"\n`,
      { mode: 0o755 },
    );
    const cache = freshCache();
    const out = collect();
    const cli = await findTemporalCli({ cacheDir: cache, releaseBaseUrl: `${base}/missing`, searchPath: '', go, progress: out.progress });
    expect(cli).toBe(path.join(cache, 'temporal'));
    expect(fs.readFileSync(path.join(bin, 'args'), 'utf8').trim()).toBe(`install github.com/temporalio/cli/cmd/temporal@${TEMPORAL_CLI_VERSION}`);
    expect(execFileSync(cli, [], { encoding: 'utf8' }).trim()).toBe('built by go');
    expect(out.lines[0]).toMatch(/could not download the Temporal CLI: .*checksums\.txt: HTTP 404/);
    expect(out.lines.some((l) => l.startsWith('building the Temporal CLI v1.5.1 with Go'))).toBe(true);
    expect(release.archiveRequests).toBe(0);
  });

  it('TEMPORAL_CLI, then PATH, then the cache come before any download', async () => {
    const cache = freshCache();
    const dir = fs.mkdtempSync(path.join(tmp, 'path-'));
    fs.writeFileSync(path.join(dir, 'temporal'), '#!/bin/sh\n', { mode: 0o755 });
    const opts = { cacheDir: cache, releaseBaseUrl: base, go: null, progress: () => undefined };
    expect(await findTemporalCli({ ...opts, searchPath: dir })).toBe(path.join(dir, 'temporal'));
    expect(await findTemporalCli({ ...opts, searchPath: dir, explicit: '/bin/sh' })).toBe('/bin/sh');
    await expect(findTemporalCli({ ...opts, searchPath: dir, explicit: path.join(dir, 'nope') })).rejects.toThrow('which does not exist');
    expect(release.archiveRequests).toBe(0);
  });
});
