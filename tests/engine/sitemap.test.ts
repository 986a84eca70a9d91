import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../engine/prerender/sitemap.ts';
import { routeHtmlFile } from '../../engine/server/route-files.ts';

describe('sitemap and robots', () => {
  it('lists absolute URLs', () => {
    const xml = sitemapXml('https://www.exemple.fr', ['/', '/faq'], '2026-11-21');
    expect(xml).toContain('<loc>https://www.exemple.fr/</loc>');
    expect(xml).toContain('<loc>https://www.exemple.fr/faq</loc>');
    expect(xml).toContain('<lastmod>2026-11-21</lastmod>');
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://www.exemple.fr')).toContain('Sitemap: https://www.exemple.fr/sitemap.xml');
  });

  it('writes each route to <route>/index.html', () => {
    expect(routeHtmlFile('/')).toBe('index.html');
    expect(routeHtmlFile('/quarter-plan')).toBe('quarter-plan/index.html');
  });
});
