// CPU time of the intake path's code (read → candidates → scoring → injection signal) on a ~200 KB HTML
// page and a ~200 KB mail, measured with process.cpuUsage (user + system), warm, in a process of its own.
// The goal is under 50 ms of CPU per body. Printed by `npm run bench`; not a timed test.
//
// process.cpuUsage counts every thread of a process. Measured inside the bench's process, it counted the
// running service's other threads as well (the Temporal worker's polling, the workflow thread, the GC's
// helpers): about twice the intake code's own CPU on a 2-core machine. `npm run bench` therefore runs this
// file in a child process that does nothing else (measureIntakeCpuApart).

import { execFile } from 'node:child_process';
import { Registry } from '../src/domain/registry';
import { prepareIntake } from '../src/intake/prepare';
import { understand } from '../src/intake/understand';

const TARGET_BYTES = 200 * 1024;

/** A realistic shop page: navigation, product rows, a hidden preheader, scripts and styles, one refund request. */
export function samplePage(): string {
  const rows: string[] = [];
  for (let i = 0; rows.join('').length < TARGET_BYTES - 4000; i++) {
    rows.push(
      `<tr class="row"><td><a href="https://shop.example/orders/${1000 + i}">Order #${1000 + i}</a></td>` +
        `<td>${(i % 28) + 1}.03.2026</td><td>Delivered to customer C-${200 + i}</td><td>€${(i * 7.31).toFixed(2)}</td>` +
        `<td><span class="hint">internal note ${i}</span></td></tr>\n`,
    );
  }
  return [
    '<!doctype html><html><head><title>Orders</title><style>.hint{display:none} .row td{padding:2px}</style>',
    '<script>window.dataLayer = [{"total": "€9,999.00"}];</script></head><body>',
    '<nav><ul><li>Home</li><li>Orders</li><li>Returns</li></ul></nav>',
    '<h1>Please refund order #1042 (€40.00): the parcel arrived damaged.</h1>',
    `<table>${rows.join('')}</table>`,
    '<footer>Questions? support@shop.example</footer></body></html>',
  ].join('\n');
}

export function sampleMail(): string {
  const html = samplePage();
  const qp = html.replace(/=/g, '=3D').replace(/(.{1,74})/g, '$1=\r\n');
  return [
    'From: Support Bot <support-bot@shop.example>',
    'To: gate@gatehouse.example',
    'Subject: Refund request for order #1042',
    'Date: Sat, 21 Nov 2026 09:30:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    qp,
  ].join('\r\n');
}

export interface IntakeCpu {
  medium: 'html' | 'mail';
  bytes: number;
  p50Ms: number;
  p90Ms: number;
  maxMs: number;
  runs: number;
}

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

async function measure(medium: 'html' | 'mail', body: string, runs: number): Promise<IntakeCpu> {
  const raw = Buffer.from(body, 'utf8');
  const registry = new Registry();
  const once = async () => {
    const intake = await prepareIntake({ medium, raw, charset: 'utf-8', registry, hints: {} });
    understand(intake, intake.scored, registry);
  };
  for (let i = 0; i < 5; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    await once();
    samples.push(cpuMs(process.cpuUsage(start)));
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { medium, bytes: raw.length, p50Ms: at(0.5), p90Ms: at(0.9), maxMs: samples[samples.length - 1], runs };
}

export async function measureIntakeCpu(runs = 30): Promise<IntakeCpu[]> {
  return [await measure('html', samplePage(), runs), await measure('mail', sampleMail(), runs)];
}

/** The same measurement in a child process of its own (this file run with --json), so that no other thread's CPU is counted. */
export function measureIntakeCpuApart(runs = 30): Promise<IntakeCpu[]> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [__filename, '--json', String(runs)], { maxBuffer: 1 << 20 }, (err, stdout) => {
      if (err) reject(err);
      else resolve(JSON.parse(stdout) as IntakeCpu[]);
    });
  });
}

// Run alone: node dist/scripts/bench-intake.js [--json [runs]]
if (require.main === module) {
  const json = process.argv[2] === '--json';
  const runs = json && process.argv[3] ? Number(process.argv[3]) : 30;
  measureIntakeCpu(runs)
    .then((rows) => {
      if (json) {
        process.stdout.write(JSON.stringify(rows));
        return;
      }
      for (const r of rows) {
        console.log(`intake ${r.medium} ${(r.bytes / 1024).toFixed(0)} KB: CPU p50 ${r.p50Ms.toFixed(1)} ms, p90 ${r.p90Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms (${r.runs} runs; goal < 50 ms)`);
      }
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
