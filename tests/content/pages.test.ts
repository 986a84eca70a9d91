import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toRouteData } from '../../engine/prerender/route-data.ts';
import type { BlockOf } from '../../engine/schema/page.ts';
import { faqItemsOf } from '../../engine/seo/faq-items.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { contentRoutes, pageFile, specRoutes } from './my-pages.ts';
import siteDefinition from '../../site.config.ts';

const content = loadContent(process.cwd(), siteDefinition);
const { pages } = content;
const entry = (path: string) => pages.find(({ page }) => page.path === path)!;
const jsonLdOf = (path: string) => toRouteData(entry(path), content, siteDefinition, '2026-11-21').head.jsonLd;

/** A page's source with the typographic spaces and minus signs of French made plain, for searching figures. */
const searchableText = (route: string) =>
  readFileSync(pageFile(route), 'utf8')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2212/g, '-');

describe('search metadata of every page', () => {
  it('serves every route of the spec (section 2), whatever other pages are added', () => {
    const routes = pages.map(({ page }) => page.path);
    expect(routes).toEqual(expect.arrayContaining([...specRoutes]));
  });

  it.each(['title', 'description'] as const)('gives each page its own %s', (field) => {
    const values = pages.map(({ page }) => page.seo[field]);
    const repeated = values.filter((value, index) => values.indexOf(value) !== index);
    expect(repeated).toEqual([]);
  });

  it('gives every page but the home page a breadcrumb label', () => {
    for (const { page } of pages) expect(page.breadcrumb === null, page.path).toBe(page.path === '/');
  });
});

