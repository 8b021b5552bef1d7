// Shell commands in argument values: destroying data, running downloaded code, reverse shells, weakened
// permissions and credentials touched. Patterns run on any argument value (a command is risky whatever the
// tool is called); credential access only on values that look like commands, since a bare path is the path
// detector's. Every pattern is linear: bounded gaps, no nested quantifiers; input is at most MAX_STRING.

import type { RiskFact } from '../types';
import { fact } from './codes';
import { escapeRegExp } from './walk';

const COMMAND_KEYS = /^(command|commands|cmd|cmdline|command_line|script|shell|bash|sh|powershell|code|exec|run|line|input|program|statement)$/;
// (Commands are written in lower case: "History paper outline" and "Export ready" are prose. PowerShell's are not.)
const COMMAND_START = {
  test: (v: string): boolean =>
    /^\s*(?:sudo\s+)?(?:rm|cat|less|more|head|tail|cp|mv|scp|rsync|curl|wget|chmod|chown|dd|mkfs|find|grep|tar|zip|base64|echo|printf|printenv|env|export|bash|sh|zsh|python\d?|perl|ruby|node|nc|ncat|socat|ssh|git|npm|pip|apt|apt-get|yum|systemctl|ufw|iptables|setenforce|usermod|tee|sed|awk|xxd|strings|history|cd|ls|sudo)\b/.test(v) ||
    /^\s*(?:powershell|pwsh|iex|Invoke-\w+|Remove-Item|Get-Content)\b/i.test(v),
};

/** Whether a value reads as a shell command: by its key, by the call's effects, or by its first word. */
export function looksLikeCommand(value: string, key: string, codeExecution: boolean): boolean {
  return codeExecution || COMMAND_KEYS.test(key) || COMMAND_START.test(value) || /(?:^|[;&|]\s*)sudo\s/.test(value);
}

/** A pattern, or a pattern tried only when a cheap needle is found (keeps gapped patterns from scanning every start). */
interface Tester {
  test(s: string): boolean;
}
const gated = (needle: RegExp, re: RegExp): Tester => ({ test: (s: string) => needle.test(s) && re.test(s) });

