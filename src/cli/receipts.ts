// gatehouse receipts verify: a receipt checked offline against the published keys and the action about to run.

import fs from 'node:fs/promises';
import type { JSONWebKeySet } from '../receipts/jose';
import { fetchReceiptKeys, ReceiptError, verifyReceipt } from '../receipts/verify';

/** The largest action or JWKS file read. */
const FILE_MAX = 1024 * 1024;

export interface VerifyArgs {
  receipt: string;
  actionFile: string;
  /** A JWKS file, or the URL of a running Gatehouse (or of its keys endpoint). */
  jwks: string;
  org?: string;
  env?: string;
}

export interface CommandResult {
  code: number;
  stdout: string[];
  stderr: string[];
}

export const isUrl = (s: string) => /^https?:\/\//i.test(s);

async function readJson(file: string, what: string): Promise<unknown> {
  const st = await fs.stat(file).catch(() => null);
  if (!st?.isFile()) throw new ReceiptInputError(`no such ${what} file: ${file}`);
  if (st.size > FILE_MAX) throw new ReceiptInputError(`${file} is larger than 1 MB`);
  const text = await fs.readFile(file, 'utf8');
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (err) {
    throw new ReceiptInputError(`${file} is not JSON: ${(err as Error).message.slice(0, 200)}`);
  }
}

class ReceiptInputError extends Error {}

/**
 * Exit 0: genuine, unexpired, for exactly this action, and it permits it (allow, or approved). Exit 3:
 * genuine and for this action, but it does not permit it (deny, review pending, …). Exit 1: refused (bad
 * signature, expired, another action, unknown key, unreadable input). The claims are printed when genuine.
 */
export async function verifyCommand(a: VerifyArgs): Promise<CommandResult> {
  const stderr: string[] = [];
  try {
    const action = await readJson(a.actionFile, 'action');
    let jwks: JSONWebKeySet;
    if (isUrl(a.jwks)) {
      try {
        jwks = await fetchReceiptKeys(a.jwks, a.receipt);
      } catch (err) {
        if (err instanceof ReceiptError) throw err;
        throw new ReceiptInputError(`could not fetch the receipt keys from ${a.jwks}: ${(err as Error).message}`);
      }
    } else {
      const file = await readJson(a.jwks, 'JWKS');
      if (!file || typeof file !== 'object' || !Array.isArray((file as JSONWebKeySet).keys)) throw new ReceiptInputError(`${a.jwks} is not a JWKS ({"keys": [...]})`);
      jwks = file as JSONWebKeySet;
    }
    const v = await verifyReceipt(a.receipt, { jwks, action, org: a.org, env: a.env });
    const stdout = [JSON.stringify({ valid: true, permits: v.permits, kid: v.kid, claims: v.claims }, null, 2)];
    if (v.permits) return { code: 0, stdout, stderr };
    stderr.push(`gatehouse: the receipt is genuine and for this action, but it does not permit it (decision ${v.claims.decision}, approval ${v.claims.approval_status ?? 'none'})`);
    return { code: 3, stdout, stderr };
  } catch (err) {
    if (err instanceof ReceiptError) stderr.push(`gatehouse: receipt refused (${err.code}): ${err.message}`);
    else if (err instanceof ReceiptInputError) stderr.push(`gatehouse: ${err.message}`);
    else throw err;
    return { code: 1, stdout: [], stderr };
  }
}