describe('structured data of the content pages', () => {
  const expectedKinds: Record<(typeof contentRoutes)[number], string[]> = {
    '/': ['WebPage', 'FAQPage'],
    '/services': ['Service'],
    '/qui-sommes-nous': ['WebPage'],
    '/notre-mission-chief-of-staff': ['WebPage', 'FAQPage'],
    '/nos-valeurs': ['WebPage'],
    '/ressources': ['WebPage'],
    '/consultation-strategique': ['Service'],
    '/chief-of-staff-entrepreneurs': ['Service'],
    '/chief-of-staff-c-level': ['Service', 'FAQPage'],
    '/chief-of-staff-permanent': ['Article'],
    '/interim-management': ['Service', 'FAQPage'],
    '/alignement-equipes': ['Service', 'FAQPage'],
    '/quarter-plan': ['Service', 'FAQPage'],
    '/politique-confidentialite': ['Article'],
    '/secteurs-activites': ['WebPage'],
  };

  it.each(contentRoutes)('%s declares the expected kinds', (path) => {
    expect(entry(path).page.seo.structuredData).toEqual(expectedKinds[path]);
  });

  it.each(contentRoutes.filter((path) => expectedKinds[path].includes('Service')))('%s describes a service in France, priced in euros', (path) => {
    const service = jsonLdOf(path).find((block) => block['@type'] === 'Service')!;
    expect(service.areaServed).toEqual({ '@type': 'Country', name: 'France' });
    expect(service.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
    // The spec shows no prices in structured data.
    expect(service.offers).not.toHaveProperty('price');
  });

  it.each([
    ['/', 5],
    ['/notre-mission-chief-of-staff', 4],
    ['/chief-of-staff-c-level', 4],
    ['/interim-management', 4],
    ['/quarter-plan', 4],
  ] as const)('%s has a FAQ of %i questions, all in its FAQPage data', (path, count) => {
    expect(faqItemsOf(entry(path).page.blocks)).toHaveLength(count);
    const faqPage = jsonLdOf(path).find((block) => block['@type'] === 'FAQPage')!;
    expect(faqPage.mainEntity).toHaveLength(count);
  });
});

describe("the spec's figures, on the pages that carry them", () => {
  const figures: [string, string[]][] = [
    ['/', ['+25 %', '-30 %', '-60 %', '"18"', '"3"', '3 mois', '6 mois', '30 minutes', '5 minutes', 'height": 500']],
    ['/quarter-plan', ['+50 %', '100 %', '-40 %', '3 mois', '2 à 3 semaines', '30 à 50 %']],
    ['/interim-management', ['30 %', '3 à 6 mois', '40 %', '3 à 12 mois', '50 à 70 %']],
    ['/chief-of-staff-c-level', ['70 %', '95 %', '-30 %', '+40 %', '100 %', '800 à 1 500 €', '120 à 180 k€', '80 à 120 k€', '30 à 40 %', '3 à 18 mois']],
    ['/chief-of-staff-entrepreneurs', ['+25 %', '30 à 40 %', '3 à 18 mois', '800 à 1 500 €']],
    ['/services', ['3 à 18 mois', '30 minutes']],
    ['/consultation-strategique', ['30 minutes', 'height": 400', 'loadDelayMs": 100']],
    ['/qui-sommes-nous', ["6 lettres d'intention", '4 acquisitions en 7 mois', '18 conseils']],
    ['/chief-of-staff-permanent', ['120 à 180 k€', '80 à 120 k€', '3 mois', '6 mois']],
    ['/politique-confidentialite', ['3 ans']],
  ];

  it.each(figures)('%s states %j', (route, expected) => {
    const text = searchableText(route);
    for (const figure of expected) expect(text, `${route} should state ${figure}`).toContain(figure);
  });

  it('states the interim anchor and the Quarter Plan hover highlight', () => {
    expect(entry('/interim-management').page.blocks.some((block) => block.id === 'benefices')).toBe(true);
    const process = (entry('/quarter-plan').page.blocks as BlockOf<typeof siteDefinition.blocks>[]).find(
      (block) => block.type === 'steps' && block.highlightOnHover,
    );
    expect(process && process.type === 'steps' ? process.steps.map((step) => step.title) : []).toEqual([
      'Audit initial',
      'Définition des priorités',
      'Planification trimestrielle',
      'Suivi et ajustements',
    ]);
  });

  it.each(['/quarter-plan', '/chief-of-staff-permanent'])("%s has the floating 'Parler à un expert' button to the calendar", (route) => {
    const floating = entry(route).page.blocks.find((block) => block.type === 'floatingCta');
    expect(floating && floating.type === 'floatingCta' ? floating.cta : undefined).toEqual({
      label: 'Parler à un expert',
      href: { href: content.site.externalLinks.booking, external: true },
    });
  });
});

describe('French copy of the content pages and collections', () => {
  const files = [
    ...contentRoutes.map(pageFile),
    ...['services', 'resources', 'sectors', 'values', 'principles', 'testimonials'].map((name) => `data/${name}.json`),
  ];
  const linkKeys = new Set(['$schema', 'href', 'path', 'url']);

  /** Every text of a content file, with where it sits. */
  function texts(value: unknown, where: string, key = ''): [string, string][] {
    if (typeof value === 'string') return linkKeys.has(key) ? [] : [[where, value]];
    if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${where}[${index}]`, key));
    if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([child, item]) => texts(item, `${where}.${child}`, child));
    return [];
  }

  it.each(files)('%s puts a non-breaking space before ; : ! ? % €, inside « » and after a number before its word', (file) => {
    const wrong = texts(JSON.parse(readFileSync(file, 'utf8')), file).filter(
      // "k€" is a unit: its space comes before the k.
      ([, text]) => /[^\u00a0\u202f](?<![\u00a0\u202f]k)[;:!?»%€]/.test(text) || /«(?![\u00a0\u202f])/.test(text) || /\d (?=\p{Ll})/u.test(text),
    );
    expect(wrong).toEqual([]);
  });

  it.each(files)('%s has no placeholder text', (file) => {
    expect(readFileSync(file, 'utf8')).not.toMatch(/contenu détaillé à venir|en cours de rédaction|lorem|ipsum|TODO|TBD|XXX|\[[A-Z_ ]+\]/i);
  });
});
