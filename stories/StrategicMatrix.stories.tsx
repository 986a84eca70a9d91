import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import bankPage from '../pages/bancassurance.json' with { type: 'json' };
import mediaPage from '../pages/medias.json' with { type: 'json' };
import { strategicMatrixSchema } from '../blocks/strategic-matrix/schema.ts';
import StrategicMatrix from '../blocks/strategic-matrix/StrategicMatrix.tsx';
import { blockProps, replacing } from './fixtures/block-props.ts';
import { settled } from './fixtures/settled.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/StrategicMatrix',
  component: StrategicMatrix,
  args: blockProps(strategicMatrixSchema, pageBlockInput(mediaPage, strategicMatrixSchema, 'strategicMatrix')),
} satisfies Meta<typeof StrategicMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Médias: the Risques tab open, every card closed. */
export const MediaRisks: Story = {};

/** An open risk card: its stakes and "Notre Solution". */
export const RiskCardOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByText(/^Changements d'algorithmes/).closest('summary')!;
    await userEvent.click(card);
    await expect((card.parentElement as HTMLDetailsElement).open).toBe(true);
    await settled(card.parentElement!);
  },
};

/** The Opportunités tab with an open card: "Plan d'Action", Potentiel and Faisabilité. */
export const OpportunityCardOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Opportunités' }));
    const card = canvas.getByText(/^IA générative/).closest('summary')!;
    await userEvent.click(card);
    await expect((card.parentElement as HTMLDetailsElement).open).toBe(true);
    await settled(card.parentElement!);
  },
};

/** Bancassurance: the Défis tab open. */
export const BankChallenges: Story = {
  args: replacing(meta.args, blockProps(strategicMatrixSchema, pageBlockInput(bankPage, strategicMatrixSchema, 'strategicMatrix'))),
};
