// The folders' order (.dependency-cruiser.cjs, checked by `npm run layers` in `npm test`): every folder of
// the service has its place in it, so a new folder cannot sit outside the rules.
import fs from 'node:fs';
import path from 'node:path';

const config = require('../../.dependency-cruiser.cjs') as { LAYERS: string[]; forbidden: { name: string; from: { path: string }; to: { path?: string } }[] };
const root = path.join(__dirname, '..', '..');

describe('layers', () => {
  it('lists every folder of src/, with activities and workflows, once', () => {
    const folders = fs
      .readdirSync(path.join(root, 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `src/${d.name}`);
    const listed = new Set(config.LAYERS);
    expect(config.LAYERS.length).toBe(listed.size);
    for (const f of [...folders, 'activities', 'workflows']) expect(listed).toContain(f);
    for (const l of config.LAYERS) expect(fs.existsSync(path.join(root, l))).toBe(true);
  });

  it('forbids each layer from importing any layer after it, and src/domain anything but src/contract', () => {
    const { LAYERS } = config;
    const rule = (layer: string) => config.forbidden.find((r) => new RegExp(r.from.path).test(`${layer}/x.ts`) && r.name.startsWith('layer-'));
    LAYERS.forEach((layer, i) => {
      const r = rule(layer);
      if (i === LAYERS.length - 1) return expect(r).toBeUndefined();
      const to = new RegExp(r!.to.path!);
      for (const lower of LAYERS.slice(0, i + 1)) expect(to.test(`${lower}/x.ts`)).toBe(false);
      for (const upper of LAYERS.slice(i + 1)) expect(to.test(`${upper}/x.ts`)).toBe(true);
    });
    const domain = config.forbidden.find((r) => r.name === 'domain-imports-only-contract')!;
    expect(new RegExp(domain.from.path).test('src/domain/types.ts')).toBe(true);
  });
});
