import fs from 'node:fs';
import path from 'node:path';

/** The package version, found by walking up from this file (works from src/ under jest and from dist/). */
function findVersion(): string {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const p = path.join(dir, 'package.json');
    if (fs.existsSync(p)) {
      const pkg = JSON.parse(fs.readFileSync(p, 'utf8'));
      if (pkg.name === 'gatehouse') return pkg.version;
    }
  }
  return '0.0.0';
}

export const VERSION = findVersion();
