import AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { loadContent } from '../../engine/validation/load-content.ts';
import { notice, openRoute, sharedBrowser } from './browser.ts';
import siteDefinition from '../../site.config.ts';

// The footer form in real Chromium on the production build, against the real local backend (in memory): what an
// address becomes once stored, what the form keeps, and what it says. On a page with no other island.

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const texts = loadContent(process.cwd(), siteDefinition).navigation.footer.form;
const openPage = () => openRoute(browser(), baseUrl, '/alignement-equipes');

describe('newsletter form in Chromium, on the production build', () => {
  it('subscribes an address, then says it is already subscribed', async () => {
    const { page, problems } = await openPage();
    const form = page.getByRole('form', { name: texts.title });
    const email = form.getByLabel(texts.emailLabel);
    const consent = form.getByRole('checkbox', { name: texts.consentLabel });
    const submit = form.getByRole('button', { name: texts.submitLabel });
    const address = `chromium-${Date.now()}@exemple.fr`;

    for (const [title, text] of [
      ['Inscription réussie !', 'Vous êtes maintenant inscrit à notre newsletter.'],
      ['Déjà inscrit', 'Cette adresse email est déjà inscrite à notre newsletter.'],
    ] as const) {
      expect(await submit.isDisabled()).toBe(true);
      await email.fill(`  ${address.toUpperCase()} `);
      await form.getByText(texts.consentLabel).click();
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
    const { page, problems } = await openPage();
    const form = page.getByRole('form', { name: texts.title });
    const address = `o'brien-${Date.now()}@exemple.fr`;
    for (const [typed, title] of [
      [address, 'Inscription réussie !'],
      [`${address.replace("o'brien", "O'Brien").replace('exemple', 'Exemple')} `, 'Déjà inscrit'],
    ] as const) {
      await form.getByLabel(texts.emailLabel).fill(typed);
      await form.getByText(texts.consentLabel).click();
      await form.getByRole('button', { name: texts.submitLabel }).click();
      await notice(page, title).waitFor({ timeout: 30_000 });
    }
    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 409 (Conflict)']);
    await page.context().close();
  }, 90_000);

  it('is accessible on the dark footer (axe: labels, contrast, roles)', async () => {
    const { page } = await openPage();
    await page.getByRole('form', { name: texts.title }).waitFor();
    const results = await new AxeBuilder({ page }).include('form').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
    await page.context().close();
  }, 60_000);
});