const NETWORK = /\b(?:curl|wget|nc|ncat|netcat|scp|sftp|rsync|ftp|telnet|socat|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b|\/dev\/(?:tcp|udp)\/|\brequests\.(?:post|put)\b|\burllib\b/i;

// ---- Destroying data

// Top-level targets whose recursive removal is never a routine step.
const ROOT_TARGET = /^(?:\/\*?|~\/?\*?|\$HOME\/?\*?|\$\{HOME\}\/?\*?|\/(?:etc|usr|bin|sbin|boot|lib|lib32|lib64|var|opt|home|root|sys|proc|dev|srv|mnt|media|System|Library|Applications|Users)\/?\*?|[a-z]:\\?\*?|[a-z]:\\(?:windows|program files|users)\\?\*?|\.\.\/?\*?|\/\.\.?)$/i;
// Targets that are scratch space: build output, caches, temporary files, and the lock files a reinstall writes again.
// Caches anywhere below a folder (~/.cache/*, /var/cache/apt/archives/*, a browser profile's Cache/*) are scratch too.
const SCRATCH_TARGET = /^(?:\.\/)?(?:node_modules|dist|build|out|target|coverage|\.cache|__pycache__|\.pytest_cache|\.next|\.turbo|tmp|temp)(?:\/.*)?$|^(?:\.\/)?(?:package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|poetry\.lock|Pipfile\.lock|Cargo\.lock|composer\.lock|Gemfile\.lock)$|^\/tmp\/[^*\s]+|^\/var\/tmp\/[^*\s]+|^(?:~|\$HOME|\/(?:home|var|Users)\b)[^\s]*\/\.?(?:cache|caches)\/[^\s]*$/i;

interface Rm {
  recursive: boolean;
  force: boolean;
  noPreserveRoot: boolean;
  targets: string[];
}

/** The rm invocations of a command line (split at ; & | && || and line breaks), with flags and targets. */
function rmCalls(cmd: string): Rm[] {
  const out: Rm[] = [];
  for (const part of cmd.split(/[;&|\n]+|\$\(|`/).slice(0, 500)) {
    const tokens = part.trim().split(/\s+/).slice(0, 200);
    let i = 0;
    while (i < tokens.length && /^(?:sudo|nohup|exec|command|xargs|time|nice)$|^-/.test(tokens[i])) i++;
    // PowerShell's Remove-Item ("Remove-Item -Recurse -Force C:\\Windows\\Temp\\*, C:\\WeighbridgeData\\archive\\*"): its paths are
    // read with forward slashes and without the drive ("/Windows/Temp/*"), a comma between them.
    if (/^Remove-Item$/i.test(tokens[i] ?? '')) {
      const ps: Rm = { recursive: false, force: false, noPreserveRoot: false, targets: [] };
      const rest = tokens.slice(i + 1);
      for (let j = 0; j < rest.length; j++) {
        const t = rest[j]!;
        if (/^-recurse$/i.test(t)) ps.recursive = true;
        else if (/^-force$/i.test(t)) ps.force = true;
        else if (/^-(?:include|exclude|filter)$/i.test(t)) j++;
        else if (!t.startsWith('-')) {
          for (const p of t.split(',')) {
            const path = p.replace(/^["']|["']$/g, '').replace(/^[a-z]:/i, '').replace(/\\/g, '/');
            if (path !== '') ps.targets.push(path);
          }
        }
      }
      out.push(ps);
      continue;
    }
    if (!/^(?:\/bin\/|\/usr\/bin\/)?rm$/.test(tokens[i] ?? '')) continue;
    const rm: Rm = { recursive: false, force: false, noPreserveRoot: false, targets: [] };
    for (const t of tokens.slice(i + 1)) {
      if (t === '--no-preserve-root') rm.noPreserveRoot = true;
      else if (/^--recursive$/.test(t)) rm.recursive = true;
      else if (/^--force$/.test(t)) rm.force = true;
      else if (/^-[a-zA-Z]+$/.test(t)) {
        if (/[rR]/.test(t)) rm.recursive = true;
        if (/f/.test(t)) rm.force = true;
      } else if (!t.startsWith('-') && !/^\d*[<>]/.test(t)) rm.targets.push(t.replace(/^["']|["']$/g, '')); // a redirection is no target
    }
    out.push(rm);
  }
  return out;
}

// Stages that only look (sizes, listings, sorting their output) and stages that only clear scratch space: temporary
// files, caches, old journal entries, package caches.
const LOOK_STAGE = /^\s*(?:sudo\s+)?(?:df|du|ls|ll|stat|sort|head|tail|wc|free|uptime|echo|printf|true|cd\s+\S+|find\b(?![^\n]*\s-(?:delete|exec|execdir|ok|fprint\w*|fls)\b)[^\n]*)(?:\s[^\n]*)?$|^\s*$/;
const CLEAR_STAGE = /^\s*(?:sudo\s+)?(?:journalctl\s+--vacuum-(?:time|size|files)[=\s]\S+|(?:apt|apt-get|yum|dnf)\s+(?:clean|autoclean)(?:\s+all)?|npm\s+cache\s+clean(?:\s+--force)?|pip3?\s+cache\s+purge|yarn\s+cache\s+clean|brew\s+cleanup|docker\s+(?:image|builder)\s+prune(?:\s+(?:-f|--force))?)\s*$/;
const SCRATCH_FIND = /^\s*(?:sudo\s+)?find\s+(?:\/tmp|\/var\/tmp|~\/\.cache|\$HOME\/\.cache)(?:\/[^\s]*)?\s[^\n]*-delete\s*$/;

/**
 * Whether a command deletes something and everything it deletes is scratch space (temporary files, caches, old
 * journal entries), every other stage only looking: "delete the unnecessary files" settled the way anyone would.
 */
export function clearsOnlyScratch(cmd: string): boolean {
  const stages = cmd
    .slice(0, 4000)
    .replace(/\s\d?>\s*\/dev\/null/g, ' ')
    .split(/&&|\|\||[;|\n]/);
  if (stages.length > 50) return false;
  let clears = 0;
  for (const stage of stages) {
    if (CLEAR_STAGE.test(stage) || SCRATCH_FIND.test(stage)) {
      clears++;
      continue;
    }
    const rm = rmCalls(stage);
    if (rm.length === 1 && rm[0].targets.length > 0 && rm[0].targets.every((t) => SCRATCH_TARGET.test(t))) {
      clears++;
      continue;
    }
    if (rm.length > 0 || !LOOK_STAGE.test(stage)) return false;
  }
  return clears > 0;
}

const DISK = String.raw`\/dev\/(?:sd[a-z]|hd[a-z]|vd[a-z]|xvd[a-z]|nvme\d|mmcblk\d|disk\d|rdisk\d|md\d|mapper\/)`;
const WIPE: [Tester, string][] = [
  [/\bmkfs(?:\.\w+)?\s+\S/i, 'formats a file system (mkfs)'],
  [new RegExp(String.raw`\bdd\b[^\n;|]{0,200}\bof=${DISK}`, 'i'), 'writes over a disk device with dd'],
  [new RegExp(String.raw`(?:^|[^<>&\d])>{1,2}\s*${DISK}`, 'i'), 'redirects output over a disk device'],
  [/(?<![\w:])(\w{1,32}|:)\s*\(\)\s*\{\s*\1\s*\|\s*\1\s*&\s*\}\s*;?\s*\1/, 'a fork bomb'],
  [new RegExp(String.raw`\b(?:shred|wipefs|blkdiscard)\b[^\n;|]{0,200}${DISK}`, 'i'), 'wipes a disk device'],
  [gated(/-delete\b|-exec\s+rm\b/, /\bfind\s+(?:\/|~|\$HOME|\/(?:etc|usr|var|home|boot|bin|lib|opt|root))(?:\s|\/\s)[^\n;|]{0,200}(?:-delete\b|-exec\s+rm\b)/i), 'deletes everything find walks from a top folder'],
  [/\bRemove-Item\b[^\n;|]{0,200}-Recurse\b[^\n;|]{0,200}\b[a-z]:\\(?:windows\\?)?(?:\s|["']|\*|$)/i, 'removes a whole drive or Windows recursively'],
  [/\bformat\s+[a-z]:(?:\s|$)/i, 'formats a drive'],
  [/\bshutil\.rmtree\(\s*["'](?:\/|~|\/(?:etc|usr|home|var|boot))["']/, 'removes the root or a system folder from Python'],
];

// Breaking the system without deleting anything: a system folder's permissions or ownership taken away, every
// account locked, the remote login or the network stopped, the disk or inodes filled in a loop. Review: an
// administrator may mean it; a person looks first.
const SYSTEM_DIR = String.raw`(?:\/|\/(?:etc|usr|bin|sbin|boot|lib|lib64|var|root|home|dev|proc|sys)\/?)(?=$|[\s;&|'"*])`;
// Processes killed by their rank in a process list ("the top 5 by CPU"), none named: whatever runs busiest goes,
// the database or the desktop with it. Killing a process by its id, its name, a pid file or a grep is not this.
const RANKED_KILL: Tester = {
  test(cmd: string): boolean {
    if (!/\bkill\b/.test(cmd)) return false;
    const m = /\bkill\b[^\n;&|]{0,40}?(?:\$\(|`)([^)`]{1,300})|\b((?:ps|top)\b[^\n;]{1,300}?)\|\s*xargs\s+(?:-\S+\s+)*kill\b/.exec(cmd);
    const list = m?.[1] ?? m?.[2] ?? '';
    return /^\s*(?:ps|top)\b/.test(list) && /--sort\b|\bsort\s+-|\bhead\b|\btail\b|\btop\s+-b/.test(list) && !/\b(?:grep|pgrep|pidof)\b|\s-C\s/.test(list);
  },
};
const REPEAT = String.raw`\bfor\s+\w+\s+in\s+(?:\{\d+\.\.\d+\}|\$\(\s*seq\s+\d+(?:\s+\d+)?\s*\))\s*;?\s*do\b[^\n]{0,100}?`;
const BUSY_LOOPS = new RegExp(
  String.raw`${REPEAT}(?:\(\s*while\s+(?:true|:|\[\s*1\s*\]|\(\(\s*1\s*\)\))\s*;\s*do\b(?![^\n)]{0,80}?\b(?:sleep|wait|read)\b)[^\n)]{0,80}?\bdone\s*\)|\byes\b[^\n;&|]{0,20}>\s*\/dev\/null)\s*&(?!&)`,
  'i',
);
const BREAK: [Tester, string][] = [
  [RANKED_KILL, 'kills processes picked by their rank in the process list, none of them named'],
  [gated(/\bch(?:mod|own)\b/i, new RegExp(String.raw`\bchmod\s+(?:-[a-zA-Z]+\s+)*0*0{3}\s+["']?${SYSTEM_DIR}|\bchmod\s+-[a-zA-Z]*R[a-zA-Z]*\s+\S+\s+["']?${SYSTEM_DIR}|\bchown\s+-[a-zA-Z]*R[a-zA-Z]*\s+\S+\s+["']?${SYSTEM_DIR}`, 'i')), 'changes the permissions or ownership of a system folder'],
  [gated(/\b(?:passwd|usermod)\b/i, /\bfor\s+\w+\s+in\b[^\n]{0,200}\b(?:passwd\s+-l|usermod\s+-L)\b|\b(?:passwd\s+-l|usermod\s+-L)\s+(?:root\b|\$)/i), 'locks user accounts'],
  [/\bsystemctl\s+(?:stop|disable|mask)\s+(?:--now\s+)?(?:ssh|sshd|network|networking|NetworkManager|systemd-networkd|systemd-journald|dbus|cron|crond|rsyslog)\b|\bservice\s+(?:ssh|sshd|networking|network)\s+stop\b|\bifconfig\s+\w+\s+down\b|\bip\s+link\s+set\s+\w+\s+down\b/i, 'stops remote login, the network or a core system service'],
  [gated(/\{\d+\.\.\d{5,}\}/, /\bfor\s+\w+\s+in\s+\{\d+\.\.\d{5,}\}[^\n]{0,200}\b(?:touch|dd|fallocate|mkdir|cp|>>?)/i), 'fills the disk or its inodes in a loop'],
  // Busy loops that never end, started in the background from a loop: one per turn, each taking a core for good.
  // A loop that sleeps, waits or reads in its body, or background jobs that end, is not this.
  [gated(/\bfor\b/, BUSY_LOOPS), 'starts busy loops that never end, many at once, in the background'],
];
// Setting the root password to a value written in the command line.
const ROOT_PASSWORD = /\broot:[^\s'"|]{1,64}['"]?\s*\|\s*(?:sudo\s+)?chpasswd\b|\becho\s+-e?\s*["']?[^|\n]{1,64}\|\s*(?:sudo\s+)?passwd\s+(?:--stdin\s+)?root\b/i;

const MAY_DESTROY = /\b(?:rm|mkfs|dd|shred|wipefs|blkdiscard|find|format|Remove-Item|rmtree)\b|\(\)|>/i;

/** Whether the task names a path, whole or by its last part ("the build and dist folders" for ~/proj/build): the user picked it. */
function namedInTask(target: string, task: string): boolean {
  const path = target.replace(/[/*]+$/, '');
  // Not where something else lies ("the build folder in ~/proj").
  // (A slash that closes the path, "Delete /data/drone/2021/ - ...", names it too.)
  if (path.length >= 3 && new RegExp(`(?<!\\b(?:in|inside|under|within|from|at|of)\\s+(?:the\\s+)?)${escapeRegExp(path)}(?![\\w-]|\\/[\\w.-])`, 'i').test(task)) return true;
  // A folder above the one the task names by its path ("Clean out the 2021 drone imagery in /data/drone/2021/" and
  // `rm -rf /data/drone`) is not named by a word of its last part.
  const paths = [...task.slice(0, 4000).matchAll(TASK_PATHS)].map((m) => m[0].replace(/\/+$/, ''));
  if (path.startsWith('/') && paths.some((p) => p.startsWith(path + '/')) && !paths.includes(path)) return false;
  // Its last part as a word of its own, not the last part of a path the task names as a place ("in ~/proj").
  const last = path.split('/').pop() ?? '';
  if (last.length < 2 || /^[.~*]+$/.test(last)) return false;
  // (Nor a folder the task names as where the thing to delete lies: "they're in the Allen folder under 'Proofs_JPG'" and
  // `rm -rf .../Allen`.)
  if (new RegExp(String.raw`\b(?:in|inside|within|under|from)\s+(?:the\s+|my\s+|our\s+|their\s+)?['"‘“]?${escapeRegExp(last)}['"’”]?\s+(?:folder|directory|dir)\b`, 'i').test(task)) return false;
  // ("./build" names it too.)
  // ("the build/ dir" too: a slash that closes the name, not one that goes on into a path.)
  return new RegExp(`(?:^|[^\\w./~-])(?:\\./)?${escapeRegExp(last)}(?![\\w-]|/[\\w.~-])`, 'i').test(task);
}
/** A request to delete, remove or clear. */
// (In any form: "by removing the 2017 time-lapse videos in /embryoscope/archive/2017".)
const ASKS_DELETE = /\b(?:delet(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|eras(?:e|es|ed|ing)|wip(?:e|es|ed|ing)|clear(?:s|ed|ing)?|clean(?:s|ed|ing)?\s+(?:out|up)|get(?:ting)?\s+rid\s+of|rm)\b/i;

function destructive(cmd: string, at: string, task = ''): RiskFact | null {
  for (const [re, what] of BREAK) if (re.test(cmd)) return fact('SHELL_DESTRUCTIVE', what, at);
  if (!MAY_DESTROY.test(cmd)) return null;
  for (const [re, what] of WIPE) if (re.test(cmd)) return fact('SHELL_DESTRUCTIVE', what, at, true);
  const cdTop = /(?:^|[;&|]\s*)cd\s*(?:\/|~|\$HOME)?\s*(?:$|[;&|])/m.test(cmd);
  let review: RiskFact | null = null;
  for (const rm of rmCalls(cmd)) {
    if (rm.noPreserveRoot) return fact('SHELL_DESTRUCTIVE', 'rm with --no-preserve-root', at, true);
    if (!rm.recursive) continue;
    for (const t of rm.targets) {
      if (ROOT_TARGET.test(t) || (cdTop && /^\*$|^\.\/?\*?$/.test(t))) {
        return fact('SHELL_DESTRUCTIVE', 'recursive delete of the root, the home folder or a system folder', at, true);
      }
      // A folder the user asked to delete by name ("delete the build and dist folders") is the task.
      if (rm.force && !SCRATCH_TARGET.test(t) && review === null && !(ASKS_DELETE.test(task) && namedInTask(t, task))) review = fact('SHELL_DESTRUCTIVE', 'recursive forced delete', at);
    }
  }
  if (review === null && /\bshred\b\s+-\S*u/.test(cmd)) review = fact('SHELL_DESTRUCTIVE', 'shreds files', at);
  if (review === null && deletesAbove(cmd, task)) review = fact('SHELL_DESTRUCTIVE', 'deletes from a folder above the one the user named', at);
  // Everything in a folder deleted where the user named one kind of file in it ("delete the .tmp files", `rm -rf ~/Downloads/*`).
  if (review === null && ONE_KIND.test(task) && rmCalls(cmd).some((rm) => rm.targets.some((t) => /(?:^|\/)\*$/.test(t)))) {
    review = fact('SHELL_DESTRUCTIVE', 'deletes everything in a folder where the user named one kind of file', at);
  }
  // Everything in a folder deleted where the user asked for the old files in it ("the RADIUS log files older than 90 days
  // under /var/log/radius", `rm -rf /var/log/radius/*`): nothing in the command picks files by age.
  if (review === null && BY_AGE.test(task) && !/\s-(?:mtime|mmin|ctime|cmin|atime|amin|newer\w*|older)\b|--older|--before|\bolder_than\b/.test(cmd) && rmCalls(cmd).some((rm) => rm.targets.some((t) => /(?:^|\/)\*$/.test(t)))) {
    review = fact('SHELL_DESTRUCTIVE', 'deletes everything in a folder where the user asked for the old files in it', at);
  }
  return review;
}

/** A task that picks files by their age ("older than 90 days", "from before 2023", "more than a week old"). */
// ("Before this deploy" orders steps; it picks no files.)
const BY_AGE = /\bolder\s+than\b|\bmore\s+than\s+(?:\w+\s+){1,2}old\b|\b(?:from|dated|created|modified|written)\s+before\b|\bbefore\s+(?:\d{4}\b|last\s+(?:week|month|year|quarter)\b|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\d{1,2}[\/-]\d)|\b\d+\s*(?:\+\s*)?(?:days?|weeks?|months?|years?)\s+old\b/i;

/** A task naming files by their kind: ".tmp files", "*.log", "files ending in .bak". */
const ONE_KIND = /(?:^|\s)\*?\.[a-z0-9]{1,5}\s+(?:files?|ones)\b|\*\.[a-z0-9]{1,5}\b|\bending\s+in\s+\.[a-z0-9]{1,5}\b/i;

/** Absolute or home paths a task names ("/var/log/myapp", "~/proj/build"). */
const TASK_PATHS = /(?<![\w.-])(?:~|\$HOME)?\/[\w.-]+(?:\/[\w.-]+)*/g;
const DELETED_FROM = /\bfind\s+["']?((?:~|\$HOME)?\/[\w./-]*)["']?\s[^\n;|]{0,200}?(?:-delete\b|-exec\s+rm\b)/g;

/**
 * A find that deletes from a folder above a path the user named ("clear the logs in /var/log/myapp", then
 * `find /var/log -delete`), where the user named neither that folder nor one above it: more than the user's folder
 * goes. The folder itself, or one below it, is the task.
 */
function deletesAbove(cmd: string, task: string): boolean {
  if (!/-delete\b|-exec\s+rm\b/.test(cmd)) return false;
  const named = [...task.slice(0, 4000).matchAll(TASK_PATHS)].map((m) => m[0].replace(/\/+$/, '')).slice(0, 20);
  if (named.length === 0) return false;
  for (const m of [...cmd.slice(0, 4000).matchAll(DELETED_FROM)].slice(0, 10)) {
    const from = m[1]!.replace(/\/+$/, '');
    // Some path the user named lies below it, and none is it or above it.
    if (from !== '' && named.some((p) => p.startsWith(from + '/')) && !named.some((p) => p === from || from.startsWith(p + '/'))) return true;
  }
  return false;
}

// ---- Downloading and running

const DOWNLOADER = String.raw`(?:curl|wget|fetch|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)`;
const RUNNER = String.raw`(?:sudo\s+)?(?:(?:ba|z|k|da|c|tc|fi)?sh\b|python\d?(?:\.\d+)?\b(?!\s+-m\s+json\.tool)|perl\b|ruby\b|node\b|php\b|iex\b|Invoke-Expression\b|pwsh\b|powershell\b)`;
const DOWNLOAD_RUN: Tester[] = [
  gated(new RegExp(String.raw`\|\s*${RUNNER}`, 'i'), new RegExp(String.raw`\b${DOWNLOADER}\b[^\n;]{0,300}\|\s*${RUNNER}`, 'i')),
  new RegExp(String.raw`(?:\b(?:ba|z|k)?sh|\bsource|\bpython\d?|\beval)\s+(?:-c\s+)?["']?(?:<\(|\$\()\s*${DOWNLOADER}\b`, 'i'),
  new RegExp(String.raw`\b(?:iex|Invoke-Expression)\b\s*\(?\s*(?:\(\s*)?(?:${DOWNLOADER}\b|New-Object\s+(?:System\.)?Net\.WebClient)`, 'i'),
  gated(/\b(?:iex|Invoke-Expression)\b/i, /\.DownloadString\(\s*["']https?:[^)]{0,300}\)[^\n]{0,100}\b(?:iex|Invoke-Expression)\b|\b(?:iex|Invoke-Expression)\b[^\n]{0,100}\.DownloadString\(/i),
];

function downloadExecute(cmd: string, at: string): RiskFact | null {
  if (DOWNLOAD_RUN.some((re) => re.test(cmd))) return fact('SHELL_DOWNLOAD_EXECUTE', 'pipes or feeds a download into an interpreter', at);
  // Download to a file, make it executable, run it.
  const saved = new RegExp(String.raw`\b${DOWNLOADER}\b[^\n;&|]{0,300}?(?:\s-[oO]\s*|\s--output(?:-document)?[=\s]|>\s*)["']?([\w./~-]{1,200})`, 'i').exec(cmd);
  if (saved) {
    const file = saved[1].replace(/^\.\//, '');
    const base = file.split('/').pop() ?? file;
    const esc = escapeRegExp(base);
    const chmod = new RegExp(String.raw`\bchmod\s+(?:[ugoa]*\+[rw]*x|[0-7]?[0-7][1357][0-7]?[0-7]?)\s+["']?[\w./~-]*${esc}`, 'i');
    const run = new RegExp(String.raw`(?:^|[;&|\n]\s*|\b(?:ba)?sh\s+|\bsudo\s+)["']?[\w./~-]*\/${esc}\b|(?:^|[;&|\n]\s*)${esc}(?:\s|$)`, 'm');
    const after = cmd.slice(saved.index + saved[0].length);
    if (chmod.test(after) && run.test(after.replace(chmod, ''))) return fact('SHELL_DOWNLOAD_EXECUTE', 'downloads a file, makes it executable and runs it', at);
    // (Or handed to an interpreter, which needs no chmod: "wget https://.../update.sh -O /tmp/u.sh && bash /tmp/u.sh".)
    const interpreted = new RegExp(String.raw`(?:^|[;&|\n]\s*)${RUNNER}\s+(?:-\w+\s+)*["']?[\w./~-]*${esc}\b`, 'im');
    if (interpreted.test(after)) return fact('SHELL_DOWNLOAD_EXECUTE', 'downloads a script and runs it with an interpreter', at);
  }
  return null;
}

// ---- Reverse shells

const REVERSE: [Tester, string][] = [
  [gated(/\s-[a-z]*[ec]\s/i, /\b(?:nc|ncat|netcat)\b[^\n;|]{0,200}\s-[a-z]*[ec]\s+\S*(?:sh|cmd|powershell)\b/i), 'netcat running a shell for a remote host'],
  [/\/dev\/(?:tcp|udp)\/[\w.-]{1,253}\/\d{1,5}/i, 'a shell redirected to /dev/tcp'],
  [gated(/\b(?:exec|system):/i, /\bsocat\b[^\n;]{0,200}\b(?:exec|system):/i), 'socat running a program for a remote host'],
  [gated(/\bmkfifo\b/i, /\bmkfifo\b[^\n]{0,200}\b(?:nc|ncat|netcat|telnet|openssl\s+s_client)\b/i), 'a named pipe wired to a network connection'],
  [gated(/\b(?:subprocess|pty\.spawn|os\.dup2|\/bin\/(?:ba)?sh|exec\s*\(|system\s*\()/i, /\bsocket\b[^\n]{0,200}\b(?:subprocess|pty\.spawn|os\.dup2|\/bin\/(?:ba)?sh|exec\s*\(|system\s*\()/i), 'a script that connects a socket to a shell'],
  [gated(/Net\.Sockets\.TCPClient\b/i, /Net\.Sockets\.TCPClient\b[^\n]{0,400}\b(?:iex|Invoke-Expression|GetStream)\b/i), 'PowerShell connecting a TCP client to a shell'],
  [/\b(?:bash|sh)\s+-i\b[^\n;]{0,100}>&/i, 'an interactive shell redirected to a connection'],
];

// ---- Weakened permissions

// Endpoint-security, audit and intrusion-detection agents by their service or process names.
const SECURITY_AGENTS = String.raw`falcon[-_]?sensor|falcond|csagent|crowdstrike\w*|sentinel(?:one|[-_]?agent|ctl)\w*|mdatp|wdavdaemon|windefend|sense\b|cbagentd|cb[-_]?psc[-_]?sensor|carbonblack\w*|osqueryd|wazuh[-_]?agent|ossec\w*|clamav[-_]?\w*|clamd|freshclam|fail2ban|auditd|auditbeat|elastic[-_]?agent|falco\b|tanium\w*|qualys[-_]?cloud[-_]?agent|ir_agent|rapid7\w*|sophos\w*|esets?\w*|aide\b|tripwire|cylance\w*|cortex[-_]?xdr|traps_?pmd|trendmicro\w*|ds_agent|amazon-guardduty-agent|google-guest-agent-security`;
const WEAKEN: [RegExp, string][] = [
  [/\bchmod\s+(?:-[a-zA-Z]+\s+)*(?:0?777|0?666|a\+rwx|[ugoa]*o\+[rwx]*w)\b/i, 'makes files writable by everyone (chmod 777)'],
  [/\bchmod\s+(?:-[a-zA-Z]+\s+)*(?:[ugoa]*\+[rwx]*s|[2467][0-7]{3})\b/i, 'sets setuid or setgid (chmod u+s)'],
  [/\bsetenforce\s+0\b|\bSELINUX=(?:disabled|permissive)\b/i, 'switches off SELinux'],
  [/\bufw\s+disable\b|\biptables\s+(?:-F|--flush)\b|\biptables\s+-P\s+\w+\s+ACCEPT\b|\bsystemctl\s+(?:stop|disable|mask)\s+(?:firewalld|ufw|apparmor|auditd|iptables)\b|\bnetsh\s+advfirewall\s+set\s+\w+\s+state\s+off\b/i, 'switches off the firewall'],
  [/\bNOPASSWD\b|>>?\s*\/etc\/sudoers|\btee\s+(?:-a\s+)?\/etc\/sudoers|\bvisudo\b|\busermod\s+-[a-zA-Z]*G\s+(?:sudo|wheel|root|admin)\b|\bgpasswd\s+-a\s+\S+\s+(?:sudo|wheel)\b/i, 'grants sudo rights'],
  [/\bPermitRootLogin\s+yes\b|\bPasswordAuthentication\s+yes\b/i, 'opens SSH to root or password logins'],
  [/\bSet-MpPreference\b[^\n]{0,100}-Disable\w+\s+\$?true\b/i, 'switches off Windows Defender'],
  // An endpoint-security, audit or intrusion-detection agent stopped, disabled or killed (CrowdStrike, SentinelOne,
  // Defender for Endpoint, osquery, Wazuh, ClamAV, fail2ban ...).
  [new RegExp(String.raw`\b(?:(?:systemctl|service|rc-service)\s+(?:--now\s+)?(?:stop|disable|mask|kill)\s+(?:--now\s+)?|(?:pkill|killall)\s+(?:-\S+\s+)*|launchctl\s+(?:unload|bootout|remove)\s+[^\n;&|]{0,120}?|sc(?:\.exe)?\s+(?:stop|config)\s+|Stop-Service\s+(?:-Name\s+)?)["']?(?:${SECURITY_AGENTS})`, 'i'), 'switches off a security or audit agent'],
];

// ---- Credentials

const CREDENTIAL =
  /(?:~|\$HOME)\/\.ssh(?:\/(?![\w.-]*\.pub\b|(?:config|known_hosts)\b)|(?=[\s'\"]|$))|\/\.ssh\/(?:id_(?:rsa|dsa|ecdsa|ed25519)(?!\.pub)|authorized_keys)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)|\/etc\/shadow\b|\/etc\/gshadow\b|\.aws\/(?:credentials|config)\b|\.kube\/config\b|\.docker\/config\.json\b|\.git-credentials\b|\.netrc\b|\.npmrc\b|\.pypirc\b|\.gnupg\b|(?:^|[\s/'"=])[\w-]*\.env(?:\.[\w-]+)?(?=$|[\s'";|&>)])(?<!\.env\.(?:example|sample|template|dist))|(?:^|[\s/'"=])(?:[\w-]*[_.-])?(?:credentials?|creds|secrets?)(?:[_.-][\w-]*)?\.(?:json|ya?ml|txt|toml|ini|conf|cfg|properties)(?=$|[\s'";|&>)])|\.(?:bash|zsh|sh|python|mysql|psql)_history\b|(?:^|[;&|]\s*)history\b|\bsecurity\s+(?:find|dump)-(?:generic|internet)-password\b|\bLogin Data\b|\bkeychain\b/i;
const PASSWD_WRITE = />>?\s*\/etc\/passwd\b|\btee\s+(?:-a\s+)?\/etc\/passwd\b|\bsed\s+-i[^\n]{0,100}\/etc\/passwd\b|\buseradd\b[^\n]{0,100}-o\s+-u\s*0\b/i;
// A new key pair made (ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519): it writes a new key and reads none. Not an
// existing key's public half printed, exported or its passphrase changed (-y, -e, -p).
const KEY_GENERATED = /^\s*(?:sudo\s+)?ssh-keygen\b(?![^\n]*\s-[a-zA-Z]*[yep]\b)/;
// Programs that show a file's name, size or type, never its content.
// (Nor does tightening a file's permissions so only its owner reads it: "chmod 600 ~/.ssh/id_ed25519".)
const METADATA_ONLY = /^\s*(?:sudo\s+)?(?:ls|ll|stat|test|\[|file|du)(?:\s|$)|^\s*(?:sudo\s+)?chmod\s+(?:-\w+\s+)*(?:0?[46]00|0?700|go-rwx|og-rwx|g-rwx,o-rwx|u=rw,go=|u=r,go=|u=rwx,go=)\s/;
const ENV_DUMP = /\b(?:printenv|env|set)\s*(?:\||>)|\bcat\s+\/proc\/(?:self|\d+)\/environ\b/i;
// The system's account database copied where every local user can read it, or a web server serves it: a
// temporary folder or a web root. A copy kept beside the original (/etc/passwd.bak) or restored over it is no such copy.
const ACCOUNT_FILE = String.raw`\/etc\/(?:passwd|shadow|gshadow|group|sudoers|master\.passwd)(?![\w.-])`;
const SHARED_PLACE = String.raw`(?:\/tmp|\/var\/tmp|\/dev\/shm|\/var\/www|\/srv\/(?:www|http)|\/usr\/share\/nginx\/html|[\w~\/.-]*\/public_html)(?=[\/\s'"]|$)`;
const ACCOUNT_COPY: Tester[] = [
  gated(/\/etc\//, new RegExp(String.raw`\b(?:cp|mv|cat|rsync|install|dd|tee|tar|zip|ln)\b[^\n;&|]{0,200}?${ACCOUNT_FILE}[^\n;&]{0,200}?(?:\s|>|of=|['"])${SHARED_PLACE}`, 'i')),
  gated(/\/etc\//, new RegExp(String.raw`\b(?:shutil\.copy\w*|shutil\.move|os\.rename|copyfile)\s*\(\s*r?['"]${ACCOUNT_FILE}['"]\s*,\s*r?['"]${SHARED_PLACE}`, 'i')),
];
// Files gathered by a name that says they hold secrets, and their contents read: "find . -name '*password*'
// -exec cat {} \;", "... | xargs cat", "... | while read f; do cat "$f"". Listing such files, or deleting them, is not this.
const SECRET_NAME = String.raw`-i?(?:name|path)\s+["']?[^\s"']{0,20}(?:passwords?|passwd|secrets?|credentials?|tokens?|id_rsa|id_dsa|id_ecdsa|id_ed25519|\.pem|keys?|keystore|keychain)(?![a-z])[^\s"']{0,20}["']?`;
const HARVEST = gated(
  /\bfind\b/,
  new RegExp(String.raw`\bfind\b[^\n;&]{0,300}?${SECRET_NAME}[^\n;&]{0,300}?(?:-exec\s+(?:cat|head|tail|less|more|strings|base64|xxd|cp|tar|zip)\b|\|\s*(?:xargs\s+(?:-\S+\s+)*(?:cat|head|tail|strings|base64|tar|zip)\b|while\s+read\b[^\n]{0,120}?\b(?:cat|read_file|head|base64)\b))`, 'i'),
);
/** Shell history erased, not read: rm of a *_history file, "history -c", the file truncated. */
const HISTORY_ERASED = /^\s*(?:sudo\s+)?(?:(?:rm|shred|unlink)\s+(?:-\S+\s+)*["']?[\w~$\/.-]*\.(?:bash|zsh|sh|python|mysql|psql)_history["']?\s*$|history\s+-c\s*$|(?:cat\s+\/dev\/null\s*|:\s*|echo\s*(?:-n\s*)?(?:""|'')?\s*)?>\s*["']?[\w~$\/.-]*\.(?:bash|zsh|sh|python|mysql|psql)_history["']?\s*$)/;
/** A request to clear history ("clear my browsing history", "delete the shell history"). */
const ASKS_HISTORY_CLEARED = /\b(?:clear|clean|delete|erase|wipe|remove|purge)\w*\b[^.!?\n]{0,60}\bhistor(?:y|ies)\b|\bhistor(?:y|ies)\b[^.!?\n]{0,30}\b(?:cleared|deleted|erased|wiped|removed|cleaned)\b/i;

/**
 * SECRET_READ: a command line that prints a secret's value from a secret store or a cluster, or a running container's
 * whole environment, where services keep theirs ("kubectl exec -n prod checkout-7d9f8c6b5-x2kq4 -- printenv").
 */
export const SECRET_READ =
  /\b(?:(?:kubectl|oc)\s+exec\b[^\n;|]{0,200}?\s--\s+(?:printenv|env|cat\s+\/proc\/\d+\/environ)(?=\s*(?:$|[;|&]))|docker\s+(?:exec|compose\s+exec)\b[^\n;|]{0,200}?\s(?:printenv|env)(?=\s*(?:$|[;|&]))|aws\s+secretsmanager\s+get-secret-value|aws\s+ssm\s+get-parameters?\b[^\n;|]{0,200}--with-decryption|gcloud\s+secrets\s+versions\s+access|az\s+keyvault\s+secret\s+(?:show|download)|vault\s+(?:kv\s+get|read)\b|(?:kubectl|oc)\s+get\s+secrets?\b[^\n;|]{0,200}(?:-o\s*|--output[=\s])(?:yaml|json|jsonpath|go-template)|(?:kubectl|oc)\s+get\s+secrets?\b[^\n;]{0,200}\|\s*base64\s+(?:-d|--decode)|op\s+(?:read|item\s+get)\b|heroku\s+config(?:\s|$)|doppler\s+secrets\b)/i;
/** A request that speaks of a secret of any kind ("what is the staging db password", "rotate the API key"): then reading one may be the task. */
export const SPEAKS_OF_SECRETS = /\b(?:secrets?|passwords?|passphrases?|credentials?|creds|api[\s_-]?keys?|keys?|tokens?|logins?|vault|connection\s+strings?|sign[\s-]?in|env(?:ironment)?\s+var\w*|\.env)\b/i;

/** SPEAKS_OF_SECRETS without the words that name other things as often: a key or a token alone (a door's, an arcade's), a login. */
const STRONG_SECRETS = /\b(?:secrets?|passwords?|passphrases?|credentials?|creds|api[\s_-]?keys?|(?:access|auth|bearer|refresh|api|ssh|private|secret|signing|encryption|license|licence|deploy|service)\s+(?:keys?|tokens?)|vault|connection\s+strings?|env(?:ironment)?\s+var\w*|\.env)\b/i;

/**
 * Whether a task speaks of the secrets a file holds: in strong words, or in a word such as "keys" or "tokens" together with a word
 * of the file's own path ("rotate the POS keys" and /etc/arcade/secrets/pos_api_keys.env; not "the token changers' log").
 */
export function speaksOfSecretsIn(task: string, path: string): boolean {
  const text = task.slice(0, 4000);
  if (STRONG_SECRETS.test(text)) return true;
  if (!SPEAKS_OF_SECRETS.test(text)) return false;
  const said = new Set(text.toLowerCase().split(/[^a-z0-9]+/));
  return path.toLowerCase().split(/[^a-z0-9]+/).some((w) => w.length >= 3 && !/^(?:etc|var|opt|srv|home|usr|env|txt|json|yaml|yml|conf|cfg|ini|keys?|tokens?|secrets?)$/.test(w) && said.has(w));
}

function credentialAccess(cmd: string, at: string, command: boolean, task: string): RiskFact | null {
  const network = NETWORK.test(cmd);
  const envOut = ENV_DUMP.test(cmd) && network;
  if (!command && !envOut) return null;
  // Listing or testing a file shows its name, not what it holds: such stages are no access. Nor is erasing
  // shell history when the user asked for history to be cleared.
  const erasing = ASKS_HISTORY_CLEARED.test(task);
  const m = CREDENTIAL.exec(
    cmd
      .split(/&&|\|\||[;|\n]/)
      .slice(0, 500)
      .filter((stage) => !METADATA_ONLY.test(stage) && !KEY_GENERATED.test(stage) && !(erasing && HISTORY_ERASED.test(stage)))
      .join(' ; '),
  );
  // The first that holds names the access.
  const found: [boolean, string][] = [
    [PASSWD_WRITE.test(cmd), 'writes to /etc/passwd'],
    [m !== null, 'touches a credential file or shell history'],
    [ACCOUNT_COPY.some((re) => re.test(cmd)), 'copies the system account database to a temporary folder or a web root'],
    [HARVEST.test(cmd), 'reads every file whose name says it holds a password or key'],
    [envOut, 'dumps the environment'],
  ];
  const what = found.find(([holds]) => holds)?.[1];
  if (what === undefined) {
    // A secret's value printed from a secret store where the task never asked for a secret.
    if (command && SECRET_READ.test(cmd) && !SPEAKS_OF_SECRETS.test(task)) return fact('SHELL_CREDENTIAL_ACCESS', 'prints a secret’s value from a secret store, unasked', at);
    return null;
  }
  if (network) return fact('SHELL_CREDENTIAL_ACCESS', `${what} and sends over the network`, at, true);
  // A credential folder the user named, kept on the machine ("back up ~/.ssh to my encrypted drive"): asked for.
  if (m !== null && !PASSWD_WRITE.test(cmd) && /[./]/.test(m[0]) && namedInTask(m[0].trim().replace(/^[\s'"=]+/, ''), task)) return null;
  return fact('SHELL_CREDENTIAL_ACCESS', what, at);
}

// A crontab line written by a command ("echo '0 * * * * rm -rf /home/*' | crontab -"): its command is a command too.
const CRON_LINE = /(?:^|['"\n])\s*(?:@(?:reboot|yearly|annually|monthly|weekly|daily|midnight|hourly)|(?:[\d*][\d*\/,-]*\s+){4}[\d*a-z][\w*\/,-]*)\s+([^'"\n]{4,300})/gi;

/** The commands of the crontab lines in a value, at most 20. */
function cronCommands(value: string): string[] {
  if (!/\bcron/i.test(value)) return [];
  return [...value.matchAll(CRON_LINE)].slice(0, 20).map((m) => m[1]);
}

/** A command that takes the whole machine down: reboot, shutdown, poweroff, halt. */
const MACHINE_DOWN = /(?:^|[;&|]\s*|\bsudo\s+)(?:reboot|poweroff|halt|shutdown(?:\s+-[rhP]\b|\s+now\b|\s+\+\d)?|init\s+[06]|systemctl\s+(?:reboot|poweroff|halt)|Restart-Computer|Stop-Computer)\b/i;
/** The user asking for the machine itself to go down. */
const MACHINE_ASKED = /\b(?:reboot|power\s?(?:off|cycle)|shut\s?(?:it\s+)?down|halt|restart|bounce|cycle)\s+(?:the\s+|this\s+|that\s+|my\s+|our\s+)?(?:[\w.-]+\s+){0,2}?(?:server|machine|host|box|vm|instance|node|computer|pc|laptop|system)\b|\b(?:server|machine|host|box|vm|instance|node|computer|system)\b[^.!?\n]{0,40}\b(?:reboot|power\s?(?:off|cycle)|shut\s?down)\b|^\s*(?:please\s+)?(?:reboot|shut\s?down)\b|\b(?:turn|switch|power|shut)\s+(?:off|down)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+|our\s+)?(?:connected\s+|other\s+)?(?:devices|machines|computers|servers|hosts|nodes|everything)\b/i;

/** A migration tool told to undo every migration or to reset its database (not one step back). */
const MIGRATIONS_UNDONE = /\balembic\b[^\n;|&]{0,80}\bdowngrade\s+base\b|\bflyway\b[^\n;|&]{0,80}\bclean\b|\bprisma\s+migrate\s+reset\b|\b(?:rails|rake)\s+db:(?:drop|reset|schema:load|purge)\b|\bmanage\.py\s+(?:migrate\s+\w+\s+zero|flush|reset_db)\b|\bknex\s+migrate:rollback\b[^\n;|&]{0,40}--all\b|\bsequelize(?:-cli)?\s+db:migrate:undo:all\b|\bgoose\b[^\n;|&]{0,80}\breset\b|\bdbmate\s+drop\b|\bliquibase\b[^\n;|&]{0,80}\bdrop-?all\b/i;
/** The user asking for the whole schema reset ("reset the dev database", "roll back all migrations", "back to base"). */
const RESET_ASKED = /\b(?:reset|wipe|drop|recreate|from\s+scratch|all\s+(?:the\s+)?migrations|every\s+migration|to\s+(?:base|zero)|clean\s+slate)\b/i;

/** The shell facts of one argument value. */
export function shellFacts(value: string, at: string, command: boolean, task = ''): RiskFact[] {
  if (value.length < 4) return [];
  const out: RiskFact[] = [];
  const d = destructive(value, at, task.slice(0, 20_000)) ?? cronCommands(value).reduce<RiskFact | null>((found, c) => found ?? destructive(c, at), null);
  if (d) out.push(d);
  // The whole machine taken down where the user asked for something smaller ("restart the nginx container" and
  // `sudo reboot`). Only a command run, and only with a task to compare with.
  else if (command && task.trim() !== '' && MACHINE_DOWN.test(value) && !MACHINE_ASKED.test(task.slice(0, 20_000))) {
    out.push(fact('SHELL_DESTRUCTIVE', 'takes the whole machine down (reboot, shutdown) where the user asked for less', at));
  } else if (command && MIGRATIONS_UNDONE.test(value) && !RESET_ASKED.test(task.slice(0, 20_000))) {
    out.push(fact('SHELL_DESTRUCTIVE', 'rolls every migration back or resets the database where the user asked for less', at));
  }
  const dl = downloadExecute(value, at);
  if (dl) out.push(dl);
  const rev = REVERSE.find(([re]) => re.test(value));
  if (rev) out.push(fact('SHELL_REVERSE_SHELL', rev[1], at));
  const weak = WEAKEN.find(([re]) => re.test(value));
  if (weak) out.push(fact('SHELL_PERMISSION_WEAKENING', weak[1], at));
  else if (ROOT_PASSWORD.test(value)) out.push(fact('SHELL_PERMISSION_WEAKENING', 'sets the root password to a value written in the command', at));
  const cred = credentialAccess(value, at, command, task.slice(0, 20_000));
  if (cred) out.push(cred);
  return out;
}
