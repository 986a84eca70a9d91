import { z } from 'zod';
import { collectionSchemas } from '../_collections/index.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, titled } from '../_fields/fields.ts';
import { principleCard, resourceCard, sectorCard, serviceCard, valueCard, type CollectionCard } from './to-cards.ts';

/** The field naming the collection: its file's name, checked and replaced by its entries at build time. */
const collection = <const N extends string, S extends z.ZodType>(site: SchemaContext, name: N, schema: S) =>
  titled(dataCollection(site, name, schema), 'Collection');

const frame = {
  ...sectionIntro,
  columns: fields.columns,
};

interface Frame {
  type: 'collectionGrid';
  id?: string | undefined;
  surface?: 'light' | 'muted' | 'dark' | undefined;
  eyebrow?: string | undefined;
  title?: string | undefined;
  intro?: string | undefined;
  columns: 2 | 3 | 4;
}

/** Every variant hands the component the same thing: the section frame and ready-made cards. */
function withCards({ type, id, surface, eyebrow, title, intro, columns }: Frame, cards: CollectionCard[]) {
  return { type, id, surface, eyebrow, title, intro, columns, cards };
}

/** Cards from a content collection of data/, resolved at build time: the browser receives only the cards. */
export function collectionGridSchema(site: SchemaContext) {
  const grid = <S extends z.ZodRawShape>(shape: S) => defineBlockSchema(site, 'collectionGrid', { ...frame, ...shape });
  const servicesGrid = grid({
    collection: collection(site, 'services', collectionSchemas.services(site)),
    linkLabel: line('Libellé du lien', 'Texte du lien de chaque carte vers la page du service.'),
  }).transform((block) =>
    withCards(
      block,
      block.collection.map((service) => serviceCard(service, block.linkLabel)),
    ),
  );
  const resourcesGrid = grid({ collection: collection(site, 'resources', collectionSchemas.resources(site)) }).transform((block) =>
    withCards(block, block.collection.map(resourceCard)),
  );
  const sectorsGrid = grid({
    collection: collection(site, 'sectors', collectionSchemas.sectors(site)),
    links: titled(
      z.strictObject({ sectorPage: line('Vers la page du secteur'), booking: line('Vers l’agenda'), services: line('Vers les services') }),
      'Libellés des liens',
      'Textes des liens : vers la page du secteur, vers l’agenda de rendez-vous (secteurs sans page), vers la page des services.',
    ),
  }).transform((block) =>
    withCards(
      block,
      block.collection.map((sector) => sectorCard(site, sector, block.links)),
    ),
  );
  const valuesGrid = grid({ collection: collection(site, 'values', collectionSchemas.values(site)) }).transform((block) =>
    withCards(block, block.collection.map(valueCard)),
  );
  const principlesGrid = grid({ collection: collection(site, 'principles', collectionSchemas.principles(site)) }).transform((block) =>
    withCards(block, block.collection.map(principleCard)),
  );
  return z.discriminatedUnion('collection', [servicesGrid, resourcesGrid, sectorsGrid, valuesGrid, principlesGrid]).meta({ title: 'Grille de contenus' });
}

export type CollectionGridProps = z.output<ReturnType<typeof collectionGridSchema>>;
export type { CollectionCard };
