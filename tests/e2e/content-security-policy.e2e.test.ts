import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loaderModules } from '../../engine/build/assets.ts';
import { routeHtmlFile } from '../../engine/build/route-files.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { notice, openRoute, sharedBrowser } from './browser.ts';
import siteDefinition from '../../site.config.ts';

// Every route under the Content-Security-Policy the server sends, as Chromium enforces it: nothing the site does,
// from its inline scripts and islands to the form service's script and frames and the backend's calls, is blocked.
// A request that fails (this machine is offline; the tests answer third parties with empty responses) is no
// violation; a blocked one is, and fires `securitypolicyviolation` on the document, which the page records from its
// first script on.

const baseUrl = inject('baseUrl');
const { pages, navigation } = loadContent(process.cwd(), siteDefinition);
const routes = pages.map(({ page }) => page.path);
const dist = resolve(import.meta.dirname, '../../dist');
const browser = sharedBrowser();

const recordViolations = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push(\`\${event.effectiveDirective} blocked \${event.blockedURI || 'inline'}: \${event.sample}\`);
  }, true);
`;
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/**
 * Resolves once the page has done what it does on its own: loaded every script its loader lists, and for a form
 * embed loaded (or failed to load) the form service's script, after which every frame has its source; then once
 * each frame, lazily loaded, has been scrolled to and requested.
 */
async function settled(page: Page, path: string): Promise<void> {
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
const failureOf = (wait: Promise<unknown>) =>
  wait.then(
    () => undefined,
    (error: unknown) => error,
  );

async function openUnderPolicy(path: string) {
  const watched = await openRoute(browser(), baseUrl, path, { initScript: recordViolations });
  const response = await watched.page.request.get(`${baseUrl}${path}`);
  return { ...watched, policy: response.headers()['content-security-policy'] ?? '' };
}

describe('the Content-Security-Policy in Chromium', () => {
  it.each(routes)('%s runs under it without a violation', async (path) => {
    const { page, policy } = await openUnderPolicy(path);
    const scriptSources = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).toContain("'sha256-");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const waited = await failureOf(settled(page, path));
    expect(await violations(page)).toEqual([]);
    expect(waited).toBeUndefined();
  });

  it('reports an inline script it did not list (the recorder sees a violation)', async () => {
    const { page } = await openUnderPolicy('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });

  it('lets the newsletter form reach the backend', async () => {
    const { page } = await openUnderPolicy('/');
    const form = page.getByRole('form', { name: navigation.footer.form.title });
    await form.getByLabel(navigation.footer.form.emailLabel).fill(`csp-${Date.now()}@exemple.fr`);
    await form.getByText(navigation.footer.form.consentLabel).click();
    await form.getByRole('button', { name: navigation.footer.form.submitLabel }).click();
    const waited = await failureOf(notice(page, 'Inscription réussie !').waitFor({ timeout: 30_000 }));
    expect(await violations(page)).toEqual([]);
    expect(waited).toBeUndefined();
  });
});

describe('the Permissions-Policy in Chromium', () => {
  it('turns off only features Chromium knows (it reports an unknown one on every page), and none stays allowed', async () => {
    const { page } = await openRoute(browser(), baseUrl, '/');
    const header = (await page.request.get(`${baseUrl}/`)).headers()['permissions-policy'] ?? '';
    const turnedOff = [...header.matchAll(/([a-z-]+)=\(\)/g)].map((match) => match[1]!);
    expect(turnedOff.length).toBeGreaterThan(10);
    const { known, allowed } = await page.evaluate(() => {
      const policy = (document as unknown as { featurePolicy: { features(): string[]; allowedFeatures(): string[] } }).featurePolicy;
      return { known: policy.features(), allowed: policy.allowedFeatures() };
    });
    expect(turnedOff.filter((feature) => !known.includes(feature))).toEqual([]);
    expect(turnedOff.filter((feature) => allowed.includes(feature))).toEqual([]);
  });
});
