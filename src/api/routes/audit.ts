// GET /v1/audit/export: the environment's audit chain as JSON Lines (issue 27), for admin keys only, written
// as it is read (a page of entries at a time), so an export of any size holds little in memory. Verify it
// offline with `gatehouse audit verify FILE --jwks …` (src/receipts/audit-verify.ts).

import type { RequestHandler } from 'express';
import type { Db } from '../../store/db';
import { auditExport } from '../../store/audit-chain';
import { errorName, log } from '../../lib/log';
import { requireScope } from '../auth';
import { ApiError } from '../errors';

export const AUDIT_EXPORT_TYPE = 'application/x-ndjson';

function instant(name: string, raw: unknown): { value: Date | null; problem?: { field: string; reason: string } } {
  if (raw === undefined) return { value: null };
  const t = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(raw) ? Date.parse(raw) : NaN;
  if (!Number.isFinite(t)) return { value: null, problem: { field: name, reason: 'an ISO 8601 date or date-time with its zone (2026-11-26 or 2026-11-26T09:00:00Z)' } };
  return { value: new Date(t) };
}

export function auditExportRoute(deps: { db: Db }): RequestHandler {
  return async (req, res) => {
    const principal = await requireScope(deps.db, req, 'admin');
    const from = instant('from', req.query.from);
    const to = instant('to', req.query.to);
    const problems = [
      ...Object.keys(req.query)
        .filter((k) => k !== 'from' && k !== 'to')
        .map((k) => ({ field: k, reason: 'unknown parameter' })),
      ...[from.problem, to.problem].filter((p): p is { field: string; reason: string } => !!p),
    ];
    if (from.value && to.value && from.value >= to.value) problems.push({ field: 'to', reason: 'must be after from' });
    if (problems.length > 0) throw new ApiError(422, 'invalid_request', 'Give the export range as ?from=…&to=… (ISO 8601, both optional).', problems);
    const lines = auditExport(deps.db, principal, { from: from.value, to: to.value });
    // The first line (header) and the range are read before anything is sent, so a store failure there is a 503.
    const first = await lines.next();
    res.status(200).setHeader('Content-Type', `${AUDIT_EXPORT_TYPE}; charset=utf-8`);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="gatehouse-audit-${principal.orgSlug}-${principal.kind}.jsonl"`);
    try {
      if (!first.done) res.write(`${JSON.stringify(first.value)}\n`);
      for await (const line of lines) {
        if (res.destroyed) return;
        if (!res.write(`${JSON.stringify(line)}\n`)) {
          await new Promise((resolve) => {
            res.once('drain', resolve);
            res.once('close', resolve);
          });
        }
      }
      res.end();
    } catch (err) {
      // Past the headers: the client sees a cut stream (the verifier finds the missing tail unsigned).
      log.error('audit export failed', { error: errorName(err) });
      res.destroy(err as Error);
    }
  };
}
