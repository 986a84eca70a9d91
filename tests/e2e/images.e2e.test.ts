import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startProductionServer, type ProductionServer } from '../../engine/server/production-server.ts';
import { engineRoot, writeSite } from '../engine/support/second-site.ts';
import { axeViolations } from './axe.ts';
import { openRoute, sharedBrowser, viewports } from './browser.ts';

// A page whose hero has an image: the second site's home, whose image says something (its alt), built and served as
// `npm start` serves it, its clients' page (every other block that takes an image, with one), and this site's
// /notre-mission-chief-of-staff, whose illustration is decorative. The image shows at once in the box kept for it (the
// others as the visitor reaches them), the browser takes the AVIF its screen needs, and axe finds nothing.

const browser = sharedBrowser();
let root: string;
let served: ProductionServer;
const origin = () => `http://127.0.0.1:${served.port}`;

beforeAll(async () => {
  root = await writeSite();
  const build = spawnSync('npx', ['tsx', 'engine/prerender/build.ts', root], { cwd: engineRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the build of the second site failed:\n${build.stdout}\n${build.stderr}`);
  served = await startProductionServer({ dist: join(root, 'dist'), backend: {}, host: '127.0.0.1', port: 0 });
}, 240_000);

afterAll(async () => {
  await served?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Adds up the page's layout shifts from its first paint, as CLS counts them (none after an input). */
const recordShifts = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The bytes of the file the browser chose for `image`, once it has loaded. */
async function bytesSent(image: Locator): Promise<number> {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const url = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  return Buffer.from(await (await fetch(url)).arrayBuffer()).byteLength;
}

/** The smallest file that would do for `image`: its source resized to exactly the pixels shown (at 2×), in AVIF at the same quality. */
async function bestAvifBytes(source: string, image: Locator): Promise<number> {
  const shownWidth = await image.evaluate((element: HTMLImageElement) => element.getBoundingClientRect().width);
  const best = await sharp(source)
    .resize({ width: Math.ceil(shownWidth * 2) })
    .avif({ quality: 50, effort: 4 })
    .toBuffer();
  return best.byteLength;
}

describe('a hero with an image', () => {
  it.each(Object.entries(viewports))('shows it at %s without moving anything, and axe finds nothing in the page’s content', async (_name, viewport) => {
    const { page, problems } = await openRoute(browser(), origin(), '/', { viewport, initScript: recordShifts });
    const image = page.getByRole('img', { name: 'An abstract landscape: layered navy hills under a low brass sun' });
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    const heading = page.getByRole('heading', { level: 1, name: 'Books bound by hand' });
    const [imageBox, headingBox] = [(await image.boundingBox())!, (await heading.boundingBox())!];
    // Its box in its source's proportions (4:3), beside the title on a wide screen, under it on a phone.
    expect(imageBox.height / imageBox.width).toBeCloseTo(0.75, 2);
    if (viewport.width >= 1024) expect(imageBox.x).toBeGreaterThan(headingBox.x + headingBox.width);
    else expect(imageBox.y).toBeGreaterThan(headingBox.y + headingBox.height);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/assets\/horizon-\d+w-q50\.[0-9a-f]{12}\.avif$/);
    expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThanOrEqual(0.01);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('costs a 390 px phone at most 1.2× the bytes of the best AVIF at the width it shows', async () => {
    const { page } = await openRoute(browser(), origin(), '/', { viewport: viewports.mobile, deviceScaleFactor: 2 });
    const image = page.getByRole('img', { name: /^An abstract landscape/ });
    expect(await bytesSent(image)).toBeLessThanOrEqual(1.2 * (await bestAvifBytes(join(root, 'images/horizon.png'), image)));
  });

  it('serves its files as immutable: their names change with their source or settings', async () => {
    const { page } = await openRoute(browser(), origin(), '/', { viewport: viewports.mobile });
    const url = await page.getByRole('img', { name: /^An abstract landscape/ }).evaluate((element: HTMLImageElement) => element.currentSrc);
    expect((await fetch(url)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('the images of a text section, a logo strip, case studies and a testimonial', () => {
  /** Scrolls `image` into view, as a visitor reading down the page, and waits for it to be shown; its box, where the page now is. */
  async function shown(image: Locator) {
    expect(await image.getAttribute('loading')).toBe('lazy');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/assets\/[\w-]+-\d+w-q50\.[0-9a-f]{12}\.avif$/);
    return (await image.boundingBox())!;
  }
  const landscape = /^An abstract landscape/;

  it.each(Object.entries(viewports))(
    'show at %s as the visitor reaches them, each in its place, without moving anything; axe finds nothing',
    async (_name, viewport) => {
      const { page, problems } = await openRoute(browser(), origin(), '/clients', { viewport, initScript: recordShifts });
      const wide = viewport.width >= 1024;

      // The text section's image: beside its paragraph on a wide screen, under it on a phone.
      const sectionImage = await shown(page.locator('section', { hasText: 'Who we bind for' }).getByRole('img', { name: landscape }));
      const paragraph = (await page.getByText(/^Publishers who want a limited edition/).boundingBox())!;
      if (wide) expect(sectionImage.x).toBeGreaterThan(paragraph.x + paragraph.width);
      else expect(sectionImage.y).toBeGreaterThan(paragraph.y + paragraph.height);

      // The logos, 2.5rem high, each saying its client's name in place of the written name.
      const strip = page.locator('section', { hasText: 'They trust our hands' });
      for (const name of ['Nordlys', 'Atelier Verne', 'Groupe Castel']) {
        expect((await shown(strip.getByRole('img', { name }))).height).toBe(40);
        expect(await strip.getByText(name, { exact: true }).count()).toBe(0);
      }

      // Case studies: beside the summary of the detailed case on a wide screen, at the top of the others' cards.
      for (const title of ['A limited edition', 'A library repair']) {
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
        const image = await shown(card.getByRole('img', { name: landscape }));
        const heading = (await card.getByRole('heading', { name: title }).boundingBox())!;
        if (wide && title === 'A limited edition') expect(heading.x).toBeGreaterThan(image.x + image.width);
        else expect(heading.y).toBeGreaterThan(image.y + image.height);
      }

      // The testimonial's mark: decorative (its company is written beside it), a round 4rem beside the signature.
      const mark = page.locator('figcaption img');
      const markBox = await shown(mark);
      expect([markBox.width, markBox.height]).toEqual([64, 64]);
      expect(await mark.evaluate((element) => getComputedStyle(element).borderRadius)).toMatch(/^(9999px|50%)$/);
      const company = (await page.locator('figcaption').getByText('Atelier Verne', { exact: true }).boundingBox())!;
      expect(company.x).toBeGreaterThan(markBox.x + markBox.width);

      expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThanOrEqual(0.01);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});

describe('this site’s hero illustration on /notre-mission-chief-of-staff', () => {
  const baseUrl = inject('baseUrl');
  const illustration = (page: Page) => page.locator('main picture img').first();

  it.each(Object.entries(viewports))('shows at %s beside or under the title, first fetched, hidden from screen readers', async (_name, viewport) => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/notre-mission-chief-of-staff', { viewport });
    const image = illustration(page);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await image.getAttribute('alt')).toBe('');
    expect(await image.getAttribute('fetchpriority')).toBe('high');
    const heading = page.getByRole('heading', { level: 1 });
    const [imageBox, headingBox] = [(await image.boundingBox())!, (await heading.boundingBox())!];
    expect(imageBox.height / imageBox.width).toBeCloseTo(0.75, 2);
    if (viewport.width >= 1024) expect(imageBox.x).toBeGreaterThan(headingBox.x + headingBox.width);
    else expect(imageBox.y).toBeGreaterThan(headingBox.y + headingBox.height);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/assets\/horizon-\d+w-q50\.[0-9a-f]{12}\.avif$/);
    expect(problems).toEqual([]);
  });

  it('costs a 390 px phone at most 1.2× the bytes of the best AVIF at the width it shows', async () => {
    const { page } = await openRoute(browser(), baseUrl, '/notre-mission-chief-of-staff', { viewport: viewports.mobile, deviceScaleFactor: 2 });
    const image = illustration(page);
    expect(await bytesSent(image)).toBeLessThanOrEqual(1.2 * (await bestAvifBytes(join(engineRoot, 'images/horizon.png'), image)));
  });
});
