import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from 'playwright-core';
import { chunkModulesFile } from '../../engine/prerender/vite-plugin-chunk-modules.ts';
import { openWatchedPage, type viewports } from './browser.ts';

export const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** The total gzip size of `files` (paths under `dist`). */
const gzipBytesOf = (files: readonly string[], dist: string) => files.reduce((total, file) => total + gzipSize(readFileSync(join(dist, file))), 0);

export interface InitialJavaScript {
  /** Script files requested, as paths under dist/ ("assets/…js"). */
  files: string[];
  /** Those requested before the page's load event. */
  beforeLoad: string[];
  /** Their total size, gzip level 9. */
  gzipBytes: number;
  /** The source modules they hold ("node_modules/…", "blocks/…"). */
  modules: string[];
  /** Sum of the layout shifts the page made while loading. */
  layoutShift: number;
  /** When the page requested its first self-hosted font (Infinity: none), against its own clock. */
  firstFontAt: number;
  /** The families of the fonts the page has loaded once settled. */
  loadedFonts: string[];
  /** When the page painted its largest content, and when it requested its first script (ms, the page's clock). */
  largestPaintAt: number;
  firstScriptAt: number;
  /** Whether a part of an island was within a screen's height of the screen once the page had settled, measured here. */
  islandNear: boolean;
}

/**
 * What a visitor's browser downloads on landing on `path`: the page is opened at `viewport` and left
 * untouched until its network is idle (its islands load after the first paint when one is near the screen).
 */
export async function measureInitialJavaScript(
  browser: Browser,
  baseUrl: string,
  path: string,
  viewport: (typeof viewports)[keyof typeof viewports],
  dist: string,
): Promise<InitialJavaScript> {
  const { page } = await openWatchedPage(browser, { viewport });
  try {
    const settled = await watchInitialJavaScript(page, baseUrl, dist);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    return await settled();
  } finally {
    await page.context().close();
  }
}

/**
 * Counts the requests of `page` still in flight. `settled()` resolves once none has been for `quietMs` (Playwright's
 * `networkidle` is reported once per document, so it cannot tell when scripts requested later have arrived).
 */
function requestsInFlight(page: Page, quietMs = 300) {
  let pending = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    pending = Math.max(0, pending + by);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    settled: async () => {
      while (pending > 0 || Date.now() - lastChange < quietMs) await new Promise((done) => setTimeout(done, 50));
    },
  };
}

/**
 * Starts recording, on a page that has not navigated yet, the scripts it requests and the layout shifts it makes.
 * Returns what waits, once the page has loaded, for its loader to have run (it requests the fonts after the largest
 * paint, and asks for the scripts in the same task when an island is near the screen, the browser answering that
 * within the next frames) and its network to be idle, then reads the record; the page is left as it was.
 */
export async function watchInitialJavaScript(page: Page, baseUrl: string, dist: string): Promise<() => Promise<InitialJavaScript>> {
  const files = new Set<string>();
  const isOurScript = (request: Request) => request.resourceType() === 'script' && new URL(request.url()).origin === baseUrl;
  page.on('request', (request) => {
    if (isOurScript(request)) files.add(new URL(request.url()).pathname.slice(1));
  });
  const inFlight = requestsInFlight(page);
  await page.addInitScript(() => {
    const state = window as unknown as { __layoutShift: number };
    state.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  return async () => {
    // The fonts the page lists for its loader, shown: what the visitor sees once it has settled.
    await page.waitForFunction(() => {
      const listed = JSON.parse(document.getElementById('web-fonts')?.textContent ?? '[]') as { family: string }[];
      return listed.every(({ family }) => [...document.fonts].some((face) => face.family.replace(/^["']|["']$/g, '') === family && face.status === 'loaded'));
    });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await inFlight.settled();
    const islandNear = await page.evaluate(() =>
      [...document.querySelectorAll('[data-island] > *')].some((part) => {
        const box = part.getBoundingClientRect();
        return box.width + box.height > 0 && box.top < 2 * window.innerHeight && box.bottom > -window.innerHeight;
      }),
    );
    const layoutShift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
    // When each script was requested, against the page's own clock (resource timing: the same origin).
    const timing = await page.evaluate(async () => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'css');
      // Largest-paint entries are only handed to an observer (buffered), never listed by getEntriesByType.
      const largestPaints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const fonts = scripts.filter((entry) => entry.name.endsWith('.woff2'));
      return {
        load: navigation.loadEventStart,
        largestPaint: Math.max(...largestPaints.map((entry) => entry.startTime)),
        scripts: scripts.map((entry) => [new URL(entry.name).pathname.slice(1), entry.startTime] as const),
        firstFont: Math.min(...fonts.map((entry) => entry.startTime)),
        loadedFonts: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/^["']|["']$/g, '')),
      };
    });
    const requested = new Map<string, number>(timing.scripts);

    const list = [...files];
    const requestedBefore = (time: number) => list.filter((file) => (requested.get(file) ?? Infinity) < time);
    return {
      files: list,
      beforeLoad: requestedBefore(timing.load),
      gzipBytes: gzipBytesOf(list, dist),
      modules: modulesOf(list, dist),
      layoutShift,
      firstFontAt: timing.firstFont,
      loadedFonts: timing.loadedFonts,
      largestPaintAt: timing.largestPaint,
      firstScriptAt: Math.min(...list.map((file) => requested.get(file) ?? Infinity)),
      islandNear,
    };
  };
}

/**
 * The scripts the page requests once the visitor has scrolled to its end (where the footer's form is), network idle.
 * A script is awaited only while the page's loader lists one not requested yet (`unrequested`): where the first islands
 * brought every one, scrolling asks for none, and nothing is there to wait for.
 */
export async function scriptsOnceScrolledToTheEnd(page: Page, baseUrl: string, unrequested: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  const record = (request: Request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).origin === baseUrl) files.push(new URL(request.url()).pathname.slice(1));
  };
  page.on('request', record);
  const inFlight = requestsInFlight(page);
  const firstScript =
    unrequested.length > 0 ? page.waitForRequest((request) => request.resourceType() === 'script', { timeout: 10_000 }).catch(() => undefined) : undefined;
  await page.mouse.wheel(0, await page.evaluate(() => document.documentElement.scrollHeight));
  await firstScript;
  await inFlight.settled();
  page.off('request', record);
  return files;
}

/** The source modules ("node_modules/…", "blocks/…") the built script files `files` hold. */
export function modulesOf(files: readonly string[], dist = resolve(import.meta.dirname, '../../dist')): string[] {
  const chunkModules = JSON.parse(readFileSync(join(dist, chunkModulesFile), 'utf8')) as Record<string, string[]>;
  // A file the map does not describe would hold nothing and pass every check of what it holds.
  const unknown = files.filter((file) => !Object.hasOwn(chunkModules, file));
  if (unknown.length > 0) throw new Error(`${chunkModulesFile} does not describe ${unknown.join(', ')}`);
  return files.flatMap((file) => chunkModules[file]!);
}
