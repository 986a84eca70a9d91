import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loadContent } from '../../engine/validation/load-content.ts';
import { sharedBrowser, openRoute, viewports } from './browser.ts';

const baseUrl = inject('baseUrl');
const { pages, navigation } = loadContent(process.cwd());
const routes = pages.map(({ page }) => page.path);

const browser = sharedBrowser();

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function open(path: string, viewport: (typeof viewports)[keyof typeof viewports]) {
  return (await openRoute(browser(), baseUrl, path, { viewport, waitUntil: 'networkidle' })).page;
}

describe.each(Object.entries(viewports))('axe on every route, %s', (_name, viewport) => {
  it.each(routes)('%s has no violation', async (path) => {
    const page = await open(path, viewport);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});

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
