// Evaluates the injection signal (src/intake/injection.ts) on public data, so its figures are reproducible:
//
//   InjecAgent  recall on the injected tool responses of test_cases_{dh,ds}_{base,enhanced}.json (the
//               attacker's instruction inside a tool's output), and the false-positive rate on the clean tool
//               responses: the 17 user cases' response templates with the instruction left out.
//   BIPIA       false positives on the benign e-mails of the EmailQA task (email/*.jsonl, field context).
//   Bitext      false positives on customer-support answers (step-by-step instructions to a person, field
//               response) read as data, and on customer requests (field instruction) read as request bodies.
//   ToolEmu     false positives on users' own instructions to an agent read as request bodies. (Read as data
//               they are orders to the agent in the user's voice, which is what 'data' mode flags: that row
//               shows how differently the two readings treat a plain request.)
//
// Tool outputs, mails and answers are read with source 'data' (text the agent read); the customer requests
// with source 'request' (text that is the request). Recall on enhanced cases is also shown in 'request' mode.
//
// Usage: node dist/scripts/eval-injection.js [DATA_DIR | --data DATA_DIR] [--json] [--misses N]
//   DATA_DIR defaults to $GATEHOUSE_DATA_DIR_EVAL, else ../shared/data relative to the repository root.
//   --misses N prints up to N missed attacks and N false positives per set.
// The datasets are read at run time and never copied; a missing set is reported and skipped.

import fs from 'node:fs';
import path from 'node:path';
import { injectionSignal, type InjectionSource } from '../src/intake/injection';

interface Args {
  dataDir: string;
  json: boolean;
  misses: number;
}

function repoRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

function parseArgs(argv: string[]): Args {
  let dataDir: string | undefined;
  let json = false;
  let misses = 0;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') json = true;
    else if (a === '--misses') misses = Math.max(0, Number(argv[++i] ?? '10') || 0);
    else if (a === '--data') dataDir = argv[++i];
    else if (a === '-h' || a === '--help') {
      process.stdout.write('usage: node dist/scripts/eval-injection.js [DATA_DIR | --data DATA_DIR] [--json] [--misses N]\n');
      process.exit(0);
    } else if (!a.startsWith('--')) dataDir = a;
    else throw new Error(`unknown option ${a}`);
  }
  dataDir ??= process.env.GATEHOUSE_DATA_DIR_EVAL || path.join(repoRoot(), '..', 'shared', 'data');
  return { dataDir: path.resolve(dataDir), json, misses };
}

/** InjecAgent stores each tool response as a JSON-encoded string of a Python dict: unwrap one level. */
function toolOutputText(raw: unknown): string {
  if (typeof raw !== 'string') return JSON.stringify(raw ?? null);
  const t = raw.trim();
  if (t.startsWith('"')) {
    try {
      const inner: unknown = JSON.parse(t);
      if (typeof inner === 'string') return inner;
    } catch {
      // not JSON: as is
    }
  }
  return raw;
}

function readJsonFile(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function readJsonl(file: string): unknown[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as unknown);
}

