import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, openWatchedPage, viewports, type WatchedPage } from '../../engine/prerender/chromium.ts';

export { chromiumPath, launchBrowser, openWatchedPage, viewports, type WatchedPage } from '../../engine/prerender/chromium.ts';

/**
 * One Chromium for the test file that calls this at its top level: launched before its tests, closed
 * after them. Returns the running browser. Whatever a test opened is closed after it, passed or failed:
 * a tab left open keeps running its page (timers, animations, a 4× CPU slowdown) and slows every later test.
 * A file whose tests share a tab (opened in a `beforeAll`, closed in its `afterAll`) passes
 * `closeTabsAfterEachTest: false`, and closes its tabs itself.
 */
export function sharedBrowser({ closeTabsAfterEachTest = true } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  if (closeTabsAfterEachTest) {
    afterEach(async () => {
      await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    });
  }
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched before the tests run, not while they are collected');
    return browser;
  };
}

export type Viewport = (typeof viewports)[keyof typeof viewports];

export interface RouteOptions extends BrowserContextOptions {
  /** When the navigation counts as done; the load event by default. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle';
  /** CPU slowdown of the tab (4: a mid-range phone), set before the page starts loading. */
  cpuRate?: number;
  /** A script run in the page before any of its own (a recorder the test reads afterwards). */
  initScript?: string;
  /** The page's timers on `page.clock`: time flows as usual, and the test can move it on at once (`runFor`). */
  fakeClock?: boolean;
}

/**
 * A watched page on `path` of the served site, once it has loaded: a test acts on it at once, as a visitor
 * who knows where to click does. Nothing waits for the page's scripts: the page must answer whatever its state.
 */
export async function openRoute(
  browser: Browser,
  baseUrl: string,
  path: string,
  { waitUntil = 'load', cpuRate, initScript, fakeClock, ...options }: RouteOptions = {},
): Promise<WatchedPage> {
  const watched = await openWatchedPage(browser, options);
  if (initScript) await watched.page.context().addInitScript({ content: initScript });
  if (fakeClock) await watched.page.clock.install();
  if (cpuRate !== undefined) {
    const cdp = await watched.page.context().newCDPSession(watched.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  await watched.page.goto(`${baseUrl}${path}`, { waitUntil });
  return watched;
}

/**
 * Resolves once the transitions and animations of what `locator` points at (its descendants and
 * pseudo-elements included) have run, as a visitor watching a disclosure unfold waits for it. A transition cut
 * short (a hover that ends as the element moves from under the pointer) gives way to the one that takes it back:
 * that one is waited for too.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    const running = () => element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running' || animation.pending);
    for (let left = running(); left.length > 0; left = running()) {
      await Promise.all(left.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** The notice (toast) holding `text`, as the site's toaster shows it. */
export function notice(page: Page, text: string): Locator {
  return page.locator('[data-scope="toast"][data-part="root"]', { hasText: text });
}
