import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loaderModules } from '../../engine/build/assets.ts';
import { routeHtmlFile } from '../../engine/build/route-files.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { sharedBrowser, viewports } from './browser.ts';
import { gzipSize, measureInitialJavaScript } from './initial-js.ts';

// The budgets, checked on the production build by what it is made of, not by timing.
const htmlBudgetKb = 60;
// Loaded when used (a visitor submits, or opens what needs them), never with a page.
const loadedWhenUsed = {
  'supabase-js': /^node_modules\/@supabase\//,
  zod: /^node_modules\/zod\//,
};

const baseUrl = inject('baseUrl');
const dist = resolve(import.meta.dirname, '../../dist');
const routes = loadContent(process.cwd()).pages.map(({ page }) => page.path);
const html = (path: string) => readFileSync(join(dist, routeHtmlFile(path)), 'utf8');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const browser = sharedBrowser();

describe.each(Object.entries(viewports))('what a page downloads before any interaction, %s', (_name, viewport) => {
  // The budget is 150 KB gzip of JavaScript before the load event; the pages hold it at 0: their scripts start
  // once the page has loaded and painted, so that its largest paint owes nothing to JavaScript.
  it.each(routes)(
    `%s: no script before the load event, every script preloaded by the page's loader, without supabase-js or zod, and no layout shift`,
    async (path) => {
      const initial = await measureInitialJavaScript(browser(), baseUrl, path, viewport, dist);
      expect(initial.files.length, 'the page hydrates, so it loads some JavaScript').toBeGreaterThan(0);
      expect(initial.beforeLoad).toEqual([]);
      // Nothing is discovered late: the islands' code is there when React hydrates them.
      const preloaded = loaderModules(html(path)).map((file) => file.slice(1));
      expect(initial.files.filter((file) => !preloaded.includes(file))).toEqual([]);
      for (const [name, pattern] of Object.entries(loadedWhenUsed)) {
        expect(
          initial.modules.filter((module) => pattern.test(module)),
          `${name} loaded up front`,
        ).toEqual([]);
      }
      // The target the benchmark holds pages to (CLS ≤ 0.02): font swaps with metric-matched fallbacks move nothing visible.
      expect(initial.layoutShift).toBeLessThanOrEqual(0.02);
    },
  );
});

describe('prerendered pages', () => {
  it.each(routes)(`%s: at most ${htmlBudgetKb} KB of HTML (gzip)`, (path) => {
    expect(kb(gzipSize(html(path)))).toBeLessThanOrEqual(htmlBudgetKb);
  });

  it.each(routes)('%s: its two fonts self-hosted, preloaded and shown with font-display: swap', (path) => {
    const page = html(path);
    const faces = page.match(/@font-face\{font-family:'(Inter|Fraunces) Variable'[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    const preloads = [...page.matchAll(/<link rel="preload" href="([^"]+)" as="font" crossorigin="" type="font\/woff2"\/>/g)].map((match) => match[1]!);
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      const file = /src:url\(([^)]+)\)/.exec(face)?.[1];
      expect(file).toMatch(/^\/assets\/[\w-]+\.woff2$/);
      expect(preloads).toContain(file);
      expect(readFileSync(join(dist, file!)).length).toBeGreaterThan(10_000);
    }
  });
});
