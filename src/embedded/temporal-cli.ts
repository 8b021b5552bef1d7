// Finds the Temporal CLI: TEMPORAL_CLI, then `temporal` on PATH, then the cache; failing those it downloads the
// official release archive for this OS/arch (checked against the release's SHA-256 checksums), and only when
// that fails builds it with Go. Whatever it fetches or builds goes into the cache, never into the repository.

import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { errorName, log } from '../lib/log';

export const TEMPORAL_CLI_VERSION = 'v1.5.1';
export const DEFAULT_TEMPORAL_CLI_BASE_URL = 'https://github.com/temporalio/cli/releases/download';

/** How many times a download that broke off (fewer bytes than announced, a reset) is tried in all. */
const DOWNLOAD_ATTEMPTS = 3;
/** A download that receives nothing for this long is given up (and retried). */
const IDLE_MS = 30_000;

export interface FindTemporalCliOptions {
  /** TEMPORAL_CLI. */
  explicit?: string;
  cacheDir: string;
  /** Where the release assets are: `<base>/<tag>/<asset>` (GATEHOUSE_TEMPORAL_CLI_BASE_URL). */
  releaseBaseUrl?: string;
  /** false: look only (TEMPORAL_CLI, PATH, cache), never download or build. */
  fetch?: boolean;
  /** The PATH searched for `temporal` and `go` (default: the process's). */
  searchPath?: string;
  /** The Go binary; null: there is none (default: `go` on the PATH, else /usr/local/go/bin/go). */
  go?: string | null;
  /** Progress lines (default: the service log). */
  progress?: (msg: string, fields?: Record<string, unknown>) => void;
}

export function onPath(name: string, searchPath: string): string | undefined {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const p = path.join(dir, name);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      // not in this directory: keep looking
    }
  }
  return undefined;
}

