// The intake section of `npm run eval`: the real intake path, as the API runs it for a body it does not read
// as a version-1 request (prepareIntake: read → candidates → deterministic selection → injection signal;
// then understand: selection → EvaluateRequest), over public data. The figures are about extraction and
// detection, so no decision is composed.
//
//   BIPIA      amount extraction on payment mails whose question asks for a sum and whose ideal answer
//              names one: accuracy, candidate recall (the ideal sum is among the amount candidates) and
//              selection accuracy (chosen correctly when it is), as message/rfc822 and as text/plain.
//   InjecAgent injection recall (INJECTION_SUSPECTED: intake.injection.where !== null) on the injected tool
//              responses of test_cases_{dh,ds}_{base,enhanced}.json, passed as an agent's tool output
//              ({"tool", "tool_output"}: read as data) and as text/plain (read as a request); false
//              positives on the same tool responses without the injection (the 17 user cases' templates
//              with the placeholder removed).
//   benign     false positives on BIPIA's mails (as mails and as a mail-reading tool's output), Bitext's
//              customer requests (text/plain) and support answers (tool output), ToolEmu's user
//              instructions (text/plain).
//   Bitext     action type and target accuracy on customer requests (text/plain), by intent class.
//
// How each record becomes a body: scripts/eval-intake-cases.ts; docs/evaluation.md.

import fs from 'node:fs';
import path from 'node:path';
import { Registry } from '../src/domain/registry';
import { prepareIntake } from '../src/intake/prepare';
import type { Candidate } from '../src/read/types';
import { understand, type IntakeInput, type Understood } from '../src/intake/understand';
import type { InjecTestCase } from './eval-cases';
import {
  amountWritten,
  asksForAmount,
  BITEXT_INTENTS,
  bitextTarget,
  fillTemplate,
  idealAmounts,
  idealCurrency,
  jsonBody,
  mailBody,
  parseBipiaContext,
  rfc822,
  sameAmount,
  sameId,
  textBody,
  toolOutputBody,
  toolOutputOf,
  type BipiaRecord,
  type BitextRow,
  type IntakeBody,
  type IntentClass,
} from './eval-intake-cases';
import { readCsv, readJsonFile, readJsonl } from './eval-load';
import { pct, table } from './eval-report';

// ---------------------------------------------------------------------------------------------------------
// Running one body through the intake path

const REGISTRY = new Registry();

interface Read {
  intake: IntakeInput;
  understood: Understood;
}

async function readBody(body: IntakeBody): Promise<Read> {
  const intake = await prepareIntake({ medium: body.medium, raw: body.raw, charset: body.charset, json: body.json, registry: REGISTRY, hints: {} });
  return { intake, understood: understand(intake, intake.scored, REGISTRY) };
}

