import { describe, expect, it } from 'vitest';
import { cardBenefitCount, cardBenefits } from '../../blocks/collection-grid/logic.ts';
import site from '../../data/site.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { collectionSchemas, type CollectionName } from '../../blocks/_collections/index.ts';
import { principlesSchema } from '../../blocks/_collections/principles.ts';
import { resourcesSchema, type Resource } from '../../blocks/_collections/resources.ts';
import { sectorsSchema, type Sector } from '../../blocks/_collections/sectors.ts';
import { servicesSchema, type Service } from '../../blocks/_collections/services.ts';
import { testimonialsSchema } from '../../blocks/_collections/testimonials.ts';
import { valuesSchema } from '../../blocks/_collections/values.ts';
import { declaredAnchors } from '../../engine/validation/anchors.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import siteDefinition from '../../site.config.ts';
import { siteContext } from '../site-context.ts';

const raw = (name: CollectionName) => JSON.parse(readFileSync(`data/${name}.json`, 'utf8')) as Record<string, unknown>[];
const services: Service[] = servicesSchema(siteContext).parse(raw('services'));
const resources: Resource[] = resourcesSchema(siteContext).parse(raw('resources'));
const sectors: Sector[] = sectorsSchema(siteContext).parse(raw('sectors'));

describe('content collections (spec sections 3 and 9)', () => {
  it.each([
    ['services', 7],
    ['resources', 7],
    ['sectors', 5],
    ['values', 5],
    ['principles', 8],
    ['testimonials', 3],
  ] as const)('data/%s.json holds %i valid entries', (name, count) => {
    const parsed = (collectionSchemas[name] as typeof servicesSchema)(siteContext).safeParse(raw(name));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toHaveLength(count);
  });

  it('lists the seven services, each with 4 benefits and a link to its own page', () => {
    expect(services.map((service) => service.url.href)).toEqual([
      '/consultation-strategique',
      '/quarter-plan',
      '/interim-management',
      '/matrice-risques',
      '/alignement-equipes',
      '/chief-of-staff-c-level',
      '/chief-of-staff-entrepreneurs',
    ]);
    for (const service of services) expect(service.benefits).toHaveLength(4);
  });

  it('lists the seven resources with the spec type, link and external flag', () => {
    expect(resources.map(({ url, type, external }) => [url.href, type, external])).toEqual([
      ['/simulateur-chief-of-staff', 'interactive', false],
      [site.externalLinks.booking, 'external', true],
      ['/fiche-poste-chief-of-staff', 'generator', false],
      ['/okr-chief-of-staff', 'guide', false],
      ['/chief-of-staff-vs-consultant', 'comparison', false],
      ['/chief-of-staff-assistant-comparatif', 'comparison', false],
      ['/manifeste', 'manifesto', false],
    ]);
  });

  it('names the five sectors, five values and eight principles of the spec', () => {
    expect(sectors.map((sector) => sector.title)).toEqual(['Médias', 'Divertissement', 'Bancassurance', 'Private equity', 'Retail']);
    expect(
      valuesSchema(siteContext)
        .parse(raw('values'))
        .map((value) => value.title),
    ).toEqual(['Transparence', 'Honnêteté', 'Confiance', 'Réactivité', 'Efficacité']);
    expect(
      principlesSchema(siteContext)
        .parse(raw('principles'))
        .map((principle) => principle.keyword),
    ).toEqual([
      'Expérience',
      'Temporalité',
      'Indépendance',
      'Polyvalence',
      'Mandat du dirigeant',
      'Expertise généraliste',
      'Loyauté exclusive',
      'Transparence et franchise',
    ]);
  });

  it('signs testimonials with a role and a company descriptor only', () => {
    for (const { author, company } of testimonialsSchema(siteContext).parse(raw('testimonials'))) {
      expect(author).toMatch(/^(Directeur|Directrice|Fondateur|Fondatrice|Président|Présidente)\b/);
      expect(company).toMatch(/^(Groupe|Réseau|Acteur|Enseigne|Établissement)\b/);
    }
  });
});

describe('collection schemas reject what the spec forbids', () => {
  it('a missing or an extra entry', () => {
    expect(servicesSchema(siteContext).safeParse(raw('services').slice(1)).success).toBe(false);
    expect(sectorsSchema(siteContext).safeParse([...raw('sectors'), raw('sectors')[0]]).success).toBe(false);
  });

  it('a service with three benefits', () => {
    const entries = raw('services');
    entries[0]!.benefits = (entries[0]!.benefits as string[]).slice(1);
    expect(servicesSchema(siteContext).safeParse(entries).error?.issues[0]?.path).toEqual([0, 'benefits']);
  });

  it('two entries with the same id', () => {
    const entries = raw('values');
    entries[1]!.id = entries[0]!.id;
    expect(valuesSchema(siteContext).safeParse(entries).error?.issues[0]?.message).toMatch(/^Entrée en double\u00a0: «\u00a0/);
  });

  it('an external flag that contradicts the link', () => {
    const entries = raw('resources');
    entries[1]!.external = false;
    expect(resourcesSchema(siteContext).safeParse(entries).error?.issues[0]?.path).toEqual([1, 'external']);
  });
});

// What the cards show on their pages: collection-cards.test.tsx.
describe('card rules', () => {
  it(`cards show the first ${cardBenefitCount} benefits, in order`, () => {
    expect(cardBenefits(['Premier', 'Deuxième', 'Troisième', 'Quatrième'])).toEqual(['Premier', 'Deuxième']);
    expect(cardBenefits(['Seul'])).toEqual(['Seul']);
  });
});

describe('collections on their pages', () => {
  const { pages } = loadContent(process.cwd(), siteDefinition);
  const page = (path: string) => pages.find((entry) => entry.page.path === path)!.page;
  const cardsOn = (path: string) => page(path).blocks.flatMap((block) => (block.type === 'collectionGrid' ? block.cards : []));

  it.each([
    ['/services', 7],
    ['/ressources', 7],
    ['/secteurs-activites', 5],
    ['/nos-valeurs', 5],
  ])('%s shows %i cards', (path, count) => {
    expect(cardsOn(path)).toHaveLength(count);
  });

  it('/secteurs-activites declares the anchors other pages link to', () => {
    const anchors = declaredAnchors(page('/secteurs-activites'));
    for (const anchor of ['divertissement', 'private-equity', 'retail']) expect(anchors.has(anchor)).toBe(true);
  });
});
