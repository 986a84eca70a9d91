import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionServer, type ProductionServer } from '../../engine/server/production-server.ts';
import { engineRoot, writeSite } from '../engine/support/second-site.ts';
import { axeViolations } from './axe.ts';
import { openRoute, sharedBrowser, viewports } from './browser.ts';

// A page whose hero has an image (this site's pages have none: the second site's home shows the repository's
// illustration), built and served as `npm start` serves it: the image shows at once in the box kept for it, the
// browser takes the AVIF its screen needs, and axe finds nothing.

const browser = sharedBrowser();
let root: string;
let served: ProductionServer;
const origin = () => `http://127.0.0.1:${served.port}`;

beforeAll(async () => {
  root = writeSite();
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
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    const { url, shownWidth } = await image.evaluate((element: HTMLImageElement) => ({
      url: element.currentSrc,
      shownWidth: element.getBoundingClientRect().width,
    }));
    const sent = Buffer.from(await (await fetch(url)).arrayBuffer()).byteLength;
    // The smallest file that would do: the source resized to exactly the pixels shown, in AVIF at the same quality.
    const best = await sharp(join(root, 'images/horizon.png'))
      .resize({ width: Math.ceil(shownWidth * 2) })
      .avif({ quality: 50, effort: 4 })
      .toBuffer();
    expect(sent).toBeLessThanOrEqual(1.2 * best.byteLength);
  });

  it('serves its files as immutable: their names change with their source or settings', async () => {
    const { page } = await openRoute(browser(), origin(), '/', { viewport: viewports.mobile });
    const url = await page.getByRole('img', { name: /^An abstract landscape/ }).evaluate((element: HTMLImageElement) => element.currentSrc);
    expect((await fetch(url)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
