import { describe, expect, inject, it } from 'vitest';
import { loadContent } from '../../engine/validation/load-content.ts';
import { axeViolations as violations } from './axe.ts';
import { animationsDone, openRoute, sharedBrowser, viewports } from './browser.ts';
import siteDefinition from '../../site.config.ts';

// Axe on what a visitor opens or causes. Axe on every route as it loads, at both viewports, is in
// landing.ts, on the page the route's other checks share; on the simulator's details with their errors and its
// result step, in the simulator's journey (interactive.e2e.test.ts), on the page it fills in.

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
});