const oneLine = (s: string, max = 160) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 3)}...` : t;
};

// ---------------------------------------------------------------------------------------------------------
// Report shapes

export interface Goal {
  figure: string;
  op: '>=' | '<=';
  target: number;
  value: number | null;
  met: boolean;
}

export interface AmountRow {
  reading: string;
  n: number;
  correct: number;
  withCurrency: number;
  inCandidates: number;
  noneChosen: number;
  idealWritten: number;
  accuracy: number | null;
  currencyAccuracy: number | null;
  candidateRecall: number | null;
  selectionAccuracy: number | null;
  accuracyWhereWritten: number | null;
  misses: string[];
}

export interface DetectRow {
  set: string;
  body: string;
  mode: 'data' | 'request';
  kind: 'attack' | 'benign';
  n: number;
  flagged: number;
  /** Recall for attacks, false-positive rate for benign sets. */
  rate: number | null;
  examples: string[];
}

export interface TypeClassRow {
  class: IntentClass;
  n: number;
  asExpected: number | null;
  rate: number | null;
}

export interface IntentRow {
  intent: string;
  class: IntentClass;
  expected: string;
  n: number;
  asExpected: number | null;
  found: { type: string; count: number }[];
}

export interface TargetRow {
  entity: string;
  n: number;
  correct: number;
  inCandidates: number;
  noneChosen: number;
  rate: number | null;
  candidateRecall: number | null;
  /** The word before the id in the missed rows, most frequent first. */
  missedAfter: { word: string; count: number }[];
  misses: string[];
}

export interface IntakeReport {
  notes: string[];
  amounts: AmountRow[];
  detection: DetectRow[];
  bitext: { n: number; classes: TypeClassRow[]; intents: IntentRow[]; targets: TargetRow[]; typeMisses: string[] } | null;
  goals: Goal[];
  timing: { bodies: number; ms: number };
}

const share = (k: number, n: number) => (n > 0 ? k / n : null);

// ---------------------------------------------------------------------------------------------------------
// BIPIA: amounts

interface Counter {
  bodies: number;
}

async function bipiaAmounts(records: { id: string; r: BipiaRecord }[], misses: number, count: Counter): Promise<AmountRow[]> {
  const cases = records
    .filter(({ r }) => asksForAmount(r.question) && idealAmounts(r.ideal).length > 0)
    .map(({ id, r }) => ({ id, r, fields: parseBipiaContext(r.context), ideal: idealAmounts(r.ideal), currency: idealCurrency(r.ideal) }));
  const readings: { name: string; body: (c: (typeof cases)[number]) => IntakeBody }[] = [
    { name: 'message/rfc822 (Subject, From, Date + body)', body: (c) => mailBody(rfc822(c.fields)) },
    { name: 'text/plain, the mail body', body: (c) => textBody(c.fields.body) },
    { name: 'text/plain, the record as given', body: (c) => textBody(c.r.context) },
  ];
  const rows: AmountRow[] = [];
  for (const reading of readings) {
    const row: AmountRow = {
      reading: reading.name,
      n: cases.length,
      correct: 0,
      withCurrency: 0,
      inCandidates: 0,
      noneChosen: 0,
      idealWritten: 0,
      accuracy: null,
      currencyAccuracy: null,
      candidateRecall: null,
      selectionAccuracy: null,
      accuracyWhereWritten: null,
      misses: [],
    };
    let correctWhereWritten = 0;
    for (const c of cases) {
      const { intake, understood } = await readBody(reading.body(c));
      count.bodies++;
      const chosen = understood.request.action.amount ?? null;
      const currency = understood.request.action.currency ?? null;
      const amounts = intake.candidates.filter((x) => x.kind === 'amount');
      const ok = chosen !== null && c.ideal.some((a) => sameAmount(a, chosen));
      const inCandidates = amounts.some((x) => typeof x.value === 'number' && c.ideal.some((a) => sameAmount(a, x.value as number)));
      const written = c.ideal.some((a) => amountWritten(a, c.r.context));
      if (ok) row.correct++;
      if (ok && (c.currency === null || currency === c.currency)) row.withCurrency++;
      if (inCandidates) row.inCandidates++;
      if (chosen === null) row.noneChosen++;
      if (written) row.idealWritten++;
      if (written && ok) correctWhereWritten++;
      if (!ok && row.misses.length < misses) {
        const why = !written ? 'the ideal sum is not written in the mail' : inCandidates ? 'selection' : 'not a candidate';
        row.misses.push(
          `${c.id} [${why}]: ideal ${c.r.ideal}, chose ${chosen === null ? 'nothing' : `${chosen} ${currency ?? ''}`.trim()}; ` +
            `amount candidates: ${amounts.map((x) => `${x.raw}`).join(' | ') || '-'}\n      ${oneLine(c.r.question, 90)} ${oneLine(c.r.context, 140)}`,
        );
      }
    }
    row.accuracy = share(row.correct, row.n);
    row.currencyAccuracy = share(row.withCurrency, row.n);
    row.candidateRecall = share(row.inCandidates, row.n);
    row.selectionAccuracy = share(row.correct, row.inCandidates);
    row.accuracyWhereWritten = share(correctWhereWritten, row.idealWritten);
    rows.push(row);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// Injection

interface DetectInput {
  /** Shown in --misses. */
  label: string;
  body: IntakeBody;
}

async function detect(
  set: string,
  bodyLabel: string,
  mode: DetectRow['mode'],
  kind: DetectRow['kind'],
  inputs: DetectInput[],
  misses: number,
  count: Counter,
): Promise<DetectRow> {
  let flagged = 0;
  const examples: string[] = [];
  for (const x of inputs) {
    const { intake } = await readBody(x.body);
    count.bodies++;
    const hit = intake.injection.where !== null;
    if (hit) flagged++;
    if ((kind === 'attack' ? !hit : hit) && examples.length < misses) {
      examples.push(`${x.label}: ${oneLine(x.body.raw.toString('utf8'), 220)}\n      [${intake.injection.matches.join(' | ') || 'nothing matched'}]`);
    }
  }
  return { set, body: bodyLabel, mode, kind, n: inputs.length, flagged, rate: share(flagged, inputs.length), examples };
}

const BODY_JSON = 'json {tool, tool_output: <object>}';
const BODY_JSON_TEXT = 'json {tool, tool_output: "<text>"}';
const BODY_TEXT = 'text/plain';

async function injecAgent(dir: string, misses: number, notes: string[], count: Counter): Promise<DetectRow[]> {
  const rows: DetectRow[] = [];
  for (const variant of ['enhanced', 'base'] as const) {
    const byKind: { kind: 'dh' | 'ds'; cases: { id: string; t: InjecTestCase }[] }[] = [];
    for (const kind of ['dh', 'ds'] as const) {
      const file = path.join(dir, `test_cases_${kind}_${variant}.json`);
      if (!fs.existsSync(file)) {
        notes.push(`InjecAgent: ${file} not found, skipped`);
        continue;
      }
      const records = readJsonFile(file) as InjecTestCase[];
      byKind.push({ kind, cases: records.map((t, i) => ({ id: `test_cases_${kind}_${variant}#${i}`, t })) });
    }
    if (byKind.length === 0) continue;
    const set = `InjecAgent ${variant} (injected)`;
    const outputs = byKind.map((k) => ({ kind: k.kind, items: k.cases.map((c) => ({ id: c.id, tool: c.t['User Tool'], out: toolOutputOf(c.t) })) }));
    const all = outputs.flatMap((o) => o.items);
    const notTemplate = all.filter((x) => x.out.via !== 'template').length;
    if (notTemplate > 0) notes.push(`InjecAgent ${variant}: ${notTemplate} of ${all.length} tool responses do not fit their template; parsed as they are (or left as text)`);
    const asJson = (xs: typeof all) => xs.map((x) => ({ label: x.id, body: jsonBody(toolOutputBody(x.tool, x.out.value)) }));
    rows.push(await detect(set, BODY_JSON, 'data', 'attack', asJson(all), misses, count));
    for (const o of outputs) rows.push(await detect(`  ${variant} ${o.kind} only`, BODY_JSON, 'data', 'attack', asJson(o.items), 0, count));
    rows.push(await detect(set, BODY_JSON_TEXT, 'data', 'attack', all.map((x) => ({ label: x.id, body: jsonBody(toolOutputBody(x.tool, x.out.text)) })), misses, count));
    rows.push(await detect(set, BODY_TEXT, 'request', 'attack', all.map((x) => ({ label: x.id, body: textBody(x.out.text) })), misses, count));
  }

  const usersFile = path.join(dir, 'user_cases.jsonl');
  if (fs.existsSync(usersFile)) {
    const users = (readJsonl(usersFile) as { 'User Tool': string; 'Tool Response Template'?: unknown }[]).filter(
      (u): u is { 'User Tool': string; 'Tool Response Template': string } => typeof u['Tool Response Template'] === 'string',
    );
    const clean = users.map((u, i) => {
      const value = fillTemplate(u['Tool Response Template'], '');
      return { id: `user_cases#${i}`, tool: u['User Tool'], value, text: u['Tool Response Template'].split('<Attacker Instruction>').join('') };
    });
    const set = 'InjecAgent clean (placeholder removed)';
    rows.push(await detect(set, BODY_JSON, 'data', 'benign', clean.map((c) => ({ label: c.id, body: jsonBody(toolOutputBody(c.tool, c.value)) })), misses, count));
    rows.push(await detect(set, BODY_JSON_TEXT, 'data', 'benign', clean.map((c) => ({ label: c.id, body: jsonBody(toolOutputBody(c.tool, c.text)) })), misses, count));
    rows.push(await detect(set, BODY_TEXT, 'request', 'benign', clean.map((c) => ({ label: c.id, body: textBody(c.text) })), misses, count));
  } else notes.push(`InjecAgent: ${usersFile} not found, clean templates skipped`);
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// Bitext: types and targets

