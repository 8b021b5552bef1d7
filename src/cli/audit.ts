// gatehouse audit export | verify | checkpoint (issue 27): the audit chain written as JSON Lines, checked
// offline against the environment's JWKS (src/receipts/audit-verify.ts), and a checkpoint pass on demand.

import fs from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { JSONWebKeySet } from '../receipts/jose';
import { verifyAuditExport, type AuditVerifyResult } from '../receipts/audit-verify';
import { receiptJwksPath } from '../receipts/verify';
import { auditExport, type ExportEnv } from '../store/audit-chain';
import type { Db } from '../store/db';
import { isUrl, type CommandResult } from './receipts';

/** The largest JWKS file read; an export is read whole, up to EXPORT_FILE_MAX. */
const JWKS_FILE_MAX = 1024 * 1024;
export const EXPORT_FILE_MAX = 1024 * 1024 * 1024;

/** Writes the export's lines to `out` (a file or stdout), waiting whenever it is full. Returns the lines written. */
export async function writeExport(db: Db, env: ExportEnv, range: { from: Date | null; to: Date | null }, out: Writable): Promise<number> {
  let n = 0;
  for await (const line of auditExport(db, env, range)) {
    if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
    n++;
  }
  return n;
}

class AuditInputError extends Error {}

async function loadJwks(jwks: string): Promise<JSONWebKeySet> {
  let body: unknown;
  if (isUrl(jwks)) {
    try {
      const res = await fetch(jwks, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`it answered ${res.status}`);
      body = await res.json();
    } catch (err) {
      throw new AuditInputError(`could not fetch the JWKS from ${jwks}: ${(err as Error).message}`);
    }
  } else {
    const st = fs.statSync(jwks, { throwIfNoEntry: false });
    if (!st?.isFile()) throw new AuditInputError(`no such JWKS file: ${jwks}`);
    if (st.size > JWKS_FILE_MAX) throw new AuditInputError(`${jwks} is larger than 1 MB`);
    try {
      body = JSON.parse(fs.readFileSync(jwks, 'utf8'));
    } catch (err) {
      throw new AuditInputError(`${jwks} is not JSON: ${(err as Error).message.slice(0, 200)}`);
    }
  }
  if (!body || typeof body !== 'object' || !Array.isArray((body as JSONWebKeySet).keys)) throw new AuditInputError(`${jwks} is not a JWKS ({"keys": [...]})`);
  return body as JSONWebKeySet;
}

/** The org and env the export's header names (unverified: only to find the JWKS). */
function headerOf(text: string): { org: string; env: string } | null {
  try {
    const h = JSON.parse(text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : undefined));
    return typeof h.org === 'string' && typeof h.env === 'string' ? { org: h.org, env: h.env } : null;
  } catch {
    return null;
  }
}

function summary(r: AuditVerifyResult): string {
  const range = r.first_seq === null ? 'no entries' : `entries ${r.first_seq}–${r.last_seq}`;
  const signed = r.signed_through === null ? 'no checkpoint' : `signed through ${r.signed_through}`;
  const unsigned = r.signed_through !== null && r.last_seq !== null && r.last_seq > r.signed_through ? `, ${r.last_seq - r.signed_through} after the last checkpoint` : '';
  return `${r.org}/${r.env}: ${range} (${r.entries}), ${r.checkpoints} checkpoints, ${signed}${unsigned}; ${r.removed} removed by retention`;
}

/**
 * Exit 0: the chain verifies. Exit 1: broken (the first broken entry is named) or the input could not be
 * read. `jwks` is a URL or a file; without it, `base` (this host's service) serves the environment's JWKS.
 */
export async function auditVerifyCommand(a: { file: string; jwks?: string; base: string }): Promise<CommandResult> {
  try {
    const st = fs.statSync(a.file, { throwIfNoEntry: false });
    if (!st?.isFile()) throw new AuditInputError(`no such export file: ${a.file}`);
    if (st.size > EXPORT_FILE_MAX) throw new AuditInputError(`${a.file} is larger than 1 GB: export a shorter range (--from, --to)`);
    const text = fs.readFileSync(a.file, 'utf8');
    let source = a.jwks;
    if (!source) {
      const h = headerOf(text);
      if (!h) throw new AuditInputError(`${a.file} does not start with an audit export header`);
      source = `${a.base.replace(/\/+$/, '')}${receiptJwksPath(h.org, h.env)}`;
    }
    const r = await verifyAuditExport(text, { jwks: await loadJwks(source) });
    if (r.ok) return { code: 0, stdout: [`verified: ${summary(r)}`], stderr: [] };
    const b = r.broken!;
    return {
      code: 1,
      stdout: [JSON.stringify({ valid: false, broken: b }, null, 2)],
      stderr: [`gatehouse: the chain is broken at ${b.seq === null ? `line ${b.line}` : `entry ${b.seq} (line ${b.line})`}: ${b.message} [${b.code}]`],
    };
  } catch (err) {
    if (err instanceof AuditInputError) return { code: 1, stdout: [], stderr: [`gatehouse: ${err.message}`] };
    throw err;
  }
}
