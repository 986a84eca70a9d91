import type { Meta, StoryObj } from '@storybook/react-vite';
import TextSection from '../blocks/text-section/TextSection.tsx';
import { textSectionSchema } from '../blocks/text-section/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { ctas } from './fixtures/ctas.ts';

const meta = {
  title: 'Blocks/TextSection',
  component: TextSection,
  args: blockProps(textSectionSchema, {
    type: 'textSection',
    id: 'role',
    eyebrow: 'Le rôle',
    title: "Qu'est-ce qu'un Chief of Staff ?",
    paragraphs: [
      "Le Chief of Staff est le bras droit du dirigeant. Il traduit la stratégie en priorités concrètes, orchestre leur exécution entre les équipes et veille à ce que les décisions prises soient suivies d'effets.",
      "À la différence d'un consultant, qui intervient sur une mission courte et délimitée, il s'inscrit dans la durée : il connaît vos équipes, vos rituels et vos arbitrages, et devient un point d'appui polyvalent pour toute la direction.",
    ],
    listTitle: 'Responsabilités clés',
    list: [
      { title: 'Piloter les priorités stratégiques', text: 'Feuille de route trimestrielle, indicateurs et arbitrages.' },
      { title: 'Préparer les instances de gouvernance', text: "Comités de direction, conseils d'administration, séminaires." },
      { title: 'Aligner les équipes', text: "Objectifs partagés, rituels de suivi, circulation de l'information." },
      { title: 'Mener les projets transverses' },
    ],
    cta: ctas.freeTest,
  }),
} satisfies Meta<typeof TextSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prose beside the card listing key responsibilities (one item has no detail line). */
export const Default: Story = {};

export const Muted: Story = { args: { surface: 'muted' } };

/** Paragraphs turn to the muted inverted colour; the side card stays a light panel. */
export const Dark: Story = { args: { surface: 'dark' } };

/** Without a side list the prose takes the whole column; no eyebrow, no button. */
export const ProseOnly: Story = {
  args: { eyebrow: undefined, listTitle: undefined, list: [], cta: undefined },
};

/** A side list without its own heading. */
export const ListWithoutTitle: Story = { args: { listTitle: undefined } };
