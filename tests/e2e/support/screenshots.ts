import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './reference-server.ts';

/** Where screenshots go (git-ignored; kept as CI artifacts). */
export const SCREENSHOT_DIR = join(REPO_ROOT, 'tests', 'e2e', 'screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });
  return path;
}
