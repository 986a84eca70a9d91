import { describe, expect, inject, it } from 'vitest';
import { loadContent } from '../../engine/validation/load-content.ts';
import { notice, sharedBrowser, openRoute, viewports } from './browser.ts';
import siteDefinition from '../../site.config.ts';

const baseUrl = inject('baseUrl');
const { site, navigation } = loadContent(process.cwd(), siteDefinition);
const newsletter = navigation.footer.form;

const browser = sharedBrowser();

const openHome = (viewport: (typeof viewports)[keyof typeof viewports]) => openRoute(browser(), baseUrl, '/', { viewport });

describe.each(Object.entries(viewports))('visitor journeys on the production build, %s', (_name, viewport) => {
  it('books a call from the home page: the calendar opens in a new tab', async () => {
    const { page, problems } = await openHome(viewport);
    const hero = page.locator('main section').first();
    const [calendar] = await Promise.all([
      page.waitForEvent('popup'),
      hero
        .getByRole('link', { name: /Réserver/ })
        .first()
        .click(),
    ]);
    expect(calendar.url()).toBe(site.externalLinks.booking);
    expect(await calendar.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('subscribes to the newsletter from the footer, then is told the address is already subscribed', async () => {
    const { page, problems } = await openHome(viewport);
    const form = page.getByRole('form', { name: newsletter.title });
    const submit = form.getByRole('button', { name: newsletter.submitLabel });
    const address = `parcours-${viewport.width}-${Date.now()}@exemple.fr`;
    for (const expected of ['Inscription réussie !', 'Déjà inscrit']) {
      await form.getByLabel(newsletter.emailLabel).fill(address);
      await form.getByText(newsletter.consentLabel).click();
      await submit.click();
      await notice(page, expected).waitFor({ timeout: 30_000 });
    }
    // The second insert is refused with 409 by design; the browser reports that response, nothing else may appear.
    expect(problems.filter((line) => !line.includes('status of 409'))).toEqual([]);
    await page.context().close();
  });
});
