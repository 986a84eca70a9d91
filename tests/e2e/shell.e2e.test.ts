import { describe, expect, inject, it } from 'vitest';
import { loadContent } from '../../engine/validation/load-content.ts';
import { sharedBrowser, openRoute, openWatchedPage, viewports } from './browser.ts';
import siteDefinition from '../../site.config.ts';

const baseUrl = inject('baseUrl');
const { navigation, site } = loadContent(process.cwd(), siteDefinition);
const { header } = navigation;

const browser = sharedBrowser();

const openHome = (viewport: (typeof viewports)[keyof typeof viewports]) => openRoute(browser(), baseUrl, '/', { viewport });

describe('site shell', () => {
  // Pages load as documents: there is no router in the browser.
  it('opens the page a header link names, right after load: its title, h1 and canonical', async () => {
    const { page, problems } = await openHome(viewports.desktop);
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(`${baseUrl}/services`);
    const services = loadContent(process.cwd(), siteDefinition).pages.find(({ page: p }) => p.path === '/services')!.page;
    await page.waitForFunction((title) => document.title === title, services.seo.title);
    expect(await page.locator('h1').innerText()).toBe(services.blocks.find((block) => block.type === 'hero')!.title);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.baseUrl}/services`);
    expect(problems).toEqual([]);
  });

  it('shows the page a visitor landed on whole when they come back to it: content, title and structured data', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/faq', { viewport: viewports.desktop });
    // The visitor searches first, then moves on to another page and comes back.
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

    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(`${baseUrl}/services`);
    await expect.poll(structuredData).not.toEqual(landed.data);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/faq`);
    await expect.poll(() => page.title()).toBe(landed.title);
    await expect.poll(() => page.locator('main').innerText()).toBe(landed.main);
    expect(await structuredData()).toEqual(landed.data);
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
    const booking = page.getByRole('banner').getByRole('link', { name: new RegExp(header.primaryCta.label) });
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

  // The skip link is the first thing a keyboard user sees: on top of the sticky header, at the top of the
  // viewport, wherever the page was scrolled to.
  it.each([
    ['desktop', 0, viewports.desktop],
    ['desktop', 1200, viewports.desktop],
    ['mobile', 0, viewports.mobile],
    ['mobile', 1200, viewports.mobile],
  ] as const)('shows the skip link on top at the first Tab (%s, scrolled %s px)', async (_name, scrolled, viewport) => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/services', { viewport });
    if (scrolled > 0) {
      await page.mouse.wheel(0, scrolled);
      await page.waitForFunction((least) => window.scrollY >= least, scrolled / 2);
    }
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        skip.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const inView = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
          // Every part of the link shows the link: nothing (the header) is drawn over it. The points are inside its
          // rounded corners.
          const corners = [
            [box.left + 8, box.top + 8],
            [box.right - 8, box.top + 8],
            [box.left + 8, box.bottom - 8],
            [box.right - 8, box.bottom - 8],
            [box.left + box.width / 2, box.top + box.height / 2],
          ];
          const onTop = corners.every(([x, y]) => element.contains(document.elementFromPoint(x!, y!)));
          return { inView, onTop, top: Math.round(box.top) };
        }),
      )
      .toEqual({ inView: true, onTop: true, top: 16 });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // A menu closes once an entry is chosen, also when the entry opens in a new tab and the visitor comes back.
  it.each([
    ['the Ressources menu', viewports.desktop, () => header.resources.label],
    ['the mobile menu', viewports.mobile, () => header.menuOpenLabel],
  ] as const)('closes %s when an entry that opens a new tab is chosen', async (_name, viewport, trigger) => {
    const { page, problems } = await openHome(viewport);
    await page.getByRole('button', { name: trigger() }).click();
    const menu = page.getByRole('banner').locator('[popover]:popover-open');
    await menu.waitFor();
    const external = header.resources.items.find((item) => item.href.external)!;
    const [tab] = await Promise.all([page.context().waitForEvent('page'), menu.getByRole('link', { name: new RegExp(`^${external.label}`) }).click()]);
    await tab.close();
    await page.bringToFront();
    await menu.waitFor({ state: 'hidden' });
    expect(
      await page
        .getByRole('banner')
        .locator('[popover]')
        .evaluateAll((menus) => menus.map((element) => element.matches(':popover-open'))),
    ).toEqual([false, false]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('closes the Ressources menu when an entry of this site is chosen, and shows that page', async () => {
    const { page, problems } = await openHome(viewports.desktop);
    await page.getByRole('button', { name: header.resources.label }).click();
    const menu = page.getByRole('banner').locator('[popover]:popover-open');
    await menu.waitFor();
    const inner = header.resources.items.find((item) => !item.href.external && item.href.href.startsWith('/'))!;
    await menu.getByRole('link', { name: new RegExp(`^${inner.label}`) }).click();
    await page.waitForURL(`${baseUrl}${inner.href.href}`);
    await menu.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // Pages load as documents: the speculation rules fetch a page of the site as the pointer rests on its link, and
  // the click is answered with it. (Chromium does not prerender while DevTools, through which the test watches, is
  // attached: the fetch is what shows here.)
  it('fetches a page of the site while the pointer rests on its link, and opens it from that fetch', async () => {
    const { page, problems } = await openHome(viewports.desktop);
    const cdp = await page.context().newCDPSession(page);
    const statuses: string[] = [];
    const ready = new Promise<void>((resolve) =>
      cdp.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, status, prefetchStatus }) => {
        if (prefetchUrl !== `${baseUrl}/services`) return;
        statuses.push(prefetchStatus ?? status);
        if (status === 'Ready') resolve();
      }),
    );
    await cdp.send('Preload.enable');
    const services = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Services' });
    await services.hover();
    await ready;
    await services.click();
    await page.waitForURL(`${baseUrl}/services`);
    await expect.poll(() => statuses.at(-1)).toBe('PrefetchResponseUsed');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
