import { describe, expect, inject, it } from 'vitest';
import { loadContent } from '../../engine/validation/load-content.ts';
import { notice, openRoute, sharedBrowser } from './browser.ts';
import { failureOf, recordViolations, violations } from './policy-violations.ts';
import siteDefinition from '../../site.config.ts';

// The Content-Security-Policy the server sends, as Chromium enforces it: nothing the site does, from its inline
// scripts and islands to the form service's script and frames and the backend's calls, is blocked. Every route is
// checked on the page its landing test opens (landing.ts); here, the policy's sources, that the recorder sees a
// violation, and the backend's calls.

const baseUrl = inject('baseUrl');
const { pages, navigation } = loadContent(process.cwd(), siteDefinition);
const routes = pages.map(({ page }) => page.path);
const browser = sharedBrowser();

const openUnderPolicy = (path: string) => openRoute(browser(), baseUrl, path, { initScript: recordViolations });

describe('the Content-Security-Policy in Chromium', () => {
  it('allows scripts by their hashes on every route, never inline ones at large', async () => {
    for (const path of routes) {
      const policy = (await fetch(`${baseUrl}${path}`)).headers.get('content-security-policy') ?? '';
      const scriptSources = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSources, path).toContain("'sha256-");
      expect(scriptSources, path).not.toContain("'unsafe-inline'");
    }
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
