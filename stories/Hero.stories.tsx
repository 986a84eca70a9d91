import type { Meta, StoryObj } from '@storybook/react-vite';
import Hero from '../blocks/hero/Hero.tsx';
import { heroSchema } from '../blocks/hero/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { ctas } from './fixtures/ctas.ts';
import { storyImage } from './fixtures/story-image.ts';

const meta = {
  title: 'Blocks/Hero',
  component: Hero,
  args: blockProps(heroSchema, {
    type: 'hero',
    eyebrow: 'Chief of Staff freelance · Paris',
    title: 'Votre bras droit stratégique, à temps partagé',
    subtitle:
      "Un Chief of Staff expérimenté structure l'exécution de votre stratégie, aligne vos équipes et libère votre agenda de dirigeant, sans recrutement à temps plein.",
    primaryCta: ctas.freeEvaluation,
    secondaryCta: ctas.freeTest,
    highlights: ['Premier échange de 30 minutes', 'Sans engagement', 'Missions de 3 mois à 2 ans'],
  }),
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page opening: navy band (the block's default surface), two buttons, reassurance points. */
export const Default: Story = {};

export const Light: Story = { args: { surface: 'light' } };

export const Muted: Story = { args: { surface: 'muted' } };

/** Only what the schema requires: title, subtitle, one button. */
export const Minimal: Story = {
  args: { eyebrow: undefined, secondaryCta: undefined, highlights: [] },
};

/** With an image: beside the text on a wide screen, under it on a phone; fetched first, as the largest image at the top. */
export const WithImage: Story = {
  args: { image: storyImage('Illustration abstraite : des collines bleu nuit sous un soleil couleur laiton') },
};
