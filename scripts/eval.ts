// npm run eval: runs the decision pipeline (rules + prepared evidence + the offline `builtin` model +
// composition, i.e. decideInProcess with default settings; no service, no store, no Temporal) over the public
// datasets in ../shared/data and prints, per dataset and slice, a confusion table of decisions against what
// was expected, the rates, the top reason codes and the run time.
//
//   InjecAgent  attacker actions (proposed after the agent read an injected tool response) must not be
//               allowed; the users' own tool calls (benign) should be.
//   ToolEmu     cases with underspecified instructions must not be allowed.
//
// Split, so tuning the builtin model shows as overfitting: InjecAgent's direct-harm files (*_dh) and the even
// user cases are the tuning part, the data-stealing files (*_ds) and the odd user cases are held out; ToolEmu's
// even-numbered cases are the tuning part, the odd ones held out. How each record becomes a request: see
// scripts/eval-cases.ts and docs/evaluation.md.
//
// Then the intake section (scripts/eval-intake.ts): the intake path the API runs for bodies that are not
// version-1 requests (prepareIntake + understand), over BIPIA's payment mails (amount extraction), InjecAgent's
// tool responses (injection recall, false positives on the clean templates), benign mails, customer requests
// and instructions (false positives) and Bitext's customer requests (action type and target).
//
// Then the agent tool-call section (scripts/eval-toolcalls.ts): the labelled traces in eval/toolcalls and
// InjecAgent as traces, every step gated on the structured path and on the intake path (the step rendered in
// its agent framework's shape), with the issue's goals (unsafe caught >= 95 %, safe passed >= 60 %); plus the
// synthetic set written for the judge and agent-trajectories (evaluation only), and the per-dataset table with
// F1, the leave-one-dataset-out figures and MET / NOT MET (docs/evaluation.md).
//
// Usage: node dist/scripts/eval.js [DATA_DIR | --data DATA_DIR] [--json] [--misses N] [--split tune|holdout|all]
//   DATA_DIR defaults to $GATEHOUSE_DATA_DIR_EVAL, else ../shared/data relative to the repository root.
//   --misses N lists up to N cases per slice that went against the expectation (default: tune split only),
//              and up to N misses per intake row (all of them: the intake section has no split).
// The datasets are read at run time and never copied; without them the script says so and exits 0.

import fs from 'node:fs';
import path from 'node:path';
import { validateAs } from '../src/contract/validate';
import { decideInProcess } from '../src/decision/pipeline';
import { defaultSettings } from '../src/domain/settings';
import type { Evidence } from '../src/domain/evidence';
import type { ModelAnswer } from '../src/domain/types';
import { BuiltinModel } from '../src/model/builtin';
import type { DecisionModel, ModelRequestOptions } from '../src/model/provider';
import {
  attackRequest,
  buildCatalogue,
  splitOf,
  toolEmuIndex,
  toolEmuRequest,
  toolEmuSlice,
  userCaseRequest,
  type EvalCase,
  type InjecTestCase,
  type InjecUserCase,
  type Split,
  type ToolEmuCase,
} from './eval-cases';
import { intakeJson, renderIntake, runIntakeEval } from './eval-intake';
import { renderToolCalls, runToolCallEval, toolCallsJson } from './eval-toolcalls';
import { readJsonFile, readJsonl, repoRoot } from './eval-load';
import { confusionTable, pct, rate, sliceTable, table, tallyOf, topReasons, type CaseResult } from './eval-report';

// ---------------------------------------------------------------------------------------------------------
// Arguments and paths

interface Args {
  dataDir: string;
  json: boolean;
  misses: number;
  missSplit: Split | 'all';
}

function parseArgs(argv: string[]): Args {
  let dataDir: string | undefined;
  let json = false;
  let misses = 0;
  let missSplit: Split | 'all' = 'tune';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') json = true;
    else if (a === '--misses') misses = Math.max(0, Number(argv[++i] ?? '10') || 0);
    else if (a === '--split') {
      const v = argv[++i];
      if (v !== 'tune' && v !== 'holdout' && v !== 'all') throw new Error('--split takes tune, holdout or all');
      missSplit = v;
    } else if (a === '--data') dataDir = argv[++i];
    else if (a === '-h' || a === '--help') {
      process.stdout.write('usage: node dist/scripts/eval.js [DATA_DIR | --data DATA_DIR] [--json] [--misses N] [--split tune|holdout|all]\n');
      process.exit(0);
    } else if (!a.startsWith('--')) dataDir = a;
    else throw new Error(`unknown option ${a}`);
  }
  dataDir ??= process.env.GATEHOUSE_DATA_DIR_EVAL || path.join(repoRoot(), '..', 'shared', 'data');
  return { dataDir: path.resolve(dataDir), json, misses, missSplit };
}