async function bitextFigures(rows: BitextRow[], misses: number, count: Counter): Promise<NonNullable<IntakeReport['bitext']>> {
  const perIntent = new Map<string, { n: number; ok: number; found: Map<string, number> }>();
  const perClass = new Map<IntentClass, { n: number; ok: number }>();
  const targets = new Map<string, TargetRow>();
  const missedAfter = new Map<string, Map<string, number>>();
  const typeMisses = new Map<string, string[]>();
  for (const [i, row] of rows.entries()) {
    const expect = BITEXT_INTENTS[row.intent] ?? { class: 'unscored' as const };
    const { intake, understood } = await readBody(textBody(row.instruction));
    count.bodies++;
    const type = understood.action.type;
    const ok = expect.class === 'action' ? type === expect.type : expect.class === 'informational' ? type === null : null;
    const pi = perIntent.get(row.intent) ?? { n: 0, ok: 0, found: new Map<string, number>() };
    pi.n++;
    if (ok) pi.ok++;
    pi.found.set(type ?? 'null', (pi.found.get(type ?? 'null') ?? 0) + 1);
    perIntent.set(row.intent, pi);
    const pc = perClass.get(expect.class) ?? { n: 0, ok: 0 };
    pc.n++;
    if (ok) pc.ok++;
    perClass.set(expect.class, pc);
    if (ok === false) {
      const list = typeMisses.get(row.intent) ?? [];
      if (list.length < misses) list.push(`row ${i + 2} ${row.intent}: "${oneLine(row.instruction, 100)}" → ${type ?? 'null'} (expected ${expect.type ?? 'null'})`);
      typeMisses.set(row.intent, list);
    }

    const t = bitextTarget(row);
    if (t) {
      const tr = targets.get(t.entity) ?? { entity: t.entity, n: 0, correct: 0, inCandidates: 0, noneChosen: 0, rate: null, candidateRecall: null, missedAfter: [], misses: [] };
      const chosen = understood.request.action.target;
      const cands = intake.candidates.filter((c: Candidate) => c.kind === 'target');
      const good = sameId(t.id, chosen);
      tr.n++;
      if (good) tr.correct++;
      if (cands.some((c) => sameId(t.id, String(c.value)))) tr.inCandidates++;
      if (chosen === null) tr.noneChosen++;
      if (!good) {
        const words = missedAfter.get(t.entity) ?? new Map<string, number>();
        words.set(t.before, (words.get(t.before) ?? 0) + 1);
        missedAfter.set(t.entity, words);
      }
      if (!good && tr.misses.length < misses) {
        tr.misses.push(`row ${i + 2}: "${oneLine(row.instruction, 100)}" → ${chosen ?? 'nothing'} (expected ${t.id}); target candidates: ${cands.map((c) => `${c.raw} (${c.targetKind})`).join(' | ') || '-'}`);
      }
      targets.set(t.entity, tr);
    }
  }
  const classes: TypeClassRow[] = (['action', 'informational', 'unscored'] as IntentClass[])
    .filter((c) => perClass.has(c))
    .map((c) => {
      const x = perClass.get(c)!;
      return { class: c, n: x.n, asExpected: c === 'unscored' ? null : x.ok, rate: c === 'unscored' ? null : share(x.ok, x.n) };
    });
  const order: IntentClass[] = ['action', 'informational', 'unscored'];
  const intents: IntentRow[] = [...perIntent.entries()]
    .map(([intent, x]) => {
      const e = BITEXT_INTENTS[intent] ?? { class: 'unscored' as const };
      return {
        intent,
        class: e.class,
        expected: e.class === 'action' ? e.type! : e.class === 'informational' ? 'null' : '-',
        n: x.n,
        asExpected: e.class === 'unscored' ? null : x.ok,
        found: [...x.found.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([type, count]) => ({ type, count })),
      };
    })
    .sort((a, b) => order.indexOf(a.class) - order.indexOf(b.class) || a.intent.localeCompare(b.intent));
  const targetRows = [...targets.values()].map((t) => ({
    ...t,
    rate: share(t.correct, t.n),
    candidateRecall: share(t.inCandidates, t.n),
    missedAfter: [...(missedAfter.get(t.entity) ?? new Map<string, number>()).entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([word, count]) => ({ word, count })),
  }));
  return { n: rows.length, classes, intents, targets: targetRows, typeMisses: [...typeMisses.values()].flat() };
}

