import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { chunkModulesFile } from '../../engine/build/vite-plugin-chunk-modules.ts';
import { openWatchedPage, type viewports } from './browser.ts';

export const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

export interface InitialJavaScript {
  /** Script files requested, as paths under dist/ ("assets/…js"). */
  files: string[];
  /** Their total size, gzip level 9. */
  gzipBytes: number;
  /** The source modules they hold ("node_modules/…", "blocks/…"). */
  modules: string[];
  /** Sum of the layout shifts the page made while loading. */
  layoutShift: number;
}

/**
 * What a visitor's browser downloads on landing on `path`: the page is opened at `viewport` and
 * left untouched until its network is idle after hydration, so interactive blocks in view count
 * and those further down, which load as the visitor scrolls to them, do not.
 */
export async function measureInitialJavaScript(
  browser: Browser,
  baseUrl: string,
  path: string,
  viewport: (typeof viewports)[keyof typeof viewports],
  dist: string,
): Promise<InitialJavaScript> {
  const { page } = await openWatchedPage(browser, { viewport });
  const files = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === baseUrl) files.add(url.pathname.slice(1));
  });
  await page.addInitScript(() => {
    const state = window as unknown as { __layoutShift: number };
    state.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  const layoutShift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
  await page.context().close();

  const chunkModules = JSON.parse(readFileSync(join(dist, chunkModulesFile), 'utf8')) as Record<string, string[]>;
  const list = [...files];
  return {
    files: list,
    gzipBytes: list.reduce((total, file) => total + gzipSize(readFileSync(join(dist, file))), 0),
    modules: list.flatMap((file) => chunkModules[file] ?? []),
    layoutShift,
  };
}
