import type { Meta, StoryObj } from '@storybook/react-vite';
import TextSection from '../blocks/text-section/TextSection.tsx';
import { textSectionSchema } from '../blocks/text-section/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { ctas } from './fixtures/ctas.ts';
import { expect } from 'storybook/test';
import { storyImage } from './fixtures/story-image.ts';

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
      "À la différence d'un [consultant](/chief-of-staff-vs-consultant), qui intervient sur une mission courte et délimitée, il s'inscrit **dans la durée** : il connaît vos équipes, vos rituels et vos arbitrages, et devient un point d'appui *polyvalent* pour toute la direction. [Parlons-en](booking).",
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

/**
 * Prose beside the card listing key responsibilities (one item has no detail line). The second paragraph is written
 * with the text fields' formatting: `[consultant](/chief-of-staff-vs-consultant)`, `**dans la durée**`, `*polyvalent*`
 * and a named external link, `[Parlons-en](booking)`, which opens in a new tab.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'consultant' })).toHaveAttribute('href', '/chief-of-staff-vs-consultant');
    const external = canvas.getByRole('link', { name: /^Parlons-en/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('dans la durée').tagName).toBe('STRONG');
    await expect(canvas.getByText('polyvalent').tagName).toBe('EM');
  },
};

export const Muted: Story = { args: { surface: 'muted' } };

/** Paragraphs turn to the muted inverted colour, their links to it too; the side card stays a light panel. */
export const Dark: Story = { args: { surface: 'dark' } };

/** Without a side list the prose takes the whole column; no eyebrow, no button. */
export const ProseOnly: Story = {
  args: { eyebrow: undefined, listTitle: undefined, list: [], cta: undefined },
};

/** A side list without its own heading. */
export const ListWithoutTitle: Story = { args: { listTitle: undefined } };

const illustration = storyImage('Illustration abstraite : des collines bleu nuit sous un soleil couleur laiton');

/** An image in the side column, above the list: beside the prose from 64rem, under it on narrower screens, loaded as it nears the screen. */
export const WithImage: Story = {
  args: { image: illustration },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: illustration.alt });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image.compareDocumentPosition(canvas.getByText('Responsabilités clés')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Prose and an image, no list. */
export const ProseAndImage: Story = { args: { image: illustration, listTitle: undefined, list: [] } };
