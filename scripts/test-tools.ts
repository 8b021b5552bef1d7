// What the test suite runs besides PostgreSQL and Temporal: a real IMAP server (Dovecot) and a real browser
// (Chromium). The system's are used when installed; otherwise Debian's packages are fetched without root
// (`apt-get download` of the packages the system lacks, as `apt-get -s install` resolves them) and unpacked with
// `dpkg-deb -x` into the cache, `${XDG_CACHE_HOME:-~/.cache}/gatehouse/debs/<tool>`, once; they run from there.
// Where that is impossible (no apt-get and dpkg-deb: not Debian or Ubuntu) it stops at once, naming what to
// install. `npm test` runs this first (node dist/scripts/test-tools.js), which also builds the Temporal server of
// the cluster tests into the cache when it is missing; the jest global setup runs the part above too.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config/config';
import { findTemporalServer } from '../src/embedded/temporal-cluster';

export class ProvisionError extends Error {}

/** One tool: its binary, and for an unpacked tree its root and the directories its libraries are in. */
export interface Tool {
  bin: string;
  /** Set when the tool runs from a tree unpacked into the cache. */
  tree?: { root: string; libPath: string[] };
}

export interface TestTools {
  dovecot: Tool;
  chromium: Tool;
}

interface Spec {
  name: 'dovecot' | 'chromium';
  what: string;
  packages: string[];
  /** The binary inside the unpacked tree. */
  inTree: string;
  system: () => string | undefined;
  /** What to install where fetching is impossible. */
  install: string;
  /** Adjusts the unpacked tree so that it runs from where it is. */
  fixup?: (root: string) => void;
}

