/** Everything a page's <head> carries, computed at build time from its JSON. */
export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  image: string;
  ogType: 'website' | 'article';
  jsonLd: Record<string, unknown>[];
}

export interface BreadcrumbEntry {
  label: string;
  path: string;
}
