import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loaderModules, webFontsOf } from '../../engine/prerender/assets.ts';
import { elementsIn } from '../../engine/render/html-elements.ts';
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

  it.each(routes)('%s: its two fonts self-hosted, listed for its loader with font-display: swap, none preloaded, the fallbacks declared', (path) => {
    const page = html(path);
    const faces = webFontsOf(page);
    expect(faces.map((face) => face.family)).toEqual(['Inter Variable', 'Fraunces Variable']);
    for (const face of faces) {
      expect(face.descriptors.display).toBe('swap');
      const file = /^url\(\/([^)]+)\)/.exec(face.source)?.[1];
      expect(file).toMatch(/^assets\/[\w-]+\.woff2$/);
      expect(readFileSync(join(dist, file!)).length).toBeGreaterThan(10_000);
    }
    // A preloaded font is on the path of the first paint; the page's loader requests them once it has painted.
    expect(elementsIn(page, 'link').filter(({ attributes }) => attributes.get('as') === 'font')).toEqual([]);
    expect(page).toMatch(/@font-face\{font-family:(['"]?)Inter Fallback\1;src:local/);
    expect(page).toMatch(/@font-face\{font-family:(['"]?)Fraunces Fallback\1;src:local/);
  });

  it.each(routes)(`%s: at most ${javaScriptBudgetKb} KB of JavaScript (gzip) loaded after the page has painted`, (path) => {
    const scripts = loaderModules(html(path));
    expect(scripts.length).toBeGreaterThan(0);
    const bytes = scripts.reduce((total, file) => total + gzipSize(readFileSync(join(dist, file))), 0);
    expect(kb(bytes)).toBeLessThanOrEqual(javaScriptBudgetKb);
  });
});
