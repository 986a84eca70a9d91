import type { Page } from '../schema/page.ts';
import type { Site } from '../schema/site.ts';
import { absoluteUrl } from './canonical.ts';
import { faqItemsOf } from './faq-items.ts';
import type { BreadcrumbEntry, HeadData } from './head-data.ts';
import { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, pageKindJsonLd } from './json-ld.ts';

/** The page's head: tags from its `seo` entry, structured data from its content and trail. */
export function buildHead(page: Page, site: Site, trail: readonly BreadcrumbEntry[] | null, modified: string): HeadData {
  const url = absoluteUrl(site.baseUrl, page.path);
  const { title, description, structuredData } = page.seo;
  const jsonLd = [organizationJsonLd(site)];
  if (trail) jsonLd.push(breadcrumbJsonLd(site, trail));
  for (const kind of structuredData) {
    jsonLd.push(kind === 'FAQPage' ? faqPageJsonLd(faqItemsOf(page.blocks)) : pageKindJsonLd({ kind, site, url, title, description, modified }));
  }
  return {
    title,
    description,
    canonical: url,
    image: absoluteUrl(site.baseUrl, page.seo.image ?? site.defaultSocialImage),
    ogType: structuredData.includes('Article') ? 'article' : 'website',
    jsonLd,
  };
}
