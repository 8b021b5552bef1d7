// ../shared/data/agent-trajectories as traces for `npm run eval`: 466 labelled trajectories (AgentHarm,
// SafeOS, Agent-SafetyBench, as converted by the DEFEND repository; see its SOURCE.txt). EVALUATION ONLY:
// the judge is never trained on them (AgentHarm's authors ask that it not be trained on).
//
// Each record has the user's request, the agent's calls as one string (`agent_actions`: Python-style calls
// joined with `&&`, or for SafeOS one shell command line) and a label for the whole trajectory. Each call
// becomes a step; every step carries the trajectory's label (the set does not say which call was the unsafe
// one), so only caught / passed per trajectory mean anything here, not "caught in time".
//
// Agent-SafetyBench's records also describe their simulated environment (`environments[].parameters`: the
// files, mails, web pages, repositories its tools act on). An agent's history would hold what each tool
// returned, so a step's output is what its environment holds under the names the call gives (a file's content
// for read_file('test.php'), the repository's issues for search_issues('YoutubeDownloader', ...)), shown to
// the later steps as the tool's output. The set records no outputs itself: a call whose arguments name nothing
// there returns nothing.

import fs from 'node:fs';
import path from 'node:path';
import { parsePythonLiteral } from '../src/toolcall/python-literal';
import { readJsonl } from './eval-load';
import { TRACE_SHAPES, type Label, type Trace, type TraceStep } from './eval-toolcall-shapes';

export const TRAJECTORIES_DIR = 'agent-trajectories';

interface TrajectoryRecord {
  request: string;
  labels: string;
  agent_actions?: string;
  environments?: Environment[];
}

interface Environment {
  name?: string;
  tools?: string[];
  parameters?: Record<string, unknown>;
}

/** Splits text at a separator found outside quotes and brackets. */
export function splitTopLevel(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(start, i));
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

const CALL = /^([A-Za-z_][\w.]*)\s*\(([\s\S]*)\)$/;
const KEYWORD = /^([A-Za-z_]\w*)\s*=(?!=)([\s\S]*)$/;

function literal(src: string): unknown {
  try {
    return parsePythonLiteral(src.trim());
  } catch {
    return src.trim();
  }
}

/** One Python-style call (`name(a, k='v')`) as a name and arguments; positional ones as arg1, arg2...; null when it is not one. */
export function parseCall(text: string): { name: string; arguments: Record<string, unknown> } | null {
  const m = CALL.exec(text.trim());
  if (!m) return null;
  const args: Record<string, unknown> = {};
  const pieces = splitTopLevel(m[2]!, ',');
  pieces.forEach((p, i) => {
    const kw = KEYWORD.exec(p);
    if (kw) args[kw[1]!] = literal(kw[2]!);
    else args[`arg${i + 1}`] = literal(p);
  });
  // One positional argument holding a JSON object (Agent-SafetyBench's calls): the object is the arguments.
  if (pieces.length === 1 && typeof args.arg1 === 'string') {
    try {
      const obj: unknown = JSON.parse(args.arg1);
      if (obj && typeof obj === 'object' && !Array.isArray(obj)) return { name: m[1]!, arguments: obj as Record<string, unknown> };
    } catch {
      // not JSON: kept as the positional argument
    }
  }
  return { name: m[1]!, arguments: args };
}

/** The calls of `agent_actions`: Python-style calls joined with `&&`, else one shell command line. */
export function callsOf(actions: string): { name: string; arguments: Record<string, unknown> }[] {
  const pieces = splitTopLevel(actions, '&&');
  const calls = pieces.map(parseCall);
  if (pieces.length > 0 && calls.every((c) => c !== null)) return calls as { name: string; arguments: Record<string, unknown> }[];
  return actions.trim() ? [{ name: 'execute_shell', arguments: { command: actions.trim() } }] : [];
}

const MAX_OUTPUT = 16_000;

/** The string values of a call's arguments, at any depth, lower-cased, and the last part of each that is a path. */
function namesIn(args: unknown, out = new Set<string>(), depth = 0): Set<string> {
  if (depth > 4) return out;
  if (typeof args === 'string' && args.trim()) {
    const v = args.trim().toLowerCase();
    out.add(v);
    // A path's last part ("./add_to_calendar.sh"), not the last word of a command ("chmod +x ./x.sh" returns no file).
    if (!/\s/.test(v)) out.add(v.split('/').pop()!);
  } else if (Array.isArray(args)) args.forEach((a) => namesIn(a, out, depth + 1));
  else if (args && typeof args === 'object') Object.values(args).forEach((a) => namesIn(a, out, depth + 1));
  return out;
}

/**
 * What the simulated environment returns for a call: the entries of its tool's environment that the call names
 * by one of their string fields (a file by its path, a repository by its name); their `content` when each has
 * one, else the entries as JSON. Undefined when the call names none.
 */
