import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

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

/** What an unreachable third party answers in tests: an empty document or script, never an error. */
function emptyResponse(resourceType: string) {
  const contentType = resourceType === 'document' ? 'text/html' : resourceType === 'script' ? 'text/javascript' : 'text/plain';
  return { status: 200, contentType, body: resourceType === 'document' ? '<!DOCTYPE html><title>Formulaire</title>' : '' };
}

export interface WatchedPage {
  page: Page;
  /** Console errors, console warnings and uncaught exceptions, in order. */
  problems: string[];
}

/**
 * A page whose console errors, warnings and uncaught errors are recorded. Third-party hosts are
 * unreachable here, so requests to them are answered empty: a test only sees our own failures.
 */
export async function openWatchedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: viewports.desktop, ...options });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill(emptyResponse(route.request().resourceType())));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}
