import type { Meta, StoryObj } from '@storybook/react-vite';
import LogoStrip from '../blocks/logo-strip/LogoStrip.tsx';
import { logoStripSchema } from '../blocks/logo-strip/schema.ts';
import { expect } from 'storybook/test';
import { blockProps, replacing } from './fixtures/block-props.ts';
import atelierVerne from './fixtures/logos/atelier-verne.svg';
import castel from './fixtures/logos/castel.svg';
import nordlys from './fixtures/logos/nordlys.svg';
import { storyImage, svgFile } from './fixtures/story-image.ts';

const meta = {
  title: 'Blocks/LogoStrip',
  component: LogoStrip,
  args: blockProps(logoStripSchema, {
    type: 'logoStrip',
    title: 'Ils nous ont confié leurs priorités',
    note: 'Nos clients sont décrits sans être nommés : la confidentialité fait partie de la mission.',
    logos: [
      { name: 'Groupe média international', detail: 'Direction de la stratégie', icon: 'clapperboard' },
      { name: 'Banque de détail', detail: 'Transformation agile', icon: 'landmark' },
      { name: 'Enseigne de retail', detail: 'Plan de croissance', icon: 'store' },
      { name: 'Réseau de restaurants', detail: 'Structuration du siège', icon: 'building' },
      { name: 'Opérateur de jeux', detail: 'Direction M&A par intérim', icon: 'sparkles' },
    ],
  }),
} satisfies Meta<typeof LogoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the muted band (the block's default surface), five references. */
export const Default: Story = {};

export const Light: Story = { args: { surface: 'light' } };

export const Dark: Story = { args: { surface: 'dark' } };

/** The fewest references the schema allows, without details or note. */
export const ThreeNamesOnly: Story = {
  args: replacing(
    meta.args,
    blockProps(logoStripSchema, {
      type: 'logoStrip',
      title: 'Secteurs accompagnés',
      logos: [
        { name: 'Services financiers', icon: 'landmark' },
        { name: 'Médias', icon: 'clapperboard' },
        { name: 'Distribution', icon: 'store' },
      ],
    }),
  ),
};

const logo = (name: string, file: string) => storyImage(name, { width: 160, height: 40 }, svgFile(file));

/**
 * Clients who may be named, by their logos: each logo says its name (its alt) in place of the word mark; the last
 * reference has none and keeps its icon and name.
 */
export const WithLogos: Story = {
  args: {
    title: 'Ils nous font confiance',
    note: undefined,
    logos: [
      { name: 'Nordlys', detail: 'Édition', image: logo('Nordlys', nordlys) },
      { name: 'Atelier Verne', detail: 'Maroquinerie', image: logo('Atelier Verne', atelierVerne) },
      { name: 'Groupe Castel', detail: 'Hôtellerie', image: logo('Groupe Castel', castel) },
      { name: 'Réseau de restaurants', detail: 'Structuration du siège', icon: 'building' },
    ],
  },
  play: async ({ canvas }) => {
    for (const name of ['Nordlys', 'Atelier Verne', 'Groupe Castel']) {
      const image = canvas.getByRole('img', { name });
      await expect(image.getBoundingClientRect().height).toBe(40);
      await expect(canvas.queryByText(name)).toBeNull();
    }
    await expect(canvas.getByText('Réseau de restaurants')).toBeVisible();
  },
};