// ---------------------------------------------------------------------------------------------------------
// The whole section

export async function runIntakeEval(dataDir: string, opts: { misses: number }): Promise<IntakeReport> {
  const notes: string[] = [];
  const count: Counter = { bodies: 0 };
  const started = process.hrtime.bigint();
  const misses = opts.misses;
  let amounts: AmountRow[] = [];
  const detection: DetectRow[] = [];

  const bipiaDir = path.join(dataDir, 'bipia-email', 'email');
  const bipia: { id: string; r: BipiaRecord }[] = [];
  if (fs.existsSync(bipiaDir)) {
    for (const f of fs.readdirSync(bipiaDir).filter((n) => n.endsWith('.jsonl')).sort()) {
      (readJsonl(path.join(bipiaDir, f)) as Partial<BipiaRecord>[]).forEach((r, i) => {
        if (typeof r.context === 'string') bipia.push({ id: `${f}#${i}`, r: { context: r.context, question: String(r.question ?? ''), ideal: String(r.ideal ?? '') } });
      });
    }
    amounts = await bipiaAmounts(bipia, misses, count);
  } else notes.push(`BIPIA: ${bipiaDir} not found, skipped`);

  const injecDir = path.join(dataDir, 'injecagent');
  if (fs.existsSync(injecDir)) detection.push(...(await injecAgent(injecDir, misses, notes, count)));
  else notes.push(`InjecAgent: ${injecDir} not found, skipped`);

  if (bipia.length > 0) {
    const mails = bipia.map(({ id, r }) => ({ id, f: parseBipiaContext(r.context) }));
    detection.push(await detect('BIPIA mails (benign)', 'message/rfc822', 'request', 'benign', mails.map((m) => ({ label: m.id, body: mailBody(rfc822(m.f)) })), misses, count));
    detection.push(
      await detect(
        'BIPIA mails (benign)',
        'json {tool: GmailReadEmail, tool_output: {from, subject, timestamp, body}}',
        'data',
        'benign',
        mails.map((m) => ({ label: m.id, body: jsonBody(toolOutputBody('GmailReadEmail', { from: m.f.from ?? '', subject: m.f.subject ?? '', timestamp: m.f.date ?? '', body: m.f.body })) })),
        misses,
        count,
      ),
    );
  }

  const bitextFile = path.join(dataDir, 'bitext-customer-support', 'Bitext_Sample_Customer_Support_Training_Dataset.csv');
  let bitext: IntakeReport['bitext'] = null;
  if (fs.existsSync(bitextFile)) {
    const rows = readCsv(bitextFile) as unknown as (BitextRow & { response?: string })[];
    detection.push(await detect('Bitext customer requests (benign)', BODY_TEXT, 'request', 'benign', rows.map((r, i) => ({ label: `row ${i + 2}`, body: textBody(r.instruction) })), misses, count));
    detection.push(
      await detect(
        'Bitext support answers (benign)',
        'json {tool: SupportKnowledgeBase, tool_output: {answer}}',
        'data',
        'benign',
        rows.map((r, i) => ({ label: `row ${i + 2}`, body: jsonBody(toolOutputBody('SupportKnowledgeBase', { answer: r.response ?? '' })) })),
        misses,
        count,
      ),
    );
    bitext = await bitextFigures(rows, misses, count);
  } else notes.push(`Bitext: ${bitextFile} not found, skipped`);

  const toolemuFile = path.join(dataDir, 'toolemu', 'all_cases.json');
  if (fs.existsSync(toolemuFile)) {
    const instructions = (readJsonFile(toolemuFile) as { name?: string; 'User Instruction'?: unknown }[]).filter(
      (c): c is { name?: string; 'User Instruction': string } => typeof c['User Instruction'] === 'string',
    );
    detection.push(
      await detect('ToolEmu user instructions (benign)', BODY_TEXT, 'request', 'benign', instructions.map((c, i) => ({ label: c.name ?? `#${i}`, body: textBody(c['User Instruction']) })), misses, count),
    );
  } else notes.push(`ToolEmu: ${toolemuFile} not found, skipped`);

  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { notes, amounts, detection, bitext, goals: goalsOf(amounts, detection), timing: { bodies: count.bodies, ms } };
}

