// The end of the Temporal dev server's log, shown when `gatehouse start` gives up on it (src/runtime/service.ts).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logTail } from '../../src/runtime/service';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-log-tail-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('gives the last ten non-empty lines, each cut to 300 characters, with the codec token masked', () => {
  const file = path.join(dir, 'server.log');
  const lines = Array.from({ length: 30 }, (_, i) => `line ${i}`);
  lines.push('ui-codec-endpoint=http://127.0.0.1:8080/codec/s3cr3t-t0ken/decode', '', `long ${'x'.repeat(500)}`);
  fs.writeFileSync(file, lines.join('\n'));
  const tail = logTail(file).split('\n');
  expect(tail).toHaveLength(10);
  expect(tail[0]).toBe('line 22');
  expect(tail[8]).toBe('ui-codec-endpoint=http://127.0.0.1:8080/codec/<token>/decode');
  expect(tail.join('\n')).not.toContain('s3cr3t');
  expect(tail[9]).toHaveLength(300);
});

it('is empty for a log that is not there', () => {
  expect(logTail(path.join(dir, 'missing.log'))).toBe('');
});
