import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { repoRoot } from './zapisy-server.js';

/**
 * Debian's Chromium with the flags this closed network needs (ARCHITECTURE.md, Tests). Playwright gives
 * every launch a fresh temporary --user-data-dir of its own.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves a screenshot under .tmp/screenshots (`name` may hold a folder) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(repoRoot, '.tmp/screenshots', `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });
  return path;
}
