// A real browser for the console tests: the system's Chromium (Debian's `chromium`, installed by .ci/run)
// driven by playwright-core, which downloads nothing. Screenshots go to test-artifacts/ (git-ignored).

import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) return explicit;
  const found = CANDIDATES.find((p) => fs.existsSync(p));
  if (!found) throw new Error(`no Chromium found (looked at ${CANDIDATES.join(', ')}; set CHROMIUM_PATH or apt-get install chromium)`);
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  // Running as root (CI) needs the sandbox off; playwright adds --no-sandbox when chromiumSandbox is false.
  return chromium.launch({ executablePath: chromiumPath(), chromiumSandbox: false, args: ['--disable-dev-shm-usage'] });
}

export const ARTIFACTS = path.join(__dirname, '..', '..', 'test-artifacts', 'console');

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}
