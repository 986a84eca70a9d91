import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openRoute, sharedBrowser, viewports } from './browser.ts';
import { insertedStyles, interactionRows, styleInsertionRecorder } from './first-interactions.ts';

// What a visitor who knows where to click does the moment a page has loaded, before its scripts have
// even started: every interactive part answers the first action (never a second one), and nothing typed
// is lost. At normal speed, and on a mid-range phone (4× CPU slowdown) wherever a script takes part in the answer.

// A whole form typed at 40 ms a key on a 4× slower CPU takes a while.
const formTimeout = 120_000;

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const simulatorFields = [
  [/^Prénom/, 'Claire'],
  [/^Nom/, 'Martin'],
  [/^Entreprise/, 'Atelier Nord'],
  [/^E-mail/, 'claire.martin@atelier-nord.fr'],
] as const;

type Entry = (page: Page, value: string) => Promise<void>;
/** A visitor typing quickly, 40 ms a key. */
const typing: Entry = (page, value) => page.keyboard.type(value, { delay: 40 });
/** Paste, autofill or a password manager: the whole text in one go. */
const pasting: Entry = (page, value) => page.keyboard.insertText(value);

describe.each(inject('cpuRates'))('at %i× CPU, acting as soon as the page has loaded', (cpuRate) => {
  it.each(interactionRows(cpuRate))('%s answers the first action, with the styles the page came with', async (_part, interaction) => {
    const { page, problems } = await openRoute(browser(), baseUrl, interaction.path, {
      viewport: interaction.viewport,
      cpuRate,
      initScript: styleInsertionRecorder,
    });
    await interaction.prepare?.(page);
    await interaction.act(page);
    await page.waitForFunction(interaction.answered, undefined, { timeout: 20_000 });
    expect(problems).toEqual([]);
    expect(await insertedStyles(page)).toEqual([]);
  });

  // The specification's FAQ state: clicking the selected category again deselects it.
  it.each(Object.entries(viewports))(
    'FAQ explorer, %s: a chip pressed right away chooses its category, and pressed again shows all',
    async (_name, viewport) => {
      const { page, problems } = await openRoute(browser(), baseUrl, '/faq', { viewport, cpuRate });
      const chips = page.getByRole('group', { name: 'Filtrer par catégorie' });
      const status = page.getByRole('status').filter({ hasText: 'trouvée' });
      const pressedChip = () => chips.getByRole('button', { pressed: true }).textContent();
      const training = chips.getByRole('button', { name: /^Formation/ });
      await training.click();
      await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('3 questions trouvées');
      expect(await pressedChip()).toBe('Formation3');
      await training.click();
      await expect.poll(() => status.textContent()).toBe('21 questions trouvées');
      expect(await pressedChip()).toBe('Toutes21');
      // The same by keyboard, on the chip the focus stayed on.
      await page.keyboard.press('Space');
      await expect.poll(() => status.textContent()).toBe('3 questions trouvées');
      await page.keyboard.press('Enter');
      await expect.poll(() => status.textContent()).toBe('21 questions trouvées');
      expect(await pressedChip()).toBe('Toutes21');
      expect(await page.locator('main summary:visible').count()).toBe(21);
      expect(problems).toEqual([]);
    },
  );

  it.each([
    ['typed', typing],
    ['pasted', pasting],
  ] as const)(
    'simulator: details %s right away are all kept and start the test',
    async (_how, enter) => {
      const { page, problems } = await openRoute(browser(), baseUrl, '/simulateur-chief-of-staff', { cpuRate });
      for (const [label, value] of simulatorFields) {
        await page.getByRole('textbox', { name: label }).click();
        await enter(page, value);
      }
      for (const [label, value] of simulatorFields) expect(await page.getByRole('textbox', { name: label }).inputValue()).toBe(value);
      await page.getByRole('button', { name: "Commencer l'évaluation" }).click();
      await page.getByRole('heading', { name: 'Gestion du temps & des priorités' }).waitFor({ timeout: 20_000 });
      expect(await page.getByText('Le prénom est requis').count()).toBe(0);
      expect(problems).toEqual([]);
    },
    formTimeout,
  );

  it(
    'job-description generator: a form filled right away keeps every field and enables its button',
    async () => {
      const { page, problems } = await openRoute(browser(), baseUrl, '/fiche-poste-chief-of-staff', { cpuRate });
      const texts = [
        [/Nom de l'entreprise/, 'Atelier Nord'],
        [/Secteur/, 'Industrie'],
        [/E-mail/, 'direction@atelier-nord.fr'],
        [/Missions/, 'Structurer le comité de direction'],
        [/Fourchette/, '90 000 – 110 000 €'],
      ] as const;
      for (const [label, value] of texts) {
        await page.getByRole('textbox', { name: label }).click();
        await pasting(page, value);
      }
      await page.getByRole('combobox', { name: /Taille/ }).selectOption('11-49');
      const submit = page.locator('#fiche-poste').getByRole('button', { name: /Générer/ });
      await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
      for (const [label, value] of texts) expect(await page.getByRole('textbox', { name: label }).inputValue()).toBe(value);
      expect(await page.getByRole('combobox', { name: /Taille/ }).inputValue()).toBe('11-49');
      expect(problems).toEqual([]);
    },
    formTimeout,
  );

  it(
    'newsletter: an address typed and the consent ticked right away both hold, and the button comes alive',
    async () => {
      const { page, problems } = await openRoute(browser(), baseUrl, '/', { viewport: viewports.mobile, cpuRate });
      const footer = page.locator('footer');
      await footer.getByRole('checkbox').check();
      await footer.getByRole('textbox', { name: /e-mail/i }).click();
      await typing(page, 'lecteur@exemple.fr');
      await expect.poll(() => footer.getByRole('button', { name: /inscri/i }).isEnabled(), { timeout: 20_000 }).toBe(true);
      expect(await footer.getByRole('checkbox').isChecked()).toBe(true);
      expect(await footer.getByRole('textbox', { name: /e-mail/i }).inputValue()).toBe('lecteur@exemple.fr');
      expect(problems).toEqual([]);
    },
    formTimeout,
  );
});
