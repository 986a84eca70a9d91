import type { Browser, BrowserContextOptions } from 'playwright-core';
import { openWatchedPage, type WatchedPage } from '../engine/prerender/chromium.ts';

/**
 * A watched page for a benchmark run by tsx, which keeps function names with a `__name` helper: the functions a
 * benchmark evaluates in the page carry calls to it along, so the page gets an identity `__name` too.
 */
export async function openBenchPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  watch?: Parameters<typeof openWatchedPage>[2],
): Promise<WatchedPage> {
  const watched = await openWatchedPage(browser, options, watch);
  await watched.page.context().addInitScript({ content: 'globalThis.__name = (target) => target;' });
  return watched;
}
