import { z } from 'zod';
import { collectionSchemas } from '../_collections/index.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { principleCard, resourceCard, sectorCard, serviceCard, valueCard, type CollectionCard } from './to-cards.ts';

// The `collection` field names a file of data/, checked and replaced by its entries at build time.
const { services, resources, sectors, values, principles } = collectionSchemas;

const frame = {
  ...sectionIntro,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
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

const servicesGrid = defineBlockSchema('collectionGrid', {
  ...frame,
  collection: dataCollection('services', services),
  linkLabel: text.describe('Label of the link from each card to its service page.'),
}).transform((block) =>
  withCards(
    block,
    block.collection.map((service) => serviceCard(service, block.linkLabel)),
  ),
);

const resourcesGrid = defineBlockSchema('collectionGrid', { ...frame, collection: dataCollection('resources', resources) }).transform((block) =>
  withCards(block, block.collection.map(resourceCard)),
);

const sectorsGrid = defineBlockSchema('collectionGrid', {
  ...frame,
  collection: dataCollection('sectors', sectors),
  links: z
    .strictObject({ sectorPage: text, booking: text, services: text })
    .describe('Link labels: to a sector page, to the booking calendar (sectors without a page), to /services.'),
}).transform((block) =>
  withCards(
    block,
    block.collection.map((sector) => sectorCard(sector, block.links)),
  ),
);

const valuesGrid = defineBlockSchema('collectionGrid', { ...frame, collection: dataCollection('values', values) }).transform((block) =>
  withCards(block, block.collection.map(valueCard)),
);

const principlesGrid = defineBlockSchema('collectionGrid', {
  ...frame,
  collection: dataCollection('principles', principles),
}).transform((block) => withCards(block, block.collection.map(principleCard)));

/** Cards from a content collection of data/, resolved at build time: the browser receives only the cards. */
export const collectionGridSchema = z.discriminatedUnion('collection', [servicesGrid, resourcesGrid, sectorsGrid, valuesGrid, principlesGrid]);

export type CollectionGridProps = z.output<typeof collectionGridSchema>;
export type { CollectionCard };
