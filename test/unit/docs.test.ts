// The docs a newcomer reads: a short README, and links between the pages that lead somewhere.

import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const DOCS = path.join(ROOT, 'docs');
const pages = ['README.md', ...fs.readdirSync(DOCS).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');

/** The text outside fenced code blocks. */
const prose = (md: string) => md.replace(/^```[\s\S]*?^```/gm, '');

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(md: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of prose(md).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = heading!.trim().toLowerCase().replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '').replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

/** Relative links of a page: [text](target), without external URLs. */
const links = (md: string) =>
  [...prose(md).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z]+:/.test(t));

describe('the docs', () => {
  it('the README is at most 300 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(300);
  });

  it.each(pages)('%s: every link to a file here finds it, and its heading', (page) => {
    const broken: string[] = [];
    for (const target of links(read(page))) {
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const rel = file ? path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, page)), file)) : page;
      if (!fs.existsSync(path.join(ROOT, rel))) {
        // Pages other work adds are linked from the index before they land; nowhere else.
        if (page !== 'docs/README.md' || !rel.startsWith('docs/')) broken.push(target);
        continue;
      }
      if (anchor && !anchors(read(rel)).has(anchor)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it('the index links every page in docs/', () => {
    const linked = new Set(links(read('docs/README.md')).map((t) => t.split('#')[0]));
    const unlinked = pages.filter((p) => p.startsWith('docs/') && p !== 'docs/README.md' && !linked.has(path.basename(p)));
    expect(unlinked).toEqual([]);
  });
});
