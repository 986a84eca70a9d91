import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loaderModules } from '../../engine/prerender/assets.ts';
import { routeHtmlFile } from '../../engine/server/route-files.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { axeViolations } from './axe.ts';
import { openWatchedPage, sharedBrowser, viewports, type WatchedPage } from './browser.ts';
import { modulesOf, scriptsOnceScrolledToTheEnd, watchInitialJavaScript, type InitialJavaScript } from './initial-js.ts';
import { failureOf, recordFrameLoads, recordViolations, settledUnderPolicy, violations } from './policy-violations.ts';
import siteDefinition from '../../site.config.ts';

// Every route as a visitor lands on it: the page loaded and left alone until its scripts have started and its
// network is idle. What it downloaded (the budgets), that it hydrated cleanly, that the Content-Security-Policy
// blocked nothing (its other tests: content-security-policy.e2e.test.ts), and axe. The checks only read the page, so
// the tests of one route share it: opened once before them, closed after them. Axe runs last: it injects its own
// script into the page. One test file per viewport (landing-desktop and landing-mobile.e2e.test.ts),
// so that the two run side by side. The other checks of the same kinds (built HTML, menus and states, the 404 page)
// are in budgets, accessibility and routes.e2e.test.ts.

// Loaded when used (a visitor submits, or opens what needs them), never with a page; the router never (pages load as
// documents), nor Chakra and emotion (they render pages at build time; islands carry compiled styles).
const notLoadedWithThePage = {
  'supabase-js': /^node_modules\/@supabase\//,
  zod: /^node_modules\/zod\//,
  'react-router': /^node_modules\/react-router/,
  '@chakra-ui/react': /^node_modules\/@chakra-ui\//,
  '@emotion/*': /^node_modules\/@emotion\//,
};

const dist = resolve(import.meta.dirname, '../../dist');
const html = (path: string) => readFileSync(join(dist, routeHtmlFile(path)), 'utf8');

/** The tests of every route at one viewport; called at the top level of that viewport's test file. */
export function everyRouteAsLanded(name: keyof typeof viewports) {
  const baseUrl = inject('baseUrl');
  const routes = loadContent(process.cwd(), siteDefinition).pages.map(({ page }) => page.path);
  const viewport = viewports[name];
  const browser = sharedBrowser({ closeTabsAfterEachTest: false });

  describe.each(routes)(`every route as a visitor lands on it, ${name}: %s`, (path) => {
    let landed: WatchedPage;
    let initial: InitialJavaScript;

    beforeAll(async () => {
      landed = await openWatchedPage(browser(), { viewport });
      await landed.page.context().addInitScript({ content: recordViolations + recordFrameLoads });
      const settled = await watchInitialJavaScript(landed.page, baseUrl, dist);
      await landed.page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      initial = await settled();
    });
    afterAll(async () => {
      await landed?.page.context().close();
    });

    // The budget is 150 KB gzip of JavaScript before the load event; the pages hold it at 0: their scripts start
    // once the page has loaded and its largest paint is on screen, so that this paint owes nothing to JavaScript, and
    // only once an island is near the screen: a page whose islands are further down runs nothing while its top is read.
    it("no script before the load event or the largest paint, nor before an island is near the screen, every script preloaded by the page's loader, without supabase-js, zod, the router, Chakra or emotion", async () => {
      expect(initial.beforeLoad).toEqual([]);
      if (initial.islandNear) {
        expect(initial.files.length, 'an island near the screen: its scripts load').toBeGreaterThan(0);
        expect(initial.firstScriptAt, 'first script requested after the largest paint').toBeGreaterThan(initial.largestPaintAt);
      } else {
        expect(initial.files, 'no island near the screen: nothing to run yet').toEqual([]);
      }
      // The visitor reads down to the footer's form: the islands' scripts are there for it.
      const preloaded = loaderModules(html(path)).map((file) => file.slice(1));
      const unrequested = preloaded.filter((file) => !initial.files.includes(file));
      const files = [...initial.files, ...(await scriptsOnceScrolledToTheEnd(landed.page, baseUrl, unrequested))];
      expect(files.length, 'the page hydrates, so it loads some JavaScript').toBeGreaterThan(0);
      // Nothing is discovered late: the islands' code is there when React hydrates them.
      expect(files.filter((file) => !preloaded.includes(file))).toEqual([]);
      const modules = modulesOf(files);
      for (const [module, pattern] of Object.entries(notLoadedWithThePage)) {
        expect(
          modules.filter((loaded) => pattern.test(loaded)),
          `${module} loaded up front`,
        ).toEqual([]);
      }
    });

    // The text paints in the metric-matched fallbacks; the page's loader adds the self-hosted fonts after the largest
    // paint, so they always arrive late. Their fallbacks are sized so that the swap moves no line of the site's pages
    // (theme/fonts.ts, the hero's column): the budget is a layout shift of 0.01.
    it('paints before its fonts are requested, then shows them, with a layout shift of 0.01 at most', () => {
      expect(initial.firstFontAt, 'first font requested after the largest paint').toBeGreaterThan(initial.largestPaintAt);
      expect(initial.loadedFonts).toEqual(expect.arrayContaining(siteDefinition.theme.fonts!.files.map((font) => font.family)));
      expect(initial.layoutShift).toBeLessThanOrEqual(0.01);
    });

    if (name === 'desktop') {
      it('hydrates with one h1 and no console error or warning', async () => {
        expect(await landed.page.locator('h1').count()).toBe(1);
        expect(landed.problems).toEqual([]);
      });

      // Once it has done all it does on its own: its islands, and the form service's frames scrolled to.
      it('runs under the Content-Security-Policy without a violation', async () => {
        const waited = await failureOf(settledUnderPolicy(landed.page, dist, path));
        expect(await violations(landed.page)).toEqual([]);
        expect(waited).toBeUndefined();
      });
    }

    it('has no violation (axe)', async () => {
      expect(await axeViolations(landed.page)).toEqual([]);
    });

    if (name === 'mobile') {
      // WCAG's reflow (1.4.10): at 320 CSS pixels, a small phone or a desktop zoomed to 400 %, the page reads without
      // scrolling sideways. Last: it narrows the page the other tests read.
      it('reflows at 320 px wide: nothing sticks out sideways', async () => {
        await landed.page.setViewportSize({ width: 320, height: viewport.height });
        const { width, outside } = await landed.page.evaluate(() => ({
          width: document.documentElement.scrollWidth,
          outside: [...document.body.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth && element.getClientRects().length > 0)
            .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth))
            .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.trim().slice(0, 60)}`),
        }));
        expect(width, outside.join('\n')).toBeLessThanOrEqual(320);
      });
    }
  });
}
