import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loaderModules } from '../../engine/prerender/assets.ts';
import { routeHtmlFile } from '../../engine/server/route-files.ts';

// A load blocked by the Content-Security-Policy fires `securitypolicyviolation` on the document when it is
// requested; the page records them from its first script on. A request that fails (this machine is offline; the
// tests answer third parties with empty responses) is no violation. So the policy has judged every load once each
// has been asked for: the settled page is one whose own requests have stopped and whose frames have loaded their
// sources. Playwright's `networkidle` is not used: with the form service's frame (another site, so another process
// in Chromium) it sometimes never fires, every request answered (in 4 of 64 loads of the pages with a form embed, two browsers side by side).

/** An init script: the page keeps every violation in `window.__violations`. */
export const recordViolations = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push(\`\${event.effectiveDirective} blocked \${event.blockedURI || 'inline'}: \${event.sample}\`);
  }, true);
`;

/** An init script: the page keeps each frame's last loaded source, which `settledUnderPolicy` waits for. */
export const recordFrameLoads = `
  window.__framesLoaded = new WeakMap();
  document.addEventListener('load', (event) => {
    if (event.target instanceof HTMLIFrameElement) window.__framesLoaded.set(event.target, event.target.src);
  }, true);
`;

/** The violations the page recorded so far. */
export const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** How long the page's list of loaded resources must stay unchanged to count as done loading. */
const quietMs = 500;

/**
 * On a page opened with `recordFrameLoads`, resolves once it has done what it does on its own: loaded every script its loader lists, and for a form
 * embed loaded (or failed to load) the form service's script, after which every frame has its source; then once
 * each frame, lazily loaded, has been scrolled to and has loaded that source, and no resource has been added for
 * half a second.
 */
export async function settledUnderPolicy(page: Page, dist: string, path: string): Promise<void> {
  const modules = loaderModules(readFileSync(join(dist, routeHtmlFile(path)), 'utf8'));
  await page.waitForFunction(
    (paths) => paths.every((wanted) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === wanted)),
    modules,
  );
  await page.waitForFunction(() => document.querySelectorAll('iframe[data-tally-src]:not([src])').length === 0);
  for (const frame of await page.locator('iframe').all()) await frame.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const loaded = (window as unknown as { __framesLoaded: WeakMap<HTMLIFrameElement, string> }).__framesLoaded;
    return [...document.querySelectorAll('iframe')].every((frame) => loaded.get(frame) === frame.src);
  });
  await page.evaluate(async (quiet) => {
    for (let count = -1; count !== performance.getEntriesByType('resource').length;) {
      count = performance.getEntriesByType('resource').length;
      await new Promise((done) => setTimeout(done, quiet));
    }
  }, quietMs);
}

/** What a wait ended with: its error, or undefined once done. What was blocked says more than a wait that never ends. */
export const failureOf = (wait: Promise<unknown>) =>
  wait.then(
    () => undefined,
    (error: unknown) => error,
  );
