import type { StructuredDataKind } from '../schema/page.ts';
import type { Site } from '../schema/site.ts';
import type { OrganizationFacts } from '../site/definition.ts';
import { absoluteUrl } from './canonical.ts';
import { plainText } from '../schema/formatted-text.ts';
import type { FaqItem } from './faq-items.ts';
import type { BreadcrumbEntry } from './head-data.ts';

type JsonLd = Record<string, unknown>;
const context = 'https://schema.org';

/** What structured data states of a site: the owner's settings, the organisation's facts and the content's language. */
export interface SiteFacts {
  site: Site;
  organization: OrganizationFacts;
  /** `inLanguage`, e.g. "en-GB". */
  language: string;
}

const organizationId = (site: Site) => `${site.baseUrl}/#organization`;
const country = (name: string) => ({ '@type': 'Country', name });

export function organizationJsonLd({ site, organization }: SiteFacts): JsonLd {
  return {
    '@context': context,
    '@type': organization.type,
    '@id': organizationId(site),
    name: site.brand.name,
    legalName: site.legal.companyName,
    description: site.brand.tagline,
    url: absoluteUrl(site.baseUrl, '/'),
    email: site.contact.email,
    image: absoluteUrl(site.baseUrl, site.defaultSocialImage),
    areaServed: country(organization.areaServed),
    address: { '@type': 'PostalAddress', addressLocality: site.brand.city, addressRegion: site.brand.region, addressCountry: organization.addressCountry },
  };
}

export function breadcrumbJsonLd(site: Site, trail: readonly BreadcrumbEntry[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.label,
      item: absoluteUrl(site.baseUrl, entry.path),
    })),
  };
}

export function faqPageJsonLd(items: readonly FaqItem[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      // The answer's words: structured data is text, and search engines read no Markdown.
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}

interface PageFacts {
  kind: Exclude<StructuredDataKind, 'FAQPage'>;
  facts: SiteFacts;
  url: string;
  title: string;
  description: string;
  modified: string;
}

export function pageKindJsonLd({ kind, facts, url, title, description, modified }: PageFacts): JsonLd {
  const { site, organization, language } = facts;
  const provider = { '@id': organizationId(site) };
  switch (kind) {
    case 'WebPage':
      return { '@context': context, '@type': 'WebPage', '@id': url, url, name: title, description, inLanguage: language, publisher: provider };
    case 'Service':
      return {
        '@context': context,
        '@type': 'Service',
        name: title,
        description,
        url,
        provider,
        serviceType: organization.serviceType,
        areaServed: country(organization.areaServed),
        offers: { '@type': 'Offer', priceCurrency: organization.priceCurrency, url },
      };
    case 'Article':
      return {
        '@context': context,
        '@type': 'Article',
        headline: title,
        description,
        url,
        mainEntityOfPage: url,
        inLanguage: language,
        dateModified: modified,
        author: provider,
        publisher: provider,
        image: absoluteUrl(site.baseUrl, site.defaultSocialImage),
      };
  }
}
