import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loaderModules } from '../../engine/build/assets.ts';
import { routeHtmlFile } from '../../engine/server/route-files.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { gzipSize } from './initial-js.ts';
import siteDefinition from '../../site.config.ts';

// The budgets, checked on the production build by what it is made of, not by timing. What each route downloads
// as a visitor lands on it, at both viewports, is checked in landing.ts, on the page the route's other
// checks share.
const htmlBudgetKb = 60;
// What a page's loader fetches once the page has painted: React and its islands, without a style engine.
const javaScriptBudgetKb = 80;

const dist = resolve(import.meta.dirname, '../../dist');
const routes = loadContent(process.cwd(), siteDefinition).pages.map(({ page }) => page.path);
const html = (path: string) => readFileSync(join(dist, routeHtmlFile(path)), 'utf8');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe('prerendered pages', () => {
  it.each(routes)(`%s: at most ${htmlBudgetKb} KB of HTML (gzip)`, (path) => {
    expect(kb(gzipSize(html(path)))).toBeLessThanOrEqual(htmlBudgetKb);
  });

  it.each(routes)('%s: its two fonts self-hosted, preloaded and shown with font-display: swap', (path) => {
    const page = html(path);
    // Quoted or not, as the minifier writes the family's name.
    const faces = page.match(/@font-face\{font-family:(['"]?)(Inter|Fraunces) Variable\1;[^}]*\}/g) ?? [];
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

  it.each(routes)(`%s: at most ${javaScriptBudgetKb} KB of JavaScript (gzip) loaded after the page has painted`, (path) => {
    const scripts = loaderModules(html(path));
    expect(scripts.length).toBeGreaterThan(0);
    const bytes = scripts.reduce((total, file) => total + gzipSize(readFileSync(join(dist, file))), 0);
    expect(kb(bytes)).toBeLessThanOrEqual(javaScriptBudgetKb);
  });
});
