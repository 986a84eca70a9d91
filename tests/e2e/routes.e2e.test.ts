import { describe, expect, inject, it } from 'vitest';
import { loadContent } from '../../engine/validation/load-content.ts';
import { sharedBrowser, openWatchedPage, viewports } from './browser.ts';
import siteDefinition from '../../site.config.ts';

const baseUrl = inject('baseUrl');
const { pages, site } = loadContent(process.cwd(), siteDefinition);
const routes = pages.map(({ page }) => page.path);

/** The raw <head> of a document as the server sent it. */
const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

const browser = sharedBrowser();

describe('every route, as served', () => {
  it.each(routes)('%s answers 200 with its title, description, canonical and JSON-LD inside <head>', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = headOf(html);
    const { page } = pages.find((entry) => entry.page.path === path)!;
    expect(html.startsWith('<!DOCTYPE html><html lang="fr">')).toBe(true);
    expect(head).toContain(`<title>${escapeHtml(page.seo.title)}</title>`);
    expect(head).toContain(`<meta name="description" content="${escapeHtml(page.seo.description)}"/>`);
    expect(head).toContain(`<link rel="canonical" href="${site.baseUrl}${path}"/>`);
    expect(head).toContain('<script type="application/ld+json">');
    expect(html).toMatch(/<h1[\s>]/);
  });

  it('answers 404 with the not-found page for an unknown path', async () => {
    const response = await fetch(`${baseUrl}/cette-page-n-existe-pas`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('404');
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('href="/"');
  });

  it('serves sitemap.xml with an absolute URL per route, and robots.txt pointing to it', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const path of routes) expect(sitemap).toContain(`<loc>${site.baseUrl}${path}</loc>`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${site.baseUrl}/sitemap.xml`);
  });
});

// That every route hydrates in Chromium with one h1 and no console error or warning is checked in
// landing.ts, on the page the route's other checks share.
describe('in Chromium', () => {
  it('shows the content with JavaScript off', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: viewports.mobile });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
    expect(await page.locator('footer').textContent()).toContain(site.legal.tradeRegister);
    await context.close();
  });

  it('logs the missing path to the console on the not-found page', async () => {
    const { page } = await openWatchedPage(browser());
    const logged = page.waitForEvent('console', { predicate: (message) => message.text().includes('/introuvable') });
    const response = await page.goto(`${baseUrl}/introuvable`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found').isVisible()).resolves.toBe(true);
    expect((await logged).type()).toBe('error');
    await page.context().close();
  });
});

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
