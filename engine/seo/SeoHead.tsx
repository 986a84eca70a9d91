import { Helmet } from 'react-helmet-async';
import { jsonForScript } from './escape-markup.ts';
import type { HeadData } from './head-data.ts';

export function SeoHead({ head }: { head: HeadData }) {
  return (
    <Helmet
      title={head.title}
      meta={[
        { name: 'description', content: head.description },
        { property: 'og:title', content: head.title },
        { property: 'og:description', content: head.description },
        { property: 'og:url', content: head.canonical },
        { property: 'og:type', content: head.ogType },
        { property: 'og:locale', content: head.ogLocale },
        { property: 'og:image', content: head.image },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'twitter:title', content: head.title },
        { name: 'twitter:description', content: head.description },
        { name: 'twitter:image', content: head.image },
      ]}
      link={[{ rel: 'canonical', href: head.canonical }]}
    />
  );
}

/** The page's structured data, one script per entry (rendered at build time; the browser never renders the head). */
export function JsonLdScripts({ entries }: { entries: HeadData['jsonLd'] }) {
  return entries.map((data, index) => <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />);
}
