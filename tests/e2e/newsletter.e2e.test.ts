import AxeBuilder from '@axe-core/playwright';
import react from '@vitejs/plugin-react';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { pagesPlugin } from '../../engine/build/vite-plugin-pages.ts';
import site from '../../site.config.ts';
import { localBackend } from '../../supabase/local/vite-plugin.ts';
import { launchBrowser, notice, openWatchedPage } from './browser.ts';

// The footer form in real Chromium against the real local backend, served by a small Vite dev server that
// renders only the form (tests/backend/fixtures/newsletter-page), so it does not wait for the whole site.

const root = fileURLToPath(new URL('../backend/fixtures/newsletter-page/', import.meta.url));
// Its optimised dependencies in a folder of its own, not in node_modules/.vite, which the project's dev server
// and the other e2e files' dev servers use: running at the same time, they would overwrite each other's.
const cacheDir = mkdtempSync(join(tmpdir(), 'newsletter-vite-'));
let server: ViteDevServer;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root,
    cacheDir,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0 },
    // The site's virtual modules (the toaster's close label comes from its definition), its content from the project.
    plugins: [react(), pagesPlugin(site, fileURLToPath(new URL('../..', import.meta.url))), localBackend({ memory: true })],
  });
  await server.listen();
  baseUrl = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('newsletter form in Chromium', () => {
  it('subscribes an address, then says it is already subscribed', async () => {
    const { page, problems } = await openWatchedPage(browser);
    await page.goto(baseUrl);
    const form = page.getByRole('form', { name: 'La lettre du Chief of Staff' });
    const email = form.getByLabel('Votre e-mail');
    const consent = form.getByRole('checkbox', { name: /J'accepte de recevoir la newsletter/ });
    const submit = form.getByRole('button', { name: "S'inscrire" });
    const address = `chromium-${Date.now()}@exemple.fr`;

    for (const [title, text] of [
      ['Inscription réussie !', 'Vous êtes maintenant inscrit à notre newsletter.'],
      ['Déjà inscrit', 'Cette adresse email est déjà inscrite à notre newsletter.'],
    ] as const) {
      expect(await submit.isDisabled()).toBe(true);
      await email.fill(`  ${address.toUpperCase()} `);
      await form.getByText(/J'accepte de recevoir la newsletter/).click();
      expect(await consent.isChecked()).toBe(true);
      await submit.click();
      const toast = notice(page, text);
      await toast.waitFor({ timeout: 30_000 });
      expect(await toast.textContent()).toContain(title);
    }
    // The first success cleared the form; after the duplicate what was typed stays.
    expect(await email.inputValue()).toBe(address.toUpperCase());
    // Chromium logs every 4xx response; the 409 of the duplicate is the one expected.
    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 409 (Conflict)']);
    await page.context().close();
  }, 90_000);

  // Stored trimmed and lower-cased: an address typed again in other capitals is the same address. An apostrophe
  // is valid in an address's local part.
  it("takes o'brien@…, then knows O'Brien@… with a trailing space as the same address", async () => {
    const { page, problems } = await openWatchedPage(browser);
    await page.goto(baseUrl);
    const form = page.getByRole('form', { name: 'La lettre du Chief of Staff' });
    const address = `o'brien-${Date.now()}@exemple.fr`;
    for (const [typed, title] of [
      [address, 'Inscription réussie !'],
      [`${address.replace("o'brien", "O'Brien").replace('exemple', 'Exemple')} `, 'Déjà inscrit'],
    ] as const) {
      await form.getByLabel('Votre e-mail').fill(typed);
      await form.getByText(/J'accepte de recevoir la newsletter/).click();
      await form.getByRole('button', { name: "S'inscrire" }).click();
      await notice(page, title).waitFor({ timeout: 30_000 });
    }
    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 409 (Conflict)']);
    await page.context().close();
  }, 90_000);

  it('is accessible on the dark footer (axe: labels, contrast, roles)', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(baseUrl);
    await page.getByRole('form').waitFor();
    const results = await new AxeBuilder({ page }).include('form').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
    await page.context().close();
  }, 60_000);
});
