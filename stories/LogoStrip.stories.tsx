import type { Meta, StoryObj } from '@storybook/react-vite';
import LogoStrip from '../blocks/logo-strip/LogoStrip.tsx';
import { logoStripSchema } from '../blocks/logo-strip/schema.ts';
import { blockProps, replacing } from './fixtures/block-props.ts';

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
