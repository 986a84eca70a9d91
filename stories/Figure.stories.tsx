import type { Meta, StoryObj } from '@storybook/react-vite';
import Figure from '../blocks/figure/Figure.tsx';
import { storyImage } from './fixtures/story-image.ts';

const alt = 'Illustration abstraite : des collines bleu nuit sous un soleil couleur laiton';

const meta = {
  title: 'Blocks/Figure',
  component: Figure,
  args: { type: 'figure', image: storyImage(alt, { width: 768, height: 576 }), caption: 'Une illustration aux couleurs de la marque.' },
} satisfies Meta<typeof Figure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure in the text's column, with its caption. */
export const Default: Story = {};

/** As wide as the page's wide column. */
export const Wide: Story = { args: { wide: true, image: storyImage(alt, { width: 1152, height: 864 }) } };

/** No caption: the figure alone. */
export const WithoutCaption: Story = { args: { caption: undefined } };

/** A decorative image: empty alt, screen readers skip it. */
export const Decorative: Story = { args: { image: storyImage('', { width: 768, height: 576 }), caption: undefined } };