function executable(p: string | undefined): p is string {
  if (!p) return false;
  try {
    fs.accessSync(p, fs.constants.X_OK);
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function onPath(name: string): string | undefined {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((d) => path.join(d, name))
    .find(executable);
}

/**
 * libdovecot loads its SSL module (which login processes always load) from a directory compiled in,
 * /usr/lib/dovecot/modules, that no setting moves. In the unpacked copy that path becomes `./././././././././modules`
 * (same length), which Dovecot's processes resolve against their working directory, the instance's base_dir, where
 * test/helpers/dovecot.ts links `modules` to the tree's module directory.
 */
export const DOVECOT_MODULE_DIR = '/usr/lib/dovecot/modules';
export const DOVECOT_RELATIVE_MODULE_DIR = './'.repeat(8) + '/modules';

function patchDovecotModuleDir(root: string): void {
  const libDir = path.join(root, 'usr/lib/dovecot');
  const lib = fs.readdirSync(libDir).find((f) => /^libdovecot\.so\.\d+\.\d+\.\d+$/.test(f));
  if (!lib) throw new ProvisionError(`the unpacked Dovecot has no libdovecot.so.N.N.N in ${libDir}`);
  const file = path.join(libDir, lib);
  const bytes = fs.readFileSync(file);
  const from = Buffer.from(`${DOVECOT_MODULE_DIR}\0`);
  const to = Buffer.from(`${DOVECOT_RELATIVE_MODULE_DIR}\0`);
  if (from.length !== to.length) throw new Error('the module directory replacement must keep the length');
  const at = bytes.indexOf(from);
  if (at < 0 || bytes.indexOf(from, at + 1) >= 0) {
    throw new ProvisionError(`${file} does not hold ${DOVECOT_MODULE_DIR} exactly once; this Dovecot cannot run unpacked`);
  }
  to.copy(bytes, at);
  fs.writeFileSync(file, bytes);
}

const SPECS: Spec[] = [
  {
    name: 'dovecot',
    what: 'Dovecot (IMAP server for the mail tests)',
    packages: ['dovecot-imapd'],
    inTree: 'usr/sbin/dovecot',
    system: () => [process.env.DOVECOT_BIN, '/usr/sbin/dovecot', '/usr/local/sbin/dovecot', onPath('dovecot')].find(executable),
    install: 'Dovecot 2.3 with IMAP (Debian/Ubuntu: dovecot-imapd; macOS: brew install dovecot), or set DOVECOT_BIN to its dovecot binary',
    fixup: patchDovecotModuleDir,
  },
  {
    name: 'chromium',
    what: 'Chromium (browser for the console tests)',
    packages: ['chromium'],
    inTree: 'usr/lib/chromium/chromium',
    system: () =>
      [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', onPath('chromium')].find(executable),
    install: 'Chromium or Google Chrome (Debian/Ubuntu: chromium), or set CHROMIUM_PATH to its binary',
  },
];

interface Manifest {
  packages: string[];
  libPath: string[];
}

const MANIFEST = '.gatehouse-tree.json';

function treeDir(cacheDir: string, name: string): string {
  return path.join(cacheDir, 'debs', name);
}

function fromTree(spec: Spec, root: string): Tool | undefined {
  const manifest = path.join(root, MANIFEST);
  if (!fs.existsSync(manifest)) return undefined;
  const m = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Manifest;
  const bin = path.join(root, spec.inTree);
  if (!executable(bin)) return undefined;
  return { bin, tree: { root, libPath: m.libPath.map((d) => path.join(root, d)) } };
}

function run(cmd: string, args: string[], cwd?: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' }, maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw new ProvisionError(`${cmd} ${args.join(' ')}: ${r.error.message}`);
  if (r.status !== 0) throw new ProvisionError(`${cmd} ${args.join(' ')} exited with ${r.status}: ${(r.stderr || r.stdout).trim().slice(-2000)}`);
  return r.stdout;
}

/** The packages (name=version) that installing `packages` would add to this system, as apt resolves them. */
export function missingPackages(packages: string[]): { name: string; version: string }[] {
  // A simulation needs no root. Its "Inst" lines are exactly what the system lacks (or has older).
  const r = spawnSync('apt-get', ['-s', 'install', '--no-install-recommends', ...packages], { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  if (r.status !== 0 && /Unable to locate package|has no installation candidate/.test(r.stderr)) {
    throw new ProvisionError(
      `apt-get knows no installable ${packages.join(' ')}: its package lists are empty or stale. Run \`apt-get update\` (as root) once, or install ${packages.join(' ')} yourself.`,
    );
  }
  const out = run('apt-get', ['-s', 'install', '--no-install-recommends', ...packages]);
  return [...out.matchAll(/^Inst (\S+) (?:\[[^\]]*\] )?\((\S+)/gm)].map((m) => ({ name: m[1], version: m[2] }));
}

/** Every directory of the tree that holds a shared library, relative to the root. */
function libraryDirs(root: string): string[] {
  const dirs = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.so(\.\d+)*$/.test(e.name)) dirs.add(path.relative(root, dir));
    }
  };
  walk(root);
  return [...dirs].sort();
}

function provisionTree(spec: Spec, cacheDir: string, say: (line: string) => void): Tool {
  if (!onPath('apt-get') || !onPath('dpkg-deb')) {
    throw new ProvisionError(`${spec.what} is not installed, and it cannot be fetched on this machine (no apt-get and dpkg-deb). Install ${spec.install}.`);
  }
  const root = treeDir(cacheDir, spec.name);
  const debs = missingPackages(spec.packages);
  if (debs.length === 0) throw new ProvisionError(`apt-get reports ${spec.packages.join(' ')} installed, but ${spec.what} was not found. Install ${spec.install}.`);
  const work = `${root}.tmp-${process.pid}`;
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(path.join(work, 'debs'), { recursive: true });
  try {
    say(`${spec.what} is not installed: fetching ${debs.length} Debian packages the system lacks into ${root}`);
    for (const d of debs) say(`fetching ${d.name} ${d.version}`);
    // As root, apt downloads as its _apt user, which cannot write here; as anyone else it runs as that user.
    const sandbox = process.getuid?.() === 0 ? ['-o', 'APT::Sandbox::User=root'] : [];
    run('apt-get', ['-qq', ...sandbox, 'download', ...debs.map((d) => `${d.name}=${d.version}`)], path.join(work, 'debs'));
    const tree = path.join(work, 'tree');
    for (const f of fs.readdirSync(path.join(work, 'debs')).filter((f) => f.endsWith('.deb'))) {
      run('dpkg-deb', ['-x', path.join(work, 'debs', f), tree]);
    }
    if (!executable(path.join(tree, spec.inTree))) throw new ProvisionError(`the packages ${spec.packages.join(' ')} hold no ${spec.inTree}`);
    spec.fixup?.(tree);
    const manifest: Manifest = { packages: debs.map((d) => `${d.name}=${d.version}`), libPath: libraryDirs(tree) };
    fs.writeFileSync(path.join(tree, MANIFEST), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(root), { recursive: true });
    // Another run may have finished the same tree meanwhile (and be using it): then keep that one.
    if (!fromTree(spec, root)) {
      fs.rmSync(root, { recursive: true, force: true });
      fs.renameSync(tree, root);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  const tool = fromTree(spec, root);
  if (!tool) throw new ProvisionError(`${root} was unpacked but holds no ${spec.inTree}`);
  say(`${spec.what}: unpacked ${debs.length} packages into ${root}`);
  return tool;
}

export interface EnsureOptions {
  /** Progress, one line per package fetched (default: stderr). */
  say?: (line: string) => void;
  /** false: ignore installed tools, as on a machine without them (tests of the provisioning itself). */
  useSystem?: boolean;
}

/** The tools the tests use: the system's, else the cache's, else fetched now (one line printed per package). */
export function ensureTestTools(cacheDir: string, opts: EnsureOptions = {}): TestTools {
  const say = opts.say ?? ((l: string) => process.stderr.write(`gatehouse tests: ${l}\n`));
  const found: Partial<TestTools> = {};
  const problems: string[] = [];
  for (const spec of SPECS) {
    const system = opts.useSystem === false ? undefined : spec.system();
    if (system) {
      found[spec.name] = { bin: system };
      continue;
    }
    const cached = fromTree(spec, treeDir(cacheDir, spec.name));
    if (cached) {
      found[spec.name] = cached;
      continue;
    }
    try {
      found[spec.name] = provisionTree(spec, cacheDir, say);
    } catch (err) {
      if (!(err instanceof ProvisionError)) throw err;
      problems.push(err.message);
    }
  }
  if (problems.length > 0) throw new ProvisionError(`the tests cannot run here:\n  - ${problems.join('\n  - ')}`);
  return found as TestTools;
}

/** What the jest global setup found or provisioned, handed to the test processes in GATEHOUSE_TEST_TOOLS. */
export function providedTestTools(): TestTools {
  const raw = process.env.GATEHOUSE_TEST_TOOLS;
  if (!raw) throw new Error('the global setup provisioned no test tools (GATEHOUSE_TEST_TOOLS is unset)');
  return JSON.parse(raw) as TestTools;
}

/** The environment a tool from an unpacked tree runs with: its libraries first on LD_LIBRARY_PATH. */
export function toolEnv(tool: Tool, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (!tool.tree) return env;
  return { ...env, LD_LIBRARY_PATH: [...tool.tree.libPath, ...(env.LD_LIBRARY_PATH ? [env.LD_LIBRARY_PATH] : [])].join(':') };
}

if (require.main === module) {
  void (async () => {
    try {
      const { cacheDir } = loadConfig();
      const tools = ensureTestTools(cacheDir);
      for (const [name, t] of Object.entries(tools)) process.stderr.write(`gatehouse tests: ${name}: ${t.bin}\n`);
      // The Temporal server of the cluster tests (test/integration/temporal-cluster.test.ts): built once into the
      // cache here, before jest, so that a fresh machine's build is not counted against a test's time.
      const say = (line: string) => process.stderr.write(`gatehouse tests: ${line}\n`);
      const server = await findTemporalServer({ cacheDir, progress: say });
      say(`temporal-server: ${server.server}`);
    } catch (err) {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    }
  })();
}