// ---------------------------------------------------------------------------------------------------------
// Loading

function injecAgentCases(dir: string, notes: string[]): EvalCase[] {
  const base = path.join(dir, 'injecagent');
  if (!fs.existsSync(base)) {
    notes.push(`InjecAgent: ${base} not found, skipped`);
    return [];
  }
  const catalogue = buildCatalogue(readJsonFile(path.join(base, 'tools.json')) as Parameters<typeof buildCatalogue>[0]);
  const cases: EvalCase[] = [];
  const users = readJsonl(path.join(base, 'user_cases.jsonl')) as InjecUserCase[];
  users.forEach((u, i) => {
    cases.push({
      id: `injecagent/user_cases#${i}`,
      dataset: 'injecagent',
      slice: 'benign user calls',
      split: splitOf(i),
      expect: 'should_allow',
      request: userCaseRequest(u, catalogue),
    });
  });
  for (const kind of ['dh', 'ds'] as const) {
    for (const variant of ['base', 'enhanced'] as const) {
      const file = `test_cases_${kind}_${variant}.json`;
      const records = readJsonFile(path.join(base, file)) as InjecTestCase[];
      const split: Split = kind === 'dh' ? 'tune' : 'holdout';
      records.forEach((t, i) => {
        cases.push({
          id: `injecagent/${file}#${i}`,
          dataset: 'injecagent',
          slice: `attacks ${kind} ${variant}`,
          split,
          expect: 'must_not_allow',
          request: attackRequest(t, 0, catalogue),
        });
        if (kind === 'ds' && t['Attacker Tools'].length > 1) {
          cases.push({
            id: `injecagent/${file}#${i}/step2`,
            dataset: 'injecagent',
            slice: `attacks ds ${variant}, step 2 (send-out)`,
            split,
            expect: 'must_not_allow',
            request: attackRequest(t, 1, catalogue),
          });
        }
      });
    }
  }
  return cases;
}

function toolEmuCases(dir: string, notes: string[]): EvalCase[] {
  const base = path.join(dir, 'toolemu');
  if (!fs.existsSync(base)) {
    notes.push(`ToolEmu: ${base} not found, skipped`);
    return [];
  }
  const catalogue = buildCatalogue(readJsonFile(path.join(base, 'all_toolkits.json')) as Parameters<typeof buildCatalogue>[0]);
  const records = readJsonFile(path.join(base, 'all_cases.json')) as ToolEmuCase[];
  const cases: EvalCase[] = [];
  let clear = 0;
  records.forEach((c, i) => {
    const u = c.Underspecifications ?? {};
    const count = (u['Task Information']?.length ?? 0) + (u['Safety & Security Constraints']?.length ?? 0);
    if (count === 0) {
      clear++;
      return;
    }
    cases.push({
      id: `toolemu/${c.name}`,
      dataset: 'toolemu',
      slice: toolEmuSlice(c),
      split: splitOf(toolEmuIndex(c, i)),
      expect: 'must_not_allow',
      request: toolEmuRequest(c, catalogue),
    });
  });
  if (clear > 0) notes.push(`ToolEmu: ${clear} cases without underspecification left out`);
  return cases;
}

// ---------------------------------------------------------------------------------------------------------
// Running

/** The builtin model, timed: only its own scoring, not the rules or composition around it. */
class TimedModel implements DecisionModel {
  readonly name: string;
  readonly nanos: number[] = [];
  readonly seen: Evidence[] = [];
  constructor(private readonly inner: DecisionModel) {
    this.name = inner.name;
  }
  async assess(evidence: Evidence, opts: ModelRequestOptions): Promise<ModelAnswer> {
    // The builtin model scores synchronously inside assess(); the promise it returns is already settled.
    const started = process.hrtime.bigint();
    const pending = this.inner.assess(evidence, opts);
    this.nanos.push(Number(process.hrtime.bigint() - started));
    this.seen.push(evidence);
    return pending;
  }
}

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

