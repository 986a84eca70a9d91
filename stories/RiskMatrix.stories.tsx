import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import page from '../pages/matrice-risques.json' with { type: 'json' };
import RiskMatrix from '../blocks/risk-matrix/RiskMatrix.tsx';
import { riskMatrixSchema } from '../blocks/risk-matrix/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/RiskMatrix',
  component: RiskMatrix,
  args: blockProps(riskMatrixSchema, pageBlockInput(page, riskMatrixSchema, 'riskMatrix')),
} satisfies Meta<typeof RiskMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four sample risks in their cells, numbered as in the legend. */
export const SampleRisks: Story = {};

/** A risk names itself under the pointer. */
export const NamedOnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: /^1\. Cybersécurité/ }));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Cybersécurité');
  },
};

/** And under keyboard focus. */
export const NamedOnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Volatilité du marché');
  },
};

export const Muted: Story = { args: { surface: 'muted' } };
