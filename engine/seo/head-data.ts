/** Everything a page's <head> carries, computed at build time from its JSON. */
export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  image: string;
  ogType: 'website' | 'article';
  /** The content's language as Open Graph writes it ("en_GB"). */
  ogLocale: string;
  jsonLd: Record<string, unknown>[];
}

export interface BreadcrumbEntry {
  label: string;
  path: string;
}
