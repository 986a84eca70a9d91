import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loaderModules } from '../../engine/prerender/assets.ts';
import { routeHtmlFile } from '../../engine/server/route-files.ts';

// A load blocked by the Content-Security-Policy fires `securitypolicyviolation` on the document; the page records
// them from its first script on. A request that fails (this machine is offline; the tests answer third parties with
// empty responses) is no violation.

/** An init script: the page keeps every violation in `window.__violations`. */
export const recordViolations = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push(\`\${event.effectiveDirective} blocked \${event.blockedURI || 'inline'}: \${event.sample}\`);
  }, true);
`;

/** The violations the page recorded so far. */
export const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/**
 * Resolves once the page has done what it does on its own: loaded every script its loader lists, and for a form
 * embed loaded (or failed to load) the form service's script, after which every frame has its source; then once
 * each frame, lazily loaded, has been scrolled to and requested.
 */
export async function settledUnderPolicy(page: Page, dist: string, path: string): Promise<void> {
  const modules = loaderModules(readFileSync(join(dist, routeHtmlFile(path)), 'utf8'));
  await page.waitForFunction(
    (paths) => paths.every((wanted) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === wanted)),
    modules,
  );
  await page.waitForFunction(() => document.querySelectorAll('iframe[data-tally-src]:not([src])').length === 0);
  for (const frame of await page.locator('iframe').all()) await frame.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
}

/** What a wait ended with: its error, or undefined once done. What was blocked says more than a wait that never ends. */
export const failureOf = (wait: Promise<unknown>) =>
  wait.then(
    () => undefined,
    (error: unknown) => error,
  );
