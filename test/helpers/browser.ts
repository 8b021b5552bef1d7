// A real browser for the console tests: the system's Chromium, or Debian's unpacked into the cache by
// scripts/test-tools.ts (run from there with its own libraries), driven by playwright-core, which downloads
// nothing. Screenshots go to test-artifacts/ (git-ignored).

import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import fs from 'node:fs';
import { providedTestTools, toolEnv } from '../../scripts/test-tools';

export async function launchBrowser(): Promise<Browser> {
  const tool = providedTestTools().chromium;
  // Running as root (CI) needs the sandbox off; playwright adds --no-sandbox when chromiumSandbox is false.
  return chromium.launch({
    executablePath: tool.bin,
    chromiumSandbox: false,
    args: ['--disable-dev-shm-usage'],
    env: toolEnv(tool) as Record<string, string>,
  });
}

export const ARTIFACTS = path.join(__dirname, '..', '..', 'test-artifacts', 'console');

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}
