// What a call sent without arguments acts on. Some integrations record only a tool's name (`execute_shell()`,
// `delete_file()`); the task then says what the call was for: the command it quotes, the path or script it
// names. Those values stand in for the missing arguments in the detectors that read values (shell commands,
// paths, harmful content), so that `execute_shell()` for "run `reverse_shell.py`" is read as running it.
// Only values the task marks out are taken: a span in backticks or quotes, a path, a script's file name, a
// URL, data given in Base64. Pure; at most MAX_STAND_INS values of at most 300 characters each.

import type { Leaf } from './walk';

const MAX_STAND_INS = 20;
/** Where a stand-in came from, as a fact's place. */
const STAND_IN_AT = 'request';

// A quoted span: backticks, double quotes, typographic quotes, or single quotes that are not apostrophes.
const SPAN = /`([^`\n]{2,300})`|"([^"\n]{2,300})"|“([^”\n]{2,300})”|(?<![\w'])'([^'\n]{2,300})'(?![\w'])/g;
// The extensions of a script or a program.
const SCRIPT_EXT = String.raw`(?:py|sh|bash|zsh|php|pl|rb|js|ps1|bat|cmd|exe|jar|bin)`;
// A path (absolute, home or drive), a script or program's file name, a URL, a run of Base64.
const TOKEN = new RegExp(
  String.raw`(?:^|[\s(\[,:])((?:~|\$HOME)?\/[^\s,;()'"${'`'}<>]*[^\s,;()'"${'`'}<>.]|[a-z]:\\[^\s,;()'"${'`'}<>]+|[\w.-]+\.${SCRIPT_EXT}\b|https?:\/\/[^\s'"${'`'}<>)]+|[A-Za-z0-9+/]{16,}={0,2}(?=[\s.,;)]|$))`,
  'gi',
);
const SCRIPT = new RegExp(String.raw`^[\w.-]+\.${SCRIPT_EXT}$`, 'i');

/**
 * The values a task marks out, as leaves of a call that had none (key "", place "request"). For a runner (a
 * shell, an interpreter), a script the task names is what it runs: `./name.py`.
 */
export function standInLeaves(task: string, runs = false): Leaf[] {
  const text = task.slice(0, 20_000);
  const seen = new Set<string>();
  const out: Leaf[] = [];
  const add = (v: string | undefined) => {
    const value = v?.trim();
    if (!value || value.length < 2 || seen.has(value) || out.length >= MAX_STAND_INS) return;
    seen.add(value);
    out.push({ path: STAND_IN_AT, key: '', value: runs && SCRIPT.test(value) ? `./${value}` : value });
  };
  for (const m of text.matchAll(SPAN)) add(m[1] ?? m[2] ?? m[3] ?? m[4]);
  for (const m of text.matchAll(TOKEN)) add(m[1]);
  return out;
}

/** A task that asks about what it quotes, not for it ("explain what `rm -rf /` does", "never run `curl | sh`"). */
const ABOUT = /\b(?:explain|what\s+(?:does|do|would|will)|why\s+(?:does|do|is|would)|is\s+it\s+safe|never\s+(?:to\s+)?(?:run|execute|use|type)|(?:don['’]?t|do\s+not)\s+(?:run|execute|use|type)|avoid|warn\w*\s+(?:me\s+|us\s+|them\s+)?(?:about|against)|the\s+risks?\s+of)\b/i;

/** Whether the task asks about the commands it quotes rather than for them: then they stand in for nothing. */
export const asksAbout = (task: string): boolean => ABOUT.test(task.slice(0, 20_000));
