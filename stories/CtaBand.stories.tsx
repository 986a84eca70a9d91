import type { Meta, StoryObj } from '@storybook/react-vite';
import CtaBand from '../blocks/cta-band/CtaBand.tsx';
import { ctaBandSchema } from '../blocks/cta-band/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { ctas } from './fixtures/ctas.ts';

const meta = {
  title: 'Blocks/CtaBand',
  component: CtaBand,
  args: blockProps(ctaBandSchema, {
    type: 'ctaBand',
    title: 'Prêt à reprendre la main sur votre agenda ?',
    text: 'Un premier échange de 30 minutes, gratuit et sans engagement, pour identifier les priorités sur lesquelles un Chief of Staff vous ferait gagner du temps dès ce trimestre.',
    primaryCta: ctas.booking,
    secondaryCta: ctas.freeTest,
  }),
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closing band on navy (the block's default surface): accent button and light outline button. */
export const Default: Story = {};

/** On light surfaces the buttons switch to the navy solid and outline styles. */
export const Light: Story = { args: { surface: 'light' } };

export const Muted: Story = { args: { surface: 'muted' } };

/** One sentence, one button. */
export const SingleButton: Story = { args: { text: undefined, secondaryCta: undefined } };
