// What a call runs or puts online, read where the conversation showed it: a script or page the agent read
// earlier (its content in a tool's output) and now runs, deploys, publishes or installs. The call's own
// arguments name only the file ("php test.php", deploy_website("mainpage.html")); the harm is in the file.
// Also code in an argument that runs what a web request sends (a web shell), whatever the file.
//
// Only what is malicious on its face counts: the deny-level shell facts (a wipe of the root or a disk, a
// fork bomb, a download run, a reverse shell) and web shells. A build script's `rm -rf "$OUT"/*` is the
// ordinary content of scripts people ask to run, and is left alone here.
// Every pattern is linear: bounded gaps, no nested quantifiers; texts are within walk.ts's limits.

import type { EffectClass, RiskFact } from '../types';
import { fact } from './codes';
import { decodedBase64 } from './harm';
import { shellFacts } from './shell';
import { escapeRegExp, wordsOf, type Leaf, type Turn } from './walk';

// ---- Web shells: code that runs what a web request sends

const PHP_INPUT = String.raw`\$_(?:GET|POST|REQUEST|COOKIE|FILES|SERVER\s*\[\s*['"]HTTP_)`;
const PHP_RUN = String.raw`(?<![A-Za-z_$>])(?:eval|assert|system|exec|shell_exec|passthru|popen|proc_open|pcntl_exec|create_function)\s*\(`;
const WEB_SHELLS: RegExp[] = [
  // eval($_POST['x']), system(base64_decode($_GET['c'])), `$_GET[c]`
  new RegExp(String.raw`${PHP_RUN}[^;\n]{0,200}?${PHP_INPUT}|\x60[^\x60\n]{0,100}?${PHP_INPUT}`, 'i'),
  // Python web frameworks: os.system(request.args['cmd']), subprocess.run(request.form.get('c'), shell=True), eval(request.data)
  /\b(?:os\.(?:system|popen)|subprocess\.\w+|eval|exec)\s*\([^\n]{0,200}?\brequest\.(?:args|form|values|data|json|get_json|get_data|GET|POST|body)\b/,
  // Node: exec(req.query.cmd), eval(req.body.code)
  /\b(?:exec|execSync|spawn|spawnSync|execFile|eval)\s*\([^\n]{0,200}?\breq\.(?:query|body|params)\b/,
  // Java servlets and JSP, classic ASP
  /Runtime\.getRuntime\(\)\.exec\s*\([^\n]{0,200}?request\.getParameter\s*\(/i,
  /\b(?:eval|execute|executeglobal)\s*\(?\s*request(?:\.form|\.querystring)?\s*\(/i,
];
// A variable that takes a request's input, then runs: $cmd = $_REQUEST['-cmd']; ... shell_exec($cmd)
const PHP_TAKES = new RegExp(String.raw`\$(\w{1,40})\s*=\s*[^;\n]{0,100}?${PHP_INPUT}`, 'gi');
const PHP_RUN_VAR = new RegExp(String.raw`${PHP_RUN}[^;\n]{0,100}?\$(\w{1,40})\b`, 'gi');

const SEARCHES = /\b(?:grep|egrep|fgrep|zgrep|rg|ag|ack|findstr|Select-String|yara|semgrep)\b/i;

/** Whether code runs what a web request sends it (a web shell or a command-injection backdoor). */
export function isWebShell(text: string): boolean {
  if (!/\$_|request|req\./i.test(text)) return false;
  // A line that searches for such code (grep 'eval($_POST' uploads/) is a scan, not the code.
  const code = SEARCHES.test(text) ? text.split('\n').filter((line) => !SEARCHES.test(line)).join('\n') : text;
  if (WEB_SHELLS.some((re) => re.test(code))) return true;
  if (!/\$_/.test(code)) return false;
  const taken = new Set([...code.matchAll(PHP_TAKES)].slice(0, 50).map((m) => m[1]!.toLowerCase()));
  if (taken.size === 0) return false;
  return [...code.matchAll(PHP_RUN_VAR)].slice(0, 50).some((m) => taken.has(m[1]!.toLowerCase()));
}

// ---- Which files a call runs or puts online

// A script after an interpreter, or a path run directly (./x.sh, /opt/x/run.sh), at the start of a command.
const STAGE = String.raw`(?:^|[;&|\n(]\s*|\bsudo\s+|\bnohup\s+|\btime\s+)`;
const INTERPRETED = new RegExp(
  String.raw`${STAGE}(?:(?:ba|z|k|da)?sh|python\d?(?:\.\d+)?|php|perl|ruby|node|deno|bun|pwsh|powershell|source|\.)\s+(?:-[\w-]+\s+){0,4}["']?([\w~./-]{1,200}\.[A-Za-z0-9]{1,6})["']?`,
  'gm',
);
const DIRECT = new RegExp(String.raw`${STAGE}["']?((?:\.{1,2}|~)\/[\w~./-]{1,200}|\/[\w~./-]{0,200}\.[A-Za-z0-9]{1,6})(?=["'\s;&|)]|$)`, 'gm');
// A tool that runs, deploys or publishes what it is given: its file-name arguments are what it runs.
const RUNS = new Set('run runs execute exec launch start deploy publish install host serve source'.split(' '));
const FILE_NAME = /^(?:[\w~.-]{0,200}\/)?[\w~-][\w~.-]{0,120}\.[A-Za-z0-9]{1,6}$/;

const QUERY_KEY = /^(?:q|query|search|pattern|regex|keywords?|term|text_to_find)$/;
const DOCUMENT = /^[\w~./-]{0,200}\.(?:md|markdown|txt|rst|adoc|pdf|docx?|odt|rtf|tex|ipynb)$/i;

/** A task that asks for code to be hidden from a reader or a scanner. */
const HIDE_IT = /\b(?:obfuscat\w*|encod(?:e|ing)|encrypt(?:s|ing)?|pack(?:s|ing)?|minif\w*|uglif\w*|hide|hiding|disguis\w*|undetectable|evade|evading)\b/i;

/** The last part of a path. */
const baseOf = (p: string): string => p.replace(/^["']|["']$/g, '').split('/').pop() ?? p;

/** Keys naming the folder a command runs in. */
const WHERE_KEY = /^(?:cwd|dir|directory|working_?dir(?:ectory)?|workdir|folder|root|location)$/i;

/** The files a call runs, deploys or publishes, each with the argument that names it. */
export function filesRun(name: string, leaves: Leaf[], effects: EffectClass[]): { file: string; at: string }[] {
  const out: { file: string; at: string }[] = [];
  const runner = wordsOf(name).some((w) => RUNS.has(w)) || effects.includes('code_execution');
  for (const l of leaves) {
    if (out.length >= 10) break;
    // (A folder the command runs in, `cwd`, is not what it runs.)
    if (WHERE_KEY.test(l.key)) continue;
    const v = l.value.slice(0, 4000);
    if (runner && FILE_NAME.test(v.trim())) out.push({ file: baseOf(v.trim()), at: l.path });
    for (const re of [INTERPRETED, DIRECT]) {
      for (const m of v.matchAll(re)) {
        const base = baseOf(m[1]!);
        if (base && base !== '.' && base !== '..' && /[\w-]/.test(base)) out.push({ file: base, at: l.path });
        if (out.length >= 10) break;
      }
    }
  }
  return out.filter((f, i) => out.findIndex((o) => o.file === f.file) === i);
}

/**
 * What the conversation showed of a file: the outputs of tools whose call named it (a read, a cat, a grep of
 * it), the most recent first, at most three.
 */
export function shownContent(file: string, turns: Turn[]): string[] {
  const named = new RegExp(String.raw`(?<![\w.-])${escapeRegExp(file)}(?![\w-]|\.\w)`);
  const out: string[] = [];
  for (let i = turns.length - 1; i > 0 && out.length < 3; i--) {
    const t = turns[i]!;
    const before = turns[i - 1]!;
    if (t.role === 'tool' && before.role === 'assistant' && named.test(before.text.slice(0, 4000))) out.push(t.text);
  }
  return out;
}

/**
 * HARMFUL_MALWARE for a call that runs, deploys or publishes a file whose content, shown earlier in the
 * conversation, is a web shell, or rewrites it for a task that asks to hide it (obfuscate, encode, pack); the
 * deny-level shell fact (SHELL_DESTRUCTIVE, SHELL_REVERSE_SHELL, SHELL_DOWNLOAD_EXECUTE) for one whose content
 * runs such a command; HARMFUL_MALWARE for a changing call whose own arguments carry a web shell.
 */
export function ranContentFacts(name: string, leaves: Leaf[], turns: Turn[], effects: EffectClass[], readOnly: boolean, task: string): RiskFact[] {
  const out: RiskFact[] = [];
  if (!readOnly) {
    // Not a search for one (a grep's pattern, a query), nor one quoted in notes or a document.
    const texts = leaves.filter((l) => l.value.length >= 12 && !QUERY_KEY.test(l.key));
    const shell = texts.find((l) => isWebShell(l.value) || decodedBase64([l.value]).some(isWebShell));
    if (shell && !leaves.some((l) => DOCUMENT.test(l.value.trim()))) {
      out.push(fact('HARMFUL_MALWARE', 'writes or sends a web shell (code that runs what a web request sends)', shell.path));
    }
  }
  if (!turns.some((t) => t.role === 'tool')) return out;
  // A web shell rewritten to hide it: "implement obfuscation for test.php" after test.php was shown to be one.
  if (!readOnly && HIDE_IT.test(task.slice(0, 20_000))) {
    for (const l of leaves) {
      const v = l.value.trim();
      if (!FILE_NAME.test(v) || !shownContent(baseOf(v), turns).some(isWebShell)) continue;
      out.push(fact('HARMFUL_MALWARE', `obfuscates or hides ${baseOf(v)}, which an earlier tool output shows to be a web shell`, l.path));
      return out;
    }
  }
  for (const { file, at } of filesRun(name, leaves, effects)) {
    for (const content of shownContent(file, turns)) {
      if (isWebShell(content)) {
        out.push(fact('HARMFUL_MALWARE', `runs or puts online ${file}, which an earlier tool output shows to be a web shell`, at));
        return out;
      }
      const severe = shellFacts(content, at, true).find((f) => f.effect === 'deny');
      if (severe) {
        out.push({ ...severe, detail: `runs ${file}, whose content an earlier tool output shows: ${severe.detail ?? severe.code}` });
        return out;
      }
    }
  }
  return out;
}