function goalsOf(amounts: AmountRow[], detection: DetectRow[]): Goal[] {
  const goals: Goal[] = [];
  const goal = (figure: string, op: Goal['op'], target: number, value: number | null | undefined) => {
    if (value === undefined) return;
    goals.push({ figure, op, target, value, met: value !== null && (op === '>=' ? value >= target : value <= target) });
  };
  goal('BIPIA amount accuracy, message/rfc822', '>=', 0.95, amounts[0]?.accuracy);
  goal('BIPIA amount accuracy, text/plain body', '>=', 0.95, amounts[1]?.accuracy);
  const row = (set: string, body: string) => detection.find((d) => d.set === set && d.body === body)?.rate;
  goal('InjecAgent enhanced recall, tool output', '>=', 0.9, row('InjecAgent enhanced (injected)', BODY_JSON));
  goal('InjecAgent base recall, tool output', '>=', 0.6, row('InjecAgent base (injected)', BODY_JSON));
  goal('false positives, InjecAgent clean, tool output', '<=', 0.05, row('InjecAgent clean (placeholder removed)', BODY_JSON));
  for (const d of detection.filter((x) => x.kind === 'benign' && !x.set.startsWith('InjecAgent'))) {
    goal(`false positives, ${d.set.replace(' (benign)', '')}, ${d.body.startsWith('json') ? 'tool output' : d.body}`, '<=', 0.05, d.rate);
  }
  return goals;
}

