// No source or documentation file holds a raw control character. A `\b` written through a tool that reads it
// as an escape lands as a backspace (0x08): inside a regular expression it then matches nothing, silently
// (it happened once, in src/toolcall/facts/consistency.ts). Tabs, line feeds and carriage returns are text.

import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const DIRS = ['src', 'workflows', 'activities', 'scripts', 'test', 'docs', 'eval'];
const TEXT = /\.(?:ts|md|json|jsonl|cjs|mjs)$/;
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'fixtures' ? [] : files(p);
    return TEXT.test(e.name) ? [p] : [];
  });
}

describe('source text', () => {
  const all = [...DIRS.flatMap((d) => files(path.join(ROOT, d))), path.join(ROOT, 'README.md'), path.join(ROOT, 'CHANGELOG.md')];

  it('reads the repository’s files', () => {
    expect(all.length).toBeGreaterThan(300);
  });

  it('holds no raw control character', () => {
    const bad = all.filter((f) => CONTROL.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(ROOT, f));
    expect(bad).toEqual([]);
  });

  it('would catch a backspace', () => {
    expect(CONTROL.test('/\bturn\b/')).toBe(true);
    expect(CONTROL.test('/\\bturn\\b/\n\ttab')).toBe(false);
  });
});