export function simulatedOutput(call: { name: string; arguments: Record<string, unknown> }, envs: readonly Environment[] = []): string | undefined {
  const names = namesIn(call.arguments);
  const named = (item: Record<string, unknown>) =>
    Object.values(item).some((v) => typeof v === 'string' && v.trim() !== '' && (names.has(v.trim().toLowerCase()) || names.has(v.trim().toLowerCase().split('/').pop()!)));
  const found: Record<string, unknown>[] = [];
  for (const env of envs) {
    if (!(env.tools ?? []).includes(call.name)) continue;
    for (const entries of Object.values(env.parameters ?? {})) {
      if (!Array.isArray(entries)) continue;
      for (const e of entries) if (e && typeof e === 'object' && !Array.isArray(e) && named(e as Record<string, unknown>)) found.push(e as Record<string, unknown>);
    }
  }
  if (found.length === 0) return undefined;
  const text = found.every((e) => typeof e.content === 'string') ? found.map((e) => e.content as string).join('\n') : JSON.stringify(found.length === 1 ? found[0] : found);
  return text.slice(0, MAX_OUTPUT);
}

/** Which benchmark a file holds: agentharm, safeos or asb. */
export const benchmarkOf = (file: string): string => file.split('__')[0]!.toLowerCase();

/** One record as a trace; null when it has no call. */
export function trajectoryTrace(r: TrajectoryRecord, id: string, shape: Trace['shape']): Trace | null {
  const label: Label = r.labels === 'unsafe' ? 'unsafe' : 'safe';
  const calls = callsOf(r.agent_actions ?? '');
  if (calls.length === 0 || !r.request) return null;
  const steps: TraceStep[] = calls.map((call) => {
    const output = simulatedOutput(call, r.environments);
    return output === undefined ? { call, label, effects: [] } : { call, label, effects: [], output };
  });
  const declared = [...new Set([...(r.environments ?? []).flatMap((e) => e.tools ?? []), ...calls.map((c) => c.name)])];
  return { id, label, shape, user_request: r.request, tools: declared.map((name) => ({ name })), steps, source: TRAJECTORIES_DIR };
}

/** The label a file's name promises (`..._benign_...` safe, `..._harmful_...` unsafe), or null when it names neither. */
export function fileLabel(file: string): Label | null {
  if (/(?:^|_)benign(?:_|\.)/i.test(file)) return 'safe';
  if (/(?:^|_)harmful(?:_|\.)/i.test(file)) return 'unsafe';
  return null;
}

/** The suffix of the extra row for a benchmark whose labels all contradict its files' names. */
export const BY_FILE_NAME = '-by-file-name';

/**
 * Every trajectory, files in name order, grouped by benchmark. Labels are read as given. A benchmark whose every
 * label is the opposite of its file's name (benign / harmful) is said so in a note, and is also given a second
 * set, `<benchmark>-by-file-name`, with each trajectory labelled by its file's name: both rows are printed.
 */
export function trajectorySets(dataDir: string, notes: string[]): { benchmark: string; traces: Trace[] }[] {
  const base = path.join(dataDir, TRAJECTORIES_DIR);
  if (!fs.existsSync(base)) {
    notes.push(`tool calls: ${TRAJECTORIES_DIR} not found under ${dataDir}, skipped`);
    return [];
  }
  const sets = new Map<string, Trace[]>();
  const byName = new Map<string, Trace[]>();
  let n = 0;
  let skipped = 0;
  const disagree = new Map<string, { n: number; of: number }>();
  for (const file of fs.readdirSync(base).filter((f) => f.endsWith('.jsonl')).sort()) {
    const promised = fileLabel(file);
    const b = benchmarkOf(file);
    (readJsonl(path.join(base, file)) as TrajectoryRecord[]).forEach((r, i) => {
      const d = disagree.get(b) ?? { n: 0, of: 0 };
      d.of++;
      if (promised !== null && (r.labels === 'unsafe' ? 'unsafe' : 'safe') !== promised) d.n++;
      disagree.set(b, d);
      const t = trajectoryTrace(r, `${TRAJECTORIES_DIR}/${file}#${i}`, TRACE_SHAPES[n++ % TRACE_SHAPES.length]!);
      if (!t) return void skipped++;
      sets.set(b, [...(sets.get(b) ?? []), t]);
      if (promised !== null) {
        const relabelled = { ...t, id: `${t.id}${BY_FILE_NAME}`, label: promised, steps: t.steps.map((s) => ({ ...s, label: promised })) };
        byName.set(b, [...(byName.get(b) ?? []), relabelled]);
      }
    });
  }
  if (skipped > 0) notes.push(`tool calls: ${skipped} ${TRAJECTORIES_DIR} records without a call left out`);
  for (const [b, d] of disagree) {
    if (d.n === 0) continue;
    const whole = d.n === d.of && byName.has(b);
    notes.push(
      `tool calls: ${TRAJECTORIES_DIR}/${b}: ${d.n} of ${d.of} labels are the opposite of their file's name (benign / harmful); the row reads the labels as given` +
        (whole ? `, and the row ${b}${BY_FILE_NAME} reads each file's name instead` : ''),
    );
    if (whole) sets.set(`${b}${BY_FILE_NAME}`, byName.get(b)!);
  }
  return [...sets.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([benchmark, traces]) => ({ benchmark, traces }));
}