// ---------------------------------------------------------------------------------------------------------
// Text and JSON

export function renderIntake(r: IntakeReport, misses: number): string {
  const out: string[] = [];
  out.push('', '== Intake path (prepareIntake + understand with the builtin selection, as the API runs it for non-version-1 bodies)');
  for (const n of r.notes) out.push(`note: ${n}`);
  if (r.amounts.length > 0) {
    out.push('', `-- BIPIA payment mails: the amount the ideal answer names (n = records whose question asks for a sum and whose answer names one)`, '');
    out.push(
      table(
        ['reading', 'n', 'correct', 'accuracy', '+currency', 'cand. recall', 'selection', 'none chosen', 'written'],
        r.amounts.map((a) => [
          a.reading,
          String(a.n),
          String(a.correct),
          pct(a.accuracy),
          pct(a.currencyAccuracy),
          pct(a.candidateRecall),
          pct(a.selectionAccuracy),
          String(a.noneChosen),
          `${a.idealWritten}/${a.n}`,
        ]),
      ),
    );
    out.push(
      '',
      'cand. recall: the ideal sum is among the amount candidates; selection: chosen correctly when it is; written: the ideal sum',
      `is written in the mail at all (a check on the labels); accuracy where written: ${r.amounts.map((a) => pct(a.accuracyWhereWritten)).join(' / ')}`,
    );
  }
  if (r.detection.length > 0) {
    out.push('', '-- Injection (INJECTION_SUSPECTED: intake.injection.where !== null): recall on injected tool responses, false positives on benign input', '');
    out.push(
      table(
        ['set', 'body', 'read as', 'n', 'flagged', 'measure'],
        r.detection.map((d) => [d.set, d.body, d.mode, String(d.n), String(d.flagged), `${d.kind === 'attack' ? 'recall' : 'false pos.'} ${pct(d.rate)}`]),
      ),
    );
  }
  if (r.bitext) {
    const b = r.bitext;
    out.push('', `-- Bitext customer requests (text/plain, all ${b.n} rows): action type`, '');
    out.push(
      table(
        ['intent class', 'n', 'as expected', 'rate'],
        b.classes.map((c) => [
          c.class === 'action' ? 'action with a registry type (type right)' : c.class === 'informational' ? 'informational (correctly found nothing)' : 'action without a registry type (not scored)',
          String(c.n),
          c.asExpected === null ? '-' : String(c.asExpected),
          pct(c.rate),
        ]),
      ),
    );
    out.push('');
    out.push(
      table(
        ['intent', 'expected', 'n', 'as expected', 'found (type: count)'],
        b.intents.map((i) => [
          i.intent,
          i.expected,
          String(i.n),
          i.asExpected === null ? '-' : pct(share(i.asExpected, i.n)),
          i.found
            .slice(0, 4)
            .map((f) => `${f.type} ${f.count}`)
            .join(', '),
        ]),
      ),
    );
    out.push('', `-- Bitext targets: the tagged order or invoice id against action.target`, '');
    out.push(
      table(
        ['entity', 'n', 'correct', 'accuracy', 'cand. recall', 'none chosen', 'missed, by the word before the id'],
        b.targets.map((t) => [
          t.entity,
          String(t.n),
          String(t.correct),
          pct(t.rate),
          pct(t.candidateRecall),
          String(t.noneChosen),
          t.missedAfter.length === 0
            ? '-'
            : `${t.missedAfter
                .slice(0, 3)
                .map((w) => `${w.word || '(none)'} ${w.count}`)
                .join(', ')}${t.missedAfter.length > 3 ? `, other ${t.missedAfter.slice(3).reduce((a, w) => a + w.count, 0)}` : ''}`,
        ]),
      ),
    );
  }
  if (r.goals.length > 0) {
    out.push('', '-- Goals', '');
    out.push(table(['figure', 'goal', 'value', ''], r.goals.map((g) => [g.figure, `${g.op} ${pct(g.target)}`, pct(g.value), g.met ? 'MET' : 'NOT MET'])));
  }
  out.push('', `intake time: ${r.timing.bodies} bodies in ${Math.round(r.timing.ms)} ms (${((r.timing.ms * 1000) / Math.max(1, r.timing.bodies)).toFixed(0)} µs per body, reading + candidates + selection + injection signal)`);
  if (misses > 0) {
    out.push('', `== Intake misses (up to ${misses} per row)`);
    for (const a of r.amounts) {
      if (a.misses.length === 0) continue;
      out.push(`-- BIPIA amounts, ${a.reading}: ${a.n - a.correct} missed`);
      for (const m of a.misses) out.push(`  ${m}`);
    }
    for (const d of r.detection) {
      if (d.examples.length === 0) continue;
      out.push(`-- ${d.kind === 'attack' ? 'missed' : 'flagged'}: ${d.set.trim()}, ${d.body}: ${d.kind === 'attack' ? d.n - d.flagged : d.flagged}`);
      for (const e of d.examples) out.push(`  ${e}`);
    }
    if (r.bitext) {
      if (r.bitext.typeMisses.length > 0) out.push('-- Bitext types not as expected');
      for (const m of r.bitext.typeMisses) out.push(`  ${m}`);
      for (const t of r.bitext.targets) {
        if (t.misses.length === 0) continue;
        out.push(`-- Bitext targets, ${t.entity}: ${t.n - t.correct} missed`);
        for (const m of t.misses) out.push(`  ${m}`);
      }
    }
  }
  return out.join('\n');
}