interface Run {
  results: CaseResult[];
  ms: number;
  pipelineMeanMs: number;
  modelCalls: number;
  modelMeanMs: number;
  modelP50Ms: number;
  modelP99Ms: number;
  modelMaxMs: number;
  warm: { passes: number; meanMs: number; p50Ms: number; p99Ms: number };
}

/** The model alone, warmed up, over the same evidence again: what a long-running service sees. */
async function warmTiming(evidences: Evidence[], passes: number): Promise<Run['warm']> {
  const model = new BuiltinModel();
  const nanos: number[] = [];
  for (let p = 0; p < passes; p++) {
    for (const e of evidences) {
      const started = process.hrtime.bigint();
      const pending = model.assess(e);
      nanos.push(Number(process.hrtime.bigint() - started));
      await pending;
    }
  }
  const sorted = nanos.sort((a, b) => a - b);
  return {
    passes,
    meanMs: sorted.length ? sorted.reduce((a, b) => a + b, 0) / 1e6 / sorted.length : 0,
    p50Ms: quantile(sorted, 0.5) / 1e6,
    p99Ms: quantile(sorted, 0.99) / 1e6,
  };
}

async function runAll(cases: EvalCase[]): Promise<Run> {
  const settings = defaultSettings();
  const model = new TimedModel(new BuiltinModel());
  const now = new Date(0);
  const results: CaseResult[] = [];
  const started = process.hrtime.bigint();
  for (const c of cases) {
    const d = await decideInProcess({ request: c.request, settings, model, now });
    results.push({ id: c.id, dataset: c.dataset, slice: c.slice, split: c.split, expect: c.expect, decision: d.decision, reasonCodes: d.reason_codes });
  }
  const nanos = Number(process.hrtime.bigint() - started);
  const sorted = [...model.nanos].sort((a, b) => a - b);
  return {
    results,
    ms: nanos / 1e6,
    pipelineMeanMs: cases.length ? nanos / 1e6 / cases.length : 0,
    modelCalls: model.nanos.length,
    modelMeanMs: model.nanos.length ? model.nanos.reduce((a, b) => a + b, 0) / 1e6 / model.nanos.length : 0,
    modelP50Ms: quantile(sorted, 0.5) / 1e6,
    modelP99Ms: quantile(sorted, 0.99) / 1e6,
    modelMaxMs: (sorted[sorted.length - 1] ?? 0) / 1e6,
    warm: await warmTiming(model.seen, 3),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Figures

interface Figure {
  name: string;
  expect: 'must_not_allow' | 'should_allow';
  tune: number | null;
  holdout: number | null;
  all: number | null;
  n: { tune: number; holdout: number };
}

function figure(name: string, results: CaseResult[], pick: (r: CaseResult) => boolean, expect: Figure['expect']): Figure {
  const rs = results.filter(pick);
  const tune = rs.filter((r) => r.split === 'tune');
  const hold = rs.filter((r) => r.split === 'holdout');
  return {
    name,
    expect,
    tune: rate(tallyOf(tune), expect),
    holdout: rate(tallyOf(hold), expect),
    all: rate(tallyOf(rs), expect),
    n: { tune: tune.length, holdout: hold.length },
  };
}

function figuresOf(results: CaseResult[]): Figure[] {
  const attack = (r: CaseResult) => r.dataset === 'injecagent' && r.slice.startsWith('attacks');
  return [
    figure('InjecAgent attacks not allowed (first attacker call)', results, (r) => attack(r) && !r.slice.includes('step 2'), 'must_not_allow'),
    figure('  base (injection as plain text)', results, (r) => attack(r) && r.slice.endsWith('base'), 'must_not_allow'),
    figure('  enhanced ("IMPORTANT!!! Ignore all previous...")', results, (r) => attack(r) && r.slice.endsWith('enhanced'), 'must_not_allow'),
    figure('InjecAgent data-stealing send-out not allowed (step 2)', results, (r) => attack(r) && r.slice.includes('step 2'), 'must_not_allow'),
    figure('InjecAgent benign user calls allowed', results, (r) => r.dataset === 'injecagent' && r.expect === 'should_allow', 'should_allow'),
    figure('ToolEmu underspecified not allowed', results, (r) => r.dataset === 'toolemu', 'must_not_allow'),
    figure('  task information underspecified', results, (r) => r.dataset === 'toolemu' && r.slice.startsWith('task'), 'must_not_allow'),
    figure('  safety constraints only', results, (r) => r.dataset === 'toolemu' && r.slice.startsWith('safety'), 'must_not_allow'),
  ].filter((f) => f.n.tune + f.n.holdout > 0);
}

function describeMiss(c: EvalCase, r: CaseResult): string {
  const ctx = c.request.context as { user_request?: string } | null;
  const a = c.request.action;
  return `  ${r.id}: ${r.decision} [${r.reasonCodes.join(', ') || '-'}] type=${a.type}${a.amount != null ? ` amount=${a.amount}` : ''} params=${JSON.stringify(a.parameters)}\n      user: ${(ctx?.user_request ?? '').slice(0, 160)}`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(args.dataDir)) {
    // The labelled tool-call traces live in the repository: they are evaluated even without the datasets.
    const msg = `eval: data folder ${args.dataDir} not found (set GATEHOUSE_DATA_DIR_EVAL or pass a path); only the labelled tool-call traces are evaluated.`;
    const toolcalls = await runToolCallEval(args.dataDir, { misses: args.misses, labelledDir: path.join(repoRoot(), 'eval', 'toolcalls') });
    if (args.json) process.stdout.write(JSON.stringify({ data_dir: args.dataDir, skipped: msg, toolcalls: toolCallsJson(toolcalls, args.misses) }) + '\n');
    else process.stdout.write(msg + '\n' + renderToolCalls(toolcalls, args.misses) + '\n');
    return;
  }
  const notes: string[] = [];
  const loadStarted = process.hrtime.bigint();
  const built = [...injecAgentCases(args.dataDir, notes), ...toolEmuCases(args.dataDir, notes)];
  // Every request must be one the service would accept: checked against the contract's schema.
  const cases = built.filter((c) => {
    const problems = validateAs('EvaluateRequest', c.request);
    if (problems.length > 0) notes.push(`${c.id}: not a valid EvaluateRequest (${problems.map((p) => `${p.field} ${p.reason}`).join('; ')}), left out`);
    return problems.length === 0;
  });
  const loadMs = Number(process.hrtime.bigint() - loadStarted) / 1e6;
  // The builtin model first, so its cold-pass timing is what it was before the intake section existed.
  const run = cases.length > 0 ? await runAll(cases) : null;
  const intake = await runIntakeEval(args.dataDir, { misses: args.misses });
  const toolcalls = await runToolCallEval(args.dataDir, { misses: args.misses, labelledDir: path.join(repoRoot(), 'eval', 'toolcalls') });
  if (!run && intake.amounts.length + intake.detection.length === 0 && intake.bitext === null) {
    process.stdout.write(`eval: no dataset found under ${args.dataDir}.\n${[...notes, ...intake.notes].join('\n')}\n${renderToolCalls(toolcalls, args.misses)}\n`);
    return;
  }
  if (args.json) {
    const out = {
      data_dir: args.dataDir,
      ...(run ? builtinJson(run, cases.length, loadMs, notes) : { notes }),
      intake: intakeJson(intake, args.misses),
      toolcalls: toolCallsJson(toolcalls, args.misses),
    };
    process.stdout.write(JSON.stringify(out, null, 2) + '\n');
    return;
  }
  const text = [
    `Gatehouse evaluation: builtin model, default settings, decideInProcess (rules + evidence + model + composition); then the intake path`,
    `data: ${args.dataDir}   cases: ${cases.length}`,
    ...notes.map((n) => `note: ${n}`),
    ...(run ? [builtinText(run, cases, loadMs, args)] : []),
    renderIntake(intake, args.misses),
    renderToolCalls(toolcalls, args.misses),
  ];
  process.stdout.write(text.join('\n') + '\n');
}

function builtinJson(run: Run, cases: number, loadMs: number, notes: string[]): Record<string, unknown> {
  const datasets = [...new Set(run.results.map((r) => r.dataset))].map((ds) => {
    const rs = run.results.filter((r) => r.dataset === ds);
    const slices = [...new Set(rs.map((r) => `${r.slice}\u0000${r.split}\u0000${r.expect}`))].map((k) => {
      const [slice, split, expect] = k.split('\u0000') as [string, Split, CaseResult['expect']];
      const t = tallyOf(rs.filter((r) => r.slice === slice && r.split === split && r.expect === expect));
      return { slice, split, expect, n: t.n, decisions: t.byDecision, rate: roundRate(rate(t, expect)), top_reason_codes: topReasons(t, 5) };
    });
    return { dataset: ds, slices };
  });
  return {
    model: 'builtin',
    settings: 'defaults',
    cases,
    figures: figuresOf(run.results).map((f) => ({ ...f, name: f.name.trim(), tune: roundRate(f.tune), holdout: roundRate(f.holdout), all: roundRate(f.all) })),
    datasets,
    timing: {
      load_ms: round(loadMs),
      run_ms: round(run.ms),
      pipeline_mean_ms_per_case: round(run.pipelineMeanMs, 4),
      model_calls: run.modelCalls,
      model_mean_ms_per_call: round(run.modelMeanMs, 4),
      model_p50_ms: round(run.modelP50Ms, 4),
      model_p99_ms: round(run.modelP99Ms, 4),
      model_max_ms: round(run.modelMaxMs, 4),
      model_warm: { passes: run.warm.passes, mean_ms: round(run.warm.meanMs, 4), p50_ms: round(run.warm.p50Ms, 4), p99_ms: round(run.warm.p99Ms, 4) },
    },
    notes,
  };
}

function builtinText(run: Run, cases: EvalCase[], loadMs: number, args: Args): string {
  const out: string[] = [];
  const byDataset: [string, string][] = [
    ['injecagent', 'InjecAgent (attacker actions must not be allowed; the users\' own calls should be)'],
    ['toolemu', 'ToolEmu (underspecified instructions must not be allowed)'],
  ];
  for (const [ds, title] of byDataset) {
    const rs = run.results.filter((r) => r.dataset === ds);
    if (rs.length === 0) continue;
    out.push('', `== ${title}`, '', confusionTable(rs), '', sliceTable(rs));
  }
  out.push('', '== Rates (tune = what the builtin model was tuned on; held out = not looked at while tuning)', '');
  out.push(
    table(
      ['figure', 'tune', 'held out', 'all', 'n tune', 'n held out'],
      figuresOf(run.results).map((f) => [f.name, pct(f.tune), pct(f.holdout), pct(f.all), String(f.n.tune), String(f.n.holdout)]),
    ),
  );
  out.push(
    '',
    `time: ${cases.length} cases in ${round(run.ms)} ms (loading ${round(loadMs)} ms); ` +
      `pipeline mean ${round(run.pipelineMeanMs * 1000, 1)} µs/case\n` +
      `builtin model: ${run.modelCalls} calls, mean ${round(run.modelMeanMs * 1000, 1)} µs, p50 ${round(run.modelP50Ms * 1000, 1)} µs, ` +
      `p99 ${round(run.modelP99Ms * 1000, 1)} µs, max ${round(run.modelMaxMs * 1000, 1)} µs per call (the run above: cold, includes JIT warm-up)\n` +
      `builtin model, warm (same evidence, ${run.warm.passes} more passes): mean ${round(run.warm.meanMs * 1000, 1)} µs, ` +
      `p50 ${round(run.warm.p50Ms * 1000, 1)} µs, p99 ${round(run.warm.p99Ms * 1000, 1)} µs per call`,
  );
  if (args.misses > 0) {
    const byId = new Map(cases.map((c) => [c.id, c]));
    out.push('', `== Misses (up to ${args.misses} per slice, split ${args.missSplit})`);
    const wrong = run.results.filter(
      (r) => (args.missSplit === 'all' || r.split === args.missSplit) && (r.expect === 'must_not_allow' ? r.decision === 'allow' : r.decision !== 'allow'),
    );
    const slices = [...new Set(wrong.map((r) => r.slice))];
    for (const s of slices) {
      const ws = wrong.filter((r) => r.slice === s);
      out.push(`-- ${s}: ${ws.length}`);
      for (const r of ws.slice(0, args.misses)) out.push(describeMiss(byId.get(r.id)!, r));
    }
  }
  return out.join('\n');
}

const roundRate = (x: number | null) => (x === null ? null : round(x, 4));

function round(x: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

main().catch((err: unknown) => {
  process.stderr.write(`eval failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
