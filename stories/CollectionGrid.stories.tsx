import type { Meta, StoryObj } from '@storybook/react-vite';
import CollectionGrid from '../blocks/collection-grid/CollectionGrid.tsx';
import { collectionGridSchema } from '../blocks/collection-grid/schema.ts';
import { blockProps } from './fixtures/block-props.ts';

// Each story reads its collection from data/, as the pages do: the cards are the real ones.
const meta = {
  title: 'Blocks/CollectionGrid',
  component: CollectionGrid,
  args: blockProps(collectionGridSchema, {
    type: 'collectionGrid',
    collection: 'services',
    eyebrow: 'Catalogue',
    title: 'Nos services',
    intro: "Chaque service peut être mobilisé seul ou s'intégrer dans une mission de Chief of Staff à temps partagé.",
    linkLabel: 'Découvrir le service',
  }),
} satisfies Meta<typeof CollectionGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seven services: category, short and long description, the first two benefits and a link to the page. */
export const Default: Story = {};

/** The seven resources: type label, and a button that reads "Réserver" (new tab) for the calendar, "Accéder" otherwise. */
export const Resources: Story = {
  args: blockProps(collectionGridSchema, {
    type: 'collectionGrid',
    collection: 'resources',
    eyebrow: 'En accès libre',
    title: 'Sept ressources gratuites',
  }),
};

/** The five sectors, each an anchor: a sector page or the calendar, then the services. */
export const Sectors: Story = {
  args: blockProps(collectionGridSchema, {
    type: 'collectionGrid',
    collection: 'sectors',
    surface: 'muted',
    title: 'Cinq secteurs, une même exigence',
    links: { sectorPage: 'Découvrir notre approche', booking: 'Échanger sur votre secteur', services: 'Voir nos services' },
  }),
};

/** The five values with their commitments, no links. */
export const Values: Story = {
  args: blockProps(collectionGridSchema, { type: 'collectionGrid', collection: 'values', title: 'Ce que nos valeurs signifient au quotidien' }),
};

/** The eight manifesto principles, keyword above each title, four columns on large screens. */
export const Principles: Story = {
  args: blockProps(collectionGridSchema, { type: 'collectionGrid', collection: 'principles', surface: 'dark', title: 'Huit principes', columns: 4 }),
};
