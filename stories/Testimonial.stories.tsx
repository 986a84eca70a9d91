import type { Meta, StoryObj } from '@storybook/react-vite';
import Testimonial from '../blocks/testimonial/Testimonial.tsx';
import { testimonialSchema } from '../blocks/testimonial/schema.ts';
import { expect } from 'storybook/test';
import { blockProps, replacing } from './fixtures/block-props.ts';
import monogram from './fixtures/logos/verne-monogram.svg';
import { storyImage, svgFile } from './fixtures/story-image.ts';

const meta = {
  title: 'Blocks/Testimonial',
  component: Testimonial,
  args: blockProps(testimonialSchema, {
    type: 'testimonial',
    eyebrow: 'Témoignage',
    quote:
      "Pour la première fois, chaque équipe savait ce qu'elle devait livrer dans le trimestre, et pourquoi. Nos réunions ont fondu, et les arbitrages se font désormais en comité plutôt que dans les couloirs.",
    author: 'Directrice des opérations',
    company: 'Enseigne de retail multi-sites',
  }),
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On ivory (the default surface), as on the Quarter Plan page. */
export const Default: Story = {};

export const Light: Story = { args: { surface: 'light' } };

/** Without eyebrow, on navy. */
export const Dark: Story = {
  args: replacing(
    meta.args,
    blockProps(testimonialSchema, {
      type: 'testimonial',
      surface: 'dark',
      quote: "J'ai retrouvé du temps pour ce qui relève vraiment de mon rôle : la stratégie, les clients, le conseil.",
      author: 'Président-directeur général',
      company: 'Groupe de services financiers',
    }),
  ),
};

/**
 * Signed beside the company's mark, round: a client who agreed to be named. The mark is decorative (its company is
 * written beside it), so screen readers skip it.
 */
export const WithCompanyMark: Story = {
  args: {
    author: 'Directrice générale',
    company: 'Maison Verne, maroquinerie',
    image: storyImage('', { width: 64, height: 64 }, svgFile(monogram)),
  },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('img')!;
    await expect(mark).toHaveAttribute('alt', '');
    const { width, height } = mark.getBoundingClientRect();
    await expect([width, height]).toEqual([64, 64]);
  },
};
