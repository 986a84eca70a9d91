import { describe, expect, inject, it } from 'vitest';
import { loadContent } from '../../engine/validation/load-content.ts';
import { sharedBrowser, openRoute, openWatchedPage, viewports } from './browser.ts';

const baseUrl = inject('baseUrl');
const { navigation, site } = loadContent(process.cwd());
const { header } = navigation;

const browser = sharedBrowser();

const openHome = (viewport: (typeof viewports)[keyof typeof viewports]) => openRoute(browser(), baseUrl, '/', { viewport });

describe('site shell', () => {
  // Followed before the page is live, the link loads the next page afresh; once live, it navigates
  // client-side (the next test keeps a value set in the page across it). Either way the visitor gets the page.
  it('opens the page a header link names, right after load: its title, h1 and canonical', async () => {
    const { page, problems } = await openHome(viewports.desktop);
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(`${baseUrl}/services`);
    const services = loadContent(process.cwd()).pages.find(({ page: p }) => p.path === '/services')!.page;
    await page.waitForFunction((title) => document.title === title, services.seo.title);
    expect(await page.locator('h1').innerText()).toBe(services.blocks.find((block) => block.type === 'hero')!.title);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.baseUrl}/services`);
    expect(problems).toEqual([]);
  });

  it('shows the page a visitor landed on whole when they come back to it: content, title and structured data', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/faq', { viewport: viewports.desktop });
    // The visitor searches first, then moves on: by then the page is live, so the link navigates client-side
    // (a link followed before that loads the next page afresh, which is fine but not what this checks).
    const search = page.getByRole('searchbox');
    const count = page.getByRole('status').filter({ hasText: 'trouvée' });
    await search.fill('OKR');
    await expect.poll(() => count.innerText(), { timeout: 20_000 }).not.toBe('21 questions trouvées');
    await search.fill('');
    await expect.poll(() => count.innerText()).toBe('21 questions trouvées');
    const structuredData = () =>
      page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null') as unknown));
    const landed = { main: await page.locator('main').innerText(), title: await page.title(), data: await structuredData() };
    expect(landed.data.length).toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(`${baseUrl}/services`);
    await expect.poll(structuredData).not.toEqual(landed.data);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/faq`);
    await expect.poll(() => page.title()).toBe(landed.title);
    await expect.poll(() => page.locator('main').innerText()).toBe(landed.main);
    expect(await structuredData()).toEqual(landed.data);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the Ressources dropdown with the keyboard, lists its 6 entries and closes on Escape', async () => {
    const { page, problems } = await openHome(viewports.desktop);
    const trigger = page.getByRole('button', { name: header.resources.label });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('banner').locator('[popover]:popover-open');
    await menu.waitFor();
    expect(await trigger.evaluate((element) => (element as HTMLButtonElement).popoverTargetElement?.matches(':popover-open'))).toBe(true);
    expect(await menu.getByRole('link').count()).toBe(6);
    expect(header.resources.items).toHaveLength(6);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens external links in a new tab without an opener', async () => {
    const { page } = await openHome(viewports.desktop);
    const booking = page.getByRole('banner').getByRole('link', { name: new RegExp(header.bookingCta.label) });
    expect(await booking.getAttribute('href')).toBe(site.externalLinks.booking);
    expect(await booking.getAttribute('target')).toBe('_blank');
    expect(await booking.getAttribute('rel')).toBe('noopener noreferrer');
    const external = await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((link) => link.getAttribute('rel')));
    expect(external.length).toBeGreaterThan(0);
    expect(new Set(external)).toEqual(new Set(['noopener noreferrer']));
    await page.context().close();
  });

  it('shows the same links in the mobile menu, which Escape closes', async () => {
    const { page, problems } = await openHome(viewports.mobile);
    expect(await page.getByRole('navigation', { name: 'Navigation principale' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: header.menuOpenLabel }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Navigation mobile' });
    await mobileNav.waitFor();
    const labels = [...header.links, ...header.resources.items, ...header.afterResources].map((item) => item.label);
    for (const label of labels) expect(await mobileNav.getByRole('link', { name: label, exact: false }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: header.menuCloseLabel }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: header.menuOpenLabel }).waitFor();
    await mobileNav.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the breadcrumb bar with Accueil first on an inner page', async () => {
    const { page } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/faq`);
    const crumbs = page.getByRole('navigation', { name: navigation.breadcrumb.ariaLabel });
    expect((await crumbs.textContent())?.startsWith(navigation.breadcrumb.homeLabel)).toBe(true);
    await page.context().close();
  });
});