/** The release asset for this machine, named as Temporal's goreleaser names it; null where none is published. */
export function releaseAsset(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string | null {
  const os = platform === 'linux' || platform === 'darwin' ? platform : null;
  const goArch = arch === 'x64' ? 'amd64' : arch === 'arm64' ? 'arm64' : null;
  if (!os || !goArch) return null;
  return `temporal_cli_${TEMPORAL_CLI_VERSION.replace(/^v/, '')}_${os}_${goArch}.tar.gz`;
}

/** The SHA-256 the checksums file (`<hex>  <name>` lines, as goreleaser writes them) gives for one asset. */
export function checksumFor(checksums: string, asset: string): string | null {
  for (const line of checksums.split('\n')) {
    const m = /^([0-9a-fA-F]{64})\s+\*?(\S+)\s*$/.exec(line.trim());
    if (m && m[2] === asset) return m[1].toLowerCase();
  }
  return null;
}

class DownloadError extends Error {
  constructor(
    message: string,
    /** A retry may help (the transfer broke off); false for answers that will not change (404, bad checksum). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

async function fetchText(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(IDLE_MS) });
  } catch (err) {
    throw new DownloadError(`${url}: ${errorName(err)}${causeOf(err)}`, true);
  }
  if (!res.ok) throw new DownloadError(`${url}: HTTP ${res.status}`, res.status >= 500);
  return res.text();
}

function causeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause ? ` (${cause.code ?? cause.message})` : '';
}

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

/** Streams url into file, hashing as it goes; refuses a body shorter (or longer) than its Content-Length. */
async function downloadTo(url: string, file: string, progress: NonNullable<FindTemporalCliOptions['progress']>): Promise<string> {
  const controller = new AbortController();
  let idle = setTimeout(() => controller.abort(), IDLE_MS);
  const hash = createHash('sha256');
  const out = fs.createWriteStream(file);
  let received = 0;
  try {
    let res: Response;
    try {
      res = await fetch(url, { signal: controller.signal });
    } catch (err) {
      throw new DownloadError(`${url}: ${errorName(err)}${causeOf(err)}`, true);
    }
    if (!res.ok || !res.body) throw new DownloadError(`${url}: HTTP ${res.status}`, res.status >= 500);
    const total = Number(res.headers.get('content-length') ?? NaN);
    const known = Number.isFinite(total) && total > 0;
    progress(`downloading the Temporal CLI ${TEMPORAL_CLI_VERSION}: ${url}${known ? ` (${mb(total)})` : ''}`, { url, bytes: known ? total : null });
    let lastTenth = 0;
    let lastMb = 0;
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        clearTimeout(idle);
        idle = setTimeout(() => controller.abort(), IDLE_MS);
        received += chunk.length;
        hash.update(chunk);
        if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
        const tenth = known ? Math.floor((received / total) * 10) : 0;
        if (known && tenth > lastTenth && received < total) {
          lastTenth = tenth;
          const percent = Math.floor((received / total) * 100);
          progress(`downloading the Temporal CLI: ${mb(received)} of ${mb(total)} (${percent} %)`, { bytes: received, total, percent });
        } else if (!known && received - lastMb >= 10e6) {
          lastMb = received;
          progress(`downloading the Temporal CLI: ${mb(received)}`, { bytes: received });
        }
      }
    } catch (err) {
      throw new DownloadError(`${url}: the transfer broke off after ${received} bytes: ${errorName(err)}${causeOf(err)}`, true);
    }
    if (known && received !== total) {
      throw new DownloadError(`${url}: received ${received} of ${total} bytes (truncated)`, true);
    }
    progress(`downloaded the Temporal CLI: ${mb(received)} (100 %)`, { bytes: received, total: known ? total : received, percent: 100 });
    return hash.digest('hex');
  } finally {
    clearTimeout(idle);
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }
}

/** Downloads, verifies and unpacks the release archive; returns the binary's path in the cache. */
export async function downloadTemporalCli(opts: {
  cacheDir: string;
  releaseBaseUrl: string;
  progress: NonNullable<FindTemporalCliOptions['progress']>;
  asset?: string | null;
}): Promise<string> {
  const asset = opts.asset === undefined ? releaseAsset() : opts.asset;
  if (!asset) throw new Error(`Temporal publishes no release archive for ${process.platform}/${process.arch}`);
  const base = `${opts.releaseBaseUrl.replace(/\/+$/, '')}/${TEMPORAL_CLI_VERSION}`;
  fs.mkdirSync(opts.cacheDir, { recursive: true });
  const checksums = await fetchText(`${base}/checksums.txt`);
  const expected = checksumFor(checksums, asset);
  if (!expected) throw new Error(`${base}/checksums.txt lists no checksum for ${asset}`);

  const archive = path.join(opts.cacheDir, `.${asset}.${process.pid}.part`);
  const unpackDir = path.join(opts.cacheDir, `.temporal-unpack.${process.pid}`);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const actual = await downloadTo(`${base}/${asset}`, archive, opts.progress);
        if (actual !== expected) {
          throw new DownloadError(`${asset}: SHA-256 ${actual} does not match the release's checksum ${expected}; refused`, false);
        }
        break;
      } catch (err) {
        if (!(err instanceof DownloadError) || !err.retryable || attempt >= DOWNLOAD_ATTEMPTS) throw err;
        opts.progress(`download failed (${err.message}); retrying (${attempt + 1} of ${DOWNLOAD_ATTEMPTS})`, { attempt: attempt + 1 });
      }
    }
    fs.rmSync(unpackDir, { recursive: true, force: true });
    fs.mkdirSync(unpackDir, { recursive: true });
    await tar.x({ file: archive, cwd: unpackDir, filter: (p) => p.replace(/^\.\//, '') === 'temporal' });
    const unpacked = path.join(unpackDir, 'temporal');
    if (!fs.existsSync(unpacked)) throw new Error(`${asset} holds no file named temporal`);
    fs.chmodSync(unpacked, 0o755);
    const version = execFileSync(unpacked, ['--version'], { encoding: 'utf8', timeout: 30_000 }).trim();
    const target = path.join(opts.cacheDir, 'temporal');
    fs.renameSync(unpacked, target);
    opts.progress(`the Temporal CLI is ready: ${target} (${version})`, { path: target });
    return target;
  } finally {
    fs.rmSync(archive, { force: true });
    fs.rmSync(unpackDir, { recursive: true, force: true });
  }
}

/** Go: the one given, else `go` on the PATH, else the official installer's /usr/local/go/bin/go; null when there is none. */
export function findGo(searchPath: string, explicit?: string | null): string | null {
  if (explicit !== undefined) return explicit;
  return onPath('go', searchPath) ?? (fs.existsSync('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : null);
}

/**
 * `go install <packages>` with GOBIN = gobin, at the lowest CPU priority where `nice` exists (a build takes
 * minutes and must not starve what else runs), printing how long it has been going every 30 s.
 */
export async function goInstall(opts: {
  go: string;
  packages: string[];
  gobin: string;
  /** What is built, for the progress lines ("the Temporal CLI v1.5.1"). */
  what: string;
  progress: NonNullable<FindTemporalCliOptions['progress']>;
  searchPath?: string;
}): Promise<number> {
  const started = Date.now();
  const beat = setInterval(() => opts.progress(`still building ${opts.what} (${Math.round((Date.now() - started) / 1000)} s)`), 30_000);
  const nice = onPath('nice', opts.searchPath ?? process.env.PATH ?? '');
  const [cmd, args] = nice ? [nice, ['-n', '19', opts.go, 'install', ...opts.packages]] : [opts.go, ['install', ...opts.packages]];
  try {
    const status = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(cmd, args, { env: { ...process.env, GOBIN: opts.gobin, GOFLAGS: '-mod=mod' }, stdio: ['ignore', 'inherit', 'inherit'] });
      child.once('error', reject);
      child.once('exit', (code) => resolve(code));
    });
    if (status !== 0) throw new Error(`go install exited with ${status} (see the output above)`);
  } finally {
    clearInterval(beat);
  }
  return Math.round((Date.now() - started) / 1000);
}

/** Builds the CLI with `go install` into the cache. */
async function buildWithGo(go: string, cacheDir: string, progress: NonNullable<FindTemporalCliOptions['progress']>): Promise<string> {
  const target = path.join(cacheDir, 'temporal');
  const what = `the Temporal CLI ${TEMPORAL_CLI_VERSION}`;
  progress(`building ${what} with Go into ${cacheDir} (once; takes a few minutes)`, { go });
  fs.mkdirSync(cacheDir, { recursive: true });
  const seconds = await goInstall({ go, packages: [`github.com/temporalio/cli/cmd/temporal@${TEMPORAL_CLI_VERSION}`], gobin: cacheDir, what, progress });
  if (!fs.existsSync(target)) throw new Error(`go install left no ${target}`);
  execFileSync(target, ['--version'], { stdio: 'ignore' });
  progress(`built the Temporal CLI in ${seconds} s: ${target}`, { path: target });
  return target;
}

export async function findTemporalCli(opts: FindTemporalCliOptions): Promise<string> {
  if (opts.explicit) {
    if (!fs.existsSync(opts.explicit)) throw new Error(`TEMPORAL_CLI points to ${opts.explicit}, which does not exist`);
    return opts.explicit;
  }
  const searchPath = opts.searchPath ?? process.env.PATH ?? '';
  const found = onPath('temporal', searchPath);
  if (found) return found;
  const cached = path.join(opts.cacheDir, 'temporal');
  if (fs.existsSync(cached)) return cached;
  if (opts.fetch === false) throw new Error('the Temporal CLI was not found');

  const progress = opts.progress ?? ((msg, fields) => log.info(msg, fields));
  let downloadFailure: string;
  try {
    return await downloadTemporalCli({ cacheDir: opts.cacheDir, releaseBaseUrl: opts.releaseBaseUrl ?? DEFAULT_TEMPORAL_CLI_BASE_URL, progress });
  } catch (err) {
    downloadFailure = err instanceof Error ? err.message : String(err);
    progress(`could not download the Temporal CLI: ${downloadFailure}`);
  }
  const go = findGo(searchPath, opts.go);
  if (!go) {
    throw new Error(
      `the Temporal CLI ${TEMPORAL_CLI_VERSION} was not found, its release archive could not be downloaded (${downloadFailure}), ` +
        'and Go is not installed to build it. Either install Go (https://go.dev/doc/install) so that it can be built, ' +
        'or install the Temporal CLI (https://docs.temporal.io/cli) and put it on PATH or set TEMPORAL_CLI.',
    );
  }
  try {
    return await buildWithGo(go, opts.cacheDir, progress);
  } catch (err) {
    throw new Error(
      `the Temporal CLI ${TEMPORAL_CLI_VERSION} could neither be downloaded (${downloadFailure}) nor built with ${go} ` +
        `(${err instanceof Error ? err.message : String(err)}). Install it (https://docs.temporal.io/cli) and put it on PATH, or set TEMPORAL_CLI.`,
    );
  }
}
