import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openWatchedPage } from './browser.ts';
import { devServerOnCopy, type DevServerOnCopy } from './dev-server.ts';

let dev: DevServerOnCopy;
let root: string;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  // A copy of the content a test may break, beside links to the real code.
  dev = await devServerOnCopy('site-dev-');
  ({ root, baseUrl } = dev);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await dev?.close();
});

describe('dev server', () => {
  it('renders a page on the server and hydrates it without a mismatch', async () => {
    const { page, problems } = await openWatchedPage(browser);
    const response = await page.goto(`${baseUrl}/services`);
    expect(response?.status()).toBe(200);
    // The newsletter form's button comes alive once its island has hydrated. The first dev request
    // optimises dependencies, which can take a while on a busy machine.
    const footer = page.locator('footer');
    await footer.getByRole('textbox', { name: /e-mail/i }).fill('lecteur@exemple.fr');
    await footer.getByRole('checkbox').check();
    await expect.poll(() => footer.getByRole('button', { name: /inscri/i }).isEnabled(), { timeout: 100_000 }).toBe(true);
    expect(await page.locator('h1').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reloads an open page when its file is edited by hand', async () => {
    const { page: tab } = await openWatchedPage(browser);
    await tab.goto(`${baseUrl}/nos-valeurs`);
    const file = join(root, 'pages', 'nos-valeurs.json');
    const text = readFileSync(file, 'utf8');
    const title = (JSON.parse(text) as { blocks: Array<{ title: string }> }).blocks[0]!.title;
    expect(await tab.locator('h1').textContent()).toBe(title);
    await dev.write(file, text.replace(`"title": "${title}"`, '"title": "Nos valeurs, revues à la main"'));
    await expect.poll(() => tab.locator('h1').textContent(), { timeout: 30_000 }).toBe('Nos valeurs, revues à la main');
    await tab.context().close();
  });

  it('shows a broken page JSON in the error overlay with the file and JSON path, and the page once the file is fixed', async () => {
    const file = join(root, 'pages', 'services.json');
    const text = readFileSync(file, 'utf8');
    const page = JSON.parse(text) as { blocks: Record<string, unknown>[] };
    delete page.blocks[0]!.title;
    await dev.write(file, JSON.stringify(page));
    const { page: tab } = await openWatchedPage(browser);
    await tab.goto(`${baseUrl}/services`);
    const overlay = tab.locator('vite-error-overlay');
    await overlay.waitFor({ timeout: 30_000 });
    expect(await overlay.locator('.message').textContent()).toContain('pages/services.json › blocks[0].title: Required');
    await dev.write(file, text);
    await expect.poll(() => tab.locator('h1').count(), { timeout: 30_000 }).toBe(1);
    expect(await overlay.count()).toBe(0);
    await tab.context().close();
  });
});
