import type { Page } from '../schema/page.ts';
import { absoluteUrl } from './canonical.ts';
import { faqItemsOf } from './faq-items.ts';
import type { BreadcrumbEntry, HeadData } from './head-data.ts';
import { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, pageKindJsonLd, type SiteFacts } from './json-ld.ts';

/** The page's head: tags from its `seo` entry, structured data from its content and trail. */
export function buildHead(page: Page, facts: SiteFacts, trail: readonly BreadcrumbEntry[] | null, modified: string): HeadData {
  const { site } = facts;
  const url = absoluteUrl(site.baseUrl, page.path);
  const { title, description, structuredData } = page.seo;
  const jsonLd = [organizationJsonLd(facts)];
  if (trail) jsonLd.push(breadcrumbJsonLd(site, trail));
  for (const kind of structuredData) {
    jsonLd.push(kind === 'FAQPage' ? faqPageJsonLd(faqItemsOf(page.blocks)) : pageKindJsonLd({ kind, facts, url, title, description, modified }));
  }
  return {
    title,
    description,
    canonical: url,
    image: absoluteUrl(site.baseUrl, page.seo.image ?? site.defaultSocialImage),
    ogType: structuredData.includes('Article') ? 'article' : 'website',
    ogLocale: facts.language.replace('-', '_'),
    jsonLd,
  };
}
