import { describe, expect, inject, it } from 'vitest';
import { loadContent } from '../../engine/validation/load-content.ts';
import { axeViolations as violations } from './axe.ts';
import { animationsDone, notice, openRoute, sharedBrowser, viewports } from './browser.ts';
import siteDefinition from '../../site.config.ts';

// Axe on what a visitor opens or causes. Axe on every route as it loads, at both viewports, is in
// landing.ts, on the page the route's other checks share.

const baseUrl = inject('baseUrl');
const { navigation } = loadContent(process.cwd(), siteDefinition);

const browser = sharedBrowser();

async function open(path: string, viewport: (typeof viewports)[keyof typeof viewports]) {
  return (await openRoute(browser(), baseUrl, path, { viewport, waitUntil: 'networkidle' })).page;
}

describe('axe with the menus open', () => {
  it('finds nothing with the Ressources dropdown open', async () => {
    const page = await open('/', viewports.desktop);
    await page.getByRole('button', { name: navigation.header.resources.label }).click();
    await page.getByRole('banner').locator('[popover]:popover-open').waitFor();
    await page.keyboard.press('Tab');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('finds nothing with the mobile menu open', async () => {
    const page = await open('/', viewports.mobile);
    await page.getByRole('button', { name: navigation.header.menuOpenLabel }).click();
    await page.getByRole('navigation', { name: 'Navigation mobile' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});

// The states the stories check in isolation, on the real pages: what a visitor opens or causes.
describe.each(Object.entries(viewports))('axe on what a visitor opens or causes, %s', (_name, viewport) => {
  it('a risk card open on the media matrix, and an opportunity card', async () => {
    const page = await open('/medias', viewport);
    const matrix = page.locator('#matrice');
    await matrix.locator('summary').first().click();
    await animationsDone(matrix);
    expect(await violations(page)).toEqual([]);
    await matrix.getByRole('radio', { name: 'Opportunités' }).click();
    await matrix.locator('summary').filter({ visible: true }).first().click();
    await animationsDone(matrix);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("the simulator's details with their errors shown", async () => {
    const page = await open('/simulateur-chief-of-staff', viewport);
    await page.getByRole('button', { name: "Commencer l'évaluation" }).click();
    await page.getByText('Le prénom est requis').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("the simulator's result step", async () => {
    const page = await open('/simulateur-chief-of-staff', viewport);
    for (const [label, value] of [
      [/^Prénom/, 'Claire'],
      [/^Nom/, 'Martin'],
      [/^Entreprise/, 'Atelier Nord'],
      [/^E-mail/, `axe-${viewport.width}-${Date.now()}@exemple.fr`],
    ] as const) {
      await page.getByRole('textbox', { name: label }).fill(value);
    }
    await page.getByRole('button', { name: "Commencer l'évaluation" }).click();
    for (;;) {
      const groups = page.getByRole('radiogroup');
      await groups.first().waitFor();
      for (let index = 0; index < (await groups.count()); index++) await groups.nth(index).locator('label').nth(7).click();
      const next = page.getByRole('button', { name: 'Suivant' });
      if ((await next.count()) === 0) break;
      await next.click();
    }
    await page.getByRole('button', { name: 'Voir mon résultat' }).click();
    await page.getByRole('heading', { name: 'Claire, voici votre résultat' }).waitFor({ timeout: 30_000 });
    // The notice fades in over 0.4 s; axe judges the contrast a visitor reads once it is in.
    const saved = notice(page, 'Évaluation sauvegardée');
    await expect.poll(() => saved.evaluate((root) => getComputedStyle(root).opacity)).toBe('1');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
