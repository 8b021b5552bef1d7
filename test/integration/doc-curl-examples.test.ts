// Every curl example in the README and docs/ runs against the service as written: each shell block made of
// curl calls is run with bash, with the documented address, $KEY and $ADMIN_KEY pointing at a test service
// and the placeholder decision ids replaced by a real one; each call must answer 2xx (curl --fail-with-body).
// A shell block that holds anything else (starting the service, the reader's own action) is listed below
// with the reason it is not run, so a new example cannot go untested unnoticed.

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { call, startTestService, uniqueOrg, type TestService } from '../helpers/service';

const run = promisify(execFile);
const ROOT = path.join(__dirname, '..', '..');

interface Example {
  file: string;
  index: number;
  commands: string[];
}

/** A shell text split at the newlines outside quotes (a -d '…' body may span lines). */
function linesOf(text: string): string[] {
  const out: string[] = [];
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
      // A comment runs to the end of its line.
      const end = text.indexOf('\n', i);
      out.push(text.slice(start, i));
      i = end < 0 ? text.length : end;
      start = i + 1;
    } else if (c === '\n') {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** Shell blocks of a page that call curl, each as its logical commands (continuations joined, comments and `KEY=` lines left out). */
function examplesOf(file: string): { runnable: Example[]; other: Example[] } {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const runnable: Example[] = [];
  const other: Example[] = [];
  let index = 0;
  for (const m of text.matchAll(/```(?:sh|bash)\n([\s\S]*?)```/g)) {
    if (!m[1].includes('curl')) continue;
    const commands = linesOf(m[1].replace(/\\\n\s*/g, ' '))
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#') && !/^KEY=/.test(l));
    const ex = { file, index: index++, commands };
    (commands.every((c) => c.startsWith('curl ')) ? runnable : other).push(ex);
  }
  return { runnable, other };
}

const pages = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const all = pages.map(examplesOf);
const runnable = all.flatMap((p) => p.runnable);
const other = all.flatMap((p) => p.other);

/** Blocks that are not curl calls only, and why they are not run here. */
const NOT_RUN: Record<string, string> = {
  'docs/approvals-and-receipts.md#0': 'a polling loop around the reader’s own action (run_the_action); ?wait itself is tested in approvals.test.ts',
  'docs/mail-verdicts.md#0': 'starts the service with mail servers of the reader’s own; the mail loop is tested in mail-loop.test.ts',
};

let svc: TestService;
let env: NodeJS.ProcessEnv;
let decisionId: string;

beforeAll(async () => {
  svc = await startTestService();
  const org = uniqueOrg('docs');
  const key = await svc.key(org, 'test');
  const adminKey = await svc.key(org, 'test', 'admin');
  // The text, HTML and mail examples need Intake.
  await svc.settings(org, 'test', 'intake=on');
  const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: { action: { type: 'refund', amount: 40, currency: 'EUR', target: 'order_7' }, actor: { name: 'support-bot' } } });
  expect(r.status).toBe(200);
  decisionId = r.body.decision_id as string;
  env = { ...process.env, KEY: key, ADMIN_KEY: adminKey, GATEHOUSE_URL: svc.url, GATEHOUSE: svc.url };
});
afterAll(async () => {
  await svc?.stop();
});

const asRun = (command: string) =>
  command
    .replaceAll('http://127.0.0.1:8080', svc.url)
    .replace(/dec_01M7ZZ4N7YKPMZQCY4PHTJMFZ0|dec_…/g, decisionId)
    .replace(/^curl -s /, 'curl -sS --fail-with-body --max-time 30 ');

describe('the curl examples of the README and docs/', () => {
  it('are found, and every block that is not curl calls only is known', () => {
    expect(runnable.length).toBeGreaterThanOrEqual(9);
    expect(other.map((e) => `${e.file}#${e.index}`).sort()).toEqual(Object.keys(NOT_RUN).sort());
  });

  it.each(runnable.map((e) => [`${e.file} block ${e.index}`, e] as const))('%s runs and every call answers 2xx', async (_name, example) => {
    for (const command of example.commands) {
      const { stdout } = await run('bash', ['-c', asRun(command)], { env, maxBuffer: 4 << 20 });
      // Every example answers JSON, or JSON Lines (the audit export), or nothing (a 204).
      const json = (text: string) => {
        try {
          JSON.parse(text);
        } catch {
          for (const line of text.trim().split('\n')) JSON.parse(line);
        }
      };
      if (stdout.trim() !== '') expect(() => json(stdout)).not.toThrow();
    }
  });
});
