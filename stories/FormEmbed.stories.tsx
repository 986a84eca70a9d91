import type { Meta, StoryObj } from '@storybook/react-vite';
import FormEmbed from '../blocks/form-embed/FormEmbed.tsx';
import { formEmbedSchema } from '../blocks/form-embed/schema.ts';
import { blockProps, replacing } from './fixtures/block-props.ts';
import { ctas } from './fixtures/ctas.ts';

/** For visitors whose browser blocks the Tally frame. */
const fallback = { text: "Le formulaire ne s'affiche pas ?", linkLabel: 'Ouvrez-le directement' };

const meta = {
  title: 'Blocks/FormEmbed',
  component: FormEmbed,
  args: blockProps(formEmbedSchema, {
    type: 'formEmbed',
    id: 'contact',
    eyebrow: 'Contact',
    title: 'Parlons de vos priorités',
    intro: 'Décrivez votre situation en quelques lignes : nous revenons vers vous sous 48 heures ouvrées.',
    formId: 'contact',
    frameTitle: 'Formulaire de contact Cap Chief of Staff',
    height: 500,
    fallback,
    aside: {
      title: 'Et ensuite ?',
      steps: [
        'Nous lisons votre message et revenons vers vous sous 48 heures.',
        'Un appel de 30 minutes pour comprendre vos enjeux.',
        'Une proposition de mission adaptée, sans engagement.',
      ],
      cta: ctas.booking,
    },
  }),
} satisfies Meta<typeof FormEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The home page contact section: the Tally frame beside the next steps. The frame stays empty until Tally's
 * script loads; when it can't, the frame gets its source directly.
 */
export const Default: Story = {};

export const Muted: Story = { args: { surface: 'muted' } };

/** The heading goes light; the form and the next-steps panel keep their own surfaces. */
export const Dark: Story = { args: { surface: 'dark' } };

/** The strategic-consultation page: a shorter frame, the script loaded after 100 ms, no side panel. */
export const WithoutAside: Story = {
  args: replacing(
    meta.args,
    blockProps(formEmbedSchema, {
      type: 'formEmbed',
      id: 'contact',
      title: 'Demandez votre consultation',
      formId: 'consultation',
      frameTitle: 'Formulaire de demande de consultation',
      height: 400,
      loadDelayMs: 100,
      fallback,
    }),
  ),
};