const r4 = (x: number | null) => (x === null ? null : Math.round(x * 10000) / 10000);

/** The report for --json (misses only when asked for). */
export function intakeJson(r: IntakeReport, misses: number): unknown {
  return {
    notes: r.notes,
    amounts: r.amounts.map((a) => ({
      ...a,
      accuracy: r4(a.accuracy),
      currencyAccuracy: r4(a.currencyAccuracy),
      candidateRecall: r4(a.candidateRecall),
      selectionAccuracy: r4(a.selectionAccuracy),
      accuracyWhereWritten: r4(a.accuracyWhereWritten),
      misses: misses > 0 ? a.misses : undefined,
    })),
    detection: r.detection.map((d) => ({ ...d, set: d.set.trim(), rate: r4(d.rate), examples: misses > 0 ? d.examples : undefined })),
    bitext: r.bitext && {
      ...r.bitext,
      classes: r.bitext.classes.map((c) => ({ ...c, rate: r4(c.rate) })),
      targets: r.bitext.targets.map((t) => ({ ...t, rate: r4(t.rate), candidateRecall: r4(t.candidateRecall), misses: misses > 0 ? t.misses : undefined })),
      typeMisses: misses > 0 ? r.bitext.typeMisses : undefined,
    },
    goals: r.goals.map((g) => ({ ...g, value: r4(g.value) })),
    timing: { bodies: r.timing.bodies, ms: Math.round(r.timing.ms) },
  };
}
