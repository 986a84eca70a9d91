import type { StructuredDataKind } from '../schema/page.ts';
import type { Site } from '../schema/site.ts';
import { absoluteUrl } from './canonical.ts';
import type { FaqItem } from './faq-items.ts';
import type { BreadcrumbEntry } from './head-data.ts';

type JsonLd = Record<string, unknown>;
const context = 'https://schema.org';

const organizationId = (site: Site) => `${site.baseUrl}/#organization`;

export function organizationJsonLd(site: Site): JsonLd {
  return {
    '@context': context,
    '@type': 'ProfessionalService',
    '@id': organizationId(site),
    name: site.brand.name,
    legalName: site.legal.companyName,
    description: site.brand.tagline,
    url: absoluteUrl(site.baseUrl, '/'),
    email: site.contact.email,
    image: absoluteUrl(site.baseUrl, site.defaultSocialImage),
    areaServed: { '@type': 'Country', name: 'France' },
    address: { '@type': 'PostalAddress', addressLocality: site.brand.city, addressRegion: site.brand.region, addressCountry: 'FR' },
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
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

interface PageFacts {
  kind: Exclude<StructuredDataKind, 'FAQPage'>;
  site: Site;
  url: string;
  title: string;
  description: string;
  modified: string;
}

export function pageKindJsonLd({ kind, site, url, title, description, modified }: PageFacts): JsonLd {
  const provider = { '@id': organizationId(site) };
  switch (kind) {
    case 'WebPage':
      return { '@context': context, '@type': 'WebPage', '@id': url, url, name: title, description, inLanguage: 'fr-FR', publisher: provider };
    case 'Service':
      return {
        '@context': context,
        '@type': 'Service',
        name: title,
        description,
        url,
        provider,
        serviceType: 'Chief of Staff freelance',
        areaServed: { '@type': 'Country', name: 'France' },
        offers: { '@type': 'Offer', priceCurrency: 'EUR', url },
      };
    case 'Article':
      return {
        '@context': context,
        '@type': 'Article',
        headline: title,
        description,
        url,
        mainEntityOfPage: url,
        inLanguage: 'fr-FR',
        dateModified: modified,
        author: provider,
        publisher: provider,
        image: absoluteUrl(site.baseUrl, site.defaultSocialImage),
      };
  }
}
