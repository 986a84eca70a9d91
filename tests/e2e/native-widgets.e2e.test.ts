import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { caseStudiesSchema } from '../../blocks/case-studies/schema.ts';
import { okrPyramidSchema } from '../../blocks/okr-pyramid/schema.ts';
import { sliderComparisonSchema } from '../../blocks/slider-comparison/schema.ts';
import { strategicMatrixSchema } from '../../blocks/strategic-matrix/schema.ts';
import { pageBlock } from '../interactive/support/page-block.ts';
import { animationsDone, openRoute, sharedBrowser, viewports } from './browser.ts';
import { floatingCtaPainted } from './first-interactions.ts';
import { isFocused, isOpen } from './keyboard.ts';
import { plainText } from '../../engine/schema/formatted-text.ts';

// Behaviour the browser gives the blocks (disclosures, radio buttons drawn as tabs, names shown by CSS, a
// range input, a button that follows the scroll), checked where only a browser can: what is shown, what is
// open, what has the focus. Each page is used the moment it has loaded.

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

async function open(path: string, viewport: (typeof viewports)[keyof typeof viewports] = viewports.desktop): Promise<{ page: Page; problems: string[] }> {
  return openRoute(browser(), baseUrl, path, { viewport });
}

describe('strategic matrix (media and bank pages)', () => {
  const media = pageBlock('medias', 'strategicMatrix', strategicMatrixSchema);
  const bank = pageBlock('bancassurance', 'strategicMatrix', strategicMatrixSchema);
  const card = (scope: Locator, title: string) => scope.locator('summary', { hasText: new RegExp(`^${title}`) });
  const shown = (scope: Locator, text: string) => scope.getByText(text, { exact: true }).filter({ visible: true });

  it('opens on the Risques tab, one card at a time, with details and "Notre Solution"', async () => {
    const { page, problems } = await open('/medias');
    const matrix = page.locator('#matrice');
    expect(await matrix.getByRole('radio', { name: 'Risques' }).isChecked()).toBe(true);
    expect(
      await matrix
        .getByText(/^Impact\s: Très élevé$/)
        .filter({ visible: true })
        .count(),
    ).toBe(1);
    expect(
      await matrix
        .getByText(/^Probabilité\s: Certaine$/)
        .filter({ visible: true })
        .count(),
    ).toBe(1);
    expect(await shown(matrix, 'Notre Solution').count()).toBe(0);

    await card(matrix, 'Baisse du trafic').click();
    expect(await isOpen(card(matrix, 'Baisse du trafic'))).toBe(true);
    await expect.poll(() => shown(matrix, 'Notre Solution').count()).toBe(1);
    await expect.poll(() => shown(matrix, plainText(media.matrix.risks[0]!.details[0]!)).count()).toBe(1);
    await expect.poll(() => shown(matrix, plainText(media.matrix.risks[0]!.solution)).count()).toBe(1);

    await card(matrix, "Changements d'algorithmes").click();
    expect(await isOpen(card(matrix, 'Baisse du trafic'))).toBe(false);
    expect(await isOpen(card(matrix, "Changements d'algorithmes"))).toBe(true);
    // A closing card folds away in a short animation: the visitor sees it gone once that has run.
    await expect.poll(() => shown(matrix, plainText(media.matrix.risks[0]!.solution)).count()).toBe(0);
    await expect.poll(() => shown(matrix, 'Notre Solution').count()).toBe(1);

    await card(matrix, "Changements d'algorithmes").click();
    expect(await isOpen(card(matrix, "Changements d'algorithmes"))).toBe(false);
    await expect.poll(() => shown(matrix, 'Notre Solution').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps one open card per tab; opportunities show "Plan d\'Action" and Potentiel / Faisabilité', async () => {
    const { page, problems } = await open('/medias', viewports.mobile);
    const matrix = page.locator('#matrice');
    await card(matrix, 'Baisse du trafic').click();
    await matrix.getByRole('radio', { name: 'Opportunités' }).click();
    expect(await card(matrix, 'Baisse du trafic').isVisible()).toBe(false);
    expect(
      await matrix
        .getByText(/^Potentiel\s: Très élevé$/)
        .filter({ visible: true })
        .count(),
    ).toBe(1);
    expect(
      await matrix
        .getByText(/^Faisabilité\s: Moyenne$/)
        .filter({ visible: true })
        .count(),
    ).toBe(1);
    await card(matrix, 'IA générative').click();
    await expect.poll(() => shown(matrix, "Plan d'Action").count()).toBe(1);
    await expect.poll(() => shown(matrix, plainText(media.matrix.opportunities[0]!.action)).count()).toBe(1);

    await matrix.getByRole('radio', { name: 'Risques' }).click();
    expect(await isOpen(card(matrix, 'Baisse du trafic'))).toBe(true);
    await expect.poll(() => shown(matrix, 'Notre Solution').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the bank matrix on its Défis tab; the arrow keys switch tabs', async () => {
    const { page, problems } = await open('/bancassurance');
    const matrix = page.locator('#matrice');
    const challenges = matrix.getByRole('radio', { name: 'Défis' });
    expect(await challenges.isChecked()).toBe(true);
    expect(await card(matrix, bank.matrix.risks[0]!.title).isVisible()).toBe(true);
    await challenges.focus();
    await page.keyboard.press('ArrowRight');
    expect(await matrix.getByRole('radio', { name: 'Opportunités' }).isChecked()).toBe(true);
    expect(await card(matrix, bank.matrix.risks[0]!.title).isVisible()).toBe(false);
    expect(await card(matrix, bank.matrix.opportunities[0]!.title).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('case studies', () => {
  it('shows the five workstreams of the network case on demand, and hides them again', async () => {
    const cases = pageBlock('medias', 'caseStudies', caseStudiesSchema);
    const { page, problems } = await open('/medias');
    const toggle = page.locator('summary', { hasText: 'Voir les 5 chantiers de la mission' });
    const workstream = page.getByText(plainText(cases.cases[0]!.details[4]!.action));
    expect(await workstream.isVisible()).toBe(false);
    await toggle.click();
    expect(await isOpen(toggle)).toBe(true);
    expect(await toggle.innerText()).toBe('Masquer le détail');
    await workstream.waitFor();
    await toggle.click();
    expect(await toggle.innerText()).toBe('Voir les 5 chantiers de la mission');
    await workstream.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('risk matrix', () => {
  it('names a risk on hover and on keyboard focus, and hides the name when leaving or on Escape', async () => {
    const { page, problems } = await open('/matrice-risques');
    const tooltip = page.locator('#matrice [role="tooltip"]').filter({ visible: true });
    const cyber = page.getByRole('button', { name: /^1\. Cybersécurité/ });
    await cyber.hover();
    expect(await tooltip.innerText()).toBe('Cybersécurité');
    await page.mouse.move(0, 0);
    expect(await tooltip.count()).toBe(0);

    const volatility = page.getByRole('button', { name: /^4\. Volatilité du marché/ });
    await volatility.focus();
    expect(await tooltip.innerText()).toBe('Volatilité du marché');
    // Keyboard order follows the grid, top row first: market volatility (high impact, medium probability), then cybersecurity.
    await page.keyboard.press('Tab');
    expect(await isFocused(cyber)).toBe(true);
    expect(await tooltip.innerText()).toBe('Cybersécurité');
    // Hiding it takes the island: Escape works once it is live, whenever that is.
    await expect.poll(async () => (await page.keyboard.press('Escape'), tooltip.count()), { timeout: 20_000 }).toBe(0);
    expect(await isFocused(cyber)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('roadmap', () => {
  // Its steps are radio buttons drawn as cards: choosing one is the browser's, showing it current is CSS.
  it('makes a clicked step current, with the steps before it done, with JavaScript off', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/matrice-risques`);
    const steps = page.getByRole('radiogroup', { name: 'Étapes de la démarche' }).getByRole('radio');
    const card = (index: number) => steps.nth(index).locator('xpath=..');
    const fill = (index: number) => card(index).evaluate((element) => getComputedStyle(element).backgroundColor);
    const checkMarkShown = (index: number) => card(index).locator('svg').isVisible();
    expect(await steps.count()).toBe(4);
    expect(await steps.nth(0).isChecked()).toBe(true);
    const plain = await fill(3);
    await card(2).click();
    expect(await steps.nth(2).isChecked()).toBe(true);
    expect(await steps.nth(0).isChecked()).toBe(false);
    await expect.poll(() => fill(0)).toBe(plain);
    await expect.poll(() => fill(2)).not.toBe(plain);
    expect(await Promise.all([0, 1, 2, 3].map(checkMarkShown))).toEqual([true, true, false, false]);
    await context.close();
  });
});

describe('OKR pyramid', () => {
  const props = pageBlock('okr-chief-of-staff', 'okrPyramid', okrPyramidSchema);
  const level = (page: Page, title: string) => page.locator('ol summary', { hasText: new RegExp(`^${title}`) });

  it('expands a level to show its example and key result, one level at a time, and collapses it on a second click', async () => {
    const { page, problems } = await open('/okr-chief-of-staff');
    const [company, departments] = [level(page, 'Entreprise'), level(page, 'Directions')];
    const keyResult = page.getByText(plainText(props.levels[0]!.keyResult));
    expect(await isOpen(company)).toBe(false);
    expect(await keyResult.isVisible()).toBe(false);

    const pyramid = page.locator('#pyramide');
    await company.click();
    expect(await isOpen(company)).toBe(true);
    await keyResult.waitFor();
    // A level unfolding or folding (0.2 s) moves the levels below it: the visitor clicks one where it comes to rest.
    await animationsDone(pyramid);

    await departments.click();
    expect(await isOpen(company)).toBe(false);
    expect(await isOpen(departments)).toBe(true);
    await animationsDone(pyramid);

    await departments.click();
    expect(await page.locator('ol details[open]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens a level from the keyboard', async () => {
    const { page, problems } = await open('/okr-chief-of-staff');
    await level(page, 'Entreprise').focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(level(page, 'Entreprise'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(level(page, 'Directions'))).toBe(true);
    await page.keyboard.press(' ');
    expect(await isOpen(level(page, 'Directions'))).toBe(true);
    expect(await isOpen(level(page, 'Entreprise'))).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('slider comparison', () => {
  const props = pageBlock('chief-of-staff-vs-consultant', 'sliderComparison', sliderComparisonSchema);

  it('states the threshold and switches the table when the slider passes it, by keyboard', async () => {
    const { page, problems } = await open('/chief-of-staff-vs-consultant');
    const slider = page.getByRole('slider', { name: props.sliderLabel });
    expect(await page.getByText(/au-delà de 50, le Chief of Staff/).count()).toBe(1);
    expect([await slider.getAttribute('min'), await slider.getAttribute('max'), await slider.getAttribute('step')]).toEqual(['0', '100', '1']);
    const table = page.getByRole('table');
    expect(await page.getByRole('status').filter({ hasText: 'Vue affichée' }).innerText()).toMatch(/Vue affichée\s: Consultant/);
    expect(await table.innerText()).toContain(props.rows[0]!.consultant);

    await slider.focus();
    await page.keyboard.press('End');
    expect(await slider.inputValue()).toBe('100');
    await expect.poll(() => table.innerText(), { timeout: 20_000 }).toContain(props.rows[0]!.chiefOfStaff);
    expect(await table.innerText()).not.toContain(props.rows[0]!.consultant);
    expect(await page.getByRole('status').filter({ hasText: 'Vue affichée' }).innerText()).toMatch(/Vue affichée\s: Chief of Staff/);
    expect(await slider.getAttribute('aria-valuetext')).toBe('100, Chief of Staff');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('moves by steps of 1 around the threshold', async () => {
    const { page, problems } = await open('/chief-of-staff-vs-consultant');
    const slider = page.getByRole('slider', { name: props.sliderLabel });
    const view = () => page.getByRole('table').getAttribute('data-view');
    await slider.focus();
    for (let presses = 0; presses < 50; presses++) await page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('50');
    await expect.poll(() => slider.getAttribute('aria-valuetext'), { timeout: 20_000 }).toBe('50, Consultant');
    expect(await view()).toBe('consultant');
    await page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('51');
    await expect.poll(view).toBe('chiefOfStaff');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('FAQ accordions', () => {
  it.each(['/', '/faq', '/quarter-plan', '/interim-management', '/chief-of-staff-c-level', '/notre-mission-chief-of-staff'])(
    '%s opens one answer at a time, and closes it on a second click',
    async (path) => {
      const { page, problems } = await open(path);
      const questions = page.locator('main summary').filter({ visible: true });
      const [first, second] = [questions.nth(0), questions.nth(1)];
      await first.click();
      expect(await isOpen(first)).toBe(true);
      await second.click();
      expect(await isOpen(first)).toBe(false);
      expect(await isOpen(second)).toBe(true);
      await second.click();
      expect(await isOpen(second)).toBe(false);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe('floating booking button', () => {
  it.each(['desktop', 'mobile'] as const)(
    '%s: out of view at the top, in view past half a screen of scrolling, out of view again once the footer shows',
    async (name) => {
      const viewport = viewports[name];
      const { page, problems } = await open('/quarter-plan', viewport);
      // A visitor wheels until the page stands where they want it. Chromium scrolls by a wheel at once here, but once in
      // CI, beside another busy Chromium, it dropped one: the page stayed put for the poll's 10 s. A wheel that has not
      // moved the page by the next look is followed by another for what is left.
      const scrolledTo = async (top: number) => {
        const target = Math.round(top);
        await expect
          .poll(
            async () => {
              const left = target - (await page.evaluate(() => window.scrollY));
              if (Math.abs(left) > 1) await page.mouse.wheel(0, left);
              return Math.abs(left);
            },
            { interval: 250 },
          )
          .toBeLessThanOrEqual(1);
      };
      expect(await floatingCtaPainted(page)).toBe(false);
      await scrolledTo(viewport.height * 0.4);
      expect(await floatingCtaPainted(page)).toBe(false);
      await scrolledTo(viewport.height * 0.5 + 100);
      await expect.poll(() => floatingCtaPainted(page)).toBe(true);
      // The footer carries the same button: the floating one steps aside as it comes in.
      const footerTop = await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY);
      await scrolledTo(footerTop - viewport.height - 50);
      await expect.poll(() => floatingCtaPainted(page)).toBe(true);
      await scrolledTo(footerTop - viewport.height + 200);
      await expect.poll(() => floatingCtaPainted(page)).toBe(false);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});
