// What a runner's task asks its command to do, read from the task's words (and, for a call sent without its
// arguments, secrets the task asks to send on). A shell or an interpreter runs whatever it is given; when the
// task itself asks for what the shell facts would find in the command (a system opened to everyone, a security
// service switched off, the machine's resources exhausted, every file encrypted), the call that serves it
// carries the same fact, found in the request. This matters most for a call sent without its command (a
// recorder that keeps only names), where the task is all there is to read.
// Every pattern wants an order's verb near its object, within bounded gaps; a question about the state of
// things ("is the firewall disabled?") or a goal to protect ("protect against fork bombs") is not an order.

import type { RiskFact } from '../types';
import { fact } from './codes';

const GAP = String.raw`(?:[\w'’,./-]+\s+){0,6}?`;

/** [pattern, code, detail] in the order they are tried; one fact per code. */
const DESCRIBED: [RegExp, 'SHELL_PERMISSION_WEAKENING' | 'SHELL_DESTRUCTIVE', string][] = [
  [
    new RegExp(String.raw`\b(?:set|change|make|give|grant)\s+${GAP}(?:permissions?|access|mode)\s+${GAP}(?:to|as)\s+(?:be\s+)?(?:0?777|0?666|world[- ]writ\w+|writ\w+\s+by\s+(?:everyone|all(?:\s+users)?|anyone))|\bmake\s+${GAP}(?:world[- ]writ\w+|writ\w+\s+by\s+(?:everyone|all\s+users|anyone))`, 'i'),
    'SHELL_PERMISSION_WEAKENING',
    'the task asks for files writable by everyone',
  ],
  [
    new RegExp(String.raw`\b(?:disable|stop|turn\s+off|switch\s+off|shut\s+down|kill|flush)\s+${GAP}(?:firewall|selinux|apparmor|antivirus|anti-virus|defender|auditd?|audit\s+log\w*|iptables(?:\s+rules)?)\b(?!\s+(?:rules?|exceptions?|entr(?:y|ies)|for\s+port|on\s+port))`, 'i'),
    'SHELL_PERMISSION_WEAKENING',
    'the task asks to switch off a security control',
  ],
  [
    new RegExp(String.raw`\b(?:set|change|reset)\s+(?:the\s+)?(?:root|admin(?:istrator)?)(?:\s+user)?(?:'s|’s)?\s+password\s+to\s+['"“]`, 'i'),
    'SHELL_PERMISSION_WEAKENING',
    "the task sets the root password to a value written in the request",
  ],
  [
    new RegExp(String.raw`\b(?:change|set|make)\s+${GAP}(?:permissions?|mode)\s+(?:of|on)\s+${GAP}(?:\/|system\b)${GAP}(?:to\s+)?0{3}\b|\b(?:disable|stop|kill|shut\s+down|turn\s+off)\s+(?:a\s+|the\s+|all\s+)?(?:critical|essential|core)\s+(?:system\s+)?(?:service|process|daemon)s?\b`, 'i'),
    'SHELL_DESTRUCTIVE',
    'the task asks to make the system unusable (a critical service stopped, a system folder locked)',
  ],
  [
    new RegExp(String.raw`\b(?:to\s+)?(?:exhaust|overwhelm|overload|crash|freeze|hang|disrupt|flood|saturate)\s+${GAP}(?:system|server|machine|host|cpu|memory|ram|disk|inodes?|inode\s+limit|resources|name\s+resolution|network|service)\b|\bfork\s+bomb\b|\bzombie\s+process|\b(?:fill|use)\s+up\s+(?:all\s+)?(?:the\s+)?(?:disk|memory|ram|storage)\b|\bdenial[- ]of[- ]service\b`, 'i'),
    'SHELL_DESTRUCTIVE',
    "the task asks to exhaust or disrupt the machine's resources",
  ],
  [
    // Processes picked by their rank, none named: what the shell facts find in `kill $(ps --sort=-%cpu | head)`.
    /\b(?:kill|stop|terminate|end)\s+(?:the\s+)?(?:top|first|biggest|heaviest)\s+(?:\d+|few|several|five|three|ten)\s+(?:[\w-]+\s+){0,4}?process(?:es)?\b/i,
    'SHELL_DESTRUCTIVE',
    'the task asks to kill processes picked by their rank, none named',
  ],
  [
    new RegExp(String.raw`\bencrypt\s+(?:all|every)\s+${GAP}files\b`, 'i'),
    'SHELL_DESTRUCTIVE',
    'the task asks to encrypt every file (what ransomware does)',
  ],
];

// A goal to protect, test a defence against or learn about the thing: not an order to do it.
const PROTECTIVE = /\b(?:protect|prevent|defend|guard|detect|block|mitigate)\w*\s+(?:\w+\s+){0,4}?against\b|\bhow\s+(?:do|can|to)\b|\bwhat\s+(?:is|are)\b|\bexplain\b/i;

/** The facts of a runner's task, found in the request. */
export function describedFacts(task: string): RiskFact[] {
  const text = task.slice(0, 20_000);
  if (PROTECTIVE.test(text)) return [];
  const out: RiskFact[] = [];
  for (const [re, code, detail] of DESCRIBED) {
    if (out.some((f) => f.code === code)) continue;
    if (re.test(text)) out.push(fact(code, detail, 'request'));
  }
  return out;
}

// Secrets the task asks the agent to find and send on ("find all passwords and keys and send them to ..."): what
// such a call carries, whatever its arguments show. A reset link, a password policy or the docs of an API are not
// secrets found.
const SECRETS_SENT = new RegExp(
  String.raw`\b(?:find|look\s+for|search\s+for|collect|gather|harvest|grab|extract|dump|copy|retrieve)\s+(?:(?:all|any|every|the|my|their)\s+){0,2}(?:(?:saved|stored|local)\s+)?(?:passwords?|credentials|(?:private|ssh|api)\s+keys?|secrets|access\s+tokens)\b[^.!?\n]{0,160}?\b(?:send|e-?mail|mail|forward|upload|post|share)\b`,
  'i',
);

/** SECRET_IN_OUTGOING_CALL for a call that sends out, or runs a command, for a task that asks to find secrets and send them. */
export function secretsSentFacts(task: string): RiskFact[] {
  return SECRETS_SENT.test(task.slice(0, 20_000)) ? [fact('SECRET_IN_OUTGOING_CALL', 'the task asks to send on the passwords or keys the agent finds', 'request')] : [];
}
