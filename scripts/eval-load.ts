// Reading the public datasets for `npm run eval`: JSON, JSON Lines and CSV files, read at run time from the
// data folder and never copied. parseCsv is pure so the unit tests can feed it hand-written text.

import fs from 'node:fs';
import path from 'node:path';

export const readJsonFile = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

export const readJsonl = (file: string): unknown[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as unknown);

/**
 * A minimal CSV reader (RFC 4180: comma-separated, quoted fields, doubled quotes inside quotes, line breaks
 * inside quotes, CRLF or LF). The first row is the header; rows with another number of fields are dropped.
 */
export function parseCsv(src: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  if (!header) return [];
  return body.filter((r) => r.length === header.length).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]!])));
}

export const readCsv = (file: string): Record<string, string>[] => parseCsv(fs.readFileSync(file, 'utf8'));

/** The repository's root: the nearest folder up from this file holding package.json. */
export function repoRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

/**
 * Writes a freshly trained weights file, or with `check` compares it with the committed one instead (exit 1 when
 * they differ): `npm run train-judge` and `npm run train-harm`.
 */
export function writeOrCheck(out: string, text: string, check: boolean): void {
  if (check) {
    const same = fs.existsSync(out) && fs.readFileSync(out, 'utf8') === text;
    process.stdout.write(same ? `${out}: up to date\n` : `${out}: differs from a fresh training\n`);
    if (!same) process.exit(1);
    return;
  }
  fs.writeFileSync(out, text);
  process.stdout.write(`wrote ${out}\n`);
}
