import { describe, expect, it } from 'vitest';
import { toRouteData } from '../../engine/prerender/route-data.ts';
import { jsonForScript } from '../../engine/seo/escape-markup.ts';
import { readFileSync } from 'node:fs';
import { loadContent } from '../../engine/validation/load-content.ts';
import siteDefinition from '../../site.config.ts';

const content = loadContent(process.cwd(), siteDefinition);
const routeData = (path: string) =>
  toRouteData(
    content.pages.find(({ page }) => page.path === path)!,
    content,
    siteDefinition,
    '2026-11-21',
  );
const typesOf = (jsonLd: Record<string, unknown>[]) => jsonLd.map((data) => data['@type']);

type WrittenFaq = { question: string; answer: string }[];
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

/** The questions and answers a page file writes: its FAQ blocks' items, and data/faq.json for the FAQ explorer. */
function writtenFaqOf(file: string): WrittenFaq {
  const { blocks } = readJson(file) as { blocks: { type: string; items?: WrittenFaq }[] };
  return blocks
    .flatMap((block) => {
      if (block.type === 'faq') return block.items!;
      if (block.type === 'faqExplorer') return (readJson('data/faq.json') as { items: WrittenFaq }).items;
      return [];
    })
    .map(({ question, answer }) => ({ question, answer }));
}

describe('page head', () => {
  it('has the canonical URL as base URL + path, and the social tags from the page', () => {
    const { head } = routeData('/faq');
    expect(head.canonical).toBe(`${content.site.baseUrl}/faq`);
    expect(routeData('/').head.canonical).toBe(`${content.site.baseUrl}/`);
    expect(head.image).toBe(`${content.site.baseUrl}${content.site.defaultSocialImage}`);
  });

  it('emits Organization on every page and BreadcrumbList where there is a breadcrumb', () => {
    for (const { page } of content.pages) {
      const types = typesOf(routeData(page.path).head.jsonLd);
      expect(types[0], page.path).toBe('ProfessionalService');
      expect(types.includes('BreadcrumbList'), page.path).toBe(page.breadcrumb !== null);
    }
  });

  it('builds the breadcrumb trail from the labels: Accueil › Ressources › FAQ', () => {
    const { breadcrumbs, head } = routeData('/faq');
    expect(breadcrumbs?.map((entry) => entry.label)).toEqual(['Accueil', 'Ressources', 'FAQ']);
    const list = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] };
    expect(list.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, `${content.site.baseUrl}/`],
      [2, `${content.site.baseUrl}/ressources`],
      [3, `${content.site.baseUrl}/faq`],
    ]);
  });

  it('derives FAQPage from the questions and answers the page shows, as its JSON files write them', () => {
    const pagesWithFaqPage = content.pages.filter(({ page }) => page.seo.structuredData.includes('FAQPage'));
    expect(pagesWithFaqPage.length).toBeGreaterThan(0);
    for (const { file, page } of pagesWithFaqPage) {
      const faq = routeData(page.path).head.jsonLd.find((data) => data['@type'] === 'FAQPage') as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      const shown = faq.mainEntity.map((entity) => ({ question: entity.name, answer: entity.acceptedAnswer.text }));
      expect(shown, file).toEqual(writtenFaqOf(file));
    }
  });

  it('gives every JSON-LD block a context and a type', () => {
    for (const { page } of content.pages) {
      for (const data of routeData(page.path).head.jsonLd) {
        expect(data['@context']).toBe('https://schema.org');
        expect(typeof data['@type']).toBe('string');
        expect(JSON.parse(jsonForScript(data))).toEqual(data);
      }
    }
  });

  it('escapes "<" so no text can close the JSON-LD script', () => {
    expect(jsonForScript({ text: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});

describe('social image', () => {
  it('exists under public/ for the default og:image', async () => {
    const { existsSync } = await import('node:fs');
    expect(existsSync(`public${content.site.defaultSocialImage}`)).toBe(true);
  });
});