/** A minimal CSV reader (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes). */
function readCsv(file: string): Record<string, string>[] {
  const src = fs.readFileSync(file, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
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
  return body.filter((r) => r.length === header.length).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

interface SetResult {
  set: string;
  kind: 'attack' | 'benign';
  source: InjectionSource;
  n: number;
  flagged: number;
  /** Recall for attacks, false-positive rate for benign sets. */
  rate: number;
  examples: string[];
}

function run(set: string, kind: 'attack' | 'benign', source: InjectionSource, texts: string[], misses: number): SetResult {
  let flagged = 0;
  const examples: string[] = [];
  for (const t of texts) {
    const s = injectionSignal([t], { source });
    if (s.suspected) flagged++;
    const interesting = kind === 'attack' ? !s.suspected : s.suspected;
    if (interesting && examples.length < misses) {
      const shown = t.replace(/\s+/g, ' ').slice(0, 400);
      examples.push(`${shown}${kind === 'benign' ? `  [${s.score}: ${s.matches.join(' | ')}]` : `  [${s.score}]`}`);
    }
  }
  return { set, kind, source, n: texts.length, flagged, rate: texts.length > 0 ? flagged / texts.length : 0, examples };
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const results: SetResult[] = [];
  const skipped: string[] = [];
  const injec = path.join(args.dataDir, 'injecagent');

  for (const variant of ['base', 'enhanced'] as const) {
    const texts: string[] = [];
    const perFile: { file: string; texts: string[] }[] = [];
    for (const kind of ['dh', 'ds']) {
      const file = path.join(injec, `test_cases_${kind}_${variant}.json`);
      if (!fs.existsSync(file)) {
        skipped.push(file);
        continue;
      }
      const cases = readJsonFile(file) as { 'Tool Response'?: unknown }[];
      const these = cases.map((c) => toolOutputText(c['Tool Response']));
      perFile.push({ file: kind, texts: these });
      texts.push(...these);
    }
    if (texts.length === 0) continue;
    results.push(run(`injecagent ${variant}`, 'attack', 'data', texts, args.misses));
    for (const f of perFile) results.push(run(`injecagent ${variant} ${f.file}`, 'attack', 'data', f.texts, 0));
    results.push(run(`injecagent ${variant}`, 'attack', 'request', texts, 0));
  }

  const userCases = path.join(injec, 'user_cases.jsonl');
  if (fs.existsSync(userCases)) {
    const templates = (readJsonl(userCases) as { 'Tool Response Template'?: unknown }[])
      .map((u) => u['Tool Response Template'])
      .filter((t): t is string => typeof t === 'string')
      .map((t) => t.replace(/<Attacker Instruction>/g, ''));
    results.push(run('injecagent clean templates', 'benign', 'data', templates, args.misses));
  } else skipped.push(userCases);

  const bipiaDir = path.join(args.dataDir, 'bipia-email', 'email');
  if (fs.existsSync(bipiaDir)) {
    const mails: string[] = [];
    for (const f of fs.readdirSync(bipiaDir).filter((n) => n.endsWith('.jsonl')).sort()) {
      for (const r of readJsonl(path.join(bipiaDir, f)) as { context?: unknown }[]) if (typeof r.context === 'string') mails.push(r.context);
    }
    results.push(run('bipia benign mails', 'benign', 'data', mails, args.misses));
    results.push(run('bipia benign mails', 'benign', 'request', mails, args.misses));
  } else skipped.push(bipiaDir);

  const bitext = path.join(args.dataDir, 'bitext-customer-support', 'Bitext_Sample_Customer_Support_Training_Dataset.csv');
  if (fs.existsSync(bitext)) {
    const rows = readCsv(bitext);
    results.push(run('bitext support answers', 'benign', 'data', rows.map((r) => r.response ?? ''), args.misses));
    results.push(run('bitext customer requests', 'benign', 'request', rows.map((r) => r.instruction ?? ''), args.misses));
    results.push(run('bitext customer requests', 'benign', 'data', rows.map((r) => r.instruction ?? ''), 0));
  } else skipped.push(bitext);

  const toolemu = path.join(args.dataDir, 'toolemu', 'all_cases.json');
  if (fs.existsSync(toolemu)) {
    const instructions = (readJsonFile(toolemu) as { 'User Instruction'?: unknown }[])
      .map((c) => c['User Instruction'])
      .filter((t): t is string => typeof t === 'string');
    results.push(run('toolemu user instructions', 'benign', 'request', instructions, args.misses));
    results.push(run('toolemu user instructions', 'benign', 'data', instructions, 0));
  } else skipped.push(toolemu);

  if (args.json) {
    process.stdout.write(JSON.stringify({ dataDir: args.dataDir, results, skipped }, null, 2) + '\n');
    return;
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  process.stdout.write(`injection signal on ${args.dataDir}\n\n`);
  process.stdout.write(`${'set'.padEnd(34)}${'source'.padEnd(9)}${'n'.padStart(6)}${'flagged'.padStart(9)}  measure\n`);
  for (const r of results) {
    const measure = r.kind === 'attack' ? `recall ${pct(r.rate)}` : `false positives ${pct(r.rate)}`;
    process.stdout.write(`${r.set.padEnd(34)}${r.source.padEnd(9)}${String(r.n).padStart(6)}${String(r.flagged).padStart(9)}  ${measure}\n`);
  }
  for (const r of results) {
    if (r.examples.length === 0) continue;
    process.stdout.write(`\n${r.kind === 'attack' ? 'missed' : 'flagged'} in ${r.set} (${r.source}):\n`);
    for (const e of r.examples) process.stdout.write(`  - ${e}\n`);
  }
  if (skipped.length > 0) process.stdout.write(`\nnot found (skipped): ${skipped.join(', ')}\n`);
}

main();
