import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

// Chromium driven by playwright-core, shared by the engine's tools (screenshots, benchmarks) and the tests.

/**
 * Debian's Chromium, the only browser these machines have (a downloaded Playwright build can't be fetched
 * here), and the flags it needs: root needs --no-sandbox; the rest keeps it from reaching out to the network
 * or doing background work while tests measure it.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
}

/** What an unreachable third party answers here (tests, screenshots, benchmarks): an empty document or script, never an error. */
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

/** How long a wait on a page (a navigation, an element, a load state) may last before it counts as never ending. */
export const waitLimit = 90_000;

/**
 * A page whose console errors, warnings and uncaught errors are recorded, with those of the tabs it opens.
 * Third-party hosts are unreachable here, so requests to them are answered empty: a test only sees our own failures.
 * Answering them turns the browser's HTTP cache off (Playwright's routing does): `answerThirdParties: false` keeps it,
 * for a page whose policy lets it reach no other host anyway.
 */
export async function openWatchedPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  { answerThirdParties = true }: { answerThirdParties?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: viewports.desktop, ...options });
  // A wait ends on what the page does; its limit only stops one that would never end, so it is set for a machine
  // several times slower than those the suites run on (how fast the pages are is the benchmarks' question).
  context.setDefaultTimeout(waitLimit);
  if (answerThirdParties)
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
