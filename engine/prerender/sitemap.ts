import { escapeMarkupText } from '../seo/escape-markup.ts';
import { absoluteUrl } from '../seo/canonical.ts';

export function sitemapXml(baseUrl: string, paths: readonly string[], lastModified: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeMarkupText(absoluteUrl(baseUrl, path))}</loc><lastmod>${lastModified}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
