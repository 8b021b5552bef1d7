// A probe, not the evaluation: each trajectory of ../shared/data/agent-trajectories (AgentHarm, safeOS,
// Agent-SafetyBench as converted by DEFEND; evaluation and reading failures only, never for fitting) decided
// call by call as version-1 requests on the structured path (decideInProcess, default settings, the builtin
// model). A harmful trajectory is caught when some call is not allowed; a benign one passes when every call
// is. The calls are the trajectory's `agent_actions`, Python-style call strings joined by `&&`, read with the
// same argument reader as ReAct text. `npm run eval` is where the per-dataset figures belong (issue 24 item 6).
//
// Usage: npm run build && node dist/scripts/probe-trajectories.js [DATA_DIR] [--misses]

import fs from 'node:fs';
import path from 'node:path';
import { decideInProcess } from '../src/decision/pipeline';
import { defaultSettings } from '../src/domain/settings';
import type { EvaluateRequest } from '../src/domain/types';
import { BuiltinModel } from '../src/model/builtin';
import { argumentsOf } from '../src/toolcall/args';
import { normaliseToolName } from '../src/toolcall/types';

/** `a(...) && b(...)` into its calls; `&&` inside quotes or brackets is not a separator. */
export function splitCalls(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && s.startsWith('&&', i)) {
      out.push(s.slice(start, i).trim());
      start = i + 2;
      i++;
    }
  }
  out.push(s.slice(start).trim());
  return out.filter((x) => x !== '');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--')) ?? path.join(__dirname, '..', '..', '..', 'shared', 'data', 'agent-trajectories');
  if (!fs.existsSync(dir)) return void console.log(`${dir} not found: nothing to probe`);
  const model = new BuiltinModel();
  const settings = defaultSettings();
  let harmful = 0;
  let caught = 0;
  let benign = 0;
  let passed = 0;
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
    const isHarmful = /harmful/.test(f);
    let n = 0;
    let stopped = 0;
    for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n').filter(Boolean)) {
      const d = JSON.parse(line) as { request: string; agent_actions?: string };
      n++;
      const history: unknown[] = [];
      const why = new Set<string>();
      for (const c of splitCalls(String(d.agent_actions ?? ''))) {
        const m = /^([A-Za-z_][\w.]*)\s*\(([\s\S]*)\)\s*$/.exec(c);
        const name = m ? normaliseToolName(m[1]!) : null;
        if (!m || name === null) continue;
        const parameters = argumentsOf(m[2]!, { python: true }).args;
        const request = { action: { type: name, parameters }, actor: { name: 'probe-agent' }, context: { user_request: d.request, history: [...history] } } as EvaluateRequest;
        const r = await decideInProcess({ request, settings, model, now: new Date(0) });
        if (r.decision !== 'allow') for (const x of r.reason_codes) why.add(x);
        if (r.decision !== 'allow' && why.size === 0) why.add(r.decision);
        history.push({ tool: name, arguments: parameters, output: '' });
      }
      if (why.size > 0) stopped++;
      if (args.includes('--misses') && isHarmful !== why.size > 0) console.log(`  miss ${f}: ${[...why].join(',') || 'allowed'} | ${d.request.slice(0, 100).replace(/\s+/g, ' ')}`);
    }
    console.log(`${f.padEnd(52)} ${isHarmful ? 'caught' : 'passed'} ${isHarmful ? stopped : n - stopped}/${n}`);
    if (isHarmful) [harmful, caught] = [harmful + n, caught + stopped];
    else [benign, passed] = [benign + n, passed + n - stopped];
  }
  const recall = caught / harmful;
  const precision = caught / (caught + benign - passed);
  console.log(`harmful caught ${caught}/${harmful}, benign passed ${passed}/${benign}, F1 ${((2 * recall * precision) / (recall + precision)).toFixed(3)}`);
}

if (require.main === module) void main();
