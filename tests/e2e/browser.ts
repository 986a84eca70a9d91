import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * One Chromium for the test file that calls this at its top level: launched before its tests, closed
 * after them. Returns the running browser. Whatever a test opened is closed after it, passed or failed:
 * a tab left open keeps running its page (timers, animations, a 4× CPU slowdown) and slows every later test.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched before the tests run, not while they are collected');
    return browser;
  };
}

/** What an unreachable third party answers in tests: an empty document or script, never an error. */
function emptyResponse(resourceType: string) {
  const contentType = resourceType === 'document' ? 'text/html' : resourceType === 'script' ? 'text/javascript' : 'text/plain';
  return { status: 200, contentType, body: resourceType === 'document' ? '<!DOCTYPE html><title>Formulaire</title>' : '' };
}

export interface WatchedPage {
  page: Page;
  /**
   * Console errors, console warnings and uncaught exceptions, in order: the page's own, and those of any tab
   * it opens (suffixed with that tab's address), since a tab the visitor is sent to is part of the journey.
   */
  problems: string[];
}

/**
 * A page whose console errors, warnings and uncaught errors are recorded, with those of the tabs it opens.
 * Third-party hosts are unreachable here, so requests to them are answered empty: a test only sees our own failures.
 */
export async function openWatchedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: viewports.desktop, ...options });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill(emptyResponse(route.request().resourceType())));
  const page = await context.newPage();
  const problems: string[] = [];
  const from = (source: Page | null) => (source === page || source === null ? '' : ` (in ${source.url()})`);
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}${from(message.page())}`);
  });
  context.on('weberror', (error) => problems.push(`pageerror: ${error.error().message}${from(error.page())}`));
  return { page, problems };
}

export type Viewport = (typeof viewports)[keyof typeof viewports];

export interface RouteOptions extends BrowserContextOptions {
  /** When the navigation counts as done; the load event by default. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle';
  /** CPU slowdown of the tab (4: a mid-range phone), set before the page starts loading. */
  cpuRate?: number;
}

/**
 * A watched page on `path` of the served site, once it has loaded: a test acts on it at once, as a visitor
 * who knows where to click does. Nothing waits for the page's scripts: the page must answer whatever its state.
 */
export async function openRoute(browser: Browser, baseUrl: string, path: string, { waitUntil = 'load', cpuRate, ...options }: RouteOptions = {}): Promise<WatchedPage> {
  const watched = await openWatchedPage(browser, options);
  if (cpuRate !== undefined) {
    const cdp = await watched.page.context().newCDPSession(watched.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  await watched.page.goto(`${baseUrl}${path}`, { waitUntil });
  return watched;
}

/** The CPU speeds interaction tests run at: a desktop, and a mid-range phone (4× slower). */
export const cpuRates = [1, 4] as const;

/**
 * Resolves once the transitions and animations of what `locator` points at (its descendants and
 * pseudo-elements included) have run, as a visitor watching a disclosure unfold waits for it.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)).then(() => undefined));
}
